"""Winning the game (rulebook §7) and the exhausted-deck ruling."""

import pytest

from core import IllegalMove
from core.dmc import GAME

from .helpers import FILL, decision, dump, play, position

ROAD_950 = ["km100"] * 9 + ["km50"]


def test_cannot_exceed_goal():
    s = position(hands=[["km100", "km50", "gps", "gps"], ["gps"] * 4], deck=FILL,
                 roads=[ROAD_950, []])
    before = dump(s)
    with pytest.raises(IllegalMove) as err:
        play(s, 0, "km100")
    assert err.value.code == "exceeds_goal"
    assert "may not exceed the goal distance" in err.value.rule
    assert dump(s) == before
    assert {"type": "play", "card": "km100"} not in GAME.legal_moves(s, 0)


def test_reaching_exactly_the_goal_ends_the_game_and_wins():
    s = position(hands=[["km100", "km50", "gps", "gps"], ["gps"] * 4], deck=FILL,
                 roads=[ROAD_950, []])
    events = play(s, 0, "km50")
    assert GAME.is_over(s) and GAME.outcome(s) == {"winners": [0], "reason": "goal"}
    assert events[-1] == {"type": "game_over", "winners": [0], "reason": "goal"}
    assert GAME.pending(s) == [] and GAME.legal_moves(s, 1) == []
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, 1, {"type": "discard", "card": "gps"})
    assert err.value.code == "game_over"
    view = GAME.view(s, 1)
    assert view["finished"] and view["turn"] is None and view["decision"] is None


def test_no_effect_may_push_a_road_past_the_goal():
    # Shortcut's two distance plays: only the 50 km fits; the second play is skipped.
    s = position(hands=[["shortcut", "km100", "km100", "gps"], ["gps"] * 4], deck=FILL,
                 roads=[["km100"] * 9, []])
    play(s, 0, "shortcut", option="play_distance")
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km100"}]
    events = play(s, 0, "km100")
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}
    assert events[-1]["type"] == "game_over"


def test_goal_reached_in_the_middle_of_a_roundabout_ends_the_game_at_once():
    s = position(hands=[["roundabout", "km50", "km50", "gps"], ["gps"] * 4], deck=FILL,
                 roads=[ROAD_950, []])
    play(s, 0, "roundabout")
    play(s, 0, "km50")
    assert GAME.is_over(s) and GAME.pending(s) == []


def test_goal_of_700_with_five_players():
    s = position(5, hands=[["km100", "km50", "gps", "gps"]] + [["gps"] * 4] * 4, deck=FILL,
                 roads=[["km100"] * 6 + ["km50"]] + [[]] * 4)
    assert {"type": "play", "card": "km100"} not in GAME.legal_moves(s, 0)
    play(s, 0, "km50")
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}


def test_deck_exhausted_ends_with_longest_road():
    s = position(3, hands=[[], [], []], roads=[["km100"], ["km100", "km50"], ["km50"]])
    for seat in (0, 1):
        GAME.apply(s, seat, {"type": "pass"})
        assert not GAME.is_over(s)
    events = GAME.apply(s, 2, {"type": "pass"})
    assert GAME.outcome(s) == {"winners": [1], "reason": "deck_exhausted"}
    assert events[-1]["type"] == "game_over"


def test_deck_exhausted_ties_are_shared():
    s = position(2, hands=[[], []], roads=[["km100"], ["km50", "km50"]])
    GAME.apply(s, 0, {"type": "pass"})
    GAME.apply(s, 1, {"type": "pass"})
    assert GAME.outcome(s) == {"winners": [0, 1], "reason": "deck_exhausted"}


def test_passes_only_end_the_game_when_draw_and_discard_piles_are_empty():
    s = position(2, hands=[[], []], roads=[["km100"], []], discard=["gps"])
    GAME.apply(s, 0, {"type": "pass"})  # draws the reshuffled GPS
    assert s.hands[0] == ["gps"]
    GAME.apply(s, 1, {"type": "pass"})
    assert not GAME.is_over(s) and decision(s)["seat"] == 0


def test_a_played_turn_breaks_the_round_of_passes():
    s = position(3, hands=[[], ["u_turn"], []], roads=[["km100"], [], []])
    GAME.apply(s, 0, {"type": "pass"})
    play(s, 1, "u_turn", target=0)  # U-turn goes to the discard pile, then back to a hand
    GAME.apply(s, 2, {"type": "pass"})
    assert not GAME.is_over(s)
