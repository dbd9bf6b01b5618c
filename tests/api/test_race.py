"""Sixteen clients racing on one game: no move lost, none applied twice.

Every client is its own Flask test client in its own thread, over the one
real Redis of the test session; one test instead sends real HTTP to two
separate gunicorn servers, so the race is between processes.  A move is read-apply-commit with a
compare-and-set on the version in Redis, so whatever the interleaving:

- exactly one of the clients that chose a move at version ``v`` commits it;
  the others get ``409 version_conflict`` (with ``If-Match``) or are retried
  by the server (without it) and then win, lose with 409, or are refused
  because their move is no longer legal;
- the game's stored move list is exactly the accepted moves in version
  order, each once, and the event log is numbered 1..N without a gap;
- the state in Redis is what a replay of those moves gives, and every card
  of the deck is in exactly one place.
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
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from api.run.redis_process import free_port, stop_process
from core import Config, get_game
from core.rng import Rng, int_from_json

DMC = "driving-me-crazy"
CLIENTS = 16
PLAYERS = 4
#: a shorter race to a lower goal keeps the test bounded (a few seconds)
OPTIONS = {"goal": 300}
SEED = 20261129
LOCKSTEP_ROUNDS = 25
DEADLINE = 90.0


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(app: Flask, seed: int = SEED) -> tuple[str, dict[int, str], int]:
    """Create and fill a 4-player digital game; return id, tokens by seat, version."""
    with app.test_client() as client:
        created = client.post("/api/v1/games", json={
            "game": DMC, "players": PLAYERS, "seed": seed, "options": OPTIONS})
        assert created.status_code == 201, created.get_json()
        game_id = created.get_json()["id"]
        tokens = {}
        for n in range(PLAYERS):
            joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": f"P{n}"})
            assert joined.status_code == 201, joined.get_json()
            tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
        view = client.get(f"/api/v1/games/{game_id}").get_json()
        assert view["status"] == "active"
        return game_id, tokens, int(view["version"])


def card_census(state: Any) -> Counter[str]:
    """Count every card wherever it lies: draw pile, hands, roads, in front, discard."""
    census: Counter[str] = Counter(state.deck)
    for hand in state.hands:
        census.update(hand)
    for road in state.roads:
        census.update(road)
    for front in state.effects:
        census.update(effect.card for effect in front)
    census.update(state.discard)
    census.update(getattr(state, "signs", ()))
    return census


@dataclass
class Accepted:
    """One 200 answer to a move: who sent what, and what the server said."""

    seat: int
    move: dict[str, Any]
    answer: dict[str, Any]


@dataclass
class Tally:
    """What the clients saw, gathered under a lock."""

    accepted: list[Accepted] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    codes: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, seat: int, move: dict[str, Any], response: Any, if_match: bool) -> None:
        body = response.get_json()
        with self.lock:
            self.statuses[response.status_code] += 1
            if response.status_code == 200:
                self.accepted.append(Accepted(seat, move, body))
                return
            code = body.get("code") if isinstance(body, dict) else None
            self.codes[code] += 1
            allowed = {409} if if_match else {409, 422}
            if response.status_code not in allowed:
                self.errors.append(f"{response.status_code} {body}")
            elif response.status_code == 409 and code != "version_conflict":
                self.errors.append(f"409 with code {code}")
            if "application/problem+json" not in response.headers.get("Content-Type", ""):
                self.errors.append(f"{response.status_code} is not a problem document")


def pending_move(client: Any, game_id: str, tokens: dict[int, str], rng: Rng,
                 ) -> tuple[int, dict[str, Any], int] | None:
    """Return (seat, move, version) for a pending seat's random legal move, or None."""
    view = client.get(f"/api/v1/games/{game_id}").get_json()
    if view["status"] != "active":
        return None
    seat = view["pending"][rng.randbelow(len(view["pending"]))]
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat]))
    assert legal.status_code == 200, legal.get_json()
    body = legal.get_json()
    if not body["moves"]:
        return None
    return seat, body["moves"][rng.randbelow(len(body["moves"]))], int(body["version"])


def post_move(client: Any, game_id: str, token: str, move: dict[str, Any],
              version: int | None) -> Any:
    headers = auth(token)
    if version is not None:
        headers["If-Match"] = f'"{version}"'
    return client.post(f"/api/v1/games/{game_id}/moves", json=move, headers=headers)


def run_threads(target: Any, count: int, barrier: threading.Barrier | None = None,
                ) -> list[str]:
    """Run ``target(index)`` in ``count`` threads; return the exceptions they raised.

    A failing thread breaks ``barrier`` so the others stop at once instead of
    waiting for it until the deadline.
    """
    failures: list[str] = []

    def guarded(index: int) -> None:
        try:
            target(index)
        except BaseException as exc:  # reported by the test, not lost in a thread
            failures.append(f"client {index}: {exc!r}")
            if barrier is not None:
                barrier.abort()

    threads = [threading.Thread(target=guarded, args=(i,), daemon=True) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=DEADLINE)
        assert not thread.is_alive(), "a racing client hung"
    return failures


def check_consistency(app: Flask, game_id: str, tokens: dict[int, str], start_version: int,
                      tally: Tally) -> Any:
    """Check the stored game against the accepted answers; return the core state."""
    store = app.extensions["roadtrip"].store
    snap = store.load(game_id)
    accepted = sorted(tally.accepted, key=lambda a: a.answer["version"])
    versions = [a.answer["version"] for a in accepted]
    # one winner per version, none missing: versions are start+1 .. start+N
    assert versions == list(range(start_version + 1, start_version + 1 + len(accepted)))
    assert snap.version == start_version + len(accepted)
    # the stored moves (the transcript) are exactly the accepted ones, in order, each once
    stored = store.moves(game_id)
    assert [(seat, move) for seat, move in stored] == [(a.seat, a.move) for a in accepted]
    # events: numbered 1..E without gap or repeat, the log agrees with every answer
    indices = [e["index"] for a in accepted for e in a.answer["events"]]
    assert indices == list(range(indices[0], indices[0] + len(indices)))
    assert indices[-1] == snap.events
    with app.test_client() as client:
        for seat, token in tokens.items():
            log = client.get(f"/api/v1/games/{game_id}/log", headers=auth(token))
            assert log.status_code == 200
            body = log.get_json()
            entries = body["events"] if isinstance(body, dict) else body
            by_index = {e["index"]: e["event"] for e in entries}
            assert sorted(by_index) == list(range(1, snap.events + 1))
            for a in accepted:
                if a.seat == seat:
                    for e in a.answer["events"]:
                        assert by_index[e["index"]] == e["event"]
    # the state in Redis is what replaying the stored moves gives
    game = get_game(DMC)
    state = game.from_json(snap.state)
    replayed = game.new(Config.from_dict(snap.meta["config"]), int_from_json(snap.meta["seed"]))
    for seat, move in stored:
        game.apply(replayed, seat, move)
    assert game.to_json(replayed) == game.to_json(state)
    # card conservation: every card of the deck is in exactly one place
    assert card_census(state) == +Counter(state.totals)
    return state


def test_lockstep_rounds_have_exactly_one_winner_each(app):
    """All 16 clients submit a move chosen at the same version at the same instant."""
    game_id, tokens, start = new_game(app)
    tally = Tally()
    barrier = threading.Barrier(CLIENTS, timeout=DEADLINE)
    chosen: dict[int, tuple[int, dict[str, Any], int] | None] = {}
    rounds_played = [0]

    def client_loop(index: int) -> None:
        rng = Rng(SEED * 100 + index)
        with app.test_client() as client:
            for _ in range(LOCKSTEP_ROUNDS):
                chosen[index] = pending_move(client, game_id, tokens, rng)
                barrier.wait()  # everyone has chosen at the same version
                pick = chosen[index]
                if pick is not None:
                    seat, move, version = pick
                    tally.record(seat, move, post_move(client, game_id, tokens[seat], move,
                                                       version), if_match=True)
                barrier.wait()  # the round is over
                if pick is None:
                    return
                if index == 0:
                    rounds_played[0] += 1

    assert run_threads(client_loop, CLIENTS, barrier) == []
    assert tally.errors == []
    rounds = rounds_played[0]
    assert rounds > 5
    # every round: exactly one commit, the other 15 lost with 409 version_conflict
    assert len(tally.accepted) == rounds
    assert tally.statuses[409] == (CLIENTS - 1) * len(tally.accepted)
    assert tally.codes == Counter({"version_conflict": tally.statuses[409]})
    check_consistency(app, game_id, tokens, start, tally)


def test_free_running_clients_never_lose_or_duplicate_a_move(app):
    """16 clients play as fast as they can, half with If-Match, some retrying with a key."""
    game_id, tokens, start = new_game(app, seed=SEED + 1)
    tally = Tally()
    replays: list[str] = []
    deadline = time.monotonic() + DEADLINE / 2
    start_gate = threading.Barrier(CLIENTS, timeout=DEADLINE)

    def client_loop(index: int) -> None:
        rng = Rng(SEED * 1000 + index)
        if_match = index % 2 == 0
        with app.test_client() as client:
            start_gate.wait()
            attempt = 0
            while time.monotonic() < deadline:
                pick = pending_move(client, game_id, tokens, rng)
                if pick is None:
                    return
                seat, move, version = pick
                attempt += 1
                headers = auth(tokens[seat])
                if if_match:
                    headers["If-Match"] = f'"{version}"'
                key = f"client-{index}-{attempt}" if index % 4 < 2 else None
                if key:
                    headers["Idempotency-Key"] = key
                response = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                                       headers=headers)
                tally.record(seat, move, response, if_match)
                if key and response.status_code == 200:
                    # the answer "was lost": the client resends the same request
                    again = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                                        headers=headers)
                    if again.status_code != 200 or again.get_json() != response.get_json():
                        replays.append(f"{again.status_code} {again.get_json()}"
                                       f" != {response.get_json()}")

    assert run_threads(client_loop, CLIENTS, start_gate) == []
    assert tally.errors == []
    assert replays == []
    assert len(tally.accepted) > 10
    state = check_consistency(app, game_id, tokens, start, tally)
    with app.test_client() as client:
        view = client.get(f"/api/v1/games/{game_id}").get_json()
    if time.monotonic() < deadline:
        # nobody stopped early: the game was played to its end
        assert view["status"] == "finished"
        assert get_game(DMC).is_over(state)


def test_sixteen_clients_race_for_four_seats(app):
    """Exactly four joins succeed, each with its own seat; the others get 409."""
    with app.test_client() as client:
        created = client.post("/api/v1/games", json={"game": DMC, "players": PLAYERS,
                                                     "seed": SEED})
        assert created.status_code == 201
        game_id = created.get_json()["id"]
    barrier = threading.Barrier(CLIENTS, timeout=DEADLINE)
    answers: list[tuple[int, dict[str, Any]]] = []
    lock = threading.Lock()

    def join(index: int) -> None:
        with app.test_client() as client:
            barrier.wait()
            response = client.post(f"/api/v1/games/{game_id}/players",
                                   json={"name": f"racer {index}"})
            with lock:
                answers.append((response.status_code, response.get_json()))

    assert run_threads(join, CLIENTS, barrier) == []
    won = [body for status, body in answers if status == 201]
    lost = [(status, body.get("code")) for status, body in answers if status != 201]
    assert sorted(body["seat"] for body in won) == list(range(PLAYERS))
    assert len({body["token"] for body in won}) == PLAYERS
    assert all(status == 409 and code in ("game_full", "version_conflict")
               for status, code in lost), lost
    store = app.extensions["roadtrip"].store
    snap = store.load(game_id)
    assert snap.meta["started"] is True
    assert sum(1 for seat in snap.meta["seats"] if seat["token"]) == PLAYERS
    # every winner's token is the one stored for its seat: the seat works for it
    with app.test_client() as client:
        for body in won:
            view = client.get(f"/api/v1/games/{game_id}", headers=auth(body["token"]))
            assert view.status_code == 200
            assert view.get_json()["seat"] == body["seat"]


class HttpResponse:
    """The parts of a Flask test response the tally reads, from a real HTTP answer."""

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status_code = status
        self.headers = headers
        self._body = body

    def get_json(self) -> Any:
        return json.loads(self._body) if self._body else None


class HttpClient:
    """A keep-alive HTTP/1.1 client of one server, with the test client's call shape."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def _call(self, method: str, path: str, json_body: Any = None,
              headers: dict[str, str] | None = None) -> HttpResponse:
        sent = dict(headers or {})
        body = None
        if json_body is not None:
            body = json.dumps(json_body)
            sent["Content-Type"] = "application/json"
        self.conn.request(method, path, body=body, headers=sent)
        response = self.conn.getresponse()
        data = response.read()
        return HttpResponse(response.status, {k: v for k, v in response.getheaders()}, data)

    def get(self, path: str, headers: dict[str, str] | None = None) -> HttpResponse:
        return self._call("GET", path, headers=headers)

    def post(self, path: str, json: Any = None,  # noqa: A002 - the test client's name
             headers: dict[str, str] | None = None) -> HttpResponse:
        return self._call("POST", path, json, headers)

    def close(self) -> None:
        self.conn.close()


@pytest.fixture()
def two_servers(app: Flask, redis_url: str) -> Iterator[list[int]]:
    """Two separate gunicorn servers (2 gevent workers each) over the test Redis."""
    procs: list[subprocess.Popen[bytes]] = []
    ports: list[int] = []
    env = dict(os.environ, REDIS_URL=redis_url)
    root = str(Path(__file__).resolve().parents[2])
    try:
        for _ in range(2):
            port = free_port()
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "--no-control-socket", "-k", "gevent",
                 "-w", "2", "--bind", f"127.0.0.1:{port}", "--chdir", root,
                 # a slow round must not see its idle keep-alive connections closed
                 "--keep-alive", "120", "--log-level", "warning", "api:create_app()"],
                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            ports.append(port)
        for port, proc in zip(ports, procs, strict=True):
            deadline = time.monotonic() + 30
            while True:
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=1):
                        break
                except OSError:
                    assert proc.poll() is None, "gunicorn exited"
                    assert time.monotonic() < deadline, "gunicorn did not start"
                    time.sleep(0.1)
        yield ports
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            stop_process(proc, timeout=20)


def test_clients_of_two_server_processes_have_one_winner_per_version(app, two_servers):
    """The compare-and-set is in Redis, so separate server processes cannot both win."""
    game_id, tokens, start = new_game(app, seed=SEED + 2)
    tally = Tally()
    barrier = threading.Barrier(CLIENTS, timeout=DEADLINE)
    rounds_played = [0]

    def client_loop(index: int) -> None:
        rng = Rng(SEED * 10 + index)
        client = HttpClient(two_servers[index % 2])
        try:
            for _ in range(LOCKSTEP_ROUNDS // 2):
                pick = pending_move(client, game_id, tokens, rng)
                barrier.wait()
                if pick is not None:
                    seat, move, version = pick
                    tally.record(seat, move, post_move(client, game_id, tokens[seat], move,
                                                       version), if_match=True)
                barrier.wait()
                if pick is None:
                    return
                if index == 0:
                    rounds_played[0] += 1
        finally:
            client.close()

    failures = run_threads(client_loop, CLIENTS, barrier)
    assert failures == []
    assert tally.errors == []
    assert rounds_played[0] > 5
    assert len(tally.accepted) == rounds_played[0]
    assert tally.statuses[409] == (CLIENTS - 1) * len(tally.accepted)
    check_consistency(app, game_id, tokens, start, tally)
