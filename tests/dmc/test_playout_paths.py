"""The playout's shorter paths give what the plain ones give: a refill cut off the deck at
once, and a window's reactions counted without building their moves."""

from __future__ import annotations

from core.dmc import actions
from core.dmc.candidates import reaction_cards, reaction_moves
from core.dmc.reactions import open_window
from core.protocol import Event

from .helpers import position

QR = ("quick_reactions",)


def test_a_draw_with_no_sign_among_its_cards_takes_the_top_cards_top_first():
    s = position(2, hands=[[], []], deck=["km50", "gps", "bus", "km100", "u_turn"])
    events: list[Event] = []
    actions.draw(s, 0, 3, "refill", events)
    assert s.hands[0] == ["u_turn", "km100", "bus"]  # as popped one by one: the top first
    assert s.deck == ["km50", "gps"]
    assert events == [{"type": "draw", "seat": 0, "count": 3, "source": "refill",
                       "private": {"cards": ["u_turn", "km100", "bus"]}, "private_to": 0}]


def test_a_draw_of_the_whole_deck_cuts_all_of_it():
    s = position(2, hands=[["km50"], []], deck=["gps", "bus"])
    events: list[Event] = []
    actions.draw(s, 0, 2, "refill", events)
    assert s.hands[0] == ["km50", "bus", "gps"] and s.deck == []
    assert events[0]["private"] == {"cards": ["bus", "gps"]}


def test_a_draw_meeting_a_sign_flips_it_and_draws_past_it():
    s = position(2, hands=[[], []], deck=["km50", "gps", "highway_sign", "bus"],
                 variants=("signs_of_madness",))
    events: list[Event] = []
    actions.draw(s, 0, 2, "refill", events)
    assert s.hands[0] == ["bus", "gps"] and s.deck == ["km50"]
    assert s.signs == ["highway_sign"]
    assert [e["type"] for e in events] == ["flip_sign", "draw"]


def test_a_draw_longer_than_the_deck_reshuffles_the_discards():
    s = position(2, hands=[[], []], deck=["bus"], discard=["gps", "gps"])
    events: list[Event] = []
    actions.draw(s, 0, 3, "refill", events)
    assert sorted(s.hands[0]) == ["bus", "gps", "gps"] and s.deck == [] and s.discard == []
    assert [e["type"] for e in events] == ["reshuffle", "draw"]


def test_a_windows_reaction_cards_are_its_react_moves_then_the_pass():
    s = position(3, hands=[["km50"], ["yield", "swerve", "stop_sign", "km50"], ["km50"]],
                 deck=["gps"] * 10, variants=QR)
    assert open_window(s, 0, "km50", None, None, [])
    cards, answering = reaction_cards(s, 1, None)
    assert cards == ["stop_sign", "yield", "swerve"] and answering  # catalogue order
    assert reaction_moves(s, 1, None) == [
        *({"type": "react", "card": card} for card in cards), {"type": "pass_reaction"}]
    # the card's player and the player whose turn it is: no reaction, no pass
    assert reaction_cards(s, 0, None) == ([], False)


def test_outside_a_window_only_swerve_is_counted():
    s = position(3, hands=[["km50"], ["yield", "swerve"], ["km50"]], variants=QR)
    assert reaction_cards(s, 1, None) == (["swerve"], False)
    assert reaction_moves(s, 1, None) == [{"type": "react", "card": "swerve"}]
    assert reaction_cards(position(3, hands=[[], ["swerve"], []]), 1, None) == ([], False)
