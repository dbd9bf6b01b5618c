"""The local half of the hub: the waiting requests of one process and their fan-out.

A waiting long-poll or event stream holds a :class:`Watch` (an in-process
event), never a Redis connection.  :class:`Fanout` keeps every watch of the
process by game and wakes them when a subscriber (:class:`api.hub.hub.Hub` on a
single Redis, :class:`api.hub.hub_cluster.ShardedHub` on a cluster) hears an
announcement; it also lets the waiters one announcement woke share one read
(:meth:`Fanout.shared`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from api.hub.shared_reads import Promise, SharedRead

log = logging.getLogger("roadtrip.hub")

#: Seconds between PINGs on a quiet subscription, and silence that means it is dead.
PING_EVERY = 10.0
DEAD_AFTER = 3 * PING_EVERY
#: Reconnect backoff bounds (seconds).
BACKOFF_MIN, BACKOFF_MAX = 0.05, 2.0

#: Watches woken in one turn of the event loop before the greenlet that wakes them
#: pauses.  Under gevent a woken waiter runs (builds and writes its answer) before
#: the loop polls the sockets again, and the loop only checks the time every 50 of
#: them: one move watched by thousands would make every other request of the
#: process (a phone's unrelated GET) wait behind the whole burst at each of its
#: steps.  Counted per turn of the loop, not in all: a hub that waited for its next
#: announcement has let the loop turn already.  Pausing after every 4 watches in all
#: starved the hub under many small announcements (1,500 tables: each move wakes ~2
#: watches a worker; it fell behind its channel, update p99 1.4 s).  12 a turn: 1,500
#: tables held (p99 0.21 s), 5,000 waiters woken in 0.96 s and the unrelated GET
#: 3-6x its quiet time during their wake-up (4 a turn: 0.76 s, 1.15 s and 3x; 16 a
#: turn: 0.18 s, 0.87-0.91 s and 7-9x; docs/performance.md).
WAKE_BATCH = 12
#: The pause (s): a timer, so the loop runs the batch, polls the sockets and
#: serves what is ready before the next batch is woken.
WAKE_PAUSE = 0.0005


def _loop_turns() -> Callable[[], int] | None:
    """Return a function counting the event loop's turns in this process (gevent's
    libev loop), or None without one (threads: then the watches are counted in all)."""
    try:
        from gevent import get_hub, monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return None
    if not monkey.is_module_patched("threading"):
        return None
    loop = get_hub().loop
    if not hasattr(loop, "iteration"):  # a loop without the count (libuv): counted in all
        return None
    return lambda: int(loop.iteration)


class Watch:
    """One waiting request's interest in one game (no Redis connection)."""

    __slots__ = ("game_id", "_event", "version", "last", "gone", "group")

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._event = threading.Event()
        #: the process's watches on this game, this one among them once registered (empty
        #: before): alone in it, nothing a waiter builds for an announcement is asked twice
        self.group: set[Watch] = set()
        #: the newest version and last event index announced while watching
        self.version = 0
        self.last = 0
        #: the game was deleted while watching
        self.gone = False

    def notify(self, last: int, version: int) -> None:
        """Record a commit's announcement and wake the waiter."""
        self.last = max(self.last, last)
        self.version = max(self.version, version)
        self._event.set()

    def end(self) -> None:
        """The game was deleted: wake the waiter for good."""
        self.gone = True
        self._event.set()

    def resync(self, token: int = 0) -> None:
        """Announcements may have been lost: wake the waiter to re-read.

        The announced version is forgotten too, so the re-read is the
        waiter's own (a read shared under that version may predate what was
        lost) -- or, with a negative ``token``, shared by the waiters woken by
        the same (re)subscription (any read begun after it sees every commit
        it could have missed).
        """
        self.version = token
        self._event.set()

    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` s for an announcement; return True if one came.

        The flag is cleared before returning, so an announcement that arrives
        while the caller re-reads the log wakes the next wait at once.

        What came is the flag's to say, not ``Event.wait``'s: under gevent a
        ``set()`` raises the flag at once but wakes the waiter from a later
        callback of the loop, and a timeout due in the same turn of the loop
        returns False with the flag up.  Cleared then, that announcement was
        lost: an event stream (which reads the log only when woken) sent
        heartbeats and never the move.  The flag is cleared only when up, so
        an announcement that comes after the check is the next wait's.
        """
        self._event.wait(max(0.0, timeout))
        if not self._event.is_set():
            return False
        self._event.clear()
        return True


#: Shared reads remembered per process (the oldest are dropped beyond this).
SHARED_READS = 4096


def _decoded(heard: Callable[[], Any], fetch: Callable[[], Any]) -> Any:
    """Return what an announcement answered, or ``fetch()`` when its payload is unreadable."""
    try:
        return heard()
    except Exception:  # noqa: BLE001 - a bad payload costs a read, never a wake-up
        log.warning("hub: unreadable announcement payload", exc_info=True)
        return fetch()


class Fanout:
    """A process's waiting requests, woken by whatever subscription it keeps.

    Subclasses start their subscription in :meth:`_ensure_running` and stop it
    in :meth:`stop`; announcements they hear go to :meth:`announce`.
    """

    def __init__(self) -> None:
        self._watches: dict[str, set[Watch]] = {}
        #: oldest first: dropped from the front beyond :data:`SHARED_READS` (an
        #: OrderedDict, because a plain dict emptied from the front leaves holes that
        #: ``next(iter(...))`` walks again at every drop: 2.5 us a read at 4,096, 0.4 here)
        self._reads: OrderedDict[tuple[Any, ...], SharedRead] = OrderedDict()
        self._lock = threading.Lock()
        self._pid = 0
        self._stopped = False
        #: what a store makes of an announcement's payload (:meth:`hear`): each reader
        #: takes (game id, the header's fields after the id, the payload) and returns
        #: the shared reads it answers, keyed as :meth:`shared` keys them, each as the
        #: function that decodes it (run only for a read nobody made or promised yet)
        self.readers: list[Callable[[str, list[str], bytes],
                                    dict[tuple[Any, ...], Callable[[], Any]]]] = []
        #: True while subscribed (for /readyz-style checks and tests)
        self.subscribed = False
        #: how many times the subscription was (re)established
        self.subscriptions = 0
        #: the last resync token handed out (:meth:`_next_token`)
        self._token = 0
        #: watches woken since the last pause or turn of the loop (see :data:`WAKE_BATCH`)
        self._burst = 0
        self._turn = -1
        self._turns: Callable[[], int] | None = None
        #: the process :attr:`_turns` was found in (its subscriber sets :attr:`_pid` when
        #: it starts, once per process): not asked of the system for every watch woken
        self._turns_pid = -1

    # -- waiting -----------------------------------------------------------------

    @contextmanager
    def watch(self, game_id: str) -> Iterator[Watch]:
        """Register a watch on ``game_id`` for the ``with`` block (starts the hub)."""
        self._ensure_running()
        watch = Watch(game_id)
        with self._lock:
            watch.group = self._watches.setdefault(game_id, set())
            watch.group.add(watch)
            self._watched(game_id)
        try:
            yield watch
        finally:
            with self._lock:
                group = self._watches.get(game_id)
                if group is not None:
                    group.discard(watch)
                    if not group:
                        del self._watches[game_id]
                        self._unwatched(game_id)

    def _watched(self, game_id: str) -> None:
        """Called (under the lock) when a watch on ``game_id`` is registered."""

    def _unwatched(self, game_id: str) -> None:
        """Called (under the lock) when the last watch on ``game_id`` is gone."""

    def shared(self, key: tuple[Any, ...], fetch: Callable[[], Any]) -> Any:
        """Return ``fetch()``, run once for every caller asking with the same ``key``.

        Twenty phones waiting on one game wake on one announcement and want
        the same log entries: the first reads them, the others wait for that
        read (single flight) instead of sending nineteen more.  ``key`` must
        name an immutable result, e.g. (game, after, announced version).  A
        failed read is not shared: each caller then reads for itself.
        """
        entry = self._reads.get(key)  # (one read of a dict: no lock needed)
        if entry is not None and entry.ready and not entry.failed:
            return entry.value  # made already: the common case of a crowd woken together
        heard = wait = None
        with self._lock:
            found = self._reads.get(key)
            owner = found is None
            if found is None:
                entry = self._reads[key] = SharedRead()
                if len(self._reads) > SHARED_READS:
                    self._forget_oldest()
            else:
                entry = found
                if entry.make is not None:  # heard, not decoded yet: this caller decodes it
                    heard, entry.make, owner = entry.make, None, True
                else:
                    wait = entry.waiting()
        if owner:
            try:
                entry.value = fetch() if heard is None else _decoded(heard, fetch)
            except BaseException:
                entry.failed = True
                with self._lock:
                    self._reads.pop(key, None)
                raise
            finally:
                entry.settle()
            return entry.value
        if (wait is not None and not wait.wait(10.0)) or entry.failed:
            return fetch()
        return entry.value

    def given(self, key: tuple[Any, ...], make: Callable[[], Any]) -> Any:
        """Return what was promised or made under ``key`` in this process, else ``make()``
        without keeping it.

        For a value that only a promise shares (:meth:`promise`), with a single
        asker otherwise: what nobody promised is made by its one caller and not
        remembered, so it takes no room among the shared reads.
        """
        if key not in self._reads:  # (one read of a dict: no lock needed)
            return make()
        return self.shared(key, make)

    def promise(self, values: dict[tuple[Any, ...], Any]) -> Promise:
        """Promise ``values`` (key: what :meth:`shared` would read under it) to this
        process's waiters, before the commit that makes them true.

        A process committing a move holds what its own waiters are about to read
        once the commit is announced (the new snapshot, the new log entries).
        Claimed before the commit, a waiter woken by the announcement waits for
        the commit's outcome instead of reading: :meth:`Promise.keep` gives the
        values once the commit is in, :meth:`Promise.withdraw` (the commit lost
        its race, or failed) sends the waiters to read for themselves.  A key
        already read or claimed is left as it is.  A value given as a
        :class:`~api.hub.shared_reads.Later` is made when the promise is kept.
        """
        claimed = []
        with self._lock:
            for key, value in values.items():
                if key not in self._reads:
                    entry = self._reads[key] = SharedRead()
                    claimed.append((key, entry, value))
            if len(self._reads) > SHARED_READS:
                self._forget_oldest()
        return Promise(self._lock, self._reads, claimed)

    def _forget_oldest(self) -> None:
        """Drop the oldest shared reads beyond :data:`SHARED_READS` (under the lock).

        Called only when there are more: a read's call to learn there are not cost
        one Python call for every shared read (five a woken stream's push).
        """
        while len(self._reads) > SHARED_READS:
            self._reads.popitem(last=False)

    def watched(self, game_id: str) -> bool:
        """Whether a request of this process is waiting on ``game_id``."""
        return game_id in self._watches

    def waiting(self) -> int:
        """Return how many watches are registered in this process."""
        with self._lock:
            return sum(len(group) for group in self._watches.values())

    def announce(self, data: bytes) -> None:
        """Deliver one channel message to the watches of its game.

        A commit's message is ``"<game id> <last event> <version> ..."``, and
        may carry after a newline what the commit wrote (see
        :data:`api.store.keys.COMMIT_LUA`): the readers turn it into the reads
        its waiters would make, so they read nothing from Redis for it.
        """
        head, newline, payload = data.partition(b"\n")
        game_id, _, rest = head.decode(errors="replace").partition(" ")
        with self._lock:
            group = list(self._watches.get(game_id, ()))
        if not group:
            return
        if rest == "gone":
            for watch in group:
                watch.end()
            return
        fields = rest.split(" ")
        try:
            last, version = int(fields[0]), int(fields[1] if len(fields) > 1 else 0)
        except ValueError:
            log.warning("hub: unreadable announcement %r", head)
            return
        if newline:
            self.hear(game_id, fields, payload)
        for watch in group:
            watch.notify(last, version)
            self._paced()

    def hear(self, game_id: str, fields: list[str], payload: bytes) -> None:
        """Keep what an announcement's payload answers, as reads already made.

        Called before the watches are woken, so the woken waiters find the
        reads there.  Each is decoded by the first waiter that asks for it,
        once: a read no waiter of this process makes (the game's snapshot,
        when its waiters only follow the log) is never decoded.  A key
        already read, or promised by this process's own commit
        (:meth:`promise`), is left as it is.  A payload no reader can read is
        ignored: the waiters then read for themselves.
        """
        for reader in self.readers:
            try:
                makers = reader(game_id, fields, payload)
            except Exception:  # noqa: BLE001 - a bad payload costs a read, never a wake-up
                log.warning("hub: unreadable announcement payload for %s", game_id)
                continue
            with self._lock:
                for key, make in makers.items():
                    if key not in self._reads:
                        self._reads[key] = SharedRead(make)
                if len(self._reads) > SHARED_READS:
                    self._forget_oldest()

    def _paced(self) -> None:
        """Count one woken watch; pause after :data:`WAKE_BATCH` of them in one loop turn.

        Counted across announcements: a burst is many games' moves landing at
        once as much as one game's crowd.  Without gevent the pause only lets
        the woken threads start.
        """
        if self._turns_pid != self._pid:  # (a forked process has a loop of its own)
            self._turns, self._turns_pid = _loop_turns(), self._pid
        if self._turns is not None:
            turn = self._turns()
            if turn != self._turn:  # the loop turned since (the hub waited for news)
                self._turn, self._burst = turn, 0
        self._burst += 1
        if self._burst >= WAKE_BATCH:
            self._burst = 0
            time.sleep(WAKE_PAUSE)

    def _wake_all(self, token: int = 0) -> None:
        with self._lock:
            everyone = [w for group in self._watches.values() for w in group]
        for watch in everyone:
            watch.resync(token)
            self._paced()

    def _next_token(self) -> int:
        """Return a new (negative) resync token: the waiters woken with it share reads."""
        with self._lock:
            self._token -= 1
            return self._token

    def _wake_game(self, game_id: str, token: int) -> None:
        with self._lock:
            group = list(self._watches.get(game_id, ()))
        for watch in group:
            watch.resync(token)
            self._paced()

    def _ensure_running(self) -> None:
        """Start this process's subscription if it is not running (see subclasses)."""
        raise NotImplementedError

    def stop(self) -> None:
        """Stop the subscription (tests and shutdown); watches are woken."""
        raise NotImplementedError

    def close(self) -> None:
        """Same as :meth:`stop` (the store's ``blocking.close()`` of old)."""
        self.stop()
