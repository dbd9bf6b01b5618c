"""One search of the road network for a car's way on, asked two ways.

Whether a car can still get somewhere by its own moves (the rules: a car that
cannot may retire, and the game ends once no car can) and how many steps a
barred car's detour takes (the greedy bot's measure) are one breadth-first
search, ``checks.way_on``: its answer is the steps (cards driven, turns round)
to the nearest empty place where a card left may go, card on which a
Roundabout the car holds may go, or its Finish; ``math.inf`` when there is none.
The rules ask whether it is finite; the bot counts it, leaving the Finish out
(its own road measure finds that) and a Roundabout where an opponent's car
stands (it may not go there now).
"""

import math

from core.drive import greedy
from core.drive.checks import can_get_somewhere, front, way_on
from core.drive.state import changed

from .helpers import BLUE, RED, fresh, park, put


def nothing_to_draw(state):
    state.pack_counts = [0] * len(state.pack_counts)
    state.discard = [0] * len(state.discard)
    state.pack = []
    changed(state)


def test_the_steps_are_the_cards_driven_to_the_nearest_empty_place():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    put(state, 0, -2, "straight", 0, by=RED)
    # red faces (0, -1): two cards to drive, then the empty place (0, -3) a card fits
    assert way_on(state, RED, [front(state, RED)]) == 2
    assert greedy._detour(state, RED, [front(state, RED)]) == 2
    assert can_get_somewhere(state, RED)


def test_with_nothing_to_draw_an_opponents_card_for_a_roundabout_is_the_way_on():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    put(state, 0, -2, "straight", 0, by=BLUE)  # a Roundabout may go on blue's card
    nothing_to_draw(state)
    assert way_on(state, RED, [front(state, RED)]) == 1
    assert greedy._detour(state, RED, [front(state, RED)]) == 1
    state.roundabouts[RED] = 0  # none left: the road leads to an empty place no card fills
    changed(state)
    assert way_on(state, RED, [front(state, RED)]) == math.inf
    assert not can_get_somewhere(state, RED)


def test_a_car_that_can_move_off_counts_for_the_rules_but_not_for_the_bot():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    put(state, 0, -2, "straight", 0, by=BLUE)
    put(state, 0, -3, "straight", 0, by=RED)
    park(state, BLUE, 0, -2, "N", "S")  # blue stands on its card and can drive on
    nothing_to_draw(state)
    # the rules: blue may move off, then red's Roundabout may go there
    assert way_on(state, RED, [front(state, RED)]) == 1
    assert can_get_somewhere(state, RED)
    # the bot: no Roundabout under blue's car now, and beyond it nothing fits
    assert way_on(state, RED, [front(state, RED)], under_cars=False) == math.inf
    assert greedy._detour(state, RED, [front(state, RED)]) == math.inf


def test_the_finish_counts_for_the_rules_and_is_left_out_of_the_bots_detour():
    state = fresh()
    put(state, 0, 2, "straight", 0, by=RED)  # one card from red's Finish, leading into it
    put(state, 0, 3, "straight", 0, by=RED)
    park(state, RED, 0, 3, "N", "S")  # facing (0, 2)
    nothing_to_draw(state)
    state.roundabouts[RED] = 0
    changed(state)
    assert way_on(state, RED, [front(state, RED)]) == 0
    assert can_get_somewhere(state, RED)
    assert way_on(state, RED, [front(state, RED)], finish=False) == math.inf
    assert greedy._detour(state, RED, [front(state, RED)]) == math.inf


def test_turning_round_is_a_step():
    layout = (("straight", 0, -1, 0), ("left-turn-only", 0, -2, 0),
              ("straight", -1, -2, 90), ("straight", -2, -2, 0))
    found = []
    for turn_round in (False, True):
        state = fresh(turn_round=turn_round)
        for card, x, y, rotation in layout:
            put(state, x, y, card, rotation, by=RED)  # its own cards: no Roundabout
        park(state, RED, 0, -1, "N", "S")
        found.append(way_on(state, RED, [front(state, RED)]))
    # red must turn left at (0, -2) and is barred at (-2, -2); turned round on (-1, -2)
    # it may cross (0, -2) from the west, to the empty place (1, -2): three steps
    assert found == [math.inf, 3]
