"""The lane step (``core.rng``'s shuffles of 10 to 512 items and its fills) against SplitMix64
written out plainly, one 64-bit step a draw: over many seeds, every size the lanes take and
the sizes around them, and fills moved on from the last fill's lanes (``Rng._last``).

Drive and Driving Me Crazy! deal, shuffle and choose from these draws, so no seed may see a
different one: the reference here is written independently of ``_STEP`` and its lane form.
"""

import random

from core.rng import _FILL_FROM, _FILL_UPTO, _KEEP, _LANES_FROM, _LANES_UPTO, PlainDraws, Rng

_M = (1 << 64) - 1


class SplitMix64(PlainDraws):
    """SplitMix64 as published, drawn by :class:`core.rng.PlainDraws` (rejection sampling,
    Fisher–Yates from the last place down): one step a draw."""

    def __init__(self, state: int) -> None:
        self.state = state & _M

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _M
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M
        return z ^ (z >> 31)


def test_the_reference_is_splitmix64_as_published():
    reference = SplitMix64(1234567)  # Rosetta Code, "Pseudo-random numbers/Splitmix64"
    assert [reference.next64() for _ in range(3)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423]


def test_every_shuffle_size_from_many_seeds_is_the_plain_shuffle():
    choose = random.Random(42)
    for size in range(_LANES_FROM - 3, _LANES_UPTO + 4):
        for seed in (size, choose.getrandbits(64), _M - size):
            fast, slow = Rng(seed), SplitMix64(seed)
            items, again = list(range(size)), list(range(size))
            fast.shuffle(items)
            slow.shuffle(again)
            assert items == again, (size, seed)
            assert fast.state == slow.state, (size, seed)


def test_shuffles_of_a_game_deck_size_from_many_seeds():
    for seed in range(1500):
        start = seed * 0x2545F4914F6CDD1D & _M
        size = 20 + seed % 180  # a deck, a reshuffled discard pile
        fast, slow = Rng(start), SplitMix64(start)
        items, again = list(range(size)), list(range(size))
        fast.shuffle(items)
        slow.shuffle(again)
        assert items == again and fast.state == slow.state


def test_long_draw_streams_from_many_seeds_are_the_plain_draws():
    # thousands of draws cross many fills (16, 32, then 64 outputs, each from the last
    # one's lanes), with a shuffle and a written state now and then (which start afresh)
    choose = random.Random(7)
    for seed in range(120):
        start = choose.getrandbits(64)
        fast, slow = Rng(start), SplitMix64(start)
        for i in range(1200):
            n = choose.choice((1, 1, 2, 3, 5, 7, 12, 40, 255, 1 << 29))
            assert fast.randbelow(n) == slow.randbelow(n), (seed, i)
            if i % 400 == 399:
                items, again = list(range(60)), list(range(60))
                fast.shuffle(items)
                slow.shuffle(again)
                assert items == again
            if i % 500 == 250:
                fast.state = slow.state = choose.getrandbits(64)
        assert fast.state == slow.state


def test_a_fill_moved_on_from_the_last_fills_lanes_equals_a_fresh_fill():
    from tests.core.test_rng_ahead import _state_before

    moves = nears = 0
    near = _state_before(_KEEP, _FILL_FROM + _FILL_UPTO + 10)  # a moved fill's 10th: near
    for seed in range(300):
        rng = Rng(near if seed == 0 else seed * 0x9E3779B97F4A7C15 + seed)
        for size in (_FILL_FROM, _FILL_UPTO, _FILL_UPTO, _FILL_UPTO):
            rng._ahead = size
            rng._buf = ()  # every output drawn: the state is where the fill ended
            start = rng._end
            moved = rng._last[0] == start and rng._last[1] == size
            drawn = list(rng._fill())
            fresh = Rng(start)
            fresh._ahead = size
            assert drawn == list(fresh._fill()), (seed, size, moved)
            moves += moved
            assert rng._last == fresh._last and rng._end == fresh._end
            plain = SplitMix64(start)
            outputs = [plain.next64() for _ in range(size)]
            kept = next((i for i, out in enumerate(outputs) if out >= _KEEP), size)
            assert drawn == outputs[:kept][::-1]
            if kept < size:  # the near output, in seed 0's first moved fill, ends the outputs
                assert (seed, moved, len(drawn)) == (0, True, 9)
                nears += 1
                rng._end = (start + size * 0x9E3779B97F4A7C15) & _M  # as if all were drawn
    assert moves == 2 * 300 and nears == 1
