"""Carrying out a legal move of Drive (1960): the trusted push and each move's own part.

:func:`push` trusts its caller (the game's checked ``apply`` and the bots
call it with moves from :func:`core.drive.rules.legal_moves`); it keeps the
referee mode's undo record.  :func:`play` is the move itself, one handler
per move type (:data:`HANDLERS`): drawing, placing, driving, a Roundabout,
choosing an exit, passing an obstruction, waiting, turning round, breaking
down.  A handler does its move's own part and hands on, one way, to
:mod:`core.drive.turn` (the car leaving its card, the turn passing on, the
end).  Every move counts as a change of the state (``state.changes``), which
is what the legal-move code keys its cache on (:mod:`core.drive.rules`).

No move changes a card on the table in place: a Roundabout, or a booking
moved to a look-alike, puts a new :class:`~core.drive.state.Cell` there, so
copies of a state may share its cells (:func:`core.drive.state.clone`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import undo
from core.drive.cards import ROUNDABOUT, Oriented
from core.drive.checks import (
    ALL_RETIRED,
    BITS,
    BROKEN_DOWN,
    NO_WAY_THROUGH,
    RETIRES,
    front,
    open_exits,
    stuck,
)
from core.drive.decisions import EXITS
from core.drive.deck import alike, looks, plain, resolve
from core.drive.geometry import AHEAD, EDGE_NUMBER, EDGES, ROTATIONS
from core.drive.reading import card_id, drawable, pack_size
from core.drive.state import EXIT, PLACE, Cell, DriveState, clone
from core.drive.texts import stuck_text
from core.drive.turn import PAST_OBSTRUCTION, game_over, leave, pass_on
from core.protocol import Event, Move


def push(state: DriveState, seat: int, move: Move, undoable: bool = True) -> list[Event]:
    """Apply a move known to be legal for ``seat``; return its events.

    Trusts its caller: use the game's checked ``apply`` for outside input.
    In referee mode every report can be taken back by ``undo`` until the
    next report (:func:`core.undo.with_undo` keeps the state before it, and
    applies the move itself by :func:`play`); digital mode keeps no undo
    snapshot, so its moves are played here at once (one call a move fewer than
    through :func:`play`: playouts and searches push millions of moves).
    The game's ``push`` is this function itself (:class:`core.drive.game.DriveGame`).

    ``undoable`` False is :func:`play`: the move of the game itself, no undo bookkeeping.
    One handler per move type (:data:`HANDLERS`).  The move is a change of the state:
    ``state.changes`` counts it first, so nothing the legal-move code kept for the state
    before it is taken for the state after (:func:`core.drive.rules.cached_moves`).
    """
    if state.referee and undoable:
        return undo.with_undo(state, seat, move, True, play, clone)
    state.changes += 1
    events: list[Event] = []
    HANDLERS[move["type"]](state, seat, move, events)  # legal moves are the handlers' types
    return events


def play(state: DriveState, seat: int, move: Move) -> list[Event]:
    """Apply a legal move of the game itself (no undo bookkeeping); return its events:
    :func:`push` without the undo record (the bots' look-ahead, :mod:`core.undo`'s step)."""
    return push(state, seat, move, False)


#: the quarter turns of each rotation in degrees (ROTATIONS read backwards)
QUARTERS = {degrees: quarters for quarters, degrees in enumerate(ROTATIONS)}


def _place(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    car = state.cars[seat]
    dx, dy, entry = AHEAD[car.edge]  # front
    x, y = car.x + dx, car.y + dy
    quarters = QUARTERS[move["rotation"]]
    drawn = state.drawn
    state.cells[(x, y)] = Cell(drawn, quarters, seat)
    if state.described_drawn:  # booked for the while (rebook)
        state.described.append([x, y, 0])
        state.described_drawn = False
    cards = state.options.cards
    events.append({"type": "place", "seat": seat, "card": cards.types[drawn].id,  # card_id
                   "x": x, "y": y, "rotation": move["rotation"]})
    state.drawn = -1
    state.idle = 0
    _enter(state, seat, x, y, entry, cards.table[drawn][quarters], events)


def _discard(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    events.append({"type": "discard", "seat": seat, "card": card_id(state, state.drawn)})
    state.discard[state.drawn] += 1
    if state.described_drawn:  # booked for the while (rebook)
        if not state.described_discard:
            state.described_discard = [0] * len(state.discard)
        state.described_discard[state.drawn] += 1
        state.described_drawn = False
    state.drawn = -1
    pass_on(state, events)


def _drive(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    x, y, entry = front(state, seat)
    events.append({"type": "drive", "seat": seat, "x": x, "y": y})
    cell = state.cells[(x, y)]
    _enter(state, seat, x, y, entry, state.options.cards.table[cell.card][cell.rot],  # on_table
           events)


def _roundabout(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    x, y, entry = front(state, seat)
    cell = state.cells[(x, y)]
    events.append({"type": "roundabout", "seat": seat, "x": x, "y": y,
                   "covers": card_id(state, cell.card)})
    # a new cell, the covered card under it: copies sharing the old one keep it (clone)
    state.cells[(x, y)] = Cell(ROUNDABOUT, 0, seat, (*cell.covered, (cell.card, cell.rot, cell.by)))
    state.roundabouts[seat] -= 1
    state.idle = 0
    _enter(state, seat, x, y, entry, state.options.cards.table[ROUNDABOUT][0], events)


def _exit(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    car = state.cars[seat]
    cell = state.cells[(car.x, car.y)]
    leave(state, seat, state.options.cards.table[cell.card][cell.rot],  # on_table
          EDGE_NUMBER[move["edge"]], events)


def _pass_obstruction(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    car = state.cars[seat]
    car.held = False
    events.append({"type": "pass_obstruction", "seat": seat, "x": car.x, "y": car.y,
                   "edge": EDGES[car.edge]})
    cell = state.cells[(car.x, car.y)]
    leave(state, seat, state.options.cards.table[cell.card][cell.rot],  # on_table
          PAST_OBSTRUCTION, events)


def _wait(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    reason = stuck(state, seat) or NO_WAY_THROUGH
    events.append({"type": "wait", "seat": seat, "reason": reason,
                   "text": stuck_text(state, seat, reason)})
    pass_on(state, events)


def _turn_round(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    car = state.cars[seat]
    car.edge, car.entry = car.entry, car.edge
    events.append({"type": "turn_round", "seat": seat, "edge": EDGES[car.edge]})
    pass_on(state, events)


def _break_down(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    reason = BROKEN_DOWN if state.roundabouts[seat] <= 0 else RETIRES
    state.cars[seat].retired = True
    events.append({"type": "break_down", "seat": seat, "reason": reason,
                   "text": stuck_text(state, seat, reason)})
    if all(c.retired for c in state.cars):
        game_over(state, [], ALL_RETIRED, events)
    else:
        pass_on(state, events)


def _draw(state: DriveState, seat: int, move: Move, events: list[Event]) -> None:
    if not any(state.pack_counts):  # pack_size(state) == 0
        # "Should the pack be used up ..., the Discard pile is shuffled and used as the pack."
        state.pack_counts, state.discard = state.discard, [0] * len(state.discard)
        # described cards back in the pack are simply cards of the pack again
        state.described_discard = []
        if not state.referee:
            state.pack = [t for t, n in enumerate(state.pack_counts) for _ in range(n)]
            state.rng.shuffle(state.pack)
        events.append({"type": "reshuffle", "cards": pack_size(state)})
    if state.referee:
        reported = move.get("card")  # the card drawn, named or described
        card = report_index(state, reported)
        # a card reported by a description is "one of the cards that fit": booked for the while
        state.described_drawn = isinstance(reported, dict)
    else:  # the seeded pack's top card: a digital move names none (no look-up, no type test)
        card = state.pack.pop()
        state.described_drawn = False
    counts = state.pack_counts  # (after a reshuffle: the pack's new counts)
    if counts[card] == 0:  # its copies are all booked: some only provisionally
        rebook(state, card, events)
    counts[card] -= 1
    state.drawn = card
    state.phase = PLACE
    events.append({"type": "draw", "seat": seat,
                   "card": state.options.cards.types[card].id})  # card_id


def report_index(state: DriveState, reported: Any) -> int:
    """Return the type a referee draw report names: an id, or a card described by its
    roads, stops, triangle, No Stopping and rules (:func:`core.drive.deck.resolve`)."""
    cards = state.options.cards
    if isinstance(reported, str):
        return cards.index[reported]
    found = resolve(cards, drawable(state), reported, state.options.ignore_triangles)
    assert found is not None, "a described draw is legal only when a card fits"
    return found


def rebook(state: DriveState, card: int, events: list[Event]) -> None:
    """Free a copy of ``card`` for a report naming it: a described card booked as ``card``
    is booked as a look-alike that still has a copy in the pack instead.

    Ruling: a card reported by its description is "one of the cards that fit";
    the engine books the first that fits, and moves that booking when a later
    report names a card whose copies are all booked (:func:`rebookable`).  A
    card on the table keeps the way it lies: it is turned to the rotation in
    which the look-alike lies the same way.
    """
    cards = state.options.cards
    flag = state.options.ignore_triangles
    seen = looks(cards, flag)
    target = next(t for t in alike(cards, flag, card) if t != card and state.pack_counts[t])
    for x, y, depth in state.described:
        cell = state.cells[(x, y)]
        top = depth == len(cell.covered)
        kind, rot, by = (cell.card, cell.rot, cell.by) if top else cell.covered[depth]
        if kind != card:
            continue
        lying = plain(cards.table[card][rot], flag)
        turned = next(q for q in range(4) if plain(cards.table[target][q], flag) == lying)
        # a new cell (copies sharing the old one keep it: clone)
        if top:
            state.cells[(x, y)] = Cell(target, turned, cell.by, cell.covered)
        else:
            covered = list(cell.covered)
            covered[depth] = (target, turned, by)
            state.cells[(x, y)] = Cell(cell.card, cell.rot, cell.by, tuple(covered))
        events.append({"type": "rebook", "card": card_id(state, card),
                       "now": card_id(state, target), "x": x, "y": y,
                       "rotation": ROTATIONS[turned]})
        break
    else:  # one in the discard pile
        state.described_discard[card] -= 1
        state.described_discard[target] += 1
        state.discard[card] -= 1
        state.discard[target] += 1
        events.append({"type": "rebook", "card": card_id(state, card),
                       "now": card_id(state, target), "x": None, "y": None, "rotation": None})
    assert seen[card] == seen[target]
    state.pack_counts[target] -= 1
    state.pack_counts[card] += 1


def _enter(state: DriveState, seat: int, x: int, y: int, entry: int, card: Oriented,
           events: list[Event]) -> None:
    """``seat``'s car enters ``card`` (as it lies) at ``(x, y)`` by ``entry``: with one way
    out it leaves at once (:func:`core.drive.turn.leave`), else its player chooses the exit."""
    car = state.cars[seat]
    car.x = x  # (four stores: a tuple of four would be built and unpacked)
    car.y = y
    car.entry = entry
    car.edge = -1
    exits = card.exits[entry]
    if -1 <= x <= 2 and -1 <= y <= 2 or state.options.limit:
        exits = open_exits(state, seat, x, y, exits)  # elsewhere every exit is open
    if exits & (exits - 1):
        state.phase = EXIT  # the exit decision (core.drive.decisions.exit_moves)
        # its moves are these exits: kept for it with this move's count of changes (rules)
        state.moves, state.moves_at = EXITS[exits], state.changes
    else:
        leave(state, seat, card, BITS[exits][0], events)  # its one exit


#: ``handler(state, seat, move, events)``: carries out a legal move of its type
Handler = Callable[[DriveState, int, Move, list[Event]], None]
#: one handler per move type (undo is :func:`push`'s, :mod:`core.undo`)
HANDLERS: dict[str, Handler] = {
    "draw": _draw,
    "place": _place,
    "discard": _discard,
    "drive": _drive,
    "roundabout": _roundabout,
    "exit": _exit,
    "pass_obstruction": _pass_obstruction,
    "wait": _wait,
    "turn_round": _turn_round,
    "break_down": _break_down,
}
