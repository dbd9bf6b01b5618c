"""The scale-out model is fitted to measured runs, and says how far the fit holds."""

from __future__ import annotations

import json
import random
import sys

import pytest

from bench import scale_out
from bench.scale_out import Shape, api_models, load_runs, placements, solve

#: terms a made-up box would have: 0.02 cores idle per process, 2.5 ms a move, 0.6 ms per
#: process that reads the move, 0.1 ms per process that hears it
IDLE, MOVE, READ, HEAR = 0.02, 2.5e-3, 0.6e-3, 0.1e-3


def run_of(workers: int, primaries: int, tables: int, rng: random.Random) -> dict[str, object]:
    """A run such a box would record: its figures exactly what the terms say."""
    shape = Shape.of(workers, primaries, random.Random(1))
    seconds, rate = 20.0, tables / 4
    api = seconds * (IDLE * workers + rate * (MOVE + READ * shape.reads + HEAR * shape.heard))
    return {"bench": "tables", "workers": workers, "primaries": primaries, "tables": tables,
            "moves": int(rate * seconds), "seconds": seconds, "api_cpu_s": api,
            "redis_cpu_s": rate * seconds * (0.15e-3 + 0.01e-3 * shape.delivered),
            "redis_commands": rate * seconds * 24, "load_average": [1.0, 1.0], "burn": 0}


def test_least_squares_finds_the_line_through_exact_points_and_the_best_one_through_others():
    assert solve([[1, 0], [1, 1], [1, 2]], [1, 3, 5]) == pytest.approx([1, 2])
    # 0, 1, 3 against x = 0, 1, 2: the best line is 1.5x - 1/6
    assert solve([[1, 0], [1, 1], [1, 2]], [0, 1, 3]) == pytest.approx([-1 / 6, 1.5])


def test_terms_that_the_runs_cannot_tell_apart_are_refused():
    with pytest.raises(ValueError, match="cannot tell"):
        solve([[1, 2], [2, 4]], [1, 2])


def test_one_process_reads_nothing_and_more_processes_read_up_to_all_four_streams():
    rng = random.Random(1)
    assert placements(1, rng) == (0.0, 1.0)
    two, many = placements(2, rng)[0], placements(128, rng)[0]
    assert 0.9 < two < 1.0 and 3.8 < many <= 4.0


def test_one_redis_delivers_to_every_process_and_a_cluster_to_the_watching_ones():
    single, cluster = Shape.of(8, 1, random.Random(1)), Shape.of(8, 3, random.Random(1))
    assert (single.heard, single.delivered) == (7, 8)
    assert cluster.heard == cluster.reads and cluster.delivered < 4.0


def test_the_fit_recovers_the_terms_the_runs_were_made_with():
    rng = random.Random(2)
    runs = [run_of(w, p, t, rng) for w, p in ((1, 1), (2, 1), (4, 1), (2, 3))
            for t in (150, 300)]
    shapes = [Shape.of(r["workers"], r["primaries"], random.Random(1)) for r in runs]
    both = next(m for m in api_models(runs, shapes) if m.name == "read+hear")
    assert both.values == pytest.approx([IDLE, MOVE, READ, HEAR], rel=1e-3)
    assert both.rms < 1e-6


def test_the_script_reads_recorded_runs_and_prints_each_runs_residual(tmp_path, capsys,
                                                                        monkeypatch):
    rng = random.Random(3)
    path = tmp_path / "runs.jsonl"
    runs = [run_of(w, 1, t, rng) for w in (1, 2, 4) for t in (150, 300)]
    runs.append({**runs[0], "bench": "waiters"})  # another bench's lines are left out
    runs.append({**runs[0], "burn": 4})           # and runs beside a burner, unless asked
    path.write_text("".join(json.dumps(r) + "\n" for r in runs))
    assert len(load_runs([str(path)])) == 7
    monkeypatch.setattr(sys, "argv", ["scale_out.py", "--fit", str(path),
                                      "--processes", "2", "--primaries", "1"])
    assert scale_out.main() == 0
    out = capsys.readouterr().out
    assert "6 measured runs" in out
    assert out.count("1 Redis") == 6  # one residual line per run
    assert "<- projects" in out


def test_too_few_runs_to_fit_is_said_not_guessed(tmp_path, monkeypatch):
    path = tmp_path / "runs.jsonl"
    path.write_text(json.dumps(run_of(2, 1, 300, random.Random(1))) + "\n")
    monkeypatch.setattr(sys, "argv", ["scale_out.py", "--fit", str(path)])
    with pytest.raises(SystemExit):
        scale_out.main()


def test_a_cluster_run_held_out_is_predicted_from_the_one_redis_runs(tmp_path, capsys,
                                                                     monkeypatch):
    rng = random.Random(4)
    path = tmp_path / "runs.jsonl"
    runs = [run_of(w, 1, t, rng) for w in (1, 2, 4) for t in (150, 300)]
    runs.append(run_of(2, 3, 300, rng))
    path.write_text("".join(json.dumps(r) + "\n" for r in runs))
    monkeypatch.setattr(sys, "argv", ["scale_out.py", "--fit", str(path), "--hold-out-cluster",
                                      "--processes", "2", "--primaries", "3"])
    assert scale_out.main() == 0
    out = capsys.readouterr().out
    assert "6 measured runs" in out
    held = next(line for line in out.splitlines() if "(held out)" in line)
    # made with the same terms as the others: predicted to within rounding
    assert held.split()[-1] in ("+0.0%", "-0.0%")
