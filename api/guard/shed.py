"""What shedding counts, in the worker and in the app alike: the shed, and client addresses.

``roadtrip_shed_total`` (label ``reason``) counts connections and requests
refused to keep the server answering: the bounded worker's own refusals
(:mod:`api.run.worker`: ``connections``, ``address_connections``,
``loop_lag``, ``loop_lag_ongoing`` and ``saturated``) and the
app's (``streams`` for ``429 too_many_streams``, ``redis_pool`` for ``503
overloaded`` when no pooled Redis connection came free).  Exposed with the
other metrics by :mod:`api.guard.metrics`, summed over the workers.

:func:`address_key` is what one client address is counted as, by the rate
limits, the stream cap, the worker's per-address bound and the retry keys of
``createGame`` and ``joinGame`` (:func:`bound`) alike: an IPv6
address by its /64 (one subscriber's block: counting each address alone would
let one client take 2^64 places), an IPv4-mapped one as its IPv4 address.
"""

from __future__ import annotations

import functools
import ipaddress

from prometheus_client import Counter

from api.guard import metric_values  # noqa: F401  (before any metric: their values' class)

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

def bound(key: str, address: str | None) -> str:
    """Return an open operation's ``Idempotency-Key`` as kept: bound to the caller's
    address (an IPv6 address by its /64, as the rate limits count it).

    ``createGame`` and ``joinGame`` take no token, and their first answer holds one:
    bound to the address, a key another client learns or guesses finds nothing (Stripe
    scopes its keys to the account; here the address is the one thing of the caller's a
    retry carries).  A retry from a new address (a phone leaving the Wi-Fi) is a new
    request; the key's length (``api.http.resources.common.OPEN_KEY_MIN``) guards the
    clients that share one address (a table's Wi-Fi, a carrier's NAT).
    """
    return f"{address_key(address or '-')}\0{key}"
