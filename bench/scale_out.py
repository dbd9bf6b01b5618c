"""Scale-out on paper: tables and phones N API processes on S Redis primaries carry.

From what ``bench/tables.py`` measured on one 2-core box (2 API processes, one
Redis): the API processes' CPU per table-move, redis-server's CPU per
table-move and the Redis commands per table-move.  What changes with N
processes is how many of them hold a phone of a table: each process with one
of the table's streams reads a move's new log entries and snapshot once (two
commands, one decode), the process that committed the move reads nothing
(it promised its waiters both, ``api.hub.hub_fanout.Fanout.promise``).  A
small simulation places each table's phones (their streams, and the POST of
the phone that moves) on processes at random, as a load balancer without
stickiness does, and counts those reads per move; the rest of a move's cost
(the POST, the push to each phone) does not depend on N.

    python bench/scale_out.py --api-ms 3.1 --redis-ms 0.45 --commands 7.5 \\
        [--processes 2 8 32 128] [--primaries 1 3 6] [--think 2 6]

Each process is one core (gevent: one worker per core) and is counted busy
up to ``--busy`` (70%), each Redis primary one core likewise.  Printed per N
and S: the reads per move, the API CPU and Redis commands per move, the
tables the API processes carry, the tables the primaries carry, and the
smaller of the two (with 4 phones a table), and the connections each primary
holds (every process: its pool, ``REDIS_MAX_CONNECTIONS``, and one
subscription).  See docs/operations.md, "Scale-out".
"""

from __future__ import annotations

import argparse
import random

#: phones at a table
PHONES = 4
#: commands one process's read of a move costs (XRANGE of the log, HMGET of the game)
READ_COMMANDS = 2
#: Redis connections per process per primary: the pool and the subscription
CONNECTIONS = 64 + 1


def reads_per_move(processes: int, rng: random.Random, tables: int = 20000) -> float:
    """Mean number of processes that read a move: those holding a stream of the table,
    less the one that committed it (when it holds one)."""
    total = 0
    for _ in range(tables):
        streams = {rng.randrange(processes) for _ in range(PHONES)}
        committer = rng.randrange(processes)  # the mover's POST, on its own connection
        total += len(streams - {committer})
    return total / tables


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--api-ms", type=float, required=True,
                        help="API processes' CPU per table-move measured on 2 processes")
    parser.add_argument("--redis-ms", type=float, required=True,
                        help="redis-server's CPU per table-move measured on 2 processes")
    parser.add_argument("--commands", type=float, required=True,
                        help="Redis commands per table-move measured on 2 processes")
    parser.add_argument("--read-ms", type=float, default=0.25,
                        help="API CPU of one process's read of a move (2 round trips and a"
                             " decode; from the profiles: ~0.2-0.3 ms)")
    parser.add_argument("--processes", type=int, nargs="+", default=[2, 8, 32, 128])
    parser.add_argument("--primaries", type=int, nargs="+", default=[1, 3, 6])
    parser.add_argument("--think", type=float, nargs=2, default=[2.0, 6.0],
                        help="seconds a phone thinks before its move (tables.py's default)")
    parser.add_argument("--busy", type=float, default=0.7,
                        help="share of a core counted usable")
    args = parser.parse_args()
    rng = random.Random(1)
    moves_per_table = 1 / (sum(args.think) / 2)
    at_two = reads_per_move(2, rng)
    redis_per_command = args.redis_ms / args.commands
    print(f"measured on 2 processes: API {args.api_ms:.2f} ms, Redis {args.redis_ms:.2f} ms"
          f" and {args.commands:.1f} commands per table-move ({at_two:.2f} reads per move);"
          f" {moves_per_table:.3f} moves per table per second; cores counted"
          f" {args.busy:.0%} busy")
    print("processes  reads/move  API ms/move  commands/move  tables (API)  primaries"
          "  tables (Redis)  tables   phones  connections per primary")
    for processes in args.processes:
        reads = reads_per_move(processes, rng)
        api_ms = args.api_ms + (reads - at_two) * args.read_ms
        commands = args.commands + (reads - at_two) * READ_COMMANDS
        api_tables = processes * args.busy * 1000 / (api_ms * moves_per_table)
        for primaries in args.primaries:
            redis_tables = primaries * args.busy * 1000 / (commands * redis_per_command
                                                           * moves_per_table)
            tables = min(api_tables, redis_tables)
            print(f"{processes:9d}  {reads:10.2f}  {api_ms:11.2f}  {commands:13.1f}"
                  f"  {api_tables:12,.0f}  {primaries:9d}  {redis_tables:14,.0f}"
                  f"  {tables:6,.0f}  {tables * PHONES:7,.0f}  {processes * CONNECTIONS:23,d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
