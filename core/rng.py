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

import array
import hashlib
import re
import sys
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
#: A long shuffle runs it once over all its draws, and a generator that draws often runs it
#: once over its next outputs (:meth:`Rng._fill`); :func:`_lanes` rewrites this text for
#: that, mechanically: a change here changes it too, or stops the import.
_STEP = f"""
state = (state + {_GAMMA}) & {_MASK}
z = ((state ^ (state >> 30)) * {_MIX1}) & {_MASK}
z = ((z ^ (z >> 27)) * {_MIX2}) & {_MASK}
x = z ^ (z >> 31)
"""

_NEXT64 = """
def next64(self):
    buf = self._buf
    if buf:  # the outputs are drawn ahead (see _fill)
        return buf.pop()
    state = self._end
    {step}
    self._end = state
    return x
"""

_RANDBELOW = """
def randbelow(self, n):
    buf = self._buf
    if n == 1:  # a playout's most frequent draw (a pass, the one move): one step, value 0
        if buf:
            buf.pop()
        else:
            self._end = (self._end + {gamma}) & {mask}
        return 0
    if buf:
        if n > 0 and n <= {room}:  # every output drawn ahead is one such n never rejects
            return buf.pop() % n
        _settle(self)  # any other n: one output at a time from the state, as below
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    if n <= {room}:
        ahead = self._ahead
        if ahead < 0:  # one of the first few draws (all a bot's move makes): no fill yet
            self._ahead = ahead + 1
        else:
            buf = _fill(self)
            if buf:
                return buf.pop() % n
    # Rejection sampling keeps small decks exactly uniform.
    limit = _LIMITS[n] if n < 256 else {span} - ({span} % n)
    state = self._end
    while True:
        {step}
        if x < limit:
            self._end = state
            return x % n
"""

_ONE_BY_ONE = """
def one_by_one(self, items):
    state = self._end
    limits = _LIMITS
    for n in range(len(items), 1, -1):  # randbelow(n) for each place i = n - 1, last first
        limit = limits[n] if n < 256 else {span} - ({span} % n)
        {step}
        while x >= limit:  # rejected (for a deck: about once in 2**56 draws): draw again
            {step}
        j = x % n
        items[n - 1], items[j] = items[j], items[n - 1]
    self._end = state
"""

#: The same step for many states at once: lane ``i`` of a long integer (``_LANE`` bits from
#: bit ``_LANE * i``) holds one 64-bit state, and every operation of :data:`_STEP` works on
#: all lanes together (CPython does a long integer's arithmetic in C).  A lane is 128 bits so
#: a 64-bit value times a 64-bit constant stays inside it; each right shift before a
#: multiplication is masked back to the lanes' low 64 bits so no lane's bits leak into the
#: one below (:func:`_lanes`).
_LANE = 128
#: lists shorter than this are shuffled one draw at a time (the lane step costs about as
#: much as 9 draws); longer than ``_LANES_UPTO``, too (the lanes' constants are kept per size)
_LANES_FROM, _LANES_UPTO = 10, 512
#: the lanes are read back as the machine's own 64-bit words (little-endian, every platform
#: CPython is built for in practice; elsewhere one draw at a time)
_NATIVE = sys.byteorder == "little" and array.array("Q").itemsize == 8

#: A generator's draws after its first few come from outputs drawn ahead, many in one lane
#: step (:meth:`Rng._fill`): a draw is then a list's pop and a modulo instead of the step's
#: ten operations on 64-bit integers.  ``randbelow(n)`` takes them for ``0 < n <= _ROOM``
#: (a one-digit integer, so the comparison is the interpreter's fast one) without the
#: rejection test: only outputs below ``_KEEP`` are drawn ahead, and such ``n`` rejects only
#: outputs of ``2**64 - n`` or more.  A larger ``n`` draws one output at a time, as before.
_ROOM = (1 << 30) - 1
_KEEP = (1 << 64) - (1 << 30)
#: the high half of any output a draw might reject (``_KEEP`` or more; a shuffle's, ``2**64 - 512``
#: or more): only read-back bytes holding it have their outputs compared (a cheaper test)
_NEAR = b"\xff" * 4
#: the draws (from 2 or more) a generator makes one at a time before its first fill: a
#: bot's move draws a few times from its own generator, and a fill would cost it more than
#: it saves (on a machine whose words the lanes cannot be read back as, never)
_WAIT = 12 if _NATIVE else sys.maxsize
#: the first fill's outputs, doubled at each fill up to the last: a fill costs about 15,000
#: instructions and 1,450 an output (a draw from the buffer about 1,100, one step 6,000), and
#: what is drawn ahead when a generator is dropped is lost (a search's rollout draws tens of
#: times, a Drive playout about 140, so at 256 its last fill wasted more than it saved)
_FILL_FROM, _FILL_UPTO = 16, 64

_SHUFFLE = """
def shuffle(self, items):
    if self._buf:  # outputs drawn ahead: the state they start from, plain again
        _settle(self)
    n = len(items)
    if n < _LANES_FROM or n > _LANES_UPTO or not _NATIVE:
        return _one_by_one(self, items)
    ones, ramp, lanes, stride = _SHUFFLES.get(n) or _packed(_SHUFFLES, n, n - 1)
    # lane i: the state after i + 1 draws (the step masks it); then all n - 1 draws in one step
    state = self._end * ones + ramp
    {lanestep}
    raw = x.to_bytes({lanebytes} * (n - 1), "little")
    draws = memoryview(raw).cast("Q")[::2].tolist()
    if _NEAR in raw and max(draws) >= {span} - n:  # randbelow might reject one (about 2**-56)
        return _one_by_one(self, items)
    i = n
    for x in draws:  # randbelow(i + 1) for each place i, last first (cheaper than a zip)
        j = x % i
        i -= 1
        items[i], items[j] = items[j], items[i]
    self._end = state >> {lane} * (n - 2)  # the last lane's: the state after n - 1 draws
"""

_FILL = """
def fill(self):
    size = self._ahead or _FILL_FROM
    ones, ramp, lanes, stride = _FILLS.get(size) or _packed(_FILLS, size, size)
    start = self._end
    last = self._last
    if last[0] == start and last[1] == size:  # the last fill's lanes, moved on by its draws
        state = last[2] + stride
    else:  # lane i: the state after i + 1 draws (the step masks it)
        state = start * ones + ramp
    {lanestep}
    self._last = ((start + size * {gamma}) & {mask}, size, state)
    raw = x.to_bytes({lanebytes} * size, "little")
    draws = memoryview(raw).cast("Q")[::2].tolist()
    if _NEAR in raw and max(draws) >= _KEEP:  # keep the outputs before the first one a draw
        del draws[next(i for i, out in enumerate(draws) if out >= _KEEP):]  # might reject
    draws.reverse()  # drawn from the end: the next output last
    self._end = (start + len(draws) * {gamma}) & {mask}
    self._buf = draws
    self._ahead = min(2 * size, _FILL_UPTO)
    return draws
"""


def _lanes(step: str) -> str:
    """Return ``step`` (:data:`_STEP`) for lanes: the mask is every lane's (``lanes``), the
    gamma is in each lane's start already (``ramp``, :func:`_packed`), and each right shift
    is masked to the lanes but the output's (the last line's): what it brings down from the
    lane above lands in bits 97–127, and only each lane's low 64 bits are read back."""
    text, advances = re.subn(rf"\(state \+ {_GAMMA}\)", "state", step.replace(str(_MASK), "lanes"))
    *mixing, output = text.split("\n")
    mixed, shifts = re.subn(r"\((\w+) >> (\d+)\)", r"((\1 >> \2) & lanes)", "\n".join(mixing))
    unmasked = [int(k) for k in re.findall(r">> (\d+)", output)]
    if advances != 1 or shifts + len(unmasked) != step.count(">>") or "<<" in step \
            or not output.startswith("x = ") or any(k > 64 for k in unmasked):
        raise AssertionError("the SplitMix64 step holds an operation its lane form cannot carry")
    return f"{mixed}\n{output}"


#: the lanes' constants of each size of shuffle (by its items) and of fill (by its draws)
_SHUFFLES: dict[int, tuple[int, ...]] = {}
_FILLS: dict[int, tuple[int, ...]] = {}
_NO_FILL = (-1, 0, 0)  # Rng._last before a generator's first fill
#: the lanes' constants for the most draws at once, built at their first use (:func:`_packed`)
_FULL: list[int] = []


def _packed(kept: dict[int, tuple[int, ...]], size: int, draws: int) -> tuple[int, ...]:
    """The lanes' constants for ``draws`` draws at once, kept in ``kept`` under ``size`` (a
    shuffle's items, a fill's draws): a 1 in each lane, each lane's offset (the state a
    generator at 0 has after ``i + 1`` draws: a draw adds the gamma, so the state after
    ``i + 1`` draws from ``s`` is ``s`` plus it), the lanes' mask and what ``draws`` draws
    add in each lane (the stride from one fill's lanes to the next's); cut from the
    constants for the most draws."""
    if not _FULL:
        ones = ramp = 0
        walker = Rng(0)
        for i in range(_LANES_UPTO - 1):
            walker.next64()
            ones |= 1 << _LANE * i
            ramp |= walker.state << _LANE * i
        _FULL[:] = (ones, ramp, ones * _MASK)
    cut = (1 << _LANE * draws) - 1
    ones, ramp, lanes = _FULL[0] & cut, _FULL[1] & cut, _FULL[2] & cut  # no generator's frame
    packed = (ones, ramp, lanes, ones * (draws * _GAMMA & _MASK))
    kept[size] = packed
    return packed


def _build(template: str, doc: str, **names: Any) -> Callable[..., Any]:
    """Return the method ``template`` defines, with :data:`_STEP` written in on each line
    that says ``{step}`` and its lane form (:func:`_lanes`) on each that says ``{lanestep}``
    (indented to their places), ``doc`` as its docstring and ``names`` as its globals."""
    steps = {"{step}": _STEP.strip(), "{lanestep}": _lanes(_STEP.strip())}
    lines = []
    for line in template.split("\n"):  # each step, at its own indentation
        indent = line[:len(line) - len(line.lstrip())]
        lines.append(textwrap.indent(steps[line.strip()], indent) if line.strip() in steps
                     else line)
    source = "\n".join(lines).format(gamma=_GAMMA, mask=_MASK, span=1 << 64, lane=_LANE,
                                     lanebytes=_LANE // 8, room=_ROOM)
    names = {"_LIMITS": _LIMITS, **names}
    name = template.split()[1].split("(")[0]
    exec(compile(source, f"<core.rng {name}>", "exec"), names)
    function: Callable[..., Any] = names[name]
    function.__doc__ = doc
    function.__module__ = __name__
    return function


class Rng:
    """A SplitMix64 generator; ``state`` is a 64-bit integer.

    A generator that draws often (a playout's choices) draws its outputs ahead, many in one
    lane-parallel step (:func:`_fill`), and hands them out one a draw; ``state`` is then a
    property that reads the state the draws so far left (the same integer as without the
    buffer) and, written, drops what was drawn ahead.  Its own bookkeeping: ``_end``, the state
    after the outputs drawn ahead (the state itself while there are none), ``_buf``, those
    outputs (the next one last), and ``_ahead``, how many outputs the next fill draws
    (doubling from :data:`_FILL_FROM` up to :data:`_FILL_UPTO`), or while negative, how
    many draws are still made one at a time before the first (:data:`_WAIT`); ``_last``: the
    state the last fill ended at, its draws and its lanes (the next fill of as many from that
    state moves them on by an addition, not a multiplication).
    """

    __slots__ = ("_ahead", "_buf", "_end", "_last")

    def __init__(self, state: int) -> None:
        self._end = state & _MASK
        self._buf: list[int] | tuple[()] = ()
        self._ahead = -_WAIT
        self._last = _NO_FILL

    @property
    def state(self) -> int:
        """The generator's state: the state after every output drawn so far."""
        buf = self._buf
        return (self._end - len(buf) * _GAMMA) & _MASK if buf else self._end

    @state.setter
    def state(self, state: int) -> None:
        self._end = state
        self._buf = ()

    def _settle(self) -> None:
        """Drop the outputs drawn ahead, the state back where the draws so far left it."""
        self.state = self.state

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        # a copy or a pickle is a new generator at the same state (never one sharing _buf)
        return type(self), (self.state,)

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
        _fill = _build(_FILL, "Draw the next ``_ahead`` outputs in one lane-parallel"
                              " step (those before the first that a draw might reject) and"
                              " return them, the next one last.",
                       _FILLS=_FILLS, _packed=_packed, _KEEP=_KEEP, _NEAR=_NEAR,
                       _FILL_FROM=_FILL_FROM, _FILL_UPTO=_FILL_UPTO)
        next64 = _build(_NEXT64, "Return the next 64-bit output and advance the state.")
        randbelow = _build(_RANDBELOW, "Return a uniform integer in ``range(n)`` (``n`` > 0),"
                                       " without modulo bias.", _fill=_fill, _settle=_settle)
        _one_by_one = _build(_ONE_BY_ONE, "Shuffle ``items`` in place (Fisher–Yates): one"
                                          " randbelow per place, from the last down.")
        shuffle = _build(_SHUFFLE, "Shuffle ``items`` in place (Fisher–Yates): one randbelow"
                                   " per place, from the last down (all the draws of a long"
                                   " list in one lane-parallel step).",
                         _one_by_one=_one_by_one, _SHUFFLES=_SHUFFLES, _packed=_packed,
                         _LANES_FROM=_LANES_FROM, _LANES_UPTO=_LANES_UPTO,
                         _NATIVE=_NATIVE, _settle=_settle, _NEAR=_NEAR)


class PlainDraws:
    """Draws made from ``next64`` one output at a time, as first written: what every faster
    path of :class:`Rng` must equal (``tests/core/test_rng_ahead.py``), and the keyed
    generator's own draws (it draws seldom: a deal, a reshuffle)."""

    __slots__ = ()

    if TYPE_CHECKING:  # each generator's own output (KeyedRng's, a test's reference)
        def next64(self) -> int:
            """Return the next 64-bit output."""
            ...

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


class KeyedRng(PlainDraws, Rng):  # PlainDraws' draws, Rng's state
    """The deal's generator for a secret seed: BLAKE2b keyed by the seed, in counter mode.

    ``state`` is ``seed << 64 | counter`` (one integer, like :class:`Rng`'s):
    output ``i`` is the ``i % 8``-th 64-bit word of ``BLAKE2b-512(i // 8, key=seed)``.
    It never draws ahead, so the state is ``_end`` as it stands (read and written here
    without the property's call: a deal draws some hundred times).
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
        counter = self._end & _MASK
        block, word = divmod(counter, 8)
        if block != self._block:
            digest = hashlib.blake2b(block.to_bytes(8, "big"), key=self._key,
                                     person=_PERSON).digest()
            self._words = tuple(int.from_bytes(digest[i:i + 8], "big") for i in range(0, 64, 8))
            self._block = block
        self._end = (self._end & ~_MASK) | ((counter + 1) & _MASK)
        return self._words[word]


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
