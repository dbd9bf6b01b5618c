"""Redis clients from the app config: a URL, a cluster, or the embedded server.

Clients are built from config and passed to :class:`~api.store.Store`
explicitly.  They hold no broken connection: redis-py reconnects on the next
command, so the API answers 503 while Redis is down and recovers by itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import redis
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from api.store import Store

#: Ordinary commands: fail fast (a 503 beats a hung phone).
SOCKET_TIMEOUT = 5.0
CONNECT_TIMEOUT = 2.0


def _options(socket_timeout: float) -> dict[str, Any]:
    return {
        "socket_timeout": socket_timeout,
        "socket_connect_timeout": CONNECT_TIMEOUT,
        # A dead connection fails its command and is retried on a new one; no
        # health-check PING, which would add a round trip to an idle phone's move.
        "retry": Retry(ExponentialBackoff(cap=0.2, base=0.02), 2),
    }


def make_client(url: str, cluster: bool, socket_timeout: float = SOCKET_TIMEOUT) -> Any:
    """Return a Redis (or Redis Cluster) client for ``url``; connects lazily."""
    if url.startswith("redis-cluster://"):
        cluster, url = True, "redis://" + url[len("redis-cluster://"):]
    if cluster:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(url, **_options(socket_timeout))
    return redis.Redis.from_url(url, **_options(socket_timeout))


class _Embedded:
    """Stands for the embedded Redis client until first used, then starts it."""

    def __init__(self, socket_timeout: float) -> None:
        self._socket_timeout = socket_timeout
        self._client: Any = None

    def __getattr__(self, name: str) -> Any:
        if self._client is None:
            from api.server import embedded_url

            self._client = make_client(embedded_url(), False, self._socket_timeout)
        return getattr(self._client, name)


def make_store(config: Mapping[str, Any]) -> Store:
    """Return the store the config asks for (embedded Redis when no ``REDIS_URL``)."""
    url = config.get("REDIS_URL")
    cluster = str(config.get("REDIS_CLUSTER") or "").lower() in ("1", "true", "yes")
    blocking_timeout = float(config["LOG_WAIT_MAX"]) + SOCKET_TIMEOUT
    if url:
        client = make_client(url, cluster)
        blocking = make_client(url, cluster, blocking_timeout)
    else:
        client, blocking = _Embedded(SOCKET_TIMEOUT), _Embedded(blocking_timeout)
    return Store(client, blocking, ttl=int(config["GAME_TTL"]),
                 idem_ttl=int(config["IDEMPOTENCY_TTL"]))
