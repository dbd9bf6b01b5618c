"""A controlled background load: N busy processes pinned to cores, reported as they ran.

A bench taken beside other work measures that work as much as the server.
``--load N`` starts N processes that spin in pure Python (no system calls, no
memory traffic to speak of), each pinned to one core of ``--cpus`` in turn
(``sched_setaffinity``, what ``taskset`` does), so the background load is one
number that a re-run can give again: load N adds N runnable processes to the
load average, and on each core the server's processes share the CPU with the
burners pinned there (Linux's fair scheduler gives each runnable process of
equal niceness an equal share).

    python bench/burner.py --load 4 [--cpus 0 1] [--seconds 60]

Run alone it burns for ``--seconds`` and prints what each burner got; the
tables and waiters benches start the same burners with ``--burn N``
(:func:`burning`) and print the burners' CPU beside their own figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import psutil


def _spin(cpu: int, parent: int) -> None:
    """One burner: pinned to ``cpu``, busy until terminated or ``parent`` is gone."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.sched_setaffinity(0, {cpu})
    x = 0
    while os.getppid() == parent:  # a parent killed outright leaves no burner behind
        for _ in range(100_000):  # pure CPU: the kind of neighbour a busy Python process is
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF


def cpus_allowed() -> list[int]:
    """The cores this process may run on (its affinity), in order."""
    return sorted(os.sched_getaffinity(0))


@dataclass
class Burners:
    """Burner processes started by :func:`burning`, and what they used."""

    load: int
    cpus: list[int]
    processes: list[Any] = field(default_factory=list)
    started: float = 0.0
    load_average_before: float = 0.0

    def cpu_seconds(self) -> float:
        """CPU seconds the burners have used so far (user + system)."""
        total = 0.0
        for proc in self.processes:
            try:
                times = psutil.Process(proc.pid).cpu_times()
            except psutil.Error:
                continue
            total += times.user + times.system
        return total

    def report(self) -> str:
        """One line: the load, where it is pinned, the cores' worth it got so far."""
        if not self.load:
            return (f"background load: none started (load average"
                    f" {os.getloadavg()[0]:.2f}, not controlled)")
        elapsed = max(1e-9, time.monotonic() - self.started)
        return (f"background load: {self.load} burners pinned to CPUs"
                f" {','.join(map(str, self.cpus))} (round-robin), using"
                f" {self.cpu_seconds() / elapsed:.2f} cores over {elapsed:.0f} s;"
                f" load average {self.load_average_before:.2f} before, "
                f"{os.getloadavg()[0]:.2f} now")


@contextmanager
def burning(load: int, cpus: list[int] | None = None) -> Iterator[Burners]:
    """Start ``load`` burners pinned round-robin on ``cpus`` (default: every allowed core);
    stop and reap them on the way out, whatever happens."""
    chosen = cpus or cpus_allowed()
    burners = Burners(load, chosen, load_average_before=os.getloadavg()[0])
    context = multiprocessing.get_context("spawn")
    try:
        for n in range(load):
            proc = context.Process(target=_spin, args=(chosen[n % len(chosen)], os.getpid()),
                                   daemon=True)
            proc.start()
            burners.processes.append(proc)
        burners.started = time.monotonic()
        yield burners
    finally:
        for proc in burners.processes:
            proc.terminate()
        for proc in burners.processes:
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                proc.join(5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--load", type=int, required=True, help="busy processes to run")
    parser.add_argument("--cpus", type=int, nargs="+",
                        help="cores to pin them to, in turn (default: every allowed core)")
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    # `kill` (SIGTERM) ends the run as the time running out does: the burners are reaped
    # (Python's default for SIGTERM exits at once and left them burning for hours)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with burning(args.load, args.cpus) as burners:
        time.sleep(args.seconds)
        print(burners.report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
