"""gunicorn settings for profiling a benchmark's server: the Procfile's, plus a sampler.

``python -m gunicorn --config python:bench.sampling_conf ...`` runs exactly
:mod:`api.run.gunicorn_conf` and gives each worker a statistical profiler toggled
by ``SIGUSR2`` (installed once the worker has set its own signals): the first signal
starts sampling the running frame every millisecond of the worker's CPU time
(``ITIMER_PROF``), the next writes the samples to
``$ROADTRIP_SAMPLES_DIR/<pid>.json`` and stops.  A sampler, not cProfile:
every waiting request is a greenlet, and cProfile's call/return bookkeeping is
confused by greenlet switches, while the interrupted frame of a CPU-time
signal is always the one really running.
"""

from __future__ import annotations

import json
import os
import signal
from collections import Counter
from types import FrameType
from typing import Any

from api.run import gunicorn_conf as shipped
from api.run.gunicorn_conf import *  # noqa: F403 - the product's settings, unchanged

#: CPU seconds between samples
INTERVAL = 0.001


def _where(frame: FrameType) -> str:
    code = frame.f_code
    return f"{os.path.relpath(code.co_filename)}:{code.co_name}"


def post_worker_init(worker: Any) -> None:
    """Run the product's own hook, then install the ``SIGUSR2`` toggle in a new worker."""
    shipped.post_worker_init(worker)  # (the star import's would be replaced by this one)
    stacks: Counter[tuple[str, ...]] = Counter()
    running = [False]

    def sample(signum: int, frame: FrameType | None) -> None:
        names: list[str] = []
        while frame is not None and len(names) < 60:
            names.append(_where(frame))
            frame = frame.f_back
        stacks[tuple(names)] += 1

    def toggle(signum: int, frame: FrameType | None) -> None:
        if not running[0]:
            stacks.clear()
            signal.signal(signal.SIGPROF, sample)
            signal.setitimer(signal.ITIMER_PROF, INTERVAL, INTERVAL)
            running[0] = True
            return
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        running[0] = False
        out = os.path.join(os.environ["ROADTRIP_SAMPLES_DIR"], f"{os.getpid()}.json")
        with open(out, "w") as handle:
            json.dump([[list(k), v] for k, v in stacks.items()], handle)

    signal.signal(signal.SIGUSR2, toggle)


def report(paths: list[str], top: int = 40) -> str:
    """Return the self and inclusive shares of the hottest functions in sample files."""
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    for path in paths:
        with open(path) as handle:
            for names, count in json.load(handle):
                total += count
                if names:
                    own[names[0]] += count
                for name in set(names):
                    inclusive[name] += count
    if not total:
        return "no samples"
    lines = [f"{total} samples ({total * INTERVAL:.2f} CPU s)", "inclusive:"]
    lines += [f"  {100 * n / total:5.1f}%  {name}" for name, n in inclusive.most_common(top)]
    lines.append("self:")
    lines += [f"  {100 * n / total:5.1f}%  {name}" for name, n in own.most_common(top)]
    return "\n".join(lines)
