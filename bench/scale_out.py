"""Scale-out fitted to measured runs: tables N API processes on S Redis primaries carry.

Reads what ``bench/tables.py --record FILE`` wrote (one JSON line per step:
workers, primaries, moves, the seconds measured, gunicorn's and
redis-server's CPU, Redis commands) and fits, by least squares, how the CPU
of a table-move grows with the number of API processes N:

- **API CPU a second** = ``idle`` x N (a process's own work with no moves:
  its loop, its subscription, the streams' heartbeats it holds) + moves/s x
  (``move`` + ``read`` x reads(N) + ``hear`` x heard(N, S)), where reads(N)
  is the processes other than the committer that hold one of the table's 4
  streams (each wakes and pushes to its phones from the announcement:
  ``api.hub.hub_fanout.Fanout.hear``) and heard(N, S) the processes other
  than the committer that receive the announcement at all: every process on
  one Redis (``PUBLISH`` on one channel), only those watching the game on a
  cluster (``SPUBLISH`` on the game's shard channel).  Both are counted by a
  small simulation that places each table's phones (their streams, and the
  POST of the phone that moves) on processes at random, as a load balancer
  without stickiness does.  Three models are fitted (``read`` only, ``hear``
  only, both) and the one with the smallest standard error of its relative
  residuals (``sqrt(SSR / (runs - terms))``: a term more is charged for) and
  no negative term projects.
- **redis-server's CPU a second** = ``idle`` x primaries + moves/s x (``move`` +
  ``deliver`` x the connections each announcement is delivered to).
- **Redis commands a second** = moves/s x (``commands`` + ``read_commands`` x
  reads(N)).

It prints each term with what the fit leaves per run (the residuals, in ms
of CPU a table-move and as a share of the run's figure), then the tables N
processes on S primaries carry: each process and each primary one core,
counted busy up to ``--busy`` (70%), one move per table every
``mean(--think)`` seconds.

    python bench/scale_out.py --fit runs.jsonl [--processes 1 2 4 8 32 128] \\
        [--primaries 1 3 6] [--think 2 6] [--busy 0.7]

The runs to fit are ``bench/tables.py`` with 1, 2 and 4 workers pinned to
one API core and redis-server to another (see docs/performance.md, "Issue
42"), at two table counts (so ``idle`` and the per-move terms come apart),
and one run over a 3-primary cluster.  See docs/operations.md, "Scale-out".
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

#: phones at a table
PHONES = 4
#: Redis connections per process per primary: the pool and the subscription
CONNECTIONS = 64 + 1


def placements(processes: int, rng: random.Random, tables: int = 20000
               ) -> tuple[float, float]:
    """Mean processes that hold one of a table's streams other than the committer (reads),
    and mean processes that hold one at all (the announcement's recipients on a cluster)."""
    reads = holders = 0
    for _ in range(tables):
        streams = {rng.randrange(processes) for _ in range(PHONES)}
        committer = rng.randrange(processes)  # the mover's POST, on its own connection
        reads += len(streams - {committer})
        holders += len(streams)
    return reads / tables, holders / tables


@dataclass(frozen=True)
class Shape:
    """Where a move's work lands with N processes on S primaries."""

    processes: int
    primaries: int
    reads: float       # processes other than the committer holding one of its streams
    heard: float       # processes other than the committer receiving its announcement
    delivered: float   # connections redis-server delivers the announcement to

    @classmethod
    def of(cls, processes: int, primaries: int, rng: random.Random) -> Shape:
        """The shape of ``processes`` API processes on ``primaries`` (1: one redis-server)."""
        reads, holders = placements(processes, rng)
        if primaries <= 1:  # PUBLISH on one channel: every process's subscription gets it
            return cls(processes, primaries, reads, processes - 1, processes)
        return cls(processes, primaries, reads, reads, holders)


def solve(rows: Sequence[Sequence[float]], ys: Sequence[float]) -> list[float]:
    """Least squares: the x minimising |rows x - ys|, by the normal equations."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(k)]
    for col in range(k):  # Gaussian elimination with partial pivoting
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("the runs cannot tell these terms apart (add runs)")
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for r in range(col + 1, k):
            f = a[r][col] / a[col][col]
            a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
            b[r] -= f * b[col]
    x = [0.0] * k
    for i in reversed(range(k)):
        x[i] = (b[i] - sum(a[i][j] * x[j] for j in range(i + 1, k))) / a[i][i]
    return x


@dataclass
class Fit:
    """One model's terms, fitted to the runs, and what it leaves per run."""

    name: str
    terms: list[str]
    values: list[float]
    regressors: Callable[[Shape, float], list[float]]
    residuals: list[float]  # ms of CPU a table-move, measured - fitted, per run
    relative: list[float]   # the same as a share of the run's measured figure

    @property
    def rms(self) -> float:
        """Root mean square of the relative residuals."""
        return math.sqrt(sum(r * r for r in self.relative) / len(self.relative))

    @property
    def standard_error(self) -> float:
        """The relative residuals' standard error, ``sqrt(SSR / (runs - terms))``: a model
        with more terms fits the same runs closer, and is charged for it."""
        spare = len(self.relative) - len(self.terms)
        if spare <= 0:
            return math.inf
        return math.sqrt(sum(r * r for r in self.relative) / spare)

    @property
    def physical(self) -> bool:
        """Whether every term is a cost (>= 0): a negative one fits noise, not work."""
        return all(v >= 0 for v in self.values)

    def per_move_ms(self, shape: Shape) -> float:
        """CPU ms a table-move of this model's moves/s terms (the idle term left out)."""
        return sum(v * x for v, x, t in zip(self.values, self.regressors(shape, 1.0),
                                            self.terms, strict=True) if t != "idle") * 1000

    def idle_cores(self) -> float:
        """Cores one process (or primary) spends with no moves."""
        return dict(zip(self.terms, self.values, strict=True)).get("idle", 0.0)


def fit(name: str, terms: list[str], regressors: Callable[[Shape, float], list[float]],
        runs: list[dict[str, Any]], shapes: list[Shape], measured: str) -> Fit:
    """Fit ``measured`` (a run's key: CPU seconds or commands) a second."""
    rows = [regressors(shape, run["moves"] / run["seconds"])
            for run, shape in zip(runs, shapes, strict=True)]
    ys = [run[measured] / run["seconds"] for run in runs]
    values = solve(rows, ys)
    residuals, relative = [], []
    for run, row, y in zip(runs, rows, ys, strict=True):
        rate = run["moves"] / run["seconds"]
        fitted = sum(v * x for v, x in zip(values, row, strict=True))
        residuals.append((y - fitted) / rate * 1000)
        relative.append((y - fitted) / y if y else 0.0)
    return Fit(name, terms, values, regressors, residuals, relative)


def api_models(runs: list[dict[str, Any]], shapes: list[Shape]) -> list[Fit]:
    """The API CPU models: announcements read by the streams' processes, heard by every
    subscribed process, or both; each with a per-process idle term."""
    return [
        fit("read", ["idle", "move", "read"],
            lambda s, r: [s.processes, r, r * s.reads], runs, shapes, "api_cpu_s"),
        fit("hear", ["idle", "move", "hear"],
            lambda s, r: [s.processes, r, r * s.heard], runs, shapes, "api_cpu_s"),
        fit("read+hear", ["idle", "move", "read", "hear"],
            lambda s, r: [s.processes, r, r * s.reads, r * s.heard], runs, shapes,
            "api_cpu_s"),
    ]


def load_runs(paths: list[str], bench: str = "tables") -> list[dict[str, Any]]:
    """The recorded steps of ``bench`` with at least one move, from JSON-lines files."""
    runs = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    run = json.loads(line)
                    if run.get("bench") == bench and run.get("moves"):
                        runs.append(run)
    return runs


def describe(run: dict[str, Any]) -> str:
    """A run's label: workers, primaries, tables, load."""
    where = f"{run['primaries']}P" if run["primaries"] > 1 else "1 Redis"
    burn = f", burn {run['burn']}" if run.get("burn") else ""
    return (f"{run['workers']}w {where} {run['tables']}t{burn}"
            f" (load avg {run['load_average'][0]:.1f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", nargs="+", required=True, metavar="FILE",
                        help="JSON lines written by bench/tables.py --record")
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4, 8, 32, 128])
    parser.add_argument("--primaries", type=int, nargs="+", default=[1, 3, 6])
    parser.add_argument("--think", type=float, nargs=2, default=[2.0, 6.0],
                        help="seconds a phone thinks before its move (tables.py's default)")
    parser.add_argument("--busy", type=float, default=0.7,
                        help="share of a core counted usable")
    parser.add_argument("--hold-out-cluster", action="store_true",
                        help="fit the one-Redis runs only and predict the cluster runs from"
                             " those terms (a test of the model on runs it has not seen)")
    parser.add_argument("--include-burn", action="store_true",
                        help="fit the runs taken beside a burner too (left out by default:"
                             " CPU stolen by contention is not a per-process term)")
    args = parser.parse_args()
    runs = [run for run in load_runs(args.fit) if args.include_burn or not run.get("burn")]
    held_out = [run for run in runs if args.hold_out_cluster and run["primaries"] > 1]
    runs = [run for run in runs if run not in held_out]
    if len(runs) < 4:
        parser.error(f"{len(runs)} runs to fit: at least 4 needed (1, 2, 4 workers at two"
                     " table counts)")
    cache: dict[tuple[int, int], Shape] = {}

    def shape(processes: int, primaries: int) -> Shape:
        key = (processes, min(primaries, 2))  # a cluster's shape does not depend on S
        if key not in cache:
            # seeded per shape: the same figures whatever else is asked for
            cache[key] = Shape.of(processes, primaries, random.Random(processes))
        return cache[key]

    shapes = [shape(run["workers"], run["primaries"]) for run in runs]
    pace = 1 / (sum(args.think) / 2)
    print(f"{len(runs)} measured runs from {', '.join(args.fit)}; load average when each"
          f" began {min(r['load_average'][0] for r in runs):.1f}-"
          f"{max(r['load_average'][0] for r in runs):.1f}")
    models = api_models(runs, shapes)
    redis_fit = fit("redis", ["idle", "move", "deliver"],
                    lambda s, r: [s.primaries, r, r * s.delivered], runs, shapes,
                    "redis_cpu_s")
    commands_fit = fit("commands", ["commands", "read_commands"],
                       lambda s, r: [r, r * s.reads], runs, shapes, "redis_commands")
    best = min((m for m in models if m.physical) or models,
               key=lambda m: m.standard_error)
    print("\nAPI CPU models (CPU seconds a second = terms x regressors; per-move terms"
          " in ms, idle in cores per process):")
    for model in models:
        shown = ", ".join(f"{t} {v:.3f}" if t == "idle" else f"{t} {v * 1000:.3f} ms"
                          for t, v in zip(model.terms, model.values, strict=True))
        mark = "  <- projects" if model is best else ""
        if not model.physical:
            mark += "  (a negative term: fits noise)"
        print(f"  {model.name:10s} {shown}; RMS residual {model.rms:.1%}, standard error"
              f" {model.standard_error:.1%}{mark}")
    redis_terms = dict(zip(redis_fit.terms, redis_fit.values, strict=True))
    command_terms = dict(zip(commands_fit.terms, commands_fit.values, strict=True))
    print(f"  redis-server: idle {redis_terms['idle']:.4f} cores per primary,"
          f" {redis_terms['move'] * 1000:.3f} ms a move"
          f" + {redis_terms['deliver'] * 1000:.4f} ms per connection the announcement is"
          f" delivered to; RMS residual {redis_fit.rms:.1%} (its CPU is read from /proc in"
          " 10 ms ticks: a short run's few tenths of a second are coarse)")
    print(f"  Redis commands: {command_terms['commands']:.1f} a move"
          f" + {command_terms['read_commands']:.2f} per reading process;"
          f" RMS residual {commands_fit.rms:.1%}")
    print("\nper run: measured and fitted API CPU per table-move (ms, idle included),"
          " residual")
    print(f"  {'run':44s} {'moves/s':>7s} {'API ms':>7s} {'fitted':>7s} {'resid':>7s}"
          f" {'share':>6s}  {'Redis ms':>8s} {'resid':>7s}")
    for run, res, rel, rres in zip(runs, best.residuals, best.relative, redis_fit.residuals,
                                   strict=True):
        rate = run["moves"] / run["seconds"]
        measured = run["api_cpu_s"] / run["moves"] * 1000
        print(f"  {describe(run):44s} {rate:7.1f} {measured:7.2f} {measured - res:7.2f}"
              f" {res:+7.2f} {rel:+6.1%}  {run['redis_cpu_s'] / run['moves'] * 1000:8.3f}"
              f" {rres:+7.3f}")
    for run in held_out:  # predicted from terms fitted without it
        sh = shape(run["workers"], run["primaries"])
        rate = run["moves"] / run["seconds"]
        fitted = (best.idle_cores() * sh.processes / rate * 1000) + best.per_move_ms(sh)
        measured = run["api_cpu_s"] / run["moves"] * 1000
        print(f"  {describe(run) + ' (held out)':44s} {rate:7.1f} {measured:7.2f} {fitted:7.2f}"
              f" {measured - fitted:+7.2f} {(measured - fitted) / measured:+6.1%}")
    print(f"\nprojection ({best.name} model; one move per table every {1 / pace:.1f} s;"
          f" each process and each primary one core, {args.busy:.0%} busy;"
          f" a process's idle {best.idle_cores():.3f} cores taken off first):")
    print("processes  reads/move  API ms/move  tables/API core  primaries  Redis ms/move"
          "  tables/primary  tables   phones  limited by  connections per primary")
    for processes in args.processes:
        for primaries in args.primaries:
            sh = shape(processes, primaries)
            api_ms = best.per_move_ms(sh)
            per_api_core = max(0.0, args.busy - best.idle_cores()) * 1000 / (api_ms * pace)
            api_tables = processes * per_api_core
            redis_ms = (redis_terms["move"] + redis_terms["deliver"] * sh.delivered) * 1000
            per_primary = max(0.0, args.busy - redis_terms["idle"]) * 1000 / (redis_ms * pace)
            redis_tables = primaries * per_primary
            tables = min(api_tables, redis_tables)
            limit = "API CPU" if api_tables <= redis_tables else "Redis CPU"
            print(f"{processes:9d}  {sh.reads:10.2f}  {api_ms:11.2f}  {per_api_core:15,.0f}"
                  f"  {primaries:9d}  {redis_ms:13.3f}  {per_primary:14,.0f}  {tables:6,.0f}"
                  f"  {tables * PHONES:7,.0f}  {limit:10s}  {processes * CONNECTIONS:23,d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
