"""The connection pool's queue: the standard library's LIFO queue, cheaper when no one waits.

redis-py's blocking pool takes a connection from a :class:`queue.LifoQueue` before
each command and puts it back after (``queue_class``, its documented seam).  Each
``get`` and ``put`` enters the queue's condition, asks its size, wakes a waiter on
the other condition and leaves: six Python frames for what, with free
connections and no one waiting, comes down to the queue's own ``_get`` or
``_put`` under its mutex.  A request's every Redis round trip paid both, ~26
calls.
"""

from __future__ import annotations

from queue import LifoQueue
from typing import Any


class QuickLifo(LifoQueue):  # type: ignore[type-arg]
    """:class:`queue.LifoQueue` whose ``get`` and ``put``, when they would neither wait
    nor wake a waiter, do only what those calls then do: the queue's ``_get`` (or
    ``_put`` and the count of unfinished tasks) under its mutex.

    Anything else (an empty or full queue, a thread waiting on the other side, a
    negative timeout, which the standard library refuses) takes the standard
    library's method unchanged.  ``tests/api/test_pool_queue.py`` pins those methods
    by digest and holds both queues to the same answers.
    """

    def get(self, block: bool = True, timeout: float | None = None) -> Any:
        """Remove and return the newest item (the standard library's ``get``)."""
        # a negative timeout with block is refused before the size is even asked
        if not block or timeout is None or timeout >= 0:
            with self.mutex:
                # no one waiting for room: the standard library's notify would wake no one
                if self._qsize() and not self.not_full._waiters:  # type: ignore[attr-defined]
                    return self._get()
        return super().get(block, timeout)

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        """Put ``item`` on the queue (the standard library's ``put``)."""
        if not block or timeout is None or timeout >= 0:
            with self.mutex:
                room = self.maxsize <= 0 or self._qsize() < self.maxsize
                # no one waiting for an item: the standard library's notify would wake no one
                if room and not self.not_empty._waiters:  # type: ignore[attr-defined]
                    self._put(item)
                    self.unfinished_tasks += 1
                    return
        super().put(item, block, timeout)
