"""The two floors of the streaming comparison, served for a run (see :mod:`bench.peer_bgio.run`).

Kept apart from ``run.py`` so a test can start a floor without importing the
benches' profiling settings (which set up gunicorn's metrics folder in the
importing process, as gunicorn's master does).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from bench.harness import gunicorn_process
from bench.live_common import ServerProcs


@contextmanager
def _environ(name: str, value: str | None) -> Iterator[None]:
    """``name`` set to ``value`` in this process' environment (left alone when None)."""
    before = os.environ.get(name)
    if value is not None:
        os.environ[name] = value
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = before


@contextmanager
def floor_server(redis_port: int, module: str = "floor_app", goal_km: int | None = None
                 ) -> Iterator[tuple[int, ServerProcs]]:
    """The stack alone (:mod:`bench.peer_bgio.floor_app`, or ``floor_flask`` for the stack
    and Flask): gunicorn's gevent worker, as many workers as the Procfile, over
    ``redis_port``, its race to ``goal_km`` (else floor_app's default); yields its port
    and processes."""
    # the workers read the goal from the environment gunicorn starts with (this one's)
    with _environ("FLOOR_GOAL_KM", None if goal_km is None else str(goal_km)), \
            gunicorn_process(f"bench.peer_bgio.{module}:app", redis_port, 2, "gevent",
                             "/readyz") as (port, proc):
        yield port, ServerProcs(proc.pid, redis_port)
