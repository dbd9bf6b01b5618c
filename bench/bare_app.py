"""The bare endpoint of ``bench/api_moves.py``: a move's Redis traffic and nothing else.

A Flask app answering the same three requests as the real API (the view, the
legal moves, a move with ``If-Match``) with the same Redis traffic (read the
game hash; for the move, read it and commit with a compare-and-set Lua script
that writes the state and appends a log entry) but with no rules, views or
auth: the floor the real app is measured against.  gunicorn runs it as
``bench.bare_app:bare_app()``.
"""

from __future__ import annotations

import json
import os
import zlib
from typing import Any

PLAYERS = 4

BARE_COMMIT = """
local current = redis.call('HGET', KEYS[1], 'version')
if current ~= ARGV[1] then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'events') or '0') + 1
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'state', ARGV[3], 'events', last)
redis.call('XADD', KEYS[2], last .. '-' .. ARGV[2], 'p', ARGV[4])
redis.call('EXPIRE', KEYS[1], 604800)
redis.call('EXPIRE', KEYS[2], 604800)
return 1
"""


def bare_app() -> Any:
    """A Flask app answering view, legal-moves and move with a move's Redis traffic."""
    import redis
    from flask import Flask, Response, request

    app = Flask("bare")
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    commit = client.register_script(BARE_COMMIT)
    app.extensions["bare_redis"] = client

    def key(game_id: str) -> str:
        return f"bare:{{{game_id}}}:game"

    def read(game_id: str) -> tuple[Any, ...]:
        meta, state, version, events = client.hmget(key(game_id),
                                                     ["meta", "state", "version", "events"])
        return json.loads(meta), zlib.decompress(state), int(version), int(events or 0)

    def answer(data: Any, status: int = 200) -> Response:
        return Response(json.dumps(data), status=status, mimetype="application/json")

    @app.get("/healthz")
    def health() -> Response:
        return answer({"status": "ok"})

    @app.post("/bare/games")
    def create() -> Response:
        body = request.get_json()
        game_id = body["id"]
        client.delete(key(game_id), f"bare:{{{game_id}}}:log")
        client.hset(key(game_id), mapping={
            "meta": json.dumps({"seats": PLAYERS}), "version": 1, "events": 0,
            "state": zlib.compress(json.dumps(body["state"]).encode(), 9)})
        return answer({"id": game_id}, 201)

    @app.get("/bare/games/<game_id>")
    def view(game_id: str) -> Response:
        meta, state, version, _ = read(game_id)
        return answer({"version": version, "pending": [version % meta["seats"]],
                       "status": "active", "bytes": len(state)})

    @app.get("/bare/games/<game_id>/legal-moves")
    def legal(game_id: str) -> Response:
        _, _, version, _ = read(game_id)
        return answer({"version": version, "moves": [{"type": "discard", "card": "km50"}]})

    @app.post("/bare/games/<game_id>/moves")
    def move(game_id: str) -> Response:
        body = request.get_json()
        expected = int(request.headers.get("If-Match", "0").strip('"'))
        _, state, version, events = read(game_id)
        if version != expected:
            return answer({"code": "version_conflict"}, 409)
        entry = zlib.compress(json.dumps({"f": events + 1, "m": [[0, body]],
                                          "e": [body]}).encode(), 9)
        # parse and re-serialise the state, as a move does, minus the rules
        blob = zlib.compress(json.dumps(json.loads(state), separators=(",", ":")).encode(), 9)
        if not commit(keys=[key(game_id), f"bare:{{{game_id}}}:log"],
                      args=[str(version), str(version + 1), blob, entry]):
            return answer({"code": "version_conflict"}, 409)
        return answer({"version": version + 1, "events": [{"index": events + 1,
                                                           "event": body}]})

    return app
