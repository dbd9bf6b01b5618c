"""Random playouts of every Roadtrip game against python-chess, in one run.

python-chess random playouts are a common reference for a Python rules
engine.  The machines this runs on are noisy, so the engines take turns in
short rounds, rates are per second of this process's CPU time (which moves
far less than wall time when other processes share the cores), and the
result is printed as a ratio against python-chess's plies per CPU second
measured in the same process.

    python bench/core_playouts.py [--seconds 2] [--rounds 3]

Goals: Driving Me Crazy! >= 2x python-chess plies/s (base game); all variants
on >= 8x and Drive >= 14x (issue 42; issue 16 asked 6x and 10x for the bots'
search).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import chess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.goals import judged, print_goals  # noqa: E402
from core import Config, get_game  # noqa: E402
from core.playout import random_playout  # noqa: E402


@dataclass
class Tally:
    """Moves and games played, and the time they took."""

    moves: int = 0
    games: int = 0
    seconds: float = 0.0

    def rate(self) -> float:
        """Moves per second."""
        return self.moves / self.seconds if self.seconds else 0.0


def chess_round(budget: float, seed: int, tally: Tally) -> int:
    """Play random python-chess games for ``budget`` seconds."""
    rng = random.Random(seed)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < budget:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            tally.moves += 1
        tally.games += 1
        seed += 1
    tally.seconds += time.process_time() - cpu
    return seed


def roadtrip_round(
    game_name: str, config_for: Callable[[int], Config], budget: float, seed: int, tally: Tally
) -> int:
    """Play random games of one Roadtrip game for ``budget`` seconds."""
    game = get_game(game_name)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < budget:
        result = random_playout(game, config_for(seed), seed, max_moves=20000)
        tally.moves += len(result.moves)
        tally.games += 1
        seed += 1
    tally.seconds += time.process_time() - cpu
    return seed


def contenders() -> dict[str, tuple[str, Callable[[int], Config], float]]:
    """The Roadtrip configurations measured, each with its goal ratio."""
    out: dict[str, tuple[str, Callable[[int], Config], float]] = {
        "driving-me-crazy (base, 2-10 players)": (
            "driving-me-crazy", lambda s: Config(players=2 + s % 9), 2.0),
        "drive (2-4 players)": ("drive", lambda s: Config(players=2 + s % 3), 14.0),
    }
    variants = get_game("driving-me-crazy").variants
    if variants:
        out["driving-me-crazy (all variants)"] = (
            "driving-me-crazy", lambda s: Config(players=2 + s % 9, variants=variants), 8.0)
    return out


def main() -> None:
    """Run the rounds and print rates and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per engine per round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    chess_tally = Tally()
    ours = {name: Tally() for name in contenders()}
    seeds = {name: 1 for name in ours}
    chess_seed = 1
    for _ in range(args.rounds):
        chess_seed = chess_round(args.seconds, chess_seed, chess_tally)
        for name, (game, config_for, _goal) in contenders().items():
            seeds[name] = roadtrip_round(game, config_for, args.seconds, seeds[name], ours[name])
    base = chess_tally.rate()
    print(f"python-chess random playouts: {base:,.0f} plies/s,"
          f" {chess_tally.games / chess_tally.seconds:,.1f} games/s")
    goals = []
    for name, tally in ours.items():
        ratio = tally.rate() / base
        print(f"{name}: {tally.rate():,.0f} moves/s, {tally.games / tally.seconds:,.1f} games/s,"
              f" ratio {ratio:.2f}x python-chess")
        goals.append(judged(f"{name} / python-chess, moves per CPU second", ratio,
                            contenders()[name][2], at_most=False, unit="x"))
    print_goals(goals)


if __name__ == "__main__":
    main()
