"""The greedy Drive bot's measure: how far a car is from its Finish, and each move scored.

:func:`score` (lower is better) is what the ``normal`` bot minimises
(:mod:`core.drive.bot`): the car's distance along the road network
(:func:`reach`), what a barred car's way on costs (a Roundabout, turning
round, a detour), and never a car shut in (:func:`trapped`).  :func:`scores`
plays each move on a copy and scores it; :func:`quick_scores` scores a choice
of exit or of rotation in place, without a copy (most of a game's choices).
"""

from __future__ import annotations

import math

from core.drive.apply import play
from core.drive.checks import (
    drive_exits,
    finish_out,
    fits_in,
    front,
    open_exits,
    road_distance,
    roundabout_opens,
    way_on,
)
from core.drive.geometry import DX, DY, EDGES
from core.drive.rules import legal_moves
from core.drive.state import EXIT, PLACE, Cell, DriveState, clone
from core.protocol import Move

WIN, RETIRED = -1000.0, 1000.0
#: what a car whose Finish no road or new card leads to, but which can still reach a card
#: its Roundabout may go on (turning round, if agreed), costs on top of the steps to it:
#: worse than any way on, better than retiring or being shut in
DETOUR = 50.0


def score(state: DriveState, seat: int) -> float:
    """Lower is better for ``seat``: distance of the car's next cell from its Finish."""
    if state.outcome is not None and seat in state.outcome["winners"]:
        return WIN
    car = state.cars[seat]
    if car.retired:
        return RETIRED
    if state.phase == EXIT and state.turn == seat:
        return min(score(after(state, seat, m), seat) for m in choices(state, seat))
    return _standing(state, seat, car.x, car.y, car.edge, car.held, car.entry)


def _standing(state: DriveState, seat: int, x: int, y: int, edge: int, held: bool,
              came: int = -1) -> float:
    """:func:`score` of ``seat``'s car standing on ``(x, y)`` at exit ``edge`` (``held``:
    before an obstruction; ``came``: the edge it came in by, where turned round it goes),
    the rest of the table as in ``state``."""
    tx, ty, tedge = finish_out(state, seat)
    value = 1.0 if held else 0.0
    if x == tx and y == ty and edge == tedge:
        return value + 2.5 * (2 - state.roundabouts[seat])  # held on the way into its Finish
    fx, fy, entry = x + DX[edge], y + DY[edge], (edge + 2) % 4
    cell = state.cells.get((fx, fy))
    if (0 <= fx <= 1 and 0 <= fy <= 1) or (cell is not None and not open_exits(
            state, seat, fx, fy, state.options.cards.table[cell.card][cell.rot].exits[entry])):
        # barred (facing the Start and Finish card, or no road): costs a Roundabout, or the car
        if _roundabout_opens(state, seat, fx, fy, entry):
            value += abs(fx - tx) + abs(fy - ty) + 3.0
        elif _turns_round(state, seat, x, y, came):
            # barred for good, unless it turns round: what lies behind it
            value += _behind(state, seat, x, y, came, abs(fx - tx) + abs(fy - ty))
        else:
            value += abs(fx - tx) + abs(fy - ty) + 8.0
    elif cell is None and not fits_in(state, seat, fx, fy, entry):
        # an empty place where none of the cards left fits (or nothing to draw, for ever:
        # nothing is discarded without a draw): the way on, if any, is behind it
        if _turns_round(state, seat, x, y, came):
            value += _behind(state, seat, x, y, came, abs(fx - tx) + abs(fy - ty))
        else:
            value += abs(fx - tx) + abs(fy - ty) + 8.0
    else:
        best = _reach_from(state, seat, fx, fy, entry)
        if best == math.inf:
            detour = _detour(state, seat, [(fx, fy, entry)])
            best = DETOUR + detour if detour != math.inf else (
                abs(fx - tx) + abs(fy - ty) + TRAPPED)
        value += best
    return value + 2.5 * (2 - state.roundabouts[seat])


def _turns_round(state: DriveState, seat: int, x: int, y: int, came: int) -> bool:
    """True if ``seat``'s car on the card at ``(x, y)``, come in by edge ``came``, may turn
    round there (the variation: :func:`core.drive.checks.can_turn_round`)."""
    if not state.options.turn_round or came < 0 or (x, y) not in state.cells:
        return False
    bx, by = x + DX[came], y + DY[came]
    return not (0 <= bx <= 1 and 0 <= by <= 1)


def _behind(state: DriveState, seat: int, x: int, y: int, came: int, straight: int) -> float:
    """What a car barred for good on ``(x, y)`` is worth if it turns round, back out by the
    edge ``came`` it came in by: the road behind it (its :func:`reach` or :func:`_detour`),
    or shut in."""
    place = (x + DX[came], y + DY[came], (came + 2) % 4)
    best = _reach_from(state, seat, *place)
    if best != math.inf:
        return 1.0 + best
    detour = _detour(state, seat, [place])
    return 1.0 + DETOUR + detour if detour != math.inf else straight + TRAPPED


def _detour(state: DriveState, seat: int, places: list[tuple[int, int, int]]) -> float:
    """How many steps (cards driven, turns round) ``seat``'s car, facing any of ``places``
    (``(x, y, entry)``), needs to reach a card its Roundabout may go on now, or an empty
    place a card left may fill: the rules' search of whether it can get somewhere
    (:func:`core.drive.checks.way_on`), counted, its Finish left out; ``math.inf`` if
    none: its own moves lead nowhere."""
    return way_on(state, seat, places, finish=False, under_cars=False)


def _roundabout_opens(state: DriveState, seat: int, x: int, y: int, entry: int) -> bool:
    """:func:`roundabout_blocker` is None for a car of ``seat`` facing ``(x, y)`` from ``entry``."""
    cell = state.cells.get((x, y))
    return (cell is not None and state.roundabouts[seat] > 0
            and roundabout_opens(state, seat, cell, x, y, entry, under_cars=False))


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


def _reach_from(state: DriveState, seat: int, x: int, y: int, entry: int) -> float:
    """:func:`reach` for a car facing ``(x, y)``, to enter it by ``entry``: the rules'
    measure, counting only the empty places a card left fits in (a place none fits would
    have the car draw and discard for ever)."""
    return road_distance(state, seat, x, y, entry, fits=True)


def trapped(state: DriveState, seat: int) -> bool:
    """True if ``seat``'s car, facing a road, can reach neither its Finish nor an empty place.

    A car choosing its exit is trapped if every exit traps it.
    """
    if state.outcome is not None or state.cars[seat].retired:
        return False
    if state.phase == EXIT and state.turn == seat:
        return all(trapped(after(state, seat, m), seat) for m in choices(state, seat))
    x, y, _ = front(state, seat)
    return ((x, y) in state.cells and bool(drive_exits(state, seat))
            and reach(state, seat) == math.inf)


def after(state: DriveState, seat: int, move: Move) -> DriveState:
    """A copy of ``state`` with ``move`` played (``state`` is untouched: the copy shares only
    its cards on the table, which no move changes in place)."""
    copy = clone(state)
    play(copy, seat, move)
    return copy


def quick_scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """:func:`scores`, without copying the state for a choice of exit or of rotation.

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
    return scores(state, seat, moves)


def _leaving(state: DriveState, seat: int, x: int, y: int, entry: int, edge: int) -> float:
    """:func:`score` once ``seat``'s car, on ``(x, y)`` from ``entry``, leaves by ``edge``."""
    cell = state.cells[(x, y)]
    held = bool(state.options.cards.table[cell.card][cell.rot].stops & (1 << entry | 1 << edge))
    if not held and (x, y, edge) == finish_out(state, seat):
        return WIN
    return _standing(state, seat, x, y, edge, held, entry)


def _placing(state: DriveState, seat: int, x: int, y: int, entry: int, quarters: int) -> float:
    """:func:`score` once ``seat`` places the drawn card at ``(x, y)`` turned ``quarters``."""
    exits = open_exits(state, seat, x, y,
                       state.options.cards.table[state.drawn][quarters].exits[entry])
    cells = state.cells
    drawn = state.drawn
    cells[(x, y)] = Cell(drawn, quarters, seat)
    state.drawn = -1  # placed: no longer a card in hand (as :func:`scores` plays it)
    try:
        return min(_leaving(state, seat, x, y, entry, edge)
                   for edge in range(4) if exits >> edge & 1)
    finally:
        del cells[(x, y)]
        state.drawn = drawn


def scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """The greedy score of each move (lower is better)."""
    scored = []
    now = None
    for move in moves:
        value = score(after(state, seat, move), seat)
        if move["type"] == "turn_round":
            # turning round only where that is better than standing where it is: turned
            # twice the car stands as before, so it never turns to and fro for ever
            if now is None:
                now = score(state, seat)
            value = value + 2.0 if value < now else TRAPPED + TRAPPED
        scored.append(value)
    return scored


def choices(state: DriveState, seat: int) -> list[Move]:
    """The legal moves a bot weighs at all: never an undo (for people who mis-tap)."""
    return [m for m in legal_moves(state, seat) if m["type"] != "undo"]
