"""How much of the time a worker is busy, so that it takes no new work while saturated.

Why beside the loop's lateness (:mod:`api.run.lag`): under gevent the event loop
keeps turning while work piles up outside it, in the kernel's accept queue, on
kept-alive sockets whose requests nobody has read yet, and on the hub's
subscription.  A worker starved of CPU by its neighbours then wakes its ticker on
time while phones wait seconds: 1,500 tables beside 4 burners gave an update
p99 of 11.7 s with nothing shed (docs/performance.md).

The kernel counts, for each thread, the time it ran and the time it was ready to
run but waited for a CPU (``/proc/thread-self/schedstat``).  Their sum over the
wall time is the share of time the worker was busy; it reaches 1.0 exactly when
the worker never idles, whatever share of a core its neighbours leave it.  That
is saturation: every new table seated then takes CPU from the games in progress.

The policy (docs/operations.md *Shedding load*):

- while the busy share over the last :data:`WINDOW` seconds is at least
  ``SHED_BUSY_PERCENT`` (default :data:`PERCENT`; ``0`` turns it off), a new
  table (``createGame``: :func:`starts_a_table`) is answered ``503 overloaded``;
  everything of a game already created is served (its joins, reads, streams and
  moves): a table let in is let in whole, since a phone whose join or stream
  was turned away would see the others' moves only when it came back (tried:
  shedding joins, reads and first stream openings too left seated tables with
  phones that got their updates 36 s late);
- only by a worker holding at least :data:`MIN_CONNECTIONS` connections: with
  fewer clients, refusing them frees too little CPU to matter, and a busy
  neighbour would only turn a few phones away;
- ``Retry-After`` grows with how long the worker has been saturated (1 s at
  first, at most :data:`MAX_WAIT`): each refusal costs a request's parsing and a
  new connection, so a long overload tells new tables to come back later rather
  than spend on refusals the CPU the games in progress need.

Pure: the samples are passed in (:meth:`Saturation.note`); :func:`busy_reader`
is the one reader of the kernel's figures.
"""

from __future__ import annotations

import math
import os
import re
from collections import deque
from collections.abc import Callable, Mapping

#: Default busy share (percent) from which new tables are shed.  Beside 4 burners on
#: 2 cores, 1,500 tables offered: 90% let in ~590 tables (update p99 1.17 s), 80% ~520
#: (1.07 s), 70% ~450 (0.39 s): past ~70% the tail is the queue of a CPU share.
PERCENT = 70
#: Seconds of wall time the busy share is taken over.
WINDOW = 1.0
#: The longest a saturated worker tells new work to wait, in seconds.
MAX_WAIT = 10
#: Connections a worker must hold before it sheds for being busy.
MIN_CONNECTIONS = 100
#: The kernel's per-thread figures: nanoseconds run, nanoseconds waited for a CPU.
SCHEDSTAT = "/proc/thread-self/schedstat"
#: ``createGame``, in every game's own path (``/api/v1/games``, ``/api/v1/drive/games``)
_CREATE = re.compile(r"/api/v1/(?:[a-z-]+/)?games")


def limit(environ: Mapping[str, str] = os.environ) -> float:
    """Return the busy share from ``SHED_BUSY_PERCENT`` (0: never shed for being busy)."""
    raw = environ.get("SHED_BUSY_PERCENT")
    percent = int(raw if raw not in (None, "") else PERCENT)
    return min(100, max(0, percent)) / 100


def starts_a_table(method: str, path: str) -> bool:
    """Return True when a request creates a game: the one request a busy worker sheds."""
    return method == "POST" and _CREATE.fullmatch(path) is not None


def _seconds(figures: bytes) -> float | None:
    """The seconds run plus waited of a ``schedstat`` line (nanoseconds), None if garbled."""
    try:
        ran, waited = figures.split()[:2]
        return (int(ran) + int(waited)) / 1e9
    except ValueError:
        return None


def busy_reader(path: str = SCHEDSTAT) -> Callable[[], float | None]:
    """Return a function giving the seconds the thread that calls this has run or waited
    for a CPU (None where the kernel does not say: not Linux, no schedstat), read again at
    each call from a file kept open (the ticker reads it 20 times a second: one ``pread``
    instead of an open, a read and a close)."""
    try:
        fd = os.open(path, os.O_RDONLY)  # /proc/thread-self: the opening thread's
    except OSError:
        return lambda: None

    def read() -> float | None:
        try:
            return _seconds(os.pread(fd, 128, 0))
        except OSError:
            return None

    return read


class Saturation:
    """A worker's busy share over the last :data:`WINDOW` seconds, and what it sheds."""

    def __init__(self, limit: float, window: float = WINDOW) -> None:
        self.limit = limit  # the busy share from which new work is shed; 0: never
        self.window = window
        self.samples: deque[tuple[float, float]] = deque()
        #: the busy share over the window (0 until the window has half filled)
        self.share = 0.0
        #: seconds of saturation lately: grows while saturated, falls half as fast after
        self.pressure = 0.0

    def note(self, now: float, busy: float) -> None:
        """Note that at ``now`` the worker had been busy ``busy`` seconds in all."""
        samples = self.samples
        elapsed = now - samples[-1][0] if samples else 0.0
        samples.append((now, busy))
        while len(samples) > 2 and samples[1][0] <= now - self.window:
            samples.popleft()
        start, before = samples[0]
        span = now - start
        # half a window at the least: two samples close together say nothing of a share
        self.share = (busy - before) / span if span >= self.window / 2 else 0.0
        if self.saturated():
            self.pressure = min(MAX_WAIT, self.pressure + elapsed)
        else:
            self.pressure = max(0.0, self.pressure - elapsed / 2)

    def saturated(self) -> bool:
        """Return True while the busy share is at the limit or above."""
        return bool(self.limit) and self.share >= self.limit

    def retry_after(self, connections: int) -> int | None:
        """Return the seconds new work is told to wait, or None when it is served.

        ``connections``: the connections the worker holds now.
        """
        if connections < MIN_CONNECTIONS or not self.saturated():
            return None
        return max(1, min(MAX_WAIT, math.ceil(self.pressure)))


def sampler(saturation: Saturation, clock: Callable[[], float],
            read: Callable[[], float | None] | None = None) -> Callable[[], None]:
    """Return the function the worker's ticker calls at each wake-up: one sample noted
    (nothing where the kernel gives no figures).  ``read``: :func:`busy_reader`'s of the
    thread that calls this by default (the worker's, whose loop the ticker runs in)."""
    read = read or busy_reader()

    def sample() -> None:
        busy = read()
        if busy is not None:
            saturation.note(clock(), busy)

    return sample
