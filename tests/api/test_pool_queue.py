"""The pool's queue (:class:`api.store.pool_queue.QuickLifo`) answers as the standard
library's :class:`queue.LifoQueue` does, and moves only with it.

Its ``get`` and ``put`` skip the queue's conditions when no one waits on them; every
other case is the standard library's method.  The methods it stands beside are pinned
by digest (an upgrade that changes them fails here until both are read again), and
the two queues are held to the same answers over generated sequences of calls and
with a thread waiting on either side.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.store.connection import SheddingPool, make_client
from api.store.pool_queue import QuickLifo
from tests.api.test_pool_parity import source_digest

#: (ours, the standard library's method it stands for, ours' digest, theirs': CPython 3.11)
PAIRS = [
    (QuickLifo.get, queue.Queue.get, "671c66ee4ee07dbf", "3d9788ccb7a0381f"),
    (QuickLifo.put, queue.Queue.put, "4fe0c18b52b61cf5", "997c8f0853f4146e"),
    (QuickLifo.get, threading.Condition.notify, "671c66ee4ee07dbf", "9cf1265a5b0caa65"),
]


@pytest.mark.parametrize(("ours", "theirs", "our_digest", "their_digest"), PAIRS,
                         ids=lambda value: getattr(value, "__qualname__", ""))
def test_the_queue_s_methods_and_the_standard_library_s_change_together(
        ours, theirs, our_digest, their_digest):
    assert (source_digest(ours), source_digest(theirs)) == (our_digest, their_digest), (
        f"{ours.__qualname__} or the standard library's {theirs.__qualname__} changed: read"
        " both, keep them doing the same work, then write the pair's digests here again")


def _call(q: Any, op: tuple[Any, ...]) -> Any:
    name, *args = op
    try:
        return ("ok", getattr(q, name)(*args))
    except (queue.Empty, queue.Full, ValueError) as exc:
        return ("raised", type(exc))


OPS = st.one_of(
    st.tuples(st.just("get"), st.just(False)),
    st.tuples(st.just("get"), st.just(True), st.sampled_from([0, 0.001, -1])),
    st.tuples(st.just("get_nowait")),
    st.tuples(st.just("put"), st.integers(0, 9), st.just(False)),
    st.tuples(st.just("put"), st.integers(0, 9), st.just(True), st.sampled_from([0, 0.001, -1])),
    st.tuples(st.just("put_nowait"), st.integers(0, 9)),
    st.tuples(st.just("qsize")),
)


@settings(max_examples=300, deadline=None)
@given(maxsize=st.integers(-1, 4), ops=st.lists(OPS, max_size=30))
def test_both_queues_answer_a_sequence_of_calls_alike(maxsize, ops):
    ours, theirs = QuickLifo(maxsize), queue.LifoQueue(maxsize)
    for op in ops:
        assert _call(ours, op) == _call(theirs, op), op
        assert (ours.queue, ours.unfinished_tasks) == (theirs.queue, theirs.unfinished_tasks)


def _waiting(condition: threading.Condition) -> None:
    """Return once a thread waits on ``condition``."""
    with condition:
        while not condition._waiters:  # type: ignore[attr-defined]
            condition.wait(0.01)


def test_a_put_wakes_a_thread_waiting_for_an_item():
    q = QuickLifo(2)
    got: list[Any] = []
    waiter = threading.Thread(target=lambda: got.append(q.get(timeout=30)))
    waiter.start()
    _waiting(q.not_empty)
    q.put_nowait("connection")
    waiter.join(30)
    assert got == ["connection"] and q.qsize() == 0


def test_a_get_wakes_a_thread_waiting_for_room():
    q = QuickLifo(1)
    q.put_nowait("first")
    waiter = threading.Thread(target=lambda: q.put("second", timeout=30))
    waiter.start()
    _waiting(q.not_full)
    assert q.get_nowait() == "first"
    waiter.join(30)
    assert list(q.queue) == ["second"]


def test_the_newest_item_comes_first_and_an_empty_queue_raises_as_the_standard_library():
    q = QuickLifo(3)
    for item in ("a", "b", "c"):
        q.put_nowait(item)
    with pytest.raises(queue.Full):
        q.put_nowait("d")
    assert [q.get(timeout=1) for _ in range(3)] == ["c", "b", "a"]
    with pytest.raises(queue.Empty):
        q.get(timeout=0.001)
    with pytest.raises(ValueError):
        q.get(True, -1)


def test_the_store_s_pool_keeps_its_idle_connections_in_the_quick_queue(redis_url):
    client = make_client(redis_url, False)
    try:
        assert isinstance(client.connection_pool, SheddingPool)
        assert isinstance(client.connection_pool.pool, QuickLifo)
        assert client.ping() and client.ping()
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
        assert client.set("pool-queue:k", "v") and client.get("pool-queue:k") == b"v"
    finally:
        client.close()
