"""Per-process memos of what decoding a stored state works out the same way every time.

A server decodes each version of a game's state more than once (the move's request, then
each process that pushes it to a phone), and most of what it reads did not change since
the last version: the config, the draw pile between draws, the discard pile between
discards, every road but one.  What each piece decodes to is kept, by the text it was
read from; a burst of new games must not grow a memo without end, so each holds a fixed
number of entries and starts again when full (as ``api/http/kept.py``'s, which ``core``
cannot import).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def remember(kept: dict[Any, V], key: Any, value: V, most: int) -> V:
    """Keep ``value`` under ``key`` in ``kept``, emptied first when it holds ``most``
    already; return ``value``."""
    if len(kept) >= most:
        kept.clear()
    kept[key] = value
    return value


class Memo(dict[K, V]):
    """``memo[key]`` is ``make(key)``, made once while kept (``make`` must be pure and its
    value never changed by a reader: every reader gets the same object).

    A dict, so a hit is the dict's own lookup, no Python frame: ``map(memo.__getitem__,
    keys)`` reads many keys without entering one.
    """

    __slots__ = ("make", "most")

    def __init__(self, make: Callable[[K], V], most: int) -> None:
        super().__init__()
        self.make = make
        self.most = most

    def __missing__(self, key: K) -> V:
        return remember(self, key, self.make(key), self.most)
