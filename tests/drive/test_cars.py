""""Each player chooses a car and places it on the Start position having the same colour
as his car" (option ``cars``).
  The colour a seat chose is its car's
Start, its Finish, and its name everywhere (views, texts, the ASCII board).
"""

import json

import pytest

from core.drive.geometry import PORTS, START_PORTS
from core.drive.render import render_text
from core.drive.state import colour_of
from core.errors import InvalidConfig
from core.playout import bot_move
from core.protocol import Config

from .helpers import GAME, dump, fresh, park, play, put

RED_AND_GREEN = {"cars": ["red", "green"]}


def test_each_player_chooses_a_car_and_places_it_on_the_start_of_its_colour():
    state = fresh(players=2, **RED_AND_GREEN)
    assert [colour_of(state, s) for s in (0, 1)] == ["red", "green"]
    assert (state.cars[1].x, state.cars[1].y, state.cars[1].edge) == PORTS["S0"]
    view = GAME.view(state, 1)
    assert [(p["colour"], p["start"], p["finish"]) for p in view["players"]] == [
        ("red", "N0", "S1"), ("green", "S0", "N1")]
    assert [c["colour"] for c in view["board"]["cars"]] == ["red", "green"]
    ports = {p["port"]: (p["kind"], p["seat"]) for p in view["board"]["start_finish"]["ports"]}
    assert ports["S0"] == ("start", 1) and ports["N1"] == ("finish", 1)
    # the colours nobody chose: their Starts and Finishes are closed
    assert ports["E0"] == ports["W1"] == ports["W0"] == ports["E1"] == ("closed", None)
    assert view["board"]["finishes"][1] == {"seat": 1, "x": 1, "y": -1, "edge": "S"}


def test_the_chosen_cars_need_not_follow_seat_order():
    state = fresh(players=3, cars=["yellow", "red", "blue"])
    assert [colour_of(state, s) for s in range(3)] == ["yellow", "red", "blue"]
    assert [(c.x, c.y, c.edge) for c in state.cars] == [
        PORTS[START_PORTS[i]] for i in (3, 0, 1)]


def test_left_empty_the_cars_are_red_blue_green_yellow_in_seat_order():
    state = fresh(players=4)
    assert [colour_of(state, s) for s in range(4)] == ["red", "blue", "green", "yellow"]
    assert GAME.catalogue()["options"]["cars"]["default"] is None


def test_a_car_wins_at_the_finish_of_its_colour():
    # green (seat 1 of 2) drives into N1, green's Finish; blue's W1 is closed
    state = fresh(players=2, first=1, **RED_AND_GREEN)
    put(state, 2, -1, "straight", 90, by=1)
    park(state, 1, 2, -1, "W", "E")  # facing (1,-1), one card from green's Finish
    play(state, {"type": "draw", "card": "bend"})
    events = play(state, {"type": "place", "rotation": 90})  # enters at E, leaves S
    assert {"type": "finish", "seat": 1} in events
    assert GAME.outcome(state) == {"winners": [1], "reason": "finish"}


def test_a_car_may_not_drive_into_the_finish_of_another_colour():
    # red one card from green's Finish: the same card gives red no legal exit there
    state = fresh(players=2, **RED_AND_GREEN)
    put(state, 2, -1, "straight", 90, by=0)
    park(state, 0, 2, -1, "W", "E")
    play(state, {"type": "draw", "card": "bend"})
    # rotation 90 would lead red south into N1; only the bend turning north is allowed
    assert [m["rotation"] for m in GAME.legal_moves(state, 0) if m["type"] == "place"] == [0]


def test_two_players_with_the_red_and_green_cars_can_be_refereed_to_the_end():
    # bots report and play a whole referee game with the red and green cars
    config = Config(players=2, mode="referee",
                    options={"cars": ["green", "red"], "stall_turns": 25})
    state = GAME.new(config, 5)
    for step in range(5000):
        if GAME.is_over(state):
            break
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, bot_move(GAME, state, seat, step))
    assert GAME.is_over(state)
    assert dump(GAME.from_json(json.loads(dump(state)))) == dump(state)
    assert GAME.view(state, None)["players"][0]["colour"] == "green"


def test_texts_and_the_board_name_a_seat_by_its_cars_colour():
    state = fresh(players=2, **RED_AND_GREEN)
    text = render_text(state)
    assert "sG" in text and "fG" in text and "sB" not in text
    assert "green" in text


@pytest.mark.parametrize("cars", [
    ["red"], ["red", "blue", "green"], ["red", "red"], ["red", "purple"], "red,green",
    [0, 1], {"0": "red"},
])
def test_each_player_chooses_a_different_car_of_the_four_colours(cars):
    with pytest.raises(InvalidConfig) as info:
        GAME.check_config(Config(players=2, options={"cars": cars}))
    assert info.value.code == "invalid_option"
    assert "cars" in info.value.message
