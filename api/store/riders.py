"""Commands that ride along with a game's read: one round trip for two jobs.

A move reads its game in one round trip (:meth:`api.store.store.Store.load`).
Work that needs Redis for the same request, such as counting the move budget
(:mod:`api.guard.move_budget`), can do it in that read instead of a round trip of
its own: it registers a :class:`Rider` for the request, and the next load of
that request takes it (once) and lets it make the read, its own work with it
(one script: one command, not even a pipeline), before anything is applied.

The rider is held in a context variable: per thread, and per greenlet under
gevent, so one request's rider never rides another's read.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any, Protocol


class Rider(Protocol):
    """Work that rides one read of a game's hash."""

    def read(self, client: Any, key: str, fields: list[str]) -> list[Any]:
        """Return the values of ``fields`` in the hash ``key`` (as ``HMGET``), doing the
        rider's own work in the same command; may raise (a refusal, an outage)."""


_RIDER: ContextVar[Rider | None] = ContextVar("roadtrip_rider", default=None)


def board(rider: Rider | None) -> None:
    """Make ``rider`` ride this request's next game read (None: no rider)."""
    _RIDER.set(rider)


def take() -> Rider | None:
    """Return this request's rider, if any, and remove it (a rider rides once)."""
    rider = _RIDER.get()
    if rider is not None:
        _RIDER.set(None)
    return rider
