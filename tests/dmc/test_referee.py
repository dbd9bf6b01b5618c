"""Referee mode: physical cards, reported moves, the same rules (design: Referee mode)."""

import json

import pytest

from core import Config
from core.dmc import GAME
from core.errors import InvalidState
from core.undo import RULE_UNDO, SCHEMA

from .helpers import decision, dump, play, position, referee_total, refused


def ref(players=2, **kw):
    return position(players, mode="referee", **kw)


def test_referee_game_starts_with_four_unknown_cards_each():
    s = GAME.new(Config(players=3, mode="referee", options={"first_player": 1}), 5)
    view = GAME.view(s, None)
    assert [seat["hand_count"] for seat in view["seats"]] == [4, 4, 4]
    assert view["deck_count"] == 104 - 12 and "hand" not in view and "hand" not in GAME.view(s, 1)
    assert view["turn"] == 1 and view["pending"] == [1]


def test_referee_refuses_more_copies_than_the_deck_holds():
    s = ref(discard=["stoplight"] * 4, roads=[["km50"], []],
            effects={1: [["stoplight", 1, False]]})
    error = refused(s, 0, {"type": "discard", "card": "stoplight"}, "too_many_copies")
    assert "5 copies of Stoplight" in error.message
    assert not [m for m in GAME.legal_moves(s, 0) if m.get("card") == "stoplight"]
    assert {"type": "discard", "card": "km50"} in GAME.legal_moves(s, 0)


def test_referee_candidates_are_every_card_with_an_unseen_copy():
    s = ref()
    played = {m["card"] for m in GAME.legal_moves(s, 0) if m["type"] == "play"}
    discarded = {m["card"] for m in GAME.legal_moves(s, 0) if m["type"] == "discard"}
    assert discarded == set(s.totals)
    assert played == set(s.totals)
    house = ref(options={"deck": {"gps": 0}})
    assert "gps" not in {m["card"] for m in GAME.legal_moves(house, 0)}


def test_referee_undo_takes_back_the_last_reports_in_order():
    s = ref()
    start = dump(s)
    play(s, 0, "km50")
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "refill", "count": 1}
    assert GAME.view(s, None)["undo"] == 0
    GAME.apply(s, 0, {"type": "undo"})
    assert dump(s) == start
    refused(s, 0, {"type": "undo"}, "nothing_to_undo")
    play(s, 0, "km100")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    after_seat_0 = dump(s)
    assert GAME.pending(s) == [1] and {"type": "undo"} in GAME.legal_moves(s, 0)
    play(s, 1, "km50")  # the next report: an undo now takes back seat 1's play first
    assert GAME.view(s, None)["undo"] == 1
    GAME.apply(s, 1, {"type": "undo"})
    # seat 0's reports stand again, and so does its right to take them back
    assert dump(s) == after_seat_0 and GAME.view(s, None)["undo"] == 0
    GAME.apply(s, 0, {"type": "undo"})
    assert GAME.pending(s) == [0] and s.roads[0] == ["km100"]


def test_referee_undo_is_the_shared_mechanism_with_the_saved_shape():
    s = ref()
    play(s, 0, "km50")
    # any seat may take back the last report on behalf of the table
    assert GAME.legal_moves(s, 1)[-1] == {"type": "undo"}
    assert GAME.move_schemas()["undo"] == SCHEMA
    data = GAME.to_json(s)
    # a saved game keeps {"seat", "state"}; the snapshot holds no snapshot of its own
    assert set(data["undo"]) == {"seat", "state"} and data["undo"]["seat"] == 0
    assert "undo" not in data["undo"]["state"]
    again = GAME.from_json(json.loads(json.dumps(data)))
    assert GAME.to_json(again) == data
    assert GAME.apply(again, 1, {"type": "undo"}) == [{"type": "undo", "seat": 1, "reporter": 0}]
    error = refused(again, 1, {"type": "undo"}, "nothing_to_undo")
    assert error.rule == RULE_UNDO and "no report is left" in error.message
    for bad in ({"seat": 0}, {"seat": "0", "state": data["undo"]["state"]},
                {"seat": 0, "state": {**data["undo"]["state"], "undo": data["undo"]}},
                {**data["undo"], "below": None}, {**data["undo"], "below": {"seat": 0}}):
        with pytest.raises(InvalidState):
            GAME.from_json({**data, "undo": bad})


def test_digital_mode_has_no_undo():
    s = position(hands=[["km50"] * 4, ["km50"] * 4], deck=["gps"] * 10)
    play(s, 0, "km50")
    refused(s, 0, {"type": "undo"}, "nothing_to_undo")


def test_referee_draw_count_must_be_exact():
    s = ref(counts=[4, 4], deck_n=1, discard=["gps"])
    play(s, 0, "roundabout")
    GAME.apply(s, 0, {"type": "skip"})
    GAME.apply(s, 0, {"type": "skip"})
    # hand 3 -> refill 1 card
    error = refused(s, 0, {"type": "draw", "count": 2}, "wrong_draw_count")
    assert "exactly 1" in error.message and "draw from the deck until you have 4" in error.rule
    assert GAME.legal_moves(s, 0)[0] == {"type": "draw", "count": 1}


def test_referee_draws_reshuffle_the_discard_pile_and_stop_short():
    s = ref(counts=[1, 4], deck_n=1, discard=["gps", "bus"])
    play(s, 0, "km50")  # hand 0: wants 4, only 1 + 2 can be drawn
    assert decision(s)["count"] == 3
    events = GAME.apply(s, 0, {"type": "draw", "count": 3})
    assert {"type": "reshuffle", "count": 2} in events
    assert s.counts[0] == 3 and s.deck_n == 0 and s.discard == []


def test_referee_player_with_no_cards_cannot_play():
    s = ref(counts=[0, 4])
    refused(s, 0, {"type": "play", "card": "km50"}, "empty_hand")
    assert GAME.legal_moves(s, 0) == [{"type": "pass"}]


def test_referee_hand_counts_follow_the_reports():
    s = ref()
    play(s, 0, "bus")
    GAME.apply(s, 0, {"type": "draw", "count": 3})
    assert s.counts[0] == 6
    play(s, 0, "km100")
    assert s.counts[0] == 5 and GAME.pending(s) == [1]  # 5 >= 4: no refill


def test_referee_may_skip_an_additional_play_it_cannot_carry_out():
    s = ref()
    play(s, 0, "roundabout")
    assert GAME.legal_moves(s, 0)[-2:] == [{"type": "skip"}, {"type": "undo"}]
    events = GAME.apply(s, 0, {"type": "skip"})
    assert events == [{"type": "skip", "seat": 0, "source": "roundabout"}]
    GAME.apply(s, 0, {"type": "skip"})
    assert decision(s)["kind"] == "draw"


def test_referee_toll_booth_victim_reports_the_discards():
    s = ref(counts=[4, 1])
    play(s, 0, "toll_booth", target=1)
    assert decision(s) == {"seat": 1, "kind": "toll_booth_discard", "remaining": 1,
                           "source": "toll_booth"}
    GAME.apply(s, 1, {"type": "discard", "card": "u_turn"})
    assert s.counts[1] == 0 and s.discard == ["u_turn", "toll_booth"]


def test_referee_gps_search_is_reported_as_a_draw_of_two():
    s = ref()
    play(s, 0, "gps")
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "gps", "count": 2}
    GAME.apply(s, 0, {"type": "draw", "count": 2})
    assert s.counts[0] == 5 and GAME.pending(s) == [1]


def test_referee_gps_draw_any_2_cards_may_be_reported_one_card_at_a_time():
    # "GPS: Search the deck and draw any 2 cards": digital mode takes them one by one (a
    # Swerve may come between), so a table may report them so too; 0 or 3 stay refused
    s = ref()
    play(s, 0, "gps")
    assert GAME.legal_moves(s, 0)[:2] == [{"type": "draw", "count": 2},
                                          {"type": "draw", "count": 1}]
    refused(s, 0, {"type": "draw", "count": 0}, "wrong_draw_count")
    refused(s, 0, {"type": "draw", "count": 3}, "wrong_draw_count")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert decision(s) == {"seat": 0, "kind": "draw", "source": "gps", "count": 1}
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert s.counts[0] == 5 and GAME.pending(s) == [1]


def test_referee_checks_turn_order_the_red_card_rule_and_the_goal():
    s = ref(3, roads=[["km100"] * 9 + ["km50"], [], []], effects={1: [["traffic", 2, False]]})
    refused(s, 1, {"type": "play", "card": "km50"}, "not_your_turn")
    refused(s, 0, {"type": "play", "card": "km100"}, "exceeds_goal")
    refused(s, 0, {"type": "play", "card": "stoplight", "target": 1},
            "red_card_already_in_front")
    play(s, 0, "stoplight", target=2)
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    refused(s, 1, {"type": "play", "card": "km50"}, "traffic_blocks_distance")


def test_referee_counts_skipped_turns_and_trackers():
    s = ref(3, effects={1: [["stoplight", 2, False]]})
    play(s, 0, "km50")
    GAME.apply(s, 0, {"type": "draw", "count": 1})
    assert GAME.pending(s) == [2]
    view = GAME.view(s, None)
    assert view["seats"][1]["skipping"] == 1
    assert view["seats"][1]["effects"] == [{"card": "stoplight", "turns_left": 1,
                                            "resolved": False}]


def test_referee_view_shows_distances_whose_turn_and_effects_with_turns_left():
    s = ref(3, roads=[["km100", "km50"], [], ["km50"]], effects={2: [["traffic", 3, False]]},
            turn=1)
    view = GAME.view(s, None)
    assert view["mode"] == "referee" and view["turn"] == 1
    assert [seat["distance"] for seat in view["seats"]] == [150, 0, 50]
    assert view["seats"][2]["effects"] == [{"card": "traffic", "turns_left": 3,
                                            "resolved": False}]


def test_referee_conserves_the_card_total():
    s = GAME.new(Config(players=4, mode="referee"), 3)
    total = referee_total(s)
    play(s, s.turn, "bus")
    assert referee_total(s) == total == 104


def test_referee_refuses_a_card_the_house_deck_does_not_hold():
    s = ref(options={"deck": {"gps": 0}})
    error = refused(s, 0, {"type": "play", "card": "gps"}, "too_many_copies")
    assert "holds no GPS" in error.message


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_both_modes_refuse_with_the_same_rule(mode):
    hands = [["traffic", "km100", "km50", "km50"], ["km50"] * 4]
    s = position(2, mode=mode, hands=hands, deck=["gps"] * 9,
                 roads=[["km100"] * 9 + ["km50"], []], effects={1: [["stoplight", 1, False]]})
    red = refused(s, 0, {"type": "play", "card": "traffic", "target": 1}, "no_target")
    goal = refused(s, 0, {"type": "play", "card": "km100"}, "exceeds_goal")
    assert "red card already in front" in red.rule and "exceed the goal" in goal.rule


def test_referee_a_discard_after_a_play_quotes_the_rule_that_forbids_it():
    # "Note: If you play any card on your turn, you may NOT discard on the same turn."
    # reproduction: the check said "a discard move is not expected now: seat 1 must report
    # the cards drawn"
    s = ref()
    play(s, 0, "km50")
    error = refused(s, 0, {"type": "discard", "card": "km50"}, "no_discard_after_play")
    assert error.rule == ("Note: If you play any card on your turn, you may NOT discard on"
                          " the same turn.")
    # a turn that discarded and ended draws: another discard is simply not now
    s = ref()
    GAME.apply(s, 0, {"type": "discard", "card": "km50"})
    GAME.apply(s, 0, {"type": "end_turn"})
    refused(s, 0, {"type": "discard", "card": "km50"}, "not_now")


def test_a_seat_that_is_not_one_of_the_games_has_no_moves_even_while_a_window_is_open():
    """A transcript's move by seat -1 or 7 in a game of four is refused not_a_seat (the
    window of Quick Reactions asked every seat's hand: -1 was read as the last seat's and
    7 crashed the check)."""
    from core.dmc.entries import Window, current
    from core.transcript import check

    transcript = {"game": "driving-me-crazy", "seed": 256,
                  "config": {"players": 4, "mode": "digital", "variants": ["quick_reactions"]},
                  "moves": []}
    state = GAME.new(Config.from_dict(transcript["config"]), 256)
    while not isinstance(current(state), Window):
        seat = GAME.view(state, None)["pending"][0]
        move = GAME.legal_moves(state, seat)[0]
        GAME.apply(state, seat, move)
        transcript["moves"].append({"seat": seat, "move": move})
        assert len(transcript["moves"]) < 500
    for seat in (-1, 4, 1639):
        assert GAME.legal_moves(state, seat) == []
        verdict = check({**transcript, "moves": [*transcript["moves"],
                                                 {"seat": seat, "move": {"type": "pass"}}]})
        assert not verdict.legal and verdict.code == "not_a_seat"
