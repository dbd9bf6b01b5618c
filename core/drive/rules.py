"""The rules of Drive (1960): the legal moves, and why another move is refused.

One rules path serves both modes.  The only difference is where a drawn card
comes from: the seeded pack (digital) or the type a player reports (referee,
checked against the cards of that type still unseen).

A turn is a short sequence of atomic decisions (as in OpenSpiel; the table of
:mod:`core.drive.decisions`):

- ``draw`` (digital) or ``draw`` + ``card`` (referee), then ``place`` with a
  ``rotation`` in the cell in front of the car, or ``discard`` when no
  placement is allowed;
- ``drive`` onto the card in front, or ``roundabout`` on it;
- then ``exit`` with an ``edge`` when the card offers more than one exit;
- ``pass_obstruction`` for a car held by a Miss-a-Turn;
- ``wait``, ``break_down`` and (option) ``turn_round`` when the way is barred
  or nothing can be drawn (:func:`core.drive.checks.stuck` says why, in words
  for the player);
- referee mode: ``undo`` for the seat that made the last report, until the
  next report is made (:mod:`core.undo`).

:func:`legal_moves` is the referee; :mod:`core.drive.apply` carries a legal
move out, :func:`explain` says why another is refused (the checks of each
move type are :mod:`core.drive.refusals`).
"""

from __future__ import annotations

from typing import Any

from core import undo
from core.drive.decisions import DECISIONS
from core.drive.refusals import MOVE_TYPES, RULE_GAME_OVER, RULE_TURN, refuse, shape_refusal
from core.drive.state import DriveState
from core.errors import IllegalMove
from core.protocol import Move


def legal_moves(state: DriveState, seat: int) -> list[Move]:
    """Return every move ``seat`` may make now, undo last (fresh dicts: callers may keep them)."""
    if state.over:  # referee: the report that ended the game may be taken back (core.undo)
        return [dict(undo.UNDO_MOVE)] if undo.offered(state, seat, True) else []
    moves: list[Move] = []
    if seat == state.turn:
        moves = [dict(move) for move in cached_moves(state, seat)]
    if undo.offered(state, seat, state.over):
        moves.append(dict(undo.UNDO_MOVE))
    return moves


def cached_moves(state: DriveState, seat: int) -> list[Move]:
    """Return the moves of ``seat``, the seat to move, without undo: the cached list itself.

    For samplers (:meth:`core.protocol.Game.sample_move`): copy a move before
    handing it out; the list is dropped by the next :func:`core.drive.apply.push`.
    The moves are those of the decision the seat faces (:data:`DECISIONS`).
    """
    cache = state.cache
    if cache is None:
        cache = state.cache = DECISIONS[state.phase].moves(state, seat)
    return cache


def explain(state: DriveState, seat: Any, move: Any) -> IllegalMove:
    """Return the error describing why ``move`` by ``seat`` is not legal now."""
    if state.over:  # only the undo of the report that ended it is left (core.undo)
        refusal = undo.after_the_end(state, move, state.referee, RULE_GAME_OVER)
        assert refusal is not None, "the undo of the end is a legal move"
        return refusal
    shape = shape_refusal(state, seat, move)
    if shape is not None:
        return shape
    kind = move["type"]
    checks = MOVE_TYPES[kind]
    if checks.any_seat:  # undo: any seat, for the table, while a report stands
        return checks.bad(state, seat, move)
    if seat != state.turn:
        return refuse("not_your_turn", f"it is seat {state.turn}'s turn, not seat {seat}'s",
                      RULE_TURN)
    kinds = sorted({m["type"] for m in legal_moves(state, seat)})
    if kind not in kinds:
        return DECISIONS[state.phase].not_now(state, seat, kind, ", ".join(kinds))
    return checks.bad(state, seat, move)
