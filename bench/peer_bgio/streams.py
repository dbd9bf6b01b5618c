"""Roadtrip's side of the streaming comparison: two phones per game, as the web app plays.

Each phone of a 2-player Driving Me Crazy! game holds one event stream
(``GET /events?include=view,legal_moves``), which pushes every move to both
players with their new view and legal moves; the phone the pushed view asks
to decide sends one ``POST /moves?include=view,legal_moves`` at once (with
``If-Match`` and an ``Idempotency-Key``; a phone still asked to decide by the
POST's answer moves again from it, as ``web/js/live.js`` does).  A move's
round trip ends when *both* phones have had it pushed (the first pushed view
of its version or a later one on each stream), which is what boardgame.io's
side measures in its ``all`` mode: its socket transport pushes every move to
every player of the match.
"""

from __future__ import annotations

import asyncio
import bisect
import random
import time
import uuid
from collections import Counter
from typing import Any

from bench.live_common import Conn, HttpError, open_stream

PLAYERS = 2


class Table:
    """One game's phones and what they saw."""

    def __init__(self) -> None:
        #: per phone (seat): (version, received) of every pushed view, in order
        self.pushed: dict[int, list[tuple[int, float]]] = {}
        #: (new version, POST sent) of every move
        self.moves: list[tuple[int, float]] = []
        self.over = asyncio.Event()
        #: the version of the first view pushed (before any move) and of the finished one
        self.first: int | None = None
        self.final: int | None = None

    def length(self) -> int | None:
        """The moves the game took, if it finished (a move makes one version)."""
        if self.first is None or self.final is None:
            return None
        return self.final - self.first

    def round_trips(self) -> list[float]:
        """Each move's time from its POST to its push having reached every phone."""
        out = []
        views = {seat: ([v for v, _ in seen], [t for _, t in seen])
                 for seat, seen in self.pushed.items()}
        for version, sent in self.moves:
            reached = []
            for versions, times in views.values():
                at = bisect.bisect_left(versions, version)
                if at == len(versions):
                    break  # the round ended before this phone had it
                reached.append(times[at])
            else:
                if reached:
                    out.append(max(reached) - sent)
        return out


async def phone(port: int, table: Table, game_id: str, token: str, seat: int,
                stop_at: float, statuses: Counter[str], rng: random.Random) -> None:
    """One phone: its stream, and a POST whenever a pushed view asks it to decide."""
    auth = {"Authorization": f"Bearer {token}"}
    stream, posts = Conn(port), Conn(port)
    seen = table.pushed.setdefault(seat, [])
    acted = [0]  # the version this phone last moved at (a POST answer and a push may both ask)
    # the newest view this phone has, pushed or answered: a push that lands while the phone
    # waits for its own POST's answer is not lost (as web/js/live.js keeps the newest view)
    newest: list[Any] = [{"version": -1}, []]
    deciding: asyncio.Task[None] | None = None

    def take(view: dict[str, Any], moves: list[dict[str, Any]]) -> None:
        if view["version"] > newest[0]["version"]:
            newest[:] = [view, moves]

    async def decide() -> None:
        while True:
            view, moves = newest
            if not (moves and view["status"] == "active" and seat in view["pending"]
                    and view["version"] > acted[0] and time.monotonic() < stop_at):
                return
            acted[0] = view["version"]
            headers = {**auth, "Idempotency-Key": uuid.uuid4().hex,
                       "If-Match": f'"{view["version"]}"'}
            sent = time.monotonic()
            status, answer = await posts.request(
                "POST", f"/api/v1/games/{game_id}/moves?include=view,legal_moves",
                rng.choice(moves), headers)
            if status != 200:
                statuses[f"POST {status}"] += 1
                continue  # a newer pushed view may ask again
            table.moves.append((answer["version"], sent))
            take(answer["view"], answer["legal_moves"])

    try:
        async for event, data in open_stream(
                stream, f"/api/v1/games/{game_id}/events?include=view,legal_moves",
                headers=auth):
            if event == "view":
                view = data["view"]
                seen.append((view["version"], time.monotonic()))
                take(view, data["legal_moves"])
                if table.first is None:
                    table.first = view["version"]
                if view["status"] != "active":
                    table.final = view["version"]
                    table.over.set()
                elif deciding is None or deciding.done():
                    deciding = asyncio.create_task(decide())
            elif event in ("end", "gone"):
                table.over.set()
                break
            if time.monotonic() >= stop_at:
                break
    except (HttpError, ConnectionError, asyncio.IncompleteReadError, OSError) as exc:
        statuses[type(exc).__name__] += 1
    finally:
        try:
            if deciding is not None:
                deciding.cancel()
                # let it end before its connection closes: one cancelled while it opened
                # the connection would open it after the close, and leave it open
                await asyncio.gather(deciding, return_exceptions=True)
            await posts.close()
            await stream.close()
        finally:  # cancelled again while cleaning up: close what is left, without waiting
            posts.drop()
            stream.drop()


async def table_loop(port: int, stop_at: float, tables: list[Table], statuses: Counter[str],
                     rng: random.Random) -> None:
    """Play games one after the other at one table until ``stop_at``."""
    host = Conn(port)
    try:
        while time.monotonic() < stop_at:
            _, created = await host.request("POST", "/api/v1/games",
                                            {"game": "driving-me-crazy", "players": PLAYERS,
                                             "seed": rng.randrange(2**31)})
            game_id = created["id"]
            tokens = {}
            for name in ("A", "B"):
                _, joined = await host.request("POST", f"/api/v1/games/{game_id}/players",
                                               {"name": name})
                tokens[joined["seat"]] = joined["token"]
            table = Table()
            tables.append(table)
            phones = [asyncio.create_task(phone(port, table, game_id, token, seat, stop_at,
                                                statuses, random.Random(rng.random())))
                      for seat, token in tokens.items()]
            while not table.over.is_set() and time.monotonic() < stop_at:
                await asyncio.sleep(0.05)
            for task in phones:
                task.cancel()
            await asyncio.gather(*phones, return_exceptions=True)
    finally:
        await host.close()


async def stream_round(port: int, games: int, seconds: float, lengths: list[int] | None = None
                       ) -> tuple[int, float, list[float], Counter[str]]:
    """Play ``games`` tables for ``seconds``; return moves, seconds, round trips, errors
    (and add the moves of each game that finished to ``lengths``)."""
    tables: list[Table] = []
    statuses: Counter[str] = Counter()
    started = time.monotonic()
    await asyncio.gather(*[table_loop(port, started + seconds, tables, statuses,
                                      random.Random(n)) for n in range(games)])
    elapsed = time.monotonic() - started
    moves = sum(len(t.moves) for t in tables)
    if lengths is not None:
        lengths += [n for n in (t.length() for t in tables) if n is not None]
    return moves, elapsed, [rtt for t in tables for rtt in t.round_trips()], statuses
