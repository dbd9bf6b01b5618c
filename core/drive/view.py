"""What a seat sees of a Drive game: the board in a form a client can draw.

Drive has no hands; the only secret is the order of the face-down pack, which
never appears here.  Every seat (and a spectator) therefore sees the same
board; only ``"you"`` differs.
"""

from __future__ import annotations

import math
from typing import Any

from core.drive.cards import ALL_TYPES, ROUNDABOUT, STANDARD, CardSet, edges_of
from core.drive.checks import BROKEN_DOWN, finish_out, front, stuck
from core.drive.geometry import (
    EDGES,
    FINISH_PORTS,
    LIMIT_MAX,
    LIMIT_MIN,
    PORTS,
    ROTATIONS,
    START_PORTS,
)
from core.drive.reading import distance, no_way_on, pack_size
from core.drive.rules import legal_moves
from core.drive.state import TURN, DriveState, colour_of
from core.drive.texts import ending_text, stuck_text
from core.undo import view_field


def seat_colours(state: DriveState) -> tuple[int, ...]:
    """Return the colour (index into COLOURS) of each seat's car, seat by seat."""
    return state.options.cars[:state.players]


def cell_view(card: int, quarters: int, cards: CardSet = STANDARD) -> dict[str, Any]:
    """Return the drawable parts of ``card`` (of ``cards``) turned ``quarters`` quarter turns."""
    template = (_CELL_VIEWS[card][quarters] if cards is STANDARD or card <= ROUNDABOUT
                else _cell_view(card, quarters, cards))
    return {**template, "roads": list(template["roads"]), "stops": list(template["stops"]),
            "rules": {k: list(v) for k, v in template["rules"].items()},
            "signs": list(template["signs"])}


def _cell_view(card: int, quarters: int, cards: CardSet = STANDARD) -> dict[str, Any]:
    oriented = cards.table[card][quarters]
    arms = oriented.arms
    rules = {
        EDGES[e]: edges_of(oriented.exits[e])
        for e in range(4)
        if arms >> e & 1 and oriented.exits[e] != arms & ~(1 << e)
    }
    return {
        "card": cards.types[card].id,
        "rotation": ROTATIONS[quarters],
        "roads": edges_of(arms),
        "stops": edges_of(oriented.stops),
        "triangle": EDGES[oriented.triangle] if oriented.triangle >= 0 else None,
        "no_stopping": oriented.no_stopping,
        "rules": rules,
        "signs": list(cards.types[card].signs),
    }


_CELL_VIEWS = tuple(tuple(_cell_view(c, q) for q in range(4)) for c in range(len(ALL_TYPES)))



def port_views(cars: tuple[int, ...]) -> list[dict[str, Any]]:
    """Return the eight ports of the Start and Finish card and whose they are.

    ``cars``: the colour (index) of each seat's car; a colour no seat chose has
    its Start and Finish closed.
    """
    out = []
    for name, (x, y, edge) in PORTS.items():
        if name in START_PORTS and START_PORTS.index(name) in cars:
            kind, seat = "start", cars.index(START_PORTS.index(name))
        elif name in FINISH_PORTS and FINISH_PORTS.index(name) in cars:
            kind, seat = "finish", cars.index(FINISH_PORTS.index(name))
        else:
            kind, seat = "closed", None
        out.append({"port": name, "x": x, "y": y, "edge": EDGES[edge], "kind": kind,
                    "seat": seat})
    return out


def _front(state: DriveState, seat: int) -> dict[str, Any] | None:
    """The cell in front of ``seat``'s car, where its next card goes (None once retired)."""
    if state.cars[seat].retired or state.cars[seat].edge < 0:
        return None
    x, y, entry = front(state, seat)
    return {"x": x, "y": y, "entry": EDGES[entry]}


def _to_finish(state: DriveState, seat: int) -> int | None:
    """How many cards ``seat``'s car is from its Finish along the road (0: it finished; None:
    retired or no way on): what "progress toward a Finish" measures (reading.distance), for
    the end's race chart and standings."""
    if state.outcome is not None and seat in state.outcome["winners"]:
        return 0
    found = distance(state, seat)
    return None if math.isinf(found) else int(found)


def board_view(state: DriveState) -> dict[str, Any]:
    """Return the table: cells, the Start and Finish card, cars and the counts."""
    cards = state.options.cards
    cells = []
    # referee mode: cards reported by a description, their id provisional (apply.rebook)
    described = {(x, y) for x, y, depth in state.described
                 if depth == len(state.cells[(x, y)].covered)}
    for (x, y), cell in sorted(state.cells.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        item = {"x": x, "y": y, **cell_view(cell.card, cell.rot, cards), "placed_by": cell.by,
                "covered": [{"card": cards.types[t].id, "rotation": ROTATIONS[r], "placed_by": b}
                            for t, r, b in cell.covered]}
        if (x, y) in described:
            item["described"] = True
        cells.append(item)
    cars = []
    for seat, car in enumerate(state.cars):
        port = None
        if car.entry < 0 and 0 <= car.x <= 1 and 0 <= car.y <= 1:
            port = next(p for p, spot in PORTS.items() if spot == (car.x, car.y, car.edge))
        cars.append({
            "seat": seat, "colour": colour_of(state, seat), "x": car.x, "y": car.y,
            "edge": EDGES[car.edge] if car.edge >= 0 else None,
            "entry": EDGES[car.entry] if car.entry >= 0 else None,
            "port": port, "held": car.held, "retired": car.retired,
            "front": _front(state, seat),
            "to_finish": _to_finish(state, seat),
        })
    drawn = None
    if state.drawn >= 0:
        x, y, entry = front(state, state.turn)
        drawn = {"seat": state.turn, "card": cards.types[state.drawn].id, "x": x, "y": y,
                 "entry": EDGES[entry]}
    return {
        "cells": cells,
        "start_finish": {"x": 0, "y": 0, "width": 2, "height": 2,
                         "ports": port_views(seat_colours(state))},
        "cars": cars,
        "finishes": [{"seat": s, "x": finish_out(state, s)[0], "y": finish_out(state, s)[1],
                      "edge": EDGES[finish_out(state, s)[2]]} for s in range(state.players)],
        "roundabouts_left": list(state.roundabouts),
        "pack": pack_size(state),
        "discard": sum(state.discard),
        "drawn": drawn,
        "limit": ({"min": LIMIT_MIN, "max": LIMIT_MAX} if state.options.limit else None),
    }


def outcome_of(state: DriveState) -> dict[str, Any] | None:
    """Return ``{"winners": [...], "reason": ...}`` once over, else None."""
    outcome = state.outcome
    if outcome is None:
        return None
    return {"winners": list(outcome["winners"]), "reason": outcome["reason"]}


def view_of(state: DriveState, seat: int | None) -> dict[str, Any]:
    """Return what ``seat`` (``None``: a spectator) sees; the same board for all."""
    over = state.outcome is not None
    pending = [] if over else [state.turn]
    out = {
        "game": "drive",
        "mode": state.config.mode,
        "players": [{"seat": s, "colour": colour_of(state, s),
                     "start": START_PORTS[state.options.cars[s]],
                     "finish": FINISH_PORTS[state.options.cars[s]],
                     "retired": state.cars[s].retired}
                    for s in range(state.players)],
        "options": {"limit": state.options.limit,
                    "ignore_triangles": state.options.ignore_triangles,
                    "turn_round": state.options.turn_round,
                    "stall_turns": state.options.stall_turns},
        "turn": None if over else state.turn,
        "phase": None if over else state.phase,
        "pending": pending,
        "finished": over,
        "outcome": outcome_of(state),
        "you": seat,
        "board": board_view(state),
    }
    out["stuck"] = stuck_view(state)
    out["ending"] = ending_view(state)
    if state.options.cards.house:  # a referee's house deck: the box's cards, to draw them
        out["deck"] = deck_view(state)
    if state.referee:  # whose report an undo would take back (None: nothing to take back)
        out["undo"] = view_field(state, over)
    return out


def deck_view(state: DriveState) -> list[dict[str, Any]]:
    """Return the cards of a house deck: each type in the pack with its count, as drawn at
    rotation 0 (``roads``, ``stops``, ``triangle``, ``no_stopping``, ``rules``)."""
    cards = state.options.cards
    return [{"id": kind.id, "title": kind.name, "count": kind.count,
             "miss_a_turn": kind.miss_a_turn, **cell_view(index, 0, cards)}
            for index, kind in enumerate(cards.types[:cards.slots])
            if index != ROUNDABOUT and kind.count]


def stuck_view(state: DriveState) -> dict[str, Any] | None:
    """Return why the seat to move cannot drive on, in words, or None if it can.

    ``{"seat", "reason", "text"}``: the reasons of :func:`core.drive.checks.stuck`,
    ``no_roundabouts`` when the car must break down, or those of
    :func:`core.drive.reading.no_way_on` (``shut_in``, ``no_playable_card``) when
    it can move but get nowhere (it may then retire); ``text`` is the plain
    sentence the player sees (the ruling, not a code).
    """
    if state.outcome is not None or state.phase != TURN:
        return None
    seat = state.turn
    reason = stuck(state, seat)
    if reason is None and [m["type"] for m in legal_moves(state, seat)
                           if m["type"] != "undo"] == ["break_down"]:
        reason = BROKEN_DOWN
    if reason is None:
        reason = no_way_on(state, seat)  # it moves, but can get nowhere: it may retire
    if reason is None:
        return None
    return {"seat": seat, "reason": reason, "text": stuck_text(state, seat, reason)}


def ending_view(state: DriveState) -> dict[str, Any] | None:
    """Return why the game ended without a winner, in a plain sentence, or None.

    ``{"reason", "text"}``: ``reason`` is the outcome's (``all_retired``,
    ``no_moves``, ``no_way_to_finish``, ``stalemate``); None while the game
    goes on (the engine ends a game as soon as no car can get anywhere; until
    then ``stuck`` says why the seat to move cannot) and after a win.
    """
    outcome = state.outcome
    if outcome is None or outcome["winners"]:
        return None
    return {"reason": outcome["reason"], "text": ending_text(state, outcome["reason"])}
