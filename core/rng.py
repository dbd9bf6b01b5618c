"""A small seeded random number generator whose whole state is one integer.

The state lives inside the game state (so a game's JSON stays small and the
same seed and moves always give the same game).  The generator is SplitMix64:
fast, well distributed and trivially serialisable.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: rejection limits of :meth:`Rng.randbelow` for small ``n`` (a deck, a move list)
_LIMITS = tuple((1 << 64) - ((1 << 64) % n) if n else 0 for n in range(256))


class Rng:
    """A SplitMix64 generator; ``state`` is a 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        """Return the next 64-bit output and advance the state."""
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (``n`` > 0), without modulo bias."""
        if n == 1:  # first: a playout's most frequent draw (a pass, the one move)
            self.state = (self.state + _GAMMA) & _MASK  # one draw, whose value is 0
            return 0
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        # Rejection sampling keeps small decks exactly uniform.
        limit = _LIMITS[n] if n < 256 else (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:
            # next64, inlined: playouts and searches draw millions of times
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < 256 else (1 << 64) - ((1 << 64) % n)
            while True:  # randbelow(n), inlined: every new game shuffles a whole deck
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state
