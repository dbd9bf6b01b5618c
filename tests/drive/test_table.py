"""The table: the Start and Finish card, seats, colours, ports, first player, the set."""

import pytest

from core.drive.cards import ALL_TYPES, CARD_TYPES, INDEX, PACK_SIZE, ROUNDABOUT_TYPE
from core.drive.geometry import FINISH_PORTS, PORTS, START_PORTS, port_of, port_outside
from core.errors import InvalidConfig
from core.protocol import Config

from .helpers import BLUE, GAME, RED, fresh, moves, park, play, put


def test_start_and_finish_card_has_eight_ports_clockwise():
    assert list(PORTS) == ["N0", "N1", "E0", "E1", "S0", "S1", "W0", "W1"]
    assert PORTS["N0"] == (0, 0, 0) and PORTS["E1"] == (1, 1, 1)
    assert PORTS["S0"] == (1, 1, 2) and PORTS["W1"] == (0, 0, 3)


def test_seats_colours_starts_and_finishes_on_opposite_sides():
    view = GAME.view(fresh(players=4), None)
    assert [(p["colour"], p["start"], p["finish"]) for p in view["players"]] == [
        ("red", "N0", "S1"), ("blue", "E0", "W1"), ("green", "S0", "N1"),
        ("yellow", "W0", "E1")]
    for start, finish in zip(START_PORTS, FINISH_PORTS, strict=True):
        assert start[0] != finish[0]


def test_each_player_places_his_car_on_the_start_of_his_colour():
    state = fresh(players=4)
    for seat, port in enumerate(START_PORTS):
        car = state.cars[seat]
        assert (car.x, car.y, car.edge) == PORTS[port]
        assert GAME.view(state, seat)["board"]["cars"][seat]["port"] == port


def test_a_port_leads_back_from_the_cell_outside_it():
    for name in PORTS:
        assert port_of(*port_outside(name)) == name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ports_of_absent_seats_are_closed(players):
    ports = GAME.view(fresh(players=players), None)["board"]["start_finish"]["ports"]
    closed = {p["port"] for p in ports if p["kind"] == "closed"}
    absent = set(START_PORTS[players:]) | set(FINISH_PORTS[players:])
    assert closed == absent


def test_a_car_may_not_drive_into_a_closed_port():
    # Two players: E1 (yellow's Finish) is closed.  Red reaches (2,1) from the north.
    state = fresh(players=2)
    park(state, RED, 2, 0, "S", "N")
    put(state, 2, 0, "straight", 0, by=BLUE)
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    # from (2,1), W leads into port E1: closed with two players
    assert [m["edge"] for m in moves(state)] == ["E", "S"]


def test_a_car_may_not_drive_into_another_players_finish():
    state = fresh(players=4)
    park(state, RED, 2, 0, "S", "N")
    put(state, 2, 0, "straight", 0, by=BLUE)
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    assert {"type": "exit", "edge": "W"} not in moves(state)
    with pytest.raises(Exception) as info:
        play(state, {"type": "exit", "edge": "W"})
    assert info.value.code == "exit_not_allowed"


def test_the_set_has_seventy_roadway_cards_and_eight_roundabouts():
    assert PACK_SIZE == 70 == sum(t.count for t in CARD_TYPES)
    assert ROUNDABOUT_TYPE.count == 8
    assert len({t.id for t in ALL_TYPES}) == len(ALL_TYPES)
    counts = {t.id: t.count for t in ALL_TYPES}
    groups = {
        "straight": ["straight", "straight-pedestrian-crossing", "straight-road-narrows",
                     "straight-quayside"],
        "bend": ["bend", "bend-warning"],
        "crossroads": ["crossroads", "crossroads-aircraft"],
    }
    assert {g: sum(counts[i] for i in ids) for g, ids in groups.items()} == {
        "straight": 10, "bend": 10, "crossroads": 6}
    assert counts["level-crossing"] == 3 and counts["garage"] == 3
    assert counts["no-stopping"] == 3 and counts["diversion"] == 2


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_roundabouts_are_dealt_two_per_player_the_rest_set_aside(players, mode):
    state = fresh(players=players, mode=mode)
    assert state.roundabouts == [2] * players
    assert GAME.view(state, None)["board"]["roundabouts_left"] == [2] * players
    assert sum(state.pack_counts) == 70
    if mode == "digital":
        assert len(state.pack) == 70 and INDEX["roundabout"] not in state.pack


def test_first_player_from_the_option():
    for seat in range(3):
        state = fresh(players=3, first=seat)
        assert GAME.pending(state) == [seat]


def test_first_player_from_the_seed_is_deterministic():
    firsts = set()
    for seed in range(40):
        config = Config(players=4)
        a, b = GAME.new(config, seed), GAME.new(config, seed)
        assert GAME.pending(a) == GAME.pending(b)
        firsts.add(GAME.pending(a)[0])
    assert firsts == {0, 1, 2, 3}


def test_the_second_player_is_on_the_left_of_the_first():
    state = fresh(players=3, first=2)
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    assert GAME.pending(state) == [0]
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    assert GAME.pending(state) == [1]


@pytest.mark.parametrize("options, code", [
    ({"speed": True}, "unknown_option"),
    ({"limit": "yes"}, "invalid_option"),
    ({"ignore_triangles": 1}, "invalid_option"),
    ({"turn_round": None}, "invalid_option"),
    ({"first_player": 2}, "invalid_option"),
    ({"first_player": True}, "invalid_option"),
    ({"first_player": -1}, "invalid_option"),
])
def test_options_are_validated(options, code):
    config = Config(players=2, options=options)
    with pytest.raises(InvalidConfig) as info:
        GAME.check_config(config)
    assert info.value.code == code
    assert str(list(options)[0]) in info.value.message
    with pytest.raises(InvalidConfig):
        GAME.new(config, 1)


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(InvalidConfig):
        GAME.check_config(Config(players=players))

