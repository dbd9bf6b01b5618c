"""First load of the web app on a phone, in each of its four languages: bytes transferred
and requests before the home screen is usable and before the network is idle.

    python bench/first_load.py [--rounds 3] [--no-throttle] [--plain]

Debian's Chromium (Playwright, never a downloaded browser) opens ``/`` in a fresh
390×844 context (empty cache) whose browser speaks the language (``locale``: the
app follows ``navigator.languages``), on the app as it ships: the Procfile's
gunicorn line (its config, its gevent workers, limits on) over a private
``redis-server``.  "Usable" is the moment the home screen's "New game" button is
in the page; "idle" is Playwright's ``networkidle`` (no request for 500 ms).
The page's requests are counted from Chromium's own network events (CDP
``Network.requestWillBeSent`` / ``loadingFinished``): the bytes are
``encodedDataLength``, headers and body as they came over the wire.  The
figures before idle add the service worker's own requests (it installs after
the page's load event; Playwright reports them with their sizes), those that
went over the wire (not its copies from the browser's HTTP cache).  By default
the link is throttled like a table Wi-Fi far from the box: 4 Mbit/s down and a
150 ms round trip, so every request the first screen waits for in turn costs.
``--plain`` measures the same server for a browser that takes no coding too
(English only: the page's requests say ``Accept-Encoding: identity``, CDP
``Network.setExtraHTTPHeaders``).  The bench also prints each answer's bytes
on the wire before usable (English), and the home screen's first answer
(``/js/app.js``, the bundle of its code) as served in each coding: brotli,
gzip and none, headers and body.

Goals (issue 22, deliver 10): at most 60 KB transferred before the home screen
is usable and before the network is idle, and at most 8 requests, in any
language.  ``tests/web/test_first_load.py`` holds the app to the same goals
with this module's :func:`first_load` (untimed).
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api.i18n import LANGUAGES  # noqa: E402
from api.run.redis_process import RedisServer  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.live_common import procfile_server  # noqa: E402

CHROMIUM = os.environ.get("ROADTRIP_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: a table Wi-Fi far from the box, as Chromium's network emulation takes it (bytes/s, ms)
WIFI = {"offline": False, "latency": 150, "downloadThroughput": 4_000_000 / 8,
        "uploadThroughput": 2_000_000 / 8}
GOAL_BYTES = 60 * 1024
GOAL_REQUESTS = 8
#: records when the home screen's "New game" button appears (ms since navigation start)
WATCH = """
new MutationObserver((_, observer) => {
  if (document.querySelector('a.button.primary[href="/new"]')) {
    window.__usableAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""


#: waits (at most 15 s) until the service worker is installed and active, where there is one
WORKER_READY = """() => !navigator.serviceWorker || !window.isSecureContext ? false
  : Promise.race([navigator.serviceWorker.ready.then(() => true),
                  new Promise((done) => setTimeout(() => done(false), 15000))])"""


#: the first screen's code: the answer the home screen waits for longest
FIRST_ANSWER = "/js/app.js"
#: the codings a browser may be answered in, as Accept-Encoding says them
CODINGS = {"br": "br", "gzip": "gzip", "none": "identity"}


@contextmanager
def serving(redis_port: int) -> Iterator[str]:
    """The app as it ships (the Procfile's gunicorn line) on a free loopback port."""
    with procfile_server(redis_port) as (port, _):
        yield f"http://127.0.0.1:{port}"


def answer_bytes(base: str, path: str, coding: str) -> tuple[int, int, str]:
    """``path``'s answer to a browser accepting ``coding``: bytes on the wire (status line,
    headers and body), the body's bytes, and the coding it came in."""
    netloc = urlsplit(base).netloc
    conn = http.client.HTTPConnection(netloc, timeout=30)
    try:
        conn.request("GET", path, headers={"Accept-Encoding": coding})
        answer = conn.getresponse()
        body = answer.read()
        assert answer.status == 200, (path, answer.status)
        head = f"HTTP/1.1 {answer.status} {answer.reason}\r\n" + "".join(
            f"{name}: {value}\r\n" for name, value in answer.getheaders()) + "\r\n"
        return (len(head.encode("latin1")) + len(body), len(body),
                answer.getheader("Content-Encoding") or "none")
    finally:
        conn.close()


class Wire:
    """The page's requests as Chromium's network layer saw them (one CDP session)."""

    def __init__(self) -> None:
        """Start with no request seen."""
        self.sent: dict[str, tuple[str, float, float | None]] = {}  # id -> url, time, wall
        self.finished: dict[str, tuple[float, int]] = {}  # id -> time, bytes on the wire
        self.failed: set[str] = set()

    def attach(self, cdp: object) -> None:
        """Listen to ``cdp``'s network events."""
        cdp.on("Network.requestWillBeSent", self._sent)  # type: ignore[attr-defined]
        cdp.on("Network.loadingFinished", self._finished)  # type: ignore[attr-defined]
        cdp.on("Network.loadingFailed", lambda e: self.failed.add(e["requestId"]))  # type: ignore[attr-defined]

    def _sent(self, event: dict) -> None:
        if event["request"]["url"].startswith("data:"):
            return  # never on the wire
        self.sent.setdefault(event["requestId"],
                             (event["request"]["url"], event["timestamp"], event.get("wallTime")))

    def _finished(self, event: dict) -> None:
        self.finished[event["requestId"]] = (event["timestamp"], int(event["encodedDataLength"]))

    def wall(self, timestamp: float) -> float:
        """A network event's time (monotonic s) as wall-clock ms, from the first request's."""
        url, first, wall = min(self.sent.values(), key=lambda s: s[1])
        assert wall is not None, f"the first request ({url}) carries no wall time"
        return (wall + timestamp - first) * 1000

    def sizes(self, until_ms: float) -> dict[str, int]:
        """Bytes on the wire of each request finished by ``until_ms`` (wall ms), by path."""
        return {urlsplit(self.sent[rid][0]).path: size
                for rid, (ts, size) in self.finished.items()
                if rid in self.sent and self.wall(ts) <= until_ms}

    def figures(self, until_ms: float | None = None) -> dict:
        """Requests, bytes and paths of the requests finished by ``until_ms`` (wall ms), or all."""
        done = {rid: size for rid, (ts, size) in self.finished.items()
                if until_ms is None or self.wall(ts) <= until_ms}
        ids = self.sent if until_ms is None else done
        return {"requests": len(ids), "bytes": sum(done.values()),
                "paths": [urlsplit(self.sent[rid][0]).path for rid in ids if rid in self.sent]}


def first_load(browser: object, base: str, lang: str, throttle: bool,
               compressed: bool = True) -> dict:
    """Open ``base`` in a fresh phone context speaking ``lang``: the figures before usable
    (``usable``) and before network idle (``idle``), ms to usable, the page's language, and
    each answer's bytes on the wire before usable (``sizes``: path -> bytes).  A browser
    that is not ``compressed`` accepts no coding."""
    context = browser.new_context(  # type: ignore[attr-defined]
        viewport={"width": 390, "height": 844}, locale=lang, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        wire = Wire()
        cdp = context.new_cdp_session(page)
        wire.attach(cdp)
        cdp.send("Network.enable")
        if not compressed:
            # (Network.setAcceptedEncodings is not in Debian's Chromium: an explicit header
            # is kept by its network stack, which adds its own only when there is none)
            cdp.send("Network.setExtraHTTPHeaders", {"headers": {"Accept-Encoding": "identity"}})
        if throttle:
            cdp.send("Network.emulateNetworkConditions", WIFI)
        # the service worker's own requests (it installs after the page's load event):
        # Playwright reports them on the context, not in the page's CDP session
        worker: list = []
        context.on("requestfinished", lambda r: worker.append(r) if r.service_worker else None)
        page.add_init_script(WATCH)
        page.goto(base + "/")
        page.wait_for_function("() => window.__usableAt !== undefined", timeout=60_000)
        page.wait_for_load_state("networkidle", timeout=60_000)
        page.evaluate(WORKER_READY)
        page.wait_for_load_state("networkidle", timeout=60_000)
        page.wait_for_timeout(200)  # the last network events reach us
        seen = page.evaluate("""() => ({ usable: window.__usableAt,
          usableWall: performance.timeOrigin + window.__usableAt,
          lang: document.documentElement.lang })""")
        idle = wire.figures()
        for request in worker:
            sizes = request.sizes()
            size = sizes["responseHeadersSize"] + sizes["responseBodySize"]
            if size:  # 0: a copy from the browser's HTTP cache, never on the wire
                idle["requests"] += 1
                idle["bytes"] += size
                idle["paths"].append("worker:" + urlsplit(request.url).path)
        return {"usable": wire.figures(seen["usableWall"]), "idle": idle,
                "ms": seen["usable"], "lang": seen["lang"],
                "sizes": wire.sizes(seen["usableWall"])}
    finally:
        context.close()


def launch(pw: object) -> object:
    """Debian's Chromium with its profile in a temporary directory."""
    home = tempfile.mkdtemp(prefix="roadtrip-bench-chromium-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config",
               XDG_CACHE_HOME=f"{home}/cache", TMPDIR=home)
    return pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, env=env)  # type: ignore[attr-defined]


def main() -> None:
    """Measure each language in alternating rounds; print medians and the goals' verdicts."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-throttle", action="store_true")
    parser.add_argument("--plain", action="store_true",
                        help="also measure the app without compression (English)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    throttle = not args.no_throttle
    runs: dict[str, list[dict]] = {lang: [] for lang in LANGUAGES}
    with RedisServer() as redis_server, sync_playwright() as pw, \
            serving(redis_server.port) as base:
        browser = launch(pw)
        try:
            for _ in LANGUAGES:  # each worker packs its answers once: not counted
                first_load(browser, base, "en", False)
            for _ in range(args.rounds):
                for lang in LANGUAGES:
                    run = first_load(browser, base, lang, throttle)
                    assert run["lang"] == lang, f"asked for {lang}, the page is {run['lang']}"
                    runs[lang].append(run)
            if args.plain:
                runs["en, uncompressed"] = [first_load(browser, base, "en", throttle, False)
                                            for _ in range(args.rounds)]
        finally:
            browser.close()
        served = {name: answer_bytes(base, FIRST_ANSWER, coding)
                  for name, coding in CODINGS.items()}
    link = "loopback" if not throttle else "4 Mbit/s, 150 ms round trip"
    print(f"first load of / at 390x844 ({link}, median of {args.rounds})")
    print(f"  {'language':17} {'before usable':>28} {'before network idle':>24}")
    goals = []
    for name, results in runs.items():
        m = {f"{when}_{key}": statistics.median(r[when][key] for r in results)
             for when in ("usable", "idle") for key in ("bytes", "requests")}
        ms = statistics.median(r["ms"] for r in results)
        print(f"  {name:17} {m['usable_bytes'] / 1024:6.1f} KB {m['usable_requests']:3.0f} requests"
              f" {ms:6.0f} ms {m['idle_bytes'] / 1024:8.1f} KB {m['idle_requests']:3.0f} requests")
        if "uncompressed" in name:
            continue
        for when, label in (("usable", "before usable"), ("idle", "before idle")):
            goals.append(judged(f"{name} {label}", m[f"{when}_bytes"] / 1024, GOAL_BYTES / 1024,
                                at_most=True, unit=" KB", digits=1))
            goals.append(judged(f"{name} requests {label}", m[f"{when}_requests"], GOAL_REQUESTS,
                                at_most=True, digits=0))
    print("  loaded before idle (en):", " ".join(runs["en"][0]["idle"]["paths"]))
    print("  on the wire before usable (en, headers and body): " + ", ".join(
        f"{path} {size / 1024:.1f} KB" for path, size in runs["en"][0]["sizes"].items()))
    print(f"  the home screen's first answer, {FIRST_ANSWER}, as served (headers and body;"
          " body): " + ", ".join(f"{name} {wire / 1024:.1f} KB; {body / 1024:.1f} KB"
                                 + ("" if came == name else f" (came as {came})")
                                 for name, (wire, body, came) in served.items()))
    print_goals(goals)


if __name__ == "__main__":
    main()
