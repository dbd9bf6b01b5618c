"""What the live-play benchmarks share: the Procfile's server, a lean asyncio HTTP client.

``procfile_server(redis_port)`` runs exactly the ``Procfile``'s gunicorn line
(bound to loopback, rate limits off: every phone of a benchmark comes from
127.0.0.1) over a private ``redis-server``.  ``Conn`` is one keep-alive
HTTP/1.1 connection (Content-Length and chunked bodies); ``open_stream``
reads a Server-Sent Events answer event by event.  Thousands of them fit in
one asyncio process, which a thread per phone would not.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
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

__all__ = ["Conn", "ServerProcs", "open_stream", "percentile", "private_redis",
           "procfile_server"]


def toggle_samplers(procs: Any) -> None:
    """Start or stop the workers' samplers (see :mod:`bench.sampling_conf`)."""
    for worker in procs.master.children():
        os.kill(worker.pid, signal.SIGUSR2)


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values`` (nearest rank); 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[rank]


class ServerProcs:
    """The gunicorn master, its workers and redis-server, measured from /proc."""

    def __init__(self, gunicorn_pid: int, redis_port: int) -> None:
        self.redis_port = redis_port
        self.master = psutil.Process(gunicorn_pid)
        self.redis = next(p for p in psutil.process_iter(["cmdline"])
                          if p.info["cmdline"] and "redis-server" in p.info["cmdline"][0]
                          and any(str(redis_port) in part for part in p.info["cmdline"]))

    def processes(self) -> list[psutil.Process]:
        """gunicorn (master and workers) and redis-server."""
        return [self.master, *self.master.children(recursive=True), self.redis]

    def cpu_seconds(self) -> float:
        """User + system CPU seconds used so far by the server side."""
        total = 0.0
        for proc in self.processes():
            try:
                times = proc.cpu_times()
                total += times.user + times.system
            except psutil.Error:
                continue
        return total

    def redis_cpu_seconds(self) -> float:
        """User + system CPU seconds used so far by redis-server alone."""
        times = self.redis.cpu_times()
        return float(times.user + times.system)

    def redis_commands(self) -> int:
        """Commands redis-server has run so far (``INFO commandstats``; scripts' own
        commands included, ``INFO`` itself not)."""
        import redis

        client = redis.Redis(port=self.redis_port)
        try:
            stats = client.info("commandstats")
        finally:
            client.close()
        return sum(v["calls"] for k, v in stats.items() if k != "cmdstat_info")

    def rss_bytes(self) -> int:
        """Resident memory of gunicorn's processes (not Redis)."""
        return sum(p.memory_info().rss for p in [self.master, *self.master.children()])

    def fds(self) -> int:
        """Open file descriptors of gunicorn's processes."""
        return sum(p.num_fds() for p in [self.master, *self.master.children()])


@contextmanager
def procfile_server(redis_port: int, extra_env: dict[str, str] | None = None,
                    config: str | None = None) -> Iterator[tuple[int, ServerProcs]]:
    """The Procfile's web process over ``redis_port``; yields its port and processes.

    ``config`` replaces the Procfile's gunicorn config module (e.g.
    ``python:bench.sampling_conf``, the same settings with a profiler).
    """
    port = free_port()
    env = dict(os.environ, REDIS_URL=f"redis://127.0.0.1:{redis_port}/0",
               PYTHONPATH=str(ROOT), CHOSEN_SEEDS="any", **{**limits(), **(extra_env or {})})
    command = procfile_command(port)
    if config is not None:
        command = [config if arg == "python:api.run.gunicorn_conf" else arg for arg in command]
    proc = subprocess.Popen(command, env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_port(port, proc, "gunicorn", "/readyz")
        yield port, ServerProcs(proc.pid, redis_port)
    finally:
        stop_and_show_errors(proc)


class HttpError(Exception):
    """A connection failed or answered something unreadable."""


class Conn:
    """One keep-alive HTTP/1.1 connection to the server (one request at a time)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

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
        raise HttpError(f"stream answered {status}")
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
