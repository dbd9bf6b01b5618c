"""Commands that ride along with a game's read: one round trip for two jobs.

A move reads its game in one pipelined round trip (:meth:`api.store.store.Store.load`).
Work that needs Redis for the same request, such as counting the move budget
(:mod:`api.guard.move_budget`), can put its commands in that pipeline instead of
a round trip of its own: it registers a :class:`Rider` for the request, and the
next load of that request takes it (once), adds its commands and hands it the
replies, before anything is applied.

The rider is held in a context variable: per thread, and per greenlet under
gevent, so one request's rider never rides another's read.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any, Protocol


class Rider(Protocol):
    """Commands that ride one pipelined read."""

    def ride(self, pipe: Any) -> int:
        """Add the commands to ``pipe``; return how many were added."""

    def landed(self, replies: list[Any]) -> None:
        """Take the replies of those commands (errors as exception objects); may raise."""


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
