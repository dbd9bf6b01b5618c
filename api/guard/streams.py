"""One address's open event streams and long-polls, capped per process (``429 too_many_streams``).

A waiting phone costs a greenlet and a socket for as long as it waits (25 s
for a long-poll, up to ``EVENTS_MAX_SECONDS`` for an event stream): cheap one
by one, but one client opening thousands of them would hold every connection
of a worker.  A table needs two or three per phone, so each process lets one
client address (:func:`api.guard.shed.address_key` of the forwarded address
behind ``TRUSTED_PROXIES``: an IPv6 address counts by its /64) hold at most
``STREAMS_PER_ADDRESS`` at once (``0``, or ``RATE_LIMITS=off`` as when a
proxy in front limits addresses: no cap).  One more is refused before it
waits, with ``Retry-After``; nothing else is counted (a long-poll with
``wait=0`` answers at once).

:class:`StreamCap` is WSGI middleware inside werkzeug's ``ProxyFix``: the
refusal is answered before Flask runs (a flood of them must cost the worker
little), in the caller's language, and counted in
``roadtrip_shed_total{reason="streams"}``.  A slot is given back when the
answer's body is closed, so an event stream holds it as long as it streams.
The count lives in the process (no Redis round trip for a phone that starts
waiting, and it works while Redis is down): a server of N workers lets an
address hold up to N times the cap.
"""

from __future__ import annotations

import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any
from urllib.parse import parse_qs

from flask import Flask

from api import i18n
from api.guard.limits import enabled
from api.guard.shed import address_key, count
from api.problems import problem

#: The waiting operations' paths (getEvents; getLog, generic or a game's own path).
WAITING = re.compile(r"^/api/v1/(?:[^/]+/)?games/[^/]+/(events|log)/?$")
#: Seconds a refused client is told to wait: about one long-poll.
RETRY_AFTER = 10

#: the refusal's detail, a catalogue template (``detail.too_many_streams``)
STREAMS_DETAIL = "this address has {n} streams and long-polls open, the most allowed; retry later"


def waits(environ: dict[str, Any]) -> bool:
    """Return True when the request is an event stream or a long-poll that will wait."""
    if environ.get("REQUEST_METHOD") != "GET":
        return False
    found = WAITING.match(environ.get("PATH_INFO", ""))
    if found is None:
        return False
    if found.group(1) == "events":
        return True
    try:
        return float(parse_qs(environ.get("QUERY_STRING", "")).get("wait", ["0"])[0]) > 0
    except ValueError:  # the schema refuses it (422) before anything waits
        return False


class StreamCap:
    """WSGI middleware: count each address's waiting requests, refuse one too many."""

    def __init__(self, app: Callable[..., Iterable[bytes]], cap: int) -> None:
        self.app = app
        self.cap = cap
        self.open: Counter[str] = Counter()
        # gevent runs one greenlet at a time, but a development server runs threads
        self.lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]
                 ) -> Iterable[bytes]:
        """Serve the request; a waiting one holds its address's slot until its body closes."""
        if not self.cap or not waits(environ):
            return self.app(environ, start_response)
        address = address_key(environ.get("REMOTE_ADDR") or "-")
        with self.lock:
            refused = self.open[address] >= self.cap
            if not refused:
                self.open[address] += 1
        if refused:
            count("streams")
            refusal = problem(429, "too_many_streams",
                              STREAMS_DETAIL.format(n=self.cap),
                              # what api/http/headers.py gives every API answer
                              {"Retry-After": str(RETRY_AFTER),
                               "X-Content-Type-Options": "nosniff"},
                              language=i18n.negotiate(environ.get("HTTP_ACCEPT_LANGUAGE")))
            return refusal(environ, start_response)
        try:
            body = self.app(environ, start_response)
        except BaseException:
            self._give_back(address)
            raise
        return Slot(body, self, address)

    def _give_back(self, address: str) -> None:
        with self.lock:
            self.open[address] -= 1
            if self.open[address] <= 0:
                del self.open[address]


class Slot:
    """A waiting request's body, holding its address's slot until the server closes it.

    What werkzeug's ``ClosingIterator`` did here, without its layer: the server
    iterates the body itself (an event stream's every write went through one more
    Python ``__next__``), and a woken long-poll made no iterator, partial and
    callback list for its one answer.  The slot is given back even when closing
    the body raises.
    """

    __slots__ = ("_body", "_cap", "_address")

    def __init__(self, body: Iterable[bytes], cap: StreamCap, address: str) -> None:
        self._body, self._cap, self._address = body, cap, address

    def __iter__(self) -> Iterator[bytes]:
        """The body's own iterator."""
        return iter(self._body)

    def close(self) -> None:
        """Close the body (WSGI's ``close``), then give the slot back."""
        try:
            close = getattr(self._body, "close", None)
            if close is not None:
                close()
        finally:
            self._cap._give_back(self._address)


def init_app(app: Flask) -> None:
    """Cap each address's streams and long-polls (call before ``ProxyFix`` wraps the app)."""
    cap = int(app.config["STREAMS_PER_ADDRESS"]) if enabled(app.config) else 0
    app.config["STREAMS_PER_ADDRESS"] = cap
    app.wsgi_app = StreamCap(app.wsgi_app, cap)  # type: ignore[method-assign]
