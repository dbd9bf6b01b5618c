"""Every refusal carries a stable code, a message and, for rules, the rulebook passage."""

import pytest

from core.errors import IllegalMove

from .helpers import BLUE, GAME, RED, dump, fresh, park, play, put


def refused(state, move, seat=None):
    before = dump(state)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, state.turn if seat is None else seat, move)
    assert dump(state) == before
    assert info.value.message
    return info.value


def crossroads_in_play():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    return state


def test_malformed_moves():
    state = fresh()
    assert refused(state, {"type": "fly"}).code == "unknown_move"
    assert refused(state, ["draw"]).code == "unknown_move"
    assert refused(state, {"type": "draw", "card": "straight", "x": 1}).code == "malformed_move"
    assert refused(state, {"type": "draw"}, seat=7).code == "not_a_seat"


def test_bad_rotation_and_bad_edge():
    state = fresh()
    play(state, {"type": "draw", "card": "straight"})
    assert refused(state, {"type": "place", "rotation": 45}).code == "bad_rotation"
    assert refused(state, {"type": "place", "rotation": True}).code == "bad_rotation"
    state = crossroads_in_play()
    assert refused(state, {"type": "exit", "edge": "up"}).code == "bad_edge"


def test_choose_an_exit_before_anything_else():
    state = crossroads_in_play()
    error = refused(state, {"type": "draw", "card": "straight"})
    assert error.code == "choose_an_exit" and error.rule


def test_no_u_turn_and_no_road():
    state = crossroads_in_play()
    assert refused(state, {"type": "exit", "edge": "S"}).code == "no_u_turn"
    state = fresh()
    play(state, {"type": "draw", "card": "t-junction"}, {"type": "place", "rotation": 180})
    assert refused(state, {"type": "exit", "edge": "E"}).code == "no_road"


def test_no_access_to_finish_one_card_from_it():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    play(state, {"type": "draw", "card": "t-junction"})
    error = refused(state, {"type": "place", "rotation": 90})
    assert error.code == "no_access_to_finish" and "Finish" in error.rule


def test_no_legal_exit_placement():
    state = fresh(players=4)
    put(state, 2, 0, "straight", 0, by=RED)
    park(state, RED, 2, 0, "S", "N")
    play(state, {"type": "draw", "card": "bend"})
    assert refused(state, {"type": "place", "rotation": 270}).code == "no_legal_exit"


def test_roundabout_refusals():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)
    state.roundabouts[RED] = 0
    assert refused(state, {"type": "roundabout"}).code == "no_roundabouts_left"
    state = fresh()
    put(state, 0, -1, "roundabout", 0, by=BLUE)
    assert refused(state, {"type": "roundabout"}).code == "roundabout_on_roundabout"


def test_drive_needs_a_card_with_a_road():
    state = fresh()
    assert refused(state, {"type": "drive"}).code == "no_card_in_front"
    put(state, 0, -1, "straight", 90, by=BLUE)
    assert refused(state, {"type": "drive"}).code == "no_road_towards_car"


def test_wait_only_when_barred_by_a_car():
    state = fresh()
    error = refused(state, {"type": "wait"})
    assert error.code == "not_blocked" and "broken down" in error.rule
