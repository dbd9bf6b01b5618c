"""Property tests over 2,000 random games with the variants on (all, or a random subset).

Both modes, 2–10 players, a caller's clock that closes reaction windows at
their deadline, and seats that act out of turn (Swerve, referee sign flips).
"""

from collections import Counter

import pytest

from core import Config
from core.dmc import GAME
from core.dmc.cards import ALL_IDS, CARDS, DISTANCE, SIGN, VARIANTS
from core.dmc.rules import drawable, hand_count, why_not
from core.dmc.state import State
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
    if not s.referee:
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
        waiting = list(s.window.waiting) if s.window is not None else []
        for event in GAME.tick(s, now):
            if "move" in event:  # a move the clock made: it belongs in the transcript
                assert event["move"] == {"type": "pass_reaction"}
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
        assert GAME.pending(s)
        # a seat whose pass is held until the window's pass moment has nothing to do
        pending = [p for p in GAME.pending(s) if GAME.legal_moves(s, p)]
        if not pending:
            assert s.window is not None and s.window.held is not None
            continue
        seat = pending[rng.randbelow(len(pending))]
        if rng.randbelow(6) == 0:  # someone acting out of turn: Swerve, a sign flip
            other = rng.randbelow(s.players)
            if GAME.legal_moves(s, other):
                seat = other
        legal = GAME.legal_moves(s, seat)
        assert legal
        deep = step % DEEP_EVERY == 0
        if deep:
            bad = mutations(legal[rng.randbelow(len(legal))], rng, s.players, TYPES, ALL_IDS,
                            ["resolve_truck", "draw", "hands", "two_plays"])
            check_deep(s, seat, legal, total, bad, check_variant_invariants)
        move = pick(legal, rng)
        events = (GAME.apply if deep else GAME.push)(s, seat, move)
        if not any(event.get("held") for event in events):  # a held pass: the clock records it
            moves.append((seat, move))
        if deep:
            check_views(s, events)
    check_variant_invariants(s, total)
    check_end(s, config, seed, moves)
    return GAME.is_over(s)


# the working subset (-m fast) plays the first block; the whole suite plays them all
@pytest.mark.parametrize("block", [0, *(pytest.param(block, marks=pytest.mark.slow)
                                        for block in range(1, BLOCKS))])
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


def test_every_red_card_lasts_its_full_count():
    """Random games, both modes, every variant: each Stoplight, Traffic and Truck affects
    exactly 2, 4 or 6 of its target's turns, however and whenever it was placed (on the
    player whose turn it is, by a Backseat Driver, through a referee's late reaction)."""
    watch = TrackerWatch()
    for index in range(48):
        config = Config(players=2 + index % 5, mode="digital" if index % 2 else "referee",
                        variants=VARIANTS)
        s = GAME.new(config, 104729 * index + 11)
        rng = Rng(index ^ 0xBADC0DE)
        watch.live, watch.at_late = {}, {}
        for _ in range(500):
            if GAME.is_over(s):
                break
            pending = GAME.pending(s)
            seat = pending[rng.randbelow(len(pending))]
            if rng.randbelow(4) == 0:  # a reaction called out of turn, a Swerve, a flip
                other = rng.randbelow(s.players)
                if any(m["type"] != "undo" for m in GAME.legal_moves(s, other)):
                    seat = other
            legal = [m for m in GAME.legal_moves(s, seat) if m["type"] != "undo"]
            watch.push(s, seat, legal[rng.randbelow(len(legal))])
    assert min(watch.checked[card] for card in ("stoplight", "traffic", "truck")) >= 10, (
        watch.checked)


def house_deck(index: int, variants: tuple[str, ...], players: int) -> dict[str, int]:
    """A small random house deck: a few distance cards and, every other game, a few copies of
    the other cards of the variants in play (every card named, so nothing else is dealt)."""
    rng = Rng(index * 7 + 5)
    deck = {card.id: 0 for card in CARDS if card.variant is None or card.variant in variants}
    deck["km50"] = 2 + rng.randbelow(6)
    deck["km100"] = rng.randbelow(4)
    for card in deck:
        if card not in DISTANCE and index % 2 and rng.randbelow(3) == 0:
            deck[card] = 1 + rng.randbelow(2)
    deck["km50"] += max(0, 4 * players - sum(n for c, n in deck.items() if c not in SIGN))
    return deck


def reach(deck: dict[str, int]) -> int:
    """The goal of a small house deck's game: every distance card on one road (the largest
    goal allowed), so most games end with the deck exhausted."""
    return sum(DISTANCE[card] * count for card, count in deck.items() if card in DISTANCE)


def test_no_game_ends_while_a_move_remains_and_house_decks_conserve_cards():
    """Random games with small house decks, both modes: every card stays somewhere exactly
    once; a game ends only when nobody can move — at the goal, or with the draw and discard
    piles empty and every hand empty (a full round of passes)."""
    exhausted = 0
    for index in range(48):
        variants = tuple(v for v in VARIANTS if Rng(index).randbelow(2))
        players = 2 + index % 3
        deck = house_deck(index, variants, players)
        config = Config(players=players, mode="digital" if index % 4 < 2 else "referee",
                        variants=variants, options={"deck": deck, "goal": reach(deck)})
        seed = 15485863 * index + 1
        s = GAME.new(config, seed)
        total = Counter(s.totals)
        assert sum(total.values()) == sum(deck.values())
        rng = Rng(seed)
        moves = []
        for _ in range(600):
            if GAME.is_over(s):
                break
            check_variant_invariants(s, total)
            pending = GAME.pending(s)
            seat = pending[rng.randbelow(len(pending))]
            legal = GAME.legal_moves(s, seat)
            assert legal
            move = legal[rng.randbelow(len(legal))]
            GAME.push(s, seat, move)
            moves.append((seat, move))
        check_variant_invariants(s, total)
        if GAME.is_over(s) and GAME.outcome(s)["reason"] == "deck_exhausted":
            exhausted += 1
            assert drawable(s) == 0 and all(hand_count(s, t) == 0 for t in range(s.players))
            # nothing is left but, in referee mode, the undo of the report that ended it
            assert not [m for t in range(s.players) for m in GAME.legal_moves(s, t)
                        if m["type"] != "undo"]
        check_end(s, config, seed, moves)
    assert exhausted >= 15, exhausted
