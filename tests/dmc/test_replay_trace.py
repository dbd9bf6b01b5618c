"""The recorded trace replays byte for byte: states, views, legal moves, events, refusals.

The trace (``tests/dmc/data/dmc_trace.json.gz``, written by
``scripts/dmc_trace.py``; see :mod:`tests.dmc.trace`) was recorded from the
corrected rules.  A refactoring of ``core/dmc`` must leave every byte the same;
a deliberate rule change regenerates it in the same commit, saying why.
"""

from collections import Counter
from itertools import combinations

import pytest

from core.dmc.cards import VARIANTS

from .trace import FORMAT, MIN_MOVES, load, moves_in, replay_game

TRACE = load()


def test_the_trace_covers_every_variant_subset_in_both_modes_with_refusals() -> None:
    assert TRACE["format"] == FORMAT
    assert moves_in(TRACE) >= MIN_MOVES
    played = Counter((tuple(g["config"]["variants"]), g["config"]["mode"])
                     for g in TRACE["games"])
    every = [c for k in range(len(VARIANTS) + 1) for c in combinations(VARIANTS, k)]
    assert {(v, m) for v in every for m in ("digital", "referee")} <= set(played)
    refusals = {attempt["refused"][0] for g in TRACE["games"] for step in g["steps"]
                for attempt in step.get("tried", []) if "refused" in attempt}
    assert len(refusals) >= 5, refusals
    assert sum(g["outcome"] is not None for g in TRACE["games"]) >= 10


@pytest.mark.parametrize("index", range(len(TRACE["games"])))
def test_a_recorded_game_replays_byte_for_byte(index: int) -> None:
    assert replay_game(TRACE["games"][index]) == []
