"""The cap on live games per client address (``LIVE_GAMES_MAX``, default 100).

Each address has a sorted set ``rt:live:<address>`` of the games it created,
scored by when each would expire (creation + ``GAME_TTL``).  Before a create,
expired entries are dropped; only when the address is at the cap are its
games looked at one by one, and those that are gone (ended, expired) or
finished no longer count.  A create at the cap is refused ``429
too_many_live_games`` before anything is stored.

The check and the record are two steps, so a burst of parallel creates may
pass the cap by a few; the create budget bounds that burst.
"""

from __future__ import annotations

import time

import redis
from flask import Flask, Response, current_app, request

from api.guard.limits import CREATES, LIVE_PREFIX, client_address, enabled
from api.problems import ApiError
from api.store.store import UNAVAILABLE, Gone
from core import get_game


def _key() -> str:
    return LIVE_PREFIX + client_address()


def live_games(client: redis.Redis | redis.RedisCluster, key: str, now: float) -> int:
    """Drop expired entries of ``key`` and return how many remain."""
    client.zremrangebyscore(key, "-inf", now)
    return int(client.zcard(key))


def _prune_finished(key: str) -> int:
    """Drop the games that are gone or finished; return how many are live."""
    service = current_app.extensions["roadtrip"]
    client = service.store.client
    live = 0
    for member in client.zrange(key, 0, -1):
        game_id = member.decode() if isinstance(member, bytes) else str(member)
        try:
            snap = service.store.load(game_id)
        except Gone:
            client.zrem(key, game_id)
            continue
        game = get_game(snap.meta["game"])
        if snap.meta["started"] and game.is_over(game.from_json(snap.state)):
            client.zrem(key, game_id)
            continue
        live += 1
    return live


def check_live_games() -> None:
    """Refuse a create from an address that already has ``LIVE_GAMES_MAX`` live games."""
    if request.endpoint not in CREATES or request.method != "POST":
        return
    cap = int(current_app.config["LIVE_GAMES_MAX"])
    if cap <= 0:
        return
    client = current_app.extensions["roadtrip"].store.client
    key = _key()
    try:
        if live_games(client, key, time.time()) < cap or _prune_finished(key) < cap:
            return
    except UNAVAILABLE:  # the node holding this count is down: the create decides
        current_app.logger.warning("live games not checked", exc_info=True)
        return
    raise ApiError(429, "too_many_live_games",
                   f"this address already has {cap} live games; finish or end one first",
                   {"Retry-After": "60"})


def record_created(response: Response) -> Response:
    """Count a game just created against its creator's address."""
    if request.endpoint not in CREATES or response.status_code != 201:
        return response
    if int(current_app.config["LIVE_GAMES_MAX"]) <= 0:
        return response
    body = response.get_json(silent=True) or {}
    if "id" not in body:
        return response
    ttl = int(current_app.config["GAME_TTL"])
    client = current_app.extensions["roadtrip"].store.client
    key = _key()
    try:
        pipe = client.pipeline(transaction=False)
        pipe.zadd(key, {body["id"]: time.time() + ttl})
        pipe.expire(key, ttl)
        pipe.execute()
    except UNAVAILABLE:  # the game exists: its creator gets it, the count is best effort
        current_app.logger.warning("live game not counted", exc_info=True)
    return response


def init_app(app: Flask) -> None:
    """Check the cap before a create and record each game created (unless ``RATE_LIMITS=off``).

    Installed after :func:`api.guard.limits.init_app`, so a create over its budget is
    refused before the cap is looked at.
    """
    if not enabled(app.config):
        return
    app.before_request(check_live_games)
    app.after_request(record_created)
