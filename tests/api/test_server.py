"""``roadtrip serve``: gunicorn with gevent workers over an embedded, persistent Redis."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil
import redis

from api.run.redis_process import free_port
from api.run.server import _answering, start_embedded, stop_embedded
from core import game_names


def request(url: str, body: dict | None = None, token: str | None = None) -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        with error:
            return error.code, json.loads(error.read())


def get_json(url: str, token: str) -> dict:
    status, body = request(url, token=token)
    assert status == 200, body
    return body


def start_serving(port: int, data_dir: Path) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["ROADTRIP_DATA_DIR"] = str(data_dir)
    proc = subprocess.Popen(
        [sys.executable, "-m", "api.run.cli", "serve", "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        cwd=Path(__file__).resolve().parents[2],
    )
    # generous: a loaded machine takes seconds to start the workers and answer their first
    # request (a probe that times out is "not up yet", not a failure)
    deadline = time.monotonic() + 90
    try:
        while time.monotonic() < deadline:
            with contextlib.suppress(urllib.error.URLError, ConnectionError, TimeoutError):
                if request(f"http://127.0.0.1:{port}/readyz")[0] == 200:
                    return proc
            assert proc.poll() is None, "roadtrip serve exited"
            time.sleep(0.2)
        raise AssertionError("roadtrip serve did not become ready")
    except BaseException:
        stop_serving(proc)  # never left running for a later test to find
        raise


def stop_serving(proc: subprocess.Popen) -> list[psutil.Process]:
    """SIGTERM the server; return its former children (all must be gone)."""
    children = psutil.Process(proc.pid).children(recursive=True)
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    gone, alive = psutil.wait_procs(children, timeout=15)
    for child in alive:
        child.kill()
    return alive


def hold_many_long_polls_and_still_answer(base: str, game_id: str, tokens: list[str],
                                          phones: int = 120) -> None:
    """Many phones wait on the log; the server still answers at once, and wakes them all."""
    last = request(f"{base}/api/v1/games/{game_id}/log")[1]["last"]
    woke: list[float] = []

    def phone() -> None:
        status, body = request(f"{base}/api/v1/games/{game_id}/log?after={last}&wait=20")
        if status == 200 and body["events"]:
            woke.append(time.monotonic())

    threads = [threading.Thread(target=phone) for _ in range(phones)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)  # all waiting now, more than the 2 workers could hold one each
    started = time.monotonic()
    assert request(f"{base}/api/v1/games/{game_id}")[0] == 200
    # tied up, it would answer once the phones' 20 s waits end: 10 s leaves a loaded
    # machine room and still tells the two apart
    assert time.monotonic() - started < 10, "the waiting phones tie up the workers"
    view = request(f"{base}/api/v1/games/{game_id}")[1]
    token = tokens[view["pending"][0]]
    moves = get_json(f"{base}/api/v1/games/{game_id}/legal-moves", token)["moves"]
    status, _ = request(f"{base}/api/v1/games/{game_id}/moves", moves[0], token)
    assert status == 200  # an event every phone is waiting for
    moved = time.monotonic()
    for thread in threads:
        thread.join(timeout=25)
    assert len(woke) == phones
    assert max(woke) - moved < 5


def test_the_embedded_redis_keeps_its_data_on_disk(tmp_path):
    url = start_embedded(tmp_path)
    client = redis.Redis.from_url(url)
    try:
        assert client.ping()
        assert client.config_get("appendonly")["appendonly"] == "yes"
        client.set("k", "v")
    finally:
        client.close()
        stop_embedded()
    assert any(p.name.startswith("appendonly") for p in tmp_path.iterdir())
    url = start_embedded(tmp_path)
    client = redis.Redis.from_url(url)
    try:
        assert client.get("k") == b"v"
    finally:
        client.close()
        stop_embedded()


def test_roadtrip_serve_runs_the_product_and_stops_cleanly(tmp_path):
    port = free_port()
    proc = start_serving(port, tmp_path)
    try:
        base = f"http://127.0.0.1:{port}"
        status, created = request(f"{base}/api/v1/games", {"game": "drive", "players": 2})
        assert status == 201
        status, joined = request(f"{base}/api/v1/games/{created['id']}/players", {"name": "A"})
        assert status == 201
        status, second = request(f"{base}/api/v1/games/{created['id']}/players", {"name": "B"})
        assert status == 201
        waited_from = time.monotonic()
        status, log = request(f"{base}/api/v1/games/{created['id']}/log?wait=1")
        assert status == 200 and time.monotonic() - waited_from < 5
        status, problem = request(f"{base}/api/v1/games/nope")
        assert status == 404 and problem["code"] == "unknown_game"
        hold_many_long_polls_and_still_answer(base, created["id"],
                                              [joined["token"], second["token"]])
        names = {p.name() for p in psutil.Process(proc.pid).children(recursive=True)}
        assert any("redis" in n for n in names), names
    finally:
        leftovers = stop_serving(proc)
    assert leftovers == [], "a worker or the embedded Redis outlived the server"
    # the data survived: a new server on the same data dir knows the game
    proc = start_serving(port, tmp_path)
    try:
        status, body = request(f"http://127.0.0.1:{port}/api/v1/games/{created['id']}")
        assert status == 200 and body["players"][0]["name"] == "A"
    finally:
        assert stop_serving(proc) == []


def test_one_embedded_redis_per_data_dir(tmp_path):
    url = start_embedded(tmp_path)
    try:
        # another process on the same data dir uses this Redis, it does not start one
        code = ("from api.run.server import start_embedded, stop_embedded;"
                f"print(start_embedded({str(tmp_path)!r})); stop_embedded()")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=60, check=True, cwd=Path(__file__).resolve().parents[2])
        assert out.stdout.strip() == url
        client = redis.Redis.from_url(url)
        assert client.ping()  # the other process's exit did not stop it
        client.close()
    finally:
        stop_embedded()
    assert not (tmp_path / "embedded.url").exists()


def play_to_the_end(base: str, game: str, options: dict, seed: int) -> dict:
    """Create a 2-seat game, join both seats and play random legal moves until it ends."""
    status, created = request(f"{base}/api/v1/games",
                              {"game": game, "players": 2, "options": options, "seed": seed})
    assert status == 201, created
    url = f"{base}/api/v1/games/{created['id']}"
    tokens = [request(f"{url}/players", {"name": name})[1]["token"] for name in ("A", "B")]
    rng = random.Random(seed)
    for _ in range(3000):
        view = get_json(url, tokens[0])
        if view["status"] == "finished":
            return view
        seat = view["pending"][0]
        moves = get_json(f"{url}/legal-moves", tokens[seat])["moves"]
        status, body = request(f"{url}/moves", rng.choice(moves), tokens[seat])
        assert status == 200, body
    raise AssertionError(f"{game} did not finish")


def test_roadtrip_serve_plays_whole_games_of_every_registered_game(tmp_path):
    port = free_port()
    proc = start_serving(port, tmp_path)
    try:
        base = f"http://127.0.0.1:{port}"
        status, catalogue = request(f"{base}/api/v1/games/catalogue")
        names = {entry["name"] for entry in catalogue["games"]}
        assert names == set(game_names())
        for name in sorted(names):
            options = {"goal": 200} if name == "driving-me-crazy" else {}
            finished = play_to_the_end(base, name, options, seed=3)
            assert finished["outcome"] is not None
    finally:
        assert stop_serving(proc) == []


def _one_answer(path: str, answer: bytes | None) -> threading.Thread:
    """A Unix socket at ``path`` answering one client's PING with ``answer`` (None: nothing,
    the connection closed)."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(1)

    def serve() -> None:
        with server:
            conn, _ = server.accept()
            with conn:
                conn.recv(64)
                if answer is not None:
                    conn.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


def test_the_embedded_redis_is_ready_only_once_it_answers_not_while_it_loads(tmp_path):
    # a Redis reading its data answers -LOADING to every command: a client handed its URL
    # then failed with BusyLoadingError (seen at load 15); ready means PONG
    for answer, state in ((b"+PONG\r\n", "ready"),
                          (b"-LOADING Redis is loading the dataset in memory\r\n", "loading"),
                          (None, "absent")):
        path = str(tmp_path / f"{state}.sock")
        thread = _one_answer(path, answer)
        assert _answering(path) == state
        thread.join(5)
    assert _answering(str(tmp_path / "none.sock")) == "absent"
