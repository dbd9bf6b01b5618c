"""Drive bots: three levels of play, deciding from a seat's observation
(:mod:`core.drive.seen`) and their own RNG (:meth:`core.protocol.Game.bot_move`).

- ``normal`` (:func:`bot_move`), greedy: head for your own Finish, save
  Roundabouts.  Each legal move is scored (:mod:`core.drive.greedy`) by
  how far the car then is from its Finish along the road network
  (:func:`core.drive.greedy.reach`): old roads followed as the rules let it drive them, then
  the straight line from the nearest empty place.  A car never circles on old
  roads while a way on exists, and never closes a loop of road on itself
  while it can help it (:func:`core.drive.greedy.trapped`), so bot-only games end.  Ties
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
from core.drive.checks import (
    NO_CARDS,
    NO_WAY_THROUGH,
    OPPONENTS_CAR,
    OWN_CARD,
    cannot_move,
    card_fits,
    front,
    stuck,
)
from core.drive.greedy import (
    DETOUR,
    after,
    choices,
    quick_scores,
    score,
    scores,
    trapped,
)
from core.drive.reading import drawable
from core.drive.seen import determinize
from core.drive.seen import observe as observe  # the game's bot_module (Game.observe,
from core.drive.seen import redeal as redeal  # Game.redeal) finds them here
from core.drive.state import TURN, DriveState
from core.protocol import Budget, Move
from core.rng import Rng
from core.search import Searcher, search

#: rounds without progress toward any Finish after which a bot ends its going round in
#: circles (:func:`_moves`); the app's bot tables end such a game at 20 (stall_turns)
WEARY_ROUNDS = 10


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
    scored = quick_scores(state, seat, moves)
    best = min(scored)
    choices = [m for m, v in zip(moves, scored, strict=True) if v == best]
    return choices[rng.randbelow(len(choices))]


def _moves(state: DriveState, seat: int) -> list[Move]:
    """The moves a bot weighs: never an undo (for people who mis-tap), and never a wait in
    vain while it may do anything else (turn round, retire: :func:`waits_in_vain`)."""
    moves = choices(state, seat)
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
        going = [m for m in going if not trapped(after(state, seat, m), seat)] or going
    return going[rng.randbelow(len(going))]


# -- hard: search -------------------------------------------------------------------

#: plies a rollout plays on (a few turns of each car)
HORIZON = 16
#: a lead of this many greedy-score points (cells to the Finish) is worth about 0.34 (of 0.45)
LEAD_SCALE = 3.0


def evaluate(state: DriveState, seat: int) -> float:
    """How good ``state`` is for ``seat`` in [0, 1]: won 1, else its lead over the nearest rival."""
    if state.outcome is not None:
        winners = state.outcome["winners"]
        if not winners:  # nobody won (every car retired, a stalemate): a draw
            return 1.0 / state.players
        return 1.0 / len(winners) if seat in winners else 0.0
    mine = score(state, seat)
    rival = min(score(state, other) for other in range(state.players) if other != seat)
    return 0.5 + 0.45 * math.tanh((rival - mine) / LEAD_SCALE)


def _pending(state: DriveState) -> list[int]:
    return [] if state.outcome is not None else [state.turn]


SEARCHER: Searcher[DriveState] = Searcher(
    determinize=determinize, policy=bot_move, push=play, pending=_pending,
    evaluate=evaluate, horizon=HORIZON)


def hard_move(seen: DriveState, seat: int, rng: Rng, budget: Budget) -> Move:
    """Search the legal moves over shuffled packs, greedy order first (see :mod:`core.search`)."""
    moves = _moves(seen, seat)
    if len(moves) <= 1 or (moves[0]["type"] == "draw" and seen.referee):
        return bot_move(seen, seat, rng)
    scored = scores(seen, seat, moves)
    order = sorted(range(len(moves)), key=lambda i: scored[i])
    free = [i for i in order if not trapped(after(seen, seat, moves[i]), seat)]
    if free and len(free) < len(order):  # never shut its own car in while it can help it
        order = free
        if len(order) == 1:
            return moves[order[0]]
    return search(SEARCHER, seen, seat, [moves[i] for i in order], rng, budget)


LEVELS = {"easy": lambda s, seat, rng, budget: easy_move(s, seat, rng),
          "normal": lambda s, seat, rng, budget: bot_move(s, seat, rng),
          "hard": hard_move}
