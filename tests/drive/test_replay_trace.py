"""The recorded trace replays byte for byte: states, views, legal moves, events, refusals.

The trace (``tests/drive/data/drive_trace.json.gz``, written by
``scripts/drive_trace.py``; see :mod:`tests.drive.trace`) was recorded on the
corrected rules.  A refactoring of ``core/drive`` must leave every byte the
same; a deliberate rule change regenerates it in the same commit, saying why.
"""

from collections import Counter
from itertools import pairwise

import pytest

from .trace import FORMAT, MIN_MOVES, load, moves_in, replay_game

TRACE = load()
GAMES = TRACE["games"]


def _moves(kind):
    return [step["move"] for g in GAMES for step in g["steps"]
            if isinstance(step["move"], dict) and step["move"].get("type") == kind]


def test_the_trace_covers_every_player_count_in_both_modes():
    assert TRACE["format"] == FORMAT
    assert moves_in(TRACE) >= MIN_MOVES
    played = Counter((g["config"]["players"], g["config"]["mode"]) for g in GAMES)
    assert set(played) == {(n, m) for n in (2, 3, 4) for m in ("digital", "referee")}


def test_the_trace_covers_the_options_house_decks_and_chosen_cars():
    options = [g["config"]["options"] for g in GAMES]
    for flag in ("limit", "ignore_triangles", "turn_round"):
        assert any(o.get(flag) for o in options), flag
    assert {o.get("stall_turns") for o in options} >= {None, 0, 2}
    assert any("deck" in o for o in options)
    assert any("cars" in o for o in options)
    assert any(isinstance(m.get("card"), dict) for m in _moves("draw")), "a described draw"


def test_the_trace_ends_games_in_every_way():
    reasons = {g["outcome"]["reason"] for g in GAMES if g["outcome"]}
    assert reasons == {"finish", "all_retired", "no_moves", "no_way_to_finish", "stalemate"}
    assert _moves("break_down"), "a car retires"


def test_the_trace_takes_back_reports_and_the_report_that_ended_a_game():
    assert _moves("undo")
    undone_ends = [g for g in GAMES for before, step in pairwise(g["steps"])
                   if before["after"]["over"] and step["move"] == {"type": "undo"}]
    assert undone_ends


def test_the_trace_tries_refused_moves_with_their_code_message_and_rule():
    refusals = [attempt["refused"] for g in GAMES for step in g["steps"]
                for attempt in step.get("tried", []) if "refused" in attempt]
    assert len({code for code, _, _ in refusals}) >= 20
    assert all(message for _, message, _ in refusals)
    assert any(rule for _, _, rule in refusals)


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_recorded_game_replays_byte_for_byte(index):
    assert replay_game(GAMES[index]) == []
