"""The greedy bot: legal, and better than random."""

from core import Config
from core.dmc import GAME
from core.playout import bot_move
from core.rng import Rng

from .helpers import position


def test_bot_reaches_the_goal_exactly_when_it_can():
    s = position(hands=[["km100", "km50", "traffic", "gps"], ["gps"] * 4], deck=["gps"] * 9,
                 roads=[["km100"] * 9 + ["km50"], []])
    assert GAME.bot_move(GAME.observe(s, 0), 0, Rng(1)) == {"type": "play", "card": "km50"}


def test_bot_moves_are_legal_and_bots_beat_random_players():
    bot_wins = 0
    for seed in range(12):
        s = GAME.new(Config(players=2), seed)
        rng = Rng(seed)
        for step in range(3000):
            if GAME.is_over(s):
                break
            seat = GAME.pending(s)[0]
            if seat == 0:
                move = bot_move(GAME, s, seat, seed * 10000 + step)
            else:
                legal = GAME.legal_moves(s, seat)
                move = legal[rng.randbelow(len(legal))]
            GAME.apply(s, seat, move)
        bot_wins += GAME.is_over(s) and GAME.outcome(s)["winners"] == [0]
    assert bot_wins >= 9
