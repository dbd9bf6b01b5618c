"""Deals from a cryptographic seed (issue 24, item 9).

A server-chosen seed has 128 secret bits; the deal's stream is BLAKE2b keyed by
the seed (:class:`core.rng.KeyedRng`), so every bit of it counts and the cards
seen reveal nothing of the rest; seeds below 2**64 (chosen seeds, test games,
old transcripts' 53-bit seeds) deal with SplitMix64 exactly as before.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from core import Config, get_game
from core.fairness import commitment
from core.playout import random_playout
from core.rng import KEYED, KeyedRng, Rng, deal_rng, int_from_json, int_to_json, stored_rng
from core.transcript import Transcript, check

SECRET = (1 << 128) | 0x0123456789ABCDEF_FEDCBA9876543210
GAMES = ("driving-me-crazy", "drive")


def test_a_seed_below_2_64_deals_with_splitmix_as_before():
    for seed in (0, 5, 2**53 - 1, KEYED - 1):
        rng, before = deal_rng(seed), Rng(seed)
        assert type(rng) is Rng
        assert [rng.next64() for _ in range(5)] == [before.next64() for _ in range(5)]


def test_the_keyed_stream_is_blake2b_keyed_by_the_seed():
    rng = deal_rng(SECRET)
    assert isinstance(rng, KeyedRng)
    key = SECRET.to_bytes(17, "big")
    block0 = hashlib.blake2b((0).to_bytes(8, "big"), key=key, person=b"roadtrip-deal").digest()
    block1 = hashlib.blake2b((1).to_bytes(8, "big"), key=key, person=b"roadtrip-deal").digest()
    words = [int.from_bytes((block0 + block1)[i:i + 8], "big") for i in range(0, 128, 8)]
    assert [rng.next64() for _ in range(16)] == words


def test_every_bit_of_the_secret_changes_the_deal():
    game = get_game("driving-me-crazy")
    config = Config(players=4)
    dealt = game.to_json(game.new(config, SECRET))["hands"]
    for bit in (0, 63, 64, 100, 127):
        other = game.to_json(game.new(config, SECRET ^ (1 << bit)))["hands"]
        assert other != dealt, bit


def test_the_keyed_state_resumes_from_the_one_integer_a_game_stores():
    rng = deal_rng(SECRET)
    for _ in range(13):
        rng.next64()
    resumed = stored_rng(int_from_json(json.loads(json.dumps(int_to_json(rng.state)))))
    assert [rng.randbelow(97) for _ in range(20)] == [resumed.randbelow(97) for _ in range(20)]


def test_keyed_draws_are_uniform_and_shuffles_permutations():
    rng = deal_rng(SECRET)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randbelow(6)] += 1
    assert all(850 < n < 1150 for n in counts)
    items = list(range(40))
    rng.shuffle(items)
    assert sorted(items) == list(range(40)) and items != list(range(40))


def test_json_carries_wide_integers_as_digits_and_small_ones_as_numbers():
    assert int_to_json(12) == 12 and int_to_json(KEYED - 1) == KEYED - 1
    assert int_to_json(KEYED) == str(KEYED)
    assert int_from_json(str(SECRET)) == SECRET and int_from_json(7) == 7
    for bad in (True, "0x10", "-1", "", 1.5, None, "12"):
        with pytest.raises(ValueError):
            int_from_json(bad)


@pytest.mark.parametrize("name", GAMES)
def test_a_keyed_game_survives_its_json_and_replays_with_its_commitment(name):
    """A whole game dealt from a 129-bit seed: its state (a wide generator state, as
    digits) round-trips through JSON, and its transcript replays and opens the
    commitment, as ``roadtrip referee check`` checks it."""
    game = get_game(name)
    config = Config(players=3)
    played = random_playout(game, config, SECRET, choice_seed=1)
    assert played.finished
    state = game.to_json(played.state)
    assert game.to_json(game.from_json(json.loads(json.dumps(state)))) == state
    salt = "00" * 16
    transcript = Transcript(game=name, config=config, seed=SECRET, moves=played.moves,
                            commitment=commitment(SECRET, salt), salt=salt)
    text = json.dumps(transcript.to_dict())
    assert json.loads(text)["seed"] == str(SECRET)
    verdict = check(json.loads(text))
    assert verdict.legal and verdict.deal_verified and verdict.finished


def test_an_old_transcript_with_a_53_bit_seed_still_verifies():
    game = get_game("driving-me-crazy")
    config = Config(players=2)
    seed = 5817200243581949  # the guide's example, below 2**53
    played = random_playout(game, config, seed, choice_seed=2)
    salt = "ab" * 16
    old = {"format": "roadtrip-transcript", "version": 1, "game": "driving-me-crazy",
           "config": config.to_dict(), "seed": seed,
           "moves": [{"seat": s, "move": m} for s, m in played.moves],
           "commitment": commitment(seed, salt), "salt": salt}
    verdict = check(old)
    assert verdict.legal and verdict.deal_verified


def test_a_commitment_or_salt_with_any_text_is_simply_not_verified():
    """Found by the Unicode property test: a non-ASCII commitment was a TypeError (500)."""
    from core.fairness import verify

    assert not verify(SECRET, "salt", "sha256:é")
    assert not verify(SECRET, "sälz\ud800", commitment(SECRET, "salt"))
    assert verify(SECRET, "sälz", commitment(SECRET, "sälz"))
