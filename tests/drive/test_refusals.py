"""Every refusal carries a stable code, a message and, for rules, the rulebook passage."""

import pytest

from core.drive.refusals import RULE_FINISH, RULE_LIMIT, RULE_OTHER_FINISH
from core.errors import IllegalMove

from .helpers import BLUE, GAME, RED, dump, fresh, park, play, put, stack, to_move


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


def test_a_card_that_would_force_the_car_into_another_players_finish_quotes_that_note():
    """"should a player draw a card which would force him into another player's
    'Finish' he may similarly discard it" -- not the one-card-from-Finish sentence."""
    state = fresh(players=4, mode="digital", first=BLUE)
    put(state, 2, 0, "bend", 0, by=BLUE)
    park(state, BLUE, 2, 0, "S", "N")  # facing (2,1), beside yellow's Finish E1
    stack(state, "bend-turn-right")  # its triangle faces the car: its road turns into E1
    play(state, {"type": "draw"})
    assert GAME.legal_moves(state, BLUE) == [{"type": "discard"}]
    error = refused(state, {"type": "place", "rotation": 0})
    assert error.code == "must_discard" and error.rule == RULE_OTHER_FINISH


def test_a_card_the_limit_makes_discarded_quotes_the_limit():
    state = fresh(limit=True)
    put(state, 0, -3, "straight", 0, by=RED)
    park(state, RED, 0, -3, "N", "S")  # facing (0,-4), the last row: every road leads beyond
    play(state, {"type": "draw", "card": "straight"})
    error = refused(state, {"type": "place", "rotation": 0})
    assert error.code == "must_discard" and error.rule == RULE_LIMIT


def test_a_card_one_from_the_finish_without_access_quotes_the_finish_note():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")  # facing (0,2), one card from Finish S1
    play(state, {"type": "draw", "card": "straight"})
    assert refused(state, {"type": "place", "rotation": 90}).rule == RULE_FINISH


@pytest.mark.parametrize("limit", [False, True])
def test_an_exit_into_another_players_finish_quotes_that_note_with_or_without_the_limit(limit):
    state = fresh(players=4, limit=limit)
    park(state, RED, 2, 0, "S", "N")
    put(state, 2, 0, "straight", 0, by=BLUE)
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    error = refused(state, {"type": "exit", "edge": "W"})  # into yellow's Finish E1
    assert error.code == "exit_not_allowed" and error.rule == RULE_OTHER_FINISH


def test_an_exit_beyond_the_limit_quotes_the_limit():
    state = fresh(limit=True)
    put(state, 0, -3, "straight", 0, by=RED)
    park(state, RED, 0, -3, "N", "S")
    play(state, {"type": "draw", "card": "straight"}, {"type": "discard"})
    to_move(state, RED)
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    error = refused(state, {"type": "exit", "edge": "N"})
    assert error.code == "exit_not_allowed" and error.rule == RULE_LIMIT


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
