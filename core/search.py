"""Determinized Monte-Carlo search: the thinking of the ``hard`` bots, for any game.

A bot sees only its seat's observation (:meth:`core.protocol.Game.observe`).
Each playout samples the hidden cards consistently with that observation
(a *determinization*), makes one candidate move, plays on for a few plies
with the fast ``normal`` policy through the trusted ``push`` path, and scores
the position reached from the bot's seat.  This is information-set Monte-Carlo
search cut to its root (as in Cowling, Powley & Whitehouse's determinized
ISMCTS): statistics are kept per move of the information set, never per
sampled state, so the bot cannot exploit cards it has not seen.

Playouts are shared out by *sequential halving*: every surviving candidate is
tried on the same determinizations and rollout seeds (common random numbers,
so candidates are compared on the same luck), then the worse half is dropped.
The budget is a playout count, so a seed always gives the same move; the
time cap (``Budget.seconds`` on the caller's clock) only guards an overloaded
machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from core.protocol import Budget, Move
from core.rng import Rng

S = TypeVar("S")


@dataclass(frozen=True)
class Searcher(Generic[S]):
    """What the search needs from one game."""

    #: a full state consistent with the observation (hidden cards sampled from ``rng``)
    determinize: Callable[[S, int, Rng], S]
    #: the rollout policy: a legal move for a seat of a (sampled) full state, None if
    #: it has none (the rollout then stops where it is)
    policy: Callable[[S, int, Rng], Move | None]
    #: the trusted fast path
    push: Callable[[S, int, Move], Any]
    #: the seats to move (first one moves in a rollout)
    pending: Callable[[S], list[int]]
    #: how good the state is for a seat, in [0, 1] (1: won)
    evaluate: Callable[[S, int], float]
    #: plies a rollout plays after the candidate move
    horizon: int


def search(searcher: Searcher[S], seen: S, seat: int, moves: Sequence[Move], rng: Rng,
           budget: Budget) -> Move:
    """Return the candidate of ``moves`` (best prior first) with the best mean playout score.

    Ties keep the earlier candidate, so with too small a budget the search
    falls back on the prior order.
    """
    if len(moves) <= 1:
        return moves[0]
    alive = list(range(len(moves)))
    total = [0.0] * len(moves)
    tries = [0] * len(moves)
    rounds = max(1, (len(moves) - 1).bit_length())
    left = max(budget.playouts, len(moves))
    clock = budget.clock
    stop = None if clock is None else clock() + budget.seconds
    while len(alive) > 1 and left > 0:
        per = max(1, left // (len(alive) * rounds))
        for _ in range(per):
            seed = rng.next64()
            for index in alive:
                total[index] += playout(searcher, seen, seat, moves[index], seed)
                tries[index] += 1
                left -= 1
            if stop is not None and clock is not None and clock() > stop:
                left = 0
                break
        rounds = max(1, rounds - 1)
        alive.sort(key=lambda i: (-total[i] / tries[i], i))
        alive = alive[:max(1, (len(alive) + 1) // 2)] if left > 0 else alive[:1]
    return moves[alive[0]]


def playout(searcher: Searcher[S], seen: S, seat: int, move: Move, seed: int) -> float:
    """Score ``move`` on one determinization of ``seen`` and one rollout, both from ``seed``."""
    rng = Rng(seed)
    state = searcher.determinize(seen, seat, rng)
    searcher.push(state, seat, move)
    pending = searcher.pending
    policy = searcher.policy
    push = searcher.push
    for _ in range(searcher.horizon):
        seats = pending(state)
        if not seats:
            break
        mover = seats[0]
        chosen = policy(state, mover, rng)
        if chosen is None:
            break
        push(state, mover, chosen)
    return searcher.evaluate(state, seat)
