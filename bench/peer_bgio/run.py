"""Roadtrip against boardgame.io 0.50.2: 8 concurrent games each, interleaved rounds, one run.

boardgame.io runs its default server (in-memory storage, one Node process;
and a second one with its FlatFile storage, node-persist files in a temporary
folder)
with the smallest equivalent card race (``game.js``: seeded deck, hidden
hands, validated moves), played by ``load.js`` over its real socket.io
transport: a move's round trip ends when the new state is pushed back.
Roadtrip runs the Procfile's gunicorn over a private redis-server; each of
its 8 two-player Driving Me Crazy! games is played through the one-round-trip
``POST /moves?include=view,legal_moves`` (every move persisted in Redis with
compare-and-set and an Idempotency-Key).  The two take turns for
``--seconds`` each, ``--rounds`` times; moves/s and round-trip p50/p99 are
printed for both, with the ratios.

    npm install --prefix bench/peer_bgio     # boardgame.io 0.50.2, koa-compose 4.1.0 pinned
    python bench/peer_bgio/run.py [--seconds 10] [--rounds 3]

Goal (issue 11): Roadtrip >= 1.0x boardgame.io in-memory moves/s and p99 <=
its p99.  The load generators share the machine's cores with both servers.
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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from api.run.redis_process import free_port  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.harness import stop  # noqa: E402
from bench.live_common import Conn, percentile, private_redis, procfile_server  # noqa: E402

GAMES = 8


def bgio_round(port: int, seconds: float) -> tuple[int, float, list[float]]:
    out = subprocess.run(["node", str(HERE / "load.js"), str(port), str(GAMES), str(seconds)],
                         capture_output=True, text=True, timeout=seconds + 120, check=True)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    if data.get("lost"):
        print(f"  (boardgame.io on port {port}: {data['lost']} moves got no push in 5 s)")
    return data["moves"], data["seconds"], [r / 1000 for r in data["rtt"]]


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


async def roadtrip_round(port: int, seconds: float) -> tuple[int, float, list[float]]:
    rtt: list[float] = []
    started = time.monotonic()
    counts = await asyncio.gather(*[roadtrip_game(port, started + seconds, rtt,
                                                  random.Random(n)) for n in range(GAMES)])
    return sum(counts), time.monotonic() - started, rtt


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not (HERE / "node_modules" / "boardgame.io").exists():
        print("run: npm install --prefix bench/peer_bgio", file=sys.stderr)
        return 2
    flat_dir = tempfile.mkdtemp(prefix="roadtrip-bgio-flatfile-")
    node_ports = {"bgio": free_port(), "bgio-flat": free_port()}
    nodes = []
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
            nodes.append(node)
            assert node.stdout is not None and "ready" in node.stdout.readline()
        totals = {"bgio": [0, 0.0, []], "bgio-flat": [0, 0.0, []], "roadtrip": [0, 0.0, []]}
        with private_redis() as redis_port, procfile_server(redis_port) as (port, _):
            for n in range(args.rounds):
                for name in totals:
                    moves, seconds, rtt = bgio_round(node_ports[name], args.seconds) \
                        if name != "roadtrip" else asyncio.run(roadtrip_round(port, args.seconds))
                    totals[name][0] += moves
                    totals[name][1] += seconds
                    totals[name][2] += rtt
                    print(f"round {n + 1} {name:9s} {moves / seconds:8.1f} moves/s  p50 "
                          f"{percentile(rtt, 50) * 1000:6.1f} ms  p99 "
                          f"{percentile(rtt, 99) * 1000:6.1f} ms")
    finally:
        for node in nodes:
            stop(node)  # type: ignore[arg-type]
        shutil.rmtree(flat_dir, ignore_errors=True)
    rate = {k: v[0] / v[1] for k, v in totals.items()}
    p99 = {k: percentile(v[2], 99) for k, v in totals.items()}
    p50 = {k: percentile(v[2], 50) for k, v in totals.items()}
    print(f"boardgame.io 0.50.2 in-memory: {rate['bgio']:.1f} moves/s, p50 "
          f"{p50['bgio'] * 1000:.1f} ms, p99 {p99['bgio'] * 1000:.1f} ms")
    print(f"boardgame.io 0.50.2 FlatFile: {rate['bgio-flat']:.1f} moves/s, p50 "
          f"{p50['bgio-flat'] * 1000:.1f} ms, p99 {p99['bgio-flat'] * 1000:.1f} ms")
    print(f"Roadtrip (Redis, CAS, one POST per move): {rate['roadtrip']:.1f} moves/s, p50 "
          f"{p50['roadtrip'] * 1000:.1f} ms, p99 {p99['roadtrip'] * 1000:.1f} ms")
    print_goals([
        judged("Roadtrip moves/s / boardgame.io in-memory moves/s",
               rate["roadtrip"] / rate["bgio"], 1.0, at_most=False, unit="x"),
        judged("Roadtrip move round-trip p99 / boardgame.io in-memory p99",
               p99["roadtrip"] / p99["bgio"], 1.0, at_most=True, unit="x")])
    print(f"against FlatFile: moves/s {rate['roadtrip'] / rate['bgio-flat']:.2f}x, "
          f"p99 {p99['roadtrip'] / p99['bgio-flat']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
