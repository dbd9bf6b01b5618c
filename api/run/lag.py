"""How far behind a worker's event loop runs, so that it sheds new work while it catches up.

The worker's other bounds count things (connections, streams, pooled Redis
connections); a worker starved of CPU (noisy neighbours, a burst of moves)
crosses none of them and just answers everything seconds late.  A ticker in
the worker asks to wake every :data:`INTERVAL`; how late it wakes is how long
every ready request has been waiting behind the others.  Past the threshold
(``SHED_LAG_MS``, default :data:`THRESHOLD_MS`; ``0`` turns it off) the
worker answers new connections and requests ``503 overloaded`` with a
``Retry-After`` for as long as it fell behind (at most :data:`MAX_HOLD`
seconds), while health probes and the requests already running are served:
one late tick is a backlog of that length, and what is shed is what would
have joined the back of it.

Pure: the clock and the sleep are passed in (:func:`watch`), so the rule is
tested without a server (``tests/api/test_loop_lag.py``).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping

#: Seconds between the ticker's wake-ups.
INTERVAL = 0.05
#: Default lateness (ms) past which new work is shed.
THRESHOLD_MS = 250
#: The longest one late tick sheds for, in seconds.
MAX_HOLD = 5.0


def threshold(environ: Mapping[str, str] = os.environ) -> float:
    """Return the shedding threshold in seconds from ``SHED_LAG_MS`` (0: never shed)."""
    raw = environ.get("SHED_LAG_MS")
    return max(0, int(raw if raw not in (None, "") else THRESHOLD_MS)) / 1000


class LoopLag:
    """The lateness of a worker's event loop, and whether new work is shed for it."""

    def __init__(self, limit: float, interval: float = INTERVAL) -> None:
        self.limit = limit  # seconds late past which new work is shed; 0: never
        self.interval = interval
        self.late = 0.0  # how late the last tick woke
        self.until = 0.0  # the monotonic time shedding lasts until

    def tick(self, due: float, now: float) -> None:
        """Note that a tick asked to wake at ``due`` woke at ``now``."""
        self.late = max(0.0, now - due)
        if self.limit and self.late >= self.limit:
            self.until = max(self.until, now + min(self.late, MAX_HOLD))

    def retry_after(self, now: float) -> int | None:
        """Return the seconds a shed client is told to wait, or None when not shedding."""
        if now >= self.until:
            return None
        return max(1, math.ceil(self.until - now))


def watch(lag: LoopLag, sleep: Callable[[float], object], clock: Callable[[], float]) -> None:
    """Tick for ever: sleep ``lag.interval`` and note how late each wake-up came."""
    while True:
        due = clock() + lag.interval
        sleep(lag.interval)
        lag.tick(due, clock())
