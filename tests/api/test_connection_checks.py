"""The store's Redis connections: the pool's check and the subscription's wait.

Both are answered by the connection's ``can_read`` (api/store/connection.py), shortened
from redis-py's (one ``poll`` instead of two and a peek): what they answer must not change.
"""

from __future__ import annotations

import time

import pytest
import redis

from api.store.connection import QuickCheck, make_client


@pytest.fixture()
def store_client(redis_url):
    client = make_client(redis_url, cluster=False)
    yield client
    client.close()


def _subscribed(client: redis.Redis, channel: str):
    pubsub = client.pubsub()
    pubsub.subscribe(channel)
    message = pubsub.get_message(timeout=10.0)
    assert message is not None and message["type"] == "subscribe"
    return pubsub


def test_the_store_connections_are_checked_the_short_way(store_client):
    assert issubclass(store_client.connection_pool.connection_class, QuickCheck)


def test_a_subscription_wait_ends_with_its_timeout_when_nothing_is_published(store_client):
    pubsub = _subscribed(store_client, "rt:test:quiet")
    started = time.monotonic()
    assert pubsub.get_message(timeout=0.3) is None
    assert time.monotonic() - started >= 0.25  # it waited, it did not spin
    pubsub.close()


def test_a_subscription_wait_ends_with_the_next_message(store_client):
    pubsub = _subscribed(store_client, "rt:test:news")
    store_client.publish("rt:test:news", b"g1 3 4")
    store_client.publish("rt:test:news", b"g2 5 6")
    first = pubsub.get_message(timeout=10.0)
    second = pubsub.get_message(timeout=10.0)  # already buffered: answered without a wait
    assert (first["data"], second["data"]) == (b"g1 3 4", b"g2 5 6")
    pubsub.close()


def test_a_subscription_the_server_closed_is_noticed_on_its_next_wait(store_client):
    pubsub = _subscribed(store_client, "rt:test:closed")
    # the server's close, as a restart or a CLIENT KILL makes it
    store_client.client_kill_filter(_type="pubsub")
    started = time.monotonic()
    try:
        message = pubsub.get_message(timeout=12.0)
    except redis.ConnectionError:
        message = {"type": "lost"}  # the hub resubscribes (api/hub/hub.py)
    # or redis-py reconnected and resubscribed by itself: the hub then wakes every waiter
    assert message is not None and message["type"] in ("lost", "subscribe")
    # at once, not at the wait's end (12 s: far enough for a loaded machine to tell apart)
    assert time.monotonic() - started < 6
    pubsub.close()


def test_the_pools_check_still_tells_a_closed_connection_from_an_idle_one(store_client):
    store_client.ping()
    connection = store_client.connection_pool.get_connection()
    try:
        assert connection.can_read() is False  # idle: nothing to read, no wait
        store_client.client_kill_filter(_type="normal", skipme=True)
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            try:
                if connection.can_read():
                    break
            except redis.ConnectionError:
                break  # redis-py's own check names the close
            time.sleep(0.01)
        else:
            pytest.fail("the closed connection still looked idle")
    finally:
        store_client.connection_pool.release(connection)
