"""Redis clients from the app config: a URL, a cluster, or the embedded server.

Clients are built from config and passed to :class:`~api.store.store.Store`
explicitly.  They hold no broken connection: redis-py reconnects on the next
command, so the API answers 503 while Redis is down and recovers by itself.

The pool is sized from the process's concurrency, not from its phones: no
request holds a connection while it waits (the hub, :mod:`api.hub.hub`, holds the
process's one subscription), so a connection is busy only for the round trip
of one command.  ``REDIS_MAX_CONNECTIONS`` (default :data:`MAX_CONNECTIONS`)
caps the pool (per node on a cluster); a request that finds every connection
busy waits for one up to :data:`POOL_TIMEOUT` seconds, then gets
:class:`PoolExhausted`: answered ``503 overloaded`` (load shedding, with
``Retry-After``), not ``store_unavailable``: Redis itself is healthy, this
process is asking more of it than its pool allows.
"""

from __future__ import annotations

import os
import select
from collections.abc import Callable, Mapping
from queue import Empty, Full
from typing import Any

import redis
import redis.client as redis_client
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from api.store.packing import quick_packer
from api.store.store import Store

#: Ordinary commands: fail fast (a 503 beats a hung phone).
SOCKET_TIMEOUT = 5.0
CONNECT_TIMEOUT = 2.0
#: Connections per process (per node on a cluster).  One gevent worker runs on
#: one core: at ~0.1-1 ms per round trip it keeps at most a few dozen commands
#: in flight, so 64 leaves headroom and ~130 per 2-worker box is Redis's whole
#: load from that box, whatever the number of waiting phones.
MAX_CONNECTIONS = 64
#: Seconds a command waits for a free pooled connection before the request is shed.
#: A round trip takes well under a millisecond, but a burst (thousands of phones
#: reconnecting at once, each with a read to make) queues on a busy core: 1 s shed
#: 238 of 600 long-polls woken together on a loaded 2-core box
#: (tests/api/test_live_scale.py), whose clients would all have come back at once.
POOL_TIMEOUT = 5.0


class PoolExhausted(Exception):
    """Every pooled connection stayed busy for :data:`POOL_TIMEOUT` s (overload, not outage).

    Deliberately not a ``redis.exceptions.ConnectionError``: that one means Redis is
    unreachable (``503 store_unavailable``, counted in ``roadtrip_store_errors_total``).
    """


def _original_poll() -> Any:
    """Return the operating system's ``select.poll`` (gevent's own when not patched)."""
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return select.poll
    return monkey.get_original("select", "poll")


#: ``poll`` as the kernel gives it: with a timeout of 0 it never blocks, so a gevent
#: worker may call it directly instead of through gevent's (a turn of its loop)
_POLL = _original_poll()


class QuickCheck:
    """A connection whose check before each command is one ``poll`` syscall (and whose
    commands are packed by :class:`~api.store.packing.QuickPacker`).

    The pool asks every connection it hands out whether anything is left
    unread on it (a reply a failed request did not read, or the server's
    close).  redis-py answers through ``select.poll``, which under gevent's
    patching registers watchers and turns the event loop: ~5% of a move's
    CPU for a check whose answer is almost always "nothing".  With nothing
    buffered in the reply parser, the kernel is asked directly (timeout 0: it
    never blocks); only a socket that is readable, which means unread data or
    a closed connection, goes through redis-py's own check.
    """

    _sock: Any
    _parser: Any
    _command_packer: Any
    encoder: Any

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # a command's bytes in one call to hiredis when redis-py's would be the same
        self._command_packer = quick_packer(self._command_packer, self.encoder)

    def can_read(self, timeout: float = 0) -> bool:
        """Whether anything is left to read; the pool's check (``timeout`` 0) in one syscall,
        a subscription's wait for its next message (``timeout`` > 0) in one wait."""
        reader = getattr(self._parser, "_reader", None)  # hiredis's reply reader
        sock = self._sock
        if sock is None or reader is None or getattr(sock, "pending", None) is not None:
            return bool(super().can_read(timeout))  # type: ignore[misc]  # (TLS: redis-py's)
        if reader.has_data():
            return True
        if timeout == 0:
            poller = _POLL()
            poller.register(sock, select.POLLIN)
            if not poller.poll(0):
                return False
            # readable: an unread reply or the server's close, which redis-py tells apart
            return bool(super().can_read(timeout))  # type: ignore[misc]
        # The hub's subscription waits here for every announcement.  redis-py's wait
        # polls the socket twice through gevent's poll and peeks at it, to tell a message
        # from the server's close: ~7% of a worker's CPU under 600 tables' moves.  A
        # closed socket is readable too, and its read then raises ConnectionError, which
        # is what the close check would have raised: the subscriber resubscribes.
        poller = select.poll()  # gevent's, when patched: the wait yields to other requests
        poller.register(sock, select.POLLIN)
        return bool(poller.poll(None if timeout is None else timeout * 1000))


def quick_checked(connection_class: type) -> type:
    """Return ``connection_class`` with :class:`QuickCheck`'s check (once per class)."""
    if issubclass(connection_class, QuickCheck):
        return connection_class
    return type(f"Quick{connection_class.__name__}", (QuickCheck, connection_class), {})


class SheddingPool(redis.BlockingConnectionPool):
    """redis-py's blocking pool, whose bounded wait ends in :class:`PoolExhausted`.

    Handing out and taking back a connection is the pool's own work and no
    more: redis-py 8 also records each move between idle and used for
    OpenTelemetry (no-ops unless a meter is configured, four calls and two
    lookups of the pool's name per command) and checks deprecated arguments
    on every call; a request's two round trips paid for both.  With a client
    cache, or while a maintenance is under way, redis-py's own methods run.
    """

    def get_connection(self, *args: Any, **kwargs: Any) -> Any:
        """Return a free connection, waiting at most the pool's ``timeout``."""
        # (the plain case's test, ``_checkpid``'s and ``owns_connection``'s written out here
        # and in ``release``: a method call each, ten a streamed move)
        if self.cache is not None or self._in_maintenance:
            try:
                return super().get_connection(*args, **kwargs)
            except redis.exceptions.ConnectionError as exc:
                # the pool's own "No connection available." (a failed connect raises
                # later, from the command, and stays a store outage)
                if str(exc) == "No connection available.":
                    raise self._exhausted() from None
                raise
        if self.pid != os.getpid():
            self._checkpid()  # a fork: redis-py's reset
        try:
            connection = self.pool.get(block=True, timeout=self.timeout)
        except Empty:
            raise self._exhausted() from None
        if connection is None:  # a free place: a connection is made on demand
            connection = self.make_connection()
        try:
            if not connection._sock:
                # redis-py's connect returns at once when the socket is there, after a
                # retry wrapper, a closure and a backoff reset (five calls a command)
                connection.connect()
            # a connection must be ready to send: one the server closed is made again,
            # and so is one with a reply left unread -- unless maintenance notifications
            # are on (redis-py's default with RESP3), whose pushes may be what is there:
            # exactly redis-py's own check (whose setting is asked only when something is
            # there to read, which is almost never)
            try:
                if connection.can_read() and not self.maint_notifications_enabled():
                    raise redis.exceptions.ConnectionError("Connection has data")
            except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError):
                connection.disconnect()
                connection.connect()
                if connection.can_read() and not self.maint_notifications_enabled():
                    raise redis.exceptions.ConnectionError("Connection not ready") from None
        except BaseException:
            self.release(connection)  # never leaked
            raise
        return connection

    def release(self, connection: Any) -> None:
        """Give ``connection`` back to the pool."""
        if self.cache is not None or self._in_maintenance:
            super().release(connection)
            return
        if self.pid != os.getpid():
            self._checkpid()
        if connection.pid != self.pid:  # made before a fork: redis-py's way
            super().release(connection)
            return
        if connection.should_reconnect():
            connection.disconnect()
        try:
            self.pool.put_nowait(connection)
        except Full:
            pass  # the pool was reset meanwhile (a fork): this one is not its own

    def _exhausted(self) -> PoolExhausted:
        return PoolExhausted(f"no free Redis connection within {self.timeout} s")


#: The commands a move's requests send through :class:`QuickRedis`'s own path: its two
#: scripts and the reads of a game (others, e.g. a pipeline's or HIMPORT's, redis-py's)
QUICK_COMMANDS = frozenset({"EVALSHA", "HMGET", "HGET", "GET", "XRANGE"})


class QuickRedis(redis.Redis):
    """redis-py's client whose commands a move sends run its round trip and no more.

    redis-py's ``execute_command`` wraps a command's send and read in ~12 Python calls
    of its own: OpenTelemetry's duration and error records (no-ops unless a meter is
    configured: the pool skips its own too, :class:`SheddingPool`), a look for
    ``HIMPORT SET`` in every command, and three layers of methods around
    ``send_command`` and ``parse_response``; a streamed move's two commands paid for
    them.  For the commands in :data:`QUICK_COMMANDS`, on a pool of ours without a
    pinned connection, the same steps run directly: a pooled connection, the
    connection's own ``Retry`` (on a failure the connection is dropped, as redis-py's
    failure callback does, then backed off and sent again), the send, redis-py's
    ``parse_response`` (its response callbacks and options), and the connection given
    back (whose release drops one marked for a reconnect).  Anything else is
    redis-py's ``execute_command``.
    """

    def execute_command(self, *args: Any, **options: Any) -> Any:
        """Send a command and return its parsed reply (see the class)."""
        pool = self.connection_pool
        if (args[0] not in QUICK_COMMANDS or self.connection is not None
                or type(pool) is not SheddingPool or self._single_connection_client):
            return super().execute_command(*args, **options)
        connection = pool.get_connection()
        try:
            return connection.retry.call_with_retry(
                lambda: self._round_trip(connection, args, options),
                lambda error: self._failed(connection, error, args))
        finally:
            pool.release(connection)

    def _round_trip(self, connection: Any, args: tuple[Any, ...], options: dict[str, Any]
                    ) -> Any:
        connection.send_command(*args, **options)
        return self.parse_response(connection, args[0], **options)

    @staticmethod
    def _failed(connection: Any, error: Exception, args: tuple[Any, ...]) -> None:
        # redis-py's failure callback: logged at debug level, the connection dropped
        if redis_client.is_debug_log_enabled():
            redis_client.add_debug_log_for_operation_failure(connection, error, args)
        connection.disconnect()


def _options(socket_timeout: float) -> dict[str, Any]:
    return {
        "socket_timeout": socket_timeout,
        "socket_connect_timeout": CONNECT_TIMEOUT,
        # A dead connection fails its command and is retried on a new one; no
        # health-check PING, which would add a round trip to an idle phone's move.
        "retry": Retry(ExponentialBackoff(cap=0.2, base=0.02), 2),
    }


def make_client(url: str, cluster: bool, socket_timeout: float = SOCKET_TIMEOUT,
                max_connections: int = MAX_CONNECTIONS,
                pool_timeout: float = POOL_TIMEOUT) -> Any:
    """Return a Redis (or Redis Cluster) client for ``url``; connects lazily.

    Its pool holds at most ``max_connections`` (per node on a cluster) and
    makes a caller wait up to ``pool_timeout`` s for a free one, then raises
    :class:`PoolExhausted`.
    """
    if url.startswith("redis-cluster://"):
        cluster, url = True, "redis://" + url[len("redis-cluster://"):]
    pooling = {"max_connections": max_connections, "timeout": pool_timeout}
    if cluster:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(url, connection_pool_class=SheddingPool,
                                     **pooling, **_options(socket_timeout))
    pool = SheddingPool.from_url(url, **pooling, **_options(socket_timeout))
    pool.connection_class = quick_checked(pool.connection_class)
    client = QuickRedis(connection_pool=pool)
    client.auto_close_connection_pool = True  # close() closes the pool, as from_url's does
    return client


class _Embedded:
    """Stands for the embedded Redis client until first used, then starts it (``url``)."""

    def __init__(self, url: Callable[[], str], socket_timeout: float,
                 max_connections: int) -> None:
        self._url = url
        self._socket_timeout = socket_timeout
        self._max_connections = max_connections
        self._client: Any = None

    def __getattr__(self, name: str) -> Any:
        if self._client is None:
            self._client = make_client(self._url(), False, self._socket_timeout,
                                       self._max_connections)
        return getattr(self._client, name)


def make_store(config: Mapping[str, Any], embedded: Callable[[], str] | None = None) -> Store:
    """Return the store the config asks for: its ``REDIS_URL``, else the Redis whose URL
    ``embedded`` gives when first used (the entry point passes how it starts one: running
    the product stands on top of the store, which knows nothing of it)."""
    url = config.get("REDIS_URL")
    cluster = str(config.get("REDIS_CLUSTER") or "").lower() in ("1", "true", "yes")
    size = int(config.get("REDIS_MAX_CONNECTIONS") or MAX_CONNECTIONS)
    client: Any
    if url:
        client = make_client(url, cluster, max_connections=size)
    elif embedded is not None:
        client = _Embedded(embedded, SOCKET_TIMEOUT, size)
    else:
        raise ValueError("no REDIS_URL and no embedded Redis to start")
    ended = config.get("ENDED_GAME_TTL")
    return Store(client, ttl=int(config["GAME_TTL"]), idem_ttl=int(config["IDEMPOTENCY_TTL"]),
                 ended_ttl=None if ended is None else int(ended))
