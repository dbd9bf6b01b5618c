"""W idle phones waiting on G games, then one move per game: who gets it, how fast, at what cost.

Against the Procfile's gunicorn line over a private ``redis-server``: ``W``
waiters (half long-poll ``GET /log?after=N&wait=25``, half event streams
``GET /events``) spread over ``G`` started 2-player games, each on its own
connection, all from one asyncio process.  Once every waiter is connected,
one move is posted per game at T0.  The waiters are phones, not copies of one
request: the first two of each game hold its seats (each with its seat's
token), the rest are spectators, and every waiter sends its own ``User-Agent``
and one of the four languages' ``Accept-Language``, as a table's phones do
(``--spectators``: every waiter the same token-less spectator, the bench before
stop 52, which flatters any sharing of identical requests).  Printed: how many waiters got the move,
latency p50/p99/max from T0, errors, gunicorn RSS and file descriptors per
waiter, Redis connections while they wait, and the p99 of an unrelated
client's ``GET /games/{id}`` during the wake-up divided by its p99 on a quiet
server (the same run; that client runs in a process of its own, see
:class:`Probe`).

    python bench/waiters.py [--waiters 2000] [--games 100] [--profile]

``--profile`` samples the gunicorn workers' CPU from T0 until the last
waiter is woken (:mod:`bench.sampling_conf`) and prints the hottest functions.

Background load and pinning (issue 42): ``--burn N`` runs N pinned busy
processes beside the run (:mod:`bench.burner`) and judges the p99 against
the goal at that load (<= 2 s at load 4); ``--workers``, ``--api-cpus``,
``--redis-cpus`` and ``--client-cpus`` as in ``bench/tables.py``;
``--record FILE`` appends each step as one JSON line.  A waiter shed by the
server (``503 overloaded``, ``429``) waits its ``Retry-After`` and asks again
with the version it has, as the web app does; one woken then counts as woken
(its latency from T0), and the bench prints how many were shed, then woken,
apart from those shed and never woken (lost).  The movers do the same.

Goals: 5,000 waiters on one 2-core box, all get the update, p99 <= 1 s, 0
errors, Redis connections independent of W (issue 11), the unrelated GET's
p99 during the wake-up <= 10x its quiet value (issue 28; issue 11 asked 2x),
judged on every GET sent from T0 on and on those sent once every move was
answered (the wake-ups alone), limits on as shipped.  The load generator
shares the machine's cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import multiprocessing
import os
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import orjson
import redis

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from api import DEFAULTS  # noqa: E402
from api.run.collector import settle  # noqa: E402
from bench.burner import burning  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from bench.live_common import (  # noqa: E402
    SHED_STATUSES,
    Conn,
    HttpError,
    add_placement_options,
    exit_on_sigterm,
    open_stream,
    percentile,
    pin_self,
    private_redis,
    procfile_server,
    retry_after,
    toggle_samplers,
)
from bench.sampling_conf import report  # noqa: E402

#: how long a shed request keeps asking again (a waiter: as long as the wake-up is timed)
PATIENCE = 60.0
#: the languages a phone may ask for (the web app's four)
LANGUAGES = ("en", "fr", "de", "es")


def phone_headers(n: int, game_of: int, tokens: dict[int, str], spectators: bool
                  ) -> dict[str, str]:
    """The headers waiter ``n`` sends: its own browser and language, and its seat's token
    when it is one of the first two waiters of its game (``game_of``: waiters a game)."""
    if spectators:
        return {}
    headers = {"User-Agent": f"Mozilla/5.0 (Linux; Android 14; phone {n}) bench-waiter",
               "Accept-Language": f"{LANGUAGES[n % len(LANGUAGES)]};q=0.9"}
    seat = n // game_of
    if seat in tokens:
        headers["Authorization"] = f"Bearer {tokens[seat]}"
    return headers


async def asked(conn: Conn, shed: Counter[str], label: str, method: str, path: str,
                body: Any = None, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """One request as the web app sends it: shed (503/429), it waits the answer's
    ``Retry-After`` and asks again, the same request, for up to :data:`PATIENCE` s."""
    given_up = time.monotonic() + PATIENCE
    status, answer = await conn.request(method, path, body, headers)
    while status in SHED_STATUSES and time.monotonic() < given_up:
        shed[f"{label} {status}"] += 1
        await asyncio.sleep(retry_after(conn.headers))
        status, answer = await conn.request(method, path, body, headers)
    return status, answer


async def started_game(port: int, shed: Counter[str]) -> tuple[str, dict[int, str], int]:
    conn = Conn(port)
    _, created = await asked(conn, shed, "setup create", "POST", "/api/v1/games",
                             {"game": "driving-me-crazy", "players": 2})
    game_id = created["id"]
    tokens = {}
    for name in ("A", "B"):
        _, joined = await asked(conn, shed, "setup join", "POST",
                                f"/api/v1/games/{game_id}/players", {"name": name})
        tokens[joined["seat"]] = joined["token"]
    _, log = await asked(conn, shed, "setup log", "GET", f"/api/v1/games/{game_id}/log")
    await conn.close()
    return game_id, tokens, log["last"]


async def move_once(conn: Conn, game_id: str, tokens: dict[int, str], shed: Counter[str]
                    ) -> int:
    """Make the game's one move; return the first status that is not 200 (else 200).

    Shed (503/429), each request waits its ``Retry-After`` and is sent again (the
    move with its same ``Idempotency-Key``), counted in ``shed``.
    """
    status, view = await asked(conn, shed, "mover GET", "GET", f"/api/v1/games/{game_id}")
    if status != 200:  # counted as a move error, not a crash of the whole step
        return status
    seat = view["pending"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    status, legal = await asked(conn, shed, "mover legal-moves", "GET",
                                f"/api/v1/games/{game_id}/legal-moves", headers=auth)
    if status != 200:
        return status
    status, _ = await asked(conn, shed, "mover POST", "POST", f"/api/v1/games/{game_id}/moves",
                            legal["moves"][0], {**auth, "Idempotency-Key": uuid.uuid4().hex})
    return status


class Waiters:
    """The waiting phones and what they saw."""

    def __init__(self) -> None:
        self.connected = 0
        self.woken: list[float] = []
        self.errors: Counter[str] = Counter()
        #: answers shed (503/429) and asked again with the version the waiter has
        self.shed: Counter[str] = Counter()
        #: waiters shed at least once and woken all the same (by kind)
        self.served_after_shed: Counter[str] = Counter()
        #: waiters shed at least once whom no move reached (by kind)
        self.shed_waiting: set[int] = set()
        self.kinds: dict[int, str] = {}
        self.t0 = 0.0
        self.go = asyncio.Event()

    def woke(self, me: int) -> None:
        """Waiter ``me`` got the move."""
        self.woken.append(time.monotonic())
        if me in self.shed_waiting:
            self.shed_waiting.discard(me)
            self.served_after_shed[self.kinds[me]] += 1

    async def was_shed(self, me: int, kind: str, status: int, wait: float) -> None:
        """Waiter ``me`` was answered 503/429: it waits ``wait`` s (Retry-After) to ask again."""
        self.shed[f"{kind} {status}"] += 1
        self.shed_waiting.add(me)
        self.kinds[me] = kind
        await asyncio.sleep(wait)

    async def long_poll(self, port: int, game_id: str, last: int, me: int,
                        headers: dict[str, str]) -> None:
        conn = Conn(port)
        try:
            await conn.open()
            self.connected += 1
            while True:  # as a phone does: an empty answer (25 s passed) polls again
                await conn.send("GET", f"/api/v1/games/{game_id}/log?after={last}&wait=25",
                                headers=headers)
                status, headers = await conn.head()
                body = await conn.body(headers)
                if status in SHED_STATUSES:  # asked again with the same version: not lost
                    if headers.get("connection", "").lower() == "close":
                        await conn.close()
                    await self.was_shed(me, "long-poll", status, retry_after(headers))
                    continue
                if status != 200:  # with the problem's code: overloaded is not store_unavailable
                    code = orjson.loads(body).get("code", "") if body.startswith(b"{") else ""
                    self.errors[f"long-poll {status} {code}".rstrip()] += 1
                    return
                if b'"index"' in body:
                    self.woke(me)
                    return
        except Exception as exc:  # noqa: BLE001 - counted, not raised
            self.errors[f"long-poll {type(exc).__name__}"] += 1
        finally:
            await conn.close()

    async def stream(self, port: int, game_id: str, last: int, me: int,
                     headers: dict[str, str]) -> None:
        conn = Conn(port)
        try:
            await conn.open()
            while True:
                try:
                    async for event, data in open_stream(
                            conn, f"/api/v1/games/{game_id}/events?after={last}", headers):
                        if event == "log" and data["index"] > last:
                            self.woke(me)
                            return
                    self.errors["stream ended early"] += 1
                    return
                except HttpError as exc:
                    if exc.status not in SHED_STATUSES:
                        raise
                    await conn.close()  # the worker closes a connection it sheds
                    await self.was_shed(me, "stream", exc.status, exc.retry_after or 1.0)
        except Exception as exc:  # noqa: BLE001 - counted, not raised
            said = str(exc)  # "stream answered 404": told apart from a lost connection
            code = said[-3:] if said.startswith("stream answered") else type(exc).__name__
            self.errors[f"stream {code}"] += 1
        finally:
            await conn.close()


async def timed_gets(port: int, game_id: str, stop: asyncio.Event, out: list[float]) -> None:
    conn = Conn(port)
    while not stop.is_set():
        started = time.monotonic()
        status, _ = await conn.request("GET", f"/api/v1/games/{game_id}")
        if status == 200:  # (when it was sent, how long it took): the phase is told apart later
            out.append((started, time.monotonic() - started))
        await asyncio.sleep(0.01)
    await conn.close()


def _probe_main(port: int, game_id: str, pipe: Any, cpus: list[int] | None = None) -> None:
    """The unrelated client's process: GET the game every 10 ms until told to stop."""
    pin_self(cpus)
    async def main() -> list[float]:
        stop, out, loop = asyncio.Event(), [], asyncio.get_running_loop()

        def told() -> None:
            loop.remove_reader(pipe.fileno())  # once: the message stays unread
            stop.set()

        loop.add_reader(pipe.fileno(), told)
        task = asyncio.create_task(timed_gets(port, game_id, stop, out))
        while not out and not task.done():
            await asyncio.sleep(0.005)
        pipe.send("ready")  # its connection is open and answered once
        await task
        return out

    pipe.send(asyncio.run(main()))


class Probe:
    """An unrelated client in a process of its own, timing ``GET /games/{id}``.

    Not a task of the waiters' event loop: there its timings would include
    the loop's own turn through thousands of woken waiters (the load
    generator's queue, not the server's), which is not what a phone at
    another table sees.
    """

    def __init__(self, port: int, game_id: str, cpus: list[int] | None = None) -> None:
        context = multiprocessing.get_context("spawn")
        self.pipe, child = context.Pipe()
        self.process = context.Process(target=_probe_main, args=(port, game_id, child, cpus),
                                       daemon=True)

    async def start(self) -> None:
        """Start the process and return once its first GET is answered."""
        self.process.start()
        while not self.pipe.poll():
            await asyncio.sleep(0.01)
        assert self.pipe.recv() == "ready"

    def stop(self) -> list[tuple[float, float]]:
        """Stop it; return every GET's (monotonic time sent, latency in seconds)."""
        self.pipe.send("stop")
        out: list[tuple[float, float]] = self.pipe.recv()
        self.process.join(10)
        return out


def cpu_split(procs: Any) -> tuple[float, float, float]:
    """User and system CPU seconds of gunicorn's processes, and redis-server's CPU."""
    user = system = 0.0
    for proc in [procs.master, *procs.master.children()]:
        times = proc.cpu_times()
        user, system = user + times.user, system + times.system
    return user, system, procs.redis_cpu_seconds()


async def run(port: int, procs: Any, redis_port: int, waiters: int, games: int,
              profile: bool = False, client_cpus: list[int] | None = None,
              spectators: bool = False) -> dict[str, Any]:
    setup_shed: Counter[str] = Counter()
    made = await asyncio.gather(*[started_game(port, setup_shed) for _ in range(games)])
    probe = Probe(port, made[0][0], client_cpus)
    await probe.start()
    await asyncio.sleep(3)
    quiet = probe.stop()
    rss0, fds0 = procs.rss_bytes(), procs.fds()
    crowd = Waiters()
    tasks = []
    for n in range(waiters):
        game_id, tokens, last = made[n % games]
        kind = crowd.long_poll if n % 2 == 0 else crowd.stream
        headers = phone_headers(n, games, tokens, spectators)
        tasks.append(asyncio.create_task(kind(port, game_id, last, n, headers)))
        if n % 200 == 199:
            await asyncio.sleep(0.05)  # let the accept queue drain
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # until (nearly) every waiter's socket is accepted
        await asyncio.sleep(0.5)
        if procs.fds() - fds0 >= waiters * 0.98:
            break
    await asyncio.sleep(2)
    rss1, fds1 = procs.rss_bytes(), procs.fds()
    info = redis.Redis(port=redis_port)
    redis_clients = int(info.info("clients")["connected_clients"])
    # "independent of W": each worker's pool fills lazily up to its cap, so the bound
    # is workers x (their pool + 1 subscription) + this bench's own connection
    redis_bound = len(procs.master.children()) * (DEFAULTS["REDIS_MAX_CONNECTIONS"] + 1) + 1
    info.close()
    probe = Probe(port, made[-1][0], client_cpus)  # its GETs sent from T0 on: the busy ones
    await probe.start()
    movers = [Conn(port) for _ in made]  # one connection per game: moves in parallel
    for conn in movers:
        await conn.open()
    if profile:
        toggle_samplers(procs)
    cpu0, client0 = cpu_split(procs), time.process_time()
    t0 = time.monotonic()
    mover_shed: Counter[str] = Counter()
    statuses = await asyncio.gather(*[move_once(movers[n], g, tokens, mover_shed)
                                      for n, (g, tokens, _) in enumerate(made)])
    moved = time.monotonic()
    try:
        await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), timeout=60)
    except TimeoutError:  # (a failed move leaves its game's waiters waiting)
        crowd.errors["not woken in 60 s"] += waiters - len(crowd.woken)
    cpu1, client_cpu = cpu_split(procs), time.process_time() - client0
    user, system, redis_cpu = (after - before for after, before in zip(cpu1, cpu0, strict=True))
    if profile:
        toggle_samplers(procs)
    busy = probe.stop()
    for conn in movers:
        await conn.close()
    latencies = [w - t0 for w in crowd.woken]
    return {
        "waiters": waiters, "games": games, "woken": len(latencies),
        "phones": "spectators" if spectators else "seated and spectators, own headers",
        # none woken is not a fast wake-up: no figure misses the goal
        "p50": percentile(latencies, 50) if latencies else math.inf,
        "p99": percentile(latencies, 99) if latencies else math.inf,
        "max": max(latencies, default=0.0), "errors": dict(crowd.errors),
        # shed answers, each asked again after its Retry-After (not errors): by request
        "shed": dict(setup_shed + crowd.shed + mover_shed),
        # waiters shed at least once, then woken all the same / never reached by the move
        "served_after_shed": dict(crowd.served_after_shed),
        "lost_after_shed": len(crowd.shed_waiting),
        "move_errors": sum(1 for s in statuses if s != 200),
        "rss_per_waiter": (rss1 - rss0) / waiters, "fds_per_waiter": (fds1 - fds0) / waiters,
        "redis_clients": redis_clients, "redis_bound": redis_bound, "user": user,
        "system": system, "redis_cpu": redis_cpu,
        "client_cpu": client_cpu,
        "get_p99_quiet": percentile([took for _, took in quiet], 99),
        "get_p99_busy": percentile([took for sent, took in busy if sent >= t0], 99),
        # the busy GETs by phase: sent while the moves' own requests were answered (T0 to
        # the last POST's answer), or after, while only wake-ups ran
        "get_p99_moves": percentile([took for sent, took in busy if t0 <= sent < moved], 99),
        "get_p99_wakes": percentile([took for sent, took in busy if sent >= moved], 99),
        "gets_moves": sum(1 for sent, _ in busy if t0 <= sent < moved),
        "gets_wakes": sum(1 for sent, _ in busy if sent >= moved),
        "moved": moved - t0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--waiters", type=int, nargs="+", default=[1000, 2000])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--profile", action="store_true",
                        help="sample the workers' CPU during each wake-up and print it")
    parser.add_argument("--spectators", action="store_true",
                        help="every waiter the same token-less spectator (the old bench)")
    add_placement_options(parser, "pin redis-server to these cores",
                          "pin the waiters' and the probe's processes to these cores")
    args = parser.parse_args()
    exit_on_sigterm()
    # the server's collector settings (api/run/collector.py): with Python's own, this
    # process's full collections over its thousands of connections stop it for tenths
    # of a second, counted as the server's wake-up latency
    settle()
    pin_self(args.client_cpus)
    samples = tempfile.mkdtemp(prefix="waiters-samples-") if args.profile else None
    env = {"ROADTRIP_SAMPLES_DIR": samples} if samples else None
    config = "python:bench.sampling_conf" if samples else None
    print(f"waiters: CPUs {os.cpu_count()}, load average {os.getloadavg()[0]:.2f},"
          f" {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    rows = []
    with private_redis() as redis_port, \
            procfile_server(redis_port, env, config, workers=args.workers,
                            api_cpus=args.api_cpus, redis_cpus=args.redis_cpus
                            ) as (port, procs), \
            burning(args.burn, args.burn_cpus) as burners:
        print(f"{len(procs.workers())} gunicorn workers; {burners.report()}; waiters:"
              f" {'identical spectators' if args.spectators else 'two seated a game, own headers'}")
        print("waiters  games  woken  p50 s  p99 s  max s  errors  RSS/waiter  fds/waiter"
              "  redis conns  GET p99 busy/quiet")
        for count in args.waiters:
            load_before = os.getloadavg()[0]
            row = asyncio.run(run(port, procs, redis_port, count, args.games, args.profile,
                                  args.client_cpus, args.spectators))
            row["burn"] = args.burn
            rows.append(row)
            ratio = row["get_p99_busy"] / row["get_p99_quiet"] if row["get_p99_quiet"] else 0
            errors = sum(row["errors"].values()) + row["move_errors"]
            shed = sum(v for k, v in row["errors"].items()
                       if any(part in ("429", "503") for part in k.split()))
            print(f"{row['waiters']:7d}  {row['games']:5d}  {row['woken']:5d}  "
                  f"{row['p50']:5.2f}  {row['p99']:5.2f}  {row['max']:5.2f}  {errors:6d}  "
                  f"{row['rss_per_waiter'] / 1024:7.1f} KB  {row['fds_per_waiter']:10.2f}"
                  f"  {row['redis_clients']:11d}  {ratio:5.2f}x "
                  f"({row['get_p99_busy'] * 1000:.0f} / {row['get_p99_quiet'] * 1000:.0f} ms)")
            per = 1000 / max(1, row["woken"])
            print(f"         CPU from T0 to the last waiter woken: gunicorn user"
                  f" {row['user']:.2f} s + system {row['system']:.2f} s"
                  f" ({(row['user'] + row['system']) * per:.2f} ms per waiter),"
                  f" redis-server {row['redis_cpu']:.2f} s,"
                  f" this load generator {row['client_cpu']:.2f} s")
            print(f"         unrelated GET p99 while the {row['games']} moves were answered"
                  f" (0-{row['moved']:.2f} s): {row['get_p99_moves'] * 1000:.0f} ms"
                  f" ({row['gets_moves']} GETs); after, during the wake-ups only:"
                  f" {row['get_p99_wakes'] * 1000:.0f} ms ({row['gets_wakes']} GETs)")
            if row["errors"]:
                print("         errors:", row["errors"], f"(of which shed with 503/429: {shed})")
            if row["shed"]:
                print("         answers shed (503/429), each waited out (Retry-After) and asked"
                      " again:", row["shed"])
                print("         waiters shed, then woken when they asked again:",
                      row["served_after_shed"] or "none", "; shed and never woken (lost):",
                      row["lost_after_shed"])
            print(f"         {burners.report()}")
            if args.record:
                record = {"bench": "waiters",
                          "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                          "workers": len(procs.workers()), "api_cpus": args.api_cpus,
                          "redis_cpus": args.redis_cpus, "client_cpus": args.client_cpus,
                          "burn": args.burn, "burn_cpus": burners.cpus if args.burn else None,
                          "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
                          "shed_answers": shed,
                          **{k: v for k, v in row.items() if not isinstance(v, float)},
                          **{k: round(v, 4) if math.isfinite(v) else None
                             for k, v in row.items() if isinstance(v, float)}}
                with open(args.record, "a", encoding="utf-8") as out:
                    out.write(json.dumps(record) + "\n")
            if samples:
                # the workers write their samples on the signal (a count takes longer)
                time.sleep(5 if os.environ.get("ROADTRIP_COUNT_CALLS") else 1)
                files = [os.path.join(samples, name) for name in os.listdir(samples)]
                print(report(files))
                for path in files:
                    os.remove(path)
    if samples:
        os.rmdir(samples)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    print_goals(verdicts(rows))
    return 0


def verdicts(rows: list[dict[str, Any]]) -> list[str]:
    """Each step's figures against the goals."""
    lines = []
    for row in rows:
        at = f"{row['waiters']} waiters"
        errors = sum(row["errors"].values()) + row["move_errors"]
        ratio = row["get_p99_busy"] / row["get_p99_quiet"] if row["get_p99_quiet"] else 0.0
        lines += [judged(f"{at}, not woken", row["waiters"] - row["woken"], 0, at_most=True,
                         digits=0),
                  judged(f"{at}, p99 from T0", row["p99"], 1.0, at_most=True, unit=" s"),
                  *([judged(f"{at} at load {row['burn']}, p99 from T0", row["p99"], 2.0,
                            at_most=True, unit=" s")] if row.get("burn") else []),
                  judged(f"{at}, errors", errors, 0, at_most=True, digits=0),
                  judged(f"{at}, unrelated GET p99 busy / quiet", ratio, 10.0, at_most=True,
                         unit="x"),
                  # the same, only the GETs sent once every move was answered: what the
                  # wake-ups alone cost a phone at another table (the busy figure also holds
                  # the moment the moves' 3 x G requests arrive together)
                  judged(f"{at}, unrelated GET p99 during the wake-ups only / quiet",
                         row["get_p99_wakes"] / row["get_p99_quiet"] if row["get_p99_quiet"]
                         else 0.0, 10.0, at_most=True, unit="x")]
    lines += [judged(f"{row['waiters']} waiters, Redis connections", row["redis_clients"],
                     row["redis_bound"], at_most=True, digits=0) for row in rows]
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
