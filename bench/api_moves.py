"""Moves per second through the real API against a bare Flask endpoint, in one run.

Both run under the same gunicorn settings (gevent workers, no control socket)
on free loopback ports over one private ``redis-server`` started here, and are
driven by the same load: ``--clients`` threads with keep-alive connections,
each playing its own 4-player Driving Me Crazy! games, one *move cycle* at a
time:

1. ``GET  /games/{id}``             who is pending (the view)
2. ``GET  /games/{id}/legal-moves`` that seat's legal moves
3. ``POST /games/{id}/moves``       one of them, with ``If-Match``

The bare app answers the same three requests with the same Redis traffic as
the real one (read the game hash; for the move, read it and commit with a
compare-and-set Lua script that writes the state and appends a log entry) but
with no rules, views or auth: it is the floor the real app is measured
against, on the same machine in the same minute.

Then, in-process (Flask test client, same Redis), the CPU time the API
process spends per move cycle is measured for both apps (a figure that moves
far less with a shared machine's load than wall-clock rates), and one whole
4-player game is
played to its end to count Redis round trips per move (socket writes of the
redis client during ``POST /moves``: a pipeline is one) and Redis commands
per move (``INFO commandstats`` deltas, commands run inside the Lua script
included), and to measure the bytes the finished game keeps in Redis.

    python bench/api_moves.py [--moves 2000] [--clients 8] [--workers 2]

Goals: real >= 0.6x the bare endpoint's move cycles/s; POST /moves p99 <= 15 ms
at 8 clients; <= 2 round trips per move; <= 4 KB state and <= 32 KB state plus
log for a finished 4-player game.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

REDIS_SERVER = "/usr/bin/redis-server" if os.path.exists("/usr/bin/redis-server") \
    else (shutil.which("redis-server") or "redis-server")
GAME = "driving-me-crazy"
PLAYERS = 4

# -- the bare endpoint: the same Redis traffic as a move, nothing else ----------------

BARE_COMMIT = """
local current = redis.call('HGET', KEYS[1], 'version')
if current ~= ARGV[1] then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'events') or '0') + 1
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'state', ARGV[3], 'events', last)
redis.call('XADD', KEYS[2], last .. '-' .. ARGV[2], 'p', ARGV[4])
redis.call('EXPIRE', KEYS[1], 604800)
redis.call('EXPIRE', KEYS[2], 604800)
return 1
"""


def bare_app() -> Any:
    """A Flask app answering view, legal-moves and move with a move's Redis traffic."""
    import redis
    from flask import Flask, Response, request

    app = Flask("bare")
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    commit = client.register_script(BARE_COMMIT)
    app.extensions["bare_redis"] = client

    def key(game_id: str) -> str:
        return f"bare:{{{game_id}}}:game"

    def read(game_id: str) -> tuple[Any, ...]:
        meta, state, version, events = client.hmget(key(game_id),
                                                     ["meta", "state", "version", "events"])
        return json.loads(meta), zlib.decompress(state), int(version), int(events or 0)

    def answer(data: Any, status: int = 200) -> Response:
        return Response(json.dumps(data), status=status, mimetype="application/json")

    @app.get("/healthz")
    def health() -> Response:
        return answer({"status": "ok"})

    @app.post("/bare/games")
    def create() -> Response:
        body = request.get_json()
        game_id = body["id"]
        client.delete(key(game_id), f"bare:{{{game_id}}}:log")
        client.hset(key(game_id), mapping={
            "meta": json.dumps({"seats": PLAYERS}), "version": 1, "events": 0,
            "state": zlib.compress(json.dumps(body["state"]).encode(), 9)})
        return answer({"id": game_id}, 201)

    @app.get("/bare/games/<game_id>")
    def view(game_id: str) -> Response:
        meta, state, version, _ = read(game_id)
        return answer({"version": version, "pending": [version % meta["seats"]],
                       "status": "active", "bytes": len(state)})

    @app.get("/bare/games/<game_id>/legal-moves")
    def legal(game_id: str) -> Response:
        _, _, version, _ = read(game_id)
        return answer({"version": version, "moves": [{"type": "discard", "card": "km50"}]})

    @app.post("/bare/games/<game_id>/moves")
    def move(game_id: str) -> Response:
        body = request.get_json()
        expected = int(request.headers.get("If-Match", "0").strip('"'))
        _, state, version, events = read(game_id)
        if version != expected:
            return answer({"code": "version_conflict"}, 409)
        entry = zlib.compress(json.dumps({"f": events + 1, "m": [[0, body]],
                                          "e": [body]}).encode(), 9)
        # parse and re-serialise the state, as a move does, minus the rules
        blob = zlib.compress(json.dumps(json.loads(state), separators=(",", ":")).encode(), 9)
        if not commit(keys=[key(game_id), f"bare:{{{game_id}}}:log"],
                      args=[str(version), str(version + 1), blob, entry]):
            return answer({"code": "version_conflict"}, 409)
        return answer({"version": version + 1, "events": [{"index": events + 1,
                                                           "event": body}]})

    return app


# -- processes ------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], what: str, path: str = "/") -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", path)
            conn.getresponse().read()
            conn.close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not start on port {port}")


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


@contextmanager
def private_redis() -> Iterator[int]:
    """A redis-server of this run alone (no persistence), removed afterwards."""
    port = free_port()
    workdir = tempfile.mkdtemp(prefix="roadtrip-bench-redis-")
    proc = subprocess.Popen(
        [REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--dir", workdir,
         "--save", "", "--appendonly", "no", "--daemonize", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import redis

        client = redis.Redis(port=port)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("the private redis-server did not start") from None
                time.sleep(0.05)
        client.close()
        yield port
    finally:
        stop(proc)
        shutil.rmtree(workdir, ignore_errors=True)


@contextmanager
def gunicorn(app_spec: str, redis_port: int, workers: int, worker_class: str,
             health: str) -> Iterator[int]:
    """The app under gunicorn on a free loopback port, stopped afterwards."""
    port = free_port()
    env = dict(os.environ, RATE_LIMITS="off", CHOSEN_SEEDS="any",
               REDIS_URL=f"redis://127.0.0.1:{redis_port}/0", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--no-control-socket", "-k", worker_class,
         "-w", str(workers), "--bind", f"127.0.0.1:{port}", "--chdir", str(ROOT),
         "--keep-alive", "30", "--log-level", "warning", app_spec],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_port(port, proc, app_spec, health)
        yield port
    finally:
        stop(proc)
        if proc.stderr is not None:
            errors = proc.stderr.read().decode(errors="replace")
            proc.stderr.close()
            if "Traceback" in errors:
                print(errors[-3000:], file=sys.stderr)


# -- the load -------------------------------------------------------------------------


@dataclass
class Timings:
    """Latencies (seconds) by request kind, and counts."""

    by_kind: dict[str, list[float]] = field(default_factory=dict)
    statuses: Counter[int] = field(default_factory=Counter)
    cycles: int = 0
    games: int = 0

    def add(self, kind: str, seconds: float, status: int) -> None:
        self.by_kind.setdefault(kind, []).append(seconds)
        self.statuses[status] += 1

    def merge(self, other: Timings) -> None:
        for kind, values in other.by_kind.items():
            self.by_kind.setdefault(kind, []).extend(values)
        self.statuses.update(other.statuses)
        self.cycles += other.cycles
        self.games += other.games


class Client:
    """One keep-alive HTTP connection playing games one move cycle at a time."""

    def __init__(self, port: int, bare: bool, seed: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.bare = bare
        self.seed = seed
        self.game_id = ""
        self.tokens: dict[int, str] = {}
        self.timings = Timings()

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None, kind: str | None = None,
                ) -> tuple[int, Any, dict[str, str]]:
        payload = None if body is None else json.dumps(body)
        sent = dict(headers or {})
        if payload is not None:
            sent["Content-Type"] = "application/json"
        started = time.perf_counter()
        self.conn.request(method, path, body=payload, headers=sent)
        response = self.conn.getresponse()
        data = response.read()
        elapsed = time.perf_counter() - started
        if kind is not None:
            self.timings.add(kind, elapsed, response.status)
        parsed = json.loads(data) if data else None
        return response.status, parsed, dict(response.getheaders())

    def new_game(self) -> None:
        self.seed += 1
        self.timings.games += 1
        if self.bare:
            from core import Config, get_game

            game = get_game(GAME)
            state = game.to_json(game.new(Config(players=PLAYERS), self.seed))
            self.game_id = f"g{self.seed}"
            status, _, _ = self.request("POST", "/bare/games",
                                        {"id": self.game_id, "state": state})
            assert status == 201
            self.tokens = {seat: "t" for seat in range(PLAYERS)}
            return
        status, created, _ = self.request("POST", "/api/v1/games", {
            "game": GAME, "players": PLAYERS, "seed": self.seed})
        assert status == 201, created
        self.game_id = created["id"]
        self.tokens = {}
        for n in range(PLAYERS):
            status, joined, _ = self.request("POST", f"/api/v1/games/{self.game_id}/players",
                                             {"name": f"P{n}"})
            assert status == 201, joined
            self.tokens[joined["seat"]] = joined["token"]

    def cycle(self, pick: int) -> None:
        """One move cycle: view, legal moves of a pending seat, post one of them."""
        base = "/bare/games" if self.bare else "/api/v1/games"
        if not self.game_id:
            self.new_game()
        status, view, _ = self.request("GET", f"{base}/{self.game_id}", kind="view")
        assert status == 200, view
        if view["status"] != "active":
            self.new_game()
            return self.cycle(pick)
        seat = view["pending"][pick % len(view["pending"])]
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        status, legal, _ = self.request("GET", f"{base}/{self.game_id}/legal-moves",
                                        headers=auth, kind="legal")
        assert status == 200, legal
        move = legal["moves"][pick % len(legal["moves"])]
        status, answer, _ = self.request(
            "POST", f"{base}/{self.game_id}/moves", move,
            headers={**auth, "If-Match": f'"{legal["version"]}"'}, kind="move")
        assert status == 200, answer
        self.timings.cycles += 1
        return None

    def close(self) -> None:
        self.conn.close()


def drive(port: int, bare: bool, clients: int, moves: int, seed: int) -> tuple[Timings, float]:
    """Play ``moves`` move cycles split over ``clients`` threads; return timings, seconds."""
    workers = [Client(port, bare, seed * 1000 + i * 100) for i in range(clients)]
    for worker in workers:
        worker.new_game()  # set-up is not measured
    for worker in workers:
        worker.timings = Timings()
    barrier = threading.Barrier(clients + 1)
    errors: list[BaseException] = []

    def run(worker: Client, count: int) -> None:
        barrier.wait()
        try:
            for i in range(count):
                worker.cycle(worker.seed * 7 + i * 13)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    share = [moves // clients + (1 if i < moves % clients else 0) for i in range(clients)]
    threads = [threading.Thread(target=run, args=(w, n)) for w, n in zip(workers, share,
                                                                            strict=True)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - started
    total = Timings()
    for worker in workers:
        total.merge(worker.timings)
        worker.close()
    if errors:
        raise errors[0]
    return total, seconds


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def report(name: str, timings: Timings, seconds: float) -> dict[str, float]:
    requests = sum(len(v) for v in timings.by_kind.values())
    moves = timings.by_kind.get("move", [])
    line = {
        "cycles_s": timings.cycles / seconds,
        "req_s": requests / seconds,
        "move_p50_ms": percentile(moves, 0.50) * 1000,
        "move_p99_ms": percentile(moves, 0.99) * 1000,
        "all_p50_ms": percentile([x for v in timings.by_kind.values() for x in v], 0.5) * 1000,
        "all_p99_ms": percentile([x for v in timings.by_kind.values() for x in v], 0.99) * 1000,
    }
    print(f"{name:5s} {timings.cycles:6d} moves in {seconds:6.2f} s: "
          f"{line['cycles_s']:7.1f} moves/s, {line['req_s']:7.1f} req/s; "
          f"POST move p50 {line['move_p50_ms']:5.2f} ms p99 {line['move_p99_ms']:6.2f} ms; "
          f"all requests p50 {line['all_p50_ms']:5.2f} ms p99 {line['all_p99_ms']:6.2f} ms; "
          f"statuses {dict(timings.statuses)}; games started {timings.games}")
    for kind in ("view", "legal", "move"):
        values = timings.by_kind.get(kind, [])
        if values:
            print(f"        {kind:5s} p50 {percentile(values, 0.5) * 1000:6.2f} ms"
                  f"  p90 {percentile(values, 0.9) * 1000:6.2f} ms"
                  f"  p99 {percentile(values, 0.99) * 1000:6.2f} ms"
                  f"  mean {statistics.fmean(values) * 1000:6.2f} ms")
    return line


# -- in-process: CPU per move cycle, round trips, commands and bytes ------------------------


def cpu_per_cycle(redis_port: int, bare: bool, cycles: int, seed: int) -> float:
    """Return the API process's CPU seconds per move cycle (Flask test client, one thread).

    CPU time of this process only (Redis's work is the same for both apps), so
    the ratio between the two apps hardly moves with the machine's load.
    """
    url = f"redis://127.0.0.1:{redis_port}/0"
    if bare:
        os.environ["REDIS_URL"] = url
        app = bare_app()
    else:
        from api import create_app

        app = create_app({"TESTING": True, "REDIS_URL": url, "RATE_LIMITS": "off",
                          "CHOSEN_SEEDS": "any"})
    client = app.test_client()
    base = "/bare/games" if bare else "/api/v1/games"
    from core import Config, get_game

    def new_game(n: int) -> tuple[str, dict[int, str]]:
        if bare:
            game = get_game(GAME)
            state = game.to_json(game.new(Config(players=PLAYERS), seed + n))
            client.post("/bare/games", json={"id": f"cpu{seed + n}", "state": state})
            return f"cpu{seed + n}", {s: "t" for s in range(PLAYERS)}
        created = client.post(base, json={"game": GAME, "players": PLAYERS,
                                          "seed": seed + n}).get_json()
        tokens = {}
        for k in range(PLAYERS):
            joined = client.post(f"{base}/{created['id']}/players",
                                 json={"name": f"P{k}"}).get_json()
            tokens[joined["seat"]] = joined["token"]
        return created["id"], tokens

    game_id, tokens = new_game(0)
    spent = 0.0
    done = 0
    while done < cycles:
        started = time.process_time()
        view = client.get(f"{base}/{game_id}").get_json()
        if view["status"] != "active":
            game_id, tokens = new_game(done + 1)
            continue
        seat = view["pending"][0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = client.get(f"{base}/{game_id}/legal-moves", headers=auth).get_json()
        move = legal["moves"][done % len(legal["moves"])]
        answer = client.post(f"{base}/{game_id}/moves", json=move,
                             headers={**auth, "If-Match": f'"{legal["version"]}"'})
        spent += time.process_time() - started
        assert answer.status_code == 200, answer.get_json()
        done += 1
    if bare:
        app.extensions["bare_redis"].close()
    else:
        store = app.extensions["roadtrip"].store
        store.client.close()
        store.blocking.close()
    return spent / cycles


def whole_game(redis_port: int, seed: int) -> dict[str, Any]:
    """Play one 4-player game to its end in-process; count round trips, commands, bytes."""
    import redis
    from redis.connection import Connection

    from api import create_app
    from api.store import game_key, log_key
    from core.rng import Rng

    url = f"redis://127.0.0.1:{redis_port}/0"
    app = create_app({"TESTING": True, "REDIS_URL": url, "RATE_LIMITS": "off",
                          "CHOSEN_SEEDS": "any"})
    admin = redis.Redis.from_url(url)
    counting = {"on": False, "sends": 0}
    original = Connection.send_packed_command

    def counted(self: Any, command: Any, check_health: bool = True) -> None:
        if counting["on"]:
            counting["sends"] += 1
        original(self, command, check_health)

    Connection.send_packed_command = counted  # type: ignore[method-assign]
    try:
        client = app.test_client()
        created = client.post("/api/v1/games", json={"game": GAME, "players": PLAYERS,
                                                     "seed": seed}).get_json()
        game_id = created["id"]
        tokens = {}
        for n in range(PLAYERS):
            joined = client.post(f"/api/v1/games/{game_id}/players",
                                 json={"name": f"P{n}"}).get_json()
            tokens[joined["seat"]] = joined["token"]
        rng = Rng(seed)
        moves = 0
        commands: Counter[str] = Counter()
        largest_state = 0
        while True:
            view = client.get(f"/api/v1/games/{game_id}").get_json()
            if view["status"] != "active":
                break
            seat = view["pending"][rng.randbelow(len(view["pending"]))]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth).get_json()
            move = legal["moves"][rng.randbelow(len(legal["moves"]))]
            before = admin.info("commandstats")
            counting["on"] = True
            answer = client.post(f"/api/v1/games/{game_id}/moves", json=move, headers=auth)
            counting["on"] = False
            after = admin.info("commandstats")
            assert answer.status_code == 200, answer.get_json()
            for name, stats in after.items():
                delta = stats["calls"] - before.get(name, {}).get("calls", 0)
                if delta and name != "cmdstat_info":
                    commands[name.removeprefix("cmdstat_")] += delta
            largest_state = max(largest_state, admin.hstrlen(game_key(game_id), "state"))
            moves += 1
        state_blob = admin.hget(game_key(game_id), "state") or b""
        state_json = zlib.decompress(state_blob)
        log_payload = sum(len(fields[b"p"]) for _, fields in admin.xrange(log_key(game_id)))
        result = {
            "moves": moves,
            "round_trips_per_move": counting["sends"] / moves,
            "commands_per_move": {k: v / moves for k, v in sorted(commands.items())},
            "state_bytes": len(state_blob),
            "state_json_bytes": len(state_json),
            "largest_state_bytes": largest_state,
            "game_hash_memory": admin.memory_usage(game_key(game_id), samples=0),
            "game_hash_dump": len(admin.dump(game_key(game_id)) or b""),
            "log_payload_bytes": log_payload,
            "log_memory": admin.memory_usage(log_key(game_id), samples=0),
            "log_dump": len(admin.dump(log_key(game_id)) or b""),
            "log_entries": admin.xlen(log_key(game_id)),
        }
    finally:
        Connection.send_packed_command = original  # type: ignore[method-assign]
        admin.close()
        store = app.extensions["roadtrip"].store
        store.client.close()
        store.blocking.close()
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=2000, help="move cycles per server")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--worker-class", default="gevent")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=4, help="turns each server takes")
    args = parser.parse_args()
    print(f"api_moves: {args.clients} clients, {args.moves} move cycles per server,"
          f" {args.rounds} rounds, gunicorn -k {args.worker_class} -w {args.workers},"
          f" CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.2f},"
          f" {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    with private_redis() as redis_port, \
            gunicorn("bench.api_moves:bare_app()", redis_port, args.workers,
                     args.worker_class, "/healthz") as bare_port, \
            gunicorn("api:create_app()", redis_port, args.workers, args.worker_class,
                     "/healthz") as real_port:
        ports = {"bare": (bare_port, True), "real": (real_port, False)}
        for port, bare in ports.values():  # warm-up: imports, scripts, connections
            drive(port, bare, args.clients, max(args.moves // 10, args.clients), args.seed)
        # the two take turns, so drift of a shared machine hits both alike
        totals = {name: (Timings(), [0.0]) for name in ports}
        per_round: list[float] = []
        for round_no in range(args.rounds):
            share = args.moves // args.rounds + (1 if round_no < args.moves % args.rounds else 0)
            rates = {}
            for name, (port, bare) in ports.items():
                timings, seconds = drive(port, bare, args.clients, share,
                                         args.seed + round_no + 1)
                totals[name][0].merge(timings)
                totals[name][1][0] += seconds
                rates[name] = timings.cycles / seconds
            per_round.append(rates["real"] / rates["bare"])
        results = {name: report(name, timings, seconds[0])
                   for name, (timings, seconds) in totals.items()}
        print(f"load average after the load: {os.getloadavg()[0]:.2f}")
        ratio = results["real"]["cycles_s"] / results["bare"]["cycles_s"]
        print("ratio real/bare per round: " + ", ".join(f"{r:.2f}" for r in per_round)
              + f" (median {statistics.median(per_round):.2f})")
        print(f"ratio real/bare moves/s: {ratio:.2f}x (goal >= 0.6x);"
              f" POST move p99 {results['real']['move_p99_ms']:.2f} ms (goal <= 15 ms)")
        cpu = {name: cpu_per_cycle(redis_port, name == "bare", 400, args.seed)
               for name in ("bare", "real")}
        print(f"CPU of the API process per move cycle (in-process, 400 cycles): bare"
              f" {cpu['bare'] * 1000:.2f} ms, real {cpu['real'] * 1000:.2f} ms;"
              f" so a CPU-bound real app can do {cpu['bare'] / cpu['real']:.2f}x the bare"
              " one's moves/s")
        game = whole_game(redis_port, args.seed)
        print(f"one whole {PLAYERS}-player {GAME} game: {game['moves']} moves,"
              f" {game['round_trips_per_move']:.2f} Redis round trips per move (goal <= 2)")
        print("  Redis commands per move (Lua script's own commands included): "
              + ", ".join(f"{k} {v:.2f}" for k, v in game["commands_per_move"].items()))
        print(f"  state: {game['state_bytes']} B stored (zlib of {game['state_json_bytes']} B"
              f" JSON; largest during the game {game['largest_state_bytes']} B); game hash"
              f" {game['game_hash_memory']} B in memory, {game['game_hash_dump']} B dumped"
              f" (goal <= 4 KB)")
        print(f"  log: {game['log_entries']} entries, {game['log_payload_bytes']} B payload,"
              f" {game['log_memory']} B in memory, {game['log_dump']} B dumped;"
              f" game hash + log in memory {game['game_hash_memory'] + game['log_memory']} B"
              f" (goal <= 32 KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
