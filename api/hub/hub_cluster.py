"""The hub on Redis Cluster: sharded pub/sub, one connection per primary.

On Redis Cluster (Redis >= 7) a commit announces itself with ``SPUBLISH`` on
its game's shard channel (:func:`shard_channel`, same hash tag as the game's
keys, so the node that commits is the node that publishes and the cluster bus
carries nothing), and :class:`ShardedHub` keeps ONE connection per primary
that owns a game someone in this process waits on, ``SSUBSCRIBE``d to those
games' channels.  A node that fails or moves its slots breaks or drops only
its own connection: the waiters of that shard fall back to their timeout (and
their reads answer 503 while the node is down), the others are still woken,
and the shard resubscribes -- waking its waiters to re-read -- when a primary
serves those slots again.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import redis

from api.hub.hub_fanout import BACKOFF_MAX, BACKOFF_MIN, DEAD_AFTER, PING_EVERY, Fanout, log
from api.store.keys import shard_channel

#: Seconds a game's shard subscription outlives its last waiter (a long-poll
#: that comes back for more finds it still subscribed).
LINGER = 30.0
#: Seconds a shard listener blocks reading before it looks at its to-do list:
#: a new game's subscription waits at most this (its waiters are woken to
#: re-read once it is confirmed, so nothing is missed meanwhile).
POLL = 0.05


class _ShardPubSub(redis.client.PubSub):
    """A pub/sub connection that resubscribes its shard channels one a command.

    redis-py resubscribes every shard channel in ONE ``SSUBSCRIBE`` when it
    reconnects by itself, which a cluster node refuses (the channels of one
    command must share a slot).
    """

    def _resubscribe_shard_channels(self) -> None:
        for channel in list(self.shard_channels):
            self.ssubscribe(channel)


class _Shard:
    """One primary's connection, subscribed to the channels of its games."""

    def __init__(self, hub: ShardedHub, name: str, host: str, port: int) -> None:
        self.hub = hub
        self.name = name
        self.host, self.port = host, port
        #: channels this shard should hold (the hub's lock guards it)
        self.channels: set[str] = set()
        #: ("s" | "u", channel) to send on the next turn of the loop
        self.todo: list[tuple[str, str]] = []
        self.subscribed = False
        self.failures = 0
        self.thread = threading.Thread(target=self._run, name=f"roadtrip-hub-{name}",
                                       daemon=True)

    def _run(self) -> None:
        hub = self.hub
        while not hub._stopped:
            client = pubsub = None
            try:
                client = redis.Redis(host=self.host, port=self.port,
                                     socket_timeout=DEAD_AFTER,
                                     socket_connect_timeout=2.0)
                client.auto_close_connection_pool = True
                pubsub = _ShardPubSub(client.connection_pool)
                self._listen(pubsub)
            except Exception as exc:  # noqa: BLE001 - any failure: resubscribe after a pause
                self.subscribed = False
                self.failures += 1
                log.info("hub: shard %s lost (%s); retrying", self.name, exc)
                if isinstance(exc, redis.exceptions.MovedError):
                    hub._refresh()
                time.sleep(min(BACKOFF_MAX, BACKOFF_MIN * 2 ** min(self.failures, 6)))
                hub._reroute(self)
            finally:
                for closing in (pubsub, client):
                    if closing is None:
                        continue
                    try:
                        closing.close()
                    except Exception:  # noqa: BLE001 - the connection is already broken
                        log.debug("hub: close failed", exc_info=True)

    def _listen(self, pubsub: Any) -> None:
        hub = self.hub
        with hub._lock:
            self.todo = [("s", channel) for channel in sorted(self.channels)]
        heard = pinged = expired = time.monotonic()
        while not hub._stopped:
            with hub._lock:
                todo, self.todo = self.todo, []
                if time.monotonic() - expired >= 1.0:  # a look a second is plenty
                    expired = time.monotonic()
                    hub._expire(self)
            for op, channel in todo:
                # one channel a command: the channels of one command must share a slot
                if op == "s":
                    pubsub.ssubscribe(channel)
                else:
                    pubsub.sunsubscribe(channel)
            now = time.monotonic()
            if not pubsub.subscribed:
                # nothing to hear: no connection to keep alive either
                heard = pinged = now
                time.sleep(POLL)
                continue
            message = pubsub.get_message(timeout=POLL)
            now = time.monotonic()
            if message is None:
                if now - heard > DEAD_AFTER:
                    raise ConnectionError("the subscription went silent")
                if now - pinged > PING_EVERY:
                    pubsub.ping()
                    pinged = now
                continue
            heard = now
            kind = message.get("type")
            if kind == "smessage":
                hub.announce(message["data"])
            elif kind == "ssubscribe":
                self.subscribed = True
                self.failures = 0
                hub.subscriptions += 1
                # anything published before this took effect was not heard
                hub._confirmed(_game_of(message["channel"]))
            elif kind == "sunsubscribe":
                channel = _text(message["channel"])
                with hub._lock:
                    wanted = channel in self.channels
                if wanted:
                    # the server dropped it (its slot moved): find its new home
                    hub._refresh()
                    hub._reroute(self, only=channel)


def _text(value: Any) -> str:
    return value.decode(errors="replace") if isinstance(value, bytes) else str(value)


def _game_of(channel: Any) -> str:
    text = _text(channel)
    return text[text.index("{") + 1:text.index("}")]

class ShardedHub(Fanout):
    """The hub on Redis Cluster: one ``SSUBSCRIBE`` connection per primary.

    A game is subscribed (on the primary that owns its channel's slot) when
    its first local waiter arrives and unsubscribed :data:`LINGER` seconds
    after its last one leaves.  Each shard is read by its own thread; a shard
    that breaks resubscribes on its own (after re-routing its channels by the
    cluster's current slot map) without touching the others.
    """

    def __init__(self, cluster: Any) -> None:
        super().__init__()
        self._cluster = cluster
        #: node name -> its listener
        self._shards: dict[str, _Shard] = {}
        #: game id -> the shard holding its channel
        self._home: dict[str, _Shard] = {}
        #: game id -> when its last waiter left
        self._left: dict[str, float] = {}

    def shards(self) -> dict[str, bool]:
        """Return every shard listener by node name, and whether it is subscribed."""
        with self._lock:
            return {name: shard.subscribed for name, shard in self._shards.items()}

    def _ensure_running(self) -> None:
        if self._pid == os.getpid() and not self._stopped:
            return
        with self._lock:
            if self._pid != os.getpid():
                # a forked worker inherits no thread: start afresh
                self._shards, self._home, self._left = {}, {}, {}
            self._pid = os.getpid()
            self._stopped = False

    def _watched(self, game_id: str) -> None:
        self._left.pop(game_id, None)
        if game_id not in self._home:
            self._place(game_id)

    def _unwatched(self, game_id: str) -> None:
        self._left[game_id] = time.monotonic()

    def _place(self, game_id: str) -> None:
        """Subscribe ``game_id`` on the shard of its slot (under the lock)."""
        channel = shard_channel(game_id)
        try:
            node = self._cluster.get_node_from_key(channel)
        except Exception:  # noqa: BLE001 - no slot map now: the next watch retries
            node = None
        if node is None:
            return  # meanwhile its waiters fall back to their timeout
        shard = self._shards.get(node.name)
        if shard is None:
            shard = self._shards[node.name] = _Shard(self, node.name, node.host, node.port)
            shard.thread.start()
        self._home[game_id] = shard
        if channel not in shard.channels:
            shard.channels.add(channel)
            shard.todo.append(("s", channel))

    def _reroute(self, shard: _Shard, only: str | None = None) -> None:
        """Move ``shard``'s channels whose slot another primary now serves."""
        with self._lock:
            for channel in [only] if only else sorted(shard.channels):
                game_id = _game_of(channel)
                if self._home.get(game_id) is not shard:
                    shard.channels.discard(channel)
                    continue
                try:
                    node = self._cluster.get_node_from_key(channel)
                except Exception:  # noqa: BLE001 - no slot map now: stay
                    continue
                if node is not None and node.name != shard.name:
                    shard.channels.discard(channel)
                    del self._home[game_id]
                    self._place(game_id)
                elif only:
                    shard.todo.append(("s", channel))

    def _refresh(self) -> None:
        """Re-read the cluster's slot map (after MOVED or a dropped channel)."""
        try:
            self._cluster.nodes_manager.initialize()
        except Exception:  # noqa: BLE001 - the next failure tries again
            log.debug("hub: slot map refresh failed", exc_info=True)

    def _expire(self, shard: _Shard) -> None:
        """Unsubscribe ``shard``'s games nobody waited on for :data:`LINGER` s (locked)."""
        if not self._left:
            return
        now = time.monotonic()
        for game_id, left in list(self._left.items()):
            if now - left < LINGER or self._home.get(game_id) is not shard:
                continue
            del self._left[game_id]
            if game_id in self._watches:
                continue
            del self._home[game_id]
            channel = shard_channel(game_id)
            shard.channels.discard(channel)
            shard.todo.append(("u", channel))

    def _confirmed(self, game_id: str) -> None:
        self._wake_game(game_id, self._next_token())

    def stop(self) -> None:
        """Stop every shard listener; watches are woken."""
        self._stopped = True
        with self._lock:
            shards = list(self._shards.values())
            mine = self._pid == os.getpid()
            self._shards, self._home, self._left = {}, {}, {}
        for shard in shards:
            if mine and shard.thread.is_alive():
                shard.thread.join(timeout=5)
        self._wake_all()
