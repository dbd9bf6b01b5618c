"""Work of ``POST /moves`` through the app's WSGI callable alone, as gunicorn calls it.

In-process, over one private ``redis-server``, the shipped limits on: 2-player
Driving Me Crazy! games are first played through the app (``GET`` the mover's
legal moves, ``POST`` one), recording each move with its seat and version;
then the same games are made again (the same seeds) and their recorded moves
are sent as the peer bench's phones send them (``?include=view,legal_moves``,
``If-Match``, ``Idempotency-Key``, a bearer token), each ``POST`` alone, by
calling the app with a WSGI environ like gunicorn's and reading its answer's
bytes.  No test client, no ``GET`` in the measured part.

    python bench/move_wsgi.py [--moves 400] [--profile] [--calls]

Prints the CPU per POST (process time; noisy on a shared machine).  With
``--calls`` the Python function calls per POST (cProfile, a count load does not
move); with ``--profile`` a cProfile of the POSTs by own time.  Under
``valgrind --tool=callgrind`` run it twice with two ``--moves`` and divide the
difference of the instruction counts by the difference of the moves: the
recording and the setup cancel out.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import sys
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import limits, private_redis  # noqa: E402

GAME = "driving-me-crazy"
PLAYERS = 2


def _environ(method: str, path: str, query: str, headers: dict[str, str],
             body: bytes = b"") -> dict[str, Any]:
    """Return a WSGI environ as gunicorn's would be for this request (the peer bench's
    phones send no ``Accept`` or ``Accept-Encoding``)."""
    env: dict[str, Any] = {
        "REQUEST_METHOD": method, "SCRIPT_NAME": "", "PATH_INFO": path,
        "QUERY_STRING": query, "RAW_URI": path + ("?" + query if query else ""),
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1", "REMOTE_PORT": "50000", "HTTP_HOST": "127.0.0.1:8000",
        "wsgi.version": (1, 0), "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr, "wsgi.multithread": False, "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if body:
        env["CONTENT_TYPE"] = "application/json"
        env["CONTENT_LENGTH"] = str(len(body))
    for name, value in headers.items():
        env["HTTP_" + name.upper().replace("-", "_")] = value
    return env


def call(app: Any, env: dict[str, Any]) -> tuple[str, bytes]:
    """Call ``app`` with ``env``; return its status line and body bytes."""
    got: list[str] = []

    def start_response(status: str, headers: Any, exc_info: Any = None) -> Any:
        got.append(status)
        return None

    answer = app(env, start_response)
    try:
        body = b"".join(answer)
    finally:
        close = getattr(answer, "close", None)
        if close is not None:
            close()
    return got[0], body


class Games:
    """Games made through one app, and the moves recorded from playing them."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def request(self, method: str, path: str, query: str = "", headers: dict[str, str] | None
                = None, body: Any = None) -> Any:
        raw = b"" if body is None else json.dumps(body).encode()
        status, got = call(self.app, _environ(method, path, query, headers or {}, raw))
        assert status.startswith("2"), (status, got[:300])
        return json.loads(got)

    def create(self, seed: int) -> tuple[str, dict[int, str]]:
        """Make a game of ``seed`` and seat its players; return its id and seats' tokens."""
        made = self.request("POST", "/api/v1/games", body={
            "game": GAME, "players": PLAYERS, "seed": seed})
        tokens = {}
        for n in range(PLAYERS):
            joined = self.request("POST", f"/api/v1/games/{made['id']}/players",
                                  body={"name": f"P{n}"})
            tokens[joined["seat"]] = joined["token"]
        return made["id"], tokens

    def record(self, moves: int, seed: int) -> list[tuple[int, list[tuple[int, int, Any]]]]:
        """Play games from ``seed`` on until ``moves`` moves; return (seed, [(seat, version,
        move)]) per game."""
        games = []
        done = 0
        while done < moves:
            seed += 1
            game_id, tokens = self.create(seed)
            base = f"/api/v1/games/{game_id}"
            played: list[tuple[int, int, Any]] = []
            while done < moves:
                view = self.request("GET", base)
                if view["status"] != "active":
                    break
                seat = view["pending"][0]
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                legal = self.request("GET", base + "/legal-moves", headers=auth)
                move = legal["moves"][done % len(legal["moves"])]
                self.request("POST", base + "/moves", headers={
                    **auth, "If-Match": f'"{legal["version"]}"'}, body=move)
                played.append((seat, legal["version"], move))
                done += 1
            games.append((seed, played))
        return games

    def requests(self, recorded: list[tuple[int, list[tuple[int, int, Any]]]]
                 ) -> list[dict[str, Any]]:
        """Make the recorded games again; return the environ of each of their POSTs."""
        envs = []
        for seed, played in recorded:
            game_id, tokens = self.create(seed)
            for seat, version, move in played:
                envs.append(_environ(
                    "POST", f"/api/v1/games/{game_id}/moves", "include=view,legal_moves",
                    {"Authorization": f"Bearer {tokens[seat]}", "If-Match": f'"{version}"',
                     "Idempotency-Key": uuid.uuid4().hex}, json.dumps(move).encode()))
        return envs


def post_all(app: Any, envs: list[dict[str, Any]], profile: Any = None) -> float:
    """Send every POST; return the process CPU seconds they took."""
    started = time.process_time()
    if profile is not None:
        profile.enable()
    for env in envs:
        status, _ = call(app, env)
        if status[0] != "2":
            raise AssertionError(status)
    if profile is not None:
        profile.disable()
    return time.process_time() - started


def close_store(app: Any) -> None:
    """Close ``app``'s Redis clients (the bench's private redis-server goes next)."""
    store = app.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=400, help="POSTs measured")
    parser.add_argument("--warm", type=int, default=100, help="POSTs before (not measured)")
    parser.add_argument("--record", type=int, default=400,
                        help="moves recorded (at least --moves; the same for two runs to be"
                             " subtracted)")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--calls", action="store_true")
    parser.add_argument("--limits", choices=("on", "off"), default="on")
    parser.add_argument("--dump", help="write the cProfile's stats to this file")
    args = parser.parse_args()
    from api import create_app

    with private_redis() as port:
        app = create_app({"REDIS_URL": f"redis://127.0.0.1:{port}/0",
                          **limits(args.limits == "on"), "CHOSEN_SEEDS": "any"})
        games = Games(app)
        warm = games.requests(games.record(args.warm, 1000))
        envs = games.requests(games.record(max(args.record, args.moves), 1))[:args.moves]
        post_all(app, warm)
        profile = cProfile.Profile() if args.profile or args.calls else None
        spent = post_all(app, envs, profile)
        print(f"move_wsgi: {args.moves} POSTs, {spent / args.moves * 1e6:.0f} us CPU a POST,"
              f" load average {os.getloadavg()[0]:.2f}")
        if profile is not None:
            stats = pstats.Stats(profile)
            print(f"Python calls per POST: {stats.total_calls / args.moves:.1f}"  # type: ignore[attr-defined]
                  )
            if args.dump:
                stats.dump_stats(args.dump)
            if args.profile:
                out = io.StringIO()
                pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(40)
                print(out.getvalue())
        close_store(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
