"""The count of shed requests, kept by the worker and by the app alike.

``roadtrip_shed_total`` (label ``reason``) counts connections and requests
refused to keep the server answering: the bounded worker's own refusals
(:mod:`api.run.worker`: ``connections``, ``address_connections``) and the
app's (``streams`` for ``429 too_many_streams``, ``redis_pool`` for ``503
overloaded`` when no pooled Redis connection came free).  Exposed with the
other metrics by :mod:`api.guard.metrics`, summed over the workers.
"""

from __future__ import annotations

from prometheus_client import Counter

SHED = Counter("roadtrip_shed", "connections and requests shed (503 overloaded, 429"
               " too_many_streams or too_many_connections)", ["reason"])


def count(reason: str) -> None:
    """Count one shed connection or request."""
    SHED.labels(reason).inc()
