"""No start path orphans its Redis (issue 24, item 2).

Each owner of a ``redis-server`` is killed with ``kill -9`` and its Redis must be
gone within 5 s, and the next start on the same data dir must succeed: the
Procfile line without ``REDIS_URL`` (its gunicorn master owns the embedded
Redis; a killed worker is replaced and the Redis serves on), a process that
starts the embedded Redis from a gevent greenlet (as a worker did), the test
fixtures' servers, and ``roadtrip serve`` (tests/api/test_embedded.py).  A
Redis left by an owner that could not tie it to itself (a thread) holds the
data dir's lock: the next ``roadtrip serve`` takes the lock over.
Real processes throughout.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil

from api.run.redis_process import free_port
from tests.api.procfile import ROOT, procfile_command
from tests.api.test_embedded import get, post, serve, stop, wait_ready
from tests.plugins import pythonpath

#: Seconds an owner's Redis may outlive it.
GONE_WITHIN = 5.0


def redis_children(pid: int) -> list[psutil.Process]:
    """The redis-server processes under ``pid``."""
    return [p for p in psutil.Process(pid).children(recursive=True)
            if "redis-server" in p.name() or "redis-server" in " ".join(p.cmdline())]


def running(process: psutil.Process) -> bool:
    """True while ``process`` runs.  A zombie has ended: an orphan is reparented to this
    sandbox's PID 1, which need not reap it, and psutil counts a zombie as running."""
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def gone_within(processes: list[psutil.Process], seconds: float = GONE_WITHIN) -> list[str]:
    """Wait for ``processes`` to end; return the command lines of those still running."""
    deadline = time.monotonic() + seconds
    alive = [p for p in processes if running(p)]
    while alive and time.monotonic() < deadline:
        psutil.wait_procs(alive, timeout=0.1)  # reaps those that are our children
        alive = [p for p in alive if running(p)]
    left = []
    for process in alive:  # leave nothing behind, even when failing
        # (one that ended between the check and the kill is just as well gone)
        with contextlib.suppress(psutil.NoSuchProcess):
            left.append(" ".join(process.cmdline()))
            process.kill()
    return left


def env_without_redis(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL",)}
    env.update(ROADTRIP_DATA_DIR=str(data_dir), PYTHONPATH=pythonpath())
    return env


def owner_script(tmp_path: Path, body: str) -> subprocess.Popen[str]:
    """Run ``body`` in a fresh Python that prints one JSON line, then sleeps till killed."""
    script = tmp_path / "owner.py"
    script.write_text(textwrap.dedent(body))
    return subprocess.Popen([sys.executable, str(script)], env=env_without_redis(
        tmp_path / "data"), cwd=ROOT, stdout=subprocess.PIPE, text=True)


def end(owner: subprocess.Popen[str]) -> None:
    """Reap an owner script and close its pipe."""
    if owner.poll() is None:
        owner.kill()
    owner.wait()
    if owner.stdout is not None:
        owner.stdout.close()


def test_the_procfile_lines_redis_dies_with_its_master_not_with_a_worker(tmp_path):
    port = free_port()
    proc = subprocess.Popen(procfile_command(port), env=env_without_redis(tmp_path / "data"),
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    family = []
    try:
        wait_ready(proc, port)
        status, created = post(port, "/api/v1/games", {"game": "drive", "players": 2})
        assert status == 201
        master = psutil.Process(proc.pid)
        redis = redis_children(proc.pid)
        # one Redis, the master's own child: no worker owns it
        assert [r.ppid() for r in redis] == [proc.pid]
        workers = [p for p in master.children() if p not in redis]
        assert len(workers) == 2

        workers[0].send_signal(signal.SIGKILL)  # a worker's death is not the Redis's
        workers[0].wait(timeout=10)
        assert running(redis[0])
        for _ in range(4):  # new connections: both workers, the new one too, serve
            assert get(port, f"/api/v1/games/{created['id']}")[0] == 200

        family = master.children(recursive=True)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert gone_within(redis) == []
        assert gone_within(family, 15) == []
    finally:
        if proc.poll() is None:
            stop(proc)
        gone_within(family, 0)

    # the next start on the same data dir succeeds, and the game was kept
    home = tmp_path / "home"
    home.mkdir()
    again = serve(port, tmp_path / "again.log", home, "--data-dir", str(tmp_path / "data"))
    try:
        wait_ready(again, port)
        assert get(port, f"/api/v1/games/{created['id']}")[0] == 200
    finally:
        stop(again)
    assert again.returncode == 0


def test_an_embedded_redis_started_from_a_greenlet_dies_with_its_process(tmp_path):
    owner = owner_script(tmp_path, """
        from gevent import monkey
        monkey.patch_all()
        import gevent, json, os, sys, time
        from api.run.server import start_embedded, _EMBEDDED
        url = gevent.spawn(start_embedded).get()  # as a worker's request did, lazily
        print(json.dumps({"redis": _EMBEDDED["proc"].pid}), flush=True)
        time.sleep(600)
    """)
    try:
        redis = psutil.Process(json.loads(owner.stdout.readline())["redis"])
        owner.send_signal(signal.SIGKILL)
        owner.wait()
        assert gone_within([redis]) == []
    finally:
        end(owner)


def test_a_fixtures_redis_dies_with_the_test_process(tmp_path):
    owner = owner_script(tmp_path, """
        import json, time
        from api.run.redis_process import RedisServer
        server = RedisServer().start()
        print(json.dumps({"redis": server.proc.pid}), flush=True)
        time.sleep(600)
    """)
    try:
        redis = psutil.Process(json.loads(owner.stdout.readline())["redis"])
        owner.send_signal(signal.SIGKILL)
        owner.wait()
        assert gone_within([redis]) == []
    finally:
        end(owner)


def test_a_dead_owners_orphan_redis_gives_its_lock_to_the_next_serve(tmp_path):
    # started from a thread, the one case the death signal cannot cover: the Redis
    # outlives its owner and keeps the data dir's lock
    owner = owner_script(tmp_path, """
        import json, threading, time
        from api.run.server import start_embedded, _EMBEDDED
        started = threading.Thread(target=start_embedded)
        started.start()
        started.join()
        print(json.dumps({"redis": _EMBEDDED["proc"].pid}), flush=True)
        time.sleep(600)
    """)
    redis = psutil.Process(json.loads(owner.stdout.readline())["redis"])
    try:
        owner.send_signal(signal.SIGKILL)
        owner.wait()
        time.sleep(1)
        assert running(redis)  # an orphan, holding the lock
        port = free_port()
        started = time.monotonic()
        (tmp_path / "home").mkdir()
        server = serve(port, tmp_path / "serve.log", tmp_path / "home", "--data-dir",
                       str(tmp_path / "data"))
        try:
            wait_ready(server, port)  # not "exit 2: in use"
            assert time.monotonic() - started < 30
            assert not running(redis)
        finally:
            stop(server)
        assert server.returncode == 0
    finally:
        end(owner)
        gone_within([redis], 0)
