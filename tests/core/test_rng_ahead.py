"""Outputs drawn ahead (``Rng._fill``) change nothing: every draw, shuffle and state read
is the plain SplitMix64 of one step at a time.

The reference here is written from the module's one text of the step (``_STEP``), run
once a draw, and pinned to SplitMix64's published outputs; the generator is driven through
random interleavings of every operation, and through the rare outputs the buffer must not
hold (those a draw might reject).
"""

import copy
import pickle
import random

import pytest

from core.rng import (
    _FILL_FROM,
    _FILL_UPTO,
    _GAMMA,
    _KEEP,
    _MASK,
    _ROOM,
    _STEP,
    _WAIT,
    PlainDraws,
    Rng,
)


class Reference(PlainDraws):
    """SplitMix64 one step at a time, executing ``_STEP`` itself; draws as first written."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        names = {"state": self.state}
        exec(_STEP, names)
        self.state = names["state"]
        return names["x"]


def test_the_reference_is_splitmix64_as_published():
    # the first outputs from seed 1234567 (Rosetta Code, "Pseudo-random numbers/Splitmix64")
    reference = Reference(1234567)
    assert [reference.next64() for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431,
        16408922859458223821]
    assert Reference(0).next64() == 0xE220A8397B1DCDAF


SIZES = (1, 1, 1, 2, 2, 3, 4, 7, 52, 90, 255, 256, 1000, _ROOM, _ROOM + 1, 2**40, 2**63 + 5)


def _one_operation(choose: random.Random, fast: Rng, slow: Reference) -> None:
    """Do one random operation on both generators and check they agree."""
    kind = choose.random()
    if kind < 0.65:  # a draw, mostly from small sizes (as playouts draw)
        n = choose.choice(SIZES)
        assert fast.randbelow(n) == slow.randbelow(n), n
    elif kind < 0.75:
        assert fast.next64() == slow.next64()
    elif kind < 0.80:  # a shuffle, short (one draw at a time) or long (the lane step)
        items = list(range(choose.choice((0, 1, 2, 5, 9, 10, 30, 92))))
        again = list(items)
        fast.shuffle(items)
        slow.shuffle(again)
        assert items == again
    elif kind < 0.85:  # the state read from outside, as a game's JSON does
        assert fast.state == slow.state
    elif kind < 0.88:  # the state written from outside: whatever was drawn ahead is dropped
        fast.state = slow.state = choose.getrandbits(64)
    elif kind < 0.90:  # a bad size refuses, and draws nothing
        with pytest.raises(ValueError):
            fast.randbelow(choose.choice((0, -3)))
    elif kind < 0.92:  # a copy and a pickle go on as the generator would, apart from it
        twin = copy.copy(fast) if choose.random() < 0.5 else pickle.loads(pickle.dumps(fast))
        mirror = Reference(slow.state)
        assert [twin.randbelow(5) for _ in range(20)] == [mirror.randbelow(5) for _ in range(20)]
    else:  # a generator seeded from this one's output, as the bots' determinizations do
        assert Rng(fast.next64()).randbelow(6) == Rng(slow.next64()).randbelow(6)
    assert fast.state == slow.state


def test_interleaved_operations_are_plain_splitmix64():
    choose = random.Random(20261206)
    for seed in range(60):
        start = choose.getrandbits(64) if seed % 2 else seed
        fast, slow = Rng(start), Reference(start)
        for _ in range(700):
            _one_operation(choose, fast, slow)


def test_a_playout_like_stream_crosses_many_fills():
    # thousands of small draws (a fill of up to _FILL_UPTO outputs, again and again), the
    # state read now and then, as a playout's generator is drawn from
    for seed in (0, 1, 99, 2**64 - 1):
        fast, slow = Rng(seed), Reference(seed)
        for i in range(3000):
            n = (1, 1, 2, 3, 1, 14, 1, 5)[i % 8] + i % 3
            assert fast.randbelow(n) == slow.randbelow(n)
            if i % 97 == 0:
                assert fast.state == slow.state
        assert fast.state == slow.state


def _state_before(output: int, draws: int) -> int:
    """A state whose ``draws``-th next output (1 the next one) is ``output``."""
    from tests.core.test_rng import _state_whose_next_draw_is

    return (_state_whose_next_draw_is(output) - (draws - 1) * _GAMMA) & _MASK


@pytest.mark.parametrize("output", [(1 << 64) - 1, _KEEP, _KEEP - 1, (1 << 64) - 16,
                                    (1 << 64) - 17])
@pytest.mark.parametrize("at", [_WAIT + 1, _WAIT + 2, _WAIT + 9, _WAIT + 1 + _FILL_FROM,
                                _WAIT + 1 + _FILL_FROM + 3])
def test_an_output_a_draw_might_reject_is_never_drawn_ahead(output, at):
    # the first fill comes at draw _WAIT + 1 (of a size from 2 to _ROOM); an output at or
    # above _KEEP ends the outputs drawn ahead before it, so a draw from _ROOM (which
    # rejects outputs of 2**64 - 16 and above) still rejects exactly as one step at a time
    state = _state_before(output, at)
    probe = Reference(state)
    assert [probe.next64() for _ in range(at)][-1] == output
    for n in (_ROOM, 7, 1, 2):
        fast, slow = Rng(state), Reference(state)
        for i in range(at + 40):
            size = n if i >= at - 3 else 7  # small draws first: the fill comes on time
            assert fast.randbelow(size) == slow.randbelow(size), (i, size)
            assert fast.state == slow.state


@pytest.mark.parametrize("at", range(_WAIT + 2, _WAIT + 2 + _FILL_FROM))
def test_the_outputs_drawn_ahead_stop_before_one_at_or_above_keep(at):
    rng = Rng(_state_before(_KEEP, at))
    for _ in range(_WAIT + 1):  # the last of these fills
        rng.randbelow(7)
    assert len(rng._buf) == at - _WAIT - 2  # those between the fill's draw and _KEEP's
    rng = Rng(_state_before(_KEEP - 1, at))
    for _ in range(_WAIT + 1):
        rng.randbelow(7)
    assert len(rng._buf) == _FILL_FROM - 1  # below _KEEP: drawn ahead like any other


def test_fills_grow_and_a_written_state_drops_them():
    rng = Rng(5)
    for _ in range(_WAIT):
        rng.randbelow(3)
    assert not rng._buf  # a short-lived generator (a bot's move) never fills
    rng.randbelow(3)
    assert len(rng._buf) == _FILL_FROM - 1
    sizes = set()
    for _ in range(4 * _FILL_UPTO):
        rng.randbelow(3)
        sizes.add(rng._ahead)
    assert max(sizes) == _FILL_UPTO
    reference = Reference(rng.state)
    rng.state = 12345
    assert not rng._buf and rng.state == 12345
    assert rng.randbelow(10**6) == Reference(12345).randbelow(10**6)
    assert reference.state != rng.state


def test_keyed_generators_keep_their_state_and_stream():
    from core.rng import KEYED, KeyedRng, stored_rng

    rng = KeyedRng((KEYED + 12345) << 64)
    first = [rng.randbelow(52) for _ in range(20)]
    stored = rng.state
    assert stored >> 64 == KEYED + 12345 and stored & _MASK >= 20
    again = KeyedRng((KEYED + 12345) << 64)
    assert [again.randbelow(52) for _ in range(20)] == first
    resumed = stored_rng(stored)
    assert isinstance(resumed, KeyedRng)
    assert [resumed.next64() for _ in range(9)] == [rng.next64() for _ in range(9)]
    assert copy.copy(rng).state == rng.state
