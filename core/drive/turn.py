"""The rest of a Drive move once its own part is done: the car leaving its card, the turn
passing on, the end.

A move's handler (:mod:`core.drive.apply`) resolves what the move itself does
and, once the car is to leave the card it entered by its one open exit (or a
held car moves on past its obstruction), hands on to :func:`leave`; a move
that ends the turn hands on to :func:`pass_on`.
From here the state flows one way: the car leaves (held before an
obstruction, into its Finish, on), the turn passes to the next car still in
the game, the checks the new turn needs are asked in one pass (the new turn's moves
and whether its car can get somewhere read together:
:func:`core.drive.decisions.turn_start_moves`), then the game ends or the turn begins,
its moves kept for it.
"""

from __future__ import annotations

from core.drive.cards import Oriented
from core.drive.checks import STALEMATE, nearer_than_ever, no_way_ending
from core.drive.decisions import turn_start_moves
from core.drive.geometry import EDGES, FINISH_OUT
from core.drive.state import TURN, DriveState
from core.protocol import Event

#: the ``edge`` :func:`leave` is given for a car held before an obstruction moving on past
#: it: it left by its exit on its last turn (no exit of its own, no stop)
PAST_OBSTRUCTION = -1


def leave(state: DriveState, seat: int, card: Oriented, edge: int, events: list[Event]) -> None:
    """``seat``'s car leaves ``card``, the card it stands on as it lies, by ``edge`` (or,
    ``PAST_OBSTRUCTION``, moves on past the obstruction it was held before, by the exit it
    left by then): held before an obstruction, into its Finish (the end), another turn, or
    the next car's.  One call whichever way it goes (the car leaving and arriving were two)."""
    car = state.cars[seat]
    if edge != PAST_OBSTRUCTION:
        car.edge = edge  # the phase is the turn's again once the next one begins (_begin)
        events.append({"type": "exit", "seat": seat, "x": car.x, "y": car.y,
                       "edge": EDGES[edge]})
        if card.stops & (1 << car.entry | 1 << edge):
            # "he stops his car before the obstruction or sign until his NEXT turn"
            car.held = True
            events.append({"type": "miss_a_turn", "seat": seat, "x": car.x, "y": car.y})
            _begin(state, seat, events)  # the turn passes
            return
    # the only exit that leads into this car's Finish (checks.finish_out); compared field by
    # field, the car's place first (most cars are elsewhere), no tuple built a move
    tx, ty, tedge = FINISH_OUT[state.options.cars[seat]]
    if car.x == tx and car.y == ty and car.edge == tedge:
        events.append({"type": "finish", "seat": seat})
        game_over(state, [seat], "finish", events)
        return
    ended: int | None = seat  # the turn passes
    if card.no_stopping:
        # "No Stopping" cards: "Follow the instructions and take another turn."
        events.append({"type": "another_turn", "seat": seat, "reason": "no_stopping"})
        ended = None
    _begin(state, ended, events)


def pass_on(state: DriveState, events: list[Event]) -> None:
    """The turn of the seat to move ends: the next car still in the game begins its turn."""
    _begin(state, state.turn, events)


def _begin(state: DriveState, ended: int | None, events: list[Event]) -> None:
    """The next turn begins, or the game ends: ``ended`` is the seat whose turn ended (the
    next car still in the game, back to this one if none is, plays), None for another turn
    of the seat to move.  The new turn's checks are asked once, then their answers applied:
    whether the car whose turn ended came nearer its Finish than ever, the new turn's
    moves and whether its car can get somewhere (read together), and if it cannot, whether
    any car can.  None of them reads whose turn it is, its phase or the turns without
    progress, so they are asked before the turn passes on, within the same move."""
    seat = state.turn
    if ended is not None:
        cars = state.cars
        seat = (ended + 1) % len(cars)
        while cars[seat].retired and seat != ended:
            seat = (seat + 1) % len(cars)
    # the moves first: they end in the checks (card_fits), where nearer_than_ever follows,
    # so the state enters each module once (docs/engine-shape.md, the walks)
    moves, somewhere = turn_start_moves(state, seat)
    if ended is not None:
        nearest = nearer_than_ever(state, ended)
        if nearest is not None:  # progress toward a Finish (stall_turns)
            state.best[ended] = nearest
            state.idle = 0
    state.phase = TURN
    state.turn = seat
    idle = state.idle = state.idle + 1
    stall = state.options.stall_turns
    # the house rule: below one round, with this car in the game, no need to count the cars
    if stall and (idle >= stall or state.cars[seat].retired) and _stalled(state, stall):
        game_over(state, [], STALEMATE, events)
    elif not somewhere and (ending := no_way_ending(state, seat)) is not None:
        game_over(state, [], ending, events)
    else:
        # the turn's moves, kept for it with this move's count of changes: the sampler and
        # the legal moves read them (core.drive.rules)
        state.moves, state.moves_at = moves, state.changes


def _stalled(state: DriveState, stall: int) -> bool:
    """The house rule ``stall_turns`` (``stall`` rounds), at the start of a turn: that many
    rounds (turns of every car still in the game) without a card put on the table or a car
    nearer its Finish than ever before."""
    return state.idle >= stall * len([car for car in state.cars if not car.retired])


def game_over(state: DriveState, winners: list[int], reason: str, events: list[Event]) -> None:
    """The game ends: ``winners`` (none: no winner) and why."""
    state.outcome = {"winners": winners, "reason": reason}
    state.phase = TURN
    events.append({"type": "game_over", "winners": winners, "reason": reason})
