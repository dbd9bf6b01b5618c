"""The reads that skip work (the eighth pass over the playout path) give what the full reads
give, at every ply of seeded games in both modes:

- :func:`core.dmc.checks.draw_required` reads the piles only when the discards do not cover
  the cards wanted: it must equal the wanted count capped by :func:`~core.dmc.checks.drawable`;
- :func:`core.dmc.reactions.reaction_problem` with ``held=True`` skips the hand check for the
  cards :func:`~core.dmc.checks.held_kinds` lists: it must answer as without it;
- :func:`core.dmc.entries.current` hands out one record per phase and seat: equal to a new one;
- :func:`core.dmc.checks.open_targets` and :func:`core.dmc.counts.skipping`, loops now: as the
  comprehension and the ``max()`` they replaced.
"""

from __future__ import annotations

from collections.abc import Iterator

from core import Config, get_game
from core.dmc.cards import REACTION, RED
from core.dmc.checks import (
    draw_required,
    drawable,
    hand_count,
    hand_size,
    has_red_in_front,
    held_kinds,
    holds,
    open_targets,
    seen_counts,
)
from core.dmc.counts import skipping, turns_left
from core.dmc.entries import Discarding, Draw, Main, current
from core.dmc.reactions import reaction_problem
from core.dmc.state import REFILL, State
from core.rng import Rng

GAME = get_game("driving-me-crazy")


def _states(mode: str, games: int, plies: int = 20000) -> Iterator[State]:
    """Every state of ``games`` seeded random games (all variants, 2-10 players)."""
    for seed in range(1, games + 1):
        state = GAME.new(Config(players=2 + seed % 9, mode=mode, variants=GAME.variants), seed)
        rng = Rng(seed)
        for _ in range(plies):
            seats = GAME.pending(state)
            if not seats:
                break
            yield state
            seat = seats[rng.randbelow(len(seats))]
            GAME.push(state, seat, GAME.sample_move(state, seat, rng))


def _required(state: State, entry: Draw) -> int:
    # the rule as first written: the count wanted, capped by every card that can be drawn
    seat = entry.seat
    want = hand_size(state, seat) - hand_count(state, seat) if entry.count == REFILL \
        else entry.count
    return max(0, min(want, drawable(state)))


def _short_piles(state: State, ply: int) -> State:
    # the same state with at most a few cards left to draw (signs kept in the pile), so that
    # the cap binds: seldom seen in a playout, where the piles run low only near the end
    low = state.clone()
    if low.referee:
        low.deck_n = min(low.deck_n, ply % 4)
    else:
        low.deck = low.deck[:ply % 4]
    low.discard = low.discard[:ply // 4 % 4]
    return low


def test_a_draw_reads_the_piles_only_when_the_discards_do_not_cover_it():
    checked = short = capped = 0
    for mode, games in (("digital", 12), ("referee", 4)):
        for ply, state in enumerate(_states(mode, games, 1500 if mode == "referee" else 20000)):
            for table in (state, _short_piles(state, ply)):
                for seat in range(state.players):
                    for count in (REFILL, 1, 2, 3, 5):
                        entry = Draw(seat, count, "refill")
                        required = _required(table, entry)
                        assert draw_required(table, entry) == required
                        checked += 1
                        short += 0 < count <= len(table.discard)
                        capped += required < (count if count != REFILL else 1)
    assert checked > 10000 and 0 < short < checked and capped > 1000  # every way taken


def test_a_held_reaction_is_refused_as_when_its_hand_is_checked():
    asked = 0
    for mode, games in (("digital", 30), ("referee", 6)):
        for state in _states(mode, games, 1500 if mode == "referee" else 20000):
            seen = seen_counts(state) if state.referee else None
            for seat in range(state.players):
                for card in held_kinds(state, seat, seen):
                    assert holds(state, seat, card, seen) is None  # what held=True relies on
                    if card in REACTION:
                        assert reaction_problem(state, seat, card, seen, True) == \
                            reaction_problem(state, seat, card, seen)
                        asked += 1
    assert asked > 1000


def test_the_turns_records_and_the_loops_equal_what_they_replaced():
    turns = 0
    for state in _states("digital", 20):
        if state.window is None and not state.stack and state.outcome is None:
            record = current(state)
            expected = Discarding(state.turn) if state.phase == "discarding" else Main(state.turn)
            assert record == expected and type(record) is type(expected)
            assert current(state) is record  # built once
            turns += 1
        for seat in range(state.players):
            front = state.effects[seat]
            assert skipping(front) == max(
                (turns_left(e) for e in front if e.card == "stoplight"), default=0)
            assert open_targets(state, seat) == [
                target for target in range(state.players)
                if target != seat and not has_red_in_front(state, target)]
    assert turns > 1000
    assert any(card in RED for card in state.discard)  # red cards were played
