"""The store access every part of the game service is given: the store, the clock,
reading a game, committing a change, "gone" as 404 and the optimistic retry.

Every change reads a snapshot, changes it in Python and commits with a
compare-and-set on the version (see :mod:`api.store.store`).  :func:`optimistic`
runs such an attempt again when another writer won (the store raised
:class:`~api.store.store.Conflict`), a bounded number of times; :func:`found` turns
a game that is not (or no longer) in the store into ``404 unknown_game``.

A per-game path (``/api/v1/<game>/games/...``, :mod:`api.openapi.typed`) serves
its views inside :func:`serving`: a game of another kind is then unknown too,
checked on the read the view makes anyway (no read of its own).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from api.problems import ApiError
from api.store.store import Commit, Conflict, Gone, Snapshot, Store
from core import get_game

#: Bounded retries of a read-apply-commit cycle that lost a race.
RETRIES = 8
#: What a read says when the game is not there.
NO_SUCH_GAME = "no game has this id (or it expired)"
#: What a commit says when the game went away since it was read.
EXPIRED = "the game expired"

T = TypeVar("T")

#: the kind of game the current request's path serves (None: any)
SERVED: ContextVar[str | None] = ContextVar("served_game", default=None)


@contextmanager
def serving(name: str) -> Iterator[None]:
    """Within the block, a game that is not a ``name`` game is ``404 unknown_game``."""
    token = SERVED.set(name)
    try:
        yield
    finally:
        SERVED.reset(token)


def served(meta: dict[str, Any]) -> dict[str, Any]:
    """Return ``meta`` if its game is the kind being served (:func:`serving`), else 404."""
    name = SERVED.get()
    if name is not None and meta["game"] != name:
        raise ApiError(404, "unknown_game",
                       f"no {get_game(name).title} game has this id (or it expired)")
    return meta


def unknown(message: str = NO_SUCH_GAME) -> ApiError:
    """Return the ``404 unknown_game`` of a game the store does not (or no longer) hold."""
    return ApiError(404, "unknown_game", message)


@contextmanager
def found(message: str = NO_SUCH_GAME) -> Iterator[None]:
    """Turn :class:`~api.store.store.Gone` raised inside the block into ``404 unknown_game``
    (:meth:`Access.load` and :meth:`Access.commit`, which every request makes, catch it
    themselves: a generator's context manager is ~8 calls)."""
    try:
        yield
    except Gone:
        raise unknown(message) from None


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


class Access:
    """The store and the clock; reads and commits with 404s.

    One per service (:class:`~api.service.service.Games`), handed to each part that
    reads or commits a game.
    """

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        #: wall-clock Unix seconds, told to games with deadlines (injectable for tests)
        self.clock = clock

    def now(self) -> float:
        """Return the service clock's time (Unix seconds)."""
        return float(self.clock())

    def load(self, game_id: str, idem: str | None = None,
             field: str | None = None) -> Snapshot:
        """Return the game's snapshot or raise 404 ``unknown_game`` (``field``: one more
        field of the game's hash to read, see :meth:`api.store.store.Store.load`)."""
        try:
            snap = self.store.load(game_id, idem, field)
        except Gone:
            raise unknown() from None
        served(snap.meta)
        return snap

    def head(self, game_id: str) -> tuple[dict[str, Any], int, int]:
        """Return the game's meta, version and event count, or raise 404."""
        with found():
            meta, version, events = self.store.head(game_id)
        return served(meta), version, events

    def version(self, game_id: str) -> int:
        """Return the game's version or raise 404."""
        with found():
            return self.store.version(game_id)

    def timed_version(self, game_id: str) -> tuple[int, bool]:
        """Return the game's version and whether a deadline is pending, or raise 404.

        Serving one kind of game (:func:`serving`), the same read takes the meta
        too, to tell the kind.
        """
        if SERVED.get() is not None:
            _, version, _, timed = self.timed_head(game_id)
            return version, timed
        with found():
            return self.store.timed_version(game_id)

    def timed_head(self, game_id: str) -> tuple[dict[str, Any], int, int, bool]:
        """Return meta, version, event count and the deadline flag, or raise 404."""
        with found():
            meta, version, events, timed = self.store.timed_head(game_id)
        return served(meta), version, events, timed

    def commit(self, game_id: str, version: int, change: Commit) -> None:
        """Commit ``change`` over ``version``: :class:`~api.store.store.Conflict` when another
        writer won (for :func:`optimistic`), 404 when the game expired meanwhile."""
        try:
            self.store.commit(game_id, version, change)
        except Gone:
            raise unknown(EXPIRED) from None

    def remove(self, game_id: str, version: int, join_code: str) -> None:
        """Remove the game iff it is still at ``version``: :class:`~api.store.store.Conflict`
        when it changed since (for :func:`optimistic`: read again, decide again), 404 when
        it is gone already."""
        with found():
            self.store.delete(game_id, join_code, version)
