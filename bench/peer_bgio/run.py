"""Roadtrip against boardgame.io 0.50.2 at equal game length: server CPU per move, in one run.

Five servers take turns, 8 concurrent 2-player games each, interleaved rounds:

- **Roadtrip** as shipped: the Procfile's gunicorn (limits on) over a private
  redis-server, random 2-player Driving Me Crazy! games, every move persisted
  in Redis with compare-and-set and an ``Idempotency-Key``;
- **the stack's two floors** (``floor_app``: a bare WSGI app on gunicorn's
  gevent worker, redis-py and the same Redis; ``floor_flask``: the same as
  Flask views), played by the same client with the same requests, round
  trips and pushes per move and no rules (stream mode);
- **boardgame.io in memory**: its default server (one Node process,
  socket.io) with the smallest equivalent card race (``game.js``: seeded
  deck, hidden hands, validated moves), played by ``load.js`` over its real
  socket transport;
- **boardgame.io persisted**: the same server with a Redis storage adapter
  (``redis_storage.js``: boardgame.io's own storage API, each move's state
  written with compare-and-set on its ``_stateID`` and its log entries
  appended, on a redis-server of its own), as every Roadtrip move is
  persisted.  ``--mode post`` adds boardgame.io's FlatFile storage too.

What makes it fair (issue 42):

- **equal game lengths**: every peer pays a game's setup (a new game, two
  joins, the phones' streams or sockets) once a game, so each plays games as
  long as Roadtrip's on average.  Roadtrip's mean moves a game is measured
  first (:mod:`bench.peer_bgio.lengths`: random games of the rules engine,
  played as the bench's phones play); boardgame.io's race gets the goal whose
  mean is nearest (``tune.js``), the floors' race as many moves; both means,
  the goals and the lengths each round's finished games really had are
  printed;
- **a warm-up for every server** (rounds of ``--warmup`` seconds until it
  has made ``--warmup-moves`` moves, at most 5; not counted): Roadtrip's and
  the floors' imports, scripts and connections, and Node's JIT for
  boardgame.io;
- boardgame.io runs with ``NODE_ENV=production`` (its server and its load
  generator), which skips its development-time checks;
- **the headline is server CPU per move**, from /proc, the load generators'
  CPU apart: each line says which processes it counts.  Roadtrip and the
  floors: gunicorn's master and its two workers, and redis-server (the floors
  share Roadtrip's private Redis; only each one's own rounds are counted).
  boardgame.io in memory: its Node server process.  Persisted: its Node
  server and its own redis-server.  The load generator's CPU per move is
  printed beside it: for Roadtrip and the floors this Python process (the
  asyncio client), for boardgame.io ``load.js`` (a Node process per round,
  its start included).  Moves/s and round trips come second: every load
  generator shares the machine's cores with the servers, and boardgame.io's
  client costs more per move than Roadtrip's.

Two comparisons (``--mode``):

- ``stream`` (issue 28): both peers push each move to every player, as their
  web clients play: Roadtrip's phones each hold an event stream
  (``GET /events?include=view,legal_moves``) and the phone a pushed view asks
  to decide POSTs at once (:mod:`bench.peer_bgio.streams`); boardgame.io's
  socket pushes every move to both clients.  A move's round trip ends when
  both players have it;
- ``post`` (issue 11): Roadtrip plays through the one-round-trip
  ``POST /moves?include=view,legal_moves`` alone; a boardgame.io move's round
  trip ends when the new state is pushed back to the mover.

    npm install --prefix bench/peer_bgio     # boardgame.io 0.50.2, koa-compose 4.1.0 pinned
    python bench/peer_bgio/run.py [--seconds 10] [--rounds 3] [--warmup 3]
                                  [--warmup-moves 1000] [--mode post|stream|both]
                                  [--old-peer] [--profile]

``--old-peer`` adds boardgame.io as this bench played it before issue 42 (its
300 km race of ~25 moves a game, no ``NODE_ENV``, no warm-up), in the same
run: what the old figures overstated.  ``--profile`` samples the gunicorn
workers' CPU (:mod:`bench.sampling_conf`) over Roadtrip's rounds and prints the
hottest functions (the sampler's signals cost a little CPU: judge the ratios
from a run without it).

Goals: streaming, Roadtrip's server CPU per move <= 1.5x boardgame.io's in
memory (issue 28) and <= 1.3x the stack and Flask floor's (issue 42);
Roadtrip >= 1.0x boardgame.io in-memory moves/s and p99 <= its p99 in both
comparisons (issue 11, 28).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from api.run.redis_process import free_port  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.harness import stop  # noqa: E402
from bench.live_common import (  # noqa: E402
    Conn,
    ServerProcs,
    percentile,
    private_redis,
    procfile_server,
    toggle_samplers,
)
from bench.peer_bgio.floors import floor_server  # noqa: E402
from bench.peer_bgio.lengths import bgio_goal, floor_goal, roadtrip_mean_moves  # noqa: E402
from bench.peer_bgio.streams import stream_round  # noqa: E402
from bench.sampling_conf import report  # noqa: E402

GAMES = 8
#: floor_app's km a move (not imported: importing the app connects it to a Redis)
FLOOR_STEP = 10
#: the stack's floors of the streaming comparison: (peer, module, label)
FLOORS = (("floor-stream", "floor_app",
           "the stack alone (bare WSGI app, same client, I/O and pushes)"),
          ("flask-stream", "floor_flask", "the stack and Flask (the same app as Flask views,"
                                          " no hooks)"))
GUNICORN_CPU = "gunicorn master + 2 workers + redis-server"
#: what one round of a peer gives: moves, seconds, round trips, errors, and the
#: games that finished with the moves they took
Played = tuple[int, float, list[float], Counter[str], int, int]


#: the race's goal before issue 42 (25 moves a game)
OLD_GOAL = 300


def node_env(goal: int, production: bool = True, **extra: str) -> dict[str, str]:
    """The environment of boardgame.io's processes: production mode (unless not
    ``production``: as before issue 42), the race to ``goal``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("FLATFILE_DIR", "BGIO_REDIS_URL", "NODE_ENV")}
    return {**env, **({"NODE_ENV": "production"} if production else {}),
            "BGIO_GOAL": str(goal), **extra}


@contextmanager
def node_server(env: dict[str, str]) -> Iterator[tuple[int, subprocess.Popen[str]]]:
    """boardgame.io's server (``server.js``) on a free port; yields its port and process."""
    port = free_port()
    node = subprocess.Popen(["node", str(HERE / "server.js"), str(port)], cwd=HERE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env=env)
    try:
        assert node.stdout is not None and "ready" in node.stdout.readline(), "no bgio server"
        yield port, node
    finally:
        stop(node)  # type: ignore[arg-type]


def bgio_round(port: int, seconds: float, goal: int, mode: str = "mover",
               production: bool = True) -> Played:
    """Run ``load.js`` for ``seconds``; return what it played (lost moves as errors)."""
    out = subprocess.run(["node", str(HERE / "load.js"), str(port), str(GAMES), str(seconds),
                          mode], capture_output=True, text=True, timeout=seconds + 120,
                         check=True, env=node_env(goal, production), cwd=HERE)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    lost = Counter({"no push in 5 s": data["lost"]} if data.get("lost") else {})
    # a socket left on engine.io's long-polling would cost boardgame.io an HTTP request a push
    lost.update({f"socket ended on {name}": n for name, n in data["transports"].items()
                 if name != "websocket"})
    return (data["moves"], data["seconds"], [r / 1000 for r in data["rtt"]], lost,
            data["games"], data["gameMoves"])


async def roadtrip_game(port: int, stop_at: float, rtt: list[float], rng: random.Random,
                        lengths: list[int]) -> int:
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
        in_game = 0
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
            in_game += 1
            view = answer["view"]
            if view["status"] != "active":
                lengths.append(in_game)
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


async def roadtrip_round(port: int, seconds: float) -> Played:
    """Roadtrip's POST-only round: 8 games, one POST per move."""
    rtt: list[float] = []
    lengths: list[int] = []
    started = time.monotonic()
    counts = await asyncio.gather(*[roadtrip_game(port, started + seconds, rtt,
                                                  random.Random(n), lengths)
                                    for n in range(GAMES)])
    return (sum(counts), time.monotonic() - started, rtt, Counter(), len(lengths),
            sum(lengths))


def streamed(port: int, seconds: float) -> Played:
    """A streaming round against ``port`` (Roadtrip or a floor)."""
    lengths: list[int] = []
    moves, elapsed, rtt, errors = asyncio.run(stream_round(port, GAMES, seconds, lengths))
    return moves, elapsed, rtt, errors, len(lengths), sum(lengths)


def own_cpu() -> float:
    """This process' CPU seconds: the asyncio load generator of Roadtrip and the floors."""
    return time.process_time()


def children_cpu() -> float:
    """CPU seconds of the finished child processes: each round's ``load.js``."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


class Peer:
    """One side of the comparison: how it plays a round, whose CPU it is, what it did."""

    def __init__(self, name: str, label: str, play: Callable[[float], Played],
                 cpu: Callable[[], float], counted: str,
                 client_cpu: Callable[[], float], client: str, warm: bool = True) -> None:
        self.name, self.label, self.play, self.cpu = name, label, play, cpu
        self.counted, self.client_cpu, self.client = counted, client_cpu, client
        self.warm = warm
        self.moves = 0
        self.seconds = 0.0
        self.cpu_seconds = 0.0
        self.client_seconds = 0.0
        self.games = 0
        self.game_moves = 0
        self.rtt: list[float] = []
        self.errors: Counter[str] = Counter()

    def round(self, seconds: float) -> str:
        """Play one round; return its line."""
        before, client_before = self.cpu(), self.client_cpu()
        moves, elapsed, rtt, errors, games, game_moves = self.play(seconds)
        spent, client = self.cpu() - before, self.client_cpu() - client_before
        self.moves += moves
        self.seconds += elapsed
        self.cpu_seconds += spent
        self.client_seconds += client
        self.games += games
        self.game_moves += game_moves
        self.rtt += rtt
        self.errors.update(errors)
        per_move = spent / moves * 1000 if moves else float("nan")
        client_per_move = client / moves * 1000 if moves else float("nan")
        return (f"{self.name:16s} server CPU {per_move:6.3f} ms/move  load generator"
                f" {client_per_move:6.3f} ms/move  {moves / elapsed:7.1f} moves/s  p50"
                f" {percentile(rtt, 50) * 1000:6.1f} ms  p99 {percentile(rtt, 99) * 1000:6.1f} ms"
                f"  games {games} of {game_moves / games if games else float('nan'):.0f} moves"
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

    @property
    def client_per_move(self) -> float:
        return self.client_seconds / self.moves if self.moves else float("nan")

    @property
    def mean_length(self) -> float:
        return self.game_moves / self.games if self.games else float("nan")

    def summary(self, baseline: Peer | None) -> str:
        """The peer's row: server CPU per move first, then its load generator's, then rates."""
        times = (f"{ratio(self.cpu_per_move, baseline.cpu_per_move):5.2f}x" if baseline
                 else "    -")
        return (f"  {self.name:16s} {self.cpu_per_move * 1000:7.3f} ms  {times}"
                f"  {self.client_per_move * 1000:7.3f} ms  {self.rate:8.1f}"
                f"  {percentile(self.rtt, 50) * 1000:6.1f} {self.p99 * 1000:7.1f} ms"
                f"  {self.mean_length:6.1f} ({self.games})"
                + (f"  errors {dict(self.errors)}" if self.errors else ""))


def ratio(a: float, b: float) -> float:
    """``a / b``, NaN when ``b`` is 0 (a peer that made no move in a round too short)."""
    return a / b if b else float("nan")


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
    parser.add_argument("--warmup", type=float, default=3.0,
                        help="seconds of each warm-up round, before the measured rounds")
    parser.add_argument("--warmup-moves", type=int, default=1000,
                        help="each server plays warm-up rounds until it has made this many"
                             " moves (at most 5 rounds)")
    parser.add_argument("--mode", choices=("post", "stream", "both"), default="both",
                        help="post: a move's round trip ends at the mover (issue 11);"
                             " stream: every move pushed to both players (issue 28)")
    parser.add_argument("--length-games", type=int, default=1000,
                        help="random Driving Me Crazy! games played in-process to measure"
                             " Roadtrip's mean moves a game")
    parser.add_argument("--no-floor", action="store_true",
                        help="leave out the stack's floors (stream mode)")
    parser.add_argument("--no-persisted", action="store_true",
                        help="leave out boardgame.io with its Redis storage adapter")
    parser.add_argument("--no-flatfile", action="store_true",
                        help="leave out boardgame.io with FlatFile storage (POST mode)")
    parser.add_argument("--old-peer", action="store_true",
                        help="also play boardgame.io as the bench did before issue 42 (stream"
                             " mode): its 300 km race, no NODE_ENV=production, no warm-up")
    parser.add_argument("--profile", action="store_true",
                        help="sample the gunicorn workers over Roadtrip's rounds")
    args = parser.parse_args()
    if not (HERE / "node_modules" / "boardgame.io").exists():
        print("run: npm install --prefix bench/peer_bgio", file=sys.stderr)
        return 2
    print(f"peer_bgio: {GAMES} games per peer, warm-up {args.warmup:g} s each, {args.rounds}"
          f" rounds of {args.seconds:g} s, mode {args.mode}, CPUs {os.cpu_count()}, load"
          f" average {os.getloadavg()[0]:.2f},"
          f" {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    target = roadtrip_mean_moves(args.length_games)
    tuned = bgio_goal(target)
    goal, floor_km = int(tuned["goal"]), floor_goal(target, FLOOR_STEP)
    print(f"game length: Roadtrip's random 2-player Driving Me Crazy! games {target:.1f} moves"
          f" on average ({args.length_games} games of the rules engine); boardgame.io's race"
          f" tuned to a goal of {goal} km: {tuned['mean']:.1f} moves on average"
          f" ({tuned['games']} games; the goal was {OLD_GOAL} km, ~25 moves, before issue 42);"
          f" the floors' race to {floor_km} km: {2 * floor_km // FLOOR_STEP - 1} moves")
    flat = args.mode != "stream" and not args.no_flatfile
    persisted = not args.no_persisted
    flat_dir = tempfile.mkdtemp(prefix="roadtrip-bgio-flatfile-")
    samples = tempfile.mkdtemp(prefix="peer-samples-") if args.profile else None
    sampled = ({"extra_env": {"ROADTRIP_SAMPLES_DIR": samples},
                "config": "python:bench.sampling_conf"} if samples else {})
    node_client = "load.js (one Node process a round)"
    peers: list[Peer] = []
    try:
        with ExitStack() as servers:
            bgio_port, bgio = servers.enter_context(node_server(node_env(goal)))
            bgio_cpu = process_cpu(psutil.Process(bgio.pid))
            if persisted:
                store_port = servers.enter_context(private_redis())
                redis_port_bgio, redis_node = servers.enter_context(node_server(node_env(
                    goal, BGIO_REDIS_URL=f"redis://127.0.0.1:{store_port}/0")))
                redis_cpu = ServerProcs(redis_node.pid, store_port).cpu_seconds
            if flat:
                flat_port, flat_node = servers.enter_context(node_server(node_env(
                    goal, FLATFILE_DIR=flat_dir)))
            old = args.old_peer and args.mode != "post"
            if old:
                old_port, old_node = servers.enter_context(node_server(node_env(
                    OLD_GOAL, production=False)))
            redis_port = servers.enter_context(private_redis())
            port, procs = servers.enter_context(procfile_server(redis_port, **sampled))

            def add(name: str, label: str, play: Callable[[float], Played],
                    cpu: Callable[[], float], counted: str, ours: bool,
                    warm: bool = True) -> None:
                peers.append(Peer(name, label, play, cpu, counted,
                                  own_cpu if ours else children_cpu,
                                  "this process (asyncio client)" if ours else node_client,
                                  warm))

            if args.mode != "stream":
                add("bgio", "boardgame.io 0.50.2 in memory, push to the mover",
                    lambda s: bgio_round(bgio_port, s, goal), bgio_cpu,
                    "the Node server", False)
                if persisted:
                    add("bgio-redis", "boardgame.io 0.50.2 on Redis (CAS), push to the mover",
                        lambda s: bgio_round(redis_port_bgio, s, goal), redis_cpu,
                        "the Node server + its redis-server", False)
                if flat:
                    add("bgio-flat", "boardgame.io 0.50.2 FlatFile, push to the mover",
                        lambda s: bgio_round(flat_port, s, goal),
                        process_cpu(psutil.Process(flat_node.pid)),
                        "the Node server (its file writes' kernel time included)", False)
                add("roadtrip", "Roadtrip (Redis, CAS, one POST per move)",
                    lambda s: asyncio.run(roadtrip_round(port, s)), procs.cpu_seconds,
                    GUNICORN_CPU, True)
            if args.mode != "post":
                add("bgio-all", "boardgame.io 0.50.2 in memory, each move pushed to both"
                    " players", lambda s: bgio_round(bgio_port, s, goal, "all"), bgio_cpu,
                    "the Node server", False)
                if persisted:
                    add("bgio-redis-all", "boardgame.io 0.50.2 on Redis (CAS), each move"
                        " pushed to both players",
                        lambda s: bgio_round(redis_port_bgio, s, goal, "all"), redis_cpu,
                        "the Node server + its redis-server", False)
                if old:
                    add("bgio-old-all", "boardgame.io as benched before issue 42 (300 km"
                        " race, development mode, not warmed up)",
                        lambda s: bgio_round(old_port, s, OLD_GOAL, "all", production=False),
                        process_cpu(psutil.Process(old_node.pid)), "the Node server", False,
                        warm=False)
                add("roadtrip-stream", "Roadtrip over /events, each move pushed to both"
                    " players", lambda s: streamed(port, s), procs.cpu_seconds,
                    GUNICORN_CPU, True)
                for name, module, label in () if args.no_floor else FLOORS:
                    floor_port, floor = servers.enter_context(
                        floor_server(redis_port, module, floor_km))
                    add(name, label, lambda s, at=floor_port: streamed(at, s),
                        floor.cpu_seconds, GUNICORN_CPU, True)
            for peer in (p for p in peers if p.warm):
                # not counted: imports, scripts, connections, Node's JIT; on a loaded
                # machine one round may make few moves, so it goes on to --warmup-moves
                moves = 0
                for _ in range(5):
                    moves += peer.play(args.warmup)[0]
                    if moves >= args.warmup_moves:
                        break
                print(f"warm-up {peer.name:16s} {moves} moves")
            for n in range(args.rounds):
                for peer in peers:
                    ours = samples is not None and peer.name.startswith("roadtrip")
                    if ours:
                        toggle_samplers(procs)
                    print(f"round {n + 1} {peer.round(args.seconds)}")
                    if ours:
                        assert samples is not None
                        toggle_samplers(procs)
                        time.sleep(0.5)  # the workers write their samples on the signal
                        for name in os.listdir(samples):  # one file per worker and round
                            os.replace(os.path.join(samples, name),
                                       os.path.join(samples, f"{peer.name}@{n}@{name}"))
            if samples:
                for name in {p.name for p in peers if p.name.startswith("roadtrip")}:
                    files = [os.path.join(samples, f) for f in os.listdir(samples)
                             if f.split("@")[0] == name]
                    print(f"{name}, the workers' samples:\n{report(files)}")
    finally:
        shutil.rmtree(flat_dir, ignore_errors=True)
        if samples:
            shutil.rmtree(samples, ignore_errors=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    by = {peer.name: peer for peer in peers}
    for mode, baseline in (("post", by.get("bgio")), ("stream", by.get("bgio-all"))):
        rows = [p for p in peers if p.name.endswith(("-all", "-stream")) == (mode == "stream")]
        if not rows:
            continue
        print(f"{mode}: server CPU per move at equal game length ({target:.0f} moves a game"
              f" aimed at), all rounds")
        print(f"  {'peer':16s} {'server CPU':>10s}  {'x bgio':>5s}  {'load gen.':>10s}"
              f"  {'moves/s':>8s}  {'p50':>6s} {'p99':>7s}     {'moves a game (games)'}")
        for peer in rows:
            print(peer.summary(baseline))
        print("  server CPU counts: " + "; ".join(f"{p.name}: {p.counted}" for p in rows))
        print("  load generator CPU: " + "; ".join(sorted({p.client for p in rows})))
    goals = []
    if "roadtrip" in by:
        goals += [judged("POST only: Roadtrip moves/s / boardgame.io in-memory moves/s",
                         ratio(by["roadtrip"].rate, by["bgio"].rate), 1.0, at_most=False, unit="x"),
                  judged("POST only: Roadtrip move round-trip p99 / boardgame.io in-memory p99",
                         ratio(by["roadtrip"].p99, by["bgio"].p99), 1.0, at_most=True, unit="x")]
    if "roadtrip-stream" in by:
        ours, theirs = by["roadtrip-stream"], by["bgio-all"]
        goals += [judged("streaming: Roadtrip server CPU per move (gunicorn + Redis)"
                         " / boardgame.io in memory's (its Node server)",
                         ratio(ours.cpu_per_move, theirs.cpu_per_move), 1.5, at_most=True,
                         unit="x")]
        if "flask-stream" in by:
            flask_floor = ratio(ours.cpu_per_move, by["flask-stream"].cpu_per_move)
            goals.append(judged("streaming: Roadtrip server CPU per move / the stack and"
                                " Flask floor's", flask_floor, 1.3, at_most=True, unit="x"))
        goals += [judged("streaming: Roadtrip moves/s / boardgame.io in memory's",
                         ratio(ours.rate, theirs.rate), 1.0, at_most=False, unit="x"),
                  judged("streaming: Roadtrip p99 / boardgame.io in memory's p99",
                         ratio(ours.p99, theirs.p99), 1.0, at_most=True, unit="x"),
                  judged("streaming: Roadtrip errors", sum(ours.errors.values()), 0,
                         at_most=True, digits=0)]
        if "bgio-redis-all" in by:
            print(f"streaming, against boardgame.io persisted on Redis: server CPU per move"
                  f" {ratio(ours.cpu_per_move, by['bgio-redis-all'].cpu_per_move):.2f}x, moves/s"
                  f" {ratio(ours.rate, by['bgio-redis-all'].rate):.2f}x")
        if "flask-stream" in by:
            floor, flask = by["floor-stream"], by["flask-stream"]
            print(f"the stack alone: {ratio(floor.cpu_per_move, theirs.cpu_per_move):.2f}x"
                  f" boardgame.io's server CPU per move; Flask adds"
                  f" {(flask.cpu_per_move - floor.cpu_per_move) * 1000:.3f} ms a move,"
                  f" Roadtrip's own code (its hooks, service, store, hub and rules)"
                  f" {(ours.cpu_per_move - flask.cpu_per_move) * 1000:.3f} ms more")
    lengths = {p.name: p.mean_length for p in peers if p.games}
    # a game begun and finished inside a round: the short ones are over-represented
    print("moves a game begun and finished inside a round (the short ones over-represented): "
          + ", ".join(f"{name} {mean:.1f}" for name, mean in lengths.items()))
    if "bgio-old-all" in by and "roadtrip-stream" in by:
        before = by["bgio-old-all"]
        print(f"as benched before issue 42, boardgame.io spent {before.cpu_per_move * 1000:.3f}"
              f" ms of server CPU a move ({before.mean_length:.0f}-move games): Roadtrip's"
              f" server CPU per move was {ratio(ours.cpu_per_move, before.cpu_per_move):.2f}x"
              f" its, against {ratio(ours.cpu_per_move, theirs.cpu_per_move):.2f}x at equal"
              f" game length, warmed up, in production mode")
    print_goals(goals)
    if "bgio-flat" in by:
        print(f"against FlatFile: moves/s {ratio(by['roadtrip'].rate, by['bgio-flat'].rate):.2f}x,"
              f" p99 {ratio(by['roadtrip'].p99, by['bgio-flat'].p99):.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
