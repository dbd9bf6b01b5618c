"""How to play, discarding, drawing and the rules of the road (rulebook §3, §5, §6, §8)."""

import pytest

from core.dmc import GAME

from .helpers import H, decision, discard, play, position, refused


def test_play_continues_clockwise():
    s = position(3, hands=[H, H, H], deck=["km50"] * 10, turn=1)
    play(s, 1, "km50")
    assert GAME.pending(s) == [2]
    play(s, 2, "km50")
    assert GAME.pending(s) == [0]


def test_not_your_turn():
    s = position(3, hands=[H, H, H], deck=["km50"] * 10)
    error = refused(s, 1, {"type": "play", "card": "km50"}, "not_your_turn")
    assert "clockwise" in error.rule


def test_play_a_card_then_draw_until_four_in_hand():
    s = position(hands=[H, H], deck=["gps", "traffic"])
    events = play(s, 0, "km100")
    assert s.roads[0] == ["km100"]
    assert sorted(s.hands[0]) == sorted(["km50", "km50", "km50", "traffic"])
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["count"] == 1 and draw["private"] == {"cards": ["traffic"]}
    assert draw["private_to"] == 0


def test_with_four_or_more_cards_do_not_draw_at_turn_end():
    # Bus: draw 3, play 1 — the hand ends with 5 cards and draws nothing more.
    hand = ["bus", "u_turn", "u_turn", "u_turn"]
    s = position(hands=[hand, H], deck=["km50"] * 20)
    play(s, 0, "bus")
    assert decision(s)["kind"] == "bus_play"
    play(s, 0, "km50")
    assert len(s.hands[0]) == 5 and len(s.deck) == 17
    assert GAME.pending(s) == [1]


def test_there_is_no_hand_limit():
    s = position(hands=[["gps", "bus", "u_turn", "u_turn"], H], deck=["km50"] * 20)
    play(s, 0, "gps")
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    assert len(s.hands[0]) == 5
    assert GAME.pending(s) == [1]


def test_discard_one_or_more_cards_instead_of_playing():
    s = position(hands=[["u_turn", "traffic", "km50", "km50"], H], deck=["gps"] * 10)
    discard(s, 0, "u_turn")
    assert decision(s)["kind"] == "discard_or_end_turn"
    discard(s, 0, "traffic")
    GAME.apply(s, 0, {"type": "end_turn"})
    assert s.discard == ["u_turn", "traffic"]
    assert sorted(s.hands[0]) == ["gps", "gps", "km50", "km50"]
    assert GAME.pending(s) == [1]


def test_after_discarding_no_card_may_be_played():
    s = position(hands=[["u_turn", "km50"], H], deck=["gps"] * 10)
    discard(s, 0, "u_turn")
    refused(s, 0, {"type": "play", "card": "km50"}, "already_discarded")


def test_if_you_play_any_card_you_may_not_discard_on_the_same_turn():
    s = position(hands=[["roundabout", "km50", "u_turn", "km50"], H], deck=["gps"] * 10)
    play(s, 0, "roundabout")
    error = refused(s, 0, {"type": "discard", "card": "u_turn"}, "no_discard_after_play")
    assert "may NOT discard" in error.rule


def test_you_must_play_a_card_or_discard():
    s = position(hands=[H, H], deck=["gps"] * 10)
    refused(s, 0, {"type": "end_turn"}, "must_play_or_discard")


def test_pass_only_with_empty_hand():
    s = position(hands=[H, H], deck=["gps"] * 10)
    error = refused(s, 0, {"type": "pass"}, "cannot_pass_with_cards")
    assert "only pass if you start your turn with no cards" in error.rule
    s = position(hands=[[], H], deck=["gps"] * 10)
    assert GAME.legal_moves(s, 0) == [{"type": "pass"}]
    GAME.apply(s, 0, {"type": "pass"})
    assert s.hands[0] == ["gps"] * 4 and GAME.pending(s) == [1]


def test_discarding_the_whole_hand_does_not_allow_a_pass():
    s = position(hands=[["u_turn"], H], deck=[])
    discard(s, 0, "u_turn")
    assert GAME.legal_moves(s, 0) == [{"type": "end_turn"}]
    refused(s, 0, {"type": "pass"}, "not_now")


def test_card_not_in_hand_cannot_be_played_or_discarded():
    s = position(hands=[H, H], deck=["gps"] * 10)
    refused(s, 0, {"type": "play", "card": "bus"}, "card_not_in_hand")
    refused(s, 0, {"type": "discard", "card": "bus"}, "card_not_in_hand")


@pytest.mark.parametrize("move, code", [
    ({"type": "fly"}, "unknown_move"),
    ({"card": "km50"}, "unknown_move"),
    ({"type": "play", "card": "teleporter"}, "unknown_card"),
    ({"type": "play", "card": "km50", "target": 1}, "malformed_move"),
    ({"type": "play", "card": "traffic"}, "malformed_move"),
    ({"type": "play", "card": "traffic", "target": "1"}, "invalid_target"),
    ({"type": "play", "card": "traffic", "target": 7}, "invalid_target"),
    ({"type": "play", "card": "shortcut", "option": "fly"}, "invalid_option"),
    ({"type": "take", "card": "km50"}, "not_now"),
    ({"type": "draw", "count": 1}, "not_now"),
    ({"type": "skip"}, "cannot_skip"),
    ({"type": "undo"}, "nothing_to_undo"),
])
def test_malformed_and_unexpected_moves_are_refused(move, code):
    s = position(hands=[["km50", "traffic", "shortcut", "km100"], H], deck=["gps"] * 10)
    refused(s, 0, move, code)


def test_if_the_draw_pile_is_empty_reshuffle_the_discard_pile():
    s = position(hands=[H, H], deck=["gps"], discard=["u_turn", "u_turn", "bus"])
    discard(s, 0, "km50")
    discard(s, 0, "km50")
    events = GAME.apply(s, 0, {"type": "end_turn"})
    assert any(e["type"] == "reshuffle" and e["count"] == 5 for e in events)
    assert len(s.hands[0]) == 4 and len(s.deck) == 4 and s.discard == []


def test_draw_stops_short_when_draw_and_discard_piles_are_empty():
    s = position(hands=[H, H], deck=["gps"])
    play(s, 0, "km50")
    play(s, 1, "km50")
    assert len(s.hands[0]) == 4 and len(s.hands[1]) == 3


def test_each_action_that_cannot_be_carried_out_is_skipped():
    # Roundabout with nothing left to play: both additional plays are skipped.
    s = position(hands=[["roundabout"], H], deck=[])
    events = play(s, 0, "roundabout")
    skips = [e for e in events if e["type"] == "skip"]
    assert len(skips) == 2 and all(e["source"] == "roundabout" for e in skips)
    assert any(e["type"] == "resolved" and e["card"] == "roundabout" for e in events)
    # resolved, discarded, and drawn back at once by the refill (reshuffle)
    assert s.hands[0] == ["roundabout"] and GAME.pending(s) == [1]


def test_legal_moves_in_the_main_decision_are_plays_and_discards_of_held_cards():
    s = position(hands=[["km50", "km50", "traffic", "shortcut"], H], deck=["gps"] * 10)
    moves = GAME.legal_moves(s, 0)
    assert {"type": "play", "card": "km50"} in moves
    assert {"type": "play", "card": "traffic", "target": 1} in moves
    assert {"type": "play", "card": "shortcut", "option": "play_distance"} in moves
    assert {"type": "play", "card": "shortcut", "option": "resolve_traffic"} not in moves
    assert {"type": "discard", "card": "km50"} in moves
    assert len(moves) == 3 + 3
    assert GAME.legal_moves(s, 1) == []
