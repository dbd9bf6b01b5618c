"""Hundreds of phones waiting on the Procfile's gunicorn: every one is woken, none errs.

Each API process keeps one Redis subscription (``api.hub.hub``) and fans a
commit's announcement out to the requests waiting on that game, so the
number of waiting phones is bounded by sockets, not by Redis connections.
These tests run the Procfile's exact gunicorn line over a real redis-server
and assert delivery and errors, never timing.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from collections.abc import Coroutine, Iterator
from typing import Any, TypeVar

import httpx
import pytest
import redis

from api.store.connection import MAX_CONNECTIONS
from api.store.keys import log_key
from tests.api.cluster import RedisCluster
from tests.api.helpers import auth, create, join_all, listening
from tests.api.log_reads import LogReads
from tests.api.procfile import ProcfileServer, procfile_command

T = TypeVar("T")
WAITERS = 600
#: connections that are neither the pools nor the subscriptions (rate limiter, this test)
LIMITER_SLACK = 16
GAMES = 20
_COMMAND = procfile_command(0)
WORKERS = int(_COMMAND[_COMMAND.index("-w" if "-w" in _COMMAND else "--workers") + 1])


@pytest.fixture()
def procfile_server(redis_url: str) -> Iterator[ProcfileServer]:
    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()
    flusher.close()
    with ProcfileServer({"REDIS_URL": redis_url}) as server:
        yield server


def started_game(http: httpx.Client) -> tuple[str, dict[int, str], int]:
    """A started 2-player game: id, seat tokens, last event index."""
    created = http.post("/api/v1/games", json={"game": "driving-me-crazy", "players": 2})
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]
    tokens = {}
    for name in ("A", "B"):
        joined = http.post(f"/api/v1/games/{game_id}/players", json={"name": name}).json()
        tokens[joined["seat"]] = joined["token"]
    return game_id, tokens, http.get(f"/api/v1/games/{game_id}/log").json()["last"]


def move_once(http: httpx.Client, game_id: str, tokens: dict[int, str]) -> None:
    seat = http.get(f"/api/v1/games/{game_id}").json()["pending"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    moves = http.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth).json()["moves"]
    answer = http.post(f"/api/v1/games/{game_id}/moves", json=moves[0], headers=auth)
    assert answer.status_code == 200, answer.text


async def long_poll(http: httpx.AsyncClient, game_id: str, after: int) -> Any:
    answer = await http.get(f"/api/v1/games/{game_id}/log",
                            params={"after": after, "wait": 25})
    return answer.status_code, answer.json()


async def wait_and_move(bases: list[str], games: list[tuple[str, dict[int, str], int]],
                        redis_url: str | None, waiters: int) -> tuple[list[Any], int]:
    """``waiters`` long-polls spread over games and servers; one move per game; answers."""
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    clients = [httpx.AsyncClient(base_url=base, limits=limits, timeout=60) for base in bases]
    try:
        waiting = [asyncio.create_task(long_poll(clients[n % len(clients)], game_id, last))
                   for n in range(waiters)
                   for game_id, _, last in [games[n % len(games)]]]
        await asyncio.sleep(3)  # let the requests reach the server (a late one still finds it)
        redis_clients = 0
        if redis_url is not None:
            info = redis.Redis.from_url(redis_url)
            redis_clients = int(info.info("clients")["connected_clients"])
            info.close()
        with httpx.Client(base_url=bases[0], timeout=30) as mover:
            for game_id, tokens, _ in games:
                move_once(mover, game_id, tokens)
        return await asyncio.gather(*waiting, return_exceptions=True), redis_clients
    finally:
        for client in clients:
            await client.aclose()


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` to its end on a loop of its own thread.

    ``asyncio.run`` refuses to start in a thread whose loop is running, which is the
    case once the browser tests' (sync) Playwright has started in this process.
    """
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def assert_all_woken(answers: list[Any], games: list[tuple[str, dict[int, str], int]]) -> None:
    errors = [a for a in answers if isinstance(a, BaseException) or a[0] != 200]
    assert errors == []
    for n, (status, body) in enumerate(answers):
        _, _, last = games[n % len(games)]
        assert body["events"][0]["index"] == last + 1, (status, body)


def test_six_hundred_waiting_phones_all_get_the_move_without_an_error(procfile_server,
                                                                        redis_url):
    with httpx.Client(base_url=procfile_server.url, timeout=30) as http:
        games = [started_game(http) for _ in range(GAMES)]
    answers, redis_clients = run_apart(
        wait_and_move([procfile_server.url], games, redis_url, WAITERS))
    assert_all_woken(answers, games)
    # Waiting phones hold no Redis connection: each worker's pool, its one
    # subscription, a few of the rate limiter's and this test's own client,
    # whatever the number of waiters.
    assert redis_clients <= WORKERS * (MAX_CONNECTIONS + 1) + LIMITER_SLACK < WAITERS, \
        redis_clients


def test_on_a_redis_cluster_phones_waiting_on_two_api_processes_all_get_the_move():
    """Each process subscribes once; a commit on any shard reaches both processes' waiters."""
    with RedisCluster(nodes=3) as cluster:
        env = {"REDIS_URL": cluster.url, "REDIS_CLUSTER": "1"}
        with ProcfileServer(env, workers=1) as first, ProcfileServer(env, workers=1) as second:
            with httpx.Client(base_url=first.url, timeout=30) as http:
                games = [started_game(http) for _ in range(9)]
            answers, _ = run_apart(
                wait_and_move([first.url, second.url], games, None, 90))
        assert_all_woken(answers, games)
        # the games were spread over the shards, so announcements came from every node
        assert all(count > 0 for count in cluster.keys_per_node().values())


def test_phones_woken_by_one_move_in_another_process_read_nothing_for_it(
        app, client, redis_url):
    """Twenty phones waiting on one game cost no XRANGE when the move lands.

    The move is made by another process (another app over the same Redis): the
    commit's announcement carries its log entry, so the waiting process reads
    nothing, as the committing process reads nothing for its own waiters
    (``tests/api/test_live_push.py``).  (Before the announcement carried it:
    one read per process, shared by its twenty phones.)

    Only reads of this game's log are counted (Redis's ``MONITOR``), so a
    straggler of an earlier test on the same Redis cannot count here; the move
    waits until every phone's first read (before it sleeps) has run.
    """
    from api import create_app

    mover = create_app({"TESTING": True, "REDIS_URL": redis_url})
    table = Phones(app, client)
    with LogReads(redis_url, log_key(table.game_id)) as reads:
        table.asleep(reads)
        try:
            assert mover.test_client().post(
                f"/api/v1/games/{table.game_id}/moves", json=table.move,
                headers=auth(table.tokens[table.seat])).status_code == 200
        finally:
            mover.extensions["roadtrip"].store.close()
            mover.extensions["roadtrip.limiter"].storage.storage.close()
        table.all_got_the_move()
        assert reads.since() == []
    assert table.hub.waiting() == 0


def test_phones_woken_to_read_again_by_a_new_subscription_share_one_read(
        app, client, redis_url):
    """When the process's subscription comes back (the connection dropped, Redis
    restarted) every waiter reads the log again, since a move announced meanwhile
    was not heard: the twenty phones waiting on one game share one read, and the
    next move reaches them all through the hub."""
    table = Phones(app, client)
    subscriptions = table.hub.subscriptions
    with LogReads(redis_url, log_key(table.game_id)) as reads:
        table.asleep(reads)
        killer = redis.Redis.from_url(redis_url)
        try:
            killer.client_kill_filter(_type="pubsub")
        finally:
            killer.close()
        # the hub subscribes again and sends its waiters to read: one read for all
        assert len(reads.wait_for(1)) == 1
        assert table.hub.subscriptions == subscriptions + 1
        assert client.post(f"/api/v1/games/{table.game_id}/moves", json=table.move,
                           headers=auth(table.tokens[table.seat])).status_code == 200
        table.all_got_the_move()
        assert reads.since() == []


def test_the_procfile_server_keeps_a_phones_idle_connection_open_while_its_player_thinks(
        procfile_server):
    """A phone reuses its connection between moves, seconds apart: the server keeps it
    open longer than that (with gunicorn's 2 s default, 0.2-1% of POSTs met a reset)."""
    import socket
    from urllib.parse import urlsplit

    where = urlsplit(procfile_server.url)
    request = (f"GET /healthz HTTP/1.1\r\nHost: {where.hostname}\r\n\r\n").encode()
    with socket.create_connection((where.hostname, where.port), timeout=30) as phone:
        for _ in range(2):
            phone.sendall(request)
            answer = b""
            while b"\r\n\r\n" not in answer:
                chunk = phone.recv(65536)
                assert chunk, "the server closed the phone's connection"
                answer += chunk
            head, _, body = answer.partition(b"\r\n\r\n")
            head = head.lower()
            assert head.startswith(b"http/1.1 200"), head
            assert b"connection: close" not in head
            length = int(head.split(b"content-length:")[1].split(b"\r\n")[0])
            while len(body) < length:  # the whole answer, so the next one starts clean
                chunk = phone.recv(65536)
                assert chunk, "the server closed the phone's connection"
                body += chunk
            time.sleep(6)  # a player thinking (2-6 s) before the next request


class Phones:
    """Twenty phones long-polling one started game (threads of ``app``'s test client),
    with the move its pending seat will make; the hub listens before they start."""

    def __init__(self, app: Any, client: Any, count: int = 20) -> None:
        self.game_id = create(client, players=2, seed=4)["id"]
        self.tokens = join_all(client, self.game_id, 2)
        self.last = client.get(f"/api/v1/games/{self.game_id}/log").get_json()["last"]
        self.hub = app.extensions["roadtrip"].store.hub
        self.seat = client.get(f"/api/v1/games/{self.game_id}").get_json()["pending"][0]
        self.move = client.get(f"/api/v1/games/{self.game_id}/legal-moves",
                               headers=auth(self.tokens[self.seat])).get_json()["moves"][0]
        self.answers: list[Any] = []
        self.threads = [threading.Thread(target=self._wait, args=(app,))
                        for _ in range(count)]
        listening(self.hub)  # (its first subscription would send the phones to read again)

    def _wait(self, app: Any) -> None:
        with app.test_client() as phone:
            self.answers.append(phone.get(
                f"/api/v1/games/{self.game_id}/log?after={self.last}&wait=25"))

    def asleep(self, reads: LogReads) -> None:
        """Start the phones; return once Redis has run each one's first read."""
        for thread in self.threads:
            thread.start()
        assert len(reads.wait_for(len(self.threads))) == len(self.threads)

    def all_got_the_move(self) -> None:
        """Every phone was answered with the move's entry."""
        for thread in self.threads:
            thread.join(timeout=25)
        assert [a.status_code for a in self.answers] == [200] * len(self.threads)
        assert all(a.get_json()["events"][0]["index"] == self.last + 1
                   for a in self.answers)
