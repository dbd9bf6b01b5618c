"""The background load of the benches is what it says: N busy processes, pinned, reaped."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import psutil

from bench.burner import burning, cpus_allowed

ROOT = Path(__file__).resolve().parents[1]


def test_burners_run_pinned_one_core_each_in_turn_and_are_gone_afterwards():
    cpus = cpus_allowed()
    with burning(3, cpus) as burners:
        pids = [proc.pid for proc in burners.processes]
        assert len(pids) == 3
        deadline = time.monotonic() + 30
        while any(psutil.Process(pid).cpu_affinity() != [cpus[n % len(cpus)]]
                  for n, pid in enumerate(pids)) and time.monotonic() < deadline:
            time.sleep(0.05)  # each pins itself as it starts
        assert [psutil.Process(pid).cpu_affinity() for pid in pids] == \
            [[cpus[n % len(cpus)]] for n in range(3)]
        while burners.cpu_seconds() == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert burners.cpu_seconds() > 0
        assert "3 burners pinned to CPUs" in burners.report()
    assert not any(psutil.pid_exists(pid) and psutil.Process(pid).status() != "zombie"
                   for pid in pids)


def test_no_load_asked_starts_nothing_and_says_the_load_is_not_controlled():
    before = len(psutil.Process(os.getpid()).children())
    with burning(0) as burners:
        assert burners.processes == []
        assert "not controlled" in burners.report()
    assert len(psutil.Process(os.getpid()).children()) == before


def _burners_of(parent: psutil.Process, count: int) -> list[psutil.Process]:
    """The run's burner processes, once ``count`` of them have started (30 s at most)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = [p for p in parent.children(recursive=True)
                 if "resource_tracker" not in " ".join(p.cmdline())]
        if len(found) >= count:
            return found
        time.sleep(0.05)
    raise AssertionError(f"the burners did not start: {parent.children(recursive=True)}")


def _gone(procs: list[psutil.Process]) -> bool:
    """Whether every process of ``procs`` has ended, within 30 s."""
    _, alive = psutil.wait_procs(procs, timeout=30)
    return not alive


def test_a_burner_run_ended_with_kill_leaves_no_burner_behind():
    # SIGTERM (what `kill` sends, and what a script stopping its background load does)
    # used to end the run at once and leave its burners spinning for hours
    run = subprocess.Popen([sys.executable, "bench/burner.py", "--load", "2", "--seconds", "600"],
                           cwd=ROOT)
    try:
        burners = _burners_of(psutil.Process(run.pid), 2)
        run.terminate()
        assert run.wait(30) == 143
        assert _gone(burners)
    finally:
        run.kill()


def test_burners_whose_run_is_killed_outright_stop_by_themselves():
    # SIGKILL runs nothing in the parent: each burner notices it has lost its parent
    run = subprocess.Popen([sys.executable, "bench/burner.py", "--load", "2", "--seconds", "600"],
                           cwd=ROOT)
    burners = _burners_of(psutil.Process(run.pid), 2)
    run.kill()
    run.wait(30)
    try:
        assert _gone(burners)
    finally:
        for proc in burners:  # (when the test fails: not left burning)
            if proc.is_running():
                proc.kill()
