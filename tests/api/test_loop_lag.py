"""A worker whose event loop runs late sheds new work with 503 and Retry-After (issue 42).

The rule (``api/run/lag.py``, docs/operations.md *Shedding load*): a ticker
wakes every 50 ms; one wake-up later than ``SHED_LAG_MS`` starts shedding, for
as long as it was late (at most 5 s): new connections and new requests on
kept-alive ones are answered ``503 overloaded`` with a ``Retry-After`` that long,
probes and running requests are served.  The server test makes a real worker
late by stopping it (SIGSTOP) and letting it go on (SIGCONT), as a CPU-starved
host does.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import time
from pathlib import Path

import pytest

from api.run.lag import MAX_HOLD, LoopLag, threshold
from tests.api.realserver import Gunicorn

#: a plain read every worker answers (the catalogue of games)
PATH = "/api/v1/games/catalogue"
#: how long the worker is held stopped (well past the threshold below)
STOPPED = 2.0


def test_a_loop_that_wakes_on_time_sheds_nothing():
    lag = LoopLag(0.25)
    lag.tick(due=10.0, now=10.01)
    assert lag.retry_after(10.01) is None


def test_a_late_wake_up_sheds_for_as_long_as_it_was_late():
    lag = LoopLag(0.25)
    lag.tick(due=10.0, now=12.4)
    assert lag.retry_after(12.5) == 3  # 2.3 s of the 2.4 s backlog left: 3 whole seconds
    assert lag.retry_after(14.3) == 1
    assert lag.retry_after(14.8) is None


def test_lateness_under_the_threshold_sheds_nothing():
    lag = LoopLag(0.25)
    lag.tick(due=10.0, now=10.2)
    assert lag.late == pytest.approx(0.2)
    assert lag.retry_after(10.2) is None


def test_one_late_tick_sheds_at_most_the_longest_hold():
    lag = LoopLag(0.25)
    lag.tick(due=0.0, now=60.0)
    assert lag.retry_after(60.0) == MAX_HOLD
    assert lag.retry_after(60.0 + MAX_HOLD) is None


def test_an_on_time_tick_does_not_cut_a_backlog_short():
    lag = LoopLag(0.25)
    lag.tick(due=10.0, now=11.0)
    lag.tick(due=11.05, now=11.05)
    assert lag.retry_after(11.5) == 1


def test_shed_lag_ms_zero_never_sheds_and_the_default_is_250_ms():
    lag = LoopLag(threshold({"SHED_LAG_MS": "0"}))
    lag.tick(due=0.0, now=30.0)
    assert lag.retry_after(30.0) is None
    assert threshold({}) == 0.25
    assert threshold({"SHED_LAG_MS": "400"}) == 0.4


def _worker_of(master: int) -> int:
    """The pid of the one worker gunicorn's master ``master`` runs."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == master:
                return int(entry.name)
    raise AssertionError("no worker found")


def _get(port: int, path: str, conn: http.client.HTTPConnection | None = None
         ) -> tuple[int, dict[str, str], dict]:
    own = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    own.request("GET", path)
    answer = own.getresponse()
    body = answer.read()
    if conn is None:
        own.close()
    return answer.status, dict(answer.getheaders()), json.loads(body or b"{}")


def _stall(worker: int) -> None:
    """Hold the worker stopped for :data:`STOPPED` s, as a starved CPU would, then let it on."""
    os.kill(worker, signal.SIGSTOP)
    try:
        time.sleep(STOPPED)
    finally:
        os.kill(worker, signal.SIGCONT)
    time.sleep(0.2)  # the ticker's late wake-up is the first thing the loop runs again


def _until_served(port: int) -> None:
    deadline = time.monotonic() + 60
    while _get(port, PATH)[0] == 503:
        assert time.monotonic() < deadline, "the worker kept shedding"
        time.sleep(0.2)


@pytest.mark.timeout(180)
def test_a_starved_worker_answers_503_with_retry_after_but_serves_probes(redis_url):
    env = {"REDIS_URL": redis_url, "SHED_LAG_MS": "500", "METRICS_TOKEN": "t"}
    with Gunicorn(env, workers=1) as server:
        worker = _worker_of(server.proc.pid)
        assert _get(server.port, PATH)[0] == 200
        kept = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        assert _get(server.port, PATH, kept)[0] == 200

        _stall(worker)
        status, headers, body = _get(server.port, PATH)
        assert status == 503 and body["code"] == "overloaded"
        assert 1 <= int(headers["Retry-After"]) <= MAX_HOLD
        assert _get(server.port, "/healthz")[0] == 200
        _until_served(server.port)

        _stall(worker)  # a kept-alive connection's next request is shed too
        status, headers, body = _get(server.port, PATH, kept)
        assert status == 503 and body["code"] == "overloaded"
        assert int(headers["Retry-After"]) >= 1
        kept.close()
        _until_served(server.port)
        status, _, text = server.call("GET", "/metrics", headers={"Authorization": "Bearer t"})
    assert status == 200
    shed = [line for line in text.decode().splitlines()
            if line.startswith('roadtrip_shed_total{reason="loop_lag"}')]
    assert shed and float(shed[0].split()[-1]) >= 2


@pytest.mark.timeout(120)
def test_with_shed_lag_ms_zero_a_starved_worker_only_answers_late(redis_url):
    with Gunicorn({"REDIS_URL": redis_url, "SHED_LAG_MS": "0"}, workers=1) as server:
        worker = _worker_of(server.proc.pid)
        _stall(worker)
        assert _get(server.port, PATH)[0] == 200
