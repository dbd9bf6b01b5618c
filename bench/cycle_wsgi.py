"""Work of ``bench/api_moves.py``'s move cycle through the app's WSGI callable, by request.

In-process, over one private ``redis-server``, the shipped limits on: 4-player
Driving Me Crazy! games are played one move cycle at a time, as
``bench/load_client.py`` sends them (``GET`` the view with no token, ``GET`` the
pending seat's legal moves with its token, ``POST`` one of them with ``If-Match``),
each request by calling the app with a gunicorn-like WSGI environ
(:func:`bench.move_wsgi.call`).  After ``--warm`` cycles, ``--cycles`` are counted.

    python bench/cycle_wsgi.py [--cycles 300] [--profile KIND] [--plain]

Prints, for each of the three requests, the Python calls it makes (cProfile, C
calls included: a count load does not move), the Redis round trips it makes
(socket writes of the redis client; a pipeline is one) and its CPU (noisy).
``--profile view|legal|move`` prints that request's cProfile by own time.
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import limits, private_redis  # noqa: E402
from bench.move_wsgi import _environ, call, close_store  # noqa: E402

GAME = "driving-me-crazy"
PLAYERS = 4
KINDS = ("view", "legal", "move")


class Cycles:
    """Games played through one app a move cycle at a time, each request's work counted."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.seed = 0
        self.base = ""
        self.tokens: dict[int, str] = {}
        self.profiles = {kind: cProfile.Profile() for kind in KINDS}
        self.cpu = dict.fromkeys(KINDS, 0.0)
        self.sends = dict.fromkeys(KINDS, 0)
        self.counted = 0
        self.measuring = False
        self.kind = ""
        self.plain = False

    def request(self, method: str, path: str, headers: dict[str, str] | None = None,
                body: Any = None, kind: str = "") -> Any:
        raw = b"" if body is None else json.dumps(body).encode()
        env = _environ(method, path, "", headers or {}, raw)
        measured = self.measuring and kind
        if measured:
            self.kind = kind
            profile = None if self.plain else self.profiles[kind]
            started = time.process_time()
            if profile is not None:
                profile.enable()
        status, got = call(self.app, env)
        if measured:
            if profile is not None:
                profile.disable()
            self.cpu[kind] += time.process_time() - started
            self.kind = ""
        assert status.startswith("2"), (status, got[:300])
        return json.loads(got)

    def new_game(self) -> None:
        self.seed += 1
        made = self.request("POST", "/api/v1/games", body={
            "game": GAME, "players": PLAYERS, "seed": self.seed})
        self.base = f"/api/v1/games/{made['id']}"
        self.tokens = {}
        for n in range(PLAYERS):
            joined = self.request("POST", self.base + "/players", body={"name": f"P{n}"})
            self.tokens[joined["seat"]] = joined["token"]

    def cycle(self, pick: int) -> None:
        """One move cycle, as ``bench/load_client.py``'s ``Client.cycle``."""
        if not self.base:
            self.new_game()
        view = self.request("GET", self.base, kind="view")
        if view["status"] != "active":
            self.new_game()
            return self.cycle(pick)
        seat = view["pending"][pick % len(view["pending"])]
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        legal = self.request("GET", self.base + "/legal-moves", headers=auth, kind="legal")
        move = legal["moves"][pick % len(legal["moves"])]
        self.request("POST", self.base + "/moves", body=move, kind="move",
                     headers={**auth, "If-Match": f'"{legal["version"]}"'})
        if self.measuring:
            self.counted += 1
        return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cycles", type=int, default=300, help="move cycles counted")
    parser.add_argument("--warm", type=int, default=60, help="move cycles before (not counted)")
    parser.add_argument("--plain", action="store_true",
                        help="no cProfile (for callgrind: run twice with two --cycles and"
                             " subtract)")
    parser.add_argument("--profile", choices=KINDS)
    parser.add_argument("--sort", default="tottime", help="the profile's order (pstats keys)")
    parser.add_argument("--dump", help="write --profile's stats to this file")
    args = parser.parse_args()
    from redis.connection import Connection

    from api import create_app

    with private_redis() as port:
        app = create_app({"REDIS_URL": f"redis://127.0.0.1:{port}/0", **limits(True),
                          "CHOSEN_SEEDS": "any"})
        cycles = Cycles(app)
        cycles.plain = args.plain
        original = Connection.send_packed_command

        def counted(self: Any, command: Any, check_health: bool = True) -> None:
            if cycles.kind:
                cycles.sends[cycles.kind] += 1
            original(self, command, check_health)

        Connection.send_packed_command = counted  # type: ignore[method-assign]
        try:
            for n in range(args.warm):
                cycles.cycle(n)
            cycles.measuring = True
            for n in range(args.cycles):
                cycles.cycle(n)
        finally:
            Connection.send_packed_command = original  # type: ignore[method-assign]
        n = cycles.counted
        print(f"cycle_wsgi: {n} move cycles, load average {os.getloadavg()[0]:.2f}")
        for kind in KINDS:
            calls = 0.0 if args.plain else pstats.Stats(  # type: ignore[attr-defined]
                cycles.profiles[kind]).total_calls / n
            print(f"  {kind:5}  {calls:7.1f} Python calls  {cycles.sends[kind] / n:4.2f}"
                  f" round trips  {cycles.cpu[kind] / n * 1e6:6.0f} us CPU")
        if args.profile:
            out = io.StringIO()
            chosen = pstats.Stats(cycles.profiles[args.profile], stream=out)
            if args.dump:
                chosen.dump_stats(args.dump)
            chosen.sort_stats(args.sort).print_stats(45)
            print(out.getvalue())
        close_store(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
