"""The catalogue describes every Drive card, sign and phase from the card data the rules read."""

from __future__ import annotations

from core import Config
from core.drive.cards import ALL_TYPES
from core.drive.geometry import PORTS
from core.rng import Rng
from tests.drive.helpers import GAME

CATALOGUE = GAME.catalogue()
CARDS = {card["id"]: card for card in CATALOGUE["cards"]}


def test_every_card_says_what_it_does():
    assert list(CARDS) == [t.id for t in ALL_TYPES]
    assert all(card["text"].strip() and card["title"] for card in CARDS.values())


def test_a_miss_a_turn_card_says_the_car_stops_before_the_obstruction():
    """"he stops his car before the obstruction or sign until his NEXT turn\""""
    for card in CARDS.values():
        says = "Miss a Turn" in card["text"]
        assert says == card["miss_a_turn"], card["id"]


def test_a_no_entry_side_and_a_turn_only_exit_are_named():
    assert "No Entry: no car may enter from the south side." in CARDS["one-way"]["text"]
    assert "must leave by the west side (left only)" in CARDS["left-turn-only"]["text"]
    assert "must leave by the east side (right only)" in CARDS["right-turn-only"]["text"]
    assert "may not leave by the west side (left)" in CARDS["no-left-turn"]["text"]


def test_a_triangle_card_says_how_it_must_be_placed():
    for card in CARDS.values():
        assert ("black Triangles" in card["text"]) == (card["triangle"] is not None)


def test_signs_that_give_no_order_are_said_to_be_merely_cautionary():
    """"Other signs are merely cautionary and do not affect play.\""""
    assert "merely cautionary" in CARDS["straight-pedestrian-crossing"]["text"]
    assert "merely cautionary" not in CARDS["one-way"]["text"]


def test_every_sign_on_a_card_has_its_group_on_the_sign_sheet():
    groups = {sign["name"]: sign["group"] for sign in CATALOGUE["signs"]}
    printed = {sign for t in ALL_TYPES for sign in t.signs}
    assert printed == set(groups)


def test_the_start_and_finish_card_has_its_eight_ports_and_the_seats_theirs():
    ports = {p["port"]: (p["x"], p["y"], p["edge"]) for p in CATALOGUE["start_finish"]["ports"]}
    assert ports == {name: (x, y, "NESW"[edge]) for name, (x, y, edge) in PORTS.items()}
    for seat in CATALOGUE["seats"]:
        assert seat["start"] in ports and seat["finish"] in ports
    steps = {e["edge"]: (e["dx"], e["dy"]) for e in CATALOGUE["edges"]}
    assert steps == {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def test_every_phase_the_view_shows_is_described_and_the_front_cell_is_where_cards_go():
    seen: set[str] = set()
    for seed in range(12):
        mode = "digital" if seed % 2 == 0 else "referee"
        state = GAME.new(Config(players=2 + seed % 3, mode=mode), seed)
        rng = Rng(seed)
        for _ in range(300):
            if GAME.is_over(state):
                break
            seat = GAME.pending(state)[0]
            view = GAME.view(state, seat)
            seen.add(view["phase"])
            drawn = view["board"]["drawn"]
            if drawn:
                front = view["board"]["cars"][drawn["seat"]]["front"]
                assert front == {"x": drawn["x"], "y": drawn["y"], "entry": drawn["entry"]}
            moves = GAME.legal_moves(state, seat)
            GAME.push(state, seat, moves[rng.randbelow(len(moves))])
    assert seen == set(CATALOGUE["decisions"])


def test_a_retired_car_has_no_front_cell():
    for seed in range(60):
        state = GAME.new(Config(players=2), seed)
        rng = Rng(seed)
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0]
            moves = GAME.legal_moves(state, seat)
            GAME.push(state, seat, moves[rng.randbelow(len(moves))])
        cars = GAME.view(state, None)["board"]["cars"]
        if any(car["retired"] for car in cars):
            assert all(car["front"] is None for car in cars if car["retired"])
            return
    raise AssertionError("no random game had a car break down")
