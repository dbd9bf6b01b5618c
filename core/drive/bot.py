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
from core.drive.cards import ROUNDABOUT
from core.drive.checks import (
    OPPONENTS_CAR,
    drawable,
    drive_exits,
    finish_out,
    front,
    open_exits,
    opponent_car_on,
    road_distance,
    stuck,
)
from core.drive.geometry import DX, DY, EDGES
from core.drive.rules import legal_moves
from core.drive.state import EXIT, PLACE, Car, Cell, DriveState, clone
from core.protocol import Budget, Move
from core.rng import Rng, stored_rng
from core.search import Searcher, search

WIN, RETIRED = -1000.0, 1000.0
#: what waiting costs a car that may turn round and that nothing but an opponent can free
WAIT_IN_VAIN = 100.0


def score(state: DriveState, seat: int) -> float:
    """Lower is better for ``seat``: distance of the car's next cell from its Finish."""
    if state.over and seat in state.winners:
        return WIN
    car = state.cars[seat]
    if car.retired:
        return RETIRED
    if state.phase == EXIT and state.turn == seat:
        return min(score(_after(state, seat, m), seat) for m in _moves(state, seat))
    return _standing(state, seat, car.x, car.y, car.edge, car.held)


def _standing(state: DriveState, seat: int, x: int, y: int, edge: int, held: bool) -> float:
    """:func:`score` of ``seat``'s car standing on ``(x, y)`` at exit ``edge`` (``held``:
    before an obstruction), the rest of the table as in ``state``."""
    tx, ty, tedge = finish_out(state, seat)
    value = 1.0 if held else 0.0
    if x == tx and y == ty and edge == tedge:
        return value + 2.5 * (2 - state.roundabouts[seat])  # held on the way into its Finish
    fx, fy, entry = x + DX[edge], y + DY[edge], (edge + 2) % 4
    cell = state.cells.get((fx, fy))
    if (0 <= fx <= 1 and 0 <= fy <= 1) or (cell is not None and not open_exits(
            state, seat, fx, fy, state.options.cards.table[cell.card][cell.rot].exits[entry])):
        # barred (facing the Start and Finish card, or no road): costs a Roundabout, or the car
        value += abs(fx - tx) + abs(fy - ty)
        value += 3.0 if _roundabout_opens(state, seat, fx, fy, entry) else 8.0
    elif cell is None and not any(drawable(state)):
        # an empty place and nothing to draw: the car waits (a discard may come back)
        value += abs(fx - tx) + abs(fy - ty) + 8.0
    else:
        best = _reach_from(state, seat, fx, fy, entry)
        value += abs(fx - tx) + abs(fy - ty) + TRAPPED if best == math.inf else best
    return value + 2.5 * (2 - state.roundabouts[seat])


def _roundabout_opens(state: DriveState, seat: int, x: int, y: int, entry: int) -> bool:
    """:func:`roundabout_blocker` is None for a car of ``seat`` facing ``(x, y)`` from ``entry``."""
    cell = state.cells.get((x, y))
    if cell is None or state.roundabouts[seat] <= 0 or cell.by == seat or cell.card == ROUNDABOUT:
        return False
    if not open_exits(state, seat, x, y, state.options.cards.table[ROUNDABOUT][0].exits[entry]):
        return False
    return not opponent_car_on(state, seat, x, y)


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
    return _reach_from(state, seat, x, y, entry)


#: :func:`reach` for a car facing ``(x, y)``, to enter it by ``entry`` (the rules' measure)
_reach_from = road_distance


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
        rng=stored_rng(state.rng.state), cells=dict(state.cells),
        cars=[Car(c.x, c.y, c.edge, c.entry, c.held, c.retired) for c in state.cars],
        roundabouts=list(state.roundabouts), pack=list(state.pack),
        pack_counts=list(state.pack_counts), discard=list(state.discard),
        turn=state.turn, first=state.first, phase=state.phase, drawn=state.drawn,
        idle=state.idle, best=list(state.best), over=state.over, winners=list(state.winners),
        reason=state.reason, described=[list(m) for m in state.described],
        described_discard=list(state.described_discard), described_drawn=state.described_drawn,
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
    scored = _quick_scores(state, seat, moves)
    best = min(scored)
    choices = [m for m, v in zip(moves, scored, strict=True) if v == best]
    return choices[rng.randbelow(len(choices))]


def _quick_scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """:func:`_scores`, without copying the state for a choice of exit or of rotation.

    Those are most of a game's choices: the car's standing after each is scored
    in place (a placed card goes on the table for the while), as
    :func:`_standing`; other choices are played on copies.
    """
    phase = state.phase
    if phase == EXIT:
        car = state.cars[seat]
        return [_leaving(state, seat, car.x, car.y, car.entry, EDGES.index(m["edge"]))
                for m in moves]
    if phase == PLACE and moves[0]["type"] == "place":
        x, y, entry = front(state, seat)
        return [_placing(state, seat, x, y, entry, m["rotation"] // 90) for m in moves]
    return _scores(state, seat, moves)


def _leaving(state: DriveState, seat: int, x: int, y: int, entry: int, edge: int) -> float:
    """:func:`score` once ``seat``'s car, on ``(x, y)`` from ``entry``, leaves by ``edge``."""
    cell = state.cells[(x, y)]
    held = bool(state.options.cards.table[cell.card][cell.rot].stops & (1 << entry | 1 << edge))
    if not held and (x, y, edge) == finish_out(state, seat):
        return WIN
    return _standing(state, seat, x, y, edge, held)


def _placing(state: DriveState, seat: int, x: int, y: int, entry: int, quarters: int) -> float:
    """:func:`score` once ``seat`` places the drawn card at ``(x, y)`` turned ``quarters``."""
    exits = open_exits(state, seat, x, y,
                       state.options.cards.table[state.drawn][quarters].exits[entry])
    cells = state.cells
    cells[(x, y)] = Cell(state.drawn, quarters, seat)
    try:
        return min(_leaving(state, seat, x, y, entry, edge)
                   for edge in range(4) if exits >> edge & 1)
    finally:
        del cells[(x, y)]


def _moves(state: DriveState, seat: int) -> list[Move]:
    # never takes a report back: undo is for people who mis-tap
    return [m for m in legal_moves(state, seat) if m["type"] != "undo"]


def _scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """The greedy score of each move (lower is better)."""
    scored = []
    # barred by its own card or a closed edge, or nothing to draw: waiting changes nothing
    # (only an opponent could help), so a car that may turn round does (the variation)
    futile = (any(m["type"] == "turn_round" for m in moves)
              and stuck(state, seat) not in (None, OPPONENTS_CAR))
    for move in moves:
        value = score(_after(state, seat, move), seat)
        if move["type"] == "turn_round":
            value += 2.0
        elif move["type"] == "wait" and futile:
            value += WAIT_IN_VAIN
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

def redeal(state: DriveState, seat: int, rng: Rng) -> DriveState:
    """Shuffle the face-down pack and change the RNG that would reshuffle it (all hidden)."""
    other = clone(state)
    rng.shuffle(other.pack)
    other.rng = Rng(rng.next64())
    return other


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
