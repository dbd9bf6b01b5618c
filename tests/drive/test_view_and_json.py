"""The board output (view and ASCII), the JSON form, the catalogue and schemas."""

import json

import pytest

from core.drive.cards import ALL_TYPES, INDEX
from core.drive.render import card_drawing, render_text
from core.errors import InvalidState
from core.playout import random_playout
from core.protocol import Config

from .helpers import BLUE, GAME, RED, dump, fresh, park, play, put

VIEW_KEYS = {"game", "mode", "players", "turn", "phase", "pending", "finished", "outcome",
             "you", "options", "board", "stuck", "ending"}


def test_view_has_the_protocol_fields_and_the_board():
    state = fresh(mode="digital")
    view = GAME.view(state, RED)
    assert set(view) == VIEW_KEYS
    assert view["game"] == "drive" and view["mode"] == "digital" and view["you"] == RED
    assert view["turn"] == RED and view["pending"] == [RED] and not view["finished"]
    board = view["board"]
    assert set(board) == {"cells", "start_finish", "cars", "finishes", "roundabouts_left",
                          "pack", "discard", "drawn", "limit"}
    assert board["pack"] == 70 and board["discard"] == 0 and board["drawn"] is None
    assert board["cars"][RED] == {"seat": RED, "colour": "red", "x": 0, "y": 0, "edge": "N",
                                  "entry": None, "port": "N0", "held": False,
                                  "retired": False, "front": {"x": 0, "y": -1, "entry": "S"},
                                  # the cards from the place in front round to its Finish
                                  # at (0, 2), entered from the north: progress toward it
                                  "to_finish": 3}
    assert board["finishes"][BLUE] == {"seat": BLUE, "x": -1, "y": 0, "edge": "E"}


def test_view_cells_carry_rotated_roads_stops_triangle_signs_and_rules():
    state = fresh()
    put(state, 0, -1, "level-crossing", 90, by=BLUE)
    put(state, 5, 5, "bend-turn-left", 180, by=RED)
    put(state, 6, 6, "diversion", 270, by=RED)
    cells = {(c["x"], c["y"]): c for c in GAME.view(state, None)["board"]["cells"]}
    crossing = cells[(0, -1)]
    assert crossing["card"] == "level-crossing" and crossing["rotation"] == 90
    assert crossing["roads"] == ["E", "W"] and crossing["stops"] == ["E"]
    assert crossing["placed_by"] == BLUE and crossing["covered"] == []
    assert "Level crossing without gate or barrier ahead" in crossing["signs"]
    bend = cells[(5, 5)]
    assert bend["roads"] == ["S", "W"] and bend["triangle"] == "S"
    assert cells[(6, 6)]["rules"] == {"E": ["N"]}  # entering at E (westbound): right is N


def test_view_is_the_same_for_every_seat_and_spectators():
    result = random_playout(GAME, Config(players=3), 3, max_moves=40)
    views = [GAME.view(result.state, s) for s in (None, 0, 1, 2)]
    for view in views:
        view.pop("you")
    assert all(v == views[0] for v in views)
    json.dumps(views[0])


def test_view_shows_the_limit_and_the_outcome():
    state = fresh(limit=True)
    assert GAME.view(state, None)["board"]["limit"] == {"min": -4, "max": 5}
    state.roundabouts = [0, 0]
    put(state, 0, -1, "straight", 90, by=BLUE)
    put(state, 2, 0, "straight", 0, by=RED)
    play(state, {"type": "break_down"}, {"type": "break_down"})
    view = GAME.view(state, None)
    assert view["finished"] and view["pending"] == [] and view["turn"] is None
    assert view["outcome"] == {"winners": [], "reason": "all_retired"}
    assert view["ending"] == {"reason": "all_retired", "text": "Every car has broken down or"
                              " retired: the game ends without a winner."}


def test_render_text_draws_cards_cars_and_ports():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0},
         {"type": "exit", "edge": "E"})
    text = render_text(state)
    assert "sR" in text and "fR" in text and "sB" in text and "fB" in text
    assert "---+--R" in text  # red's car on the crossroads' E arm
    assert "pack 69  discard 0" in text and "to move: blue (turn)" in text


def test_render_text_marks_held_cars_stops_and_roundabouts():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)
    play(state, {"type": "roundabout"}, {"type": "exit", "edge": "N"})
    put(state, 2, 0, "garage", 90, by=BLUE)
    park(state, BLUE, 2, 0, "E", "W", held=True)
    text = render_text(state)
    assert "O" in text and "#" in text and "b" in text
    assert "held (Miss a Turn)" in text


def test_every_card_is_drawn_from_the_data():
    for index, card in enumerate(ALL_TYPES):
        for quarters in range(4):
            lines = card_drawing(index, quarters).split("\n")
            drawn = {e for e, (row, col) in zip("NESW", [(1, 4), (2, 7), (3, 4), (2, 1)],
                                                strict=True) if lines[row][col] != " "}
            rotated = {"NESW"[("NESW".index(e) + quarters) % 4] for e in card.roads}
            assert drawn == rotated, (card.id, quarters)
    assert "T" in card_drawing(INDEX["bend-turn-left"])
    assert "#" in card_drawing(INDEX["garage"])


def test_json_round_trip_is_exact_and_versioned():
    for mode in ("digital", "referee"):
        result = random_playout(GAME, Config(players=4, mode=mode), 9, max_moves=120)
        data = GAME.to_json(result.state)
        assert data["v"] == 1
        assert dump(GAME.from_json(json.loads(json.dumps(data)))) == dump(result.state)


@pytest.mark.parametrize("data", [None, {}, {"v": 2}, {"v": 1, "config": {"players": 2}},
                                  "text"])
def test_unreadable_states_are_refused(data):
    with pytest.raises(InvalidState):
        GAME.from_json(data)


def test_catalogue_lists_every_card_and_option():
    catalogue = GAME.catalogue()
    assert catalogue["name"] == "drive" and catalogue["title"] == "Drive (1960)"
    assert [c["id"] for c in catalogue["cards"]] == [t.id for t in ALL_TYPES]
    assert sum(c["count"] for c in catalogue["cards"]) == 78
    assert set(catalogue["options"]) == {"limit", "ignore_triangles", "turn_round",
                                         "first_player", "stall_turns", "deck", "cars"}
    assert catalogue["options"]["stall_turns"]["default"] is None  # a house rule, off
    assert "stall_turns" not in catalogue  # no fixed stalemate rule any more
    json.dumps(catalogue)


def test_move_schemas_cover_every_move_the_engine_offers():
    schemas = GAME.move_schemas()
    seen = set()
    for mode in ("digital", "referee"):
        for seed in range(30):
            options = {"turn_round": seed % 2 == 0}
            result = random_playout(GAME, Config(players=2, mode=mode, options=options), seed)
            seen |= {m["type"] for _, m in result.moves}
    assert seen <= set(schemas)
    assert {"draw", "place", "exit", "drive", "roundabout", "discard"} <= seen
