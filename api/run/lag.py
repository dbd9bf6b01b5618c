"""How far behind a worker's event loop runs, so that it sheds new work while it catches up.

The worker's other bounds count things (connections, streams, pooled Redis
connections); a worker starved of CPU (noisy neighbours, a burst of moves)
crosses none of them and just answers everything seconds late.  A ticker in
the worker asks to wake every :data:`INTERVAL`; how late it wakes is how long
every ready request has been waiting behind the others.

The policy (docs/operations.md *Shedding load*), in two tiers:

- **sustained, not one-off**: the worker sheds only once :data:`TICKS`
  wake-ups in a row (``SHED_LAG_TICKS``) came later than a tier's threshold,
  the last of them possibly the one still overdue now.  One late wake-up (a
  collection, a burst of seating on a quiet box) is a backlog the loop is
  already past: it sheds nothing;
- **new work first** (``SHED_LAG_MS``, default :data:`THRESHOLD_MS`; ``0``
  turns shedding off): new games, joins, reads, stream openings and every
  request that is not work in progress get ``503 overloaded``;
- **work in progress last** (``SHED_LAG_ONGOING_MS``, default
  :data:`ONGOING_MS`; ``0``: never shed for lag): a move on a game
  (``POST .../moves``), the legal moves a deciding phone reads, a long-poll
  re-asked with the version it has (``GET .../log?after=N``), an event stream
  resumed (``after=N`` or ``Last-Event-ID``) are shed only past this larger
  lateness, which means the worker cannot keep up even with the games being
  played.  Open streams and running requests are never cut; probes always
  answer.

A shed request is told to come back in ``Retry-After`` whole seconds: the
backlog (how late the loop runs), at most :data:`MAX_HOLD`; shedding lasts
that long after the last late wake-up of a sustained run.

Pure: the clock and the sleep are passed in (:func:`watch`), so the rule is
tested without a server (``tests/api/test_loop_lag.py``).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterable, Mapping

#: Seconds between the ticker's wake-ups.
INTERVAL = 0.05
#: Default lateness (ms) past which new work is shed.
THRESHOLD_MS = 250
#: Default lateness (ms) past which work in progress (moves, resumed waits) is shed too.
ONGOING_MS = 1000
#: Default number of wake-ups in a row that must be that late before anything is shed.
TICKS = 3
#: The longest one late tick sheds for, in seconds.
MAX_HOLD = 5.0

#: The requests of a game in progress: ``(method, what)`` of a game's sub-resource,
#: in every game's own path (``/api/v1/games/...``, ``/api/v1/drive/games/...``).
_IN_GAME = re.compile(r"/api/v1/(?:[a-z-]+/)?games/[^/]+/(moves|legal-moves|log|events)")


def _ms(environ: Mapping[str, str], name: str, default: int) -> float:
    raw = environ.get(name)
    return max(0, int(raw if raw not in (None, "") else default)) / 1000


def threshold(environ: Mapping[str, str] = os.environ) -> float:
    """Return the shedding threshold in seconds from ``SHED_LAG_MS`` (0: never shed)."""
    return _ms(environ, "SHED_LAG_MS", THRESHOLD_MS)


def ongoing_threshold(environ: Mapping[str, str] = os.environ) -> float:
    """Return the threshold for work in progress from ``SHED_LAG_ONGOING_MS`` (0: never)."""
    return _ms(environ, "SHED_LAG_ONGOING_MS", ONGOING_MS)


def ticks(environ: Mapping[str, str] = os.environ) -> int:
    """Return how many late wake-ups in a row start shedding (``SHED_LAG_TICKS``, >= 1)."""
    raw = environ.get("SHED_LAG_TICKS")
    return max(1, int(raw if raw not in (None, "") else TICKS))


def in_progress(method: str, path: str, query: str, headers: Iterable[tuple[str, str]]) -> bool:
    """Return True when a request carries on work in progress, shed last.

    A move, the legal moves of a phone deciding, a long-poll that says which
    version it has (``after=``) and an event stream resumed (``after=`` or
    ``Last-Event-ID``).  Anything else (a new game, a join, a first read, a
    stream opened afresh) is new work, shed first.
    """
    found = _IN_GAME.fullmatch(path)
    if found is None:
        return False
    what = found.group(1)
    if what == "moves":
        return method == "POST"
    if method != "GET":
        return False
    if what == "legal-moves":
        return True
    resumed = any(part.startswith("after=") for part in query.split("&"))
    if what == "log" or resumed:
        return resumed
    return any(name.upper() == "LAST-EVENT-ID" for name, _ in headers)


class _Tier:
    """One threshold's state: late wake-ups in a row, and the hold after the last of them."""

    def __init__(self, limit: float) -> None:
        self.limit = limit  # seconds late past which this tier sheds; 0: never
        self.streak = 0  # completed wake-ups in a row at least that late
        self.until = 0.0  # the monotonic time the hold after a sustained lag ends


class LoopLag:
    """The lateness of a worker's event loop, and what it sheds for it."""

    def __init__(self, limit: float, interval: float = INTERVAL, ongoing: float = 0.0,
                 ticks: int = TICKS) -> None:
        self.limit = limit  # seconds late past which new work is shed; 0: never
        self.interval = interval
        self.ticks = max(1, ticks)
        # work in progress is never shed before new work
        self.tiers = (_Tier(limit), _Tier(max(ongoing, limit) if limit and ongoing else 0.0))
        self.late = 0.0  # how late the last tick woke
        self.due: float | None = None  # when the tick now pending is due

    def expect(self, due: float) -> None:
        """Note that the next tick is due at ``due`` (it may be overdue when asked)."""
        self.due = due

    def tick(self, due: float, now: float) -> None:
        """Note that a tick asked to wake at ``due`` woke at ``now``."""
        self.late = max(0.0, now - due)
        self.due = None
        for tier in self.tiers:
            if not tier.limit or self.late < tier.limit:
                tier.streak = 0
                continue
            tier.streak += 1
            if tier.streak >= self.ticks:
                tier.until = max(tier.until, now + min(self.late, MAX_HOLD))

    def retry_after(self, now: float, ongoing: bool = False) -> int | None:
        """Return the seconds a shed client is told to wait, or None when not shedding.

        ``ongoing``: the request carries on work in progress (:func:`in_progress`).
        """
        tier = self.tiers[1 if ongoing else 0]
        if not tier.limit:
            return None
        overdue = now - self.due if self.due is not None else 0.0
        if overdue >= tier.limit and tier.streak + 1 >= self.ticks:
            # the tick still pending will be one more late one: the loop is behind right now
            return max(1, math.ceil(min(overdue, MAX_HOLD)))
        if now >= tier.until:
            return None
        return max(1, math.ceil(tier.until - now))


def watch(lag: LoopLag, sleep: Callable[[float], object], clock: Callable[[], float],
          also: Callable[[], object] | None = None) -> None:
    """Tick for ever: sleep ``lag.interval`` and note how late each wake-up came; then
    call ``also`` (the worker's busy share is sampled on the same ticks:
    :func:`api.run.saturation.sampler`)."""
    while True:
        due = clock() + lag.interval
        lag.expect(due)
        sleep(lag.interval)
        lag.tick(due, clock())
        if also is not None:
            also()
