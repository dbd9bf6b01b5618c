"""Per-process memos of what a request works out the same way every time (a query's
parameters, a body's length and type, a URL's match): the one way each is bounded.

A game's phones send the same few requests all game long, so what werkzeug or the
schema would work out anew is kept; a burst of odd requests must not grow a memo
without end, so each holds a fixed number of entries.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from typing import Any, TypeVar

V = TypeVar("V")


def remember(kept: dict[Any, V], key: Any, value: V, most: int) -> V:
    """Keep ``value`` under ``key`` in ``kept``, emptied first when it holds ``most``
    already (a burst of odd requests: start again); return ``value``."""
    if len(kept) >= most:
        kept.clear()
    kept[key] = value
    return value


def keep(kept: OrderedDict[Any, V], key: Any, value: V, most: int) -> V:
    """Remember ``value`` under ``key`` in the least-recently-used ``kept``, which holds
    ``most`` at most; return ``value`` (a miss's path: a hit moves its key to the end)."""
    kept[key] = value
    if len(kept) > most:
        with contextlib.suppress(KeyError):  # (another thread emptied it meanwhile)
            kept.popitem(last=False)
    return value
