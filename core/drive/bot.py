"""Drive bots: three levels of play, deciding from a seat's observation
(:mod:`core.drive.seen`) and their own RNG (:meth:`core.protocol.Game.bot_move`).

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

from core.drive.cards import ROUNDABOUT
from core.drive.checks import (
    BITS,
    NO_CARDS,
    NO_WAY_THROUGH,
    OPPONENTS_CAR,
    OWN_CARD,
    cannot_move,
    card_fits,
    drawable,
    drive_exits,
    finish_out,
    fits_in,
    front,
    open_exits,
    opponent_car_on,
    road_distance,
    stuck,
)
from core.drive.geometry import DX, DY, EDGES
from core.drive.rules import legal_moves
from core.drive.seen import determinize, light_clone, play_light
from core.drive.seen import observe as observe  # the game's bot_module (Game.observe,
from core.drive.seen import redeal as redeal  # Game.redeal) finds them here
from core.drive.state import EXIT, PLACE, TURN, Cell, DriveState
from core.protocol import Budget, Move
from core.rng import Rng
from core.search import Searcher, search

WIN, RETIRED = -1000.0, 1000.0
#: what a car whose Finish no road or new card leads to, but which can still reach a card
#: its Roundabout may go on (turning round, if agreed), costs on top of the steps to it:
#: worse than any way on, better than retiring or being shut in
DETOUR = 50.0
#: rounds without progress toward any Finish after which a bot ends its going round in
#: circles (:func:`_moves`); the app's bot tables end such a game at 20 (stall_turns)
WEARY_ROUNDS = 10


def score(state: DriveState, seat: int) -> float:
    """Lower is better for ``seat``: distance of the car's next cell from its Finish."""
    if state.over and seat in state.winners:
        return WIN
    car = state.cars[seat]
    if car.retired:
        return RETIRED
    if state.phase == EXIT and state.turn == seat:
        return min(score(_after(state, seat, m), seat) for m in _moves(state, seat))
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
    (``(x, y, entry)``), needs to reach a card its Roundabout may go on, or an empty place a
    card left may fill (:func:`core.drive.checks.can_get_somewhere`'s search, counted);
    ``math.inf`` if none: its own moves lead nowhere."""
    cells, table, limit = state.cells, state.options.cards.table, state.options.limit
    turning = state.options.turn_round
    roundabouts = state.roundabouts[seat] > 0
    seen = set(places)
    layer = list(places)
    depth = 0
    while layer:
        following = []
        for x, y, entry in layer:
            if 0 <= x <= 1 and 0 <= y <= 1:
                continue
            cell = cells.get((x, y))
            if cell is None:
                if card_fits(state, seat, x, y, entry):
                    return depth
                continue
            if roundabouts and _roundabout_opens(state, seat, x, y, entry):
                return depth
            exits = table[cell.card][cell.rot].exits[entry]
            if -1 <= x <= 2 and -1 <= y <= 2 or limit:
                exits = open_exits(state, seat, x, y, exits)
            if turning and exits:
                exits |= 1 << entry
            for edge in BITS[exits]:
                place = (x + DX[edge], y + DY[edge], (edge + 2) % 4)
                if place not in seen:
                    seen.add(place)
                    following.append(place)
        layer = following
        depth += 1
    return math.inf


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


def _reach_from(state: DriveState, seat: int, x: int, y: int, entry: int) -> float:
    """:func:`reach` for a car facing ``(x, y)``, to enter it by ``entry``: the rules'
    measure, counting only the empty places a card left fits in (a place none fits would
    have the car draw and discard for ever)."""
    return road_distance(state, seat, x, y, entry, fits=True)


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
    return _standing(state, seat, x, y, edge, held, entry)


def _placing(state: DriveState, seat: int, x: int, y: int, entry: int, quarters: int) -> float:
    """:func:`score` once ``seat`` places the drawn card at ``(x, y)`` turned ``quarters``."""
    exits = open_exits(state, seat, x, y,
                       state.options.cards.table[state.drawn][quarters].exits[entry])
    cells = state.cells
    drawn = state.drawn
    cells[(x, y)] = Cell(drawn, quarters, seat)
    state.drawn = -1  # placed: no longer a card in hand (as :func:`_scores` plays it)
    try:
        return min(_leaving(state, seat, x, y, entry, edge)
                   for edge in range(4) if exits >> edge & 1)
    finally:
        del cells[(x, y)]
        state.drawn = drawn


def _moves(state: DriveState, seat: int) -> list[Move]:
    """The moves a bot weighs: never an undo (for people who mis-tap), and never a wait in
    vain while it may do anything else (turn round, retire: :func:`waits_in_vain`)."""
    moves = [m for m in legal_moves(state, seat) if m["type"] != "undo"]
    if len(moves) > 1 and state.phase == TURN:
        return _turn_moves(state, seat, moves)
    return moves


def _turn_moves(state: DriveState, seat: int, moves: list[Move]) -> list[Move]:
    """:func:`_moves` at a turn's start, with a choice: what a bot leaves out there."""
    kind = moves[0]["type"]
    if kind == "wait" and (waits_in_vain(state, seat) or (
            moves[-1]["type"] == "turn_round" and stuck(state, seat) != OPPONENTS_CAR)):
        # (only an opponent's Roundabout could free a car barred by a card: one that
        # may turn round does, the variation's "if in trouble")
        return moves[1:]
    if kind == "draw" and moves[-1]["type"] in _INSTEAD and draws_in_vain(state, seat):
        return [m for m in moves if m["type"] != "draw"]
    if state.idle >= WEARY_ROUNDS * sum(not car.retired for car in state.cars):
        weary = _weary(moves)
        if weary is not None:
            return weary
    if _ROUNDABOUT in moves and score(state, seat) >= DETOUR:
        # no road or new card leads it on from here: the Roundabout it may play is its
        # way on (and, as a car holds two at most, never a way to go round for ever)
        return [_ROUNDABOUT]
    return moves


def _weary(moves: list[Move]) -> list[Move] | None:
    """The moves of a car after rounds without a card on the table or a car nearer its
    Finish than ever (the cars are going round in circles), or None to weigh them all.

    Whatever ends it, in that order: retire where the rules let it, use a Roundabout (two
    at most), draw for a card that fits (the pack is finite); never turn round but where
    it must.
    """
    for kind in ("break_down", "roundabout", "draw"):
        chosen = [m for m in moves if m["type"] == kind]
        if chosen:
            return chosen
    if len(moves) > 1 and moves[-1]["type"] == "turn_round":
        return moves[:-1]
    return None


_ROUNDABOUT: Move = {"type": "roundabout"}


#: what a car may do instead of drawing or waiting in vain
_INSTEAD = frozenset({"turn_round", "break_down"})


def draws_in_vain(state: DriveState, seat: int) -> bool:
    """True if none of the cards left may go in the empty place in front of ``seat``'s car:
    it could only draw and discard."""
    x, y, entry = front(state, seat)
    return (x, y) not in state.cells and not card_fits(state, seat, x, y, entry)


def waits_in_vain(state: DriveState, seat: int) -> bool:
    """True if waiting cannot free ``seat``'s car, now or ever: nothing is left to draw
    (nothing comes back to the discard pile without a draw), no Roundabout can go where the
    way is barred, its own card bars it and no opponent free to move holds a Roundabout
    (cars all barred waiting for each other wait for ever), or the car on the card in front
    cannot move off."""
    reason = stuck(state, seat)
    if reason in (NO_CARDS, NO_WAY_THROUGH):
        return True
    cars = state.cars
    if reason == OWN_CARD:  # only an opponent's Roundabout opens it: one free to move
        return not any(state.roundabouts[o] > 0 and stuck(state, o) is None
                       for o, car in enumerate(cars) if o != seat and not car.retired)
    if reason == OPPONENTS_CAR:
        x, y, _ = front(state, seat)
        return all(cannot_move(state, o) for o, car in enumerate(cars)
                   if o != seat and not car.retired and car.x == x and car.y == y)
    return False


def _scores(state: DriveState, seat: int, moves: list[Move]) -> list[float]:
    """The greedy score of each move (lower is better)."""
    scored = []
    now = None
    for move in moves:
        value = score(_after(state, seat, move), seat)
        if move["type"] == "turn_round":
            # turning round only where that is better than standing where it is: turned
            # twice the car stands as before, so it never turns to and fro for ever
            if now is None:
                now = score(state, seat)
            value = value + 2.0 if value < now else TRAPPED + TRAPPED
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
