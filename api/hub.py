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

On Redis Cluster (Redis >= 7) a commit announces itself with ``SPUBLISH`` on
its game's shard channel (:func:`shard_channel`, same hash tag as the game's
keys, so the node that commits is the node that publishes and the cluster bus
carries nothing), and :class:`ShardedHub` keeps ONE connection per primary
that owns a game someone in this process waits on, ``SSUBSCRIBE``d to those
games' channels.  A node that fails or moves its slots breaks or drops only
its own connection: the waiters of that shard fall back to their timeout (and
their reads answer 503 while the node is down), the others are still woken,
and the shard resubscribes -- waking its waiters to re-read -- when a primary
serves those slots again.
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

    def _wake_game(self, game_id: str, token: int) -> None:
        with self._lock:
            group = list(self._watches.get(game_id, ()))
        for watch in group:
            watch.resync(token)

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


def shard_channel(game_id: str) -> str:
    """Return the sharded pub/sub channel of a game (its keys' hash tag: its node)."""
    return f"rt:{{{game_id}}}:news"


#: Seconds a game's shard subscription outlives its last waiter (a long-poll
#: that comes back for more finds it still subscribed).
LINGER = 30.0
#: Seconds a shard listener blocks reading before it looks at its to-do list:
#: a new game's subscription waits at most this (its waiters are woken to
#: re-read once it is confirmed, so nothing is missed meanwhile).
POLL = 0.05


class _ShardPubSub(redis.client.PubSub):
    """A pub/sub connection that resubscribes its shard channels one a command.

    redis-py resubscribes every shard channel in ONE ``SSUBSCRIBE`` when it
    reconnects by itself, which a cluster node refuses (the channels of one
    command must share a slot).
    """

    def _resubscribe_shard_channels(self) -> None:
        for channel in list(self.shard_channels):
            self.ssubscribe(channel)


class _Shard:
    """One primary's connection, subscribed to the channels of its games."""

    def __init__(self, hub: ShardedHub, name: str, host: str, port: int) -> None:
        self.hub = hub
        self.name = name
        self.host, self.port = host, port
        #: channels this shard should hold (the hub's lock guards it)
        self.channels: set[str] = set()
        #: ("s" | "u", channel) to send on the next turn of the loop
        self.todo: list[tuple[str, str]] = []
        self.subscribed = False
        self.failures = 0
        self.thread = threading.Thread(target=self._run, name=f"roadtrip-hub-{name}",
                                       daemon=True)

    def _run(self) -> None:
        hub = self.hub
        while not hub._stopped:
            client = pubsub = None
            try:
                client = redis.Redis(host=self.host, port=self.port,
                                     socket_timeout=DEAD_AFTER,
                                     socket_connect_timeout=2.0)
                client.auto_close_connection_pool = True
                pubsub = _ShardPubSub(client.connection_pool)
                self._listen(pubsub)
            except Exception as exc:  # noqa: BLE001 - any failure: resubscribe after a pause
                self.subscribed = False
                self.failures += 1
                log.info("hub: shard %s lost (%s); retrying", self.name, exc)
                if isinstance(exc, redis.exceptions.MovedError):
                    hub._refresh()
                time.sleep(min(BACKOFF_MAX, BACKOFF_MIN * 2 ** min(self.failures, 6)))
                hub._reroute(self)
            finally:
                for closing in (pubsub, client):
                    if closing is None:
                        continue
                    try:
                        closing.close()
                    except Exception:  # noqa: BLE001 - the connection is already broken
                        log.debug("hub: close failed", exc_info=True)

    def _listen(self, pubsub: Any) -> None:
        hub = self.hub
        with hub._lock:
            self.todo = [("s", channel) for channel in sorted(self.channels)]
        heard = pinged = expired = time.monotonic()
        while not hub._stopped:
            with hub._lock:
                todo, self.todo = self.todo, []
                if time.monotonic() - expired >= 1.0:  # a look a second is plenty
                    expired = time.monotonic()
                    hub._expire(self)
            for op, channel in todo:
                # one channel a command: the channels of one command must share a slot
                if op == "s":
                    pubsub.ssubscribe(channel)
                else:
                    pubsub.sunsubscribe(channel)
            now = time.monotonic()
            if not pubsub.subscribed:
                # nothing to hear: no connection to keep alive either
                heard = pinged = now
                time.sleep(POLL)
                continue
            message = pubsub.get_message(timeout=POLL)
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
            if kind == "smessage":
                hub.announce(message["data"])
            elif kind == "ssubscribe":
                self.subscribed = True
                self.failures = 0
                hub.subscriptions += 1
                # anything published before this took effect was not heard
                hub._confirmed(_game_of(message["channel"]))
            elif kind == "sunsubscribe":
                channel = _text(message["channel"])
                with hub._lock:
                    wanted = channel in self.channels
                if wanted:
                    # the server dropped it (its slot moved): find its new home
                    hub._refresh()
                    hub._reroute(self, only=channel)


def _text(value: Any) -> str:
    return value.decode(errors="replace") if isinstance(value, bytes) else str(value)


def _game_of(channel: Any) -> str:
    text = _text(channel)
    return text[text.index("{") + 1:text.index("}")]


class ShardedHub(Hub):
    """The hub on Redis Cluster: one ``SSUBSCRIBE`` connection per primary.

    A game is subscribed (on the primary that owns its channel's slot) when
    its first local waiter arrives and unsubscribed :data:`LINGER` seconds
    after its last one leaves.  Each shard is read by its own thread; a shard
    that breaks resubscribes on its own (after re-routing its channels by the
    cluster's current slot map) without touching the others.
    """

    def __init__(self, cluster: Any) -> None:
        super().__init__(lambda failures: cluster)
        self._cluster = cluster
        #: node name -> its listener
        self._shards: dict[str, _Shard] = {}
        #: game id -> the shard holding its channel
        self._home: dict[str, _Shard] = {}
        #: game id -> when its last waiter left
        self._left: dict[str, float] = {}
        self._token = 0

    def shards(self) -> dict[str, bool]:
        """Return every shard listener by node name, and whether it is subscribed."""
        with self._lock:
            return {name: shard.subscribed for name, shard in self._shards.items()}

    def _ensure_running(self) -> None:
        if self._pid == os.getpid() and not self._stopped:
            return
        with self._lock:
            if self._pid != os.getpid():
                # a forked worker inherits no thread: start afresh
                self._shards, self._home, self._left = {}, {}, {}
            self._pid = os.getpid()
            self._stopped = False

    def _watched(self, game_id: str) -> None:
        self._left.pop(game_id, None)
        if game_id not in self._home:
            self._place(game_id)

    def _unwatched(self, game_id: str) -> None:
        self._left[game_id] = time.monotonic()

    def _place(self, game_id: str) -> None:
        """Subscribe ``game_id`` on the shard of its slot (under the lock)."""
        channel = shard_channel(game_id)
        try:
            node = self._cluster.get_node_from_key(channel)
        except Exception:  # noqa: BLE001 - no slot map now: the next watch retries
            node = None
        if node is None:
            return  # meanwhile its waiters fall back to their timeout
        shard = self._shards.get(node.name)
        if shard is None:
            shard = self._shards[node.name] = _Shard(self, node.name, node.host, node.port)
            shard.thread.start()
        self._home[game_id] = shard
        if channel not in shard.channels:
            shard.channels.add(channel)
            shard.todo.append(("s", channel))

    def _reroute(self, shard: _Shard, only: str | None = None) -> None:
        """Move ``shard``'s channels whose slot another primary now serves."""
        with self._lock:
            for channel in [only] if only else sorted(shard.channels):
                game_id = _game_of(channel)
                if self._home.get(game_id) is not shard:
                    shard.channels.discard(channel)
                    continue
                try:
                    node = self._cluster.get_node_from_key(channel)
                except Exception:  # noqa: BLE001 - no slot map now: stay
                    continue
                if node is not None and node.name != shard.name:
                    shard.channels.discard(channel)
                    del self._home[game_id]
                    self._place(game_id)
                elif only:
                    shard.todo.append(("s", channel))

    def _refresh(self) -> None:
        """Re-read the cluster's slot map (after MOVED or a dropped channel)."""
        try:
            self._cluster.nodes_manager.initialize()
        except Exception:  # noqa: BLE001 - the next failure tries again
            log.debug("hub: slot map refresh failed", exc_info=True)

    def _expire(self, shard: _Shard) -> None:
        """Unsubscribe ``shard``'s games nobody waited on for :data:`LINGER` s (locked)."""
        if not self._left:
            return
        now = time.monotonic()
        for game_id, left in list(self._left.items()):
            if now - left < LINGER or self._home.get(game_id) is not shard:
                continue
            del self._left[game_id]
            if game_id in self._watches:
                continue
            del self._home[game_id]
            channel = shard_channel(game_id)
            shard.channels.discard(channel)
            shard.todo.append(("u", channel))

    def _confirmed(self, game_id: str) -> None:
        with self._lock:
            self._token -= 1
            token = self._token
        self._wake_game(game_id, token)

    def stop(self) -> None:
        """Stop every shard listener; watches are woken."""
        self._stopped = True
        with self._lock:
            shards = list(self._shards.values())
            mine = self._pid == os.getpid()
            self._shards, self._home, self._left = {}, {}, {}
        for shard in shards:
            if mine and shard.thread.is_alive():
                shard.thread.join(timeout=5)
        self._wake_all()


def subscriber(client: Any) -> Callable[[int], Any]:
    """Return the hub's ``connect`` for a single Redis ``client``.

    The subscription gets a pool of its own: its one connection never mixes
    with (or outlives) the request pool's.
    """

    def connect(failures: int) -> Any:
        pool = client.connection_pool
        own = redis.ConnectionPool(connection_class=pool.connection_class,
                                   **pool.connection_kwargs)
        subscriber_client = redis.Redis(connection_pool=own)
        subscriber_client.auto_close_connection_pool = True
        subscriber_client.roadtrip_hub_owned = True
        return subscriber_client

    return connect


def hub_for(client: Any) -> Hub:
    """Return the hub for ``client``: sharded on a Redis Cluster, classic otherwise."""
    if isinstance(client, redis.RedisCluster):
        return ShardedHub(client)
    return Hub(subscriber(client))
