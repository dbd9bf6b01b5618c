"""A turn: Miss a Turn, No Stopping, driving along existing roads, turning round."""

import pytest

from core.drive.cards import INDEX
from core.errors import IllegalMove

from .helpers import BLUE, GAME, RED, car_at, fresh, moves, park, play, put, stack, to_move


def pass_blue(state):
    """Blue drives one card along a straight laid in front of him."""
    car = state.cars[BLUE]
    x, y = car.x + (1 if car.edge == 1 else 0), car.y
    put(state, x, y, "straight", 90, by=BLUE)
    play(state, {"type": "drive"})


def test_miss_a_turn_stops_before_obstruction_and_passes_next_turn_without_drawing():
    state = fresh()
    events = play(state, {"type": "draw", "card": "level-crossing"},
                  {"type": "place", "rotation": 0})
    assert any(e["type"] == "miss_a_turn" for e in events)
    car = state.cars[RED]
    assert car.held and car_at(state, RED) == (0, -1, "N")
    assert GAME.view(state, None)["board"]["cars"][RED]["held"] is True
    pass_blue(state)
    pack = sum(state.pack_counts)
    assert moves(state) == [{"type": "pass_obstruction"}]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "draw", "card": "straight"})
    assert info.value.code == "miss_a_turn"
    play(state, {"type": "pass_obstruction"})
    assert not state.cars[RED].held
    assert sum(state.pack_counts) == pack
    assert GAME.pending(state) == [BLUE]


def test_miss_a_turn_obstruction_on_the_entry_arm_also_holds_the_car():
    state = fresh()
    play(state, {"type": "draw", "card": "road-works"}, {"type": "place", "rotation": 180})
    assert state.cars[RED].held


def test_garage_cards_are_miss_a_turn_cards():
    state = fresh()
    play(state, {"type": "draw", "card": "garage"}, {"type": "place", "rotation": 0})
    assert state.cars[RED].held


def test_miss_a_turn_crossroads_open_road_in_front_does_not_miss_a_turn():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads-level-crossing"},
         {"type": "place", "rotation": 90}, {"type": "exit", "edge": "N"})
    assert not state.cars[RED].held


def test_miss_a_turn_crossroads_turning_across_the_line_misses_a_turn():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads-level-crossing"},
         {"type": "place", "rotation": 90}, {"type": "exit", "edge": "E"})
    assert state.cars[RED].held


def test_miss_a_turn_same_procedure_on_a_card_previously_played():
    state = fresh()
    put(state, 0, -1, "level-crossing", 0, by=BLUE)
    play(state, {"type": "drive"})
    assert state.cars[RED].held and car_at(state, RED) == (0, -1, "N")


def test_no_stopping_gives_another_turn():
    state = fresh()
    events = play(state, {"type": "draw", "card": "no-stopping"},
                  {"type": "place", "rotation": 0})
    assert any(e["type"] == "another_turn" for e in events)
    assert GAME.pending(state) == [RED]
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    assert car_at(state, RED) == (0, -2, "N")
    assert GAME.pending(state) == [BLUE]


def test_no_stopping_card_already_played_also_gives_another_turn():
    state = fresh()
    put(state, 0, -1, "no-stopping", 0, by=BLUE)
    put(state, 0, -2, "straight", 0, by=BLUE)
    play(state, {"type": "drive"})
    assert GAME.pending(state) == [RED]
    play(state, {"type": "drive"})
    assert car_at(state, RED) == (0, -2, "N") and GAME.pending(state) == [BLUE]


def test_may_use_opponents_roads_one_card_a_turn_without_drawing():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=BLUE)
    put(state, 0, -2, "straight", 0, by=BLUE)
    pack = sum(state.pack_counts)
    assert {"type": "drive"} in moves(state)
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "draw", "card": "straight"})
    assert info.value.code == "must_not_draw"
    play(state, {"type": "drive"})
    assert car_at(state, RED) == (0, -1, "N")
    assert sum(state.pack_counts) == pack and GAME.pending(state) == [BLUE]


def test_a_card_may_not_be_played_on_top_of_another():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=RED)  # own card, no road towards the car
    assert all(m["type"] != "draw" for m in moves(state))


def test_cars_meeting_on_the_same_road_may_pass_each_other():
    state = fresh()
    put(state, 0, -1, "crossroads", 0, by=BLUE)
    park(state, BLUE, 0, -1, "S", "N")
    play(state, {"type": "drive"}, {"type": "exit", "edge": "N"})
    assert car_at(state, RED) == (0, -1, "N") and car_at(state, BLUE) == (0, -1, "S")


def test_turn_round_variation_reverses_the_car():
    state = fresh(turn_round=True)
    put(state, 0, -1, "crossroads", 0, by=RED)
    put(state, 0, -2, "straight", 0, by=RED)
    put(state, 0, -3, "straight", 90, by=RED)  # own card: no road, no Roundabout
    park(state, RED, 0, -2, "N", "S")
    assert moves(state) == [{"type": "wait"}, {"type": "break_down"}, {"type": "turn_round"}]
    play(state, {"type": "turn_round"})
    assert car_at(state, RED) == (0, -2, "S")
    to_move(state, RED)
    assert moves(state)[0] == {"type": "drive"}
    play(state, {"type": "drive"}, {"type": "exit", "edge": "E"})
    assert car_at(state, RED) == (0, -1, "E")


def test_turn_round_is_refused_without_the_option():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    park(state, RED, 0, -2, "N", "S")
    put(state, 0, -2, "straight", 0, by=RED)
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "turn_round"})
    assert info.value.code == "cannot_turn_round"


def test_turn_round_never_faces_the_start_card():
    state = fresh(turn_round=True)
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    to_move(state, RED)
    assert {"type": "turn_round"} not in moves(state)


def test_digital_draw_takes_the_top_card_and_shows_it_to_everyone():
    state = fresh(mode="digital")
    stack(state, "garage")
    events = play(state, {"type": "draw"})
    assert events == [{"type": "draw", "seat": RED, "card": "garage"}]
    assert state.drawn == INDEX["garage"]
    assert GAME.view(state, BLUE)["board"]["drawn"] == {
        "seat": RED, "card": "garage", "x": 0, "y": -1, "entry": "S"}


def test_digital_draw_names_no_card():
    state = fresh(mode="digital")
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "draw", "card": "garage"})
    assert info.value.code == "malformed_move"
