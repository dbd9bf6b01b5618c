"""Property tests over 2,000 random games with the variants on (all, or a random subset).

Both modes, 2–10 players, a caller's clock that closes reaction windows at
their deadline, and seats that act out of turn (Swerve, referee sign flips).
"""

from collections import Counter

import pytest

from core import Config
from core.dmc import GAME
from core.dmc.cards import ALL_IDS, SIGN, VARIANTS
from core.dmc.rules import why_not
from core.dmc.state import State
from core.rng import Rng

from .invariants import (
    STATE_BYTES,
    check_deep,
    check_end,
    check_invariants,
    check_views,
    check_winners,
    mutations,
    play_randomly,
)

GAMES = 2000
BLOCKS = 10
MAX_MOVES = 30
DEEP_EVERY = 12
TYPES = ["play", "discard", "end_turn", "pass", "take", "draw", "skip", "undo", "react",
         "pass_reaction", "stop", "look", "choose_opponent", "flip_sign", "fly"]


def config_for(index: int) -> Config:
    rng = Rng(index * 31 + 7)
    if index % 2 == 0:
        variants = VARIANTS
    else:
        variants = tuple(v for v in VARIANTS if rng.randbelow(2)) or (VARIANTS[index % 4],)
    options: dict = {"reaction_seconds": 1 + rng.randbelow(8)}
    if index % 3 == 0:
        options["goal"] = 150 + 50 * (index % 4)
    return Config(players=2 + index % 9, mode="digital" if (index // 2) % 2 == 0 else "referee",
                  variants=variants, options=options)


def check_variant_invariants(s: State, total: Counter[str]) -> None:
    """The base invariants, and the sign pile: only signs, only with Signs of Madness, and
    (digital) no sign in a hand or left unflipped on top of the draw pile."""
    check_invariants(s, total)
    assert all(card in SIGN for card in s.signs)
    assert not s.signs or "signs_of_madness" in s.variants
    if s.digital:
        assert not any(card in SIGN for hand in s.hands for card in hand)
        assert not s.deck or s.deck[-1] not in SIGN


def play_one(index: int) -> bool:
    """Play one random game with every check; return True when it ended."""
    config = config_for(index)
    seed = 7919 * index + 3
    s = GAME.new(config, seed)
    total = Counter(s.totals)
    rng = Rng(seed ^ 0x9E3779B9)
    moves = []
    now = 1_000.0
    for step in range(MAX_MOVES):
        if GAME.is_over(s):
            break
        now += rng.randbelow(4)
        waiting = list(s.window[4]) if s.window is not None else []
        for event in GAME.tick(s, now):
            if "move" in event:  # a move the deadline made: it belongs in the transcript
                assert event["move"] == {"type": "pass_reaction"} and event.get("deadline")
                moves.append((event["seat"], event["move"]))
        if waiting and s.window is None and s.outcome is None:
            # the deadline closed the window: a late reaction is refused
            for seat in waiting:
                for card in ("stop_sign", "yield", "backseat_driver"):
                    assert why_not(s, seat, {"type": "react", "card": card}) is not None
                assert why_not(s, seat, {"type": "pass_reaction"}) is not None
        if GAME.is_over(s):
            break
        check_variant_invariants(s, total)
        pending = GAME.pending(s)
        assert pending
        seat = pending[rng.randbelow(len(pending))]
        if rng.randbelow(6) == 0:  # someone acting out of turn: Swerve, a sign flip
            other = rng.randbelow(s.n)
            if GAME.legal_moves(s, other):
                seat = other
        legal = GAME.legal_moves(s, seat)
        assert legal
        deep = step % DEEP_EVERY == 0
        if deep:
            bad = mutations(legal[rng.randbelow(len(legal))], rng, s.n, TYPES, ALL_IDS,
                            ["resolve_truck", "draw", "hands", "two_plays"])
            check_deep(s, seat, legal, total, bad, check_variant_invariants)
        move = legal[rng.randbelow(len(legal))]
        events = (GAME.apply if deep else GAME.push)(s, seat, move)
        moves.append((seat, move))
        if deep:
            check_views(s, events)
    check_variant_invariants(s, total)
    check_end(s, config, seed, moves)
    return GAME.is_over(s)


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_variant_games_keep_every_invariant(block):
    size = GAMES // BLOCKS
    ended = sum(play_one(index) for index in range(block * size, (block + 1) * size))
    assert ended >= 5  # the short-goal games reach their end


def test_random_variant_games_finish_with_a_winner():
    finished = 0
    for index in range(40):
        s = GAME.new(config_for(index), index)
        play_randomly(s, Rng(index), 8000, any_pending=True)
        finished += check_winners(s)
    assert finished >= 35


def test_four_player_state_with_every_variant_is_at_most_4_kb():
    for seed in range(20):
        for mode in ("digital", "referee"):
            s = GAME.new(Config(players=4, mode=mode, variants=VARIANTS), seed)
            play_randomly(s, Rng(seed), 300, any_pending=True, max_bytes=STATE_BYTES)
