"""Settling a commit: the bots' replies and the deadlines, inside the commit that made
them due.

Bot seats act inside the same commit, right after the move (or the last seat
taken) that made them pending, so a human's move and the bots' answers land
together or not at all.  The service's one clock is told to the game
(:meth:`core.protocol.Game.tick`) after the bots, and again while a tick moved.
Moves a deadline made (events carrying ``"move"`` and ``"seat"``) are recorded
with the commit's moves, so transcripts replay them.

Bots decide from their seat's observation only (:func:`core.playout.bot_move`),
within the service's :class:`~core.protocol.Budget` (``BOT_PLAYOUTS``,
``BOT_SECONDS``).
"""

from __future__ import annotations

import logging
import time
from typing import Any

from api.service.seats import bot_level
from api.store.store import Commit
from core import Game
from core.playout import bot_move
from core.protocol import DEFAULT_BOT_LEVEL, Budget, Event
from core.rng import int_from_json

log = logging.getLogger("roadtrip.api")

#: Bound on bot moves made inside one commit (a whole all-bot game fits).
BOT_STEPS = 5000
#: Bound on bots-then-tick rounds inside one commit.
SETTLE_STEPS = 100


def record(change: Commit, events: list[Event]) -> None:
    """Add a tick's events to ``change``, and the moves a deadline made to its moves."""
    if not events:
        return
    change.events += tuple(events)
    change.moves += tuple((e["seat"], e["move"]) for e in events
                          if "move" in e and "seat" in e)


def held(events: list[Event]) -> bool:
    """True when the game held the move instead of making it (an event with ``"held"``:
    e.g. a pass before a reaction window's pass moment).  Nothing is logged or recorded:
    the move is recorded when the game makes it (a tick's event with ``"move"``), so the
    log shows nobody's early answer and a replay makes the move where it took effect."""
    for event in events:  # (a loop: a generator's frame per event, every move, for nothing)
        if event.get("held"):
            return True
    return False


class Settler:
    """The bots' replies and the deadlines that are due, added to a commit in the making."""

    def __init__(self, bot_budget: Budget | None = None) -> None:
        #: what one bot decision may cost (playouts; time only as a safety cap)
        self.bot_budget = bot_budget or Budget(clock=time.perf_counter)

    def settle(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let the bots act, then tell the game ``now``; repeat while the tick moved.

        Sets ``change.state`` and ``change.timed``; returns the state reached.
        """
        state = self.catch_up(game, state, meta, change, start, now)
        change.state = game.to_json(state)
        change.timed = game.deadline(state) is not None
        return state

    def catch_up(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let the bots that are due at ``now`` act, then tell the game ``now``; repeat while
        the tick moved.  Bots come first so that at a reaction window's pass moment their
        answers join everyone's (:meth:`core.protocol.Game.ready`).  Returns the state."""
        for _ in range(SETTLE_STEPS):
            state = self.run_bots(game, state, meta, change, start, now)
            ticked = game.tick(state, now)
            if not ticked:  # nothing was due (nearly every move): nothing to record
                break
            record(change, ticked)
            if not any("move" in event for event in ticked):
                break
        return state

    def run_bots(
        self, game: Game, state: Any, meta: dict[str, Any], change: Commit,
        start: dict[str, Any], now: float,
    ) -> Any:
        """Let bot seats with a pending decision that are due at ``now`` act until a human
        must decide.

        Returns the state reached (``start`` is the state's JSON before the
        commit's own moves, used to rebuild it if a bot move fails half-way).
        A move the game holds (:func:`held`) is neither logged nor recorded: the
        game records it when it makes it.
        """
        bots: dict[int, str | None] = {}
        for s, info in enumerate(meta["seats"]):  # (a loop: no comprehension's frame)
            if info["bot"]:
                bots[s] = bot_level(info)
        if not bots:  # a table of people (most moves): the seed is not even read
            return state
        seed = int_from_json(meta["seed"])
        events = list(change.events)
        moves = list(change.moves)
        version = change.version
        for _ in range(BOT_STEPS):
            if game.is_over(state):
                break
            acting = [s for s in game.pending(state) if s in bots and game.ready(state, s, now)]
            if not acting:
                break
            seat = acting[0]
            try:
                move = bot_move(game, state, seat, salt=seed * 1_000_003 + version,
                                level=bots[seat] or DEFAULT_BOT_LEVEL, budget=self.bot_budget)
                made = game.apply(state, seat, move)
            except Exception:  # a rules bug must not refuse the human's move: stop the bots
                log.exception("bot at seat %s could not move", seat)
                state = game.from_json(start)
                for done_seat, done_move in moves:
                    game.push(state, done_seat, done_move)
                break
            version += 1
            if held(made):
                continue
            events.extend(made)
            moves.append((seat, move))
        change.events = tuple(events)
        change.moves = tuple(moves)
        change.version = version
        return state
