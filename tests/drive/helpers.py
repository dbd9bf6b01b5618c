"""Building blocks for Drive rule tests: a table laid out by hand."""

from __future__ import annotations

import json
from typing import Any

from core.drive.cards import INDEX, ROUNDABOUT
from core.drive.geometry import EDGES, ROTATIONS
from core.drive.state import Cell, DriveState, changed
from core.protocol import Config
from core.registry import get_game

GAME = get_game("drive")
RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3


def fresh(players: int = 2, mode: str = "referee", first: int = 0, seed: int = 1,
          **options: Any) -> DriveState:
    """A new game with ``first`` to move."""
    return GAME.new(Config(players=players, mode=mode,
                           options={"first_player": first, **options}), seed)


def take_from_pack(state: DriveState, card: int) -> None:
    """Remove one card of type ``card`` from the pack, so the set stays conserved."""
    assert state.pack_counts[card] > 0, "the set holds no more of that card"
    state.pack_counts[card] -= 1
    if state.pack:
        state.pack.remove(card)
    changed(state)


def put(state: DriveState, x: int, y: int, card: str, rotation: int = 0, by: int = 1) -> Cell:
    """Lay ``card`` at ``(x, y)`` as if ``by`` had played it."""
    index = INDEX[card]
    if index == ROUNDABOUT:
        state.roundabouts[by] -= 1
    else:
        take_from_pack(state, index)
    cell = Cell(index, ROTATIONS.index(rotation), by)
    state.cells[(x, y)] = cell
    changed(state)
    return cell


def park(state: DriveState, seat: int, x: int, y: int, edge: str, entry: str | None = None,
         held: bool = False) -> None:
    """Stand ``seat``'s car on ``(x, y)`` at exit ``edge`` (entered at ``entry``)."""
    car = state.cars[seat]
    car.x, car.y, car.edge = x, y, EDGES.index(edge)
    car.entry = EDGES.index(entry) if entry else (car.edge + 2) % 4
    car.held = held
    changed(state)


def stack(state: DriveState, card: str) -> None:
    """Digital mode: put a card of type ``card`` on top of the pack."""
    index = INDEX[card]
    state.pack.remove(index)
    state.pack.append(index)
    changed(state)


def to_move(state: DriveState, seat: int) -> None:
    """Make it ``seat``'s turn, at the start of the turn."""
    state.turn = seat
    state.phase = "turn"
    changed(state)


def moves(state: DriveState, seat: int | None = None) -> list[dict[str, Any]]:
    """The legal moves of ``seat`` (default: the seat to move) save the referee's undo.

    Undo follows every referee report; test_undo.py checks it, the rule tests
    look only at the moves of the game itself.
    """
    legal = GAME.legal_moves(state, state.turn if seat is None else seat)
    return [m for m in legal if m["type"] != "undo"]


def play(state: DriveState, *sequence: dict[str, Any]) -> list[dict[str, Any]]:
    """Apply moves (checked) for whoever is to move; return all events."""
    events: list[dict[str, Any]] = []
    for move in sequence:
        events += GAME.apply(state, state.turn, move)
    return events


def dump(state: DriveState) -> str:
    """The state as canonical JSON text."""
    return json.dumps(GAME.to_json(state), sort_keys=True)


def car_at(state: DriveState, seat: int) -> tuple[int, int, str | None]:
    """Where ``seat``'s car stands: (x, y, exit edge)."""
    car = state.cars[seat]
    return car.x, car.y, EDGES[car.edge] if car.edge >= 0 else None
