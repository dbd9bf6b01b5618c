"""What the views, the refusals and the referee's reports read of a Drive state.

The checks every move and every turn's start make are :mod:`core.drive.checks`;
here are the rest: a card's id and how it lies, the pack (what the next draw
comes from, which booked card a report may still name), the rulebook's
placement cases the refusals cite, how far a car is from its Finish, and why
a car can get nowhere any more.
"""

from __future__ import annotations

import math

from core.drive import geometry
from core.drive.cards import Oriented
from core.drive.checks import (
    NO_PLAYABLE_CARD,
    SHUT_IN,
    can_get_somewhere,
    finish_out,
    front,
    placements_at,
    road_distance,
    stuck,
)
from core.drive.deck import alike
from core.drive.geometry import DX, DY, exit_kind_of
from core.drive.state import Cell, DriveState


def on_table(state: DriveState, cell: Cell) -> Oriented:
    """Return the card of ``cell`` as it lies: its type turned by its rotation."""
    return state.options.cards.table[cell.card][cell.rot]


def card_id(state: DriveState, card: int) -> str:
    """Return the id of card type ``card`` in this game's set."""
    return state.options.cards.types[card].id


def within_limit(state: DriveState, x: int, y: int) -> bool:
    """True unless the limit is agreed and ``(x, y)`` lies beyond it."""
    return not state.options.limit or geometry.within_limit(x, y)


def exit_kind(state: DriveState, seat: int, x: int, y: int, edge: int) -> int:
    """Say where leaving ``(x, y)`` by ``edge`` leads ``seat``'s car.

    ``FINISH``: its own Finish (a win); ``ILLEGAL``: any other port of the
    Start and Finish card (another player's Start or Finish, a closed port,
    its own Start) or, with the limit, beyond it; ``OPEN`` otherwise.
    """
    return exit_kind_of(state.options.cars[seat], state.options.limit, x, y, edge)


def is_one_card_from_finish(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if a card at ``(x, y)`` could lead ``seat`` straight into its Finish."""
    out = finish_out(state, seat)
    return out[0] == x and out[1] == y


def placements(state: DriveState, seat: int, card: int) -> tuple[int, ...]:
    """Return the quarter turns at which ``card`` may go in front of ``seat``'s car, in order.

    The arm facing the car must be a road it may enter; a triangle must face
    the car (unless triangles are ignored); the car must have a legal exit;
    one card from its Finish, the card must give access to the Finish.
    """
    car = state.cars[seat]
    return placements_at(state, seat, card, car.x + DX[car.edge], car.y + DY[car.edge],
                         (car.edge + 2) % 4)  # front(state, seat)


def pack_size(state: DriveState) -> int:
    """Number of cards in the face-down pack."""
    return sum(state.pack_counts)


def drawable(state: DriveState) -> list[int]:
    """Return the counts per type the next draw can come from (after any reshuffle)."""
    return state.pack_counts if pack_size(state) else state.discard


def rebookable(state: DriveState, card: int) -> bool:
    """True if a referee may report ``card`` though its copies are all booked: one of them
    was reported by a description and a look-alike still has a copy in the pack.

    (With the pack used up, the discard pile becomes the pack at the draw: only
    described cards on the table can then move their booking.)
    """
    if not state.described and not any(state.described_discard):
        return False
    pack = state.pack_counts if any(state.pack_counts) else state.discard
    cards = state.options.cards
    if not any(pack[t] for t in alike(cards, state.options.ignore_triangles, card) if t != card):
        return False
    if pack is state.pack_counts and state.described_discard and state.described_discard[card]:
        return True  # a described card in the discard pile (which is not the pack yet)
    for x, y, depth in state.described:
        cell = state.cells[(x, y)]
        kind = cell.card if depth == len(cell.covered) else cell.covered[depth][0]
        if kind == card:
            return True
    return False


def distance(state: DriveState, seat: int) -> float:
    """How far ``seat``'s car standing where it is is from its Finish (:func:`road_distance`;
    0 when held on the way into it).  What "progress toward a Finish" measures."""
    car = state.cars[seat]
    if car.retired or car.edge < 0:
        return math.inf
    if (car.x, car.y, car.edge) == finish_out(state, seat):
        return 0
    x, y, entry = front(state, seat)
    return road_distance(state, seat, x, y, entry)


def no_way_on(state: DriveState, seat: int) -> str | None:
    """Return why ``seat``'s car cannot drive on or can get nowhere any more, or None.

    :func:`stuck` first (it can only wait); else ``shut_in`` (it can only
    circle on old roads) or ``no_playable_card`` (it can only draw and
    discard) when :func:`can_get_somewhere` is False.
    """
    reason = stuck(state, seat)
    if reason is not None or can_get_somewhere(state, seat):
        return reason
    x, y, _ = front(state, seat)
    return SHUT_IN if (x, y) in state.cells else NO_PLAYABLE_CARD
