"""Fixed-work random playouts of two checkouts, taking turns: did a change keep its speed?

``bench/core_playouts.py`` gives each engine's rate against python-chess, but two
runs of it an hour apart differ by more than most changes do.  This plays the same
seeded playouts (the same moves: the count is printed and must match) in a fresh
process per checkout, alternating the checkouts pair by pair, and prints each pair's
ratio of CPU seconds (best of three passes inside each process) and their median.

    python bench/playout_pair.py --base ../main-before [--pairs 8] [--games drive dmc-variants]

A ratio above 1 means this checkout is faster than ``--base``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
#: name -> (game, players from the seed, seeded games played, variants on)
WORK = {
    "dmc": ("driving-me-crazy", 9, 80, False),
    "dmc-variants": ("driving-me-crazy", 9, 60, True),
    "drive": ("drive", 3, 300, False),
}


def play(name: str) -> tuple[int, float]:
    """Play ``name``'s fixed seeded work in this process: (moves, best CPU seconds of 3)."""
    from core import Config, get_game
    from core.playout import random_playout

    game_name, spread, count, with_variants = WORK[name]
    game = get_game(game_name)
    variants = game.variants if with_variants else ()

    def config(seed: int) -> Config:
        return Config(players=2 + seed % spread, variants=variants)

    random_playout(game, config(0), 0, max_moves=20000)  # imports and caches warmed
    best, moves = float("inf"), 0
    for _ in range(3):
        start, moves = time.process_time(), 0
        for seed in range(1, count + 1):
            moves += len(random_playout(game, config(seed), seed, max_moves=20000).moves)
        best = min(best, time.process_time() - start)
    return moves, best


def run_in(tree: Path, name: str) -> tuple[int, float]:
    """Play ``name`` with ``tree``'s code in a fresh process."""
    out = subprocess.run([sys.executable, __file__, "--play", name], cwd=tree, check=True,
                         capture_output=True, text=True, env={"PYTHONPATH": str(tree)}).stdout
    moves, seconds = out.split()
    return int(moves), float(seconds)


def main() -> None:
    """Alternate the two checkouts and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, help="the checkout to compare against")
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--games", nargs="+", choices=sorted(WORK), default=sorted(WORK))
    parser.add_argument("--play", choices=sorted(WORK), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:  # one side of a pair, in the checkout's own process
        sys.path.insert(0, ".")
        moves, seconds = play(args.play)
        print(moves, f"{seconds:.5f}")
        return
    if args.base is None:
        parser.error("--base is required")
    for name in args.games:
        ratios = []
        for pair in range(args.pairs):
            order = [(HERE, "this"), (args.base.resolve(), "base")]
            if pair % 2:  # which side runs first moves the figures as much as the code
                order.reverse()
            got = {side: run_in(tree, name) for tree, side in order}
            if got["this"][0] != got["base"][0]:
                sys.exit(f"{name}: the checkouts played different games "
                         f"({got['this'][0]} against {got['base'][0]} moves)")
            ratios.append(got["base"][1] / got["this"][1])
        print(f"{name}: {got['this'][0]:,} moves a pass; this ÷ base speed per pair "
              + ", ".join(f"{r:.3f}" for r in ratios)
              + f"; median {statistics.median(ratios):.3f}")


if __name__ == "__main__":
    main()
