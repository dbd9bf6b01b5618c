"""Quick Reactions: Stop Sign, Yield, Backseat Driver, Swerve and the reaction window."""

import json

import pytest

from core import Config, IllegalMove, InvalidConfig
from core.dmc import GAME
from core.dmc.refusals import RULE_STOP_SIGN
from core.dmc.state import Effect

from .helpers import (
    FILL,
    H,
    builder,
    decision,
    discard,
    dump,
    pass_all,
    play,
    position,
    react,
    refused,
)

QR = ("quick_reactions",)
qr = builder(QR, players=3)


# -- the window -------------------------------------------------------------------------

def test_every_card_opens_a_reaction_window_for_every_other_seat():
    s = qr(hands=[H, H, H])
    events = play(s, 0, "km50")
    assert {"type": "reaction_window", "seat": 0, "card": "km50", "waiting": [1, 2]} in events
    assert GAME.pending(s) == [1, 2] and s.roads[0] == []
    view = decision(s)
    assert view["kind"] == "reaction_window" and view["seats"] == [1, 2]
    assert view["card"] == "km50" and view["player"] == 0
    GAME.apply(s, 2, {"type": "pass_reaction"})
    assert GAME.pending(s) == [1] and s.roads[0] == []
    GAME.apply(s, 1, {"type": "pass_reaction"})
    assert s.roads[0] == ["km50"] and GAME.pending(s) == [1]


def test_reaction_window_leaks_nothing_about_who_holds_reaction_cards():
    holding = qr(hands=[H, ["stop_sign", "km50", "km50", "km50"], H])
    empty = qr(hands=[H, H, []])
    for s in (holding, empty):
        play(s, 0, "km100")
        assert GAME.pending(s) == [1, 2]
        for seat in (None, 0, 1, 2):
            assert GAME.view(s, seat)["decision"] == GAME.view(holding, seat)["decision"]
    assert GAME.legal_moves(empty, 2) == [{"type": "pass_reaction"}]
    assert GAME.legal_moves(holding, 1) == [{"type": "react", "card": "stop_sign"},
                                            {"type": "pass_reaction"}]


def test_reaction_window_without_the_variant_does_not_open():
    s = position(3, hands=[H, H, H], deck=FILL)
    play(s, 0, "km50")
    assert s.window is None and s.roads[0] == ["km50"]


def test_first_accepted_reaction_closes_the_window():
    s = qr(hands=[H, ["stop_sign"] + H[:3], ["stop_sign"] + H[:3]])
    play(s, 0, "km100")
    react(s, 2, "stop_sign")
    assert s.window is None
    error = refused(s, 1, {"type": "react", "card": "stop_sign"}, "no_reaction_window")
    assert error.rule == RULE_STOP_SIGN  # "Play this when another player plays any card."
    refused(s, 1, {"type": "pass_reaction"}, "no_reaction_window")


def test_reactions_are_not_reacted_to():
    s = qr(hands=[H, ["stop_sign"] + H[:3], ["stop_sign"] + H[:3]])
    play(s, 0, "km100")
    events = react(s, 1, "stop_sign")
    assert not [e for e in events if e["type"] == "reaction_window"]
    assert s.window is None


def test_a_seat_that_passed_cannot_react_in_the_same_window():
    s = qr(hands=[H, ["stop_sign"] + H[:3], H])
    play(s, 0, "km100")
    GAME.apply(s, 1, {"type": "pass_reaction"})
    refused(s, 1, {"type": "react", "card": "stop_sign"}, "already_answered")


def test_reaction_cards_are_played_during_another_players_turn_only():
    s = qr(hands=[["stop_sign"] + H[:3], H, H])
    error = refused(s, 0, {"type": "play", "card": "stop_sign"}, "reaction_card")
    assert "during another player's turn" in error.rule
    refused(s, 0, {"type": "react", "card": "stop_sign"}, "no_reaction_window")
    assert {"type": "discard", "card": "stop_sign"} in GAME.legal_moves(s, 0)


def test_other_moves_wait_while_the_window_is_open():
    s = qr(hands=[H, H, H])
    play(s, 0, "km50")
    refused(s, 0, {"type": "play", "card": "km50"}, "reaction_window_open")
    refused(s, 0, {"type": "react", "card": "swerve"}, "reaction_on_own_turn")


def test_hand_is_refilled_only_at_the_end_of_ones_own_turn():
    s = qr(hands=[H, ["stop_sign"] + H[:3], H])
    play(s, 0, "km100")
    react(s, 1, "stop_sign")
    assert len(s.hands[1]) == 3 and len(s.hands[0]) == 4  # seat 0 refilled, seat 1 not
    assert GAME.pending(s) == [1]
    play(s, 1, "km50")
    pass_all(s)
    assert len(s.hands[1]) == 4


# -- Stop Sign ---------------------------------------------------------------------------

def test_stop_sign_cancels_the_card_and_discards_it():
    s = qr(hands=[H, ["stop_sign"] + H[:3], H])
    play(s, 0, "km100")
    events = react(s, 1, "stop_sign")
    assert {"type": "cancel", "seat": 0, "card": "km100"} in events
    assert s.roads[0] == [] and s.discard[:2] == ["stop_sign", "km100"]


def test_stop_sign_on_a_red_card_cancels_it():
    s = qr(hands=[["traffic"] + H[:3], H, ["stop_sign"] + H[:3]])
    play(s, 0, "traffic", target=1)
    assert s.effects[1] == []  # not in front while reactions are awaited
    react(s, 2, "stop_sign")
    assert s.effects[1] == [] and "traffic" in s.discard
    # seat 1 is not protected by a cancelled red card
    assert {"type": "play", "card": "km50"} in GAME.legal_moves(s, 1)


# -- Yield --------------------------------------------------------------------------------

def test_yield_puts_the_distance_card_on_the_reactors_road_ignoring_traffic_and_truck():
    s = qr(hands=[H, ["yield"] + H[:3], H],
           effects={1: [["traffic", 3, False], ["truck", 5, False]]})
    play(s, 0, "km100")
    events = react(s, 1, "yield")
    assert s.roads == [[], ["km100"], []]
    assert {"type": "yield", "seat": 1, "from": 0, "card": "km100", "distance": 100} in events


def test_yield_into_an_exact_goal_wins():
    s = qr(hands=[H, ["yield"] + H[:3], H], roads=[[], ["km100"] * 9 + ["km50"], []])
    play(s, 0, "km50")
    events = react(s, 1, "yield")
    assert GAME.outcome(s) == {"winners": [1], "reason": "goal"}
    assert events[-1] == {"type": "game_over", "winners": [1], "reason": "goal"}


def test_yield_cannot_push_the_reactors_road_past_the_goal():
    s = qr(hands=[H, ["yield"] + H[:3], H], roads=[[], ["km100"] * 9 + ["km50"], []])
    play(s, 0, "km100")
    error = refused(s, 1, {"type": "react", "card": "yield"}, "exceeds_goal")
    assert "100 km would take seat 1 from 950 km past the goal" in error.message
    assert {"type": "react", "card": "yield"} not in GAME.legal_moves(s, 1)


def test_yield_answers_a_distance_card_only():
    s = qr(hands=[["gps"] + H[:3], ["yield"] + H[:3], H])
    play(s, 0, "gps")
    refused(s, 1, {"type": "react", "card": "yield"}, "yield_needs_distance")


# -- Backseat Driver ------------------------------------------------------------------------

def test_backseat_driver_on_a_red_card_lets_the_reactor_choose_the_target():
    s = qr(hands=[["traffic"] + H[:3], H, ["backseat_driver"] + H[:3]])
    play(s, 0, "traffic", target=1)
    react(s, 2, "backseat_driver")
    assert decision(s) == {"seat": 2, "kind": "gained_card_play", "card": "traffic"}
    assert GAME.legal_moves(s, 2) == [{"type": "play", "card": "traffic", "target": 0},
                                      {"type": "play", "card": "traffic", "target": 1}]
    refused(s, 2, {"type": "play", "card": "traffic", "target": 2}, "not_an_opponent")
    events = GAME.apply(s, 2, {"type": "play", "card": "traffic", "target": 0})
    assert {"type": "play", "seat": 2, "card": "traffic", "target": 0, "gained": True} in events
    # placed during seat 0's own turn, the tracker did not turn at that turn's end:
    # the next 4 of seat 0's turns are still ahead
    assert s.effects[0] == [Effect("traffic", 4, False, False)] and s.effects[1] == []


def test_backseat_driver_red_card_rule_applies_to_the_reactors_target():
    s = qr(hands=[["traffic"] + H[:3], H, ["backseat_driver"] + H[:3]],
           effects={0: [["truck", 2, False]]})
    play(s, 0, "traffic", target=1)
    react(s, 2, "backseat_driver")
    refused(s, 2, {"type": "play", "card": "traffic", "target": 0}, "red_card_already_in_front")
    assert GAME.legal_moves(s, 2) == [{"type": "play", "card": "traffic", "target": 1}]


def test_backseat_driver_discards_a_card_the_reactor_cannot_play():
    s = qr(2, hands=[["traffic"] + H[:3], ["backseat_driver"] + H[:3]],
           effects={0: [["truck", 2, False]]})
    play(s, 0, "traffic", target=1)
    events = react(s, 1, "backseat_driver")
    assert {"type": "discarded", "seat": 1, "card": "traffic"} in events
    assert s.effects == [[Effect("truck", 1, False, False)], []] and "traffic" in s.discard


def test_backseat_driver_on_roundabout():
    s = qr(hands=[["roundabout"] + H[:3], ["backseat_driver", "km100", "km50", "gps"],
                  H])
    play(s, 0, "roundabout")
    react(s, 1, "backseat_driver")
    # seat 1 gains Roundabout's benefit: two additional plays from seat 1's own hand
    assert decision(s) == {"seat": 1, "kind": "roundabout_play", "source": "roundabout",
                           "distance_only": False}
    assert s.effects[1] == [Effect("roundabout", 0, False, False)]
    events = play(s, 1, "km100")
    # the window for seat 1's play: seat 0 is excluded (its own turn), so only seat 2
    assert {"type": "reaction_window", "seat": 1, "card": "km100", "waiting": [2]} in events
    pass_all(s)
    play(s, 1, "km50")
    pass_all(s)
    assert s.roads[1] == ["km100", "km50"] and s.roads[0] == []
    assert "roundabout" in s.discard and GAME.pending(s) == [1]  # seat 0's turn ended
    # seat 1's hand is refilled only at the end of seat 1's own turn
    assert s.hands[1] == ["gps"]


def test_backseat_driver_answers_blue_and_red_cards_only():
    s = qr(hands=[H, ["backseat_driver"] + H[:3], H])
    play(s, 0, "km50")
    refused(s, 1, {"type": "react", "card": "backseat_driver"}, "backseat_needs_action")


def test_backseat_driver_on_a_blue_card_with_options_lets_the_reactor_choose():
    s = qr(hands=[["shortcut"] + H[:3], ["backseat_driver"] + H[:3], H],
           effects={0: [["traffic", 2, False]]})
    play(s, 0, "shortcut", option="resolve_traffic")
    react(s, 1, "backseat_driver")
    # seat 1 has no Traffic: only the other option
    assert GAME.legal_moves(s, 1) == [{"type": "play", "card": "shortcut",
                                       "option": "play_distance"}]


# -- Swerve -------------------------------------------------------------------------------------

def test_swerve_outside_a_window_passes_every_hand_to_the_left():
    s = qr(hands=[["gps", "bus"], ["swerve", "km50"], ["u_turn"]])
    assert GAME.pending(s) == [0]
    assert {"type": "react", "card": "swerve"} in GAME.legal_moves(s, 1)
    events = react(s, 1, "swerve")
    assert {"type": "swerve", "seat": 1} in events
    assert s.hands == [["u_turn"], ["gps", "bus"], ["km50"]]
    assert s.discard == ["swerve"] and GAME.pending(s) == [0]


def test_swerve_not_on_your_own_turn():
    s = qr(hands=[["swerve", "km50"], H, H])
    error = refused(s, 0, {"type": "react", "card": "swerve"}, "reaction_on_own_turn")
    assert "Swerve: Play at any time outside of your turn" in error.rule
    assert {"type": "react", "card": "swerve"} not in GAME.legal_moves(s, 0)


def test_swerve_never_closes_a_reaction_window():
    # "Swerve: Play at any time outside of your turn." It is not an answer to the card: the
    # window stays open and the other players keep answering with their new hands.
    s = qr(4, hands=[["traffic", "gps"], ["stop_sign", "km50"], ["swerve", "km100"],
                     ["u_turn", "bus"]])
    play(s, 0, "traffic", target=1)
    events = react(s, 2, "swerve")
    assert not [e for e in events if e["type"] == "reaction_window_closed"]
    assert s.window is not None and GAME.pending(s) == [1, 2, 3]
    assert s.hands == [["u_turn", "bus"], ["gps"], ["stop_sign", "km50"], ["km100"]]
    # seat 1's Stop Sign is now seat 2's, and answers the Traffic from there
    refused(s, 1, {"type": "react", "card": "stop_sign"}, "card_not_in_hand")
    react(s, 2, "stop_sign")
    assert s.effects[1] == [] and s.discard == ["swerve", "stop_sign", "traffic"]


def test_swerve_in_a_two_player_game_swaps_the_hands():
    s = qr(2, hands=[["gps"], ["swerve", "km50", "km100"]])
    react(s, 1, "swerve")
    assert s.hands == [["km50", "km100"], ["gps"]]


# -- the deadline -----------------------------------------------------------------------------

def test_deadline_closes_the_window_as_if_everyone_left_had_passed():
    # the pass moment at the deadline: nobody is passed for before it
    s = qr(hands=[H, ["stop_sign"] + H[:3], H], options={"pass_seconds": 15})
    play(s, 0, "km100")
    twin = GAME.from_json(json.loads(dump(s)))
    GAME.apply(twin, 1, {"type": "pass_reaction"})
    GAME.apply(twin, 2, {"type": "pass_reaction"})
    events = GAME.tick(s, 1000.0)
    assert events == [{"type": "reaction_window_opened", "at": 1000.0, "pass_at": 1015.0,
                       "deadline": 1015.0}]
    assert decision(s)["deadline"] == 1015.0
    assert GAME.tick(s, 1014.9) == [] and s.window is not None
    events = GAME.tick(s, 1015.0)
    assert [e for e in events if e["type"] == "pass_reaction"] == [
        {"type": "pass_reaction", "seat": 1, "deadline": True, "move": {"type": "pass_reaction"}},
        {"type": "pass_reaction", "seat": 2, "deadline": True, "move": {"type": "pass_reaction"}}]
    assert dump(s) == dump(twin)


def test_deadline_never_lets_a_late_reaction_in():
    s = qr(hands=[H, ["stop_sign"] + H[:3], H], options={"reaction_seconds": 5})
    play(s, 0, "km100")
    GAME.tick(s, 50)
    with pytest.raises(IllegalMove) as err:
        GAME.apply_at(s, 1, {"type": "react", "card": "stop_sign"}, 55)
    assert err.value.code == "no_reaction_window"
    assert s.roads[0] == ["km100"]


def test_apply_at_stamps_the_window_a_move_opens():
    s = qr(hands=[H, H, H])
    GAME.apply_at(s, 0, {"type": "play", "card": "km50"}, 7)
    assert s.window.opened == 7 and decision(s)["deadline"] == 22
    assert decision(s)["pass_at"] == 9
    GAME.apply_at(s, 1, {"type": "pass_reaction"}, 8)
    # before the pass moment the pass is held: still listed as waiting
    assert s.window.waiting == [1, 2] and s.window.held == [1]
    GAME.tick(s, 9)  # the pass moment: the held pass, and seat 2 without an answer
    assert s.window is None


def test_reaction_seconds_option_is_checked():
    GAME.check_config(Config(players=3, variants=QR, options={"reaction_seconds": 2.5}))
    for bad in (0, -1, True, "15", 10_000):
        with pytest.raises(InvalidConfig) as err:
            GAME.check_config(Config(players=3, variants=QR, options={"reaction_seconds": bad}))
        assert err.value.code == "invalid_option"


def test_tick_without_a_window_changes_nothing():
    s = qr(hands=[H, H, H])
    before = dump(s)
    assert GAME.tick(s, 5) == [] and dump(s) == before


# -- referee mode -------------------------------------------------------------------------------

def test_referee_a_report_never_waits_for_other_seats():
    # at a real table people shout "Stop sign!" or say nothing; nobody taps "pass"
    s = position(3, mode="referee", variants=QR)
    events = play(s, 0, "km100")
    assert not [e for e in events if e["type"].startswith("reaction_window")]
    assert s.roads[0] == ["km100"] and GAME.pending(s) == [0] and decision(s)["kind"] == "draw"
    assert GAME.view(s, None)["late_reaction"] == {"card": "km100", "player": 0, "seats": [1, 2]}
    assert {"type": "pass_reaction"} not in GAME.legal_moves(s, 1)
    refused(s, 1, {"type": "pass_reaction"}, "no_reaction_window")


def test_referee_a_reaction_reported_before_the_next_report_answers_the_card():
    s = position(3, mode="referee", variants=QR)
    play(s, 0, "km100")
    assert {"type": "react", "card": "stop_sign"} in GAME.legal_moves(s, 1)
    events = react(s, 2, "stop_sign")
    # the table goes back to the moment the card was played, and the Stop Sign cancels it
    assert {"type": "reaction_window", "seat": 0, "card": "km100", "waiting": [1, 2],
            "late": True} in events
    assert {"type": "cancel", "seat": 0, "card": "km100"} in events
    assert s.roads[0] == [] and s.counts == [3, 4, 3] and s.discard == ["stop_sign", "km100"]
    assert decision(s)["kind"] == "draw" and GAME.view(s, None)["late_reaction"] is None
    refused(s, 1, {"type": "react", "card": "stop_sign"}, "no_reaction_window")


def test_referee_a_reaction_after_the_next_report_is_refused_until_that_report_is_undone():
    s = position(3, mode="referee", variants=QR)
    play(s, 0, "km100")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    error = refused(s, 2, {"type": "react", "card": "stop_sign"}, "no_reaction_window")
    assert "before the next report" in error.message
    GAME.apply(s, 0, {"type": "undo"})
    react(s, 2, "stop_sign")
    assert s.roads[0] == []


def test_referee_a_late_reaction_is_checked_against_what_the_table_could_have_done():
    # seat 0 holds 5 cards: after its play it still has 4, draws nothing, and seat 1's
    # turn has begun by the time seat 1 says "Stop sign!" — it was seat 0's turn then
    s = position(3, mode="referee", variants=QR, counts=[5, 4, 4])
    play(s, 0, "km100")
    assert decision(s) == {"seat": 1, "kind": "turn"}
    refused(s, 0, {"type": "react", "card": "stop_sign"}, "reaction_on_own_turn")
    refused(s, 1, {"type": "react", "card": "backseat_driver"}, "backseat_needs_action")
    react(s, 1, "stop_sign")
    assert s.roads[0] == [] and s.counts == [4, 3, 4] and decision(s) == {"seat": 1,
                                                                          "kind": "turn"}


def test_referee_a_late_yield_obeys_the_goal_at_that_moment():
    s = position(3, mode="referee", variants=QR, roads=[[], ["km100"] * 9 + ["km50"], []])
    play(s, 0, "km100")
    refused(s, 1, {"type": "react", "card": "yield"}, "exceeds_goal")
    react(s, 2, "yield")
    assert s.roads == [[], ["km100"] * 9 + ["km50"], ["km100"]]


def test_referee_swerve_keeps_a_late_reaction_possible_with_the_new_hands():
    s = position(3, mode="referee", variants=QR, counts=[4, 2, 5])
    play(s, 0, "traffic", target=1)
    react(s, 1, "swerve")  # counts 3, 1, 5 → 5, 3, 1
    assert s.counts == [5, 3, 1] and s.effects[1] == [Effect("traffic", 4, False, False)]
    assert GAME.view(s, None)["late_reaction"]["card"] == "traffic"
    react(s, 2, "stop_sign")
    assert s.effects[1] == [] and s.counts == [5, 3, 0]
    assert s.discard == ["swerve", "stop_sign", "traffic"]


def test_referee_late_reaction_state_round_trips_through_json():
    s = position(3, mode="referee", variants=QR)
    play(s, 0, "traffic", target=1)
    text = dump(s)
    again = GAME.from_json(json.loads(text))
    assert dump(again) == text and again.late is not None
    react(again, 2, "backseat_driver")
    assert decision(again) == {"seat": 2, "kind": "gained_card_play", "card": "traffic"}


def test_referee_swerve_passes_the_hand_counts_left():
    s = position(3, mode="referee", variants=QR, counts=[4, 2, 5])
    react(s, 1, "swerve")
    assert s.counts == [5, 4, 1]
    discard(s, 0, "km50")


def test_swerve_after_passing_in_a_window_leaves_it_open_for_the_others():
    # "Play at any time outside of your turn": having passed does not stop a Swerve, and
    # the Swerve does not answer the card for anyone
    s = qr(hands=[["km100", "gps"], ["swerve", "km50"], ["stop_sign", "u_turn"]])
    play(s, 0, "km100")
    GAME.apply(s, 1, {"type": "pass_reaction"})
    assert GAME.legal_moves(s, 1) == [{"type": "react", "card": "swerve"}]
    react(s, 1, "swerve")
    assert s.window is not None and GAME.pending(s) == [2] and s.roads[0] == []
    GAME.apply(s, 2, {"type": "pass_reaction"})
    assert s.window is None and s.roads[0] == ["km100"]


def test_referee_backseat_driver_reports_the_gained_cards_target():
    s = position(3, mode="referee", variants=QR)
    play(s, 0, "traffic", target=1)
    react(s, 2, "backseat_driver")
    assert decision(s) == {"seat": 2, "kind": "gained_card_play", "card": "traffic"}
    GAME.apply(s, 2, {"type": "play", "card": "traffic", "target": 1})
    assert s.effects[1] == [Effect("traffic", 4, False, False)] and s.counts == [3, 4, 3]



# -- referee mode: the end waits for the table ----------------------------------------------

#: seat 0 needs 100 km to reach the 1000 km goal
NINE = [["km100"] * 9, [], []]
FINISH = {"type": "finish"}
CLOSE = {"type": "close"}


def test_referee_a_card_that_reaches_the_goal_waits_for_the_table_to_answer_it():
    # "The first player to reach exactly 1000 km ... ends the game and wins." and "Stop Sign:
    # Play this when another player plays any card": at a table the Stop Sign is called
    # out after the card is down, so the end waits until the table has had its chance
    s = position(3, mode="referee", variants=QR, roads=NINE)
    events = play(s, 0, "km100")
    assert events[-1] == {"type": "finishing", "winners": [0], "reason": "goal",
                          "card": "km100"}
    assert not GAME.is_over(s) and GAME.outcome(s) is None
    view = GAME.view(s, None)
    assert view["finishing"] == {"winners": [0], "reason": "goal", "card": "km100",
                                 "opened": None, "deadline": None}
    assert view["finished"] is False and view["outcome"] is None
    assert view["decision"] == {"seat": 0, "kind": "finishing", "card": "km100", "player": 0,
                                "seats": [1, 2]}
    # the seats that may still answer are pending: each reacts or says it does not (finish);
    # the winner only has the table's close (the host's or the deadline's, never its own)
    assert GAME.pending(s) == [1, 2]
    assert GAME.legal_moves(s, 1) == [{"type": "react", "card": "stop_sign"},
                                      {"type": "react", "card": "yield"},
                                      {"type": "react", "card": "swerve"}, FINISH,
                                      {"type": "undo"}]
    assert GAME.legal_moves(s, 0) == [CLOSE, {"type": "undo"}]


def test_referee_a_stop_sign_reported_against_the_winning_card_undoes_the_win():
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    events = react(s, 1, "stop_sign")
    assert {"type": "cancel", "seat": 0, "card": "km100"} in events
    assert not [e for e in events if e["type"] == "game_over"]
    assert s.roads[0] == ["km100"] * 9 and s.finishing is None and not GAME.is_over(s)
    assert GAME.view(s, None)["finishing"] is None
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "refill", "count": 1}


def test_referee_a_yield_reported_against_the_winning_card_takes_it_and_its_win():
    # "the other player must play the card on your 'road'": the card no longer reaches
    # seat 0's goal; it wins for the reactor only if it takes the reactor's road there
    s = position(3, mode="referee", variants=QR, roads=[["km100"] * 9, ["km100"] * 9, []])
    play(s, 0, "km100")
    events = react(s, 1, "yield")
    assert GAME.outcome(s) == {"winners": [1], "reason": "goal"}
    assert events[-1] == {"type": "game_over", "winners": [1], "reason": "goal"}
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    react(s, 2, "yield")
    assert s.roads == [["km100"] * 9, [], ["km100"]] and not GAME.is_over(s)


def test_referee_each_seat_that_may_answer_says_it_does_not_then_the_game_is_over():
    # Ruling: a window is closed only by those who may answer, each for itself
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    events = GAME.apply(s, 2, FINISH)
    assert events == [{"type": "no_answer", "seat": 2, "card": "km100"}]
    assert not GAME.is_over(s) and GAME.pending(s) == [1]
    assert decision(s)["seats"] == [1]
    refused(s, 2, FINISH, "not_yours_to_close")  # it said so already
    react(s, 1, "stop_sign")  # seat 1 still has its chance: the Stop Sign cancels the win
    assert s.roads[0] == ["km100"] * 9 and not GAME.is_over(s)
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    GAME.apply(s, 1, FINISH)
    events = GAME.apply(s, 2, FINISH)
    assert events[-1] == {"type": "game_over", "winners": [0], "reason": "goal"}


def test_referee_a_seat_that_said_it_does_not_answer_reacts_no_more():
    # Ruling: each seat answers the winning card for itself, once: "I don't answer it" is
    # its answer, so it may not report a reaction to that card afterwards
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    assert {"type": "react", "card": "stop_sign"} in GAME.legal_moves(s, 2)
    GAME.apply(s, 2, FINISH)
    assert GAME.legal_moves(s, 2) == [{"type": "undo"}]
    error = refused(s, 2, {"type": "react", "card": "stop_sign"}, "not_now")
    assert "said it does not answer 100 km" in error.message
    react(s, 1, "stop_sign")  # the seat that has not answered yet still may


def test_referee_the_seat_the_winning_card_benefits_may_not_close_the_window():
    # reproduction: seat 0 reported "nobody answers" at once and won, 14 s left for the others
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    error = refused(s, 0, FINISH, "not_yours_to_close")
    assert "Referee mode ruling: a reaction window is closed only by those who may answer" \
        in error.rule
    refused(s, 1, CLOSE, "not_yours_to_close")  # the table's close is not a seat's either


def test_referee_the_host_closes_the_window_for_the_table():
    # the host's close is made in the winner's name (the API takes it from the host only)
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    events = GAME.apply(s, 0, CLOSE)
    assert events == [{"type": "game_over", "winners": [0], "reason": "goal"}]
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}
    # only the undo of the confirmed end is left (test_undo_the_end.py)
    assert GAME.legal_moves(s, 1) == [{"type": "undo"}]
    assert GAME.view(s, None)["finishing"] is None
    refused(s, 1, {"type": "react", "card": "stop_sign"}, "game_over")


def test_referee_while_the_end_waits_only_a_reaction_to_the_card_finish_or_undo_is_taken():
    s = position(3, mode="referee", variants=QR + ("signs_of_madness",), roads=NINE)
    play(s, 0, "km100")
    error = refused(s, 0, {"type": "draw", "count": 1}, "not_now")
    assert "reached the goal with 100 km" in error.message
    # only a Swerve its player could have called on the card (not the winner's, whose turn
    # it is) goes back to the card's moment, as a Stop Sign does
    refused(s, 0, {"type": "react", "card": "swerve"}, "not_now")
    refused(s, 1, {"type": "flip_sign", "card": "highway_sign"}, "not_now")
    GAME.apply(s, 2, {"type": "undo"})  # the table takes the winning report back
    assert s.roads[0] == ["km100"] * 9 and s.finishing is None
    assert decision(s) == {"seat": 0, "kind": "turn"}


def test_referee_a_winning_card_waits_while_only_a_swerve_may_be_called_on_it():
    # "Swerve: Play at any time outside of your turn": called on the winning card it goes
    # back to that card's moment like the other reactions (the hands and the discard pile
    # change, the winner does not), so the end waits for it as well
    s = position(3, mode="referee", variants=QR, roads=NINE,
                 discard=["stop_sign"] * 4 + ["yield"] * 4)
    assert play(s, 0, "km100")[-1]["type"] == "finishing"
    assert GAME.legal_moves(s, 1) == [{"type": "react", "card": "swerve"}, FINISH,
                                      {"type": "undo"}]
    react(s, 1, "swerve")
    assert s.finishing is not None and s.counts == [4, 3, 3] and s.discard[-1] == "swerve"
    GAME.apply(s, 2, FINISH)
    GAME.apply(s, 1, FINISH)  # the other Swerve is still unseen: seat 1 may call it too
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}


def test_referee_finish_is_refused_while_no_card_waits_at_the_goal():
    s = position(3, mode="referee", variants=QR)
    refused(s, 0, FINISH, "not_now")
    play(s, 0, "km100")
    refused(s, 1, FINISH, "not_now")
    refused(qr(hands=[H, H, H]), 0, FINISH, "not_now")


def test_referee_a_winning_card_nobody_can_answer_ends_the_game_at_once():
    # every Stop Sign, Yield and Swerve is face up: no reaction can answer a distance card
    s = position(3, mode="referee", variants=QR, roads=NINE,
                 discard=["stop_sign"] * 4 + ["yield"] * 4 + ["swerve"] * 2)
    assert play(s, 0, "km100")[-1] == {"type": "game_over", "winners": [0], "reason": "goal"}
    # without Quick Reactions nothing can answer a card
    s = position(3, mode="referee", roads=NINE)
    assert play(s, 0, "km100")[-1] == {"type": "game_over", "winners": [0], "reason": "goal"}


def test_referee_the_held_end_closes_by_itself_at_its_deadline():
    # at a table nobody taps "no reaction": the card may be answered for reaction_seconds,
    # as a digital window may, then the game is over as if a seat confirmed it
    s = position(3, mode="referee", variants=QR, roads=NINE, options={"reaction_seconds": 30})
    play(s, 0, "km100")
    assert GAME.deadline(s) == float("-inf")  # not stamped yet: the caller ticks at once
    assert GAME.tick(s, 100) == [{"type": "reaction_window_opened", "at": 100,
                                  "deadline": 130}]
    assert GAME.view(s, None)["finishing"]["deadline"] == 130 and GAME.deadline(s) == 130
    assert GAME.tick(s, 129.5) == [] and not GAME.is_over(s)
    assert GAME.tick(s, 130) == [{"type": "game_over", "winners": [0], "reason": "goal",
                                  "seat": 0, "deadline": True, "move": CLOSE}]
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"} and GAME.deadline(s) is None


def test_referee_a_reaction_after_the_held_ends_deadline_is_refused():
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    GAME.tick(s, 0)
    react_move = {"type": "react", "card": "stop_sign"}
    with pytest.raises(IllegalMove) as error:
        GAME.apply_at(s, 1, react_move, 15)
    assert error.value.code == "game_over" and GAME.outcome(s)["winners"] == [0]
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    GAME.tick(s, 0)
    GAME.apply_at(s, 1, react_move, 14)  # in time: the Stop Sign cancels the win
    assert s.roads[0] == ["km100"] * 9 and GAME.deadline(s) is None


def test_referee_the_end_waiting_for_the_table_round_trips_through_json():
    s = position(3, mode="referee", variants=QR, roads=NINE)
    play(s, 0, "km100")
    GAME.tick(s, 7)  # stamped: its deadline is saved too
    text = dump(s)
    again = GAME.from_json(json.loads(text))
    assert dump(again) == text and again.finishing == s.finishing
    assert GAME.deadline(again) == 22
    GAME.apply(again, 2, FINISH)  # who said it does not answer travels with the game too
    again = GAME.from_json(json.loads(dump(again)))
    assert again.finishing["declined"] == [2] and GAME.pending(again) == [1]
    GAME.apply(again, 1, FINISH)
    assert GAME.outcome(again) == {"winners": [0], "reason": "goal"}


def test_digital_the_winning_card_waits_in_its_window_and_ends_the_game_when_all_pass():
    # digital mode is unchanged: its window already lets the table answer the card
    s = qr(hands=[H, H, H], roads=NINE)
    play(s, 0, "km100")
    assert s.window is not None and not GAME.is_over(s) and s.finishing is None
    assert "finishing" not in GAME.view(s, None)
    pass_all(s)
    assert GAME.outcome(s) == {"winners": [0], "reason": "goal"}

# -- full-length red cards ----------------------------------------------------------------------

def _turns_played(s, count):
    """Referee: every seat discards a 50 km on its turns; return the seats of the next
    ``count`` turns played (skipped turns are not played)."""
    played = []
    while len(played) < count:
        view = decision(s)
        if view["kind"] == "draw":
            GAME.apply(s, view["seat"], {"type": "draw", "count": view["count"]})
            continue
        played.append(view["seat"])
        discard(s, view["seat"], "km50")
        GAME.apply(s, view["seat"], {"type": "end_turn"})
    return played


def _backseat_on_the_player_whose_turn_it_is(card, variants=QR):
    """Seat 0 plays ``card`` on seat 1; seat 2's Backseat Driver plays it on seat 0, whose
    turn it is."""
    s = position(3, mode="referee", variants=variants)
    play(s, 0, card, target=1)
    react(s, 2, "backseat_driver")
    GAME.apply(s, 2, {"type": "play", "card": card, "target": 0})
    return s


def test_stoplight_skip_2_turns_on_the_player_whose_turn_it_is_skips_their_next_2_turns():
    # "Stoplight: Skip 2 turns." and "If a card's action and this rulebook conflict, the
    # card's action takes precedence": the turn the card lands in is not one of the 2.
    s = _backseat_on_the_player_whose_turn_it_is("stoplight")
    assert GAME.view(s, None)["seats"][0]["skipping"] == 2
    assert s.effects[0] == [Effect("stoplight", 2, fresh=True)]  # this turn will not turn it
    assert dump(GAME.from_json(json.loads(dump(s)))) == dump(s)
    assert _turns_played(s, 7) == [1, 2, 1, 2, 1, 2, 0]


@pytest.mark.parametrize(("card", "turns", "blocked", "variants"), [
    ("traffic", 4, "km50", QR), ("truck", 6, "km100", QR + ("highway_hysterics",))])
def test_traffic_and_truck_on_the_player_whose_turn_it_is_last_their_next_turns_in_full(
        card, turns, blocked, variants):
    # "Traffic: You cannot play distance cards for 4 turns." / "Truck: You cannot play
    # 100 km distance cards for 6 turns." — counted from the target's next turn
    s = _backseat_on_the_player_whose_turn_it_is(card, variants)
    blocked_turns = 0
    for _ in range(100):
        view = decision(s)
        if view["kind"] == "draw":
            GAME.apply(s, view["seat"], {"type": "draw", "count": view["count"]})
            continue
        if view["seat"] == 0:
            effects = GAME.view(s, None)["seats"][0]["effects"]
            if {"type": "play", "card": blocked} in GAME.legal_moves(s, 0):
                assert effects == []  # removed at the start of the first turn it no longer affects
                break
            assert effects == [{"card": card, "turns_left": turns - blocked_turns,
                                "resolved": False}]
            blocked_turns += 1
        discard(s, view["seat"], "km50")
        GAME.apply(s, view["seat"], {"type": "end_turn"})
    assert blocked_turns == turns


@pytest.mark.parametrize(("card", "turns", "blocked", "variants"), [
    ("traffic", 4, "km50", QR), ("truck", 6, "km100", QR + ("highway_hysterics",))])
def test_for_4_turns_on_the_player_whose_turn_it_is_leaves_the_rest_of_that_turn_free(
        card, turns, blocked, variants):
    # "Traffic: You cannot play distance cards for 4 turns." / "Truck: You cannot play
    # 100 km distance cards for 6 turns." Ruling: the count is the target's turns in full,
    # so a tracker a Backseat Driver puts on the player whose turn it is does not block the
    # rest of that turn (parts of 5 turns would be more than "for 4 turns"): the
    # Roundabout's second play may still be a distance card, then the next turns are blocked.
    s = position(3, mode="referee", variants=variants)
    play(s, 0, "roundabout")
    play(s, 0, card, target=1)  # the Roundabout's first additional play
    react(s, 2, "backseat_driver")
    GAME.apply(s, 2, {"type": "play", "card": card, "target": 0})
    assert {"card": card, "turns_left": turns, "resolved": False} in GAME.view(
        s, None)["seats"][0]["effects"]
    assert {"type": "play", "card": blocked} in GAME.legal_moves(s, 0)
    play(s, 0, blocked)  # the second additional play: this turn is not one of the card's
    blocked_turns = 0
    for _ in range(100):
        view = decision(s)
        if view["kind"] == "draw":
            GAME.apply(s, view["seat"], {"type": "draw", "count": view["count"]})
            continue
        if view["seat"] == 0:
            if {"type": "play", "card": blocked} in GAME.legal_moves(s, 0):
                break
            blocked_turns += 1
        discard(s, view["seat"], "km50")
        GAME.apply(s, view["seat"], {"type": "end_turn"})
    assert blocked_turns == turns


def test_skip_turn_event_and_view_give_the_same_turns_left():
    # the log's "misses this turn (Stoplight; N - 1 more to miss)" and the seat's badge
    # read one count (rules.turns_left): the event's "left" counts the skipped turn, the
    # view shows the turns still ahead once it is over
    s = position(3, mode="referee", variants=QR)
    play(s, 0, "stoplight", target=1)
    pass_all(s)
    assert GAME.view(s, None)["seats"][1]["skipping"] == 2
    for left in (2, 1):
        seat = decision(s)["seat"]
        if decision(s)["kind"] == "turn":
            discard(s, seat, "km50")
            GAME.apply(s, seat, {"type": "end_turn"})
        events = GAME.apply(s, seat, {"type": "draw", "count": 1})
        assert [e for e in events if e["type"] == "skip_turn"] == [
            {"type": "skip_turn", "seat": 1, "left": left}]
        view = GAME.view(s, None)["seats"][1]
        assert view["skipping"] == left - 1
        assert view["effects"] == [{"card": "stoplight", "turns_left": left - 1,
                                    "resolved": False}]
        if left == 2:  # seat 2 plays its turn before seat 0's
            discard(s, 2, "km50")
            GAME.apply(s, 2, {"type": "end_turn"})
            GAME.apply(s, 2, {"type": "draw", "count": 1})


# -- Swerve at a referee table goes back to the moment of the card it was called on -------

def _both(hands, **kw):
    """The same position digitally (hands) and at a referee table (hand counts)."""
    digital = qr(hands=hands, **kw)
    referee = position(3, mode="referee", variants=QR, counts=[len(h) for h in hands],
                       deck_n=len(FILL), **kw)
    return digital, referee


def _public(s):
    """What both tables show, once a referee reported the draws the digital game made."""
    while s.referee and decision(s) and decision(s)["kind"] == "draw":
        GAME.apply(s, decision(s)["seat"], {"type": "draw", "count": decision(s)["count"]})
    view = GAME.view(s, None)
    return ([seat["hand_count"] for seat in view["seats"]], s.roads, view["discard"],
            view["turn"], view["decision"], view["deck_count"])


def test_swerve_called_on_a_shortcut_played_as_the_last_card_gives_its_two_plays():
    # "Swerve: Play at any time outside of your turn. Every player passes their entire hand
    # to the player on their left." Called while the Shortcut waits for answers, it is
    # carried out before the Shortcut resolves: its player then holds a hand to play the
    # 2 distance cards from, at a referee table as digitally (200 km, not 0)
    hands = [["shortcut"], ["swerve", "gps"], ["km100", "km100", "km50"]]
    digital, referee = _both(hands)
    for s in (digital, referee):
        play(s, 0, "shortcut", option="play_distance")
        react(s, 1, "swerve")
        pass_all(s)
        assert decision(s)["kind"] == "shortcut_play"
        play(s, 0, "km100")
        pass_all(s)
        play(s, 0, "km100")
        pass_all(s)
        assert s.roads[0] == ["km100", "km100"]
    assert _public(digital) == _public(referee)


def test_two_swerves_called_on_one_card_both_go_back_to_its_moment():
    # Two Swerves during one card pass every hand left twice, in both modes
    # seat 1's second Swerve travels to seat 2 with the first, and seat 2 calls it
    hands = [["km50", "gps", "gps", "gps"], ["swerve", "swerve", "gps"], ["gps"] * 5]
    digital, referee = _both(hands)
    for s in (digital, referee):
        play(s, 0, "km50")
        react(s, 1, "swerve")
        react(s, 2, "swerve")
        pass_all(s)
    assert _public(digital) == _public(referee)
    # 3, 3, 5 once the card is down; 5, 3, 2 after the first; 1, 5, 3 after the second;
    # seat 0 refills to 4 at the end of the turn
    assert _public(referee)[0] == [4, 5, 3]


def test_swerve_called_on_a_winning_card_goes_back_to_its_moment_and_the_end_still_waits():
    # "The first player to reach exactly 1000 km ... ends the game and wins": a Swerve
    # called on the card that reached the goal is taken like the other reactions (not
    # refused while the end waits); the card then reaches the goal again
    nine = [["km100"] * 9, [], []]
    digital, referee = _both([["km100", "gps"], ["swerve", "gps"], ["stop_sign", "gps"]],
                             roads=nine)
    for s in (digital, referee):
        play(s, 0, "km100")
        events = react(s, 1, "swerve")
        assert {"type": "swerve", "seat": 1} in events
    assert referee.finishing is not None and referee.outcome is None
    assert referee.counts == [2, 1, 1]  # 1, 1, 2 once both cards are down, passed left
    for seat in GAME.pending(referee):  # each seat that may still answer says it does not
        GAME.apply(referee, seat, {"type": "finish"})
    pass_all(digital)
    assert GAME.outcome(digital) == GAME.outcome(referee) == {"winners": [0], "reason": "goal"}
    assert [len(h) for h in digital.hands] == referee.counts


def test_swerve_called_on_a_card_after_the_engine_ended_the_turn_goes_back_to_it():
    # A card that leaves 4 cards in hand ends the turn by itself at a referee table (nothing
    # to draw); a Swerve called on it still goes back to its moment: seat 1, whose turn it
    # now is, was not the player whose turn it was then ("outside of your turn")
    hands = [["km50", "gps", "gps", "gps", "gps"], ["swerve", "gps"], ["gps"]]
    digital, referee = _both(hands)
    play(referee, 0, "km50")
    assert decision(referee) == {"seat": 1, "kind": "turn"}
    play(digital, 0, "km50")
    for s in (digital, referee):
        react(s, 1, "swerve")
    pass_all(digital)
    assert decision(referee) == {"seat": 0, "kind": "draw", "source": "refill", "count": 3}
    assert _public(digital) == _public(referee)
