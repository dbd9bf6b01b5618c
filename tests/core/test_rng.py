"""The seeded generator: all randomness of a game comes from one integer in its state."""

from core.rng import Rng


def test_same_seed_gives_the_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]


def test_different_seeds_give_different_sequences():
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_state_is_a_single_integer_that_resumes_the_sequence():
    a = Rng(7)
    a.next64()
    resumed = Rng(a.state)
    assert [a.next64() for _ in range(10)] == [resumed.next64() for _ in range(10)]


def test_randbelow_stays_in_range_and_covers_it():
    rng = Rng(3)
    seen = {rng.randbelow(5) for _ in range(500)}
    assert seen == {0, 1, 2, 3, 4}


def test_shuffle_is_a_permutation_and_deterministic():
    items, again = list(range(30)), list(range(30))
    Rng(9).shuffle(items)
    Rng(9).shuffle(again)
    assert items == again
    assert sorted(items) == list(range(30))
    assert items != list(range(30))


def test_randbelow_refuses_an_empty_range():
    import pytest

    with pytest.raises(ValueError):
        Rng(1).randbelow(0)


def _reference_randbelow(rng: Rng, n: int) -> int:
    """randbelow as first written: rejection sampling over next64 (the inlined one must match)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = rng.next64()
        if x < limit:
            return x % n


def _reference_shuffle(rng: Rng, items: list[int]) -> None:
    """Fisher–Yates from the last place down, one reference draw per place."""
    for i in range(len(items) - 1, 0, -1):
        j = _reference_randbelow(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def test_the_inlined_draws_give_exactly_the_sequence_of_next64():
    for seed in range(200):
        fast, slow = Rng(seed * 7919), Rng(seed * 7919)
        for n in (1, 2, 3, 7, 52, 255, 256, 1000, 2**63 + 5):  # 2**63+5 rejects half the time
            assert fast.randbelow(n) == _reference_randbelow(slow, n)
            assert fast.state == slow.state
        items, again = list(range(seed)), list(range(seed))
        fast.shuffle(items)
        _reference_shuffle(slow, again)
        assert items == again and fast.state == slow.state


def _state_whose_next_draw_is(output: int) -> int:
    """The generator state whose next draw is ``output`` (SplitMix64's mix is a bijection:
    each xor-shift and each odd multiplication is undone in turn)."""
    from core.rng import _GAMMA, _MASK, _MIX1, _MIX2

    def unshift(x: int, k: int) -> int:
        z = x
        for _ in range(64 // k + 1):
            z = x ^ (z >> k)
        return z

    z = (unshift(output, 31) * pow(_MIX2, -1, 1 << 64)) & _MASK
    z = (unshift(z, 27) * pow(_MIX1, -1, 1 << 64)) & _MASK
    return (unshift(z, 30) - _GAMMA) & _MASK


def test_a_long_shuffle_whose_draw_is_rejected_draws_again_as_randbelow_does():
    # the lane-parallel shuffle draws every place at once; a draw randbelow would reject
    # (here the first, 2**64 - 1) makes it shuffle one draw at a time, with the same result
    state = _state_whose_next_draw_is((1 << 64) - 1)
    assert Rng(state).next64() == (1 << 64) - 1
    for size in (10, 11, 52, 200):
        fast, slow = Rng(state), Rng(state)
        items, again = list(range(size)), list(range(size))
        fast.shuffle(items)
        _reference_shuffle(slow, again)
        assert items == again and fast.state == slow.state
        assert slow.state != (state + (size - 1) * 0x9E3779B97F4A7C15) & ((1 << 64) - 1)
