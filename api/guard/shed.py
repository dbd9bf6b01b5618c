"""What shedding counts, in the worker and in the app alike: the shed, and client addresses.

``roadtrip_shed_total`` (label ``reason``) counts connections and requests
refused to keep the server answering: the bounded worker's own refusals
(:mod:`api.run.worker`: ``connections``, ``address_connections``) and the
app's (``streams`` for ``429 too_many_streams``, ``redis_pool`` for ``503
overloaded`` when no pooled Redis connection came free).  Exposed with the
other metrics by :mod:`api.guard.metrics`, summed over the workers.

:func:`address_key` is what one client address is counted as, by the rate
limits, the stream cap and the worker's per-address bound alike: an IPv6
address by its /64 (one subscriber's block: counting each address alone would
let one client take 2^64 places), an IPv4-mapped one as its IPv4 address.
"""

from __future__ import annotations

import functools
import ipaddress

from prometheus_client import Counter

SHED = Counter("roadtrip_shed", "connections and requests shed (503 overloaded, 429"
               " too_many_streams or too_many_connections)", ["reason"])


def count(reason: str) -> None:
    """Count one shed connection or request."""
    SHED.labels(reason).inc()


@functools.lru_cache(maxsize=4096)
def address_key(address: str) -> str:
    """Return what a client ``address`` is counted as: IPv6 by its /64, IPv4-mapped as IPv4.

    Kept per process for the addresses seen lately: every request asked again
    (the limits, the stream cap, the worker's bound), and parsing an address is
    ~10 us of ``ipaddress`` for an answer that never changes.
    """
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.ip_network(f"{parsed}/64", strict=False))
    return str(parsed)
