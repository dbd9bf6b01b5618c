"""The entries of a fan-out's shared reads, and what a committer promises its waiters.

:class:`api.hub.hub_fanout.Fanout` keeps one :class:`SharedRead` per read that the
waiters of one announcement share; :meth:`Fanout.promise` claims some before a
commit and returns a :class:`Promise`, kept (its values given, a :class:`Later`
made then) or withdrawn once the commit's outcome is known.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, MutableMapping
from typing import Any


class SharedRead:
    """One read shared by the waiters one announcement woke (see :meth:`Hub.shared`)."""

    __slots__ = ("value", "failed", "make", "ready", "_waiters")

    def __init__(self, make: Callable[[], Any] | None = None) -> None:
        self.value: Any = None
        self.failed = False
        #: what an announcement answers, not decoded until a waiter asks (:meth:`Fanout.hear`)
        self.make = make
        #: the value (or the failure) is in: set once, after them
        self.ready = False
        #: what callers waiting for the value wait on, made by the first of them: most
        #: reads are built where nobody waits (a seat's own view, a process' only stream)
        self._waiters: threading.Event | None = None

    def waiting(self) -> threading.Event | None:
        """The event to wait on for the value, None when it is in (under the fan-out's lock:
        one event per read)."""
        if self._waiters is None:
            self._waiters = threading.Event()
        # looked at after the event is in place: a value settled before this is seen here,
        # and one settled after it finds the event to set (:meth:`settle`)
        return None if self.ready else self._waiters

    def settle(self) -> None:
        """The value (or the failure) is in: wake whoever waits for it."""
        self.ready = True
        waiters = self._waiters  # (read after ``ready`` is set: see :meth:`waiting`)
        if waiters is not None:
            waiters.set()


class Later:
    """A promised value made once the commit is in (:meth:`Promise.keep`), once, for the
    promise's waiters and its maker alike: whoever asks first makes it.

    What a commit answers its own caller (the mover's new view, built from the
    committed snapshot and stamped with the time) is made after the commit; its
    waiters, woken by the commit's announcement, wait for it instead of making
    their own.  Called again it returns the same object; a failed make is tried
    again by the next call (the maker's own, which then raises).
    """

    __slots__ = ("_make", "_value", "_made")

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make = make
        self._value: Any = None
        self._made = False

    def __call__(self) -> Any:
        """Return the value, made on the first call."""
        if not self._made:
            self._value = self._make()
            self._made = True
        return self._value


class Promise:
    """What :meth:`Fanout.promise` claimed: kept once the commit is in, else withdrawn."""

    __slots__ = ("_lock", "_reads", "_claimed")

    def __init__(self, lock: Any, reads: MutableMapping[tuple[Any, ...], SharedRead],
                 claimed: list[tuple[tuple[Any, ...], SharedRead, Any]]) -> None:
        #: the fan-out's lock and shared reads, where a withdrawn claim is taken back
        self._lock = lock
        self._reads = reads
        self._claimed = claimed

    def keep(self) -> None:
        """The commit is in: the waiters take the promised values (a :class:`Later` is
        made now; one that fails sends its waiters to make their own)."""
        claimed, self._claimed = self._claimed, []
        for key, entry, value in claimed:
            if isinstance(value, Later):
                try:
                    value = value()
                except Exception:  # noqa: BLE001 - the maker's own call raises it again
                    self._fail(key, entry)
                    continue
            entry.value = value
            entry.settle()

    def withdraw(self) -> None:
        """The commit did not happen (or not as promised): the waiters read for themselves."""
        claimed, self._claimed = self._claimed, []
        for key, entry, _ in claimed:
            self._fail(key, entry)

    def _fail(self, key: tuple[Any, ...], entry: SharedRead) -> None:
        """Send the waiters of one claimed value to read (or make) it for themselves."""
        entry.failed = True
        with self._lock:
            if self._reads.get(key) is entry:
                del self._reads[key]
        entry.settle()
