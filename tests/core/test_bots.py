"""Bots of every game and level: legal moves only, decided from their seat's view only.

Positions come from seeded games where random moves and ``normal`` bot moves
alternate (random play alone rarely reaches the end of a race), over every
game, mode and variant, so reaction windows, deck searches and Drive's exits
all come up.  ``hard`` bots search with a small playout budget here: the
bench (``bench/bots.py``) measures them at full strength.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from core import Config, get_game
from core.playout import bot_move
from core.protocol import BOT_LEVELS, Budget, Game
from core.rng import Rng
from tests.plugins import every_game

SMALL = Budget(playouts=6)
DMC, DRIVE = "driving-me-crazy", "drive"


def configs(game: Game) -> list[Config]:
    """Each mode, several player counts; every variant alone and all together."""
    out = []
    for mode in ("digital", "referee"):
        for players in range(game.min_players, min(game.max_players, 5) + 1):
            out.append(Config(players=players, mode=mode))
        for variant in game.variants:
            out.append(Config(players=3, mode=mode, variants=(variant,)))
        if game.variants:
            out.append(Config(players=4, mode=mode, variants=tuple(game.variants)))
    return out


def positions(game: Game, config: Config, seed: int, every: int = 1) -> Iterator[Any]:
    """Yield the states of one seeded game (every ``every``-th), mixing random and bot moves."""
    state = game.new(config, seed)
    rng = Rng(seed)
    for step in range(4000):
        if game.is_over(state):
            return
        if step % every == 0:
            yield state
        seat = game.pending(state)[0]
        if rng.randbelow(2):
            move = bot_move(game, state, seat, salt=seed + step)
        else:
            moves = game.legal_moves(state, seat)
            move = moves[rng.randbelow(len(moves))]
        game.push(state, seat, move)


def many_positions(game: Game, wanted: int, seed: int, every: int,
                   digital_only: bool = False) -> Iterator[tuple[int, Any]]:
    """Yield ``(index, state)`` from games of every config in turn until ``wanted`` states."""
    chosen = [c for c in configs(game) if c.mode == "digital" or not digital_only]
    count = 0
    for round_ in range(1000):
        for index, config in enumerate(chosen):
            for state in positions(game, config, seed + round_ * 1000 + index, every):
                yield index, state
                count += 1
                if count >= wanted:
                    return


def bot_moves(game: Game, state: Any, seat: int) -> list[dict[str, Any]]:
    return [m for m in game.legal_moves(state, seat) if m["type"] != "undo"]


def dump(game: Game, state: Any) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


@pytest.mark.parametrize("name", every_game())
def test_bots_of_every_level_only_ever_return_legal_moves(name):
    game = get_game(name)
    checked = 0
    for _, state in many_positions(game, 2000, seed=0, every=3):
        for seat in game.pending(state):
            legal = bot_moves(game, state, seat)
            if not legal:  # a rules corner (reported to the rules owners), not a bot's
                continue
            for level in BOT_LEVELS:
                if level == "hard" and checked % 8:
                    continue  # the search is slower: every 8th position is enough
                move = bot_move(game, state, seat, salt=checked, level=level, budget=SMALL)
                assert move in legal, (level, move)
            checked += 1
    assert checked >= 2000


@pytest.mark.parametrize("name", every_game())
def test_a_seats_observation_keeps_its_legal_moves(name):
    game = get_game(name)
    for _, state in many_positions(game, 2000, seed=100, every=2):
        for seat in game.pending(state):
            seen = game.observe(state, seat)
            assert bot_moves(game, seen, seat) == bot_moves(game, state, seat)
            assert game.view(seen, seat) == game.view(state, seat)


# -- the same view, other hidden cards (each game's own Game.redeal) -----------------

@pytest.mark.parametrize("name", every_game())
def test_the_same_view_and_rng_give_the_same_move_whatever_the_hidden_cards(name):
    game = get_game(name)
    rng = Rng(7)
    compared = 0
    for index, state in many_positions(game, 600, seed=200, every=4, digital_only=True):
        seat = game.pending(state)[0]
        other = game.redeal(state, seat, rng)  # the game's own: other hidden cards
        assert game.view(other, seat) == game.view(state, seat)
        assert dump(game, game.observe(other, seat)) == dump(game, game.observe(state, seat))
        for level in BOT_LEVELS:
            if level == "hard" and compared % 6:
                continue
            salt = compared * 31 + index
            moves = [bot_move(game, s, seat, salt=salt, level=level, budget=SMALL)
                     for s in (state, other)]
            assert moves[0] == moves[1], level
        compared += 1
    assert compared >= 600


@pytest.mark.parametrize("name", every_game())
def test_a_bot_game_is_the_same_for_the_same_seed(name):
    game = get_game(name)
    config = Config(players=3, variants=tuple(game.variants))

    def bot_game(seed: int) -> list[dict[str, Any]]:
        state = game.new(config, seed)
        moves = []
        for step in range(300):
            if game.is_over(state):
                break
            seat = game.pending(state)[0]
            level = BOT_LEVELS[seat % len(BOT_LEVELS)]
            move = bot_move(game, state, seat, salt=seed + step, level=level, budget=SMALL)
            game.push(state, seat, move)
            moves.append(move)
        return moves

    assert bot_game(3) == bot_game(3)
    assert bot_game(3) != bot_game(4)


@pytest.mark.parametrize("name", every_game())
def test_an_unknown_level_is_refused(name):
    game = get_game(name)
    state = game.new(Config(players=2), 1)
    seat = game.pending(state)[0]
    with pytest.raises(ValueError, match="unknown bot level"):
        game.bot_move(game.observe(state, seat), seat, Rng(1), "grandmaster")
