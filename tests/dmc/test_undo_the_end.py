"""Ruling: "Referee mode ruling: the report that ended the game can be taken back like any
other (undo, by its reporter or by any other seat on behalf of the table) until a rematch is
started or the host ends the table; the game then goes on as it was before that report."

The rulebook's end — "The first player to reach exactly 1000 km (5+ players = 700 km) in
their 'road', ends the game and wins." — reported by a mis-tap is as much a slip as any
other report (core/undo.py, docs/rules/driving-me-crazy.md).
"""

from core.dmc import GAME
from core.dmc.refusals import RULE_GAME_OVER
from core.undo import RULE_UNDO_END

from .helpers import dump, play, position, refused

UNDO = {"type": "undo"}


def near_the_goal(**kw):
    """Seat 0 needs 50 km of a 100 km goal, in referee mode."""
    return position(2, mode="referee", roads=[["km50"], []], options={"goal": 100}, **kw)


def test_a_mis_tapped_winning_50_km_can_be_taken_back_by_its_reporter():
    s = near_the_goal()
    before = dump(s)
    events = play(s, 0, "km50")
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}
    assert GAME.legal_moves(s, 0) == [UNDO] and GAME.pending(s) == []
    assert GAME.view(s, None)["undo"] == 0
    assert GAME.apply(s, 0, UNDO) == [{"type": "undo", "seat": 0, "reporter": 0}]
    assert dump(s) == before
    assert not GAME.is_over(s) and GAME.outcome(s) is None and GAME.pending(s) == [0]
    assert play(s, 0, "km50") == events, "the same report ends the game again, exactly"


def test_the_table_may_take_back_the_winning_report_for_the_reporter():
    s = near_the_goal()
    play(s, 0, "km50")
    assert GAME.legal_moves(s, 1) == [UNDO]
    assert GAME.apply(s, 1, UNDO) == [{"type": "undo", "seat": 1, "reporter": 0}]
    assert GAME.outcome(s) is None and GAME.view(s, None)["seats"][0]["distance"] == 50


def test_after_the_end_only_its_undo_is_left():
    s = near_the_goal()
    play(s, 0, "km50")
    error = refused(s, 1, {"type": "discard", "card": "km50"}, "game_over")
    assert error.rule == RULE_UNDO_END and "(undo)" in error.message
    GAME.apply(s, 0, UNDO)
    refused(s, 0, UNDO, "nothing_to_undo")  # the undo itself is not a report


def test_digital_mode_cannot_take_back_its_end():
    s = position(2, hands=[["km50"], ["km50"]], deck=["km100"] * 8, roads=[["km50"], []],
                 options={"goal": 100})
    play(s, 0, "km50")
    assert GAME.is_over(s) and GAME.legal_moves(s, 0) == []
    assert refused(s, 0, UNDO, "game_over").rule == RULE_GAME_OVER


def test_with_quick_reactions_the_confirmed_end_is_taken_back_to_the_held_win():
    s = near_the_goal(variants=("quick_reactions",))
    play(s, 0, "km50")
    held = dump(s)
    assert s.finishing is not None and not GAME.is_over(s)
    GAME.apply(s, 1, {"type": "finish"})
    assert GAME.is_over(s)
    GAME.apply(s, 1, UNDO)
    assert dump(s) == held, "the winning card waits for the table again"
    assert {"type": "react", "card": "stop_sign"} in GAME.legal_moves(s, 1)


def test_an_end_made_by_the_deadline_taken_back_gives_the_table_a_new_countdown():
    s = near_the_goal(variants=("quick_reactions",), )
    play(s, 0, "km50")
    GAME.tick(s, 100.0)  # the held end is stamped
    events = GAME.tick(s, 100.0 + 60)  # nobody answered in time: the game ends
    assert events[-1]["type"] == "game_over" and GAME.is_over(s)
    GAME.apply(s, 1, UNDO)
    assert not GAME.is_over(s) and s.finishing is not None
    assert s.finishing["opened"] is None
    GAME.tick(s, 500.0)  # the countdown starts again from now, not from the first stamp
    assert not GAME.is_over(s) and GAME.deadline(s) > 500.0
