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

from collections.abc import Sequence
from typing import Any

from core import undo
from core.drive.decisions import DECISIONS
from core.drive.refusals import MOVE_TYPES, RULE_GAME_OVER, RULE_TURN, refuse, shape_refusal
from core.drive.state import DriveState
from core.errors import IllegalMove
from core.protocol import Move
from core.rng import Rng


def legal_moves(state: DriveState, seat: int) -> list[Move]:
    """Return every move ``seat`` may make now, undo last (fresh dicts: callers may keep them)."""
    if state.outcome is not None:  # referee: the report that ended it may be taken back
        return [dict(undo.UNDO_MOVE)] if undo.offered(state, seat, True) else []
    moves: list[Move] = []
    if seat == state.turn:
        moves = [dict(move) for move in cached_moves(state, seat)]
    if undo.offered(state, seat, False):
        moves.append(dict(undo.UNDO_MOVE))
    return moves


def sample_move(state: DriveState, seat: int, rng: Rng) -> Move:
    """Return :meth:`core.protocol.Game.sample_move`'s move: ``legal_moves(state, seat)``'s
    move at ``rng.randbelow(n)``, ``n`` the number of legal moves, a dict of its own.

    In digital mode the seat to move reads the moves the move before kept for its
    decision (``state.moves``: an exit decision's or a turn's, :func:`cached_moves`), else
    asks its decision's row (:data:`DECISIONS`: a draw's place decision) and keeps nothing
    (in a playout nobody asks twice); the game's ``sample_move`` is this function itself (one Python
    call a move fewer: :class:`core.drive.game.DriveGame`).
    """
    moves: Sequence[Move]
    if state.moves_at == state.changes and seat == state.turn and not state.referee:
        moves = state.moves  # kept by the move that made the decision (a game over keeps none)
    elif state.referee or state.outcome is not None or seat != state.turn:
        moves = legal_moves(state, seat)  # undo may be offered: the full list
    else:
        # the kept dicts (a place or exit decision's kept tuple of them: no list is built for
        # one draw), so the one drawn is copied
        moves = DECISIONS[state.phase].moves(state, seat)
    return moves[rng.randbelow(len(moves))].copy()


def pending(state: DriveState) -> list[int]:
    """Return the seat to move (none once over): the game's ``pending`` itself."""
    return [] if state.outcome is not None else [state.turn]


def is_over(state: DriveState) -> bool:
    """True once someone finished, everyone retired, or play cannot go on: the game's
    ``is_over`` itself."""
    return state.outcome is not None


def cached_moves(state: DriveState, seat: int) -> Sequence[Move]:
    """Return the moves of ``seat``, the seat to move, without undo: the kept sequence itself.

    Copy a move before handing it out.  The moves are those of the decision the
    seat faces (:data:`DECISIONS`), kept with the count of the state's changes
    they were listed at (``state.changes``: every move and every change by hand
    counts one), and listed again once the state has changed since: never stale.
    A move keeps the moves of the decision it leads to as it ends when it has them at
    hand (a car entering a card the exit decision's, a turn's start the turn's:
    :mod:`core.drive.apply`, :mod:`core.drive.turn`); the draw keeps none (listing the
    place decision's would take the state back through the decisions and checks within
    the move: docs/engine-shape.md), nor does a move that ends the game.
    """
    if state.moves_at == state.changes:
        return state.moves
    moves = DECISIONS[state.phase].moves(state, seat)
    state.moves, state.moves_at = moves, state.changes
    return moves


def explain(state: DriveState, seat: Any, move: Any) -> IllegalMove:
    """Return the error describing why ``move`` by ``seat`` is not legal now.

    After the end and the move's shape, the pending decision's row answers for
    the move's type (:attr:`core.drive.decisions.Decision.checks`), told which
    move types are legal now.
    """
    if state.outcome is not None:  # only the undo of the report that ended it is left
        refusal = undo.after_the_end(state, move, state.referee, RULE_GAME_OVER)
        assert refusal is not None, "the undo of the end is a legal move"
        return refusal
    shape = shape_refusal(state, seat, move)
    if shape is not None:
        return shape
    kind = move["type"]
    check = DECISIONS[state.phase].checks[kind]
    if MOVE_TYPES[kind].any_seat:  # undo: any seat, for the table, while a report stands
        return check(state, seat, move, ())
    if seat != state.turn:
        return refuse("not_your_turn", f"it is seat {state.turn}'s turn, not seat {seat}'s",
                      RULE_TURN)
    kinds = tuple(sorted({m["type"] for m in legal_moves(state, seat)}))
    return check(state, seat, move, kinds)
