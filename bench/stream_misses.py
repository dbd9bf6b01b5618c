"""Event streams that miss a move: a cheaper repro than ``bench/waiters.py --waiters 5000``.

``S`` event streams over ``G`` started 2-player games (the Procfile's gunicorn
line over a private ``redis-server``, config :mod:`bench.stream_misses_conf`),
then ``M`` rounds of one move per game, ``--gap`` seconds apart.  The streams'
heartbeat is ``--heartbeat`` seconds (15 in the product): each heartbeat is a
wait that times out, so a short one makes a timeout due in the very loop turn
in which the hub announces a move to that stream far likelier.

Printed per round: the streams that had the round's move ``--gap`` seconds after
it was answered (a stream that missed a wake-up gets a move only with the next
round's, and the last round's never); then, for every stream that never got the
last move, its game, its worker and what that worker says it wrote (the highest
log index, its heartbeats), and per worker how many watch waits timed out with
their announcement's flag up (gevent's ``Event.wait`` answered False).

    python bench/stream_misses.py [--streams 600] [--games 20] [--moves 5]
                                  [--heartbeat 0.3] [--gap 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.live_common import (  # noqa: E402
    Conn,
    exit_on_sigterm,
    open_stream,
    private_redis,
    procfile_server,
)
from bench.waiters import asked, move_once, started_game  # noqa: E402


class Streams:
    """What each stream got: its highest log index, and when it got each."""

    def __init__(self) -> None:
        self.last: dict[str, int] = {}
        self.at: dict[str, dict[int, float]] = {}
        self.open = 0
        self.errors: list[str] = []

    async def follow(self, port: int, name: str, game_id: str, after: int) -> None:
        """Follow one stream until cancelled, noting every log index it carries."""
        conn = Conn(port)
        self.last[name], self.at[name] = after, {}
        try:
            await conn.open()
            path = f"/api/v1/games/{game_id}/events?after={after}"
            self.open += 1
            async for event, data in open_stream(conn, path, {"X-Bench-Stream": name}):
                if event == "log":
                    self.last[name] = max(self.last[name], data["index"])
                    self.at[name].setdefault(data["index"], time.monotonic())
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - noted, not raised
            self.errors.append(f"{name}: {type(exc).__name__} {exc}")
        finally:
            conn.drop()


async def run(port: int, procs: Any, args: argparse.Namespace, dump_dir: str) -> int:
    """Seat the streams, play the rounds, print who missed what; return the misses."""
    shed: Counter[str] = Counter()
    games = await asyncio.gather(*[started_game(port, shed) for _ in range(args.games)])
    streams = Streams()
    fds0 = procs.fds()
    tasks, of_game = [], {}
    for n in range(args.streams):
        game_id, _, last = games[n % args.games]
        name = f"s{n}"
        of_game[name] = game_id
        tasks.append(asyncio.create_task(streams.follow(port, name, game_id, last)))
        if n % 100 == 99:
            await asyncio.sleep(0.05)
    deadline = time.monotonic() + 30  # until every stream's socket is accepted
    while procs.fds() - fds0 < args.streams and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
    await asyncio.sleep(2 + 2 * args.heartbeat)  # every stream past its first pass, waiting
    print(f"{args.streams} streams over {args.games} games ({procs.fds() - fds0} new server fds),"
          f" heartbeat {args.heartbeat} s")
    movers = [Conn(port) for _ in games]
    late_total = 0
    for rnd in range(args.moves):
        statuses = await asyncio.gather(*[move_once(movers[n], g, tokens, shed)
                                          for n, (g, tokens, _) in enumerate(games)])
        answered = time.monotonic()
        finals = {}
        for g, _, _ in games:
            _, log = await asked(movers[0], shed, "log", "GET", f"/api/v1/games/{g}/log")
            finals[g] = log["last"]
        await asyncio.sleep(args.gap)
        had = sum(1 for name in streams.last if streams.last[name] >= finals[of_game[name]])
        slow = [name for name in streams.last
                if streams.last[name] >= finals[of_game[name]]
                and streams.at[name].get(finals[of_game[name]], 0) - answered > 1.0]
        late_total += args.streams - had
        print(f"round {rnd + 1}: moves {statuses.count(200)}/{len(games)} answered 200;"
              f" {had}/{args.streams} streams had it {args.gap} s later"
              f" ({len(slow)} after more than 1 s)")
    missed = [name for name in streams.last if streams.last[name] < finals[of_game[name]]]
    for worker in procs.workers():
        os.kill(worker.pid, signal.SIGUSR2)
    await asyncio.sleep(1)
    written: dict[str, Any] = {}
    for path in Path(dump_dir).glob("*.json"):
        record = json.loads(path.read_text())
        pid = path.stem
        print(f"worker {pid}: {record['late']} watch waits timed out with the flag up")
        for name, note in record["streams"].items():
            written[name] = {**note, "pid": pid}
    for name in missed:
        print(f"  missed the last move: {name} game {of_game[name]} (last {finals[of_game[name]]})"
              f" got {streams.last[name]}; server {written.get(name)}")
    print(f"streams without the last move: {len(missed)}; stream-rounds late: {late_total};"
          f" client errors: {len(streams.errors)} {streams.errors[:3]}")
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for conn in movers:
        await conn.close()
    return len(missed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=600)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--heartbeat", type=float, default=0.3)
    parser.add_argument("--gap", type=float, default=2.0)
    args = parser.parse_args()
    exit_on_sigterm()  # a timeout's SIGTERM stops gunicorn and Redis too
    dump_dir = tempfile.mkdtemp(prefix="stream-misses-")
    env = {"ROADTRIP_BENCH_HEARTBEAT": str(args.heartbeat), "ROADTRIP_MISSES_DIR": dump_dir}
    with private_redis() as redis_port, \
            procfile_server(redis_port, env, "python:bench.stream_misses_conf") as (port, procs):
        missed = asyncio.run(run(port, procs, args, dump_dir))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
