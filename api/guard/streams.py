"""One address's open event streams and long-polls, capped per process (``429 too_many_streams``).

A waiting phone costs a greenlet and a socket for as long as it waits (25 s
for a long-poll, up to ``EVENTS_MAX_SECONDS`` for an event stream): cheap one
by one, but one client opening thousands of them would hold every connection
of a worker.  A table needs two or three per phone, so each process lets one
client address (:func:`api.guard.limits.client_address`: the proxy's
forwarded address with ``TRUSTED_PROXIES``, an IPv6 /64) hold at most
``STREAMS_PER_ADDRESS`` at once (``0``, or ``RATE_LIMITS=off`` as when a
proxy in front limits addresses: no cap).  One more is refused before
it waits, with ``Retry-After``; nothing else is counted (a long-poll with
``wait=0`` answers at once).

The count lives in the process (no Redis round trip for a phone that starts
waiting, and it works while Redis is down): a server of N workers lets an
address hold up to N times the cap.  A slot is taken before the view runs
and given back when the answer's body is closed (:class:`Release`), so an
event stream holds it as long as it streams.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, current_app, request
from werkzeug.wsgi import ClosingIterator

from api.guard.limits import client_address, enabled
from api.problems import ApiError

#: Waiting operations: (endpoint, whether a ``wait`` query is what makes it wait).
WAITERS = {"events.Events": False, "log.Log": True}
#: Where a request's taken slot is noted (its address), for :class:`Release`.
SLOT = "roadtrip.stream_slot"
#: Seconds a refused client is told to wait: about one long-poll.
RETRY_AFTER = 10
_OPEN: Counter[str] = Counter()


def open_streams(address: str) -> int:
    """Return how many streams and long-polls ``address`` holds open in this process."""
    return _OPEN[address]


def _waits() -> bool:
    """Return True when this request is a stream or a long-poll that will wait."""
    by_query = WAITERS.get(request.endpoint or "")
    if by_query is None or request.method != "GET":
        return False
    if not by_query:
        return True
    try:
        return float(request.args.get("wait", "0")) > 0
    except ValueError:  # the schema refuses it (422) before anything waits
        return False


def take_slot() -> None:
    """Count a waiting request against its address, or refuse it: ``429 too_many_streams``."""
    cap = int(current_app.config["STREAMS_PER_ADDRESS"])
    if not cap or not _waits():
        return
    address = client_address()
    if _OPEN[address] >= cap:
        raise ApiError(429, "too_many_streams",
                       f"this address has {cap} event streams and long-polls open, the most"
                       " allowed; close one or retry later",
                       {"Retry-After": str(RETRY_AFTER)})
    _OPEN[address] += 1  # no switch between the check and this: one greenlet at a time
    request.environ[SLOT] = address


def _give_back(environ: dict[str, Any]) -> None:
    address = environ.pop(SLOT, None)
    if address is not None:
        _OPEN[address] -= 1
        if _OPEN[address] <= 0:
            del _OPEN[address]


class Release:
    """WSGI middleware: give a request's slot back when its answer's body is closed."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]
                 ) -> Iterable[bytes]:
        """Run the app; a request that took a slot keeps it until its body is closed."""
        try:
            body = self.app(environ, start_response)
        except BaseException:
            _give_back(environ)
            raise
        if SLOT not in environ:
            return body
        return ClosingIterator(body, lambda: _give_back(environ))


def init_app(app: Flask) -> None:
    """Cap each address's streams and long-polls (off when ``STREAMS_PER_ADDRESS`` is 0)."""
    cap = int(app.config["STREAMS_PER_ADDRESS"])
    app.config["STREAMS_PER_ADDRESS"] = cap if enabled(app.config) else 0
    app.before_request(take_slot)
    app.wsgi_app = Release(app.wsgi_app)  # type: ignore[method-assign]
