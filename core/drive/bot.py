"""Drive bots: what a seat may know, and three levels of play.

Drive hides only the pack's order (and the RNG that reshuffles it):
:func:`observe` sorts the pack and zeroes the RNG; bots decide from that
observation and their own RNG (:meth:`core.protocol.Game.bot_move`).

- ``normal`` (:func:`bot_move`), greedy: head for your own Finish, save
  Roundabouts.  Each legal move is tried on a copy of the state and scored by
  how far the car then faces from the cell that leads into its Finish.  Ties
  are broken by the caller's seeded RNG, so a replay makes the same choices.
- ``easy`` (:func:`easy_move`): the greedy move one time in three, else any
  move that keeps the car going.
- ``hard`` (:func:`hard_move`): searches (:mod:`core.search`) over shuffled
  packs, playing on with the greedy policy for both cars and scoring its own
  car's lead over the nearest rival's.
"""

from __future__ import annotations

import math

from core.drive.board import EXIT, Car, Cell, DriveState, clone
from core.drive.rules import (
    FINISH_OUT,
    drawable,
    drive_exits,
    front,
    legal_moves,
    play,
    roundabout_blocker,
)
from core.protocol import Budget, Move
from core.rng import Rng
from core.search import Searcher, search

WIN, RETIRED = -1000.0, 1000.0


def score(state: DriveState, seat: int) -> float:
    """Lower is better for ``seat``: distance of the car's next cell from its Finish."""
    if state.over and seat in state.winners:
        return WIN
    car = state.cars[seat]
    if car.retired:
        return RETIRED
    if state.phase == EXIT and state.turn == seat:
        return min(score(_after(state, seat, m), seat) for m in _moves(state, seat))
    x, y, _ = front(state, seat)
    tx, ty, _ = FINISH_OUT[seat]
    value = abs(x - tx) + abs(y - ty) + (1.0 if car.held else 0.0)
    if (x, y) in state.cells and not drive_exits(state, seat):
        # barred: costs a Roundabout, or the car
        value += 3.0 if roundabout_blocker(state, seat) is None else 8.0
    value += 2.5 * (2 - state.roundabouts[seat])
    return value


def light_clone(state: DriveState) -> DriveState:
    """Return a copy of ``state`` that shares its cards on the table (no undo snapshot).

    The rules replace a table entry when a card is placed and change a card
    in place only when a Roundabout covers it, so a light copy stays
    independent as long as it is played with :func:`play_light`.
    """
    return DriveState(
        config=state.config, referee=state.referee, options=state.options,
        rng=Rng(state.rng.state), cells=dict(state.cells),
        cars=[Car(c.x, c.y, c.edge, c.entry, c.held, c.retired) for c in state.cars],
        roundabouts=list(state.roundabouts), pack=list(state.pack),
        pack_counts=list(state.pack_counts), discard=list(state.discard),
        turn=state.turn, first=state.first, phase=state.phase, drawn=state.drawn,
        idle=state.idle, over=state.over, winners=list(state.winners), reason=state.reason,
    )


def play_light(state: DriveState, seat: int, move: Move) -> None:
    """Play a legal move on a :func:`light_clone`: the trusted path, minus the undo snapshot."""
    if move["type"] == "roundabout":  # the covered card changes in place: copy it first
        x, y, _ = front(state, seat)
        cell = state.cells[(x, y)]
        state.cells[(x, y)] = Cell(cell.card, cell.rot, cell.by, list(cell.covered))
    state.cache = None
    play(state, seat, move)


def _after(state: DriveState, seat: int, move: Move) -> DriveState:
    copy = light_clone(state)
    play_light(copy, seat, move)
    return copy


def bot_move(state: DriveState, seat: int, rng: Rng) -> Move:
    """Choose the move that leaves ``seat``'s car nearest its Finish."""
    moves = _moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    if moves[0]["type"] == "draw" and state.referee:
        # A stand-in for the physical pack: a type in proportion to the copies left.
        counts = drawable(state)
        pick = rng.randbelow(sum(counts))
        for index, count in enumerate(counts):
            if pick < count:
                return {"type": "draw", "card": state.options.cards.types[index].id}
            pick -= count
    scored = _scores(state, seat, moves)
    best = min(scored)
    choices = [m for m, v in zip(moves, scored, strict=True) if v == best]
    return choices[rng.randbelow(len(choices))]


def _moves(state: DriveState, seat: int) -> list[Move]:
    # never takes a report back: undo is for people who mis-tap
    return [m for m in legal_moves(state, seat) if m["type"] != "undo"]


def _scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """The greedy score of each move (lower is better)."""
    scored = []
    for move in moves:
        value = score(_after(state, seat, move), seat)
        if move["type"] == "turn_round":
            value += 2.0
        scored.append(value)
    return scored


#: moves an easy bot does not make while anything else is legal
_EASY_AVOIDS = frozenset({"turn_round", "break_down"})


def easy_move(state: DriveState, seat: int, rng: Rng) -> Move:
    """One time in three the greedy move; otherwise any move that keeps the car going."""
    if rng.randbelow(3) == 0:
        return bot_move(state, seat, rng)
    moves = _moves(state, seat)
    going = [m for m in moves if m["type"] not in _EASY_AVOIDS] or moves
    return going[rng.randbelow(len(going))]


# -- what a seat may know ------------------------------------------------------------

def observe(state: DriveState, seat: int) -> DriveState:
    """Return ``seat``'s information state: the pack sorted, the RNG zeroed.

    Referee mode keeps its undo snapshot: an earlier public state.
    """
    seen = clone(state)
    seen.undo = state.undo
    seen.pack.sort()
    seen.rng = Rng(0)
    return seen


def determinize(seen: DriveState, seat: int, rng: Rng) -> DriveState:
    """Return a full state consistent with ``seen``: the pack shuffled from ``rng``."""
    state = light_clone(seen)
    rng.shuffle(state.pack)
    state.rng = Rng(rng.next64())
    return state


# -- hard: search -------------------------------------------------------------------

#: plies a rollout plays on (a few turns of each car)
HORIZON = 16
#: a lead of this many greedy-score points (cells to the Finish) is worth about 0.34 (of 0.45)
LEAD_SCALE = 3.0


def evaluate(state: DriveState, seat: int) -> float:
    """How good ``state`` is for ``seat`` in [0, 1]: won 1, else its lead over the nearest rival."""
    if state.over:
        winners = state.winners
        if not winners:  # nobody won (every car retired, a stalemate): a draw
            return 1.0 / state.players
        return 1.0 / len(winners) if seat in winners else 0.0
    mine = score(state, seat)
    rival = min(score(state, other) for other in range(state.players) if other != seat)
    return 0.5 + 0.45 * math.tanh((rival - mine) / LEAD_SCALE)


def _pending(state: DriveState) -> list[int]:
    return [] if state.over else [state.turn]


SEARCHER: Searcher[DriveState] = Searcher(
    determinize=determinize, policy=bot_move, push=play_light, pending=_pending,
    evaluate=evaluate, horizon=HORIZON)


def hard_move(seen: DriveState, seat: int, rng: Rng, budget: Budget) -> Move:
    """Search the legal moves over shuffled packs, greedy order first (see :mod:`core.search`)."""
    moves = _moves(seen, seat)
    if len(moves) <= 1 or (moves[0]["type"] == "draw" and seen.referee):
        return bot_move(seen, seat, rng)
    scored = _scores(seen, seat, moves)
    order = sorted(range(len(moves)), key=lambda i: scored[i])
    return search(SEARCHER, seen, seat, [moves[i] for i in order], rng, budget)


LEVELS = {"easy": lambda s, seat, rng, budget: easy_move(s, seat, rng),
          "normal": lambda s, seat, rng, budget: bot_move(s, seat, rng),
          "hard": hard_move}
