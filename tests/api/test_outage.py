"""Redis goes away mid-game and comes back: 503, never 500, and then recovery.

The test runs its own redis-server (append-only file, ``appendfsync always``)
on a fixed free port, kills it with SIGKILL in the middle of a game, checks
that every endpoint that needs Redis answers ``503 store_unavailable`` as a
problem document with ``Retry-After`` (liveness stays 200), restarts it on the
same port and checks that the same app, untouched, serves the same game again
and plays it on to the end.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from api import create_app
from api.run.redis_process import RedisServer
from core.rng import Rng

DMC = "driving-me-crazy"
#: every answer during the outage must come back well within this (no hang)
OUTAGE_ANSWER_SECONDS = 8.0


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture()
def redis_private() -> Iterator[RedisServer]:
    """A redis-server of this test alone, restartable on its port with its data."""
    with RedisServer(persistent=True) as server:
        yield server


@pytest.fixture()
def outage_app(redis_private: RedisServer) -> Iterator[Flask]:
    application = create_app({"TESTING": True, "REDIS_URL": redis_private.url,
                              "PUBLIC_URL": "http://roadtrip.test"})
    yield application
    store = application.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


def play(client: Any, game_id: str, tokens: dict[int, str], rng: Rng, count: int) -> int:
    """Play up to ``count`` random legal moves; return how many were played."""
    for played in range(count):
        view = client.get(f"/api/v1/games/{game_id}").get_json()
        if view["status"] != "active":
            return played
        seat = view["pending"][rng.randbelow(len(view["pending"]))]
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        move = moves[rng.randbelow(len(moves))]
        answer = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                             headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
    return count


def assert_unavailable(response: Any) -> None:
    """The answer is a 503 ``store_unavailable`` problem with Retry-After."""
    assert response.status_code == 503, (response.status_code, response.get_data(as_text=True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    retry_after = response.headers.get("Retry-After")
    assert retry_after is not None and retry_after.isdigit() and int(retry_after) >= 1
    body = response.get_json()
    assert body["code"] == "store_unavailable"
    assert body["status"] == 503
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "redis" not in text.lower()


def timed(call: Any) -> Any:
    started = time.monotonic()
    response = call()
    assert time.monotonic() - started < OUTAGE_ANSWER_SECONDS, "the API hung on a dead Redis"
    return response


def test_redis_outage_answers_503_then_the_game_goes_on(outage_app, redis_private):
    client = outage_app.test_client()
    created = client.post("/api/v1/games", json={"game": DMC, "players": 3, "seed": 77,
                                                 "options": {"goal": 400}})
    assert created.status_code == 201
    game_id = created.get_json()["id"]
    tokens = {}
    for n in range(3):
        joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": f"P{n}"})
        tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
    rng = Rng(5)
    assert play(client, game_id, tokens, rng, 6) == 6
    before = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[0]))
    assert before.status_code == 200
    version = before.get_json()["version"]
    view = client.get(f"/api/v1/games/{game_id}").get_json()
    seat = view["pending"][0]
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat]))
    move = legal.get_json()["moves"][0]
    assert client.get("/readyz").status_code == 200

    redis_private.stop()  # SIGKILL: an outage, not a clean shutdown

    assert_unavailable(timed(lambda: client.get("/readyz")))
    assert_unavailable(timed(lambda: client.get(f"/api/v1/games/{game_id}",
                                                headers=auth(tokens[0]))))
    assert_unavailable(timed(lambda: client.get(
        f"/api/v1/games/{game_id}", headers={"If-None-Match": f'"{version}"'})))
    assert_unavailable(timed(lambda: client.get(f"/api/v1/games/{game_id}/legal-moves",
                                                headers=auth(tokens[seat]))))
    assert_unavailable(timed(lambda: client.post(
        f"/api/v1/games/{game_id}/moves", json=move,
        headers={**auth(tokens[seat]), "If-Match": f'"{version}"'})))
    assert_unavailable(timed(lambda: client.get(f"/api/v1/games/{game_id}/log?after=0")))
    assert_unavailable(timed(lambda: client.post(
        "/api/v1/games", json={"game": DMC, "players": 2})))
    # liveness does not depend on Redis: the process is fine, only not ready
    assert client.get("/healthz").status_code == 200

    redis_private.start()  # same port, same directory: the AOF brings the game back

    # the very same app recovers by itself: no restart, no reconnect call
    deadline = time.monotonic() + 10
    ready = client.get("/readyz")
    while ready.status_code != 200 and time.monotonic() < deadline:
        time.sleep(0.1)
        ready = client.get("/readyz")
    assert ready.status_code == 200
    after = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[0]))
    assert after.status_code == 200
    # nothing was lost, and the move refused during the outage changed nothing
    assert after.get_json()["version"] == version
    assert after.get_json()["view"] == before.get_json()["view"]
    retried = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                          headers={**auth(tokens[seat]), "If-Match": f'"{version}"'})
    assert retried.status_code == 200, retried.get_json()
    assert retried.get_json()["version"] == version + 1
    # and the game is played on to its end
    play(client, game_id, tokens, rng, 2000)
    final = client.get(f"/api/v1/games/{game_id}").get_json()
    assert final["status"] == "finished"
    transcript = client.get(f"/api/v1/games/{game_id}/transcript").get_json()
    checked = client.post("/api/v1/transcripts/check", json=transcript)
    assert checked.get_json()["legal"] is True
    assert checked.get_json()["finished"] is True


def waiting_game(client: Any) -> tuple[str, dict[int, str], int]:
    """A started 2-seat game: its id, seat tokens and last event index."""
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2, "seed": 3})
    game_id = created.get_json()["id"]
    tokens = {}
    for n in range(2):
        joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": f"P{n}"})
        tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
    return game_id, tokens, client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]


def long_poll_in_thread(app: Flask, url: str) -> tuple[threading.Thread, list[Any]]:
    answers: list[Any] = []

    def wait_for_news() -> None:
        with app.test_client() as waiter:
            answers.append(waiter.get(url))

    thread = threading.Thread(target=wait_for_news, daemon=True)
    thread.start()
    return thread, answers


def wait_ready(client: Any) -> None:
    deadline = time.monotonic() + 10
    while client.get("/readyz").status_code != 200 and time.monotonic() < deadline:
        time.sleep(0.1)


def test_phones_waiting_through_a_redis_restart_get_the_next_move(outage_app, redis_private):
    """A waiting phone holds no Redis connection: a restart while it waits goes unnoticed."""
    client = outage_app.test_client()
    game_id, tokens, last = waiting_game(client)
    waiters = [long_poll_in_thread(outage_app,
                                   f"/api/v1/games/{game_id}/log?after={last}&wait=20")
               for _ in range(5)]
    # every long-poll is waiting on the hub before Redis goes: on a busy machine a
    # thread may still be reading the log after half a second (it then answers 503,
    # rightly: that is not a waiting phone)
    hub = outage_app.extensions["roadtrip"].store.hub
    deadline = time.monotonic() + 30
    while len(hub._watches.get(game_id, ())) < 5 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(hub._watches.get(game_id, ())) == 5, "the long-polls never came to wait"
    time.sleep(0.5)  # past their last read before the wait
    redis_private.stop()
    time.sleep(1.0)
    assert not any(answers for _, answers in waiters), "a waiter noticed the outage"
    redis_private.start()
    wait_ready(client)
    play(client, game_id, tokens, Rng(1), 1)
    for thread, answers in waiters:
        thread.join(timeout=15)
        assert not thread.is_alive(), "a waiter missed the move made after the restart"
        assert answers[0].status_code == 200, answers[0].get_data(as_text=True)
        assert answers[0].get_json()["events"][0]["index"] == last + 1


def test_a_long_poll_whose_wait_ends_while_redis_is_down_gets_503(outage_app, redis_private):
    client = outage_app.test_client()
    game_id, _, last = waiting_game(client)
    started = time.monotonic()
    thread, answers = long_poll_in_thread(outage_app,
                                          f"/api/v1/games/{game_id}/log?after={last}&wait=2")
    time.sleep(0.5)
    redis_private.stop()
    thread.join(timeout=15)
    assert not thread.is_alive(), "the long-poll hung on a dead Redis"
    assert time.monotonic() - started < 15
    assert_unavailable(answers[0])
    redis_private.start()
    wait_ready(client)
    log = client.get(f"/api/v1/games/{game_id}/log")
    assert log.status_code == 200
    assert log.get_json()["last"] == last


def test_a_redis_that_refuses_writes_answers_503_and_changes_nothing(outage_app,
                                                                     redis_private):
    """Out of memory (``maxmemory``, no eviction) is an outage too: 503, not 500."""
    client = outage_app.test_client()
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2, "seed": 8})
    game_id = created.get_json()["id"]
    admin = redis.Redis.from_url(redis_private.url)
    try:
        admin.set("ballast", b"x" * 2_000_000)
        admin.config_set("maxmemory-policy", "noeviction")
        admin.config_set("maxmemory", "1mb")
        assert_unavailable(timed(lambda: client.post(
            "/api/v1/games", json={"game": DMC, "players": 2})))
        assert_unavailable(timed(lambda: client.post(
            f"/api/v1/games/{game_id}/players", json={"name": "Ann"})))
        # reads still work, and the refused join changed nothing
        view = client.get(f"/api/v1/games/{game_id}")
        assert view.status_code == 200
        assert not any(p["joined"] for p in view.get_json()["players"])
        admin.delete("ballast")
        admin.config_set("maxmemory", "0")
        joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": "Ann"})
        assert joined.status_code == 201
    finally:
        admin.close()


def wait_replica_in_sync(replica: redis.Redis, key: str) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        info = replica.info("replication")
        if info.get("master_link_status") == "up" and replica.exists(key):
            return
        time.sleep(0.05)
    raise AssertionError(f"the replica did not sync: {replica.info('replication')}")


def test_a_demoted_primary_answers_503_to_writes_until_promoted(outage_app, redis_private):
    """After a failover the old primary is a read-only replica: writes get 503, not 500."""
    client = outage_app.test_client()
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2, "seed": 9})
    game_id = created.get_json()["id"]
    game_key = f"rt:{{{game_id}}}:game"
    with RedisServer() as other:
        old = redis.Redis.from_url(redis_private.url)
        new = redis.Redis.from_url(other.url)
        try:
            new.replicaof("127.0.0.1", redis_private.port)
            wait_replica_in_sync(new, game_key)
            # failover: the replica is promoted, the old primary follows it
            new.replicaof("NO", "ONE")
            old.replicaof("127.0.0.1", other.port)
            wait_replica_in_sync(old, game_key)
            assert_unavailable(timed(lambda: client.post(
                f"/api/v1/games/{game_id}/players", json={"name": "Ann"})))
            assert client.get(f"/api/v1/games/{game_id}").status_code == 200
            old.replicaof("NO", "ONE")
            joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": "Ann"})
            assert joined.status_code == 201, joined.get_json()
        finally:
            old.close()
            new.close()


def test_an_event_stream_open_through_a_redis_restart_delivers_the_next_move(outage_app,
                                                                             redis_private):
    """The stream's phone holds no Redis connection while it waits: a restart goes unnoticed."""
    client = outage_app.test_client()
    game_id, tokens, last = waiting_game(client)
    received: list[str] = []

    def listen() -> None:
        with outage_app.test_client() as phone:
            answer = phone.get(f"/api/v1/games/{game_id}/events?after={last}", buffered=False)
            for chunk in answer.response:
                received.append(chunk.decode() if isinstance(chunk, bytes) else chunk)
                if f"id: {last + 1}\n" in "".join(received):
                    answer.close()
                    return

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    time.sleep(0.5)  # the stream is waiting on the hub now
    redis_private.stop()
    time.sleep(1.0)
    redis_private.start()
    wait_ready(client)
    play(client, game_id, tokens, Rng(1), 1)
    thread.join(timeout=15)
    assert not thread.is_alive(), "the stream missed the move made after the restart"
    assert f"id: {last + 1}\nevent: log\n" in "".join(received)
