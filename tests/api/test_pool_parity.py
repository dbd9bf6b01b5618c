"""The store's pool methods stand beside redis-py's, and move only with them.

:class:`api.store.connection.SheddingPool` (``get_connection``, ``release``) and
:class:`api.store.connection.QuickCheck` (``can_read``) do redis-py's own work without
its per-command extras (they cost a streamed move ~5% of its CPU: the docstrings say
which).  They cannot be derived from redis-py's code, so each is pinned to the
version of the method it stands for: a redis-py upgrade that changes one of those
methods, or an edit of ours alone, fails here until both are read side by side and
the pair's digests written again (docs/engine-shape.md, "Fast paths").
"""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Callable
from typing import Any

import pytest
import redis
from redis.connection import AbstractConnection

from api.store.connection import QuickCheck, SheddingPool

#: (ours, the redis-py method it stands for, ours' digest, theirs' digest: redis-py 8.2.0)
PAIRS: list[tuple[Callable[..., Any], Callable[..., Any], str, str]] = [
    (SheddingPool.get_connection, redis.BlockingConnectionPool.get_connection,
     "b4de47addda8ae72", "c7bab2be0f7a2231"),
    (SheddingPool.release, redis.BlockingConnectionPool.release,
     "a9eb3cadc150457a", "3f11a2c039f4b33d"),
    (QuickCheck.can_read, AbstractConnection.can_read, "96787a38b7af3728", "832051e863949ec6"),
]


def source_digest(function: Callable[..., Any]) -> str:
    """The first 16 hex digits of the SHA-256 of a function's source."""
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


@pytest.mark.parametrize(("ours", "theirs", "our_digest", "their_digest"), PAIRS,
                         ids=lambda value: getattr(value, "__qualname__", ""))
def test_a_pool_method_and_the_redis_py_method_it_stands_for_change_together(
        ours, theirs, our_digest, their_digest):
    assert (source_digest(ours), source_digest(theirs)) == (our_digest, their_digest), (
        f"{ours.__qualname__} or redis-py's {theirs.__qualname__} changed: read both, keep"
        " them doing the same work, then write the pair's digests here again")
