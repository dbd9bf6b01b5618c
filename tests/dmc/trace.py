"""A recorded trace of Driving Me Crazy! games: what it plays.

The trace pins the rules' observable behaviour byte for byte while the engine
is restructured (how a trace is played, recorded and replayed is
:mod:`tests.trace_common`, shared with Drive's).  It covers every variant
subset (the empty one, each alone, random mixes, all four) in both modes.

Regenerate with ``PYTHONPATH=$PWD python3 scripts/dmc_trace.py`` after a
deliberate rule change (and say why in the commit); the test
``tests/dmc/test_replay_trace.py`` replays the committed file.
"""

from __future__ import annotations

import random
from itertools import combinations
from pathlib import Path
from typing import Any

from core.dmc import GAME
from core.dmc.cards import ALL_IDS, VARIANTS
from core.dmc.state import State
from tests import trace_common
from tests.trace_common import Trace, moves_in

__all__ = ["FORMAT", "MIN_MOVES", "PATH", "generate", "load", "moves_in", "replay_game", "save"]

PATH = Path(__file__).parent / "data" / "dmc_trace.json.gz"
#: the trace's own format; bump when what a step records changes
FORMAT = 1
MIN_MOVES = 10_000
MAX_STEPS = 260  # per game: long enough to reach the end of short-goal games


def subsets() -> list[tuple[str, ...]]:
    """Return every subset of the variants, in a fixed order."""
    return [combo for k in range(len(VARIANTS) + 1) for combo in combinations(VARIANTS, k)]


def configs() -> list[dict[str, Any]]:
    """Return the games the trace plays: each variant subset in each mode, twice over."""
    pick = random.Random(14)
    out = []
    for round_ in range(2):
        for variants in subsets():
            for mode in ("digital", "referee"):
                players = pick.randint(2, 10)
                options: dict[str, Any] = {}
                if pick.random() < 0.6:  # a short goal so many games reach their end
                    options["goal"] = pick.choice([150, 200, 300, 400])
                if pick.random() < 0.3:
                    options["first_player"] = pick.randrange(players)
                if "quick_reactions" in variants and pick.random() < 0.5:
                    options["reaction_seconds"] = pick.choice([5, 30])
                out.append({"config": {"players": players, "mode": mode,
                                       "variants": list(variants), "options": options},
                            "seed": pick.randrange(2**31), "round": round_})
    return out


def _illegal(rng: random.Random, s: State, seat: int, legal: list[dict[str, Any]],
             ) -> tuple[int, Any]:
    """Return a (seat, move) that is most likely refused: a mutation of a legal move."""
    move = dict(rng.choice(legal))
    kind = rng.randrange(7)
    if kind == 0:  # another seat than the one deciding
        return (seat + 1 + rng.randrange(s.players - 1)) % s.players, move
    if kind == 1:
        move["card"] = rng.choice(ALL_IDS)
    elif kind == 2:
        move["target"] = rng.choice([seat, s.players, -1, rng.randrange(s.players)])
    elif kind == 3:
        move["type"] = rng.choice(["play", "discard", "take", "draw", "skip", "end_turn",
                                   "pass", "react", "pass_reaction", "stop", "look",
                                   "choose_opponent", "flip_sign", "undo", "fly"])
    elif kind == 4:
        move["count"] = rng.choice([0, 1, 2, 5, "two"])
    elif kind == 5:
        move["option"] = rng.choice(["first", "second", "nonsense"])
    else:
        return seat, rng.choice([{}, {"type": "play"}, {"type": "play", "card": None},
                                 "play", {"type": "discard", "card": "km50", "extra": 1}])
    return seat, move


#: one seconds tick per move, and now and then a long pause so Quick Reactions' windows expire
TRACE = Trace(game=GAME, players=lambda s: s.players, illegal=_illegal, max_steps=MAX_STEPS,
              tick=1.0, pause=120.0, apply_at=GAME.apply_at)
replay_game = TRACE.replay_game


def generate() -> dict[str, Any]:
    """Play every game of the trace and return it."""
    return {"format": FORMAT, "games": [TRACE.play_game(entry) for entry in configs()]}


def save(trace: dict[str, Any], path: Path = PATH) -> None:
    """Write ``trace`` (see :func:`tests.trace_common.save`)."""
    trace_common.save(trace, path)


def load(path: Path = PATH) -> dict[str, Any]:
    """Read the committed trace."""
    return trace_common.load(path)
