"""A real gunicorn server (the product's own config) over a real redis-server, for tests.

``Gunicorn(env)`` starts ``gunicorn -c python:api.run.gunicorn_conf 'api:create_app()'``
on a free loopback port in its own process group and waits for ``/healthz``;
leaving the ``with`` block stops the whole group (SIGTERM, then SIGKILL), so no
worker outlives the test.  ``call`` sends raw HTTP with ``http.client`` (any
method, headers and body, chunked or not) and returns status, headers, body.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from api.run.redis_process import free_port
from tests.plugins import pythonpath

ROOT = Path(__file__).resolve().parents[2]


class Gunicorn:
    """The app under gunicorn with the product's config; a context manager."""

    def __init__(self, env: dict[str, str], workers: int = 2,
                 default_limits: bool = False, args: tuple[str, ...] = (),
                 app: str = "api:create_app()") -> None:
        from tests.conftest import SUITE_LIMITS

        self.port = free_port()
        dropped = {"REDIS_URL", "PUBLIC_URL", "TRUSTED_PROXIES"}
        if default_limits:  # the product's own budgets, not the suite's generous ones
            dropped |= set(SUITE_LIMITS)
        self.env = {k: v for k, v in os.environ.items() if k not in dropped}
        self.env.update(env)
        self.env["PYTHONPATH"] = pythonpath()
        self.workers = workers
        self.args = args  # more gunicorn options, e.g. ("--worker-connections", "100")
        self.app = app  # the WSGI app gunicorn loads (a test's own, to look inside a worker)
        self.proc: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Gunicorn:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "--config", "python:api.run.gunicorn_conf",
             "--workers", str(self.workers), "--bind", f"127.0.0.1:{self.port}",
             *self.args, self.app],
            env=self.env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError):
                if self.call("GET", "/healthz")[0] == 200:
                    return self
            if self.proc.poll() is not None:
                raise AssertionError("gunicorn exited at start")
            time.sleep(0.1)
        self.__exit__()
        raise AssertionError("gunicorn did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc is None:
            return
        # gunicorn's quick shutdown (SIGQUIT): a graceful SIGTERM waits out every open
        # event stream for graceful_timeout (10 s a test, for phones left open)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGQUIT)
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        # workers left in the group (none expected) go too
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)

    @property
    def base(self) -> str:
        """The server's base URL."""
        return f"http://127.0.0.1:{self.port}"

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None,
             chunks: Iterable[bytes] | None = None,
             timeout: float = 30) -> tuple[int, dict[str, str], bytes]:
        """Send one request; ``body`` is JSON-encoded unless bytes; ``chunks`` sends chunked."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            sent = dict(headers or {})
            data: Any = body
            if body is not None and not isinstance(body, bytes):
                data = json.dumps(body).encode()
                sent.setdefault("Content-Type", "application/json")
            if chunks is not None:
                sent.setdefault("Content-Type", "application/json")
                connection.request(method, path, body=iter(chunks), headers=sent,
                                   encode_chunked=True)
            else:
                connection.request(method, path, body=data, headers=sent)
            response = connection.getresponse()
            payload = response.read()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, payload
        finally:
            connection.close()

    def document(self) -> bytes:
        """The OpenAPI document this server serves (``GET /api/openapi.json``), as sent."""
        status, _, body = self.call("GET", "/api/openapi.json")
        assert status == 200, body[:500]
        return body

    def json(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], Any]:
        """Like :meth:`call`, with the body decoded as JSON."""
        status, head, payload = self.call(method, path, body, headers)
        return status, head, json.loads(payload) if payload else None
