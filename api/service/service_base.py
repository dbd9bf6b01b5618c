"""What every part of the game service shares: the store, the clock, reading a game,
committing a change, "gone" as 404 and the optimistic retry.

Every change reads a snapshot, changes it in Python and commits with a
compare-and-set on the version (see :mod:`api.store.store`).  :func:`optimistic`
runs such an attempt again when another writer won (the store raised
:class:`~api.store.store.Conflict`), a bounded number of times; :func:`found` turns
a game that is not (or no longer) in the store into ``404 unknown_game``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from api.problems import ApiError
from api.store.store import Commit, Conflict, Gone, Snapshot, Store
from core.protocol import Budget

#: Bounded retries of a read-apply-commit cycle that lost a race.
RETRIES = 8
#: What a read says when the game is not there.
NO_SUCH_GAME = "no game has this id (or it expired)"
#: What a commit says when the game went away since it was read.
EXPIRED = "the game expired"

T = TypeVar("T")


@contextmanager
def found(message: str = NO_SUCH_GAME) -> Iterator[None]:
    """Turn :class:`~api.store.store.Gone` raised inside the block into ``404 unknown_game``."""
    try:
        yield
    except Gone:
        raise ApiError(404, "unknown_game", message) from None


def optimistic(attempt: Callable[[int], T], exhausted: Callable[[], T] | None = None) -> T:
    """Run ``attempt(n)`` (n = 0, 1, …) until it returns, at most :data:`RETRIES` times.

    An attempt reads, changes and commits; when its compare-and-set loses
    (:class:`~api.store.store.Conflict`) it is run again on a fresh read.  After the
    last loss: ``exhausted()`` when given, else ``409 version_conflict``.
    """
    for n in range(RETRIES):
        try:
            return attempt(n)
        except Conflict:
            continue
    if exhausted is not None:
        return exhausted()
    raise ApiError(409, "version_conflict", "the game is changing too fast; retry")


class ServiceBase:
    """The store, the clock and a bot's budget; reads and commits with 404s."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 bot_budget: Budget | None = None) -> None:
        self.store = store
        #: wall-clock Unix seconds, told to games with deadlines (injectable for tests)
        self.clock = clock
        #: what one bot decision may cost (playouts; time only as a safety cap)
        self.bot_budget = bot_budget or Budget(clock=time.perf_counter)

    def now(self) -> float:
        """Return the service clock's time (Unix seconds)."""
        return float(self.clock())

    def load(self, game_id: str, idem: str | None = None,
             field: str | None = None) -> Snapshot:
        """Return the game's snapshot or raise 404 ``unknown_game`` (``field``: one more
        field of the game's hash to read, see :meth:`api.store.store.Store.load`)."""
        with found():
            return self.store.load(game_id, idem, field)

    def head(self, game_id: str) -> tuple[dict[str, Any], int, int]:
        """Return the game's meta, version and event count, or raise 404."""
        with found():
            return self.store.head(game_id)

    def version(self, game_id: str) -> int:
        """Return the game's version or raise 404."""
        with found():
            return self.store.version(game_id)

    def timed_version(self, game_id: str) -> tuple[int, bool]:
        """Return the game's version and whether a deadline is pending, or raise 404."""
        with found():
            return self.store.timed_version(game_id)

    def timed_head(self, game_id: str) -> tuple[dict[str, Any], int, int, bool]:
        """Return meta, version, event count and the deadline flag, or raise 404."""
        with found():
            return self.store.timed_head(game_id)

    def commit(self, game_id: str, version: int, change: Commit) -> None:
        """Commit ``change`` over ``version``: :class:`~api.store.store.Conflict` when another
        writer won (for :func:`optimistic`), 404 when the game expired meanwhile."""
        with found(EXPIRED):
            self.store.commit(game_id, version, change)
