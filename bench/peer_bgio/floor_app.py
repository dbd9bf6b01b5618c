"""The fixed stack with none of Roadtrip in it: what a streamed move costs before its code runs.

A bare WSGI app (no Flask, no rules, no guard) that speaks just enough of
Roadtrip's HTTP shape for :mod:`bench.peer_bgio.streams` to play it unchanged,
doing per move the same I/O a Roadtrip move does:

- ``POST /api/v1/games/<id>/moves``: parse the JSON body, read the game from
  Redis (round trip 1), write it back with compare-and-set and announce it on
  a channel, in one script (round trip 2), answer the mover with its view and
  moves;
- ``GET /api/v1/games/<id>/events``: an event stream; one subscriber greenlet
  per process hears every announcement (redis-py's ``PubSub``) and wakes the
  game's streams in this process, each writing one ``event: view`` chunk.

The game is a trivial race (each move is 10 km; the first seat at the goal
wins: 1000 km, 199 moves a game, unless ``FLOOR_GOAL_KM`` says otherwise;
``run.py`` sets it so a game lasts as many moves as the comparison's random
2-player Driving Me Crazy! games do on average, :mod:`bench.peer_bgio.lengths`:
the floor pays its games' setup over as many moves), so the rules cost nothing.
Served by gunicorn's own gevent worker (``-k gevent``) with the Procfile's
worker count: the floor of the stack Roadtrip is fixed to (gunicorn, gevent,
redis-py, Redis), which no change to Roadtrip's own code can go below.

    gunicorn -k gevent -w 2 --bind 127.0.0.1:PORT bench.peer_bgio.floor_app:app
"""

from __future__ import annotations

import os
import secrets
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

import gevent
import orjson
import redis
from gevent.event import Event

GOAL = int(os.environ.get("FLOOR_GOAL_KM", "1000"))
STEP = 10
CHANNEL = "floor:moves"
#: compare the version, write the new state, announce it: one round trip, as a commit is
COMMIT = """
local version = tonumber(redis.call('HGET', KEYS[1], 'version'))
if version ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'version', version + 1)
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1
"""

Start = Callable[[str, list[tuple[str, str]]], Any]

client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
commit_sha = client.script_load(COMMIT)
#: per game id: (the newest announced state, an event set when it changes)
watching: dict[str, list[Any]] = defaultdict(lambda: [None, Event()])


def view_of(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """Return the game as ``seat`` sees it, and the moves it may make."""
    over = max(state["km"]) >= GOAL
    view = {"version": state["version"], "status": "finished" if over else "active",
            "pending": [] if over else [state["turn"]], "km": state["km"], "seat": seat}
    moves = [{"type": "drive", "km": STEP}] if not over and state["turn"] == seat else []
    return {"view": view, "legal_moves": moves}


def listen() -> None:
    """Hear every announcement and wake the streams of its game in this process."""
    pubsub = client.pubsub(ignore_subscribe_messages=True)
    pubsub.subscribe(CHANNEL)
    for message in pubsub.listen():
        game_id, state = orjson.loads(message["data"])
        if game_id in watching:
            watched = watching[game_id]
            watched[0] = state
            event = watched[1]
            watched[1] = Event()
            event.set()


listener = gevent.spawn(listen)  # imported by each worker, after gevent patched it


def answer(start: Start, status: str, body: Any) -> list[bytes]:
    """Answer ``body`` as JSON."""
    data = orjson.dumps(body)
    start(status, [("Content-Type", "application/json"), ("Content-Length", str(len(data)))])
    return [data]


def events(game_id: str, seat: int) -> Iterator[bytes]:
    """Push the game's view to ``seat`` now and after every move, until it is over."""
    state = orjson.loads(client.hget(f"floor:{game_id}", "state") or b"null")
    while state is not None:
        pushed = view_of(state, seat)
        yield b"event: view\ndata: " + orjson.dumps(pushed) + b"\n\n"
        if pushed["view"]["status"] != "active":
            return
        watched = watching[game_id]
        while watched[0] is None or watched[0]["version"] <= state["version"]:
            if not watched[1].wait(1.0):
                # a closed stream is found only by writing to it: without this a phone
                # gone would hold its greenlet (and a stopping worker) until the next move
                yield b": heartbeat\n\n"
        state = watched[0]


def move(game_id: str, token: str, body: Any, if_match: str | None) -> tuple[str, Any]:
    """Apply one move: read, check, compare-and-set and announce; return the mover's answer."""
    key = f"floor:{game_id}"
    stored, seat_of = client.execute_command("HMGET", key, "state", f"token:{token}")
    if seat_of is None:
        return "401 Unauthorized", {"code": "invalid_token"}
    state, seat = orjson.loads(stored), int(seat_of)
    if state["turn"] != seat or body.get("type") != "drive" or max(state["km"]) >= GOAL:
        return "422 Unprocessable Entity", {"code": "illegal_move"}
    if if_match not in (None, f'"{state["version"]}"'):
        return "412 Precondition Failed", {"code": "stale"}
    new = dict(state, version=state["version"] + 1, turn=1 - seat,
               km=[k + STEP if n == seat else k for n, k in enumerate(state["km"])])
    done = client.execute_command("EVALSHA", commit_sha, 1, key, state["version"],
                                  orjson.dumps(new), CHANNEL, orjson.dumps([game_id, new]))
    if not done:
        return "409 Conflict", {"code": "conflict"}
    return "200 OK", {"version": new["version"], **view_of(new, seat)}


def create() -> dict[str, Any]:
    """Create a game; return its id."""
    game_id = secrets.token_hex(8)
    state = {"version": 1, "turn": 0, "km": [0, 0]}  # (a phone moves at versions > 0)
    client.hset(f"floor:{game_id}", mapping={"state": orjson.dumps(state), "version": 1,
                                             "seats": 0})
    return {"id": game_id}


def join(game_id: str) -> dict[str, Any]:
    """Seat a player; return its seat and token."""
    seat = client.hincrby(f"floor:{game_id}", "seats", 1) - 1
    token = secrets.token_hex(8)
    client.hset(f"floor:{game_id}", f"token:{token}", seat)
    return {"seat": seat, "token": token}


def seat_of(game_id: str, token: str) -> int | None:
    """Return the seat ``token`` holds in the game (None: not a player of it)."""
    found = client.hget(f"floor:{game_id}", f"token:{token}")
    return None if found is None else int(found)


def app(environ: dict[str, Any], start: Start) -> Any:
    """Serve the floor's five operations (create, join, events, move, readiness)."""
    method, parts = environ["REQUEST_METHOD"], environ["PATH_INFO"].strip("/").split("/")
    token = environ.get("HTTP_AUTHORIZATION", "").partition(" ")[2]
    if parts == ["readyz"]:
        return answer(start, "200 OK", {"ready": True})
    if method == "POST" and parts == ["api", "v1", "games"]:
        return answer(start, "201 Created", create())
    if len(parts) == 5 and parts[:3] == ["api", "v1", "games"]:
        game_id, what = parts[3], parts[4]
        if method == "POST" and what == "players":
            return answer(start, "201 Created", join(game_id))
        if method == "POST" and what == "moves":  # the token read with the game, as Roadtrip's
            body = orjson.loads(environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH")
                                                                or 0)))
            return answer(start, *move(game_id, token, body, environ.get("HTTP_IF_MATCH")))
        seat = seat_of(game_id, token)
        if seat is None:
            return answer(start, "401 Unauthorized", {"code": "invalid_token"})
        if method == "GET" and what == "events":
            start("200 OK", [("Content-Type", "text/event-stream"),
                             ("Cache-Control", "no-store")])
            return events(game_id, seat)
    return answer(start, "404 Not Found", {"code": "not_found"})
