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

With ``ROADTRIP_COUNT_CALLS=1`` the toggle counts every Python and C call instead
(``sys.setprofile``), per greenlet, each greenlet named by the first telling
function it runs (:data:`KINDS`: a woken long-poll, a stream's wake-up, the hub,
the probe's GETs, a move): the report's ``#calls of`` and ``#greenlets of`` rows
give the profile events (calls and returns) per woken waiter of each kind, a
figure the machine's load does not move (``bench/waiters.py --profile``).
"""

from __future__ import annotations

import json
import os
import signal
import sys
from collections import Counter
from types import FrameType
from typing import Any

from gevent import getcurrent

from api.run import gunicorn_conf as shipped
from api.run.gunicorn_conf import *  # noqa: F403 - the product's settings, unchanged

#: CPU seconds between samples
INTERVAL = 0.001
#: ``ROADTRIP_COUNT_CALLS=1``: count every call (``sys.setprofile``) instead of sampling,
#: a figure the machine's load does not move (greenlet switches do not confuse a count)
COUNT_CALLS = bool(os.environ.get("ROADTRIP_COUNT_CALLS"))
#: a greenlet's kind, by the first of these functions it runs while counted
KINDS = {"woken_log_answer": "long-poll", "news": "stream", "_get_game_fast": "probe GET",
         "attempt": "move", "announce": "hub"}


def _where(frame: FrameType) -> str:
    code = frame.f_code
    return f"{os.path.relpath(code.co_filename)}:{code.co_name}"


def _named(counted: Any) -> str:
    """The name of a counted call: a function's code, or (C function, caller's code)."""
    if isinstance(counted, tuple):
        func, code = counted
        where = f"{os.path.relpath(code.co_filename)}:{code.co_name}"
        return f"<c>:{getattr(func, '__qualname__', '?')} in {where}"
    return f"{os.path.relpath(counted.co_filename)}:{counted.co_name}"


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

    calls: Counter[Any] = Counter()
    #: per greenlet: its calls, and its kind once one of its frames names it
    by_greenlet: Counter[Any] = Counter()
    kinds: dict[Any, str] = {}

    def count(frame: FrameType, event: str, arg: Any) -> None:
        # as little as can be done here (names are made when written): the count's own
        # cost slows the run, and a slower run has more heartbeats and probe GETs
        current = getcurrent()
        by_greenlet[current] += 1
        if event == "call":
            code = frame.f_code
            calls[current, code] += 1
            if current not in kinds:
                kind = KINDS.get(code.co_name)
                if kind is not None:
                    kinds[current] = kind
        elif event == "c_call":
            calls[current, (arg, frame.f_code)] += 1

    def toggle(signum: int, frame: FrameType | None) -> None:
        if COUNT_CALLS:  # every Python and C call counted instead of sampled
            if not running[0]:
                calls.clear()
                by_greenlet.clear()
                kinds.clear()
                sys.setprofile(count)
                running[0] = True
                return
            sys.setprofile(None)
            running[0] = False
            per_kind: Counter[str] = Counter()
            greenlets: Counter[str] = Counter()
            for green, n in by_greenlet.items():
                kind = kinds.get(green, "other")
                per_kind[kind] += n
                greenlets[kind] += 1
            out = os.path.join(os.environ["ROADTRIP_SAMPLES_DIR"], f"{os.getpid()}.json")
            named: Counter[str] = Counter()
            names: dict[Any, str] = {}  # (a name made once per function: relpath is slow)
            for (green, counted), n in calls.items():
                name = names.get(counted)
                if name is None:
                    name = names[counted] = _named(counted)
                named[f"[{kinds.get(green, 'other')}] {name}"] += n
            rows = [[[k], v] for k, v in named.items()]
            rows += [[[f"#calls of {k}"], v] for k, v in per_kind.items()]
            rows += [[[f"#greenlets of {k}"], v] for k, v in greenlets.items()]
            with open(out, "w") as handle:
                json.dump(rows, handle)
            return
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
    keep = os.environ.get("ROADTRIP_KEEP_SAMPLES")
    if keep:  # (a copy of the raw stacks, for a closer look)
        import shutil
        for path in paths:
            shutil.copy(path, keep)
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
    lines = [f"{total} calls counted" if COUNT_CALLS
             else f"{total} samples ({total * INTERVAL:.2f} CPU s)", "inclusive:"]
    lines += [f"  {100 * n / total:5.1f}%  {name}" for name, n in inclusive.most_common(top)]
    lines.append("self:")
    lines += [f"  {100 * n / total:5.1f}%  {n:8d}  {name}"
              for name, n in own.most_common(150 if COUNT_CALLS else top)]
    return "\n".join(lines)
