"""One Redis subscription per process: the hub that wakes waiting requests.

Every commit that changes a game publishes ``"<game id> <last event> <version>"``
on :data:`CHANNEL` from inside the commit script (no extra round trip), and a
deleted game publishes ``"<game id> gone"``.  Each API process keeps ONE
subscription to that channel, read by one background thread (a greenlet under
gunicorn's gevent workers), and fans every message out to the requests of that
process waiting on that game: a long-poll or an event stream waiting for news
holds a :class:`Watch` (an in-process event), never a Redis connection.

A waiter registers its watch *before* it reads the log, so an update committed
between its read and its wait still wakes it.  Messages published while the
subscription is down are lost by Redis pub/sub, so every (re)subscription wakes
every local waiter, which then re-reads the log: nothing is missed across a
Redis restart, and a waiting phone never sees the outage unless its wait ends
while Redis is still away (then its read answers 503, as any read would).

On Redis Cluster a classic ``PUBLISH`` reaches subscribers on every node (the
cluster bus forwards it), so the hub subscribes to one primary and moves to
another when that one fails.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import redis

log = logging.getLogger("roadtrip.hub")

#: The one channel every commit announces itself on.
CHANNEL = "rt:news"
#: Seconds between PINGs on a quiet subscription, and silence that means it is dead.
PING_EVERY = 10.0
DEAD_AFTER = 3 * PING_EVERY
#: Reconnect backoff bounds (seconds).
BACKOFF_MIN, BACKOFF_MAX = 0.05, 2.0


class Watch:
    """One waiting request's interest in one game (no Redis connection)."""

    __slots__ = ("game_id", "_event", "version", "last", "gone")

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._event = threading.Event()
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

    def resync(self) -> None:
        """Announcements may have been lost: wake the waiter to re-read.

        The announced version is forgotten too, so the re-read is the
        waiter's own (a read shared under that version may predate what was
        lost).
        """
        self.version = 0
        self._event.set()

    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` s for an announcement; return True if one came.

        The flag is cleared before returning, so an announcement that arrives
        while the caller re-reads the log wakes the next wait at once.
        """
        fired = self._event.wait(max(0.0, timeout))
        self._event.clear()
        return fired


class _Shared:
    """One read shared by the waiters one announcement woke (see :meth:`Hub.shared`)."""

    __slots__ = ("done", "value", "failed")

    def __init__(self) -> None:
        self.done = threading.Event()
        self.value: Any = None
        self.failed = False


#: Shared reads remembered per process (the oldest are dropped beyond this).
SHARED_READS = 4096


class Hub:
    """A process's one subscription, fanning announcements out to local watches.

    ``connect`` returns a Redis client to subscribe through; it is called again
    (with the failure count) after the subscription breaks, so a cluster can
    move to another node.
    """

    def __init__(self, connect: Callable[[int], Any]) -> None:
        self._connect = connect
        self._watches: dict[str, set[Watch]] = {}
        self._reads: dict[tuple[Any, ...], _Shared] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pid = 0
        self._stopped = False
        self._pubsub: Any = None
        self._client: Any = None
        #: True while subscribed (for /readyz-style checks and tests)
        self.subscribed = False
        #: how many times the subscription was (re)established
        self.subscriptions = 0

    # -- waiting -----------------------------------------------------------------

    @contextmanager
    def watch(self, game_id: str) -> Iterator[Watch]:
        """Register a watch on ``game_id`` for the ``with`` block (starts the hub)."""
        self._ensure_running()
        watch = Watch(game_id)
        with self._lock:
            self._watches.setdefault(game_id, set()).add(watch)
        try:
            yield watch
        finally:
            with self._lock:
                group = self._watches.get(game_id)
                if group is not None:
                    group.discard(watch)
                    if not group:
                        del self._watches[game_id]

    def shared(self, key: tuple[Any, ...], fetch: Callable[[], Any]) -> Any:
        """Return ``fetch()``, run once for every caller asking with the same ``key``.

        Twenty phones waiting on one game wake on one announcement and want
        the same log entries: the first reads them, the others wait for that
        read (single flight) instead of sending nineteen more.  ``key`` must
        name an immutable result, e.g. (game, after, announced version).  A
        failed read is not shared: each caller then reads for itself.
        """
        with self._lock:
            entry = self._reads.get(key)
            owner = entry is None
            if owner:
                entry = self._reads[key] = _Shared()
                while len(self._reads) > SHARED_READS:
                    del self._reads[next(iter(self._reads))]
        assert entry is not None
        if owner:
            try:
                entry.value = fetch()
            except BaseException:
                entry.failed = True
                with self._lock:
                    self._reads.pop(key, None)
                raise
            finally:
                entry.done.set()
            return entry.value
        if not entry.done.wait(10.0) or entry.failed:
            return fetch()
        return entry.value

    def waiting(self) -> int:
        """Return how many watches are registered in this process."""
        with self._lock:
            return sum(len(group) for group in self._watches.values())

    def announce(self, data: bytes) -> None:
        """Deliver one channel message to the watches of its game."""
        game_id, _, rest = data.decode(errors="replace").partition(" ")
        with self._lock:
            group = list(self._watches.get(game_id, ()))
        if not group:
            return
        if rest == "gone":
            for watch in group:
                watch.end()
            return
        last_text, _, version_text = rest.partition(" ")
        try:
            last, version = int(last_text), int(version_text or 0)
        except ValueError:
            log.warning("hub: unreadable announcement %r", data)
            return
        for watch in group:
            watch.notify(last, version)

    def _wake_all(self) -> None:
        with self._lock:
            everyone = [w for group in self._watches.values() for w in group]
        for watch in everyone:
            watch.resync()

    # -- the subscription ---------------------------------------------------------

    def _ensure_running(self) -> None:
        # A forked worker does not inherit the thread: start one per process.
        if self._thread is not None and self._pid == os.getpid() and self._thread.is_alive():
            return
        with self._lock:
            if self._thread is not None and self._pid == os.getpid() \
                    and self._thread.is_alive():
                return
            self._stopped = False
            self._pid = os.getpid()
            self._thread = threading.Thread(target=self._run, name="roadtrip-hub", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Stop the subscription thread (tests and shutdown); watches are woken."""
        self._stopped = True
        pubsub = self._pubsub
        thread = self._thread
        if thread is not None and thread.is_alive() and self._pid == os.getpid():
            thread.join(timeout=5)
        if pubsub is not None:
            try:
                pubsub.close()
            except Exception:  # noqa: BLE001 - closing a broken connection is best effort
                log.debug("hub: close failed", exc_info=True)
        self._wake_all()

    def close(self) -> None:
        """Same as :meth:`stop` (the store's ``blocking.close()`` of old)."""
        self.stop()

    def _run(self) -> None:
        failures = 0
        while not self._stopped:
            try:
                self._listen(failures)
                failures = 0
            except Exception as exc:  # noqa: BLE001 - any failure: resubscribe after a pause
                self.subscribed = False
                failures += 1
                log.info("hub: subscription lost (%s); retrying", exc)
                time.sleep(min(BACKOFF_MAX, BACKOFF_MIN * 2 ** min(failures, 6)))
            finally:
                pubsub, self._pubsub = self._pubsub, None
                client, self._client = self._client, None
                # a client of the hub's own is closed; a cluster node's is the cluster's
                owned = client if getattr(client, "roadtrip_hub_owned", False) else None
                for closing in (pubsub, owned):
                    if closing is None:
                        continue
                    try:
                        closing.close()
                    except Exception:  # noqa: BLE001 - the connection is already broken
                        log.debug("hub: close failed", exc_info=True)

    def _listen(self, failures: int) -> None:
        client = self._connect(failures)
        pubsub = client.pubsub()
        self._pubsub = pubsub
        self._client = client
        pubsub.subscribe(CHANNEL)
        heard = time.monotonic()
        pinged = heard
        while not self._stopped:
            message = pubsub.get_message(timeout=1.0)
            now = time.monotonic()
            if message is None:
                if now - heard > DEAD_AFTER:
                    raise ConnectionError("the subscription went silent")
                if now - pinged > PING_EVERY:
                    pubsub.ping()
                    pinged = now
                continue
            heard = now
            kind = message.get("type")
            if kind == "message":
                self.announce(message["data"])
            elif kind == "subscribe":
                # (Re)subscribed: anything published meanwhile was lost, so
                # every waiter re-reads the log.
                self.subscribed = True
                self.subscriptions += 1
                self._wake_all()


def subscriber(client: Any) -> Callable[[int], Any]:
    """Return the hub's ``connect`` for ``client``: itself, or on a cluster a primary.

    After ``failures`` failed attempts a cluster client moves to the next
    primary, so one dead node does not keep the hub deaf.
    """

    def connect(failures: int) -> Any:
        if not hasattr(client, "get_primaries"):
            # A pool of its own: the subscription's one connection never mixes
            # with (or outlives) the request pool's.
            pool = client.connection_pool
            own = redis.ConnectionPool(connection_class=pool.connection_class,
                                       **pool.connection_kwargs)
            subscriber_client = redis.Redis(connection_pool=own)
            subscriber_client.auto_close_connection_pool = True
            subscriber_client.roadtrip_hub_owned = True
            return subscriber_client
        primaries = client.get_primaries()
        node = primaries[failures % len(primaries)]
        return client.get_redis_connection(node)

    return connect
