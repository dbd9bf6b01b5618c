"""gunicorn settings for :mod:`bench.stream_misses`: the Procfile's, plus what a stream wrote.

``python -m gunicorn --config python:bench.stream_misses_conf ...`` runs exactly
:mod:`api.run.gunicorn_conf`, and in each worker:

- the event streams' heartbeat every ``ROADTRIP_BENCH_HEARTBEAT`` seconds (the
  product's 15 s otherwise): each heartbeat is a wait that times out, so a short one
  makes a timeout due in the loop turn of an announcement far likelier;
- a count of the watches' waits that timed out with their flag up (``late``: gevent's
  ``Event.wait`` answering False for an announcement whose wake-up callback had not
  run yet), counted without changing what the wait answers;
- per stream (its ``X-Bench-Stream`` header), the highest log index it wrote and
  its heartbeats, written to ``$ROADTRIP_MISSES_DIR/<pid>.json`` on ``SIGUSR2``.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from types import FrameType, SimpleNamespace
from typing import Any

from api.run import gunicorn_conf as shipped
from api.run.gunicorn_conf import *  # noqa: F403 - the product's settings, unchanged

#: waits of a watch that answered False with the flag up, in this worker
LATE = [0]
#: per stream id: {"game", "last" (highest log index written), "beats"}
WRITTEN: dict[str, dict[str, Any]] = {}


def _counting_events() -> None:
    """Give new watches an event that counts its late timeouts (and answers as before)."""
    import threading

    import gevent.event

    from api.hub import hub_fanout

    class Counted(gevent.event.Event):
        def wait(self, timeout: float | None = None) -> bool:
            answered = bool(super().wait(timeout))
            if not answered and self.is_set():
                LATE[0] += 1
            return answered

    hub_fanout.threading = SimpleNamespace(Event=Counted, Lock=threading.Lock)  # type: ignore[attr-defined]


def _recording_streams() -> None:
    """Wrap the events resource's stream to note, per stream, what it wrote."""
    import importlib

    from flask import request

    from api.live import live

    # the module (the package exports its blueprint under the same name)
    events = importlib.import_module("api.http.resources.events")

    real = events.stream

    def recorded(service: Any, game_id: str, *args: Any, **kwargs: Any) -> Iterator[bytes]:
        # called in the request (a plain function), the body written after it
        name = request.headers.get("X-Bench-Stream", "")
        note = WRITTEN[name] = {"game": game_id, "last": 0, "beats": 0}
        return noted(note, real(service, game_id, *args, **kwargs))

    def noted(note: dict[str, Any], body: Iterator[bytes]) -> Iterator[bytes]:
        for chunk in body:
            if chunk == live.BEAT:
                note["beats"] += 1
            elif b"event: log" in chunk:  # ids of the log events it carries
                ids = [int(line[4:]) for line in chunk.split(b"\n") if line.startswith(b"id: ")]
                note["last"] = max(note["last"], *ids)
            yield chunk

    events.stream = recorded


def post_worker_init(worker: Any) -> None:
    """Run the product's own hook, then set the heartbeat, the counts and ``SIGUSR2``."""
    shipped.post_worker_init(worker)
    from api.live import live

    beat = os.environ.get("ROADTRIP_BENCH_HEARTBEAT")
    if beat:
        live.HEARTBEAT = float(beat)
    _counting_events()
    _recording_streams()

    def dump(signum: int, frame: FrameType | None) -> None:
        out = os.path.join(os.environ["ROADTRIP_MISSES_DIR"], f"{os.getpid()}.json")
        with open(out, "w") as handle:
            json.dump({"late": LATE[0], "streams": WRITTEN}, handle)

    signal.signal(signal.SIGUSR2, dump)
