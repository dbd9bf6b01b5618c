"""The load client of ``bench/api_moves.py``: threads of keep-alive connections.

Each :class:`Client` plays its own 4-player Driving Me Crazy! games, one *move
cycle* at a time (the view, that seat's legal moves, one of them posted with
``If-Match``), against the real API or the bare endpoint; :func:`drive` runs
``--clients`` of them at once and :func:`report` prints their latencies.
"""

from __future__ import annotations

import http.client
import json
import statistics
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

GAME = "driving-me-crazy"
PLAYERS = 4


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
