"""CPU of one ``POST /moves`` through the hot path against the documented flask-smorest stack.

In-process (Flask test client, one private ``redis-server``): the same app
answers the same moves of 4-player Driving Me Crazy! games either through its
hot path (:func:`api.http.resources.common.hot_path`: no flask-smorest wrappers,
no webargs schema per request, no marshmallow dump) or, with the hot path
switched off, through the decorated view flask-smorest documents.  Rounds of
the two alternate, so a shared machine's drift hits both alike; the best
round of each is printed (CPU time of this process only: Redis's work is the
same for both) with the ratio, for the plain POST and for
``?include=view,legal_moves``, and the Python function calls per POST of each
(a count the machine's load does not move).  With ``--profile`` a cProfile of the hot path
follows.

    python bench/hot_path.py [--moves 200] [--rounds 6] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
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
from bench.load_client import GAME, PLAYERS  # noqa: E402


class Table:
    """One app and the game it is playing (a new one when it ends)."""

    def __init__(self, port: int, limits_on: bool = True, seed: int = 0) -> None:
        from api import create_app

        self.app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{port}/0",
                               **limits(limits_on), "CHOSEN_SEEDS": "any"})
        self.client = self.app.test_client()
        self.seed = seed
        self.new_game()

    def new_game(self) -> None:
        self.seed += 1
        created = self.client.post("/api/v1/games", json={
            "game": GAME, "players": PLAYERS, "seed": self.seed}).get_json()
        self.game_id = created["id"]
        self.tokens: dict[int, str] = {}
        for n in range(PLAYERS):
            joined = self.client.post(f"/api/v1/games/{self.game_id}/players",
                                      json={"name": f"P{n}"}).get_json()
            self.tokens[joined["seat"]] = joined["token"]

    def cpu_per_post(self, moves: int, query: str, profile: Any = None) -> float:
        """Play ``moves`` moves; return the CPU seconds of the POSTs alone, per POST."""
        base = f"/api/v1/games/{self.game_id}"
        spent = 0.0
        done = 0
        while done < moves:
            base = f"/api/v1/games/{self.game_id}"
            view = self.client.get(base).get_json()
            if view["status"] != "active":
                self.new_game()
                continue
            seat = view["pending"][0]
            auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
            legal = self.client.get(f"{base}/legal-moves", headers=auth).get_json()
            move = legal["moves"][done % len(legal["moves"])]
            headers = {**auth, "If-Match": f'"{legal["version"]}"'}
            started = time.process_time()
            if profile is not None:
                profile.enable()
            answer = self.client.post(f"{base}/moves{query}", json=move, headers=headers)
            if profile is not None:
                profile.disable()
            spent += time.process_time() - started
            assert answer.status_code == 200, answer.get_json()
            done += 1
        return spent / moves

    def close(self) -> None:
        store = self.app.extensions["roadtrip"].store
        store.client.close()
        store.blocking.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200, help="POSTs per round")
    parser.add_argument("--rounds", type=int, default=6, help="rounds of each path")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    import importlib

    moves = importlib.import_module("api.http.resources.moves")

    fast_includes = moves._includes
    print(f"hot_path: {args.moves} POSTs a round, {args.rounds} rounds a path, CPUs"
          f" {os.cpu_count()}, load average {os.getloadavg()[0]:.2f},"
          f" {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    with private_redis() as port:
        table = Table(port)
        try:
            table.cpu_per_post(50, "")  # warm-up: imports, scripts, connections
            for query in ("", "?include=view,legal_moves"):
                best = {"hot": float("inf"), "documented": float("inf")}
                for _ in range(args.rounds):
                    for path in best:
                        moves._includes = fast_includes if path == "hot" else lambda: None
                        best[path] = min(best[path], table.cpu_per_post(args.moves, query))
                calls = {}
                for path in best:
                    moves._includes = fast_includes if path == "hot" else lambda: None
                    counter = cProfile.Profile()
                    table.cpu_per_post(50, query, counter)
                    calls[path] = pstats.Stats(counter).total_calls / 50  # type: ignore[attr-defined]
                moves._includes = fast_includes
                print(f"POST /moves{query}: documented stack {best['documented'] * 1e3:.3f} ms,"
                      f" hot path {best['hot'] * 1e3:.3f} ms CPU (best round); hot path"
                      f" {best['documented'] / best['hot']:.2f}x the documented stack's"
                      f" moves per CPU second; Python calls per POST {calls['documented']:.0f}"
                      f" -> {calls['hot']:.0f}")
            if args.profile:
                profile = cProfile.Profile()
                table.cpu_per_post(args.moves, "", profile)
                out = io.StringIO()
                pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(25)
                print(out.getvalue())
        finally:
            moves._includes = fast_includes
            table.close()
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
