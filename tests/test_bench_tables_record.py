"""What ``bench/tables.py --record`` writes is what ``bench/scale_out.py --fit`` reads."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench.scale_out import load_runs

ROOT = Path(__file__).resolve().parent.parent


def test_a_pinned_one_worker_step_is_recorded_with_the_figures_the_fit_needs(tmp_path):
    record = tmp_path / "runs.jsonl"
    cpu = sorted(os.sched_getaffinity(0))[0]
    done = subprocess.run(
        [sys.executable, "bench/tables.py", "--tables", "2", "--seconds", "2", "--think",
         "0.1", "0.3", "--generators", "1", "--workers", "1", "--api-cpus", str(cpu),
         "--redis-cpus", str(cpu), "--client-cpus", str(cpu), "--record", str(record)],
        cwd=ROOT, capture_output=True, text=True, timeout=240, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"pinned: 1 API workers on CPUs {cpu}; 1 redis-server on CPUs {cpu}" in done.stdout
    [run] = load_runs([str(record)])
    assert (run["workers"], run["primaries"], run["tables"], run["burn"]) == (1, 1, 2, 0)
    assert run["api_cpus"] == [cpu] and run["moves"] > 0
    assert run["api_cpu_s"] > 0 and run["redis_commands"] > 0 and run["seconds"] >= 2
    assert len(run["load_average"]) == 2
