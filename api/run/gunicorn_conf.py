"""gunicorn settings for Roadtrip (``gunicorn -c python:api.run.gunicorn_conf 'api:create_app()'``).

``roadtrip serve`` and the ``Procfile`` both use this module, so the product
behaves the same on a laptop and on a PaaS:

- gevent workers (a long-poll costs a greenlet, not a worker), bounded
  (:mod:`api.run.worker`): past its bounds a worker answers ``503 overloaded``
  or ``429 too_many_connections`` instead of leaving new connections hanging,
  still serves ``/healthz`` and ``/readyz``, and closes connections whose
  headers or body stall;
- request lines up to gunicorn's maximum (8190 bytes), so the app itself
  answers a long URL (``414 uri_too_long`` past ``MAX_URL_LENGTH``, as problem
  JSON); what gunicorn refuses on its own (a longer line, malformed framing,
  too many headers) is answered as a problem document too, not as HTML;
- no ``Server`` product name; the ``Date`` header formatted once a second, and a
  peer's address checked against ``forwarded_allow_ips`` once, not per request;
- keep-alive 75 s (phones reuse their connection between moves);
- with ``PROMETHEUS_MULTIPROC_DIR`` set, a dead worker's metric files are
  marked dead (see :mod:`api.guard.metrics`);
- with no ``REDIS_URL`` (the ``Procfile`` line on a laptop), the master starts
  the embedded Redis and owns it (:func:`on_starting`).

Command-line options given to gunicorn still override these.
"""

from __future__ import annotations

import atexit
import email.utils
import os
import shutil
import tempfile
import time
from typing import Any

import gunicorn.http.message
import gunicorn.http.wsgi
import gunicorn.util

from api.run.worker import problem_bytes

worker_class = "api.run.worker.Worker"
limit_request_line = 8190
timeout = 60
graceful_timeout = 10
control_socket_disable = True
# Phones reuse their connection between moves: gunicorn's 2 s closed ones a
# phone was about to reuse (a reset POST). Longer than any phone's idle reuse.
keepalive = 75
# Waiting phones cost a greenlet and a socket each, no Redis connection (api/hub/hub.py):
# let one worker hold thousands of them.  A worker serves this many at once and answers
# the rest 503 (api/run/worker.py's bounds(), which halves it to fit `ulimit -n` when that
# is lower, so a box with a small open-file limit is safe).  8,000: a table of four
# phones holds ~9 connections (each phone's stream and its POST connection, the host's),
# so two workers seat ~1,700 tables; at 5,000 a 2-core box shed while seating 1,000
# tables it had the CPU for (docs/performance.md, issue 28 on a quiet machine).
worker_connections = 8000

# The Server header names no product or version (gunicorn sends SERVER as is).
gunicorn.http.wsgi.SERVER = "roadtrip"


#: the headers of gunicorn's own error answers: the app's security headers
#: (:data:`api.http.headers.SECURITY_HEADERS`), which each worker reads from the app it
#: loaded (:func:`post_worker_init`; api.run does not import api.http, which imports it)
_SECURITY_HEADERS: dict[str, str] = {"X-Content-Type-Options": "nosniff"}


def post_worker_init(worker: Any) -> None:
    """Learn the app's security headers for :func:`_write_problem` (gunicorn hook)."""
    extensions = getattr(worker.wsgi, "extensions", None) or {}
    _SECURITY_HEADERS.update(extensions.get("security_headers", {}))


def _write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """Answer an error gunicorn finds before the app runs as RFC 9457 problem JSON."""
    code = {400: "bad_request", 413: "body_too_large", 414: "uri_too_long",
            431: "header_too_large"}.get(status_int, "bad_request")
    # the app's security headers, as on every answer the app makes itself
    gunicorn.util.write_nonblock(sock, problem_bytes(status_int, code, reason, _SECURITY_HEADERS))


gunicorn.util.write_error = _write_problem

_DATE: list[Any] = [0, ""]


def _http_date(timestamp: float | None = None) -> str:
    """gunicorn's ``Date`` header, formatted once per second instead of once per answer.

    Every answer, each woken long-poll among them, formatted it anew: ~3% of a
    wake-up's CPU.  A given ``timestamp`` (gunicorn's own logs) is formatted as before.
    """
    if timestamp is not None:
        return email.utils.formatdate(timestamp, localtime=False, usegmt=True)
    now = int(time.time())
    if _DATE[0] != now:
        _DATE[:] = [now, email.utils.formatdate(now, localtime=False, usegmt=True)]
    return str(_DATE[1])


gunicorn.util.http_date = _http_date

_ALLOWED = gunicorn.http.message._ip_in_allow_list
#: (peer address, the allow list, its networks) -> whether the peer may forward
_TRUSTED: dict[tuple[str, int, int], bool] = {}


def _ip_in_allow_list(ip_str: str, allow_list: Any, networks: Any) -> bool:
    """gunicorn's check of a peer against ``forwarded_allow_ips``, once per peer address.

    Every request's headers asked it again, parsing the peer's address with
    ``ipaddress`` (~1% of a move's worker CPU).  The lists are the worker's
    settings, fixed for its life, so they are told apart by identity.
    """
    key = (ip_str, id(allow_list), id(networks))
    found = _TRUSTED.get(key)
    if found is None:
        if len(_TRUSTED) >= 4096:
            _TRUSTED.clear()
        found = _TRUSTED[key] = bool(_ALLOWED(ip_str, allow_list, networks))
    return found


gunicorn.http.message._ip_in_allow_list = _ip_in_allow_list


# Metrics in multiprocess mode: every worker writes its samples here and any
# worker's /metrics answers their sum.  Set before the workers import the app.
if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="roadtrip-metrics-")
    _OWN_METRICS_DIR = os.environ["PROMETHEUS_MULTIPROC_DIR"]
else:
    _OWN_METRICS_DIR = ""
_OWNER_PID = os.getpid()


def _remove_own_metrics_dir() -> None:
    """Remove the metrics dir this module made, in the process that made it only.

    gunicorn's master removes it in :func:`on_exit`; a process that imports this config
    without being gunicorn's master (a bench reading its settings) never calls that, and
    left one ``roadtrip-metrics-*`` dir in /tmp per run.  Forked workers inherit this
    handler and exit while their master still counts on the dir: the pid check keeps it.
    """
    if _OWN_METRICS_DIR and os.getpid() == _OWNER_PID:
        shutil.rmtree(_OWN_METRICS_DIR, ignore_errors=True)


atexit.register(_remove_own_metrics_dir)


def on_starting(server: Any) -> None:
    """With no ``REDIS_URL``, start the embedded Redis here, in the master, before any worker.

    The master is its owner: it dies with the master, even by ``kill -9``
    (``PR_SET_PDEATHSIG``, see :mod:`api.run.server`), and stops with it
    (``on_exit``); the workers inherit its URL.  A worker that started it
    lazily instead left it running under PID 1 when that worker was killed,
    holding the data dir's lock, and the other workers' Redis went with it.
    """
    if not os.environ.get("REDIS_URL"):
        from api.run.server import start_embedded

        os.environ["REDIS_URL"] = start_embedded()


def on_exit(server: Any) -> None:
    """Stop the embedded Redis this master started; remove the metrics dir this config made."""
    from api.run.server import stop_embedded

    stop_embedded()
    if _OWN_METRICS_DIR:
        shutil.rmtree(_OWN_METRICS_DIR, ignore_errors=True)


def child_exit(server: Any, worker: Any) -> None:
    """Let a dead worker's live metrics (gauges) stop counting (multiprocess mode)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
