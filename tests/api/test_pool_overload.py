"""Pool exhaustion is not a Redis outage (issue 24, item 6).

A request that finds every pooled Redis connection busy waits a bounded time,
then is shed: ``503 overloaded`` with ``Retry-After``, not ``store_unavailable``,
and ``roadtrip_store_errors_total`` does not count it.  Real Redis throughout:
the two connections of the pool are taken out and held by the test while
Redis answers everyone else.
"""

from __future__ import annotations

import time

import redis

from api import create_app
from api.guard.metrics import STORE_ERRORS
from api.guard.shed import SHED
from api.store.connection import POOL_TIMEOUT


def test_a_third_request_on_a_pool_of_two_held_busy_is_shed_503_overloaded(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "REDIS_MAX_CONNECTIONS": 2,
                      "RATE_LIMITS": "off"})
    client = app.test_client()
    store = app.extensions["roadtrip"].store
    created = client.post("/api/v1/games", json={"game": "drive", "players": 2})
    assert created.status_code == 201
    game = f"/api/v1/games/{created.get_json()['id']}"
    pool = store.client.connection_pool
    held = [pool.get_connection(), pool.get_connection()]  # both busy
    errors_before = STORE_ERRORS._value.get()
    shed_before = SHED.labels("redis_pool")._value.get()
    try:
        started = time.monotonic()
        answer = client.get(game)
        waited = time.monotonic() - started
        assert answer.status_code == 503
        assert answer.get_json()["code"] == "overloaded"
        assert answer.headers["Retry-After"] == "1"
        assert answer.mimetype == "application/problem+json"
        assert POOL_TIMEOUT <= waited < POOL_TIMEOUT + 2  # bounded, not a Redis timeout
        # Redis itself is healthy: another client is answered meanwhile
        assert redis.Redis.from_url(redis_url).ping()
        assert STORE_ERRORS._value.get() == errors_before
        assert SHED.labels("redis_pool")._value.get() == shed_before + 1
    finally:
        for connection in held:
            pool.release(connection)
    assert client.get(game).status_code == 200  # a connection free again: served
    store.client.close()
    store.blocking.close()


def test_the_overloaded_answer_is_in_the_callers_language(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "REDIS_MAX_CONNECTIONS": 1,
                      "RATE_LIMITS": "off"})
    store = app.extensions["roadtrip"].store
    held = store.client.connection_pool.get_connection()
    try:
        answer = app.test_client().get("/api/v1/games/abcdefgh",
                                       headers={"Accept-Language": "fr"})
        assert answer.status_code == 503
        assert answer.get_json()["detail"] == (
            "le serveur est surchargé\u202f; réessayez dans un instant")
    finally:
        store.client.connection_pool.release(held)
    store.client.close()
    store.blocking.close()
