"""Every Drive game ends, with bots too: every option mix, every bot level, no stall limit.

Issue 39: 101 of 3,600 bot playouts with the turn-round variation and no stall limit
never ended: the bots waited for ever for an opponent that had retired, or turned to and
fro. docs/bots.md promises "the bots turn round instead of waiting in vain"; the rulings
(docs/rules/drive-1960.md, "Every game ends") end a game without a winner once no car can
get anywhere. A bot never waits or draws in vain while it may turn round or retire, plays
the Roundabout that is its only way on, and ends its going round in circles after ten
rounds without progress (core.drive.bot). The figures of the full run are in
docs/rules/drive-1960.md ("Bots end every game").
"""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from core.playout import bot_move
from core.protocol import Budget, Config

from .helpers import GAME

#: every option mix: the limit, the triangles ignored, turning round, each on or off
MIXES = [{name: True for name, on in zip(("limit", "ignore_triangles", "turn_round"), flags,
                                         strict=True) if on}
         for flags in product((False, True), repeat=3)]
#: the moves a game may take at most: far above the longest bot game seen (about 700)
BOUND = 3000


def play(config: Config, seed: int, level: str) -> tuple[str, int]:
    """Play a game of bots at ``level`` to its end; return its reason and its moves."""
    state = GAME.new(config, seed)
    budget = Budget(playouts=4) if level == "hard" else None
    for count in range(BOUND + 1):
        if GAME.is_over(state):
            return state.outcome["reason"], count
        seat = GAME.pending(state)[0]
        move = bot_move(GAME, state, seat, seed * 7919 + count, level=level, budget=budget)
        GAME.push(state, seat, move)
    raise AssertionError(f"{config} seed {seed} {level}: no end within {BOUND} moves")


def run(seeds: range, levels: tuple[str, ...], modes: tuple[str, ...]) -> Counter[str]:
    """Every mix without a stall limit, each seed and level in each mode; the endings."""
    endings: Counter[str] = Counter()
    for seed, mix, level, mode in product(seeds, MIXES, levels, modes):
        config = Config(players=2 + seed % 3, mode=mode, options={**mix, "stall_turns": 0})
        reason, _ = play(config, seed, level)
        endings[reason] += 1
    return endings


def test_bot_games_of_every_option_mix_end_without_a_stall_limit():
    endings = run(range(3), ("easy", "normal"), ("digital",))
    assert sum(endings.values()) == 3 * len(MIXES) * 2 and "finish" in endings


def test_the_bot_that_may_turn_round_never_waits_for_a_retired_car():
    # reproduction: seed 2, four players, turn round, no stall limit: the normal bots
    # answered `wait` 200 times out of 200 once the car that could open the way retired
    config = Config(players=4, mode="digital", options={"turn_round": True, "stall_turns": 0})
    reason, moves = play(config, 2, "normal")
    assert reason in ("finish", "no_way_to_finish", "no_moves", "all_retired")


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_thousands_of_bot_games_of_every_option_mix_and_level_end(mode):
    # 2 x (105 x 8 x 2 + 6 x 8) = 3,456 games (hard: fewer, it searches at every move)
    endings = run(range(105), ("easy", "normal"), (mode,))
    endings += run(range(6), ("hard",), (mode,))
    assert sum(endings.values()) == 105 * len(MIXES) * 2 + 6 * len(MIXES)
