"""Watch Redis (``MONITOR``) for the reads of one game's log, in the order Redis ran them.

A waiter (a long-poll or an event stream) registers its watch on the hub and
*then* reads the log once before it sleeps.  ``Hub.waiting()`` counts it from
the registration, so a test that moves as soon as every waiter is counted can
move between a waiter's registration and that first read (seen once, on a busy
machine: the straggler's read then found the move and counted as a read the
move caused).  :meth:`LogReads.wait_for` reads the monitor until every waiter's
first read has run in Redis; a commit after that is seen by all of them only
through the hub.
"""

from __future__ import annotations

from types import TracebackType

import redis

#: seconds the monitor may stay silent before the test fails instead of hanging
SILENCE = 30.0


class LogReads:
    """``XRANGE`` reads of ``key`` that Redis runs from the moment this is entered."""

    def __init__(self, redis_url: str, key: str) -> None:
        self.redis_url, self.key = redis_url, key
        self.watcher = redis.Redis.from_url(redis_url, decode_responses=True,
                                            socket_timeout=SILENCE)
        self.monitor = self.watcher.monitor()
        self.marker = f"roadtrip-test-{key}-end"

    def __enter__(self) -> LogReads:
        self.monitor.__enter__()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.monitor.__exit__()
        self.watcher.close()

    def _reads(self, command: str) -> bool:
        return command.upper().startswith("XRANGE") and self.key in command

    def wait_for(self, count: int) -> list[str]:
        """Read the monitor until ``count`` reads of the log have run; return them."""
        seen: list[str] = []
        while len(seen) < count:
            command = self.monitor.next_command()["command"]
            if self._reads(command):
                seen.append(command)
        return seen

    def since(self) -> list[str]:
        """Return the reads Redis ran since the last call (or :meth:`wait_for`).

        A marker command goes to Redis and the monitor is read up to it, so
        every command Redis ran before this call is in the answer.
        """
        seen: list[str] = []
        sender = redis.Redis.from_url(self.redis_url)
        try:
            sender.echo(self.marker)
        finally:
            sender.close()
        while True:
            command = self.monitor.next_command()["command"]
            if self.marker in command:
                return seen
            if self._reads(command):
                seen.append(command)
