"""Random playouts of Drive are at least as fast as python-chess's, in the same process."""

import random
import time

import chess

from core.playout import random_playout
from core.protocol import Config

from .helpers import GAME

BUDGET = 1.0  # seconds per engine per round


def chess_rate() -> float:
    rng = random.Random(1)
    plies, start = 0, time.perf_counter()
    while time.perf_counter() - start < BUDGET:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - start)


def drive_rate(seed: int) -> float:
    moves, start = 0, time.perf_counter()
    while time.perf_counter() - start < BUDGET:
        result = random_playout(GAME, Config(players=2 + seed % 3), seed, max_moves=20000)
        moves += len(result.moves)
        seed += 1
    return moves / (time.perf_counter() - start)


def test_random_playouts_reach_python_chess_plies_per_second():
    # Alternate short rounds so a noisy machine slows both engines alike.
    ratios = [drive_rate(100 * r) / chess_rate() for r in range(2)]
    assert max(ratios) >= 1.0, ratios
