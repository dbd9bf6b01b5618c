"""Redis storage of games: key names, Lua scripts and the compare-and-set commit.

The keys, the announcement channels and the Lua scripts are named in
:mod:`api.store.keys`, the one place every Redis name of Roadtrip is built.

A move reads ``meta``, ``state``, ``version`` and its player's idempotency field
in one round trip (work riding that read, such as the move budget's count, in the
same command: :mod:`api.store.riders`), is applied in Python, and is committed by
:data:`~api.store.keys.COMMIT_LUA` in a second one; the script refuses the write unless the
version is still the one that was read (the caller retries or answers 409).

Connections are passed in explicitly (``Store(redis_client)``); nothing here is global.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis

from api.store import fastjson, riders
from api.store.keys import (
    COMMIT_LUA,
    COMMIT_SHA,
    RELEASE_LUA,
    REMOVE_LUA,
    game_key,
    join_key,
    load_key,
    log_key,
    read_key,
    shard_channel,
)
from api.store.log_format import decode_entry, entry_json, events_above, pack_entry
from api.store.state_codec import decode_state, encode_state

#: Redis errors that mean "the store cannot serve this right now" (answered 503):
#: unreachable, loading, out of memory, a read-only (demoted) primary, a cluster
#: that is down or resharding.
UNAVAILABLE: tuple[type[Exception], ...] = (
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    redis.exceptions.BusyLoadingError,
    redis.exceptions.OutOfMemoryError,
    redis.exceptions.ReadOnlyError,
    redis.exceptions.ClusterDownError,
    redis.exceptions.MasterDownError,
    redis.exceptions.TryAgainError,
)
#: Error prefixes of the same conditions when they arrive wrapped in a script error.
UNAVAILABLE_REPLIES = ("OOM", "READONLY", "MASTERDOWN", "LOADING", "CLUSTERDOWN", "TRYAGAIN",
                       "NOREPLICAS")


def is_unavailable(error: Exception) -> bool:
    """Return True when ``error`` means the store cannot serve now (not a bug)."""
    if isinstance(error, UNAVAILABLE):
        return True
    if isinstance(error, redis.exceptions.ResponseError):
        text = str(error)
        return any(f"-{code}" in text or text.startswith(code) for code in UNAVAILABLE_REPLIES)
    return False


def dumps(data: Any) -> str:
    """Return compact JSON (no spaces), as every stored document is written."""
    return fastjson.dumps(data)


@dataclass
class Snapshot:
    """One game as read from Redis: meta, state (the game's JSON) and version."""

    game_id: str
    meta: dict[str, Any]
    state: dict[str, Any]
    version: int
    events: int
    idem: bytes | None = None
    #: the state has a deadline a later clock may pass (see :meth:`Game.tick`)
    timed: bool = False
    #: the extra game-hash field :meth:`Store.load` was asked for (None: none, or unset)
    extra: bytes | None = None


@dataclass
class Commit:
    """What one commit writes: new meta/state, new version, events and moves."""

    state: dict[str, Any]
    version: int
    meta: dict[str, Any] | None = None
    events: tuple[dict[str, Any], ...] = ()
    moves: tuple[tuple[int, dict[str, Any]], ...] = ()
    idem_key: str | None = None
    idem_answer: str | None = None
    #: the game-hash field (:func:`~api.store.keys.idem_field`) ``idem_answer`` goes to
    #: instead of ``idem_key``
    idem_field: str | None = None
    #: index of the first of ``events`` in the game's log (indexes start at 1)
    first_event: int = 1
    #: whether the new state has a deadline a later clock may pass (None: unchanged)
    timed: bool | None = None
    #: seconds the game's keys are kept after this commit (None: the store's ``ttl``;
    #: a game its host ended keeps ``ended_ttl``, :mod:`api.service.ended`)
    ttl: int | None = None
    #: ``state`` as :meth:`state_json` last wrote it: (that state, its JSON)
    _written: tuple[Any, bytes] | None = field(default=None, init=False, repr=False,
                                               compare=False)

    def state_json(self) -> bytes:
        """Return the new state's compact JSON: written once, for the commit's write and
        for the committer's promise to its waiters (:meth:`Store.promised`) alike."""
        written = self._written
        if written is None or written[0] is not self.state:
            written = self._written = (self.state, fastjson.dumpb(self.state))
        return written[1]


class Conflict(Exception):
    """The version changed between read and commit (another writer won)."""


class Gone(Exception):
    """The game does not exist (never did, or expired)."""


def commit_nonce() -> str:
    """Return a commit's nonce (a resent one finds itself): ``secrets.token_hex(8)``'s."""
    return os.urandom(8).hex()  # (token_hex's own bytes, in two calls instead of six)


class Store:
    """Games in Redis: atomic reads and compare-and-set commits.

    ``client`` answers every command (short socket timeout); ``hub`` is the
    process's one subscription that wakes waiting requests, made by whoever
    composes the app (:func:`api.create_app`) and given with :meth:`attach`:
    the store reads and writes, the hub listens.  Nothing here blocks on Redis.
    """

    def __init__(
        self, client: Any, hub: Any = None, ttl: int = 7 * 86400,
        idem_ttl: int = 86400, ended_ttl: int | None = None,
    ) -> None:
        self.client = client
        #: announce on each game's shard channel (Redis Cluster, Redis >= 7)
        self.sharded = isinstance(client, redis.RedisCluster)
        self.hub: Any = None
        #: the old name of what waiting uses; ``store.blocking.close()`` stops the hub
        self.blocking: Any = None
        self.ttl = ttl
        self.idem_ttl = idem_ttl
        #: seconds a game its host ended is kept (``ENDED_GAME_TTL``; default ``ttl``)
        self.ended_ttl = ttl if ended_ttl is None else ended_ttl
        self._release: Any = None
        self._remove: Any = None
        if hub is not None:
            self.attach(hub)

    def attach(self, hub: Any) -> None:
        """Take ``hub`` (:func:`api.hub.hub.hub_for` of this store's client) as the one that
        wakes this store's waiters; its announcements are read by :meth:`heard`."""
        self.hub = self.blocking = hub
        hub.readers.append(self.heard)

    # -- reading -----------------------------------------------------------------

    def load(self, game_id: str, idem: str | None = None,
             field: str | None = None) -> Snapshot:
        """Read a game (and the answer stored for ``idem``) in one round trip.

        ``field`` names one more field of the game's hash to read with it (a
        player's move answers, :func:`~api.store.keys.idem_field`): the snapshot's ``extra``.
        """
        key = game_key(game_id)
        fields = ["meta", "state", "version", "events", "timed"]
        if field is not None:
            fields.append(field)
        rider = riders.take()  # e.g. the move budget's counter: the same command
        stored = None
        if rider is not None:
            values = rider.read(self.client, key, fields)
            if idem is not None:  # (no request rides a read that needs its idempotency key)
                stored = self.client.get(idem)
        elif idem is None:
            values = self.client.hmget(key, fields)
        else:
            pipe = self.client.pipeline(transaction=False)
            pipe.hmget(key, fields)
            pipe.get(idem)
            values, stored = pipe.execute()
        extra = values.pop() if field is not None else None
        meta, state, version, events, timed = values
        if meta is None or state is None or version is None:
            raise Gone(game_id)
        return Snapshot(
            game_id=game_id,
            meta=fastjson.loads(meta),
            state=fastjson.loads(decode_state(state)),
            version=int(version),
            events=int(events or 0),
            idem=stored,
            timed=timed == b"1",
            extra=extra,
        )

    def head(self, game_id: str) -> tuple[dict[str, Any], int, int]:
        """Return the game's meta, version and event count (no state) in one read."""
        meta, version, events = self.client.hmget(game_key(game_id), ["meta", "version", "events"])
        if meta is None or version is None:
            raise Gone(game_id)
        return fastjson.loads(meta), int(version), int(events or 0)

    def timed_head(self, game_id: str) -> tuple[dict[str, Any], int, int, bool]:
        """Return :meth:`head` and the ``timed`` flag (a deadline may be due) in one read."""
        meta, version, events, timed = self.client.hmget(
            game_key(game_id), ["meta", "version", "events", "timed"])
        if meta is None or version is None:
            raise Gone(game_id)
        return fastjson.loads(meta), int(version), int(events or 0), timed == b"1"

    def version(self, game_id: str) -> int:
        """Return the game's version (one small read: what an ETag check costs)."""
        value = self.client.hget(game_key(game_id), "version")
        if value is None:
            raise Gone(game_id)
        return int(value)

    def timed_version(self, game_id: str) -> tuple[int, bool]:
        """Return the game's version and its ``timed`` flag in one small read."""
        version, timed = self.client.hmget(game_key(game_id), ["version", "timed"])
        if version is None:
            raise Gone(game_id)
        return int(version), timed == b"1"

    def moves(self, game_id: str) -> list[tuple[int, dict[str, Any]]]:
        """Return every applied move as ``(seat, move)``, in order."""
        out: list[tuple[int, dict[str, Any]]] = []
        for _, fields in self.client.xrange(log_key(game_id)):
            out.extend((seat, move) for seat, move in decode_entry(fields[b"p"])["m"])
        return out

    def events(self, game_id: str, after: int) -> list[tuple[int, dict]]:
        """Return ``(index, event)`` for events with an index above ``after`` (from 1)."""
        return self.events_since(game_id, after)[0]

    def events_since(self, game_id: str, after: int) -> tuple[list[tuple[int, dict]], int]:
        """Return the events above ``after`` and the version of the newest entry read.

        One ``XRANGE`` from the first entry that can hold event ``after + 1``
        (entry ids are ``<last event index>-<version>``, so the version comes
        free; 0 when nothing was found); waiting for new ones is the hub's job
        (:meth:`api.hub.hub.Hub.watch`).
        """
        entries = self.client.xrange(log_key(game_id), min=str(after + 1), max="+")
        found = [event for _, fields in entries for event in events_above(fields[b"p"], after)]
        version = int(entries[-1][0].split(b"-")[1]) if entries else 0
        return found, version

    def heard(self, game_id: str, fields: list[str], payload: bytes
              ) -> dict[tuple[Any, ...], Callable[[], Any]]:
        """Return the reads a commit's announcement answers (see :data:`COMMIT_LUA`).

        Exactly what :meth:`load` and :meth:`events_since` would return once that
        version is announced: the new snapshot, and the entries above the event
        count the game had (where an up-to-date waiter reads), keyed as
        :meth:`answered_reads` keys them, each as the function that decodes
        it.  An announcement without them (an older server's) answers nothing.
        """
        if len(fields) < 6:
            return {}
        last, version, count, timed, meta_size, state_size = map(int, fields[:6])
        before = last - count
        # the entry's JSON, after the stored entry (none from an older server's script)
        raw = int(fields[6]) if len(fields) > 6 else 0

        def snapshot() -> Snapshot:
            return Snapshot(game_id=game_id, meta=fastjson.loads(payload[:meta_size]),
                            state=fastjson.loads(decode_state(
                                payload[meta_size:meta_size + state_size])),
                            version=version, events=last, timed=timed == 1)

        def found() -> tuple[list[tuple[int, dict]], int]:
            entry = payload[meta_size + state_size:]
            events = (events_above(entry[len(entry) - raw:], before, packed=False) if raw
                      else events_above(entry, before) if entry else [])
            return events, version if events else 0

        return self.answered_reads(game_id, version, before, snapshot, found)

    def promised(self, game_id: str, meta: dict[str, Any], before: int, change: Commit
                 ) -> dict[tuple[Any, ...], Callable[[], Any]]:
        """Return the reads ``change`` will answer once committed, from what the committer
        holds: the same keys and values as :meth:`heard` makes of its announcement
        (``before``: the game's event count before it; ``meta``: its meta, unchanged by a
        move).  The state and events go through their stored JSON, so the values are what
        the reads give back, not the committer's own objects.
        ``tests/api/test_live_push.py`` holds the three (this, :meth:`heard`, the reads)
        equal on real commits.
        """
        version = change.version

        def snapshot() -> Snapshot:
            stored = fastjson.loads(change.state_json())
            return Snapshot(game_id=game_id, meta=meta, state=stored, version=version,
                            events=before + len(change.events), timed=bool(change.timed))

        def found() -> tuple[list[tuple[int, dict]], int]:
            events = fastjson.loads(fastjson.dumpb(list(change.events)))
            return [(before + 1 + i, event) for i, event in enumerate(events)], \
                version if events else 0

        return self.answered_reads(game_id, version, before, snapshot, found)

    def answered_reads(self, game_id: str, version: int, before: int,
                       snapshot: Callable[[], Snapshot],
                       found: Callable[[], tuple[list[tuple[int, dict]], int]]
                       ) -> dict[tuple[Any, ...], Callable[[], Any]]:
        """Key a commit's two answered reads as the waiters share them: the snapshot
        (:func:`~api.store.keys.load_key`) and the entries above ``before``
        (:func:`~api.store.keys.read_key`), each as the function that makes it."""
        return {load_key(self, game_id, version): snapshot,
                read_key(self, game_id, before, version): found}

    def stored_bytes(self, game_id: str) -> dict[str, int]:
        """Return the state's stored size and the memory Redis uses for the game (bytes)."""
        pipe = self.client.pipeline(transaction=False)
        pipe.hget(game_key(game_id), "state")
        pipe.memory_usage(game_key(game_id), samples=0)
        pipe.memory_usage(log_key(game_id), samples=0)
        state, game, log = pipe.execute()
        return {"state": len(state or b""), "game": game or 0, "log": log or 0}

    # -- writing -----------------------------------------------------------------

    def commit(self, game_id: str, expected: int | None, change: Commit) -> None:
        """Write ``change`` iff the version is still ``expected`` (None: a new game).

        Raises :class:`Conflict` when another writer got there first and
        :class:`Gone` when the game expired meanwhile.
        """
        entry = raw = b""
        if change.events or change.moves:
            raw = entry_json(change.first_event, list(map(list, change.moves)),
                             list(change.events))
            entry = pack_entry(raw)
        args: list[Any] = [
            "" if expected is None else str(expected),
            str(change.version),
            str(self.ttl if change.ttl is None else change.ttl),
            "" if change.meta is None else dumps(change.meta),
            encode_state(change.state_json()),
            commit_nonce(),
            len(change.events),
            entry,
            change.idem_answer or "", str(self.idem_ttl),
            "" if change.timed is None else ("1" if change.timed else "0"),
            game_id,
            shard_channel(game_id) if self.sharded else "",
            change.idem_field or "",
            raw,
        ]
        keys = [key := game_key(game_id), log_key(game_id), change.idem_key or key]
        # EVALSHA as a plain command (redis-py's Script object adds three calls and an encoding
        # of its name per commit); a Redis that lost its scripts (a restart) is given it again
        try:
            result = self.client.execute_command("EVALSHA", COMMIT_SHA, 3, *keys, *args)
        except redis.exceptions.NoScriptError:
            self.client.script_load(COMMIT_LUA)
            result = self.client.execute_command("EVALSHA", COMMIT_SHA, 3, *keys, *args)
        if result == 0:
            raise Conflict(game_id)
        if result == -1:
            raise Gone(game_id)

    def delete(self, game_id: str, join_code: str, expected: int | None = None) -> None:
        """Remove a game's keys iff its version is still ``expected`` (None: any version),
        and free its join code if the code still names it (its idempotency answers
        expire on their own).

        Waiting requests are told the game is gone, in the same script, so they end
        at once.  Raises :class:`Conflict` when the game changed since it was read
        (nothing removed) and :class:`Gone` when it is not there.
        """
        if self._remove is None:
            self._remove = self.client.register_script(REMOVE_LUA)
        result = self._remove(keys=[game_key(game_id), log_key(game_id)], args=[
            "" if expected is None else str(expected), game_id,
            shard_channel(game_id) if self.sharded else ""])
        if result == 0:
            raise Conflict(game_id)
        self.free_join_code(join_code, game_id)
        if result == -1:
            raise Gone(game_id)

    def close(self) -> None:
        """Stop the hub and close the connections (tests, shutdown)."""
        if self.hub is not None:
            self.hub.stop()
        self.client.close()

    def recall(self, key: str) -> bytes | None:
        """Return the answer stored under an idempotency key outside a game (a create)."""
        value = self.client.get(key)
        return None if value is None else bytes(value)

    def remember(self, key: str, answer: str) -> bool:
        """Store ``answer`` under ``key`` for the idempotency TTL unless one is there
        already; return True when this one was stored."""
        return bool(self.client.set(key, answer, nx=True, ex=self.idem_ttl))

    def reserve_join_code(self, code: str, game_id: str) -> bool:
        """Map ``code`` to ``game_id`` unless the code is taken; return True if mapped."""
        return bool(self.client.set(join_key(code), game_id, nx=True, ex=self.ttl))

    def release_join_code(self, code: str) -> None:
        """Best effort: free a join code whose game was never stored."""
        try:
            self.client.delete(join_key(code))
        except (redis.exceptions.RedisError, OSError):
            pass  # it expires with its TTL anyway

    def free_join_code(self, code: str, game_id: str) -> None:
        """Free the join code of ``game_id`` (a game its host ended), if it still names it.

        A code expires with its TTL and may name a newer game since: that one's is kept.
        """
        if self._release is None:
            self._release = self.client.register_script(RELEASE_LUA)
        self._release(keys=[join_key(code)], args=[game_id])

    def touch_join_code(self, code: str) -> None:
        """Keep a join code alive as long as its game is being joined."""
        self.client.expire(join_key(code), self.ttl)

    def find_join_code(self, code: str) -> str | None:
        """Return the game id a join code maps to, or None."""
        value = self.client.get(join_key(code))
        return None if value is None else value.decode()

    def ping(self) -> bool:
        """Return True when Redis answers."""
        return bool(self.client.ping())
