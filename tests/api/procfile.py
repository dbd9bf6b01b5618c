"""The Procfile's gunicorn line run for a test, on a free loopback port.

``ProcfileServer(env)`` starts exactly the command the ``Procfile`` gives for
``web`` (``$PORT`` filled in, bound to 127.0.0.1 instead of every interface)
with ``env`` added to the environment, waits for ``/readyz`` and stops it
with SIGTERM at the end, reaping every worker.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import TracebackType

import psutil

from api.run.redis_process import free_port
from tests.plugins import pythonpath

ROOT = Path(__file__).resolve().parents[2]


def procfile_command(port: int, workers: int | None = None) -> list[str]:
    """The Procfile's ``web`` command for ``port`` (optionally another ``-w``)."""
    line = next(line for line in (ROOT / "Procfile").read_text().splitlines()
                if line.startswith("web:"))
    args = shlex.split(line.partition(":")[2].replace("$PORT", str(port)))
    args = ["127.0.0.1:" + str(port) if a == f"0.0.0.0:{port}" else a for a in args]
    if workers is not None:
        flag = "-w" if "-w" in args else "--workers"
        args[args.index(flag) + 1] = str(workers)
    assert args[0] == "gunicorn"
    return [sys.executable, "-m", "gunicorn", *args[1:]]


class ProcfileServer:
    """The Procfile's web process on a free port (``.url``), for one test."""

    def __init__(self, env: dict[str, str], workers: int | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, "PYTHONPATH": pythonpath(), **env}
        self.workers = workers
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> ProcfileServer:
        """Start gunicorn and wait until ``/readyz`` answers."""
        self.proc = subprocess.Popen(procfile_command(self.port, self.workers), env=self.env,
                                     cwd=ROOT, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        try:
            while time.monotonic() < deadline:
                assert self.proc.poll() is None, "gunicorn exited"
                try:
                    with urllib.request.urlopen(f"{self.url}/readyz", timeout=10) as answer:
                        if answer.status == 200:
                            return self
                except (urllib.error.URLError, OSError):  # not up yet
                    time.sleep(0.1)
            raise AssertionError("gunicorn did not become ready")
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """SIGTERM gunicorn and reap it and its workers."""
        if self.proc is None:
            return
        children = psutil.Process(self.proc.pid).children(recursive=True) \
            if self.proc.poll() is None else []
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        _, alive = psutil.wait_procs(children, timeout=15)
        for child in alive:
            child.kill()
        self.proc = None

    def __enter__(self) -> ProcfileServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()
