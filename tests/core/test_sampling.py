"""The playout path: sample_move is exactly one draw over legal_moves, in every game.

Games may answer :meth:`core.protocol.Game.sample_move` without building every
move, but seeded playouts (examples, transcripts, benches) must never change.
"""

from __future__ import annotations

import pytest

from core import Config, game_names, get_game
from core.rng import Rng

#: decisions checked per game and mode, over at least ``SEEDS`` deals: a short
#: game (a plug-in's race of a few turns) plays more deals to reach them
DECISIONS, SEEDS = 1000, 12


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("name", game_names())
def test_sample_move_is_the_legal_move_one_draw_picks(name, mode):
    game = get_game(name)
    rng = Rng(11)
    checked = 0
    for seed in range(100 * SEEDS):
        if seed >= SEEDS and checked >= DECISIONS:
            break
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.new(Config(players=players, mode=mode, variants=tuple(game.variants)), seed)
        for _ in range(400):
            if game.is_over(state):
                break
            seat = game.pending(state)[0]
            draw = rng.next64()
            legal = game.legal_moves(state, seat)
            expected = legal[Rng(draw).randbelow(len(legal))]
            fast = Rng(draw)
            assert game.sample_move(state, seat, fast) == expected
            after = Rng(draw)
            after.randbelow(len(legal))
            assert fast.state == after.state  # the same draws, so playouts stay seeded
            game.push(state, seat, game.sample_move(state, seat, rng))
            checked += 1
    assert checked >= DECISIONS
