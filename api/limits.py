"""Per-client request limiting (optional): 429 ``rate_limited`` with ``Retry-After``.

A fixed window per client address, counted in the process (no Redis round
trip is added to a move).  With N worker processes a client gets at most N
times the limit: a guard against a runaway client, not an accounting system.
Off unless ``RATE_LIMIT`` (requests per ``RATE_WINDOW`` seconds) is set.
"""

from __future__ import annotations

import math
import threading
import time

from flask import Flask, current_app, request

from api.problems import ApiError


class RateLimiter:
    """Counts requests per client in the current window."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self._lock = threading.Lock()
        self._current = -1
        self._counts: dict[str, int] = {}

    def hit(self, client: str, now: float | None = None) -> float:
        """Count one request; return 0 if allowed, else seconds until the next window."""
        now = time.monotonic() if now is None else now
        window = int(now // self.window)
        with self._lock:
            if window != self._current:  # a new window: forget every count at once
                self._current, self._counts = window, {}
            count = self._counts.get(client, 0) + 1
            self._counts[client] = count
        if count <= self.limit:
            return 0.0
        return (window + 1) * self.window - now


def init_app(app: Flask) -> None:
    """Install the limiter when ``RATE_LIMIT`` is set (health checks are never limited)."""
    limit = int(app.config.get("RATE_LIMIT") or 0)
    if limit <= 0:
        return
    app.extensions["roadtrip.limiter"] = RateLimiter(limit, float(app.config["RATE_WINDOW"]))

    @app.before_request
    def _limit() -> None:
        if not request.path.startswith("/api/v1/"):
            return
        limiter: RateLimiter = current_app.extensions["roadtrip.limiter"]
        wait = limiter.hit(request.remote_addr or "-")
        if wait:
            raise ApiError(429, "rate_limited", "too many requests; slow down",
                           {"Retry-After": str(max(1, math.ceil(wait)))})
