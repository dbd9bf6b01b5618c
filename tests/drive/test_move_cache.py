"""Drive's legal-move cache gives exactly the moves of the same state without one.

``rules.legal_moves`` keeps the moves of the seat to move in ``state.cache``
(``rules.cached_moves`` hands the list itself to ``Game.sample_move``); every
change of a state must drop it (``apply.push``, ``apply.play``,
``bot.play_light``).  A change that forgets leaves stale moves: after every
move of random games, in both modes and with every option, each seat's legal
moves are compared with those of the same state read back from JSON (which
starts without a cache), on the trusted path, the checked one and the bots'
light copies (which must leave the state they copy untouched).
docs/engine-shape.md, "Fast paths", lists what this holds.
"""

from __future__ import annotations

import json

import pytest

from core.drive.bot import light_clone, play_light
from core.protocol import Config
from core.rng import Rng

from .helpers import GAME, dump

OPTION_SETS = [{}, {"limit": True}, {"ignore_triangles": True}, {"turn_round": True}]
#: games per configuration, and moves looked at in each (a game ends or stops there)
GAMES, MOVES = 4, 150


def moves_without_cache(state, players: int) -> list[list[dict]]:
    """Every seat's legal moves in a copy of ``state`` read from JSON (no cache yet)."""
    fresh = GAME.from_json(json.loads(dump(state)))
    assert fresh.cache is None
    return [GAME.legal_moves(fresh, seat) for seat in range(players)]


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
            move = GAME.sample_move(state, seat, rng)  # from the cache just filled
            if move["type"] != "undo":  # the bots' look-ahead: a light copy played lightly
                before = dump(state)
                copy = light_clone(state)
                GAME.legal_moves(copy, seat)
                play_light(copy, seat, move)
                assert [GAME.legal_moves(copy, s) for s in range(players)] == \
                    moves_without_cache(copy, players)
                assert dump(state) == before  # the copy shares cells, never changes them
            step(state, seat, move)
            looked += 1
    assert looked >= GAMES * 20
