"""A WSGI app that answers the garbage collector's settings of the worker serving it."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterable
from typing import Any


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    """Answer ``{"threshold": [...], "frozen": n}`` for any request (``/healthz`` too)."""
    body = json.dumps({"threshold": gc.get_threshold(),
                       "frozen": gc.get_freeze_count()}).encode()
    start_response("200 OK", [("Content-Type", "application/json"),
                              ("Content-Length", str(len(body)))])
    return [body]
