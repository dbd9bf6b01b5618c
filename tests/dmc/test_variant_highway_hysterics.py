"""Highway Hysterics: Speed Camera, Truck and Motorway (and Overtake on a Truck)."""

from core.dmc import GAME
from core.dmc.state import Effect

from .helpers import H, builder, decision, discard, end_turn, play, position, refused

HH = ("highway_hysterics",)
hh = builder(HH)


def test_speed_camera_target_chooses_three_distance_cards_to_discard():
    s = hh(hands=[["speed_camera"] + H[:3], ["km50", "km100", "gps", "km100", "km50"]])
    play(s, 0, "speed_camera", target=1)
    assert decision(s) == {"seat": 1, "kind": "speed_camera_discard", "remaining": 3}
    assert GAME.legal_moves(s, 1) == [{"type": "discard", "card": "km50"},
                                      {"type": "discard", "card": "km100"}]
    error = refused(s, 1, {"type": "discard", "card": "gps"}, "distance_card_required")
    assert "Choose 3 distance cards" in error.rule
    assert s.effects[1] == [Effect("speed_camera", 0)]  # lies there until chosen
    for card in ("km100", "km100", "km50"):
        discard(s, 1, card)
    assert sorted(s.hands[1]) == ["gps", "km50"] and s.effects[1] == []
    assert s.discard[-1] == "speed_camera" and GAME.pending(s) == [1]


def test_speed_camera_with_fewer_distance_cards_discards_what_there_is():
    s = hh(hands=[["speed_camera"] + H[:3], ["km50", "gps", "bus"]])
    play(s, 0, "speed_camera", target=1)
    discard(s, 1, "km50")
    assert s.hands[1] == ["gps", "bus"] and s.effects[1] == []


def test_speed_camera_without_distance_cards_resolves_at_once():
    s = hh(hands=[["speed_camera"] + H[:3], ["gps", "bus"]])
    events = play(s, 0, "speed_camera", target=1)
    assert {"type": "resolved", "seat": 1, "card": "speed_camera"} in events


def test_speed_camera_in_referee_mode_the_target_may_report_no_more_distance_cards():
    s = position(2, mode="referee", variants=HH)
    play(s, 0, "speed_camera", target=1)
    assert {"type": "skip"} in GAME.legal_moves(s, 1)
    discard(s, 1, "km100")
    GAME.apply(s, 1, {"type": "skip"})
    assert s.effects[1] == [] and s.counts[1] == 3


def test_truck_blocks_100_km_cards_only():
    s = hh(hands=[H, H], effects={0: [["truck", 6, False]]})
    error = refused(s, 0, {"type": "play", "card": "km100"}, "truck_blocks_100")
    assert "100 km distance cards for 6 turns" in error.rule
    assert {"type": "play", "card": "km50"} in GAME.legal_moves(s, 0)


def test_truck_lasts_six_of_the_targets_turns():
    s = hh(hands=[["truck"] + H[:3], H])
    play(s, 0, "truck", target=1)
    assert s.effects[1] == [Effect("truck", 6)]
    blocked = 0
    for _ in range(14):
        seat = GAME.pending(s)[0]
        if seat == 1:
            if {"type": "play", "card": "km100"} in GAME.legal_moves(s, 1):
                break
            blocked += 1
        end_turn(s, seat)
    assert blocked == 6


def test_overtake_resolves_an_active_truck():
    s = hh(variants=("highway_hysterics", "fork_in_the_road"),
           hands=[["overtake", "km100", "km50", "km50"], ["truck"] + H[:3]],
           effects={0: [["truck", 4, False]]})
    assert {"type": "play", "card": "overtake", "option": "resolve_truck"} in GAME.legal_moves(
        s, 0)
    events = play(s, 0, "overtake", option="resolve_truck")
    assert {"type": "resolve", "seat": 0, "card": "truck"} in events
    # both stay in front until seat 0's next turn, still blocking red cards
    assert s.effects[0] == [Effect("truck", 4, resolved=True), Effect("overtake", 0, resolved=True)]
    refused(s, 1, {"type": "play", "card": "truck", "target": 0}, "no_target")
    end_turn(s, 1)
    assert s.effects[0] == [] and {"type": "play", "card": "km100"} in GAME.legal_moves(s, 0)


def test_overtake_resolve_truck_needs_an_active_truck():
    s = hh(variants=("fork_in_the_road",), hands=[["overtake"] + H[:3], H])
    refused(s, 0, {"type": "play", "card": "overtake", "option": "resolve_truck"},
            "no_truck_to_resolve")


def test_motorway_searches_the_deck_for_a_distance_card_then_plays_two_distance_cards():
    s = hh(hands=[["motorway", "gps", "km50"], H], deck=["bus", "km100", "gps", "km50"])
    play(s, 0, "motorway")
    assert decision(s)["kind"] == "motorway_take"
    assert GAME.legal_moves(s, 0) == [{"type": "take", "card": "km50"},
                                      {"type": "take", "card": "km100"}]
    refused(s, 0, {"type": "take", "card": "bus"}, "card_not_searchable")
    events = GAME.apply(s, 0, {"type": "take", "card": "km100"})
    assert events[0]["private"] == {"card": "km100"} and "card" not in events[0]
    assert decision(s)["kind"] == "motorway_play" and decision(s)["distance_only"]
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km50"},
                                      {"type": "play", "card": "km100"}]
    play(s, 0, "km100")
    play(s, 0, "km50")
    assert s.roads[0] == ["km100", "km50"] and "motorway" in s.discard


def test_motorway_in_referee_mode_reports_a_draw_of_one_or_that_it_found_none():
    s = position(2, mode="referee", variants=HH)
    play(s, 0, "motorway")
    assert GAME.legal_moves(s, 0) == [{"type": "draw", "count": 1}, {"type": "skip"},
                                      {"type": "undo"}]
    refused(s, 0, {"type": "draw", "count": 0}, "wrong_draw_count")


def test_search_the_deck_and_draw_any_distance_card_finds_none_alike_in_both_modes():
    """"Motorway: Search the deck and draw any distance card": a draw pile without one gives
    nothing, digitally by itself and at a referee table by the report ``skip``; both modes
    then stand at the two distance plays with the same hands and piles."""
    digital = hh(hands=[["motorway", "km50", "km50"], H], deck=["bus", "gps", "stoplight"])
    play(digital, 0, "motorway")
    referee = position(2, mode="referee", variants=HH, counts=[3, 4], deck_n=3)
    play(referee, 0, "motorway")
    events = GAME.apply(referee, 0, {"type": "skip"})
    assert {"type": "skip", "seat": 0, "source": "motorway"} in events
    for s in (digital, referee):
        view = GAME.view(s, None)
        assert decision(s)["kind"] == "motorway_play"
        assert (view["deck_count"], [seat["hand_count"] for seat in view["seats"]]) == (3, [2, 4])
