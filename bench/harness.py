"""The processes of the benches: a private Redis, gunicorn, waiting and stopping.

A private ``redis-server`` is :class:`api.run.redis_process.RedisServer` (shared
with the tests and ``roadtrip serve``); gunicorn runs on a free loopback port
with the product's worker settings and is stopped (SIGTERM, then SIGKILL) when
the bench is done, printing the tail of any traceback it logged.
"""

from __future__ import annotations

import http.client
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from api.run.redis_process import RedisServer, free_port, stop_process

ROOT = Path(__file__).resolve().parent.parent

#: What ships: the limiter on, so its code path and its Redis counters run on every
#: request a bench sends.  A bench floods from one loopback address, so the budgets
#: are ones that address cannot spend (a refused request would measure the 429, not
#: the move); the live-games cap, the per-address stream cap and the worker's
#: per-address connection bound stay on too (their counting runs), above what a
#: bench holds: thousands of waiting phones come from that one address.
SHIPPED_LIMITS: dict[str, str] = {
    "RATE_LIMITS": "on", "RATE_LIMIT_CREATE": "1000000/minute",
    "RATE_LIMIT_JOIN": "1000000/minute", "RATE_LIMIT_MOVE": "1000000/minute",
    "RATE_LIMIT_CHECK": "1000000/minute", "LIVE_GAMES_MAX": "1000000",
    "STREAMS_PER_ADDRESS": "1000000", "CONNECTIONS_PER_ADDRESS": "1000000"}
#: The limiter off: only for a bench that measures what the limiter costs.
LIMITS_OFF: dict[str, str] = {"RATE_LIMITS": "off"}


def limits(on: bool = True) -> dict[str, str]:
    """Return a bench server's limit settings: :data:`SHIPPED_LIMITS` unless ``on`` is False."""
    return dict(SHIPPED_LIMITS if on else LIMITS_OFF)


def wait_port(port: int, proc: subprocess.Popen[bytes], what: str, path: str = "/") -> None:
    """Wait until ``GET path`` on ``port`` answers; raise if ``proc`` exits or 30 s pass."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        # closed on every way out: a refused or timed-out try (a loaded machine) left an
        # open socket behind, which pytest reports as an unclosed-socket ResourceWarning
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        try:
            conn.request("GET", path)
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.1)
        finally:
            conn.close()
    raise RuntimeError(f"{what} did not start on port {port}")


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server process: SIGTERM, 20 s for its workers to finish, then SIGKILL."""
    stop_process(proc, timeout=20)


def stop_and_show_errors(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server whose stderr is piped, and print the end of any traceback it wrote."""
    stop(proc)
    if proc.stderr is not None:
        errors = proc.stderr.read().decode(errors="replace")
        proc.stderr.close()
        if "Traceback" in errors:
            print(errors[-3000:], file=sys.stderr)


@contextmanager
def private_redis() -> Iterator[int]:
    """A redis-server of this run alone (no persistence), removed afterwards; yields its port."""
    with RedisServer() as server:
        yield server.port


@contextmanager
def gunicorn(app_spec: str, redis_port: int, workers: int, worker_class: str,
             health: str, limits_on: bool = True) -> Iterator[int]:
    """The app under gunicorn on a free loopback port, stopped afterwards.

    Limits on as shipped (:data:`SHIPPED_LIMITS`) unless ``limits_on`` is False.
    """
    with gunicorn_process(app_spec, redis_port, workers, worker_class, health,
                          limits_on) as (port, _):
        yield port


@contextmanager
def gunicorn_process(app_spec: str, redis_port: int, workers: int, worker_class: str,
                     health: str, limits_on: bool = True
                     ) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    """:func:`gunicorn`, yielding its port and its master process too."""
    port = free_port()
    env = dict(os.environ, CHOSEN_SEEDS="any", **limits(limits_on),
               REDIS_URL=f"redis://127.0.0.1:{redis_port}/0", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--no-control-socket", "-k", worker_class,
         "-w", str(workers), "--bind", f"127.0.0.1:{port}", "--chdir", str(ROOT),
         "--keep-alive", "30", "--log-level", "warning", app_spec],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_port(port, proc, app_spec, health)
        yield port, proc
    finally:
        stop_and_show_errors(proc)
