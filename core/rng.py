"""Seeded random number generators whose whole state is one integer.

The state lives inside the game state (so a game's JSON stays small and the
same seed and moves always give the same game).

- :class:`Rng` is SplitMix64: fast, well distributed and trivially
  serialisable, but its state is 64 bits and its outputs reveal it.  Bots,
  playouts, searches and every seed below 2**64 (chosen seeds, test games, the
  53-bit deals of old transcripts) use it, exactly as before.
- :class:`KeyedRng` is the deal's generator for a secret seed of 2**64 or more
  (the server's are 129 bits: :data:`DEAL_SEED_BITS` random bits under a marker
  bit): its stream is BLAKE2b keyed by the seed, in counter mode, so the deal
  and the later shuffles carry all of the seed's entropy and watching cards
  reveals nothing of the rest.  It only shuffles a deck now and then, so the
  cost of a hash per eight draws does not matter; everything that draws
  millions of times keeps SplitMix64.

:func:`deal_rng` picks the generator for a seed, :func:`stored_rng` rebuilds
one from the state integer a game stored.
"""

from __future__ import annotations

import hashlib
import textwrap
from collections.abc import Callable, MutableSequence
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: rejection limits of :meth:`Rng.randbelow` for small ``n`` (a deck, a move list)
_LIMITS = tuple((1 << 64) - ((1 << 64) % n) if n else 0 for n in range(256))
#: seeds from here on are keys of :class:`KeyedRng` (below: SplitMix64 seeds, as always)
KEYED = 1 << 64
#: the secret entropy of a server-chosen deal seed (see :func:`secret_seed_range`)
DEAL_SEED_BITS = 128
#: BLAKE2b takes keys of up to 64 bytes
_KEY_BYTES = 64
#: domain separation: this stream is the deal's, nothing else's
_PERSON = b"roadtrip-deal"


#: One SplitMix64 step, the generator's one definition: advance ``state`` by the golden
#: gamma and mix it into the output ``x``.  :meth:`Rng.next64`, :meth:`Rng.randbelow` and
#: :meth:`Rng.shuffle` are all built from this text when the module is imported
#: (:func:`_build`), the constants written in as literals: playouts and searches draw
#: millions of times, so the two draw loops run the step inline rather than call
#: ``next64``, and the inline copies cannot drift from it because there is only this one.
_STEP = f"""
state = (state + {_GAMMA}) & {_MASK}
z = ((state ^ (state >> 30)) * {_MIX1}) & {_MASK}
z = ((z ^ (z >> 27)) * {_MIX2}) & {_MASK}
x = z ^ (z >> 31)
"""

_NEXT64 = """
def next64(self):
    state = self.state
    {step}
    self.state = state
    return x
"""

_RANDBELOW = """
def randbelow(self, n):
    if n == 1:  # first: a playout's most frequent draw (a pass, the one move)
        self.state = (self.state + {gamma}) & {mask}  # one step, whose value is 0
        return 0
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    # Rejection sampling keeps small decks exactly uniform.
    limit = _LIMITS[n] if n < 256 else {span} - ({span} % n)
    state = self.state
    while True:
        {step}
        if x < limit:
            self.state = state
            return x % n
"""

_SHUFFLE = """
def shuffle(self, items):
    state = self.state
    limits = _LIMITS
    for n in range(len(items), 1, -1):  # randbelow(n) for each place i = n - 1, last first
        limit = limits[n] if n < 256 else {span} - ({span} % n)
        {step}
        while x >= limit:  # rejected (for a deck: about once in 2**56 draws): draw again
            {step}
        j = x % n
        items[n - 1], items[j] = items[j], items[n - 1]
    self.state = state
"""


def _build(template: str, doc: str) -> Callable[..., Any]:
    """Return the method ``template`` defines, with :data:`_STEP` written in on each line
    that says ``{step}`` (indented to its place) and ``doc`` as its docstring."""
    lines = []
    for line in template.split("\n"):  # each {step}, at its own indentation
        indent = line[:len(line) - len(line.lstrip())]
        lines.append(textwrap.indent(_STEP.strip(), indent) if line.strip() == "{step}"
                     else line)
    source = "\n".join(lines).format(gamma=_GAMMA, mask=_MASK, span=1 << 64)
    names: dict[str, Any] = {"_LIMITS": _LIMITS}
    exec(compile(source, f"<core.rng {template.split()[1].split('(')[0]}>", "exec"), names)
    function: Callable[..., Any] = next(v for k, v in names.items() if callable(v)
                                        and not k.startswith("_"))
    function.__doc__ = doc
    function.__module__ = __name__
    return function


class Rng:
    """A SplitMix64 generator; ``state`` is a 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    if TYPE_CHECKING:  # the methods' types; their bodies are built from _STEP below
        def next64(self) -> int:
            """Return the next 64-bit output and advance the state."""
            ...

        def randbelow(self, n: int) -> int:
            """Return a uniform integer in ``range(n)`` (``n`` > 0), without modulo bias."""
            ...

        def shuffle(self, items: MutableSequence[T]) -> None:
            """Shuffle ``items`` in place (Fisher–Yates)."""
            ...
    else:
        next64 = _build(_NEXT64, "Return the next 64-bit output and advance the state.")
        randbelow = _build(_RANDBELOW, "Return a uniform integer in ``range(n)`` (``n`` > 0),"
                                       " without modulo bias.")
        shuffle = _build(_SHUFFLE, "Shuffle ``items`` in place (Fisher–Yates): one randbelow"
                                   " per place, from the last down.")


class KeyedRng(Rng):
    """The deal's generator for a secret seed: BLAKE2b keyed by the seed, in counter mode.

    ``state`` is ``seed << 64 | counter`` (one integer, like :class:`Rng`'s):
    output ``i`` is the ``i % 8``-th 64-bit word of ``BLAKE2b-512(i // 8, key=seed)``.
    """

    __slots__ = ("_block", "_key", "_words")

    def __init__(self, state: int) -> None:
        if state < KEYED << 64:
            raise ValueError("a keyed state is a seed of 2**64 or more, shifted by 64 bits")
        self.state = state
        key = state >> 64
        self._key = key.to_bytes((key.bit_length() + 7) // 8, "big")
        if len(self._key) > _KEY_BYTES:
            raise ValueError("a keyed seed has at most 512 bits")
        self._block = -1
        self._words: tuple[int, ...] = ()

    def next64(self) -> int:
        """Return the next 64-bit word of the keyed stream and advance the counter."""
        counter = self.state & _MASK
        block, word = divmod(counter, 8)
        if block != self._block:
            digest = hashlib.blake2b(block.to_bytes(8, "big"), key=self._key,
                                     person=_PERSON).digest()
            self._words = tuple(int.from_bytes(digest[i:i + 8], "big") for i in range(0, 64, 8))
            self._block = block
        self.state = (self.state & ~_MASK) | ((counter + 1) & _MASK)
        return self._words[word]

    def randbelow(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (``n`` > 0), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]


def deal_rng(seed: int) -> Rng:
    """Return the generator a game deals with from ``seed``: :class:`KeyedRng` keyed by
    a seed of 2**64 or more, else SplitMix64 (every older and every chosen seed)."""
    if seed >= KEYED:
        return KeyedRng(seed << 64)
    return Rng(seed)


def stored_rng(state: int) -> Rng:
    """Return the generator whose state a game stored (:attr:`Rng.state`)."""
    if state >= KEYED:
        return KeyedRng(state)
    return Rng(state)


def secret_seed_range() -> tuple[int, int]:
    """Return the range ``[low, high)`` server seeds are drawn from: :data:`DEAL_SEED_BITS`
    random bits under a marker bit, so every one is a :class:`KeyedRng` seed."""
    low = 1 << DEAL_SEED_BITS
    return low, low << 1


def int_to_json(value: int) -> int | str:
    """Return ``value`` as JSON carries it: a number below 2**64 (as every stored game
    and transcript always had it: SplitMix64 states, 53-bit seeds), else its decimal
    digits as a string (a keyed seed or state: 129 bits and more, which orjson and
    JavaScript's numbers cannot carry)."""
    return value if 0 <= value < KEYED else str(value)


def int_from_json(value: int | str) -> int:
    """Return the integer :func:`int_to_json` wrote (a number, or the digits of one of
    2**64 or more); ValueError for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ValueError("expected an integer or a string of digits")
    if isinstance(value, str):
        if not (value.isascii() and value.isdigit() and len(value) < 200) \
                or value.startswith("0"):  # one spelling per value: no leading zero
            raise ValueError("expected a string of decimal digits")
        if int(value) < KEYED:  # one spelling per value: below 2**64 a JSON number
            raise ValueError("an integer below 2**64 is a JSON number, not a string")
    return int(value)
