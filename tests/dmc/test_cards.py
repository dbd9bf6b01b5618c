"""The action cards and their turn trackers (rulebook §4, §6 note, §9) and the rulings."""


from core.dmc import GAME

from .helpers import FILL, H, decision, discard, play, position, refused


def effects(s, seat):
    return GAME.view(s, None)["seats"][seat]["effects"]


# -- red cards -------------------------------------------------------------------------

def test_red_card_cannot_be_played_on_player_with_red_card_in_front():
    s = position(3, hands=[["traffic", "stoplight", "km50", "km50"], H, H], deck=FILL,
                 effects={1: [["stoplight", 1, False]]})
    error = refused(s, 0, {"type": "play", "card": "traffic", "target": 1},
                    "red_card_already_in_front")
    assert "can NOT be played to a player with a red card already in front" in error.rule
    assert {"type": "play", "card": "traffic", "target": 2} in GAME.legal_moves(s, 0)


def test_red_cards_are_played_on_an_opponent():
    s = position(hands=[["traffic", "km50", "km50", "km50"], H], deck=FILL)
    refused(s, 0, {"type": "play", "card": "traffic", "target": 0}, "not_an_opponent")


def test_red_card_with_no_target_cannot_be_played():
    s = position(3, hands=[["u_turn", "km50", "km50", "km50"], H, H], deck=FILL,
                 effects={1: [["traffic", 2, False]], 2: [["stoplight", 1, False]]})
    refused(s, 0, {"type": "play", "card": "u_turn", "target": 1}, "no_target")
    assert not [m for m in GAME.legal_moves(s, 0) if m.get("card") == "u_turn"
                and m["type"] == "play"]


def test_stoplight_skips_two_turns():
    s = position(hands=[["stoplight", "km50", "km50", "km50"], H], deck=FILL)
    events = play(s, 0, "stoplight", target=1)
    # "left": the turns still to skip, this one included; the view then shows one fewer
    assert {"type": "skip_turn", "seat": 1, "left": 2} in events
    assert GAME.pending(s) == [0]  # seat 1's first turn was skipped
    assert GAME.view(s, None)["seats"][1]["skipping"] == 1
    assert effects(s, 1) == [{"card": "stoplight", "turns_left": 1, "resolved": False}]
    discard(s, 0, "gps")
    events = GAME.apply(s, 0, {"type": "end_turn"})
    assert [e for e in events if e["type"] == "skip_turn"] == [
        {"type": "skip_turn", "seat": 1, "left": 1}]
    assert GAME.pending(s) == [0]
    discard(s, 0, "gps")
    events = GAME.apply(s, 0, {"type": "end_turn"})
    assert GAME.pending(s) == [1]
    assert {"type": "remove", "seat": 1, "cards": ["stoplight"]} in events
    assert effects(s, 1) == [] and "stoplight" in s.discard


def test_u_turn_discards_the_last_two_distance_cards_played():
    s = position(hands=[["u_turn", "km50", "km50", "km50"], H], deck=FILL,
                 roads=[[], ["km100", "km50", "km100"]])
    events = play(s, 0, "u_turn", target=1)
    assert s.roads[1] == ["km100"]
    assert {"type": "u_turn", "seat": 1, "cards": ["km50", "km100"]} in events
    assert s.discard == ["km50", "km100", "u_turn"]
    assert effects(s, 1) == []


def test_u_turn_on_a_short_road_removes_what_there_is():
    s = position(hands=[["u_turn", "u_turn", "km50", "km50"], H], deck=FILL,
                 roads=[[], ["km50"]])
    play(s, 0, "u_turn", target=1)
    assert s.roads[1] == []


def test_traffic_blocks_distance_cards():
    s = position(hands=[H, H], deck=FILL, effects={0: [["traffic", 3, False]]})
    error = refused(s, 0, {"type": "play", "card": "km50"}, "traffic_blocks_distance")
    assert "cannot play distance cards for 4 turns" in error.rule
    assert all(m["type"] == "discard" for m in GAME.legal_moves(s, 0))


def test_traffic_lasts_four_of_the_affected_players_turns():
    s = position(3, hands=[["traffic"] + H[:3], H, H], deck=FILL)
    play(s, 0, "traffic", target=1)
    assert effects(s, 1)[0]["turns_left"] == 4
    blocked = 0
    for _ in range(12):
        seat = GAME.pending(s)[0]
        if seat == 1:
            if any(m["type"] == "play" and m["card"].startswith("km")
                   for m in GAME.legal_moves(s, 1)):
                break
            blocked += 1
        discard(s, seat, s.hands[seat][0])
        GAME.apply(s, seat, {"type": "end_turn"})
        if seat != 1:  # other players' turns do not turn seat 1's tracker
            assert effects(s, 1) == [] or effects(s, 1)[0]["turns_left"] == 4 - blocked
    assert blocked == 4


def test_tracker_turns_at_the_end_of_each_of_the_affected_players_turns():
    s = position(hands=[H, H], deck=FILL, turn=1, effects={1: [["traffic", 4, False]]})
    discard(s, 1, "km50")
    GAME.apply(s, 1, {"type": "end_turn"})
    assert effects(s, 1)[0]["turns_left"] == 3


def test_durations_count_skipped_turns():
    # A Stoplight's own tracker turns on the turns it skips.
    s = position(3, hands=[H, H, H], deck=FILL, turn=0, effects={1: [["stoplight", 2, False]]})
    play(s, 0, "km50")
    assert effects(s, 1)[0]["turns_left"] == 1 and GAME.pending(s) == [2]


def test_expired_card_is_removed_at_the_start_of_the_first_turn_it_no_longer_affects():
    s = position(3, hands=[["traffic"] + H[:3], H, H], deck=FILL, turn=1,
                 effects={1: [["traffic", 1, False]]})
    discard(s, 1, "km50")
    GAME.apply(s, 1, {"type": "end_turn"})
    # Turn over: 0 turns left, yet it still lies in front of seat 1 ...
    assert effects(s, 1) == [{"card": "traffic", "turns_left": 0, "resolved": False}]
    play(s, 2, "km50")
    assert effects(s, 1)[0]["turns_left"] == 0
    # ... and is discarded only when seat 1's next turn begins.
    play(s, 0, "km50")
    assert effects(s, 1) == [] and s.discard[-1] == "traffic"
    assert {"type": "play", "card": "km50"} in GAME.legal_moves(s, 1)


def test_expired_card_still_protects_from_red_cards_until_removed():
    s = position(3, hands=[["traffic", "km50", "km50", "km50"], H, H], deck=FILL,
                 effects={1: [["traffic", 0, False]]})
    refused(s, 0, {"type": "play", "card": "traffic", "target": 1}, "red_card_already_in_front")


def test_toll_booth_victim_chooses_two_cards_to_discard():
    s = position(hands=[["toll_booth", "km50", "km50", "km50"], ["u_turn", "bus", "km50",
                                                                 "gps"]], deck=FILL)
    play(s, 0, "toll_booth", target=1)
    assert GAME.pending(s) == [1]
    assert decision(s) == {"seat": 1, "kind": "toll_booth_discard", "remaining": 2,
                           "source": "toll_booth"}
    assert effects(s, 1) == [{"card": "toll_booth", "turns_left": 0, "resolved": False}]
    refused(s, 0, {"type": "discard", "card": "km50"}, "not_your_turn")
    discard(s, 1, "bus")
    assert decision(s)["remaining"] == 1
    discard(s, 1, "gps")
    assert sorted(s.hands[1]) == ["km50", "u_turn"]
    assert s.discard == ["bus", "gps", "toll_booth"] and effects(s, 1) == []
    assert GAME.pending(s) == [1]  # seat 0 drew, and it is seat 1's own turn now


def test_toll_booth_with_fewer_cards_discards_what_it_can():
    s = position(hands=[["toll_booth", "km50", "km50", "km50"], ["gps"]], deck=FILL)
    play(s, 0, "toll_booth", target=1)
    assert decision(s)["remaining"] == 1
    discard(s, 1, "gps")
    # Seat 1 starts its own turn with an empty hand: it can only pass (and then draw).
    assert s.hands[1] == [] and GAME.legal_moves(s, 1) == [{"type": "pass"}]
    s2 = position(hands=[["toll_booth", "km50", "km50", "km50"], []], deck=FILL)
    play(s2, 0, "toll_booth", target=1)
    assert s2.discard == ["toll_booth"] and GAME.pending(s2) == [1]


def test_roundabout_plays_any_two_additional_cards():
    s = position(hands=[["roundabout", "km50", "traffic", "km100"], H], deck=FILL)
    play(s, 0, "roundabout")
    assert decision(s)["kind"] == "roundabout_play"
    play(s, 0, "traffic", target=1)
    play(s, 0, "km100")
    assert s.roads[0] == ["km100"] and effects(s, 1)[0]["card"] == "traffic"
    assert s.discard == ["roundabout"] and GAME.pending(s) == [1]


def test_roundabout_plays_resolve_one_at_a_time():
    # Roundabout -> Bus: the Bus draws 3 and plays 1 before the Roundabout's second play.
    s = position(hands=[["roundabout", "bus", "km50", "u_turn"], H],
                 deck=["km50"] * 10 + ["race_car", "km100", "km100"])
    play(s, 0, "roundabout")
    events = play(s, 0, "bus")
    assert [e["source"] for e in events if e["type"] == "draw"] == ["bus"]
    assert decision(s)["kind"] == "bus_play"
    play(s, 0, "race_car")  # nested again: draw, distance, draw, distance
    play(s, 0, "km100")
    play(s, 0, "km100")
    assert decision(s)["kind"] == "roundabout_play"
    assert [x.saved()[3] for x in s.stack] == ["", "refill", "roundabout", "roundabout"]
    play(s, 0, "km50")
    assert s.roads[0] == ["km100", "km100", "km50"]
    assert s.discard == ["race_car", "bus", "roundabout"]


def test_shortcut_resolves_an_active_traffic():
    s = position(hands=[["shortcut", "km50", "km50", "km50"], H], deck=FILL,
                 effects={0: [["traffic", 3, False]]})
    refused(s, 0, {"type": "play", "card": "km50"}, "traffic_blocks_distance")
    play(s, 0, "shortcut", option="resolve_traffic")
    assert effects(s, 0) == [{"card": "traffic", "turns_left": 0, "resolved": True},
                             {"card": "shortcut", "turns_left": 0, "resolved": True}]


def test_shortcut_resolving_traffic_stays_until_next_turn():
    s = position(3, hands=[["shortcut", "roundabout", "km50", "km50"], H,
                           ["stoplight"] + H[:3]], deck=FILL,
                 effects={0: [["traffic", 3, False]]})
    play(s, 0, "roundabout")
    play(s, 0, "shortcut", option="resolve_traffic")
    play(s, 0, "km50")  # the restriction ends at once
    assert s.roads[0] == ["km50"]
    play(s, 1, "km50")
    refused(s, 2, {"type": "play", "card": "stoplight", "target": 0}, "red_card_already_in_front")
    play(s, 2, "km50")
    assert effects(s, 0) == [] and s.discard[-2:] == ["traffic", "shortcut"]


def test_shortcut_needs_an_active_traffic_to_resolve():
    s = position(hands=[["shortcut", "km50", "km50", "km50"], H], deck=FILL)
    error = refused(s, 0, {"type": "play", "card": "shortcut", "option": "resolve_traffic"},
                    "no_traffic_to_resolve")
    assert error.rule.startswith("Shortcut:")


def test_shortcut_plays_two_distance_cards():
    s = position(hands=[["shortcut", "km50", "u_turn", "km100"], H], deck=FILL)
    play(s, 0, "shortcut", option="play_distance")
    assert decision(s)["kind"] == "shortcut_play" and decision(s)["distance_only"]
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km50"},
                                      {"type": "play", "card": "km100"}]
    refused(s, 0, {"type": "play", "card": "u_turn", "target": 1}, "distance_card_required")
    play(s, 0, "km50")
    play(s, 0, "km100")
    assert s.roads[0] == ["km50", "km100"]


def test_gps_searches_the_deck_and_draws_any_two_cards():
    s = position(hands=[["gps", "km50", "km50", "km50"], H],
                 deck=["km50", "bus", "km100", "km50", "traffic"])
    play(s, 0, "gps")
    assert decision(s)["kind"] == "gps_take"
    assert GAME.view(s, 0)["decision"]["deck"] == {"km50": 2, "km100": 1, "traffic": 1,
                                                   "bus": 1}
    assert "deck" not in GAME.view(s, 1)["decision"]
    assert [m["card"] for m in GAME.legal_moves(s, 0)] == ["km50", "km100", "traffic", "bus"]
    refused(s, 0, {"type": "take", "card": "u_turn"}, "card_not_in_deck")
    events = GAME.apply(s, 0, {"type": "take", "card": "bus"})
    assert events == [{"type": "take", "seat": 0, "private": {"card": "bus"}, "private_to": 0}]
    GAME.apply(s, 0, {"type": "take", "card": "traffic"})
    assert sorted(s.hands[0]) == ["bus", "km50", "km50", "km50", "traffic"]
    assert sorted(s.deck) == ["km100", "km50", "km50"]


def test_bus_draws_three_cards_then_plays_a_card():
    s = position(hands=[["bus", "u_turn", "u_turn", "u_turn"], H],
                 deck=["km50"] * 5 + ["stoplight", "km100", "roundabout"])
    events = play(s, 0, "bus")
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["count"] == 3 and draw["source"] == "bus"
    assert decision(s)["kind"] == "bus_play" and not decision(s)["distance_only"]
    play(s, 0, "stoplight", target=1)
    assert effects(s, 1)[0]["card"] == "stoplight"


def test_race_car_draw_a_card_play_a_distance_card_repeat():
    s = position(hands=[["race_car", "u_turn", "u_turn", "u_turn"], H],
                 deck=["km50"] * 5 + ["km100", "km50"])
    play(s, 0, "race_car")
    assert decision(s)["kind"] == "race_car_play"
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km50"}]
    play(s, 0, "km50")
    assert GAME.legal_moves(s, 0) == [{"type": "play", "card": "km100"}]
    play(s, 0, "km100")
    assert s.roads[0] == ["km50", "km100"] and GAME.pending(s) == [1]


def test_race_car_without_a_distance_card_skips_the_play():
    s = position(hands=[["race_car", "u_turn", "u_turn", "u_turn"], H],
                 deck=["km50"] * 5 + ["km100", "gps"])
    events = play(s, 0, "race_car")
    assert [e["type"] for e in events].count("skip") == 1  # drew the GPS: no distance card
    assert decision(s)["kind"] == "race_car_play"  # drew the 100 km: play it
    play(s, 0, "km100")
    assert s.roads[0] == ["km100"]


def test_digital_additional_plays_are_mandatory_when_possible():
    s = position(hands=[["roundabout", "km50", "u_turn", "km50"], H], deck=FILL)
    play(s, 0, "roundabout")
    refused(s, 0, {"type": "skip"}, "cannot_skip")
    assert all(m["type"] == "play" for m in GAME.legal_moves(s, 0))


def test_a_card_being_resolved_lies_in_front_and_is_not_reshuffled():
    s = position(hands=[["bus", "u_turn", "u_turn", "u_turn"], H], deck=["km50"],
                 discard=["km100", "km100"])
    events = play(s, 0, "bus")
    assert {"type": "reshuffle", "count": 2} in events
    assert effects(s, 0) == [{"card": "bus", "turns_left": 0, "resolved": False}]
    assert sorted(s.hands[0]) == ["km100", "km100", "km50", "u_turn", "u_turn", "u_turn"]
    play(s, 0, "km100")
    assert effects(s, 0) == [] and "bus" in s.discard


def test_blue_cards_are_played_for_yourself():
    s = position(hands=[["bus", "km50", "km50", "km50"], H], deck=FILL)
    refused(s, 0, {"type": "play", "card": "bus", "target": 1}, "malformed_move")


def test_card_action_takes_precedence_over_the_one_card_rule():
    # "If a card's action and this rulebook conflict, the card's action takes precedence."
    s = position(hands=[["roundabout", "km50", "km50", "km50"], H], deck=FILL)
    play(s, 0, "roundabout")
    play(s, 0, "km50")
    play(s, 0, "km50")
    assert s.roads[0] == ["km50", "km50"]


def test_gps_shuffles_the_deck_afterwards():
    deck = ["km50", "km100", "u_turn", "bus", "traffic", "km50", "stoplight", "gps", "race_car"]
    s = position(hands=[["gps", "km50", "km50", "km50"], H], deck=deck)
    rng_before = s.rng.state
    play(s, 0, "gps")
    GAME.apply(s, 0, {"type": "take", "card": "bus"})
    assert s.rng.state == rng_before  # still searching: nothing shuffled yet
    GAME.apply(s, 0, {"type": "take", "card": "traffic"})
    assert s.rng.state != rng_before
    assert sorted(s.deck) == sorted(["km50", "km100", "u_turn", "km50", "stoplight", "gps",
                                     "race_car"])
