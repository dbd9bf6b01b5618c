"""What the live-play benchmarks share: the Procfile's server, a lean asyncio HTTP client.

``procfile_server(redis)`` runs exactly the ``Procfile``'s gunicorn line
(bound to loopback, limits on as shipped: :data:`bench.harness.SHIPPED_LIMITS`)
over a private ``redis-server`` (a port) or a private Redis Cluster
(:func:`private_store`), optionally with another number of workers and its
processes pinned to cores (``sched_setaffinity``, what ``taskset`` does): the
API workers one core each in turn over ``api_cpus``, redis-server (each node)
over ``redis_cpus``; that is how per-core figures are measured on one box.
``Conn`` is one keep-alive HTTP/1.1 connection (Content-Length and chunked bodies); ``open_stream``
reads a Server-Sent Events answer event by event.  Thousands of them fit in
one asyncio process, which a thread per phone would not.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import psutil

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from api.run.redis_process import free_port  # noqa: E402
from bench.harness import limits, private_redis, stop_and_show_errors, wait_port  # noqa: E402
from tests.api.procfile import procfile_command  # noqa: E402

__all__ = ["Conn", "PrivateStore", "ServerProcs", "exit_on_sigterm", "open_stream",
           "percentile", "pin_self", "private_redis", "private_store", "procfile_server"]


def exit_on_sigterm() -> None:
    """Make SIGTERM (``timeout``, a CI's cancel) leave through the ``with`` blocks, so the
    bench's gunicorn, Redis and burners are stopped, not orphaned."""
    def leave(signum: int, frame: Any) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, leave)


@dataclass
class PrivateStore:
    """A private Redis for one bench run: one server, or a cluster of several primaries."""

    ports: list[int]
    cluster: bool = False

    @property
    def env(self) -> dict[str, str]:
        """The API's settings that point it at this store."""
        env = {"REDIS_URL": f"redis://127.0.0.1:{self.ports[0]}/0"}
        if self.cluster:
            env["REDIS_CLUSTER"] = "1"
        return env


@contextmanager
def private_store(primaries: int = 1) -> Iterator[PrivateStore]:
    """One private redis-server (``primaries`` 1), or a private Redis Cluster of that many
    primaries without replicas (the test suite's fixture, ``tests/api/cluster.py``)."""
    if primaries <= 1:
        with private_redis() as port:
            yield PrivateStore([port])
        return
    from tests.api.cluster import RedisCluster

    with RedisCluster(nodes=primaries) as cluster:
        yield PrivateStore(list(cluster.ports), cluster=True)


def pin_self(cpus: list[int] | None) -> None:
    """Pin this process (a load generator) to ``cpus``; nothing when None."""
    if cpus:
        os.sched_setaffinity(0, set(cpus))


def toggle_samplers(procs: Any) -> None:
    """Start or stop the workers' samplers (see :mod:`bench.sampling_conf`)."""
    for worker in procs.master.children():
        os.kill(worker.pid, signal.SIGUSR2)


def cpu_seconds_of(procs: list[psutil.Process]) -> float:
    """User + system CPU seconds used so far by ``procs`` (one gone meanwhile counts 0)."""
    total = 0.0
    for proc in procs:
        try:
            times = proc.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            continue
    return total


def add_placement_options(parser: argparse.ArgumentParser, redis_help: str,
                          client_help: str) -> None:
    """Add the options a live bench shares: workers, pinning, background load, recording."""
    parser.add_argument("--workers", type=int,
                        help="gunicorn workers (default: the Procfile's -w)")
    parser.add_argument("--api-cpus", type=int, nargs="+",
                        help="pin the API workers to these cores, one core each in turn")
    parser.add_argument("--redis-cpus", type=int, nargs="+", help=redis_help)
    parser.add_argument("--client-cpus", type=int, nargs="+", help=client_help)
    parser.add_argument("--burn", type=int, default=0,
                        help="background load: this many busy processes (bench/burner.py)")
    parser.add_argument("--burn-cpus", type=int, nargs="+",
                        help="cores the burners are pinned to in turn (default: all)")
    parser.add_argument("--record", metavar="FILE",
                        help="append each step's figures to FILE as one JSON line")


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values`` (nearest rank); 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[rank]


def _serves(cmdline: list[str], port: int) -> bool:
    """Whether a redis-server's command line (as it rewrites it, ``... 127.0.0.1:6379
    [cluster]``) is the one on ``port``."""
    words = " ".join(cmdline).split()
    return any(word.endswith(f":{port}") or word == str(port) for word in words)


class ServerProcs:
    """The gunicorn master, its workers and redis-server, measured from /proc."""

    def __init__(self, gunicorn_pid: int, redis_port: int,
                 redis_ports: list[int] | None = None) -> None:
        self.redis_port = redis_port
        self.redis_ports = redis_ports or [redis_port]
        self.master = psutil.Process(gunicorn_pid)
        servers = [p for p in psutil.process_iter(["cmdline"])
                   if p.info["cmdline"] and "redis-server" in p.info["cmdline"][0]]
        #: every redis-server of the store (a cluster's primaries), in port order
        self.redises = [next(p for p in servers if _serves(p.info["cmdline"], port))
                        for port in self.redis_ports]
        self.redis = self.redises[0]

    def processes(self) -> list[psutil.Process]:
        """gunicorn (master and workers) and redis-server (every node)."""
        return [self.master, *self.master.children(recursive=True), *self.redises]

    def workers(self) -> list[psutil.Process]:
        """gunicorn's worker processes."""
        return self.master.children()

    def pin(self, api_cpus: list[int] | None, redis_cpus: list[int] | None) -> str:
        """Pin each worker to one core of ``api_cpus`` in turn (the master to all of them),
        each redis-server to one of ``redis_cpus`` in turn; return what was pinned where."""
        said = []
        if api_cpus:
            self.master.cpu_affinity(list(api_cpus))
            for n, worker in enumerate(sorted(self.workers(), key=lambda p: p.pid)):
                worker.cpu_affinity([api_cpus[n % len(api_cpus)]])
            said.append(f"{len(self.workers())} API workers on CPUs"
                        f" {','.join(map(str, api_cpus))}")
        if redis_cpus:
            for n, server in enumerate(self.redises):
                server.cpu_affinity([redis_cpus[n % len(redis_cpus)]])
            said.append(f"{len(self.redises)} redis-server on CPUs"
                        f" {','.join(map(str, redis_cpus))}")
        return "; ".join(said) or "nothing pinned"

    def api_cpu_seconds(self) -> float:
        """User + system CPU seconds used so far by gunicorn (master and workers)."""
        return cpu_seconds_of([self.master, *self.master.children(recursive=True)])

    def cpu_seconds(self) -> float:
        """User + system CPU seconds used so far by the server side."""
        return cpu_seconds_of(self.processes())

    def redis_cpu_seconds(self) -> float:
        """User + system CPU seconds used so far by redis-server (every node) alone."""
        total = 0.0
        for server in self.redises:
            times = server.cpu_times()
            total += times.user + times.system
        return total

    def _info(self, section: str) -> list[dict[str, Any]]:
        """``INFO section`` of every node."""
        import redis

        found = []
        for port in self.redis_ports:
            client = redis.Redis(port=port)
            try:
                found.append(client.info(section))
            finally:
                client.close()
        return found

    def redis_commands(self) -> int:
        """Commands redis-server has run so far, every node (``INFO commandstats``; scripts'
        own commands included, ``INFO`` itself not)."""
        return sum(v["calls"] for stats in self._info("commandstats")
                   for k, v in stats.items() if k != "cmdstat_info")

    def redis_memory(self) -> int:
        """``used_memory`` summed over the nodes."""
        return sum(int(info["used_memory"]) for info in self._info("memory"))

    def redis_clients(self) -> int:
        """Connected clients summed over the nodes."""
        return sum(int(info["connected_clients"]) for info in self._info("clients"))

    def rss_bytes(self) -> int:
        """Resident memory of gunicorn's processes (not Redis)."""
        return sum(p.memory_info().rss for p in [self.master, *self.master.children()])

    def fds(self) -> int:
        """Open file descriptors of gunicorn's processes."""
        return sum(p.num_fds() for p in [self.master, *self.master.children()])


@contextmanager
def procfile_server(redis: int | PrivateStore, extra_env: dict[str, str] | None = None,
                    config: str | None = None, *, workers: int | None = None,
                    api_cpus: list[int] | None = None, redis_cpus: list[int] | None = None
                    ) -> Iterator[tuple[int, ServerProcs]]:
    """The Procfile's web process over ``redis`` (a port or a :class:`PrivateStore`);
    yields its port and processes.

    ``config`` replaces the Procfile's gunicorn config module (e.g.
    ``python:bench.sampling_conf``, the same settings with a profiler); ``workers``
    replaces its ``-w``; ``api_cpus`` and ``redis_cpus`` pin the processes
    (:meth:`ServerProcs.pin`) once every worker has booted.
    """
    store = redis if isinstance(redis, PrivateStore) else PrivateStore([redis])
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), CHOSEN_SEEDS="any",
               **{**limits(), **store.env, **(extra_env or {})})
    command = procfile_command(port, workers)
    if config is not None:
        command = [config if arg == "python:api.run.gunicorn_conf" else arg for arg in command]
    proc = subprocess.Popen(command, env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_port(port, proc, "gunicorn", "/readyz")
        procs = ServerProcs(proc.pid, store.ports[0], store.ports)
        expected = workers or int(command[command.index("-w") + 1])
        deadline = time.monotonic() + 60
        while len(procs.workers()) < expected and time.monotonic() < deadline:
            time.sleep(0.1)  # /readyz answered from the first worker up
        if api_cpus or redis_cpus:
            print("pinned:", procs.pin(api_cpus, redis_cpus))
        yield port, procs
    finally:
        stop_and_show_errors(proc)


class HttpError(Exception):
    """A connection failed or answered something unreadable (or a stream was refused:
    ``status`` and ``retry_after`` then say how)."""

    def __init__(self, message: str, status: int = 0, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.retry_after = retry_after


#: answers that shed a request (503 overloaded, 429 too many): the client waits and asks again
SHED_STATUSES = (429, 503)


def retry_after(headers: dict[str, str], default: float = 1.0) -> float:
    """The seconds a shed answer's ``Retry-After`` asks for (``default`` without one)."""
    try:
        return max(0.0, float(headers.get("retry-after", default)))
    except ValueError:
        return default


class Conn:
    """One keep-alive HTTP/1.1 connection to the server (one request at a time)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        #: the headers of the last answer :meth:`request` read (lower-case names)
        self.headers: dict[str, str] = {}

    async def open(self) -> None:
        """Connect (again)."""
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port,
                                                                 limit=1 << 20)

    async def close(self) -> None:
        """Close the connection."""
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except OSError:
                pass  # already reset by the server
            self.writer = None

    def drop(self) -> None:
        """Close the connection without waiting for it (what a cancelled task's cleanup can
        still do when it is cancelled again)."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    async def send(self, method: str, path: str, body: Any = None,
                   headers: dict[str, str] | None = None) -> None:
        """Write one request."""
        if self.writer is None:
            await self.open()
        assert self.writer is not None
        data = b"" if body is None else json.dumps(body).encode()
        head = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}"]
        for name, value in (headers or {}).items():
            head.append(f"{name}: {value}")
        if body is not None:
            head += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        await self.writer.drain()

    async def head(self) -> tuple[int, dict[str, str]]:
        """Read a status line and headers."""
        assert self.reader is not None
        line = await self.reader.readline()
        if not line:
            raise HttpError("connection closed")
        status = int(line.split()[1])
        headers: dict[str, str] = {}
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b"\n", b""):
                break
            name, _, value = line.decode("latin1").partition(":")
            headers[name.strip().lower()] = value.strip()
        return status, headers

    async def body(self, headers: dict[str, str]) -> bytes:
        """Read a whole body (Content-Length or chunked)."""
        assert self.reader is not None
        if "content-length" in headers:
            return await self.reader.readexactly(int(headers["content-length"]))
        if headers.get("transfer-encoding", "").lower() == "chunked":
            out = b""
            async for chunk in self.chunks():
                out += chunk
            return out
        return await self.reader.read()

    async def chunks(self) -> AsyncIterator[bytes]:
        """Yield the chunks of a chunked body until its end."""
        assert self.reader is not None
        while True:
            size_line = await self.reader.readline()
            if not size_line:
                raise HttpError("connection closed inside a chunked body")
            size = int(size_line.split(b";")[0], 16)
            if size == 0:
                await self.reader.readline()
                return
            chunk = await self.reader.readexactly(size)
            await self.reader.readline()
            yield chunk

    async def request(self, method: str, path: str, body: Any = None,
                      headers: dict[str, str] | None = None) -> tuple[int, Any]:
        """Send one request and return its status and JSON body (None when empty)."""
        for attempt in range(2):
            try:
                await self.send(method, path, body, headers)
                status, answer_headers = await self.head()
                self.headers = answer_headers
                data = await self.body(answer_headers)
                if answer_headers.get("connection", "").lower() == "close":
                    await self.close()
                return status, orjson.loads(data) if data else None
            except (HttpError, ConnectionError, asyncio.IncompleteReadError):
                await self.close()
                if attempt:
                    raise
        raise AssertionError("unreachable")


async def open_stream(conn: Conn, path: str, headers: dict[str, str] | None = None
                      ) -> AsyncIterator[tuple[str, dict[str, Any]]]:
    """Yield ``(event, data)`` of a Server-Sent Events answer as they arrive."""
    await conn.send("GET", path, None, {"Accept": "text/event-stream", **(headers or {})})
    status, answer_headers = await conn.head()
    if status != 200:
        await conn.body(answer_headers)
        raise HttpError(f"stream answered {status}", status,
                        retry_after(answer_headers) if status in SHED_STATUSES else None)
    buffer = b""
    async for chunk in conn.chunks():
        buffer += chunk
        while b"\n\n" in buffer:
            block, buffer = buffer.split(b"\n\n", 1)
            event, data = "message", None
            for line in block.decode().split("\n"):
                if line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: "):
                    data = orjson.loads(line[6:])
            if data is not None:
                yield event, data
