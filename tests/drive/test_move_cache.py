"""Drive's legal-move cache is keyed on the state it was made for.

``state.moves`` holds the moves of the seat to move, with the count of the state's
changes they were listed at (``state.changes``: every move counts one, ``apply.play``;
a change by hand counts one, ``state.changed``).  The legal-move code fills it when
asked (``rules.cached_moves``), and a move fills it for the decision it leads to as it
ends: a car entering a card with several exits for the exit decision
(``apply._enter``), the start of a turn for the turn's moves (``turn._begin``); a draw
keeps none for the place decision, which the legal-move code lists when asked.  Nothing
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
    assert copy.moves_at != copy.changes


def writers(*names: str) -> list[str]:
    """The engine's modules that assign any of the state's fields ``names``."""
    return sorted(path.name for path in ENGINE.glob("*.py")
                  if any(f"state.{name} = " in path.read_text() or f"state.{name}, " in
                         path.read_text() for name in names))


def test_no_module_but_the_legal_move_code_and_the_moves_write_the_moves_kept():
    # the legal-move code when asked; a move for the decision it leads to (a car entering a
    # card: apply; the start of a turn: turn)
    assert writers("moves", "moves_at") == ["apply.py", "rules.py", "turn.py"]


def test_moves_handed_out_are_the_callers_own_and_the_kept_ones_never_change():
    # the decisions hand out the tuples of moves they keep (no list built for one draw):
    # whatever a caller does to a sampled or a legal move, the kept moves stay as they were
    from core.drive import decisions

    kept = (decisions._PLACES, decisions.EXITS, decisions._DRAW_ONLY, decisions._WAIT_ONLY,
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


def test_each_decision_reads_the_moves_the_move_before_kept_and_only_for_that_state():
    # after every move of seeded games the moves kept (if the game goes on) are those of the
    # decision the move led to, as the same state read from JSON lists them; after a change
    # by hand they are not taken for the state after, and are listed the same again.  A
    # draw keeps none (the place decision's moves are listed when asked)
    seen = {"turn": 0, "exit": 0}
    for state, rng in seeded_turns(8, 300):
        kept_for_it = state.changes > 0 and state.phase != "place"  # (not the new game's)
        assert (state.moves_at == state.changes) == kept_for_it
        if kept_for_it:
            kept = list(state.moves)
            assert [dict(m) for m in kept] == \
                moves_without_cache(state, state.players)[state.turn]
            changed(state)  # by hand: what was kept is not taken for the state after
            assert state.moves_at != state.changes
            assert GAME.legal_moves(state, state.turn) == kept
            seen[state.phase] += 1
        GAME.push(state, state.turn, GAME.sample_move(state, state.turn, rng))
    assert min(seen.values()) >= 50, seen


def test_a_move_that_ends_the_game_keeps_no_moves():
    ended = 0
    for seed in range(40):
        state = GAME.new(Config(players=2 + seed % 3), seed)
        rng = Rng(seed)
        while not GAME.is_over(state):
            GAME.push(state, state.turn, GAME.sample_move(state, state.turn, rng))
        assert state.moves_at != state.changes
        assert GAME.legal_moves(state, state.turn) == []
        ended += 1
    assert ended == 40
