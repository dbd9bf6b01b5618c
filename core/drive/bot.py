"""A simple greedy Drive bot: head for your own Finish, save Roundabouts.

Each legal move is tried on a copy of the state and scored by how far the
car then faces from the cell that leads into its Finish.  Ties are broken by
the caller's seeded RNG, so a replay makes the same choices.
"""

from __future__ import annotations

from core.drive.board import EXIT, DriveState, clone
from core.drive.cards import ALL_TYPES
from core.drive.rules import (
    FINISH_OUT,
    drawable,
    drive_exits,
    front,
    legal_moves,
    play,
    roundabout_blocker,
)
from core.protocol import Move
from core.rng import Rng

WIN, RETIRED = -1000.0, 1000.0


def score(state: DriveState, seat: int) -> float:
    """Lower is better for ``seat``: distance of the car's next cell from its Finish."""
    if state.over and seat in state.winners:
        return WIN
    car = state.cars[seat]
    if car.retired:
        return RETIRED
    if state.phase == EXIT and state.turn == seat:
        return min(score(_after(state, seat, m), seat) for m in legal_moves(state, seat))
    x, y, _ = front(state, seat)
    tx, ty, _ = FINISH_OUT[seat]
    value = abs(x - tx) + abs(y - ty) + (1.0 if car.held else 0.0)
    if (x, y) in state.cells and not drive_exits(state, seat):
        # barred: costs a Roundabout, or the car
        value += 3.0 if roundabout_blocker(state, seat) is None else 8.0
    value += 2.5 * (2 - state.roundabouts[seat])
    return value


def _after(state: DriveState, seat: int, move: Move) -> DriveState:
    copy = clone(state)
    play(copy, seat, move)
    return copy


def bot_move(state: DriveState, seat: int, rng: Rng) -> Move:
    """Choose the move that leaves ``seat``'s car nearest its Finish."""
    # never takes a report back: undo is for people who mis-tap
    moves = [m for m in legal_moves(state, seat) if m["type"] != "undo"]
    if len(moves) == 1:
        return moves[0]
    if moves[0]["type"] == "draw" and state.referee:
        # A stand-in for the physical pack: a type in proportion to the copies left.
        counts = drawable(state)
        pick = rng.randbelow(sum(counts))
        for index, count in enumerate(counts):
            if pick < count:
                return {"type": "draw", "card": ALL_TYPES[index].id}
            pick -= count
    scored = []
    for move in moves:
        value = score(_after(state, seat, move), seat)
        if move["type"] == "turn_round":
            value += 2.0
        scored.append(value)
    best = min(scored)
    choices = [m for m, v in zip(moves, scored, strict=True) if v == best]
    return choices[rng.randbelow(len(choices))]
