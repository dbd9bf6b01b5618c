"""The server sheds load instead of hanging (issue 24, item 1).

Against real gunicorn (the Procfile line or the product's config) and a real
redis-server: a flood of connections from one address is answered ``429`` or
``503`` (problem JSON, ``Retry-After``) beyond its bounds while ``/healthz`` and
a second address (127.0.0.2) are answered within a second; a worker past its
connection bound answers ``503 overloaded`` and still serves its probes; stalled
headers and bodies are closed at their deadlines; one address's streams and
long-polls are capped (``429 too_many_streams``); an event stream without news
ends.  The floods run in another process (tests/api/flood.py), so the probes'
times are the server's.  ``ROADTRIP_FLOOD_CONNECTIONS`` sets the flood's size
(default 12,000, the issue's figure: ~35 s here): the per-address bounds scale
with it so that most of any flood lies beyond them.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
from typing import Any

import pytest
import redis

from api import create_app
from api.run.client_socket import BODY_SECONDS, HEAD_SECONDS
from tests.api.helpers import auth
from tests.api.procfile import ROOT, ProcfileServer
from tests.api.realserver import Gunicorn
from tests.plugins import pythonpath

FLOOD = int(os.environ.get("ROADTRIP_FLOOD_CONNECTIONS", "12000"))
SECOND = "127.0.0.2"
#: Every refusal beyond the bounds: (status, code); code None when the answer's
#: body came in a later packet than its head.
REFUSALS = {(429, "too_many_connections"), (429, "too_many_streams"), (503, "overloaded"),
            (429, None), (503, None)}


def call(port: int, method: str, path: str, body: Any = None, headers: dict | None = None,
         source: str = "127.0.0.1", timeout: float = 10) -> tuple[int, Any, float]:
    """One request on a new connection from ``source``: status, JSON body, seconds taken."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                            source_address=(source, 0))
    try:
        sent = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        connection.request(method, path, body=data, headers=sent)
        answer = connection.getresponse()
        payload = answer.read()
        return answer.status, json.loads(payload) if payload else None, \
            time.monotonic() - started
    finally:
        connection.close()


def flood(port: int, count: int, *paths: str) -> subprocess.Popen[str]:
    """Start tests/api/flood.py against ``port`` from 127.0.0.1."""
    return subprocess.Popen([sys.executable, "-m", "tests.api.flood", str(port), str(count),
                             "127.0.0.1", *paths], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": pythonpath()})


def outcomes(flooder: subprocess.Popen[str]) -> dict[str, Any]:
    """The flood's report (see tests/api/flood.py)."""
    out, _ = flooder.communicate(timeout=300)
    return dict(json.loads(out))


def answered(report: dict[str, Any]) -> dict[tuple[int, str | None], int]:
    """Answers by (status, code), and whether every one carried Retry-After."""
    found: dict[tuple[int, str | None], int] = {}
    for outcome, n in report["outcomes"].items():
        parts = outcome.split()
        if parts[1].isdigit():
            assert parts[3] == "retry-after=True", outcome
            key = (int(parts[1]), None if parts[2] == "None" else parts[2])
            found[key] = found.get(key, 0) + n
    return found


class Table:
    """A two-seat game played from the second address, one move at a time."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.game_id, self.tokens = self.new_game()

    def new_game(self) -> tuple[str, dict[int, str]]:
        status, game, _ = call(self.port, "POST", "/api/v1/games",
                               {"game": "drive", "players": 2}, source=SECOND)
        assert status == 201, game
        tokens = {}
        for name in ("A", "B"):
            status, seat, _ = call(self.port, "POST", f"/api/v1/games/{game['id']}/players",
                                   {"name": name}, source=SECOND)
            assert status == 201, seat
            tokens[seat["seat"]] = seat["token"]
        return game["id"], tokens

    def move(self) -> float:
        """Play one legal move; return the seconds its POST took."""
        path = f"/api/v1/games/{self.game_id}"
        status, game, _ = call(self.port, "GET", path, source=SECOND)
        assert status == 200, game
        if game["status"] != "active":
            self.game_id, self.tokens = self.new_game()
            return self.move()
        token = self.tokens[game["pending"][0]]
        status, legal, _ = call(self.port, "GET", f"{path}/legal-moves", headers=auth(token),
                                source=SECOND)
        assert status == 200 and legal["moves"], legal
        status, body, took = call(self.port, "POST", f"{path}/moves", legal["moves"][0],
                                  auth(token), source=SECOND)
        assert status == 200, body
        return took


@pytest.mark.slow
def test_a_flood_from_one_address_is_refused_beyond_its_bounds_while_others_are_served(
        redis_url):
    per_worker, streams = max(50, FLOOD // 20), 32
    env = {"REDIS_URL": redis_url.rsplit("/", 1)[0] + "/3", "RATE_LIMITS": "on",
           "CONNECTIONS_PER_ADDRESS": str(per_worker), "STREAMS_PER_ADDRESS": str(streams)}
    redis.Redis.from_url(env["REDIS_URL"]).flushdb()
    with ProcfileServer(env) as server:  # the Procfile's line: 2 workers
        table = Table(server.port)
        # event streams, not long-polls: a stream answers its head the moment a worker
        # takes (and counts) it, so the flood sees exactly what the server holds; a
        # long-poll says nothing for 25 s, and one still queued in the kernel's backlog
        # looked held from the moment it was sent (96 "held" against a bound of 64 once,
        # on a loaded machine).  The cap counts both alike (api/guard/streams.py).
        flooder = flood(server.port, FLOOD, f"/api/v1/games/{table.game_id}/events", "-")
        probes: list[float] = []
        moves: list[float] = []
        time.sleep(1)
        while flooder.poll() is None:
            status, _, took = call(server.port, "GET", "/healthz")  # the flood's own address
            assert status == 200
            probes.append(took)
            moves.append(table.move())
            time.sleep(0.2)
        report = outcomes(flooder)
    refused = answered(report)
    print(report, max(probes), max(moves))
    assert not [o for o in report["outcomes"] if "no connection" in o]
    assert set(refused) <= REFUSALS, refused
    held = sum(n for o, n in report["outcomes"].items() if o.endswith("held"))
    # beyond the bounds every attempt is answered (some held ones were closed by the
    # head deadline and their places taken again, hence the bound on those at once)
    assert sum(refused.values()) >= FLOOD - held - sum(
        n for o, n in report["outcomes"].items() if "closed" in o)
    assert sum(refused.values()) > FLOOD // 2
    assert report["most_held"] <= 2 * per_worker
    # each of the 2 workers lets the address hold `streams` (the count is per process)
    assert 0 < report["most_held_streams"] <= 2 * streams
    assert len(probes) >= 3 and max(probes) < 1.0, probes
    assert max(moves) < 1.0, moves


@pytest.mark.slow
def test_past_its_connection_bound_a_worker_answers_503_overloaded_and_serves_probes(
        redis_url):
    env = {"REDIS_URL": redis_url, "CONNECTIONS_PER_ADDRESS": "0", "METRICS_TOKEN": "t"}
    with Gunicorn(env, workers=1, args=("--worker-connections", "1000")) as server:
        flooder = flood(server.port, 3000, "-")
        probes = []
        time.sleep(1)
        while flooder.poll() is None:
            for path in ("/healthz", "/readyz"):
                status, _, took = call(server.port, "GET", path)
                assert status == 200
                probes.append(took)
            time.sleep(0.2)
        report = outcomes(flooder)
        status, head, body = server.call("GET", "/metrics", headers={"Authorization": "Bearer t"})
    refused = answered(report)
    print(report, sorted(probes)[-5:])
    assert set(refused) == {(503, "overloaded")}, refused
    assert report["most_held"] <= 1000
    assert max(probes) < 1.0, probes
    assert status == 200
    shed = [line for line in body.decode().splitlines()
            if line.startswith('roadtrip_shed_total{reason="connections"}')]
    assert shed and float(shed[0].split()[-1]) == refused[(503, "overloaded")]


def closed_after(port: int, data: bytes) -> tuple[float, bytes]:
    """Send ``data`` and wait: seconds until the server closed, and what it sent."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(data)
        started = time.monotonic()
        sock.settimeout(120)
        got = b""
        while chunk := sock.recv(65536):
            got += chunk
        return time.monotonic() - started, got


@pytest.mark.slow
def test_stalled_headers_and_bodies_are_closed_at_their_deadlines(real_server):
    cases = {
        "body": b"POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 100\r\n\r\n{\"ga",
        "headers": b"GET /healthz HTTP/1.1\r\nHost: x\r\n",
        "nothing": b"",
    }
    results: dict[str, tuple[float, bytes]] = {}
    threads = [threading.Thread(target=lambda k=k, d=d: results.__setitem__(
        k, closed_after(real_server.port, d))) for k, d in cases.items()]
    for thread in threads:
        thread.start()
    # a kept-alive connection may idle longer than the head deadline between requests
    kept = http.client.HTTPConnection("127.0.0.1", real_server.port, timeout=10)
    kept.request("GET", "/healthz")
    assert kept.getresponse().read()
    time.sleep(HEAD_SECONDS + 1)
    kept.request("GET", "/healthz")
    assert kept.getresponse().status == 200
    kept.close()
    for thread in threads:
        thread.join()
    assert BODY_SECONDS - 0.5 <= results["body"][0] < BODY_SECONDS + 3, results
    assert HEAD_SECONDS - 0.5 <= results["headers"][0] < HEAD_SECONDS + 3, results
    assert HEAD_SECONDS - 0.5 <= results["nothing"][0] < HEAD_SECONDS + 3, results
    assert all(got == b"" for _, got in results.values())


def open_waiter(port: int, path: str, source: str = "127.0.0.1") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), source_address=(source, 0))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    return sock


def first_answer(sock: socket.socket, timeout: float) -> bytes | None:
    """The first bytes the server sends within ``timeout`` s (None: still waiting)."""
    sock.settimeout(timeout)
    try:
        return sock.recv(65536)
    except TimeoutError:
        return None


def test_one_address_may_hold_only_so_many_streams_and_long_polls(redis_url):
    env = {"REDIS_URL": redis_url, "STREAMS_PER_ADDRESS": "3", "RATE_LIMITS": "on"}
    with Gunicorn(env, workers=1) as server:
        _, game, _ = call(server.port, "POST", "/api/v1/games", {"game": "drive", "players": 2})
        log = f"/api/v1/games/{game['id']}/log?after=99&wait=3"
        held = [open_waiter(server.port, log), open_waiter(server.port, log),
                open_waiter(server.port, f"/api/v1/games/{game['id']}/events")]
        try:
            assert [first_answer(sock, 0.5) for sock in held[:2]] == [None, None]  # waiting
            assert first_answer(held[2], 5).startswith(b"HTTP/1.1 200")  # streaming
            status, body, _ = call(server.port, "GET", log, headers={"Accept-Language": "fr"})
            assert status == 429 and body["code"] == "too_many_streams"
            assert body["detail"].startswith("cette adresse a 3 flux")
            refused = open_waiter(server.port, log)
            answer = first_answer(refused, 5)
            refused.close()
            assert answer is not None and answer.startswith(b"HTTP/1.1 429")
            assert b"Retry-After: 10\r\n" in answer and b"nosniff" in answer
            # the game's own path is the same operation, counted the same
            typed = log.replace("/api/v1/games/", "/api/v1/drive/games/")
            assert call(server.port, "GET", typed)[0] == 429
            # a long-poll that does not wait, and another address, are not counted
            assert call(server.port, "GET", log.replace("wait=3", "wait=0"))[0] == 200
            assert call(server.port, "GET", log, source=SECOND)[0] == 200
            # once the long-polls have answered, their places are free again
            for sock in held[:2]:
                assert b" 200 " in (first_answer(sock, 10) or b"")
            assert call(server.port, "GET", log)[0] == 200
        finally:
            for sock in held:
                sock.close()


def test_an_event_stream_without_news_ends_after_its_idle_time(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "EVENTS_IDLE_SECONDS": 1})
    client = app.test_client()
    game = client.post("/api/v1/games", json={"game": "drive", "players": 2}).get_json()
    started = time.monotonic()
    answer = client.get(f"/api/v1/games/{game['id']}/events")
    text = answer.get_data(as_text=True)  # returns once the stream has ended
    assert 1 <= time.monotonic() - started < 5
    assert answer.status_code == 200 and "event: end" not in text and "event: gone" not in text
    store = app.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()
