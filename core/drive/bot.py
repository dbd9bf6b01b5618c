"""Drive bots: what a seat may know, and three levels of play.

Drive hides only the pack's order (and the RNG that reshuffles it):
:func:`observe` sorts the pack and zeroes the RNG; bots decide from that
observation and their own RNG (:meth:`core.protocol.Game.bot_move`).

- ``normal`` (:func:`bot_move`), greedy: head for your own Finish, save
  Roundabouts.  Each legal move is tried on a copy of the state and scored by
  how far the car then is from its Finish along the road network
  (:func:`reach`): old roads followed as the rules let it drive them, then
  the straight line from the nearest empty place.  A car never circles on old
  roads while a way on exists, and never closes a loop of road on itself
  while it can help it (:func:`trapped`), so bot-only games end.  Ties
  are broken by the caller's seeded RNG, so a replay makes the same choices.
- ``easy`` (:func:`easy_move`): the greedy move one time in three, else any
  move that keeps the car going (and does not shut it in).
- ``hard`` (:func:`hard_move`): searches (:mod:`core.search`) over shuffled
  packs, playing on with the greedy policy for both cars and scoring its own
  car's lead over the nearest rival's.
"""

from __future__ import annotations

import math

from core.drive.apply import play
from core.drive.geometry import DX, DY
from core.drive.rules import (
    FINISH_OUT,
    drawable,
    drive_exits,
    front,
    legal_moves,
    open_exits,
    roundabout_blocker,
)
from core.drive.state import EXIT, Car, Cell, DriveState, clone
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
    tx, ty, tedge = FINISH_OUT[seat]
    value = 1.0 if car.held else 0.0
    if car.x == tx and car.y == ty and car.edge == tedge:
        pass  # held before an obstruction on the way into its Finish
    elif (0 <= x <= 1 and 0 <= y <= 1) or ((x, y) in state.cells and not drive_exits(state, seat)):
        # barred (facing the Start and Finish card, or no road): costs a Roundabout, or the car
        value += abs(x - tx) + abs(y - ty)
        value += 3.0 if roundabout_blocker(state, seat) is None else 8.0
    elif (x, y) not in state.cells and not any(drawable(state)):
        # an empty place and nothing to draw: the car waits (a discard may come back)
        value += abs(x - tx) + abs(y - ty) + 8.0
    else:
        value += road_distance(state, seat)
    value += 2.5 * (2 - state.roundabouts[seat])
    return value


#: what a car that can reach neither its Finish nor a place to put a card costs
#: (on top of its straight-line distance): it can only circle on old roads for
#: ever: worse than any barred car, and than retiring (which at least lets the game end)
TRAPPED = 2000.0


def reach(state: DriveState, seat: int) -> float:
    """Return how many cards ``seat``'s car is from its Finish along the road network.

    Cards on the table are followed as the rules let the car drive them (one
    card a turn, signs obeyed); an empty place the car can reach costs what it
    has driven plus its straight-line distance from the Finish (new cards go
    there).  So a car on old roads heads for the nearest way out of them and
    the distance falls by one with each card driven: bots never circle on a
    loop while a way on exists.  ``math.inf`` if it can reach neither (nothing
    left to draw, or a closed loop of roads).
    """
    x, y, entry = front(state, seat)
    tx, ty, tedge = FINISH_OUT[seat]
    cells = state.cells
    table = state.options.cards.table
    can_draw = any(drawable(state))
    best = math.inf
    layer = [(x, y, entry)]
    seen = set(layer)
    depth = 0
    while layer and depth < best:
        following = []
        for x, y, entry in layer:
            cell = cells.get((x, y))
            if cell is None:
                if can_draw and not (0 <= x <= 1 and 0 <= y <= 1):
                    best = min(best, depth + abs(x - tx) + abs(y - ty))
                continue
            exits = open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
            for edge in range(4):
                if exits >> edge & 1:
                    if x == tx and y == ty and edge == tedge:
                        best = min(best, depth + 1)
                        continue
                    ahead = (x + DX[edge], y + DY[edge], (edge + 2) % 4)
                    if ahead not in seen:
                        seen.add(ahead)
                        following.append(ahead)
        layer = following
        depth += 1
    return best


def road_distance(state: DriveState, seat: int) -> float:
    """Return :func:`reach`, or for a trapped car its straight-line distance plus ``TRAPPED``."""
    best = reach(state, seat)
    if best == math.inf:
        x, y, _ = front(state, seat)
        tx, ty, _ = FINISH_OUT[seat]
        return abs(x - tx) + abs(y - ty) + TRAPPED
    return best


def trapped(state: DriveState, seat: int) -> bool:
    """True if ``seat``'s car, facing a road, can reach neither its Finish nor an empty place.

    A car choosing its exit is trapped if every exit traps it.
    """
    if state.over or state.cars[seat].retired:
        return False
    if state.phase == EXIT and state.turn == seat:
        return all(trapped(_after(state, seat, m), seat) for m in _moves(state, seat))
    x, y, _ = front(state, seat)
    return ((x, y) in state.cells and bool(drive_exits(state, seat))
            and reach(state, seat) == math.inf)


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
    if len(going) > 1:
        # even a newcomer does not close a loop of road on his own car when he can help it
        going = [m for m in going if not trapped(_after(state, seat, m), seat)] or going
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
    free = [i for i in order if not trapped(_after(seen, seat, moves[i]), seat)]
    if free and len(free) < len(order):  # never shut its own car in while it can help it
        order = free
        if len(order) == 1:
            return moves[order[0]]
    return search(SEARCHER, seen, seat, [moves[i] for i in order], rng, budget)


LEVELS = {"easy": lambda s, seat, rng, budget: easy_move(s, seat, rng),
          "normal": lambda s, seat, rng, budget: bot_move(s, seat, rng),
          "hard": hard_move}
