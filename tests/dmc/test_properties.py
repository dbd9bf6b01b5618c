"""Property tests over thousands of seeded random games, both modes, 2–10 players."""

from collections import Counter

import pytest

from core import Config
from core.dmc import GAME
from core.dmc.cards import BASE_IDS
from core.rng import Rng

from .invariants import (
    STATE_BYTES,
    TrackerWatch,
    check_deep,
    check_end,
    check_invariants,
    check_views,
    check_winners,
    mutations,
    pick,
    play_randomly,
)

GAMES = 2000
MAX_MOVES = 40
DEEP_EVERY = 10  # every enumerated move applied, mutations, JSON and views
TYPES = ["play", "discard", "end_turn", "pass", "take", "draw", "skip", "undo", "fly"]


def config_for(index: int) -> Config:
    # every third game races to a short goal, so many games reach their end
    options = {"goal": 150 + 50 * (index % 4)} if index % 3 == 0 else {}
    return Config(players=2 + index % 9, mode="digital" if (index // 9) % 2 == 0 else "referee",
                  options=options)


def play_one(index: int) -> bool:
    """Play one random game with every check; return True when it ended."""
    config = config_for(index)
    seed = 7919 * index + 1
    s = GAME.new(config, seed)
    total = Counter(s.totals)
    rng = Rng(seed ^ 0x5DEECE66D)
    moves = []
    for step in range(MAX_MOVES):
        if GAME.is_over(s):
            break
        check_invariants(s, total)
        seat = GAME.pending(s)[0]
        legal = GAME.legal_moves(s, seat)
        assert legal
        if step % DEEP_EVERY == 0:
            bad = mutations(legal[rng.randbelow(len(legal))], rng, s.players, TYPES, BASE_IDS,
                            ["resolve_traffic"])
            check_deep(s, seat, legal, total, bad)
        move = pick(legal, rng)
        # the checked path runs on the deep steps and in the replay below
        events = (GAME.apply if step % DEEP_EVERY == 0 else GAME.push)(s, seat, move)
        moves.append((seat, move))
        if step % DEEP_EVERY == 0:
            check_views(s, events)
    check_invariants(s, total)
    check_end(s, config, seed, moves)
    return GAME.is_over(s)


# the working subset (-m fast) plays the first block; the whole suite plays them all
@pytest.mark.parametrize("block", [0, *(pytest.param(block, marks=pytest.mark.slow)
                                        for block in range(1, 10))])
def test_random_games_keep_every_invariant(block):
    ended = sum(play_one(index) for index in range(block * GAMES // 10, (block + 1) * GAMES // 10))
    assert ended >= 10  # the short-goal games reach their end


def test_random_games_finish_with_a_winner():
    finished = 0
    for index in range(60):
        s = GAME.new(config_for(index), index)
        play_randomly(s, Rng(index), 6000)
        finished += check_winners(s)
    assert finished >= 50


def test_four_player_digital_state_is_at_most_4_kb():
    for seed in range(30):
        play_randomly(GAME.new(Config(players=4), seed), Rng(seed), 200, max_bytes=STATE_BYTES)


def test_every_red_card_lasts_its_full_count_in_the_base_game():
    """Random base games, both modes: each Stoplight skips exactly 2 of its target's turns
    and each Traffic blocks exactly 4 (see ``TrackerWatch``)."""
    watch = TrackerWatch()
    for index in range(30):
        config = Config(players=2 + index % 4, mode="digital" if index % 2 else "referee")
        s = GAME.new(config, 7 * index + 3)
        rng = Rng(index)
        watch.live = {}
        for _ in range(400):
            if GAME.is_over(s):
                break
            seat = GAME.pending(s)[0]
            legal = [m for m in GAME.legal_moves(s, seat) if m["type"] != "undo"]
            watch.push(s, seat, legal[rng.randbelow(len(legal))])
    assert min(watch.checked[card] for card in ("stoplight", "traffic")) >= 10, watch.checked
