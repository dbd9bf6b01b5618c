"""The store's pool methods stand beside redis-py's, and move only with them.

:class:`api.store.connection.SheddingPool` (``get_connection``, ``release``),
:class:`api.store.connection.QuickCheck` (``can_read``) and
:class:`api.store.packing.QuickPacker` (``pack``) do redis-py's own work without
its per-command extras (they cost a streamed move ~5% of its CPU, and the packer's a
tenth of a move's Python calls: the docstrings say which).  They cannot be derived from
redis-py's code, so each is pinned to the version of the method it stands for: a
redis-py upgrade that changes one of those methods, or an edit of ours alone, fails
here until both are read side by side and the pair's digests written again
(docs/engine-shape.md, "Fast paths").
"""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Callable
from typing import Any

import pytest
import redis
from hypothesis import given, settings
from hypothesis import strategies as st
from redis.connection import AbstractConnection, HiredisRespSerializer
from redis.exceptions import DataError

from api.store.connection import (
    QUICK_COMMANDS,
    QuickCheck,
    QuickRedis,
    SheddingPool,
    make_client,
)
from api.store.packing import QuickPacker, quick_packer

#: (ours, the redis-py method it stands for, ours' digest, theirs' digest: redis-py 8.2.0)
PAIRS: list[tuple[Callable[..., Any], Callable[..., Any], str, str]] = [
    (SheddingPool.get_connection, redis.BlockingConnectionPool.get_connection,
     "68fa55b716338dbd", "c7bab2be0f7a2231"),
    # it calls connect only without a socket: connect_check_health's first test
    (SheddingPool.get_connection, AbstractConnection.connect_check_health,
     "68fa55b716338dbd", "69f59e14744d19f8"),
    (SheddingPool.release, redis.BlockingConnectionPool.release,
     "6079e5c227189144", "3f11a2c039f4b33d"),
    # both test for a fork as _checkpid does, and release for a connection of its own as
    # owns_connection does
    (SheddingPool.get_connection, redis.ConnectionPool._checkpid,
     "68fa55b716338dbd", "819459a40e6f5cc2"),
    (SheddingPool.release, redis.ConnectionPool.owns_connection,
     "6079e5c227189144", "36f1b33dba5d4c5a"),
    (QuickCheck.can_read, AbstractConnection.can_read, "96787a38b7af3728", "832051e863949ec6"),
    (QuickPacker.pack, HiredisRespSerializer.pack, "bfbfdccdb6cf3eb6", "80d93dd54aa56d9b"),
    (QuickRedis.execute_command, redis.Redis._execute_command,
     "7a49eaa8e962cbdb", "ec1dd038f63134ea"),
    (QuickRedis._round_trip, redis.Redis._send_command_parse_response, "ea9faff594ff28e1",
     "b13acdc09a988d5d"),
]


def source_digest(function: Callable[..., Any]) -> str:
    """The first 16 hex digits of the SHA-256 of a function's source."""
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


def assert_pinned(pair: tuple[Callable[..., Any], Callable[..., Any], str, str],
                  library: str) -> None:
    """Fail unless ``(ours, theirs, ours' digest, theirs')`` still holds: ours stands for
    ``library``'s ``theirs``, and neither changed since both were read side by side."""
    ours, theirs, our_digest, their_digest = pair
    assert (source_digest(ours), source_digest(theirs)) == (our_digest, their_digest), (
        f"{ours.__qualname__} or {library}'s {theirs.__qualname__} changed: read both, keep"
        " them doing the same work, then write the pair's digests here again")


@pytest.mark.parametrize("pair", PAIRS, ids=lambda pair: pair[0].__qualname__)
def test_a_pool_method_and_the_redis_py_method_it_stands_for_change_together(pair):
    assert_pinned(pair, "redis-py")


class _Int(int):
    def __repr__(self) -> str:
        return "an int"


class _Float(float):
    def __repr__(self) -> str:
        return "a float"


class _Text(str):
    def encode(self, *args: Any, **kwargs: Any) -> bytes:
        return b"a text"


#: one argument of a command: every type redis-py's encoder or hiredis knows, the ones
#: they could disagree on (subclasses, bool, bytearray, None), and text hiredis must
#: refuse as redis-py does (a lone surrogate)
ARGUMENT = st.one_of(
    st.text(), st.binary(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none(),
    st.binary().map(bytearray), st.binary().map(memoryview),
    st.integers().map(_Int), st.floats(allow_nan=False).map(_Float), st.text().map(_Text),
    st.just("\udc80"))
#: a command's name: redis-py splits one with a space into words
NAME = st.sampled_from(["EVALSHA", "HMGET", "SCRIPT LOAD", "set", b"GET", b"CLIENT LIST"])


def _packed(packer: Any, args: tuple[Any, ...]) -> Any:
    try:
        return b"".join(bytes(chunk) for chunk in packer.pack(*args))
    except Exception as error:  # noqa: BLE001 - the error is what is compared
        return type(error)


@settings(max_examples=400, deadline=None)
@given(NAME, st.lists(ARGUMENT, max_size=8))
def test_the_quick_packer_writes_what_redis_py_writes(name, args):
    """The same bytes, or the same error, for any command (redis-py's own packer decides
    every argument hiredis is not given)."""
    connection = redis.Connection()
    theirs = connection._command_packer
    ours = quick_packer(theirs, connection.encoder)
    assert isinstance(ours, QuickPacker)
    command = (name, *args)
    assert _packed(ours, command) == _packed(theirs, command)


def test_a_bool_is_refused_as_redis_py_refuses_it():
    connection = redis.Connection()
    with pytest.raises(DataError):
        quick_packer(connection._command_packer, connection.encoder).pack("SET", "k", True)


def test_other_encodings_keep_redis_py_s_packer():
    connection = redis.Connection(encoding="latin-1")
    assert quick_packer(connection._command_packer, connection.encoder) is \
        connection._command_packer


def test_the_store_s_connections_pack_quickly():
    client = make_client("redis://127.0.0.1:1/0", cluster=False)
    try:
        assert isinstance(client.connection_pool.make_connection()._command_packer,
                          QuickPacker)
    finally:
        client.close()


def test_a_pooled_connection_whose_socket_was_closed_connects_again(redis_url):
    # the pool calls redis-py's connect only when the connection has no socket (its
    # connect returns at once otherwise): one disconnected meanwhile must connect again
    client = make_client(redis_url, False)
    try:
        assert client.ping()
        client.connection_pool.disconnect()
        idle = [c for c in client.connection_pool.pool.queue if c is not None]
        assert idle and all(c._sock is None for c in idle)
        assert client.set("pool-parity:k", "v") and client.get("pool-parity:k") == b"v"
    finally:
        client.close()


def _answer(client: Any, *command: Any, **options: Any) -> Any:
    try:
        return client.execute_command(*command, **options)
    except Exception as error:  # noqa: BLE001 - the error is what is compared
        return type(error), str(error)


def test_the_quick_client_answers_as_redis_py_s(redis_url):
    """Every quick command, answered or refused, parsed as redis-py parses it (XRANGE's
    callback), through the quick path and through redis-py's own."""
    ours = make_client(redis_url, False)
    theirs = redis.Redis.from_url(redis_url)
    try:
        assert type(ours) is QuickRedis
        theirs.hset("parity:h", mapping={"a": "1", "b": "2"})
        theirs.xadd("parity:s", {"p": b"x"}, id="1-1")
        sha = theirs.script_load("return {KEYS[1], ARGV[1], redis.call('GET', KEYS[1])}")
        commands = [("EVALSHA", sha, 1, "parity:h", "v"), ("EVALSHA", "0" * 40, 0),
                    ("HMGET", "parity:h", "a", "z"), ("HGET", "parity:h", "b"),
                    ("GET", "parity:none"), ("GET", "parity:h"), ("XRANGE", "parity:s", "-", "+"),
                    ("HMGET", "parity:s", "a")]
        assert {command[0] for command in commands} == QUICK_COMMANDS
        for command in commands:
            assert _answer(ours, *command, keys=[command[1]]) == \
                _answer(theirs, *command, keys=[command[1]]), command
    finally:
        theirs.delete("parity:h", "parity:s")
        ours.close()
        theirs.close()


def test_the_quick_client_sends_again_on_a_new_connection_after_a_failure(redis_url):
    """A command whose round trip fails is sent again, as redis-py's retry does, after its
    connection is dropped (the commit's nonce relies on that resend)."""
    client = make_client(redis_url, False)
    try:
        client.set("parity:k", "v")
        connection = client.connection_pool.get_connection()
        client.connection_pool.release(connection)
        sent = connection.send_command
        failures: list[int] = []

        def failing(*args: Any, **kwargs: Any) -> None:
            if not failures:
                failures.append(1)
                raise redis.exceptions.ConnectionError("lost")
            sent(*args, **kwargs)

        connection.send_command = failing
        dropped = connection.disconnect
        drops: list[int] = []
        connection.disconnect = lambda *a, **k: (drops.append(1), dropped(*a, **k))[1]
        assert client.get("parity:k") == b"v"
        assert failures == [1] and drops
    finally:
        client.delete("parity:k")
        client.close()
