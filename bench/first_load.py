"""First load of the web app on a phone: bytes transferred and time until the home screen
is usable, with compression against the same app without it, in one run.

    python bench/first_load.py [--rounds 5] [--no-throttle]

Debian's Chromium (Playwright, never a downloaded browser) opens ``/`` in a fresh
390×844 context (empty cache) on the real app over a private ``redis-server``.
"Usable" is the moment the home screen's "New game" button is in the page.
The bytes are those of every response finished by then (Resource Timing's
``transferSize``: headers and the body as sent); the time is from navigation
start.  By default the link is throttled like a busy table Wi-Fi (4 Mbit/s
down, 40 ms latency) so the bytes count in the time as they do on a phone.

Goal (issue 9): at most 60 KB transferred before the home screen is usable.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api import create_app  # noqa: E402
from api.redis_process import RedisServer  # noqa: E402

CHROMIUM = os.environ.get("ROADTRIP_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: a busy table Wi-Fi, as Chromium's network emulation takes it (bytes/s, ms)
WIFI = {"offline": False, "latency": 40, "downloadThroughput": 4_000_000 / 8,
        "uploadThroughput": 2_000_000 / 8}
GOAL_BYTES = 60 * 1024
#: records when the home screen's "New game" button appears (ms since navigation start)
WATCH = """
new MutationObserver((_, observer) => {
  if (document.querySelector('a.button.primary[href="/new"]')) {
    window.__usableAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""
MEASURE = """() => {
  const usable = window.__usableAt;
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const before = resources.filter((r) => r.responseEnd <= usable);
  const sum = (list) => list.reduce((n, r) => n + r.transferSize, 0);
  return { usable, bytes: nav.transferSize + sum(before), requests: 1 + before.length,
           total: nav.transferSize + sum(resources),
           names: before.map((r) => new URL(r.name).pathname) };
}"""


@contextmanager
def serving(redis_url: str, compressed: bool) -> Iterator[str]:
    """The real app on a free loopback port, with or without compression."""
    from werkzeug.serving import make_server

    config = {"REDIS_URL": redis_url}
    if not compressed:
        config["COMPRESS_MIMETYPES"] = []  # flask-compress then leaves every answer alone
    server = make_server("127.0.0.1", 0, create_app(config), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def first_load(browser: object, base: str, throttle: bool) -> dict:
    """Open ``base`` in a fresh phone context; return bytes, requests and ms to usable."""
    context = browser.new_context(viewport={"width": 390, "height": 844})  # type: ignore[attr-defined]
    try:
        page = context.new_page()
        if throttle:
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", WIFI)
        page.add_init_script(WATCH)
        page.goto(base + "/")
        page.wait_for_function("() => window.__usableAt !== undefined")
        page.wait_for_load_state("networkidle")
        return dict(page.evaluate(MEASURE))
    finally:
        context.close()


def main() -> None:
    """Measure both servers in alternating rounds and print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-throttle", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    home = tempfile.mkdtemp(prefix="roadtrip-bench-chromium-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config",
               XDG_CACHE_HOME=f"{home}/cache", TMPDIR=home)
    results: dict[str, list[dict]] = {"plain": [], "compressed": []}
    with RedisServer() as redis_server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, env=env)
        try:
            with serving(redis_server.url, False) as plain, \
                    serving(redis_server.url, True) as compressed:
                for _ in range(args.rounds):
                    results["plain"].append(first_load(browser, plain, not args.no_throttle))
                    results["compressed"].append(
                        first_load(browser, compressed, not args.no_throttle))
        finally:
            browser.close()
    link = "loopback" if args.no_throttle else "4 Mbit/s, 40 ms"
    print(f"first load of / until 'New game' is usable ({link}, median of {args.rounds})")
    median = {name: {key: statistics.median(r[key] for r in runs)
                     for key in ("bytes", "usable", "total", "requests")}
              for name, runs in results.items()}
    for name, m in median.items():
        print(f"  {name:10} {m['bytes'] / 1024:6.1f} KB in {m['requests']:.0f} requests before"
              f" usable, {m['usable']:6.0f} ms; {m['total'] / 1024:6.1f} KB once idle")
    plain_m, comp_m = median["plain"], median["compressed"]
    print(f"  compressed / plain: bytes {comp_m['bytes'] / plain_m['bytes']:.2f},"
          f" time {comp_m['usable'] / plain_m['usable']:.2f}")
    verdict = "meets" if comp_m["bytes"] <= GOAL_BYTES else "misses"
    print(f"  goal <= {GOAL_BYTES // 1024} KB before usable: {verdict}")
    print("  loaded before usable:", " ".join(results["compressed"][0]["names"]))


if __name__ == "__main__":
    main()
