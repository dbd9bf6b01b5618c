"""Fork in the Road: Rest Stop, Rearview Mirror, Overtake, Carpool and Trailer."""

import pytest

from core import event_for
from core.dmc import GAME
from core.dmc.cards import CARDS
from core.dmc.state import Effect, Trailer

from .helpers import H, builder, decision, discard, end_turn, pass_all, play, position, refused

FR = ("fork_in_the_road",)
fr = builder(FR)


# -- Rest Stop -----------------------------------------------------------------------------

def test_rest_stop_draw_five_cards():
    s = fr(hands=[["rest_stop", "km50"], H])
    events = play(s, 0, "rest_stop", option="draw")
    draws = [e for e in events if e["type"] == "draw"]
    assert draws[0]["count"] == 5 and draws[0]["source"] == "rest_stop"
    assert len(s.hands[0]) == 6 and "rest_stop" in s.discard


def test_rest_stop_discard_as_many_cards_as_you_want():
    s = fr(hands=[["rest_stop", "km50", "bus", "gps"], H])
    play(s, 0, "rest_stop", option="discard")
    assert decision(s) == {"seat": 0, "kind": "rest_stop_discard"}
    assert GAME.legal_moves(s, 0) == [{"type": "discard", "card": "km50"},
                                      {"type": "discard", "card": "gps"},
                                      {"type": "discard", "card": "bus"}, {"type": "stop"}]
    discard(s, 0, "bus")
    discard(s, 0, "gps")
    GAME.apply(s, 0, {"type": "stop"})
    assert s.hands[0] == ["km50", "gps", "gps", "gps"]  # then refilled to 4
    assert s.discard[:3] == ["bus", "gps", "rest_stop"]


def test_rest_stop_needs_an_option():
    s = fr(hands=[["rest_stop"] + H[:3], H])
    error = refused(s, 0, {"type": "play", "card": "rest_stop"}, "malformed_move")
    assert "option" in error.message
    refused(s, 0, {"type": "play", "card": "rest_stop", "option": "nap"}, "invalid_option")


# -- Rearview Mirror ---------------------------------------------------------------------

def test_rearview_mirror_show_and_draw_any_3_cards_takes_exactly_three():
    s = fr(hands=[["rearview_mirror", "km50"], H],
           discard=["bus", "km100", "bus", "u_turn", "km50"])
    play(s, 0, "rearview_mirror", option="discard_pile")
    assert decision(s) == {"seat": 0, "kind": "rearview_mirror_take", "remaining": 3}
    assert GAME.legal_moves(s, 0) == [{"type": "take", "card": "km50"},
                                      {"type": "take", "card": "km100"},
                                      {"type": "take", "card": "u_turn"},
                                      {"type": "take", "card": "bus"}]
    refused(s, 0, {"type": "take", "card": "gps"}, "card_not_in_discard")
    events = GAME.apply(s, 0, {"type": "take", "card": "bus"})
    # "show and draw": the card is public
    assert events[0] == {"type": "take", "seat": 0, "card": "bus", "source": "rearview_mirror"}
    error = refused(s, 0, {"type": "stop"}, "mirror_takes_three")
    assert "show and draw any 3 cards" in error.rule and "2 more" in error.message
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    assert sorted(s.hands[0]) == ["bus", "km100", "km50", "km50"]  # 4: no refill
    assert s.discard == ["bus", "u_turn", "rearview_mirror"] and GAME.pending(s) == [1]


def test_rearview_mirror_takes_the_whole_discard_pile_when_it_holds_fewer_than_three():
    s = fr(mode="referee", discard=["bus", "km100"], deck=None)
    play(s, 0, "rearview_mirror", option="discard_pile")
    assert decision(s) == {"seat": 0, "kind": "rearview_mirror_take", "remaining": 2}
    assert {"type": "stop"} not in GAME.legal_moves(s, 0)
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    assert decision(s)["remaining"] == 1
    GAME.apply(s, 0, {"type": "take", "card": "bus"})
    assert s.counts[0] == 5 and s.discard == ["rearview_mirror"]
    assert GAME.pending(s) == [1]  # the card is done, 5 cards in hand: no draw


def test_rearview_mirror_looks_at_up_to_three_other_hands_shown_to_the_viewer_only():
    s = fr(5, hands=[["rearview_mirror", "km50"], ["bus"], ["u_turn"], ["gps"], ["km100"]])
    play(s, 0, "rearview_mirror", option="hands")
    assert decision(s) == {"seat": 0, "kind": "rearview_mirror_look", "seen": []}
    events = GAME.apply(s, 0, {"type": "look", "target": 2})
    assert event_for(events[0], 0) == {"type": "look", "seat": 0, "target": 2,
                                       "hand": ["u_turn"]}
    for seat in (None, 1, 2, 3, 4):
        assert event_for(events[0], seat) == {"type": "look", "seat": 0, "target": 2}
    refused(s, 0, {"type": "look", "target": 2}, "already_looked")
    refused(s, 0, {"type": "look", "target": 0}, "invalid_target")
    GAME.apply(s, 0, {"type": "look", "target": 1})
    GAME.apply(s, 0, {"type": "look", "target": 4})
    assert GAME.pending(s) == [1]  # three hands seen: done


def test_rearview_mirror_look_may_stop_early():
    s = fr(3, hands=[["rearview_mirror", "km50"], ["bus"], ["u_turn"]])
    play(s, 0, "rearview_mirror", option="hands")
    GAME.apply(s, 0, {"type": "stop"})
    assert GAME.pending(s) == [1]


# -- Overtake --------------------------------------------------------------------------------

def test_overtake_play_two_distance_cards():
    s = fr(hands=[["overtake", "km100", "gps", "km50"], H])
    assert {"type": "play", "card": "overtake", "option": "play_distance"} in GAME.legal_moves(
        s, 0)
    play(s, 0, "overtake", option="play_distance")
    assert decision(s)["kind"] == "overtake_play" and decision(s)["distance_only"]
    refused(s, 0, {"type": "play", "card": "gps"}, "distance_card_required")
    play(s, 0, "km100")
    play(s, 0, "km50")
    assert s.roads[0] == ["km100", "km50"]


# -- Carpool -----------------------------------------------------------------------------------

def test_carpool_blue_card_is_played_for_yourself_and_one_opponent():
    s = fr(3, hands=[["carpool", "km50"], H, H], deck=["km50"] * 10 + ["gps", "bus", "km100"])
    play(s, 0, "carpool", option="blue_card")
    assert decision(s)["kind"] == "carpool_blue_take"
    assert GAME.legal_moves(s, 0) == [{"type": "take", "card": "gps"},
                                      {"type": "take", "card": "bus"}]
    GAME.apply(s, 0, {"type": "take", "card": "gps"})
    assert decision(s) == {"seat": 0, "kind": "carpool_opponent", "cards": ["gps"]}
    GAME.apply(s, 0, {"type": "choose_opponent", "target": 2})
    # yourself first: GPS lies in front of you while you search
    assert decision(s)["kind"] == "gps_take" and decision(s)["seat"] == 0
    assert s.effects[0] == [Effect("carpool", 0), Effect("gps", 0)]
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "take", "card": "bus"})
    # then the opponent's copy of the effect
    assert decision(s)["kind"] == "gps_take" and decision(s)["seat"] == 2
    GAME.apply(s, 2, {"type": "take", "card": "km50"})
    GAME.apply(s, 2, {"type": "take", "card": "km50"})
    assert sorted(s.hands[2]) == ["km100", "km50", "km50", "km50", "km50", "km50"]
    assert s.effects == [[], [], []] and s.discard == ["gps", "carpool"]


def test_carpool_two_distance_cards_and_copies_for_an_opponent_ignoring_traffic():
    s = fr(3, hands=[["carpool", "gps"], H, H], deck=["km100", "km50", "km100", "km50", "bus"],
           effects={2: [["traffic", 3, False]]})
    play(s, 0, "carpool", option="distance_cards")
    assert decision(s)["kind"] == "carpool_distance_take"
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    assert s.roads[0] == ["km100"]
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    assert decision(s) == {"seat": 0, "kind": "carpool_opponent", "cards": ["km100", "km50"]}
    GAME.apply(s, 0, {"type": "choose_opponent", "target": 2})
    assert s.roads == [["km100", "km50"], [], ["km100", "km50"]]
    assert s.hands[0] == ["gps", "bus", "carpool"]  # refilled from the reshuffled discards


def test_carpool_ignoring_traffic_or_truck_covers_the_opponents_copies_not_your_own_plays():
    # "Immediately play these for yourself. Take another of the same 2 cards and play these
    # for an opponent of your choice, ignoring any traffic or truck cards.": the phrase ends
    # the opponent's sentence. Your own Truck still bars your 100 km picks; the opponent's
    # Truck does not bar the copies.
    own = fr(3, hands=[["carpool", "gps"], H, H], deck=["km50"] * 4 + ["km100"] * 4,
             effects={0: [["truck", 3, False]]})
    play(own, 0, "carpool", option="distance_cards")
    assert GAME.legal_moves(own, 0) == [{"type": "take", "card": "km50"}]
    s = fr(3, hands=[["carpool", "gps"], H, H], deck=["km50"] * 4 + ["km100"] * 4,
           effects={2: [["truck", 3, False]]})
    play(s, 0, "carpool", option="distance_cards")
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "choose_opponent", "target": 2})
    assert s.roads == [["km100", "km100"], [], ["km100", "km100"]]


def test_carpool_under_your_own_traffic_plays_nothing_so_the_opponent_gets_no_copies():
    # "Take another of the same 2 cards": with your own Traffic you cannot play the distance
    # cards for yourself, so none are taken and there is nothing to copy (the action is
    # skipped: "If you cannot legally carry out an action, simply skip it.")
    s = fr(3, hands=[["carpool", "gps"], H, H], deck=["km100", "km50", "km100", "km50", "bus"],
           effects={0: [["traffic", 3, False]]})
    events = play(s, 0, "carpool", option="distance_cards")
    assert {"type": "skip", "seat": 0, "source": "carpool"} in events
    assert s.roads == [[], [], []] and "carpool" in s.discard
    assert GAME.pending(s) == [1]
    referee = position(3, mode="referee", variants=FR, effects={0: [["traffic", 3, False]]})
    events = play(referee, 0, "carpool", option="distance_cards")
    assert {"type": "skip", "seat": 0, "source": "carpool"} in events
    assert referee.roads == [[], [], []] and decision(referee)["kind"] == "draw"


def test_carpool_copies_obey_the_goal():
    own = fr(hands=[["carpool", "gps"], H], deck=["km100", "km50"],
             roads=[["km100"] * 9 + ["km50"], []])
    play(own, 0, "carpool", option="distance_cards")
    # your own picks obey the goal: 950 km + 100 km would be past it
    assert GAME.legal_moves(own, 0) == [{"type": "take", "card": "km50"}]
    s = fr(hands=[["carpool", "gps"], H], deck=["km100", "km100", "km50"],
           roads=[[], ["km100"] * 9 + ["km50"]])
    play(s, 0, "carpool", option="distance_cards")
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    events = GAME.apply(s, 0, {"type": "choose_opponent", "target": 1})
    # the 100 km copy would take seat 1 past the goal, and no 50 km copy is left: both skipped
    assert [e for e in events if e["type"] == "skip"] == [
        {"type": "skip", "seat": 1, "source": "carpool"}] * 2
    assert s.roads[1] == ["km100"] * 9 + ["km50"] and GAME.outcome(s) is None


def test_carpool_copy_reaching_the_goal_wins_for_the_opponent():
    s = fr(hands=[["carpool", "gps"], H], deck=["km50", "km100", "km50", "km100"],
           roads=[[], ["km100"] * 8 + ["km50"]])
    play(s, 0, "carpool", option="distance_cards")
    GAME.apply(s, 0, {"type": "take", "card": "km50"})
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "choose_opponent", "target": 1})
    assert GAME.outcome(s) == {"winners": [1], "reason": "goal"}


# -- Trailer ---------------------------------------------------------------------------------------

def test_trailer_hand_size_six_for_four_turns():
    s = fr(hands=[["trailer", "km50"], H])
    play(s, 0, "trailer", option="hand_size")
    assert len(s.hands[0]) == 6  # this turn counts
    assert GAME.view(s, None)["seats"][0]["trailer"] == [{"option": "hand_size",
                                                          "turns_left": 3}]
    for turn in range(3):
        end_turn(s, 1)
        assert GAME.view(s, None)["seats"][0]["hand_size"] == 6
        discard(s, 0, "gps")
        discard(s, 0, "gps")
        GAME.apply(s, 0, {"type": "end_turn"})
        assert len(s.hands[0]) == 6, turn
    end_turn(s, 1)
    assert GAME.view(s, None)["seats"][0]["hand_size"] == 4
    discard(s, 0, "gps")
    discard(s, 0, "gps")
    discard(s, 0, "gps")
    GAME.apply(s, 0, {"type": "end_turn"})
    assert len(s.hands[0]) == 4


def test_a_stoplight_skipped_turn_uses_up_one_of_trailers_4_turns():
    # "for the next 4 turns" counts the player's turns like every tracker ("At the end of
    # each turn, rotate the card 90°"), skipped turns included, as Traffic's do
    s = fr(hands=[["trailer", "km50"], ["stoplight"] + H[:3]])
    play(s, 0, "trailer", option="hand_size")  # turn 1 of 4, refilled to 6
    play(s, 1, "stoplight", target=0)  # seat 0's turns 2 and 3 are skipped
    assert GAME.view(s, None)["seats"][0]["trailer"] == [{"option": "hand_size",
                                                          "turns_left": 2}]
    end_turn(s, 1)
    assert GAME.view(s, None)["seats"][0]["trailer"] == [{"option": "hand_size",
                                                          "turns_left": 1}]
    end_turn(s, 1)
    discard(s, 0, "gps")  # turn 4 of 4: still refilled to 6
    GAME.apply(s, 0, {"type": "end_turn"})
    assert len(s.hands[0]) == 6 and GAME.view(s, None)["seats"][0]["trailer"] == []


def test_trailer_two_plays_per_turn_for_four_turns():
    s = fr(hands=[["trailer", "km50", "km100", "km50", "km50"], H],
           deck=["km50"] * 40)
    play(s, 0, "trailer", option="two_plays")
    assert decision(s)["kind"] == "trailer_play"
    play(s, 0, "km100")
    played = 0
    for _ in range(3):
        end_turn(s, 1)
        play(s, 0, "km50")
        assert decision(s)["kind"] == "trailer_play"
        play(s, 0, "km50")
        played += 1
    end_turn(s, 1)
    play(s, 0, "km50")
    assert GAME.pending(s) == [1]  # the fifth turn has one play again
    assert played == 3


def _under_a_trailer(mode: str = "digital"):
    """Seat 0 plays under a Trailer "two plays" from an earlier turn, a second in hand."""
    if mode == "referee":
        s = position(2, mode="referee", variants=FR, counts=[5, 4])
    else:
        s = fr(hands=[["km50", "trailer", "km50", "km50", "km50"], H], deck=["km50"] * 40)
    s.trailer[0] = [Trailer("two_plays", 3)]
    return s


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_a_second_trailer_played_as_the_turns_second_card_gives_no_third_play(mode):
    """"Play 2 cards instead of one": two Trailers still make two plays a turn."""
    s = _under_a_trailer(mode)
    play(s, 0, "km50")
    assert decision(s)["kind"] == "trailer_play"
    play(s, 0, "trailer", option="two_plays")
    assert decision(s)["kind"] != "trailer_play" and not any(
        m["type"] == "play" for m in GAME.legal_moves(s, 0))


def test_a_second_trailer_played_first_leaves_the_turn_its_one_second_play():
    s = _under_a_trailer()
    play(s, 0, "trailer", option="two_plays")
    assert decision(s)["kind"] == "trailer_play"
    play(s, 0, "km50")
    assert decision(s)["kind"] != "trailer_play" and GAME.pending(s) == [1]
    assert s.roads[0] == ["km50"]


def test_trailers_second_play_opens_a_reaction_window():
    s = fr(3, variants=("fork_in_the_road", "quick_reactions"),
           hands=[["trailer", "km100", "km50"], H, ["stop_sign"] + H[:3]])
    play(s, 0, "trailer", option="two_plays")
    pass_all(s)
    events = play(s, 0, "km100")
    assert {"type": "reaction_window", "seat": 0, "card": "km100", "waiting": [1, 2]} in events
    GAME.apply(s, 2, {"type": "react", "card": "stop_sign"})
    assert s.roads[0] == [] and GAME.pending(s) == [1]


def test_trailer_in_referee_mode_refills_to_six():
    s = position(2, mode="referee", variants=FR, counts=[3, 4])
    play(s, 0, "trailer", option="hand_size")
    assert GAME.legal_moves(s, 0)[0] == {"type": "draw", "count": 4}


# -- referee mode ------------------------------------------------------------------------------

def test_referee_carpool_distance_cards_reports_each_copy():
    s = position(3, mode="referee", variants=FR, deck_n=40)
    play(s, 0, "carpool", option="distance_cards")
    assert {"type": "skip"} in GAME.legal_moves(s, 0)
    GAME.apply(s, 0, {"type": "take", "card": "km100"})
    GAME.apply(s, 0, {"type": "skip"})  # no second distance card found
    GAME.apply(s, 0, {"type": "choose_opponent", "target": 1})
    assert decision(s) == {"seat": 1, "kind": "carpool_copy_take", "card": "km100"}
    assert GAME.legal_moves(s, 1)[:2] == [{"type": "take", "card": "km100"}, {"type": "skip"}]
    refused(s, 1, {"type": "take", "card": "km50"}, "card_not_searchable")
    GAME.apply(s, 1, {"type": "take", "card": "km100"})
    assert s.roads == [["km100"], ["km100"], []] and s.deck_n == 38


def test_referee_rearview_mirror_look_is_recorded_not_shown():
    s = position(3, mode="referee", variants=FR)
    play(s, 0, "rearview_mirror", option="hands")
    events = GAME.apply(s, 0, {"type": "look", "target": 1})
    assert events[0] == {"type": "look", "seat": 0, "target": 1}


def test_a_look_never_shows_in_any_view():
    s = fr(3, hands=[["rearview_mirror", "km50"], ["bus"], ["u_turn"]])
    play(s, 0, "rearview_mirror", option="hands")
    GAME.apply(s, 0, {"type": "look", "target": 1})
    for seat in (None, 0, 2):
        view = GAME.view(s, seat)
        assert "bus" not in str(view["seats"]) and view.get("hand") != ["bus"]


def test_referee_carpool_search_of_an_empty_draw_pile_reshuffles_the_discards_first():
    # "If the draw pile is ever empty, reshuffle the discard pile." — as digital mode does
    s = position(2, mode="referee", variants=FR, deck_n=0, discard=["km50", "km100", "bus"])
    events = play(s, 0, "carpool", option="distance_cards")
    assert {"type": "reshuffle", "count": 3} in events
    assert s.deck_n == 3 and {"type": "take", "card": "km100"} in GAME.legal_moves(s, 0)


def test_referee_carpool_search_of_a_pile_of_signs_flips_them_then_reshuffles():
    # "Every time one of the Signs of Madness cards are on the top of the deck, flip it":
    # the pile holds only the sign, so it is flipped before the Carpool is played, and the
    # search of the empty pile reshuffles the discard pile first
    deck = {card.id: 0 for card in CARDS if card.variant is None or card.variant in (
        "fork_in_the_road", "signs_of_madness")} | {"km50": 20, "carpool": 1, "highway_sign": 1}
    s = position(2, mode="referee", variants=FR + ("signs_of_madness",), deck_n=1,
                 discard=["km50"], options={"deck": deck})
    assert decision(s)["kind"] == "flip_signs"
    refused(s, 0, {"type": "play", "card": "carpool", "option": "distance_cards"},
            "flip_signs_first")
    GAME.apply(s, 1, {"type": "flip_sign", "card": "highway_sign"})
    events = play(s, 0, "carpool", option="distance_cards")
    assert [e["type"] for e in events] == ["play", "reshuffle"]
    assert decision(s)["kind"] == "carpool_distance_take"
    assert (s.deck_n, s.discard, s.signs) == (1, [], ["highway_sign"])
    assert GAME.legal_moves(s, 0)[0] == {"type": "take", "card": "km50"}
