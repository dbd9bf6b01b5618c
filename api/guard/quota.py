"""The cap on live games per client address (``LIVE_GAMES_MAX``, default 100).

Each address has a sorted set ``rt:live:<address>`` of the games it created,
scored by when each would expire (creation + ``GAME_TTL``).  Before a create,
one Lua script (:data:`RESERVE_LUA`) drops the expired entries and, only if the
address is below the cap, adds a place-holder for the game about to be made:
the check and the count are one atomic step, so a parallel burst is admitted
exactly up to the cap.  Only when the address is at the cap are its games
looked at one by one, and those that are gone (expired, or ended before they
started) or over (finished, or ended by their host) no longer count (then the
script runs once more).  A create at the cap is refused ``429
too_many_live_games`` before anything is stored.  After the create, the
place-holder becomes the game's id (one MULTI), or goes if nothing was created; a
place-holder whose request died expires after :data:`PENDING_SECONDS`.

A create retried with an ``Idempotency-Key`` whose answer is stored makes no
game, so it is neither refused nor counted again.
"""

from __future__ import annotations

import secrets
import time

import redis
from flask import Response, current_app, g, request

from api.guard.limits import CREATES, client_address
from api.guard.shed import bound
from api.problems import ApiError
from api.service.ended import is_over
from api.store.keys import RESERVE_LUA, create_idem_key, live_key
from api.store.store import UNAVAILABLE, Gone
from core import get_game

#: a create's place-holder in the address's set, until the game has an id
PENDING = "pending:"
#: how long a place-holder counts when its request never finished (a create takes ms)
PENDING_SECONDS = 60



def _key() -> str:
    return live_key(client_address())


def reserve(client: redis.Redis | redis.RedisCluster, key: str, cap: int, member: str,
            now: float, ttl: int) -> bool:
    """Atomically take a place under ``cap`` in ``key`` for ``member``; True when taken."""
    script = client.register_script(RESERVE_LUA)
    return bool(script(keys=[key], args=[now, cap, member, now + PENDING_SECONDS, ttl]))


def _prune_finished(key: str) -> int:
    """Drop the games that are gone or finished; return how many are live."""
    service = current_app.extensions["roadtrip"]
    client = service.store.client
    live = 0
    for member in client.zrange(key, 0, -1):
        game_id = member.decode() if isinstance(member, bytes) else str(member)
        if game_id.startswith(PENDING):  # a create under way: it counts
            live += 1
            continue
        try:
            snap = service.store.load(game_id)
        except Gone:
            client.zrem(key, game_id)
            continue
        game = get_game(snap.meta["game"])
        if is_over(game, snap.meta, game.from_json(snap.state)):  # or its host ended it
            client.zrem(key, game_id)
            continue
        live += 1
    return live


def check_live_games() -> None:
    """Take a place for a create under ``LIVE_GAMES_MAX``, or refuse it (429)."""
    if request.endpoint not in CREATES or request.method != "POST":
        return
    cap = int(current_app.config["LIVE_GAMES_MAX"])
    if cap <= 0:
        return
    store = current_app.extensions["roadtrip"].store
    key = _key()
    member = PENDING + secrets.token_hex(8)
    ttl = int(current_app.config["GAME_TTL"])
    try:
        idem = request.headers.get("Idempotency-Key")
        if idem and request.endpoint == "games.GameList" \
                and store.recall(create_idem_key(bound(idem, request.remote_addr))) is not None:
            return  # a retry: it creates nothing
        if reserve(store.client, key, cap, member, time.time(), ttl) or (
                _prune_finished(key) < cap
                and reserve(store.client, key, cap, member, time.time(), ttl)):
            g.live_place = (key, member)
            return
    except UNAVAILABLE:  # the node holding this count is down: the create decides
        current_app.logger.warning("live games not checked", exc_info=True)
        return
    raise ApiError(429, "too_many_live_games",
                   f"this address already has {cap} live games; finish or end one first",
                   {"Retry-After": "60"})


def record_created(response: Response) -> Response:
    """Turn the create's place-holder into the game's id (or free it: nothing was made)."""
    place = g.pop("live_place", None)
    if place is None:
        return response
    key, member = place
    body = (response.get_json(silent=True) or {}) if response.status_code == 201 else {}
    ttl = int(current_app.config["GAME_TTL"])
    client = current_app.extensions["roadtrip"].store.client
    try:
        pipe = client.pipeline(transaction=True)  # one step: the count never dips between
        pipe.zrem(key, member)
        if "id" in body:
            pipe.zadd(key, {body["id"]: time.time() + ttl})
            pipe.expire(key, ttl)
        pipe.execute()
    except UNAVAILABLE:  # the game exists: its creator gets it, the count is best effort
        current_app.logger.warning("live game not counted", exc_info=True)
    return response
