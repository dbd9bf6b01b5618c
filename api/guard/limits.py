"""Rate limits and the live-games cap: on by default, kept in Redis, shared by every process.

Budgets per client address (flask-limiter over the ``limits`` library's Redis
storage, sliding-window counters, so N workers or N servers share one count
and a window boundary lets nothing extra through):

=========  =========================================================  ====================
budget     operations                                                 default
=========  =========================================================  ====================
create     ``createGame``, ``rematchGame``                            20/minute; 200/hour
join       ``findByJoinCode``, ``joinGame``, ``addHeldSeat``,         60/minute; 600/hour
           ``claimSeat``
move       ``postMove``                                               600/minute
check      ``checkTranscript``, ``replayTranscript``                  60/minute
=========  =========================================================  ====================

The move budget, spent all game long, is not flask-limiter's: it is counted by
one script whose reply also gives the ``RateLimit-*`` values
(:mod:`api.guard.move_budget`), one round trip per move with the same
sliding-window semantics; flask-limiter keeps the rare others and skips every
other request before touching its storage.

A request over a budget is answered ``429 rate_limited`` with ``Retry-After``;
every limited answer carries ``RateLimit-Limit``, ``RateLimit-Remaining``,
``RateLimit-Reset`` (seconds) and ``RateLimit-Policy``.  Reads (views,
polls, long-polls, the log) and health checks are not limited.

When the counters cannot be reached (Redis, or the cluster node holding an
address's counters, is down) requests are let through and the failure is
logged: the game's own store then answers, 503 only if it is down too.

Besides, one address may have at most ``LIVE_GAMES_MAX`` games live at once
(created and neither finished, ended nor expired): a flood that stays under
the create budget still cannot fill Redis.  Past it ``createGame`` answers
``429 too_many_live_games``.

The client address is the socket's peer, or with ``TRUSTED_PROXIES`` set the
address those proxies forwarded (:class:`werkzeug.middleware.proxy_fix.ProxyFix`
runs first); IPv6 addresses count per /64, the block one subscriber gets.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from flask import Flask, Request, Response, current_app, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit
from flask_limiter.errors import RateLimitExceeded
from limits import parse_many

from api.guard.shed import address_key
from api.problems import problem
from api.store.keys import LIMIT_PREFIX

#: budget name -> (config key, endpoints it covers, default limits)
BUDGETS: dict[str, tuple[str, frozenset[str], str]] = {
    "create": ("RATE_LIMIT_CREATE", frozenset({"games.GameList", "games.Rematch"}),
               "20/minute;200/hour"),
    "join": ("RATE_LIMIT_JOIN", frozenset({"players.JoinCode", "players.Players",
                                                    "players.HeldSeats", "players.Claim"}),
             "60/minute;600/hour"),
    "move": ("RATE_LIMIT_MOVE", frozenset({"moves.Moves"}), "600/minute"),
    "check": ("RATE_LIMIT_CHECK", frozenset({"transcripts.Check",
                                             "transcript_replay.CheckedReplay"}), "60/minute"),
}
#: Budgets flask-limiter counts; ``move`` is :mod:`api.guard.move_budget`'s.
FLASK_LIMITER_BUDGETS = ("create", "join", "check")
#: Endpoints flask-limiter has anything to do for (it skips every other request).
FLASK_LIMITER_ENDPOINTS = frozenset().union(*(BUDGETS[name][1]
                                              for name in FLASK_LIMITER_BUDGETS))
#: Endpoints that create a game (counted against ``LIVE_GAMES_MAX``).
CREATES = BUDGETS["create"][1]


def defaults() -> dict[str, Any]:
    """Return the limit settings' defaults, for the app's config."""
    out: dict[str, Any] = {key: limit for key, _, limit in BUDGETS.values()}
    out.update(RATE_LIMITS="on", LIVE_GAMES_MAX=100)
    return out


def client_address(req: Request | None = None) -> str:
    """Return the address a budget is counted for (IPv6: its /64): ``req``'s, else the
    current request's."""
    return address_key((request if req is None else req).remote_addr or "-")


def storage_uri(config: Mapping[str, Any]) -> str:
    """Return the ``limits`` storage URI of the app's Redis (memory when there is none)."""
    url = str(config.get("REDIS_URL") or "")
    cluster = str(config.get("REDIS_CLUSTER") or "").lower() in ("1", "true", "yes")
    if not url:
        # No REDIS_URL: a single development process (`flask run`); `roadtrip serve`
        # always hands its workers the embedded Redis's URL.
        return "memory://"
    if url.startswith("redis-cluster://"):
        return "redis+cluster://" + url[len("redis-cluster://"):]
    if cluster:
        return "redis+cluster://" + url.split("://", 1)[1].split("/", 1)[0]
    if url.startswith("unix://"):
        return "redis+" + url
    return url


def _breached(limit: RequestLimit) -> Response:
    """The 429 problem for a breached budget, with Retry-After and RateLimit headers."""
    wait = _reset(limit) or 1
    headers = {"Retry-After": str(wait), **_headers(limit, remaining=0)}
    return problem(429, "rate_limited",
                   f"too many requests from this address ({limit.limit}); retry in {wait} s",
                   headers)


def _reset(limit: RequestLimit) -> int:
    """Seconds until the budget has room again (at most its window)."""
    return min(limit.limit.get_expiry(), max(0, math.ceil(limit.reset_at - time.time())))


def _headers(limit: RequestLimit, remaining: int | None = None) -> dict[str, str]:
    left = limit.remaining if remaining is None else remaining
    return {
        "RateLimit-Limit": str(limit.limit.amount),
        "RateLimit-Remaining": str(max(0, left)),
        "RateLimit-Reset": str(_reset(limit)),
        "RateLimit-Policy": _policy_of_request(limit),
    }


@functools.lru_cache(maxsize=32)
def policy(limits_text: str) -> str:
    """Return ``RateLimit-Policy`` for a budget: every window it has, shortest first
    (``"20/minute;200/hour"`` -> ``"20;w=60, 200;w=3600"``, the IETF draft's list).

    A client that reads only the per-minute window would run into the hourly one
    unwarned; the other ``RateLimit-*`` headers describe the window nearest its end.
    """
    items = sorted(parse_many(limits_text), key=lambda item: item.get_expiry())
    return ", ".join(f"{item.amount};w={item.get_expiry()}" for item in items)


def _policy_of_request(limit: RequestLimit) -> str:
    """The policy of the budget this request is counted against (its one window when the
    endpoint belongs to none: not expected)."""
    endpoint = request.endpoint
    for config_key, endpoints, _ in BUDGETS.values():
        if endpoint in endpoints:
            return policy(str(current_app.config[config_key]))
    return f"{limit.limit.amount};w={limit.limit.get_expiry()}"


#: the headers every answer of a budgeted operation carries (:func:`_headers`), as the
#: OpenAPI document declares them on those operations' answers
RATE_LIMIT_HEADERS: dict[str, dict[str, Any]] = {
    "RateLimit-Limit": {"schema": {"type": "integer", "minimum": 0},
                        "description": "requests the budget allows per window"},
    "RateLimit-Remaining": {"schema": {"type": "integer", "minimum": 0},
                            "description": "requests left in this window"},
    "RateLimit-Reset": {"schema": {"type": "integer", "minimum": 0},
                        "description": "seconds until the budget has room again"},
    "RateLimit-Policy": {"schema": {"type": "string"},
                         "description": 'every window of the budget as'
                                        ' "<limit>;w=<window seconds>", shortest first,'
                                        ' e.g. "20;w=60, 200;w=3600"'},
}


def _budget_limit(name: str, config_key: str, endpoints: frozenset[str]) -> ApplicationLimit:
    return ApplicationLimit(
        limit_provider=lambda: str(current_app.config[config_key]),
        scope=name,
        exempt_when=lambda: request.endpoint not in endpoints,
    )


def _take_hooks(app: Flask, limiter: Limiter) -> LimiterHooks:
    """Take flask-limiter's request hooks off the app and return them.

    It installs one hook per phase for every request; even for a request its
    filter exempts, its before-request hook resolved the view and its limits
    first (~14% of a move's CPU).  :mod:`api.guard.limit_hooks` runs them only
    for the endpoints its budgets cover.
    """
    # found by what they are bound to, as registered, not by their (private) names
    check = _bound_to(limiter, app.before_request_funcs[None])
    release = _bound_to(limiter, app.teardown_request_funcs[None])
    inject = next(f for f in app.after_request_funcs[None] if getattr(f, "args", ()) == (limiter,))
    app.before_request_funcs[None].remove(check)
    app.after_request_funcs[None].remove(inject)
    app.teardown_request_funcs[None].remove(release)
    return LimiterHooks(check, inject, release)


def _bound_to(limiter: Limiter, hooks: list[Any]) -> Any:
    """The one hook of ``hooks`` that is a method of ``limiter``."""
    return next(hook for hook in hooks if getattr(hook, "__self__", None) is limiter)


class LimiterHooks(NamedTuple):
    """flask-limiter's request hooks, as :func:`init_app` took them off the app."""

    check: Callable[[], None]
    inject: Callable[..., Any]
    release: Callable[[BaseException | None], None]


def enabled(config: Mapping[str, Any]) -> bool:
    """Whether the budgets and the live-games cap are on (``RATE_LIMITS=off`` turns both off)."""
    return str(config["RATE_LIMITS"]).lower() not in ("off", "0", "false", "no")


def init_app(app: Flask, pool: Any = None) -> LimiterHooks | None:
    """Set up flask-limiter's budgets; return its hooks, which the app does not run itself.

    ``pool`` is the game store's Redis connection pool: the counters share it,
    so a process's Redis connections stay bounded by ``REDIS_MAX_CONNECTIONS``
    (with a pool of their own, a burst of creates and joins opened one more
    connection per request in flight).  None when limits are off.  The hooks
    are run by :func:`api.guard.limit_hooks.init_app`, with the move budget's
    and the live-games cap's.
    """
    config = app.config
    if not enabled(config):
        return None
    options: dict[str, Any] = {"key_prefix": LIMIT_PREFIX}
    if pool is not None and not storage_uri(config).startswith("redis+cluster://"):
        options["connection_pool"] = pool
    elif config.get("REDIS_URL"):
        options.update(socket_timeout=5, socket_connect_timeout=2)
    limiter = Limiter(
        client_address,
        application_limits=[_budget_limit(name, *BUDGETS[name][:2])
                            for name in FLASK_LIMITER_BUDGETS],
        storage_uri=storage_uri(config),
        # keys: rt-limit:{LIMITER/<address>/<budget>/<amount>/<n>/<period>}
        storage_options=options if config.get("REDIS_URL") else {},
        strategy="sliding-window-counter",
        headers_enabled=False,  # ours: the standard RateLimit-* names, not X-RateLimit-*
        # a counter on a Redis (cluster node) that is down must not stop the game:
        # the request goes on unlimited (logged), its own store decides the answer
        swallow_errors=True,
        on_breach=_breached,
    )
    # a move, a read, a poll: no flask-limiter budget covers it, so it is not looked at
    limiter.request_filter(lambda: request.endpoint not in FLASK_LIMITER_ENDPOINTS)
    limiter.init_app(app)
    hooks = _take_hooks(app, limiter)
    app.extensions["roadtrip.limiter"] = limiter

    @app.errorhandler(RateLimitExceeded)
    def _too_many(error: RateLimitExceeded) -> Response:
        if isinstance(error.response, Response):  # _breached's problem
            return error.response
        return problem(429, "rate_limited", "too many requests; slow down", {"Retry-After": "60"})

    return hooks


def ratelimit_headers(limiter: Limiter, response: Response) -> Response:
    """Give a flask-limiter budget's answer its ``RateLimit-*`` headers (not a 429's:
    its refusal has them)."""
    current = limiter.current_limit
    if current is not None and response.status_code != 429:
        try:
            response.headers.update(_headers(current))
        except Exception:  # the answer matters more than its headers  # noqa: BLE001
            current_app.logger.warning("rate limit headers unavailable", exc_info=True)
    return response
