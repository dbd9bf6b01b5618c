"""The hub reads its subscription itself: the same replies as redis-py's ``get_message``.

:func:`api.hub.hub._next_reply` reads a reply straight from the subscription's
connection (with ``list`` as the pushes' handler) instead of going through
``PubSub.get_message``'s layers.  Held here to redis-py's own path over a real
Redis: every reply -- the subscription's confirmation, announcements small and
large (read in many pieces), the answer to a ping -- comes out as the message
``get_message`` makes of it, and the hub wakes its watches with it.
"""

from __future__ import annotations

import time
from typing import Any

import redis

from api.hub.hub import Hub, _next_reply, subscriber
from api.store.keys import CHANNEL
from tests.api.helpers import listening

#: an announcement far larger than one socket read (redis-py reads 64 KiB at a time)
LARGE = b"a-game 7 9\n" + bytes(range(256)) * 2048


def _general(pubsub: Any) -> dict[str, Any] | None:
    """redis-py's message, waiting up to 5 s for it."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        message = pubsub.get_message(timeout=0.5)
        if message is not None:
            return dict(message)
    return None


def _hubs(pubsub: Any) -> dict[str, Any] | None:
    """The hub's read of the same reply, as the message redis-py would make of it."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        reply = _next_reply(pubsub.connection, 0.5)
        if reply is not None:
            return dict(pubsub.handle_message(reply))
    return None


def test_every_reply_reads_as_redis_py_reads_it(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url)
    general = client.pubsub()
    hubs = client.pubsub(push_handler_func=list)
    try:
        for pubsub in (general, hubs):
            pubsub.subscribe(CHANNEL)
        assert _hubs(hubs) == _general(general)  # the confirmation
        for payload in (b"a-game 3 4", LARGE, b"a-game gone"):
            client.publish(CHANNEL, payload)
            general_message, hubs_reply = _general(general), None
            deadline = time.monotonic() + 5
            while hubs_reply is None and time.monotonic() < deadline:
                hubs_reply = _next_reply(hubs.connection, 0.5)
            assert general_message is not None and hubs_reply is not None
            # what the hub announces is the message's data, byte for byte
            assert hubs_reply[0] == b"message" and hubs_reply[2] == general_message["data"]
            assert dict(hubs.handle_message(hubs_reply)) == general_message
        for pubsub in (general, hubs):
            pubsub.ping()
        assert _hubs(hubs) == _general(general)  # the pong
        assert _next_reply(hubs.connection, 0.05) is None  # nothing else to read
    finally:
        general.close()
        hubs.close()
        client.close()


def test_the_hub_hears_small_and_large_announcements(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url)
    hub = Hub(subscriber(client))
    try:
        listening(hub)
        with hub.watch("a-game") as watch:
            client.publish(CHANNEL, b"a-game 3 4")
            assert watch.wait(5)
            assert (watch.last, watch.version) == (3, 4)
            client.publish(CHANNEL, LARGE)
            assert watch.wait(5)
            assert (watch.last, watch.version) == (7, 9)
            client.publish(CHANNEL, b"a-game gone")
            assert watch.wait(5) and watch.gone
        assert hub.subscriptions == 1  # every reply read without losing the subscription
    finally:
        hub.stop()
        client.close()
