"""Browser-test fixtures: a private redis-server, the real app in a thread, Chromium.

Everything runs on this machine: ``redis-server`` on a free loopback port in a
temporary directory, ``api.create_app`` served by werkzeug's ``make_server``
(threaded, so long-polls do not block other requests), and Debian's Chromium
driven by Playwright (never a downloaded browser).  Phones are 390×844 browser
contexts; screenshots go to ``artifacts/screenshots/``.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from api.run.redis_process import RedisServer

CHROMIUM = os.environ.get("ROADTRIP_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="session")
def web_redis_url() -> Iterator[str]:
    """A private redis-server for the browser tests, torn down at the end."""
    with RedisServer() as server:
        yield server.url


@pytest.fixture(scope="session")
def base_url(web_redis_url: str) -> Iterator[str]:
    """The real app (API and web/) served on a free loopback port."""
    with serving(web_redis_url) as url:
        yield url


@contextmanager
def serving(redis_url: str) -> Iterator[str]:
    """Serve a new app (the games installed now) on a free loopback port; yield its URL."""
    from werkzeug.serving import make_server

    from api import create_app

    # Long-polls wait (and event streams last) at most 3 s here, so closing the
    # server (which waits for its request threads) is quick and no thread
    # outlives the Redis fixture.
    app = create_app({"REDIS_URL": redis_url, "TESTING": True, "LOG_WAIT_MAX": 3,
                      "EVENTS_MAX_SECONDS": 3})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    server.daemon_threads = False
    server.block_on_close = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's Chromium, headless, with its config and cache in a temporary dir."""
    from playwright.sync_api import sync_playwright

    home = tempfile.mkdtemp(prefix="roadtrip-chromium-")
    env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache",
               TMPDIR=home, HOME=home)
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                      headless=True, env=env)
        try:
            yield chromium
        finally:
            chromium.close()
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def phone(browser: object, base_url: str) -> Iterator[Callable[..., object]]:
    """Open a new phone (a fresh browser context at 390×844) on the app."""
    contexts = []

    def open_phone(path: str = "/", *, width: int = PHONE["width"],
                   height: int = PHONE["height"], dark: bool = False,
                   service_workers: str = "allow") -> object:
        # service_workers="block" for a test that routes API answers: requests the
        # service worker makes itself are not seen by page.route
        context = browser.new_context(  # type: ignore[attr-defined]
            viewport={"width": width, "height": height}, is_mobile=True, has_touch=True,
            device_scale_factor=1, color_scheme="dark" if dark else "light",
            base_url=base_url, service_workers=service_workers)
        context.set_default_timeout(10_000)
        contexts.append(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.js_errors = errors  # type: ignore[attr-defined]
        page.goto(path)
        return page

    yield open_phone
    for context in contexts:
        context.close()
