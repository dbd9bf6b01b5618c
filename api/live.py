"""Waiting for a game's news without holding Redis: shared by the long-poll and the stream.

A waiter registers a :class:`~api.hub.Watch` first, then reads the log; when
there is nothing new it sleeps on the watch (woken by the hub when the game
commits, is deleted, or the subscription was re-established) and reads again.
While the game has a pending deadline it also wakes every :data:`TIMED_STEP`
seconds to let the deadline act (:meth:`~api.service.Games.current`), since
nobody else may commit when a reaction window closes by itself.
"""

from __future__ import annotations

import time
from typing import Any

from api.hub import Watch
from api.problems import ApiError
from api.service import Games

#: Seconds a waiter sleeps at a time while a deadline is pending.
TIMED_STEP = 1.0

Found = list[tuple[int, dict[str, Any]]]


def wait_for_events(service: Games, watch: Watch, game_id: str, after: int, wait: float,
                    timed: bool) -> Found:
    """Return events above ``after``, waiting up to ``wait`` s on ``watch`` for one.

    ``watch`` must be registered before this is called (no lost wake-up).
    Raises 404 when the game is deleted while waiting.
    """
    end = time.monotonic() + wait
    found = service.store.events(game_id, after)
    while not found:
        remaining = end - time.monotonic()
        if remaining <= 0:
            break
        watch.wait(min(remaining, TIMED_STEP) if timed else remaining)
        if watch.gone:
            raise ApiError(404, "unknown_game", "the game was ended while waiting")
        if timed:
            timed = service.current(game_id)[0].timed
        found = service.store.events(game_id, after)
    return found
