"""The greedy bot: legal, deterministic, and it usually reaches its Finish."""

import pytest

from core.playout import bot_move
from core.protocol import Config

from .helpers import GAME, dump


def bot_game(config: Config, seed: int):
    # the house rule stall_turns ends a game in which the bots only circle on old roads
    # (nothing else would: "the game ends immediately a player reaches Finish")
    config = Config(config.players, config.mode, config.variants,
                    {"stall_turns": 200, **config.options})
    state = GAME.new(config, seed)
    for turn in range(20000):
        if GAME.is_over(state):
            break
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, bot_move(GAME, state, seat, salt=seed * 100003 + turn))
    return state


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_bots_play_legal_games_that_usually_end_at_a_finish(mode):
    finished = 0
    for seed in range(20):
        state = bot_game(Config(players=2 + seed % 3, mode=mode), seed)
        assert GAME.is_over(state)
        finished += GAME.outcome(state)["reason"] == "finish"
    assert finished >= 14


def test_bot_choices_are_deterministic():
    config = Config(players=3, options={"turn_round": True})
    assert dump(bot_game(config, 5)) == dump(bot_game(config, 5))
