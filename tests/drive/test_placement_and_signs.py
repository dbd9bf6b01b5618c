"""Placing the drawn card, black triangles, and every sign's handedness.

Handedness is from the driver's point of view: a northbound driver entering a
card at S has W on the left and E on the right; an eastbound driver entering
at W has N on the left and S on the right.
"""

import pytest

from core.drive.geometry import E, N, S, W, left_of, right_of
from core.drive.state import changed
from core.errors import IllegalMove

from .helpers import BLUE, GAME, RED, car_at, fresh, moves, park, play, put


def rotations(state):
    return [m["rotation"] for m in moves(state) if m["type"] == "place"]


def draw(state, card):
    play(state, {"type": "draw", "card": card})


def test_drivers_left_and_right():
    assert (left_of(S), right_of(S)) == (W, E)
    assert (left_of(W), right_of(W)) == (N, S)
    assert (left_of(N), right_of(N)) == (E, W)
    assert (left_of(E), right_of(E)) == (S, N)


def test_first_card_is_placed_alongside_own_start():
    state = fresh()
    events = play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    placed = next(e for e in events if e["type"] == "place")
    assert (placed["x"], placed["y"]) == (0, -1)
    assert car_at(state, RED) == (0, -1, "N")


def test_the_arm_facing_the_car_must_be_a_road():
    state = fresh()
    draw(state, "straight")
    assert rotations(state) == [0, 180]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "place", "rotation": 90})
    assert info.value.code == "no_road_towards_car"


def test_triangle_must_touch_the_car_position():
    state = fresh()
    park(state, RED, 0, -1, "N")
    put(state, 0, -1, "straight", 0, by=RED)
    draw(state, "t-junction-bar")
    assert rotations(state) == [180]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "place", "rotation": 0})
    assert info.value.code == "triangle_must_touch_car"


def test_triangle_must_touch_the_start_card_on_the_first_turn():
    state = fresh()
    draw(state, "t-junction-stem")
    assert rotations(state) == [0]  # triangle S, against the Start card


def test_ignore_triangles_option_allows_every_rotation_with_a_road():
    state = fresh(ignore_triangles=True)
    draw(state, "bend-turn-left")
    assert rotations(state) == [90, 180]


def test_turn_left_bend_turns_to_the_drivers_left():
    state = fresh()
    draw(state, "bend-turn-left")
    assert rotations(state) == [180]
    play(state, {"type": "place", "rotation": 180})
    assert car_at(state, RED) == (0, -1, "W")  # northbound: left is W


def test_turn_right_bend_turns_to_the_drivers_right():
    state = fresh()
    draw(state, "bend-turn-right")
    play(state, {"type": "place", "rotation": 180})
    assert car_at(state, RED) == (0, -1, "E")


def test_left_turn_only_northbound_driver_must_turn_west():
    state = fresh()
    draw(state, "left-turn-only")
    play(state, {"type": "place", "rotation": 0})
    assert car_at(state, RED) == (0, -1, "W")


def test_left_turn_only_eastbound_driver_must_turn_north():
    state = fresh(first=BLUE)
    draw(state, "left-turn-only")
    play(state, {"type": "place", "rotation": 90})  # the sign's S arm now faces W
    assert car_at(state, BLUE) == (2, 0, "N")


def test_right_turn_only_northbound_driver_must_turn_east():
    state = fresh()
    draw(state, "right-turn-only")
    play(state, {"type": "place", "rotation": 0})
    assert car_at(state, RED) == (0, -1, "E")


def test_no_left_turn_forbids_west_to_a_northbound_driver():
    state = fresh()
    draw(state, "no-left-turn")
    play(state, {"type": "place", "rotation": 0})
    assert [m["edge"] for m in moves(state)] == ["N", "E"]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "exit", "edge": "W"})
    assert info.value.code == "sign_forbids_exit"


def test_no_right_turn_forbids_east_to_a_northbound_driver():
    state = fresh()
    draw(state, "no-right-turn")
    play(state, {"type": "place", "rotation": 0})
    assert [m["edge"] for m in moves(state)] == ["N", "W"]


def test_no_right_turn_other_entries_are_free():
    state = fresh()
    draw(state, "no-right-turn")
    play(state, {"type": "place", "rotation": 90})  # the sign now governs entry at W
    assert [m["edge"] for m in moves(state)] == ["N", "E", "W"]


def test_diversion_closes_straight_on_and_sends_the_driver_right():
    state = fresh()
    draw(state, "diversion")
    play(state, {"type": "place", "rotation": 0})
    assert car_at(state, RED) == (0, -1, "E")


def test_no_entry_one_way_refuses_entry_at_its_closed_end():
    state = fresh()
    draw(state, "one-way")
    assert rotations(state) == [180]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "place", "rotation": 0})
    assert info.value.code == "no_entry"


def test_t_junction_no_entry_refuses_entry_at_e():
    state = fresh()
    draw(state, "t-junction-no-entry")
    assert rotations(state) == [0, 180]


def test_no_entry_on_a_card_already_played_bars_the_road():
    state = fresh()
    put(state, 0, -1, "one-way", 0, by=RED)  # No Entry facing red's car
    # red's own card: no Roundabout can go there, and red still holds two (see
    # test_barred_cars.py): the car waits, or red retires
    assert moves(state) == [{"type": "wait"}, {"type": "break_down"}]
    state.roundabouts[RED] = 0
    changed(state)
    assert moves(state) == [{"type": "break_down"}]


def test_crossroads_the_player_chooses_the_exit():
    state = fresh()
    draw(state, "crossroads")
    play(state, {"type": "place", "rotation": 0})
    assert moves(state) == [{"type": "exit", "edge": e} for e in "NEW"]
    play(state, {"type": "exit", "edge": "E"})
    assert car_at(state, RED) == (0, -1, "E")
    assert GAME.pending(state) == [BLUE]


def test_one_exit_needs_no_exit_move():
    state = fresh()
    draw(state, "bend")
    play(state, {"type": "place", "rotation": 90})  # arms E and S
    assert car_at(state, RED) == (0, -1, "E")
    assert GAME.pending(state) == [BLUE]


def test_picture_only_signs_do_not_affect_play():
    plain, pictured = fresh(), fresh()
    draw(plain, "straight")
    draw(pictured, "straight-quayside")
    assert moves(plain) == moves(pictured)
    view = GAME.view(pictured, None)
    assert view["board"]["drawn"]["card"] == "straight-quayside"


def test_each_player_must_play_the_card_he_draws():
    state = fresh()
    draw(state, "straight")
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "discard"})
    assert info.value.code == "must_play_drawn_card"
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "drive"})
    assert info.value.code == "place_the_drawn_card"
