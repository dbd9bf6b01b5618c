"""Prometheus metrics (``GET /metrics``), summed over every gunicorn worker.

=====================================  ============================================
``roadtrip_requests_total``            requests by ``operation`` (the OpenAPI
                                       operationId, ``web`` for the app's files) and
                                       ``status``
``roadtrip_request_seconds``           latency histogram, same labels
``roadtrip_moves_total``               moves by ``result`` (``applied`` /
                                       ``refused``) and ``code`` (the refusal's code)
``roadtrip_requests_in_progress``      requests being answered now, by operation:
                                       for ``getLog`` and ``streamEvents`` these are
                                       the phones waiting for news
``roadtrip_store_errors_total``        answers ``503 store_unavailable`` (Redis
                                       unreachable, out of memory, read-only...)
``roadtrip_live_games``                games stored in Redis now (not expired; one its host
                                       ended is kept ``ENDED_GAME_TTL``), counted at
                                       scrape time with SCAN
``roadtrip_shed_total``                requests shed, by ``reason``: ``connections``
                                       (a worker's open connections at their bound,
                                       ``503 overloaded``), ``address_connections``
                                       (one address's, ``429 too_many_connections``),
                                       ``streams`` (one address's streams and
                                       long-polls, ``429 too_many_streams``),
                                       ``redis_pool`` (no pooled Redis connection
                                       free in time, ``503 overloaded``),
                                       ``loop_lag`` (new work while a worker's event
                                       loop runs behind by more than ``SHED_LAG_MS``,
                                       ``503 overloaded``), ``loop_lag_ongoing``
                                       (work in progress, moves and resumed waits,
                                       past ``SHED_LAG_ONGOING_MS``), ``saturated``
                                       (new work while a worker is busy
                                       ``SHED_BUSY_PERCENT`` of the time)
=====================================  ============================================

Under gunicorn the workers write their samples to ``PROMETHEUS_MULTIPROC_DIR``
(``api/run/gunicorn_conf.py`` makes one when it is not set) and any worker's
``/metrics`` answers the sum (``prometheus_client`` multiprocess mode).

``/metrics`` is off unless ``METRICS_TOKEN`` is set; then it needs
``Authorization: Bearer <METRICS_TOKEN>``.
"""

from __future__ import annotations

import hmac
import os
import time
from typing import Any

from flask import Flask, Request, Response, current_app, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from api.guard import metric_values  # noqa: F401  (before any metric: their values' class)
from api.guard.current import current_flask as _app
from api.guard.current import current_request as _current
from api.guard.hook_chains import given_request
from api.guard.shed import SHED
from api.problems import ApiError
from api.store.keys import LIVE_GAMES_KEYS
from api.store.store import UNAVAILABLE

REQUESTS = Counter("roadtrip_requests", "HTTP requests answered", ["operation", "status"])
LATENCY = Histogram("roadtrip_request_seconds", "time to answer a request",
                    ["operation", "status"],
                    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30))
MOVES = Counter("roadtrip_moves", "moves submitted", ["result", "code"])
IN_PROGRESS = Gauge("roadtrip_requests_in_progress", "requests being answered now",
                    ["operation"], multiprocess_mode="livesum")
STORE_ERRORS = Counter("roadtrip_store_errors", "answers 503 store_unavailable")
#: the views' shedding answers' codes -> their ``reason`` (the worker and the stream cap,
#: which answer before Flask, count their own: api/run/worker.py, api/guard/streams.py)
SHED_REASONS = {"overloaded": "redis_pool"}


def registry() -> CollectorRegistry:
    """Return the registry to expose: every worker's samples in multiprocess mode."""
    from prometheus_client import REGISTRY

    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        return REGISTRY
    from prometheus_client import multiprocess

    combined = CollectorRegistry()
    multiprocess.MultiProcessCollector(combined)
    return combined


class LiveGames(Collector):
    """``roadtrip_live_games``: the game hashes in Redis, counted when scraped."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def collect(self) -> Any:
        """Count the stored games (SCAN, so Redis is never blocked)."""
        try:
            count = sum(1 for _ in self.client.scan_iter(match=LIVE_GAMES_KEYS, count=1000))
        except UNAVAILABLE:  # the other numbers matter most when Redis is down
            return
        family = GaugeMetricFamily("roadtrip_live_games", "games stored now (not expired;"
                                   " ended ones while kept)")
        family.add_metric([], count)
        yield family


def operation() -> str:
    """Return the request's operationId (``web`` for the app's files, ``unknown`` else)."""
    return _operation_of(_current(), current_app.extensions["roadtrip.operations"])


def _operation_of(req: Request, known: dict[tuple[str, str], str]) -> str:
    endpoint = req.endpoint or ""
    if endpoint.startswith("web_"):
        return "web"
    return known.get((endpoint, req.method), "unknown")


def _operations(app: Flask) -> dict[tuple[str, str], str]:
    """Map each (endpoint, method) to its documented operationId."""
    found: dict[tuple[str, str], str] = {}
    for rule in app.url_map.iter_rules():
        view_class = getattr(app.view_functions.get(rule.endpoint), "view_class", None)
        for method in ("get", "post", "delete", "put", "patch"):
            doc = getattr(getattr(view_class, method, None), "_apidoc", {})
            name = doc.get("manual_doc", {}).get("operationId")
            if name:
                found[(rule.endpoint, method.upper())] = name
    return found


#: each metric's child per label set, found once: ``labels()`` checks and looks its
#: labels up on every call, which every request paid four times (the label values
#: are finite: documented operationIds, ``web``, ``unknown``, statuses, rule codes)
_CHILDREN: dict[tuple[int, tuple[str, ...]], Any] = {}


def _child(metric: Any, *labels: str) -> Any:
    key = (id(metric), labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = _CHILDREN[key] = metric.labels(*labels)
    return child


#: (operation, status) -> the status's text and its children (the count, the latency, and
#: an applied move's count or None): every answer takes them, found here with one look-up
#: instead of one of :func:`_child` each
_ANSWERS: dict[tuple[str, int], tuple[str, Any, Any, Any]] = {}


def _answer_children(name: str, number: int) -> tuple[str, Any, Any, Any]:
    status = str(number)
    applied = _child(MOVES, "applied", "") if name == "postMove" and number == 200 else None
    found = _ANSWERS[name, number] = (status, _child(REQUESTS, name, status),
                                      _child(LATENCY, name, status), applied)
    return found


@given_request
def _started(req: Any = None, app: Flask | None = None) -> None:
    if req is None or app is None:  # (under Flask's own dispatch)
        req, app = _current(), _app()
    name = _operation_of(req, app.extensions["roadtrip.operations"])
    in_progress = _child(IN_PROGRESS, name)
    # kept on the request itself: one lookup, where Flask's ``g`` cost one per access (with
    # the gauge's child, which the teardown takes down again)
    req.roadtrip_metrics = (time.perf_counter(), name, in_progress)
    in_progress.inc()


@given_request
def _answered(response: Response, req: Request | None = None) -> Response:
    started = getattr(_current() if req is None else req, "roadtrip_metrics", None)
    if started is None:
        return response
    began, name, _ = started
    number = response.status_code  # (a property: read once)
    status, requests, latency, applied = _ANSWERS.get((name, number)) \
        or _answer_children(name, number)
    requests.inc()
    latency.observe(time.perf_counter() - began)
    code = None
    if number >= 400 and response.mimetype == "application/problem+json":
        code = (response.get_json(silent=True) or {}).get("code")
    if applied is not None:  # (a postMove's 200)
        applied.inc()
    elif name == "postMove" and 400 <= number < 500:
        _child(MOVES, "refused", code or status).inc()
    if code == "store_unavailable":
        STORE_ERRORS.inc()
    elif code in SHED_REASONS:
        _child(SHED, SHED_REASONS[code]).inc()
    return response


@given_request
def _finished(_error: BaseException | None, req: Any = None) -> None:
    if req is None:
        req = _current()
    started = getattr(req, "roadtrip_metrics", None)
    if started is not None:
        req.roadtrip_metrics = None
        started[2].dec()  # (the child _started raised)


def _metrics() -> Response:
    token = current_app.config.get("METRICS_TOKEN")
    if not token:
        raise ApiError(404, "not_found", "no such resource")
    # the scheme is case-insensitive (RFC 9110 11.1), as the API's own bearer() takes it
    scheme, _, sent = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(sent.strip().encode(),
                                                               str(token).encode()):
        raise ApiError(401, "invalid_token", "metrics need Authorization: Bearer <token>",
                       {"WWW-Authenticate": 'Bearer realm="metrics"'})
    exposed = registry()
    live = LiveGames(current_app.extensions["roadtrip"].store.client)
    body = generate_latest(exposed) + generate_latest(_single(live))
    return Response(body, mimetype=CONTENT_TYPE_LATEST.split(";")[0],
                    headers={"Cache-Control": "no-store"})


def _single(collector: Collector) -> CollectorRegistry:
    one = CollectorRegistry(auto_describe=False)
    one.register(collector)
    return one


def init_app(app: Flask) -> None:
    """Count every request and serve ``/metrics`` (off unless ``METRICS_TOKEN``)."""
    app.extensions["roadtrip.operations"] = _operations(app)
    app.add_url_rule("/metrics", "metrics", _metrics, methods=["GET"])
    # first of all, so a request refused by a limit or the input checks counts too
    app.before_request_funcs.setdefault(None, []).insert(0, _started)
    app.after_request(_answered)
    app.teardown_request(_finished)
