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

The hub is split by concern: :mod:`api.hub.hub_fanout` keeps the process's
waiters and wakes them (:class:`Watch`, shared reads), this module holds the
single-Redis subscriber (:class:`Hub`, classic ``SUBSCRIBE``), and
:mod:`api.hub.hub_cluster` the cluster's sharded subscribers (:class:`ShardedHub`,
one ``SSUBSCRIBE`` connection per primary).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from typing import Any

import redis

from api.hub.hub_cluster import ShardedHub
from api.hub.hub_fanout import BACKOFF_MAX, BACKOFF_MIN, DEAD_AFTER, PING_EVERY, Fanout, Watch, log
from api.store.keys import CHANNEL, shard_channel

__all__ = ["CHANNEL", "Hub", "ShardedHub", "Watch", "hub_for", "shard_channel", "subscriber"]



class OwnedRedis(redis.Redis):
    """A subscription client of the hub's own: closed with its subscription (a cluster
    node's client is the cluster's, and left open)."""


class Hub(Fanout):
    """A process's one subscription, fanning announcements out to local watches.

    ``connect`` returns a Redis client to subscribe through; it is called again
    (with the failure count) after the subscription breaks, so a cluster can
    move to another node.
    """

    def __init__(self, connect: Callable[[int], Any]) -> None:
        super().__init__()
        self._connect = connect
        self._thread: threading.Thread | None = None
        self._pubsub: Any = None
        self._client: Any = None

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
                owned = client if isinstance(client, OwnedRedis) else None
                for closing in (pubsub, owned):
                    if closing is None:
                        continue
                    try:
                        closing.close()
                    except Exception:  # noqa: BLE001 - the connection is already broken
                        log.debug("hub: close failed", exc_info=True)

    def _listen(self, failures: int) -> None:
        client = self._connect(failures)
        # a push (each message, on RESP3) handed back as it came, as a plain list: redis-py's
        # own handler logs each one at debug level first (~7 Python calls a message)
        pubsub = client.pubsub(push_handler_func=list)
        self._pubsub = pubsub
        self._client = client
        pubsub.subscribe(CHANNEL)
        heard = time.monotonic()
        pinged = heard
        connection = pubsub.connection
        while not self._stopped:
            reply = _next_reply(connection, 1.0)
            now = time.monotonic()
            if reply is None:
                if now - heard > DEAD_AFTER:
                    raise ConnectionError("the subscription went silent")
                if now - pinged > PING_EVERY:
                    pubsub.ping()
                    pinged = now
                continue
            heard = now
            if reply[0] == b"message":
                # a commit's announcement: what PubSub.handle_message makes of it is a
                # dict of the same data, with an OpenTelemetry record (no meter here)
                self.announce(reply[2])
                continue
            if pubsub.is_health_check_response(reply):
                continue
            message = pubsub.handle_message(reply)  # its bookkeeping of (un)subscriptions
            if message is not None and message.get("type") == "subscribe":
                # (Re)subscribed: anything published meanwhile was lost, so every
                # waiter re-reads the log -- once per game and cursor, since a read
                # begun after this sees every commit they could have missed (a
                # reconnect's thousands of waiters are not thousands of reads).
                # Subscribed once they are told: a watch registered after that
                # hears every commit through the hub.
                self.subscriptions += 1
                self._wake_all(self._next_token())
                self.subscribed = True


def _next_reply(connection: Any, timeout: float) -> Any:
    """Return the subscription's next reply as read (a list), None after ``timeout`` s without.

    What ``PubSub.get_message`` reads, without its layers the hub does for itself:
    ~30 Python calls a message there, ~8 here, in every process for every move.
    Its retry reconnects and resubscribes within the read; here a failed read
    raises and the hub subscribes again (waking every waiter to re-read, as a
    resubscription in redis-py's retry does too).  Its health check pings on
    redis-py's ``health_check_interval`` (the store sets none); the hub pings a
    quiet subscription itself.  ``handle_message`` is still run on every reply
    but an announcement (:meth:`Hub._listen`).
    """
    if not connection.can_read(timeout=timeout):
        return None
    try:
        return connection.read_response(disconnect_on_error=False, push_request=True,
                                        timeout=timeout)
    except redis.TimeoutError:
        # only part of a reply came in time: the parser keeps it and the next read
        # resumes it (redis-py's get_message does the same)
        return None


def subscriber(client: Any) -> Callable[[int], Any]:
    """Return the hub's ``connect`` for a single Redis ``client``.

    The subscription gets a pool of its own: its one connection never mixes
    with (or outlives) the request pool's.
    """

    def connect(failures: int) -> Any:
        pool = client.connection_pool
        own = redis.ConnectionPool(connection_class=pool.connection_class,
                                   **pool.connection_kwargs)
        subscriber_client = OwnedRedis(connection_pool=own)
        subscriber_client.auto_close_connection_pool = True
        return subscriber_client

    return connect


def hub_for(client: Any) -> Fanout:
    """Return the hub for ``client``: sharded on a Redis Cluster, classic otherwise."""
    if isinstance(client, redis.RedisCluster):
        return ShardedHub(client)
    return Hub(subscriber(client))
