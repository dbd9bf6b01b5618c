"""The two floors of the streaming comparison, served for a run (see :mod:`bench.peer_bgio.run`).

Kept apart from ``run.py`` so a test can start a floor without importing the
benches' profiling settings (which set up gunicorn's metrics folder in the
importing process, as gunicorn's master does).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bench.harness import gunicorn_process
from bench.live_common import ServerProcs


@contextmanager
def floor_server(redis_port: int, module: str = "floor_app"
                 ) -> Iterator[tuple[int, ServerProcs]]:
    """The stack alone (:mod:`bench.peer_bgio.floor_app`, or ``floor_flask`` for the stack
    and Flask): gunicorn's gevent worker, as many workers as the Procfile, over
    ``redis_port``; yields its port and processes."""
    with gunicorn_process(f"bench.peer_bgio.{module}:app", redis_port, 2, "gevent",
                          "/readyz") as (port, proc):
        yield port, ServerProcs(proc.pid, redis_port)
