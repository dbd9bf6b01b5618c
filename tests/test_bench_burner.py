"""The background load of the benches is what it says: N busy processes, pinned, reaped."""

from __future__ import annotations

import os
import time

import psutil

from bench.burner import burning, cpus_allowed


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
