"""gunicorn's gevent worker with bounds: it sheds load instead of hanging.

gunicorn's gevent worker accepts connections until its pool of
``worker_connections`` greenlets is full, then stops accepting: past that the
kernel's backlog fills and new connections hang unanswered, ``/healthz``
included.  Neither gunicorn nor gevent bounds a client that opens connections
and sends nothing, or a body that never ends.  This worker keeps gunicorn's
request handling as it is and adds, per worker process:

- **a bound on open connections**: past ``worker_connections`` served at once
  a new connection is answered ``503 overloaded`` with ``Retry-After`` and
  closed at once, so it costs a slot for a moment, not for the keep-alive
  time.  The pool of greenlets is twice that (:func:`bounds`; both capped by
  the open-file limit), so the refusals have room and the worker never stops
  accepting: a full accept queue is what made new connections hang, and a
  probe's dropped SYN waits a second before it is sent again;
- **a bound per client address** (an IPv6 address counts by its /64,
  :func:`api.guard.shed.address_key`; ``CONNECTIONS_PER_ADDRESS``, default
  :data:`PER_ADDRESS`; ``0`` turns it off, as it is behind a proxy: with
  ``TRUSTED_PROXIES`` set every connection comes from the proxy, which must
  bound addresses itself; ``RATE_LIMITS=off`` turns it off too):
  ``429 too_many_connections``, so one client cannot
  take the connections everyone else needs;
- **a bound on how late its event loop runs** (:mod:`api.run.lag`,
  ``SHED_LAG_MS``, ``SHED_LAG_ONGOING_MS``, ``SHED_LAG_TICKS``): while the
  worker is behind by more than that for several wake-ups in a row (starved
  of CPU; one late wake-up sheds nothing), new work (new games, joins, reads,
  stream openings) is answered ``503 overloaded`` with a ``Retry-After`` as
  long as the backlog, instead of joining it; work in progress (moves, the
  legal moves of a phone deciding, resumed long-polls and streams) only past
  the larger ``SHED_LAG_ONGOING_MS``, and then new connections are refused
  before they are read;
- **a bound on how busy it is** (:mod:`api.run.saturation`, ``SHED_BUSY_PERCENT``):
  while the worker has been running or waiting for a CPU nearly all the time
  (saturated, which the loop's lateness does not show under gevent: the
  backlog waits in the kernel), a worker holding many connections answers a
  new game ``503 overloaded`` with a ``Retry-After`` that grows with the
  overload, so the tables already seated keep their CPU; everything of a game
  already created is served;
- **probes always answer**: a refused connection whose request is
  ``GET /healthz`` or ``GET /readyz`` (read with ``MSG_PEEK`` within
  :data:`PEEK_SECONDS`) is served anyway, from the reserve;
- **read deadlines**: a connection's first request line and headers must
  arrive within :data:`HEAD_SECONDS`; between requests a kept-alive connection
  may idle for gunicorn's ``keepalive``, and the next headers, once begun,
  have :data:`HEAD_SECONDS` again; a request body, or a client that reads no
  answer, gets :data:`BODY_SECONDS` per read or write.  Past a deadline the
  connection is closed (as nginx's ``client_header_timeout`` and
  ``client_body_timeout`` do), which also ends an event stream whose client
  stopped reading.

Every refusal is counted in ``roadtrip_shed_total`` (reason ``connections``,
``address_connections``, ``loop_lag`` for new work or ``loop_lag_ongoing`` for
work in progress, ``saturated`` for a new game refused by a busy worker).  The
answers are problem documents in English (the worker answers before any request
is read, as gunicorn's own errors).
"""

from __future__ import annotations

import contextlib
import http
import json
import os
import resource
import socket
import time
from collections import Counter
from typing import Any

import gevent
from gunicorn.http.body import LengthReader
from gunicorn.workers.ggevent import GeventWorker

from api.run import client_socket, collector
from api.run.client_socket import HEAD_SECONDS, ClientSocket
from api.run.lag import LoopLag, in_progress, ongoing_threshold, threshold, ticks, watch
from api.run.saturation import Saturation, sampler, starts_a_table
from api.run.saturation import limit as busy_limit

#: Seconds a refused connection's first bytes are awaited, to let a probe through.  A
#: client sends its request with the handshake's last packet; each wait holds one
#: slot of the reserve, so the reserve refuses ~reserve / PEEK_SECONDS a second.
PEEK_SECONDS = 0.2
#: Connections one client address may hold open in one worker (``CONNECTIONS_PER_ADDRESS``).
PER_ADDRESS = 1000
#: Open files a worker keeps for other things than client connections (Redis, logs).
SPARE_FILES = 100
#: Seconds a shed client is told to wait.
RETRY_AFTER = 1
#: The probes that are served even past the bounds.
PROBES = (b"GET /healthz ", b"GET /healthz?", b"GET /readyz ", b"GET /readyz?",
          b"HEAD /healthz ", b"HEAD /readyz ")
#: The probes' paths (a request on a kept-alive connection is told apart by its path).
PROBE_PATHS = ("/healthz", "/readyz")


def problem_bytes(status: int, code: str, detail: str, headers: dict[str, str] | None = None
                  ) -> bytes:
    """A whole HTTP/1.1 answer carrying an RFC 9457 problem document; it closes the connection."""
    try:
        title = http.HTTPStatus(status).phrase
    except ValueError:
        title = detail
    body = json.dumps({"type": f"urn:roadtrip:problem:{code}", "title": title,
                       "status": status, "detail": detail, "code": code}).encode()
    sent = {"X-Content-Type-Options": "nosniff", **(headers or {})}  # nosniff at the least
    extra = "".join(f"{name}: {value}\r\n" for name, value in sent.items())
    head = (f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n"
            f"{extra}\r\n").encode("latin1")
    return head + body


def _read_whole(body: Any) -> bool:
    """Whether nothing of a request's body is left on the socket (a GET's empty body, or one
    the app read to its length): then reading it again is ~12 calls of gunicorn's
    ``Body.read`` that find nothing, on every answer of a wake-up."""
    reader = body.reader
    return isinstance(reader, LengthReader) and reader.length == 0


def bounds(worker_connections: int) -> tuple[int, int]:
    """Return (connections served at once, pool size) for ``worker_connections``.

    The pool is twice the connections served, the second half for refusals and
    probes; both fit the open-file limit (``ulimit -n``, less :data:`SPARE_FILES`).
    """
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    files = soft - SPARE_FILES if soft != resource.RLIM_INFINITY else 2 * worker_connections
    pool = max(2, min(2 * worker_connections, files))
    return max(1, min(worker_connections, pool // 2)), pool


def per_address() -> int:
    """Return the per-address connection bound (0: none, as behind a trusted proxy or
    with ``RATE_LIMITS=off``, which leaves limiting addresses to the proxy in front)."""
    if int(os.environ.get("TRUSTED_PROXIES") or 0):
        return 0
    if os.environ.get("RATE_LIMITS", "on").lower() in ("off", "0", "false", "no"):
        return 0
    return int(os.environ.get("CONNECTIONS_PER_ADDRESS") or PER_ADDRESS)


class SettledConfig:
    """A worker's gunicorn settings, each read once: the same answers, as plain attributes.

    gunicorn reads a dozen settings for every request it parses and answers
    (limits, header handling, ``is_ssl``, keep-alive, the request hooks), each
    through ``Config.__getattr__``: a dict lookup and the setting's ``get()``
    call, ~4% of a move's CPU in the worker.  A worker's settings never change
    (a reload starts new workers), so their values are taken once.  A name
    the ``Config`` class defines itself (a property such as ``worker_class``, a
    method) is still asked of it, except ``is_ssl`` and ``sendfile``, which
    gunicorn asks per request and which only read settings and the
    environment, and the networks of ``forwarded_allow_ips`` and
    ``proxy_allow_ips``, which gunicorn parses once anyway.
    """

    def __init__(self, cfg: Any) -> None:
        self.__dict__["_cfg"] = cfg
        own = type(cfg)
        for name, setting in cfg.settings.items():
            if not hasattr(own, name):
                self.__dict__[name] = setting.get()
        self.__dict__["is_ssl"] = cfg.is_ssl
        self.__dict__["sendfile"] = cfg.sendfile
        # parsed once by gunicorn already (its own cache): the same lists, without the call
        forwarded, proxies = cfg.forwarded_allow_networks(), cfg.proxy_allow_networks()
        self.__dict__["forwarded_allow_networks"] = lambda: forwarded
        self.__dict__["proxy_allow_networks"] = lambda: proxies

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cfg, name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a worker's settings are fixed ({name})")


class Worker(GeventWorker):
    """gunicorn's gevent worker, bounded (see the module's docstring)."""

    def init_process(self) -> None:
        """Set the bounds, then run as gunicorn's gevent worker."""
        self.cfg = SettledConfig(self.cfg)  # type: ignore[has-type]
        self.open_connections = 0
        self.by_address: Counter[str] = Counter()
        # gunicorn's run() sizes its pool from worker_connections: make it the larger one
        self.shed_at, self.worker_connections = bounds(self.cfg.worker_connections)
        self.per_address = per_address()
        self.lag = LoopLag(threshold(), ongoing=ongoing_threshold(), ticks=ticks())
        self.saturation = Saturation(busy_limit())
        client_socket.install()  # each answer's head goes out with its body
        super().init_process()

    def run(self) -> None:
        """Watch the event loop's lateness (:mod:`api.run.lag`) and how busy the worker is
        (:mod:`api.run.saturation`), then serve as gunicorn does."""
        if self.lag.limit or self.saturation.limit:
            also = sampler(self.saturation, time.monotonic) if self.saturation.limit else None
            gevent.spawn(watch, self.lag, gevent.sleep, time.monotonic, also)
        super().run()

    def load_wsgi(self) -> None:
        """Load the app, then settle the garbage collector over it (:mod:`api.run.collector`)."""
        super().load_wsgi()
        collector.settle()

    def timeout_ctx(self) -> contextlib.nullcontext[None]:
        """No timer around each request's parse: gunicorn's (``keepalive`` seconds for the
        whole of it) armed and cancelled a gevent ``Timeout`` for every request, and
        :class:`~api.run.client_socket.ClientSocket`'s read deadlines already bound it
        (the first byte within the idle time, the head within :data:`HEAD_SECONDS` of it)."""
        return contextlib.nullcontext()

    def handle(self, listener: Any, client: Any, addr: Any) -> None:
        """Serve a connection within the bounds, or answer it 503/429 and close it."""
        # imported here, once the worker has patched the standard library: see _refuse
        from api.guard.shed import address_key

        address = address_key(addr[0]) if isinstance(addr, tuple) else "local"
        self.open_connections += 1
        self.by_address[address] += 1
        try:
            refusal = self._refusal(address)
            if refusal is not None and not self._is_probe(client):
                self._refuse(client, *refusal)
                return
            client.setblocking(1)
            deadlines = ClientSocket(client, HEAD_SECONDS)
            super().handle(listener, deadlines, addr)
        finally:
            self.open_connections -= 1
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        """Serve one request: its body's reads get the body deadline, then idle again."""
        if not isinstance(sock, ClientSocket):
            return super().handle_request(listener_name, req, sock, addr)
        shed = self._shed(req)
        if shed is not None:
            self._refuse(sock._sock, 503, "overloaded", "the server is overloaded; retry shortly",
                         *shed)
            raise StopIteration()
        sock.in_request = True
        try:
            handled = super().handle_request(listener_name, req, sock, addr)
            # what the app left of the body is read now, under the body's deadline (as
            # gunicorn would before the next request, but then under the head's)
            try:
                while req.body is not None and not _read_whole(req.body) \
                        and req.body.read(1 << 16):
                    pass
            except Exception:  # a stalled or broken body: the connection ends
                raise StopIteration() from None
            return handled
        finally:
            sock.between_requests(float(self.cfg.keepalive or HEAD_SECONDS))

    def _shed(self, req: Any) -> tuple[str, int] | None:
        """Return (metric reason, Retry-After) when this request is shed, else None."""
        now = time.monotonic()
        behind = self.lag.retry_after(now)
        saturated = self.saturation.retry_after(self.open_connections)
        if (behind is None and saturated is None) or req.path in PROBE_PATHS:
            return None
        # new work is shed first, work in progress only past the loop's larger lateness
        # (which sheds nothing the first does not); a busy worker sheds new tables only
        if in_progress(req.method, req.path, req.query, req.headers):
            wait = self.lag.retry_after(now, ongoing=True)
            return None if wait is None else ("loop_lag_ongoing", wait)
        if behind is not None:
            return "loop_lag", behind
        if saturated is not None and starts_a_table(req.method, req.path):
            return "saturated", saturated
        return None

    def _refusal(self, address: str) -> tuple[int, str, str, str] | None:
        """Return (status, code, detail, metric reason) when this connection is one too many."""
        if self.per_address and self.by_address[address] > self.per_address:
            return (429, "too_many_connections",
                    f"this address has {self.per_address} connections open, the most allowed",
                    "address_connections")
        if self.open_connections > self.shed_at:
            return 503, "overloaded", "the server is overloaded; retry shortly", "connections"
        if self.lag.retry_after(time.monotonic(), ongoing=True) is not None:
            # so far behind that even work in progress is shed: refused before it is read
            return (503, "overloaded", "the server is overloaded; retry shortly",
                    "loop_lag_ongoing")
        return None

    @staticmethod
    def _is_probe(client: Any) -> bool:
        """Return True when the connection's first bytes are a health or readiness probe."""
        try:
            client.settimeout(PEEK_SECONDS)
            first = client.recv(16, socket.MSG_PEEK)
        except OSError:
            return False
        return first.startswith(PROBES)

    def _refuse(self, client: Any, status: int, code: str, detail: str, reason: str,
                retry_after: int | None = None) -> None:
        if reason == "loop_lag_ongoing" and retry_after is None:
            retry_after = self.lag.retry_after(time.monotonic(), ongoing=True)
        try:
            client.settimeout(PEEK_SECONDS)
            client.sendall(problem_bytes(status, code, detail,
                                         {"Retry-After": str(retry_after or RETRY_AFTER)}))
            # read what the client already sent: closing a socket with unread bytes
            # resets the connection, and the client may lose the answer
            client.settimeout(0.0)
            client.recv(65536)
        except OSError:
            pass  # nothing more to read, or the client is gone: nothing more is owed
        finally:
            client.close()
        # imported here, in the worker: prometheus_client picks its multiprocess mode
        # when imported, and the master imports this module before it sets that up
        # (nor may it import ssl before gevent has patched it)
        from api.guard.shed import count

        count(reason)
