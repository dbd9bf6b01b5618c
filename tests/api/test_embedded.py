"""``roadtrip serve`` with its embedded Redis cannot split and never outlives itself.

Real processes throughout: ``python -m api.run.cli serve`` with a data dir, a
second one on the same dir or port, and ``kill -9`` of the first.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil

from api.run.redis_process import free_port
from api.run.server import EXIT_IN_USE
from tests.plugins import pythonpath


def serve(port: int, log: Path, home: Path, *args: str) -> subprocess.Popen:
    """Start ``roadtrip serve``; its data dir is the per-user one under ``home``."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "ROADTRIP_DATA_DIR")}
    env.update(XDG_DATA_HOME=str(home / "share"), HOME=str(home), PYTHONPATH=pythonpath())
    with open(log, "w") as out:
        return subprocess.Popen([sys.executable, "-m", "api.run.cli", "serve", "--port", str(port),
                                 *args], env=env, cwd=home, stdout=out,
                                stderr=subprocess.STDOUT)


def get(port: int, path: str) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        with error:
            return error.code, json.loads(error.read())


def post(port: int, path: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}",
                                     data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status, json.loads(answer.read())


def wait_ready(proc: subprocess.Popen, port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with contextlib.suppress(urllib.error.URLError, ConnectionError, TimeoutError):
            if get(port, "/readyz")[0] == 200:
                return
        assert proc.poll() is None, "roadtrip serve exited"
        time.sleep(0.2)
    raise AssertionError("roadtrip serve did not become ready")


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM ``proc`` and every process under it (a test failing half-way leaves none)."""
    with contextlib.suppress(psutil.NoSuchProcess):
        family = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=20)
        gone, alive = psutil.wait_procs(family, timeout=15)
        for left in alive:
            left.kill()
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def test_serve_refuses_a_taken_data_dir_or_port_and_dies_whole_on_kill_9(tmp_path):
    port = free_port()
    first = serve(port, tmp_path / "first.log", tmp_path)
    try:
        wait_ready(first, port)
        data_dir = tmp_path / "share" / "roadtrip"
        # the default data dir is the per-user one (absolute), printed at start
        assert f"games are kept in {data_dir}" in (tmp_path / "first.log").read_text()
        # a clean start prints no warning (gevent's MonkeyPatchWarning was the first
        # thing a new user read: the master imported redis-py before the workers patched)
        assert "Warning" not in (tmp_path / "first.log").read_text()
        assert (data_dir / "embedded.lock").exists()
        status, created = post(port, "/api/v1/games", {"game": "drive", "players": 2})
        assert status == 201

        # a second server on the same data dir (another port) refuses to start
        other_port = free_port()
        second = serve(other_port, tmp_path / "second.log", tmp_path)
        assert second.wait(timeout=30) == EXIT_IN_USE
        assert f"the data dir {data_dir} is in use" in (tmp_path / "second.log").read_text()
        # one on the same port (another data dir) refuses too
        third = serve(port, tmp_path / "third.log", tmp_path, "--data-dir",
                      str(tmp_path / "elsewhere"))
        assert third.wait(timeout=30) == EXIT_IN_USE
        assert f"port {port}" in (tmp_path / "third.log").read_text()
        assert get(port, f"/api/v1/games/{created['id']}")[0] == 200  # the first serves on

        family = psutil.Process(first.pid).children(recursive=True)
        names = " ".join(p.name() + " " + " ".join(p.cmdline()) for p in family)
        assert "redis-server" in names and "gunicorn" in names
        redis = [p for p in family if "redis-server" in " ".join(p.cmdline())]
        first.send_signal(signal.SIGKILL)
        first.wait()
        _, alive = psutil.wait_procs(redis, timeout=5)  # its Redis within 5 s
        assert alive == [], "the Redis outlived roadtrip serve by 5 s"
        gone, alive = psutil.wait_procs(family, timeout=20)
        assert alive == [], f"outlived roadtrip serve: {[p.cmdline() for p in alive]}"
    finally:
        stop(first)

    # the data dir is free again, and the game survived the kill
    again = serve(port, tmp_path / "again.log", tmp_path)
    try:
        wait_ready(again, port)
        assert get(port, f"/api/v1/games/{created['id']}")[0] == 200
    finally:
        stop(again)
    assert again.returncode == 0
