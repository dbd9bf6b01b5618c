"""Roadtrip against boardgame.io 0.50.2: 8 concurrent games each, interleaved rounds, one run.

boardgame.io runs its default server (in-memory storage, one Node process;
and a second one with its FlatFile storage, node-persist files in a temporary
folder) with the smallest equivalent card race (``game.js``: seeded deck,
hidden hands, validated moves), played by ``load.js`` over its real socket.io
transport.  Roadtrip runs the Procfile's gunicorn (limits on, as shipped) over
a private redis-server, 8 two-player Driving Me Crazy! games, every move
persisted in Redis with compare-and-set and an ``Idempotency-Key``.  Two
comparisons (``--mode``):

- ``post`` (issue 11): Roadtrip plays through the one-round-trip
  ``POST /moves?include=view,legal_moves`` alone; a boardgame.io move's round
  trip ends when the new state is pushed back to the mover;
- ``stream`` (issue 28): both peers push each move to every player, as
  their web clients play: Roadtrip's phones each hold an event stream
  (``GET /events?include=view,legal_moves``) and the phone a pushed view asks
  to decide POSTs at once (:mod:`bench.peer_bgio.streams`); boardgame.io's
  socket pushes every move to both clients.  A move's round trip ends when
  both players have it.

The peers take turns for ``--seconds`` each, ``--rounds`` times; moves/s,
round-trip p50/p99 and the server's CPU per move (from /proc: gunicorn's
processes and redis-server; boardgame.io's Node server process; the load
generators not included) are printed for each, with the ratios judged against
the goals.

    npm install --prefix bench/peer_bgio     # boardgame.io 0.50.2, koa-compose 4.1.0 pinned
    python bench/peer_bgio/run.py [--seconds 10] [--rounds 3] [--mode post|stream|both]
                                  [--profile]

``--profile`` samples the gunicorn workers' CPU (:mod:`bench.sampling_conf`) over
Roadtrip's rounds and prints the hottest functions (the sampler's signals cost a
little CPU: judge the ratios from a run without it).

Goals: Roadtrip >= 1.0x boardgame.io in-memory moves/s and p99 <= its p99 in
both comparisons (issue 11, 28); streaming, server CPU per move <= 1.5x
boardgame.io's (issue 28).  The load generators share the machine's cores
with both servers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from api.run.redis_process import free_port  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.harness import stop  # noqa: E402
from bench.live_common import (  # noqa: E402
    Conn,
    percentile,
    private_redis,
    procfile_server,
    toggle_samplers,
)
from bench.peer_bgio.floors import floor_server  # noqa: E402
from bench.peer_bgio.streams import stream_round  # noqa: E402
from bench.sampling_conf import report  # noqa: E402

GAMES = 8
#: the stack's floors of the streaming comparison: (peer, module, label)
FLOORS = (("floor-stream", "floor_app",
           "the stack alone (bare WSGI app, same client, I/O and pushes)"),
          ("flask-stream", "floor_flask", "the stack and Flask (the same app as Flask views,"
                                          " no hooks)"))


def bgio_round(port: int, seconds: float, mode: str = "mover"
               ) -> tuple[int, float, list[float], Counter[str]]:
    """Run ``load.js`` for ``seconds``; return moves, seconds, round trips and lost moves."""
    out = subprocess.run(["node", str(HERE / "load.js"), str(port), str(GAMES), str(seconds),
                          mode], capture_output=True, text=True, timeout=seconds + 120,
                         check=True)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    lost = Counter({"no push in 5 s": data["lost"]} if data.get("lost") else {})
    return data["moves"], data["seconds"], [r / 1000 for r in data["rtt"]], lost


async def roadtrip_game(port: int, stop_at: float, rtt: list[float], rng: random.Random) -> int:
    conn = Conn(port)
    moves = 0
    while time.monotonic() < stop_at:
        _, created = await conn.request("POST", "/api/v1/games",
                                        {"game": "driving-me-crazy", "players": 2})
        game_id = created["id"]
        tokens = {}
        for name in ("A", "B"):
            _, joined = await conn.request("POST", f"/api/v1/games/{game_id}/players",
                                           {"name": name})
            tokens[joined["seat"]] = joined["token"]
        _, view = await conn.request("GET", f"/api/v1/games/{game_id}")
        seat = view["pending"][0]
        _, legal = await conn.request("GET", f"/api/v1/games/{game_id}/legal-moves",
                                      headers={"Authorization": f"Bearer {tokens[seat]}"})
        options = legal["moves"]
        while time.monotonic() < stop_at:
            headers = {"Authorization": f"Bearer {tokens[seat]}",
                       "Idempotency-Key": uuid.uuid4().hex}
            sent = time.monotonic()
            status, answer = await conn.request(
                "POST", f"/api/v1/games/{game_id}/moves?include=view,legal_moves",
                rng.choice(options), headers)
            rtt.append(time.monotonic() - sent)
            assert status == 200, answer
            moves += 1
            view = answer["view"]
            if view["status"] != "active":
                break
            if seat in view["pending"]:
                options = answer["legal_moves"]
                continue
            # the other seat decides: it would hold its own moves from its stream
            seat = view["pending"][0]
            _, legal = await conn.request("GET", f"/api/v1/games/{game_id}/legal-moves",
                                          headers={"Authorization": f"Bearer {tokens[seat]}"})
            options = legal["moves"]
    await conn.close()
    return moves


async def roadtrip_round(port: int, seconds: float
                         ) -> tuple[int, float, list[float], Counter[str]]:
    rtt: list[float] = []
    started = time.monotonic()
    counts = await asyncio.gather(*[roadtrip_game(port, started + seconds, rtt,
                                                  random.Random(n)) for n in range(GAMES)])
    return sum(counts), time.monotonic() - started, rtt, Counter()


class Peer:
    """One side of the comparison: how it plays a round, whose CPU it is, what it did."""

    def __init__(self, name: str, label: str, play: Callable[[], tuple[Any, ...]],
                 cpu: Callable[[], float]) -> None:
        self.name, self.label, self.play, self.cpu = name, label, play, cpu
        self.moves = 0
        self.seconds = 0.0
        self.cpu_seconds = 0.0
        self.rtt: list[float] = []
        self.errors: Counter[str] = Counter()

    def round(self) -> str:
        """Play one round; return its line."""
        before = self.cpu()
        moves, seconds, rtt, errors = self.play()
        spent = self.cpu() - before
        self.moves += moves
        self.seconds += seconds
        self.cpu_seconds += spent
        self.rtt += rtt
        self.errors.update(errors)
        per_move = spent / moves * 1000 if moves else float("nan")
        return (f"{self.name:16s} {moves / seconds:8.1f} moves/s  p50"
                f" {percentile(rtt, 50) * 1000:6.1f} ms  p99 {percentile(rtt, 99) * 1000:6.1f} ms"
                f"  server CPU {per_move:.3f} ms/move"
                + (f"  errors {dict(errors)}" if errors else ""))

    @property
    def rate(self) -> float:
        return self.moves / self.seconds if self.seconds else 0.0

    @property
    def p99(self) -> float:
        return percentile(self.rtt, 99)

    @property
    def cpu_per_move(self) -> float:
        return self.cpu_seconds / self.moves if self.moves else float("nan")

    def summary(self) -> str:
        return (f"{self.label}: {self.rate:.1f} moves/s, p50"
                f" {percentile(self.rtt, 50) * 1000:.1f} ms, p99 {self.p99 * 1000:.1f} ms,"
                f" server CPU {self.cpu_per_move * 1000:.3f} ms per move"
                + (f", errors {dict(self.errors)}" if self.errors else ""))


def process_cpu(proc: psutil.Process) -> Callable[[], float]:
    """Return a reader of ``proc``'s user + system CPU seconds."""
    def read() -> float:
        times = proc.cpu_times()
        return float(times.user + times.system)
    return read


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--mode", choices=("post", "stream", "both"), default="both",
                        help="post: a move's round trip ends at the mover (issue 11);"
                             " stream: every move pushed to both players (issue 28)")
    parser.add_argument("--no-floor", action="store_true",
                        help="leave out the stack's floor (stream mode): the same client"
                             " against a bare WSGI app on gunicorn, redis-py and Redis, and"
                             " against the same app as Flask views")
    parser.add_argument("--profile", action="store_true",
                        help="sample the gunicorn workers over Roadtrip's rounds")
    parser.add_argument("--no-flatfile", action="store_true",
                        help="leave out boardgame.io with FlatFile storage (POST mode)")
    args = parser.parse_args()
    if not (HERE / "node_modules" / "boardgame.io").exists():
        print("run: npm install --prefix bench/peer_bgio", file=sys.stderr)
        return 2
    print(f"peer_bgio: {GAMES} games per peer, {args.rounds} rounds of {args.seconds:.0f} s,"
          f" mode {args.mode}, CPUs {os.cpu_count()}, load average"
          f" {os.getloadavg()[0]:.2f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    flat = args.mode != "stream" and not args.no_flatfile
    flat_dir = tempfile.mkdtemp(prefix="roadtrip-bgio-flatfile-")
    node_ports = {"bgio": free_port(), **({"bgio-flat": free_port()} if flat else {})}
    nodes: dict[str, subprocess.Popen[str]] = {}
    try:
        for name, node_port in node_ports.items():
            # boardgame.io's server stores games in FlatFile (node-persist) when
            # FLATFILE_DIR is set, else in memory
            env = {k: v for k, v in os.environ.items() if k != "FLATFILE_DIR"}
            if name == "bgio-flat":
                env["FLATFILE_DIR"] = flat_dir
            node = subprocess.Popen(["node", str(HERE / "server.js"), str(node_port)], cwd=HERE,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    text=True, env=env)
            nodes[name] = node
            assert node.stdout is not None and "ready" in node.stdout.readline()
        samples = tempfile.mkdtemp(prefix="peer-samples-") if args.profile else None
        sampled = ({"extra_env": {"ROADTRIP_SAMPLES_DIR": samples},
                    "config": "python:bench.sampling_conf"} if samples else {})
        with ExitStack() as servers:
            redis_port = servers.enter_context(private_redis())
            port, procs = servers.enter_context(procfile_server(redis_port, **sampled))
            cpu = {name: process_cpu(psutil.Process(node.pid)) for name, node in nodes.items()}
            peers: list[Peer] = []
            if args.mode != "stream":
                peers.append(Peer("bgio", "boardgame.io 0.50.2 in memory, push to the mover",
                                  lambda: bgio_round(node_ports["bgio"], args.seconds),
                                  cpu["bgio"]))
                if flat:
                    peers.append(Peer("bgio-flat", "boardgame.io 0.50.2 FlatFile, push to the"
                                      " mover", lambda: bgio_round(node_ports["bgio-flat"],
                                                                  args.seconds),
                                      cpu["bgio-flat"]))
                peers.append(Peer("roadtrip", "Roadtrip (Redis, CAS, one POST per move)",
                                  lambda: asyncio.run(roadtrip_round(port, args.seconds)),
                                  procs.cpu_seconds))
            if args.mode != "post":
                peers.append(Peer("bgio-all", "boardgame.io 0.50.2 in memory, each move pushed"
                                  " to both players", lambda: bgio_round(
                                      node_ports["bgio"], args.seconds, "all"), cpu["bgio"]))
                peers.append(Peer("roadtrip-stream", "Roadtrip over /events, each move pushed"
                                  " to both players", lambda: asyncio.run(stream_round(
                                      port, GAMES, args.seconds)), procs.cpu_seconds))
                for name, module, label in () if args.no_floor else FLOORS:
                    floor_port, floor = servers.enter_context(floor_server(redis_port, module))
                    peers.append(Peer(name, label, lambda at=floor_port: asyncio.run(
                        stream_round(at, GAMES, args.seconds)), floor.cpu_seconds))
            asyncio.run(roadtrip_round(port, 1.0))  # warm-up: imports, scripts, connections
            for n in range(args.rounds):
                for peer in peers:
                    ours = samples is not None and peer.name.startswith("roadtrip")
                    if ours:
                        toggle_samplers(procs)
                    print(f"round {n + 1} {peer.round()}")
                    if ours:
                        toggle_samplers(procs)
                        time.sleep(0.5)  # the workers write their samples on the signal
                        for name in os.listdir(samples):  # one file per worker and round
                            os.replace(os.path.join(samples, name),
                                       os.path.join(samples, f"{peer.name}@{n}@{name}"))
            if samples:
                for peer in {p.name for p in peers if p.name.startswith("roadtrip")}:
                    files = [os.path.join(samples, name) for name in os.listdir(samples)
                             if name.split("@")[0] == peer]
                    print(f"{peer}, the workers' samples:\n{report(files)}")
                shutil.rmtree(samples, ignore_errors=True)
    finally:
        for node in nodes.values():
            stop(node)  # type: ignore[arg-type]
        shutil.rmtree(flat_dir, ignore_errors=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    by = {peer.name: peer for peer in peers}
    for peer in peers:
        print(peer.summary())
    goals = []
    if "roadtrip" in by:
        goals += [judged("POST only: Roadtrip moves/s / boardgame.io in-memory moves/s",
                         by["roadtrip"].rate / by["bgio"].rate, 1.0, at_most=False, unit="x"),
                  judged("POST only: Roadtrip move round-trip p99 / boardgame.io in-memory p99",
                         by["roadtrip"].p99 / by["bgio"].p99, 1.0, at_most=True, unit="x")]
    if "roadtrip-stream" in by:
        ours, theirs = by["roadtrip-stream"], by["bgio-all"]
        goals += [judged("streaming to both players: Roadtrip moves/s / boardgame.io's",
                         ours.rate / theirs.rate, 1.0, at_most=False, unit="x"),
                  judged("streaming to both players: Roadtrip p99 / boardgame.io's p99",
                         ours.p99 / theirs.p99, 1.0, at_most=True, unit="x"),
                  judged("streaming to both players: Roadtrip server CPU per move (gunicorn"
                         " + Redis) / boardgame.io's (its Node server)",
                         ours.cpu_per_move / theirs.cpu_per_move, 1.5, at_most=True, unit="x"),
                  judged("streaming: Roadtrip errors", sum(ours.errors.values()), 0,
                         at_most=True, digits=0)]
        if "floor-stream" in by:
            floor, flask = by["floor-stream"], by["flask-stream"]
            print(f"the stack alone: {floor.cpu_per_move / theirs.cpu_per_move:.2f}x"
                  f" boardgame.io's server CPU per move and {floor.rate / theirs.rate:.2f}x its"
                  f" moves/s; Flask adds {(flask.cpu_per_move - floor.cpu_per_move) * 1000:.3f}"
                  f" ms a move, Roadtrip's own code (its hooks, service, store, hub and rules)"
                  f" {(ours.cpu_per_move - flask.cpu_per_move) * 1000:.3f} ms more")
    print_goals(goals)
    if "bgio-flat" in by:
        print(f"against FlatFile: moves/s {by['roadtrip'].rate / by['bgio-flat'].rate:.2f}x,"
              f" p99 {by['roadtrip'].p99 / by['bgio-flat'].p99:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
