"""Drive's legal-move cache is the legal-move code's own, keyed on the state it was made for.

``rules.cached_moves`` keeps the moves of the seat to move,
``checks.turn_start`` what the start of a turn found for them (whether the car can
get somewhere) and ``apply._enter`` the exits a car entering a card found for the exit
decision it makes, each with the count of the state's changes it was made at
(``state.changes``: every move counts one, ``apply.play``; a change by hand counts
one, ``state.changed``).  Nothing
else fills or drops them, so a stale list cannot be handed out: after every move
of random games, in both modes and with every option, each seat's legal moves
are compared with those of the same state read back from JSON (which starts with
nothing kept), on the trusted path, the checked one and the bots' copies (which
share the table's cards and must leave the state they copy untouched).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.drive import apply, rules
from core.drive.state import changed, clone
from core.protocol import Config
from core.rng import Rng

from .helpers import GAME, dump, fresh, moves, put

OPTION_SETS = [{}, {"limit": True}, {"ignore_triangles": True}, {"turn_round": True}]
#: games per configuration, and moves looked at in each (a game ends or stops there)
GAMES, MOVES = 4, 150
ENGINE = Path(__file__).resolve().parents[2] / "core" / "drive"


def moves_without_cache(state, players: int) -> list[list[dict]]:
    """Every seat's legal moves in a copy of ``state`` read from JSON (nothing kept yet)."""
    fresh_copy = GAME.from_json(json.loads(dump(state)))
    assert fresh_copy.moves_at != fresh_copy.changes
    return [GAME.legal_moves(fresh_copy, seat) for seat in range(players)]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(o) or "plain")
@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_cached_moves_are_the_moves_of_the_same_state_without_a_cache(mode, options):
    looked = 0
    for seed in range(GAMES):
        players = 2 + seed % 3
        state = GAME.new(Config(players=players, mode=mode, options=options), seed)
        rng = Rng(seed)
        step = GAME.push if seed % 2 else GAME.apply  # the trusted path and the checked one
        for _ in range(MOVES):
            if GAME.is_over(state):
                break
            expected = moves_without_cache(state, players)
            assert [GAME.legal_moves(state, s) for s in range(players)] == expected
            seat = GAME.pending(state)[0]
            move = GAME.sample_move(state, seat, rng)  # from the list just kept
            if move["type"] != "undo":  # the bots' look-ahead: a copy played on
                before = dump(state)
                copy = clone(state)
                GAME.legal_moves(copy, seat)
                apply.play(copy, seat, move)
                assert [GAME.legal_moves(copy, s) for s in range(players)] == \
                    moves_without_cache(copy, players)
                assert dump(state) == before  # the copy shares cells, never changes them
            step(state, seat, move)
            looked += 1
    assert looked >= GAMES * 20


def test_every_move_and_every_change_by_hand_is_a_new_key():
    state = fresh(players=2)
    kept = rules.cached_moves(state, 0)
    assert rules.cached_moves(state, 0) is kept  # the same state: the same list
    put(state, 0, -1, "straight", 90, by=1)  # laid by hand: the helpers count the change
    assert moves(state) == moves_without_cache(state, 2)[0]
    assert moves(state) != kept
    state.roundabouts[0] = 0
    changed(state)
    assert moves(state) == moves_without_cache(state, 2)[0]
    before = state.changes
    GAME.push(state, 0, moves(state)[0])
    assert state.changes == before + 1


def test_a_copy_keeps_nothing_of_what_its_original_kept():
    state = fresh(players=3, mode="digital")
    rules.cached_moves(state, state.turn)
    copy = clone(state)
    assert copy.moves_at != copy.changes and copy.somewhere_at != copy.changes
    assert copy.exits_at != copy.changes


def writers(*names: str) -> list[str]:
    """The engine's modules that assign any of the state's fields ``names``."""
    return sorted(path.name for path in ENGINE.glob("*.py")
                  if any(f"state.{name} = " in path.read_text() or f"state.{name}, " in
                         path.read_text() for name in names))


def test_no_module_but_the_legal_move_code_writes_the_moves_it_keeps():
    assert writers("moves", "moves_at") == ["rules.py"]
    assert writers("somewhere", "somewhere_at") == ["checks.py"]  # the turn's start
    assert writers("exits", "exits_at") == ["apply.py"]  # the car entering a card


def test_moves_handed_out_are_the_callers_own_and_the_kept_ones_never_change():
    # the decisions hand out the tuples of moves they keep (no list built for one draw):
    # whatever a caller does to a sampled or a legal move, the kept moves stay as they were
    from core.drive import decisions

    kept = (decisions._PLACES, decisions._EXITS, decisions._DRAW_ONLY, decisions._WAIT_ONLY,
            decisions._PASS_ONLY, decisions._DISCARD_ONLY)
    before = repr(kept)
    for state, rng in seeded_turns(6, 400):
        seat = state.turn
        for move in GAME.legal_moves(state, seat):
            move["scribbled"] = True
        move = GAME.sample_move(state, seat, rng)
        GAME.push(state, seat, dict(move))
        move.clear()
    assert repr(kept) == before


def seeded_turns(games: int, moves: int) -> Iterator[tuple[Any, Rng]]:
    """Each turn of ``games`` seeded games of 2-4 players, up to ``moves`` a game, with the
    game's RNG: the caller plays the turn's move."""
    for seed in range(games):
        state = GAME.new(Config(players=2 + seed % 3), seed)
        rng = Rng(seed)
        for _ in range(moves):
            if GAME.is_over(state):
                break
            yield state, rng


def test_the_exit_decision_reads_the_exits_its_car_found_entering_and_only_for_that_state():
    seen = 0
    for state, rng in seeded_turns(8, 300):
        if state.phase == "exit":
            assert state.exits_at == state.changes  # found as the car entered, this move
            kept = GAME.legal_moves(state, state.turn)
            assert kept == moves_without_cache(state, state.players)[state.turn]
            changed(state)  # by hand: what was kept is not taken for the state after
            assert state.exits_at != state.changes
            assert GAME.legal_moves(state, state.turn) == kept
            seen += 1
        GAME.push(state, state.turn, GAME.sample_move(state, state.turn, rng))
    assert seen >= 50
