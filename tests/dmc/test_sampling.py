"""The playout path is the plain one: the sampler and the plays it counts against the rules.

:mod:`core.dmc.sample` reads digital mode's legal moves without listing them
(plays counted, not built) and :func:`core.dmc.checks.playable` serves
both it and :func:`core.dmc.candidates.play_moves`.  Every seat a position waits
for, at every ply of random games with each variant set, must get exactly the
move one draw picks from :func:`core.dmc.rules.legal_moves`, with the same draws,
and playouts must change nothing they only read.
"""

from collections import Counter

import pytest

from core import Config
from core.dmc import GAME
from core.dmc.candidates import may_answer, play_moves
from core.dmc.checks import can_play, open_targets, playable
from core.dmc.entries import current
from core.dmc.refusals import target_problem
from core.dmc.rules import legal_moves
from core.dmc.sample import sample_move
from core.dmc.state import state_to_json
from core.rng import Rng

SETS = [(), ("quick_reactions",), ("highway_hysterics", "fork_in_the_road"),
        ("signs_of_madness", "quick_reactions"), GAME.variants]


@pytest.mark.parametrize("variants", SETS)
def test_sample_move_is_one_draw_over_the_legal_moves_of_every_pending_seat(variants):
    kinds: Counter[str] = Counter()
    rng = Rng(16)
    for seed in range(40):
        state = GAME.new(Config(players=2 + seed % 9, variants=variants), seed)
        for ply in range(500):
            if GAME.is_over(state):
                break
            seats = GAME.pending(state)
            kinds[current(state).kind] += 1
            before = state_to_json(state) if ply % 25 == 0 else None
            for seat in seats:
                legal = legal_moves(state, seat)
                draw = rng.next64()
                fast, slow = Rng(draw), Rng(draw)
                assert sample_move(state, seat, fast) == legal[slow.randbelow(len(legal))]
                assert fast.state == slow.state  # the same draws: playouts stay seeded
            if before is not None:
                assert state_to_json(state) == before  # sampling only reads the state
            seat = seats[rng.randbelow(len(seats))]
            GAME.push(state, seat, sample_move(state, seat, rng))
    # the decisions sampled without listing every move, and the rest, all met
    expected = {"main", "discarding"} | ({"window"} if "quick_reactions" in variants else set())
    if "fork_in_the_road" in variants:
        expected |= {"play", "rest", "look", "mirror", "free"}
    assert expected <= set(kinds), kinds


def test_playable_counts_exactly_the_play_moves_and_targets_are_the_checked_ones():
    rng = Rng(61)
    checked = 0
    for seed in range(60):
        state = GAME.new(Config(players=2 + seed % 9, variants=GAME.variants), seed)
        for _ in range(300):
            if GAME.is_over(state):
                break
            for seat in range(state.players):
                assert open_targets(state, seat) == [
                    target for target in range(state.players)
                    if target_problem(state, seat, target) is None]
                for distance_only in (False, True):
                    ways = playable(state, seat, distance_only)
                    moves = play_moves(state, seat, distance_only)
                    assert sum(len(w) for _card, w in ways) == len(moves)
                    # an additional play waits exactly while there is one (settle.play)
                    assert can_play(state, seat, distance_only) == bool(moves)
                    checked += 1
            seats = GAME.pending(state)
            GAME.push(state, seats[0], sample_move(state, seats[0], rng))
    assert checked > 10_000


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_pending_is_the_seats_of_the_decision_current_names(mode):
    """``view.pending`` reads the window and the stack's top itself (playouts ask it at
    every ply) instead of building ``checks.current``'s record: the same seats, always,
    through whole games (no undo, so that referee games reach their finishing too)."""
    kinds: Counter[str] = Counter()
    for seed in range(20):
        state = GAME.new(Config(players=2 + seed % 3, mode=mode,
                                variants=GAME.variants if seed % 2 else ()), seed)
        rng = Rng(seed)
        for _ in range(4000):
            entry = current(state)
            assert GAME.pending(state) == (
                [] if entry is None else list(state.window.waiting) if entry.kind == "window"
                # referee: the seats that may still answer the card that reached the goal
                else may_answer(state) if entry.kind == "finishing" else [entry.seat])
            if entry is None:
                break
            kinds[entry.kind] += 1
            seats = GAME.pending(state)
            seat = seats[rng.randbelow(len(seats))]
            moves = [m for m in legal_moves(state, seat) if m["type"] != "undo"]
            GAME.push(state, seat, moves[rng.randbelow(len(moves))])
    expected = {"main", "discarding", "window" if mode == "digital" else "finishing"}
    assert expected <= set(kinds), kinds
