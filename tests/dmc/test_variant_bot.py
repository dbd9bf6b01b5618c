"""Bot seats with every variant on: they answer reaction windows and finish games."""

from core import Config
from core.dmc import GAME
from core.dmc.cards import VARIANTS
from core.rng import Rng

from .helpers import play, position


def test_bots_play_whole_games_with_every_variant():
    for seed in range(6):
        s = GAME.new(Config(players=2 + seed % 4, variants=VARIANTS, options={"goal": 400}), seed)
        rng = Rng(seed)
        for _ in range(5000):
            if GAME.is_over(s):
                break
            seat = GAME.pending(s)[0]
            GAME.apply(s, seat, GAME.bot_move(GAME.observe(s, seat), seat, rng))
        assert GAME.is_over(s)


def test_bot_yields_a_distance_card_onto_its_own_road():
    s = position(2, variants=("quick_reactions",), hands=[["km100"], ["yield", "km50"]],
                 deck=["gps"] * 9)
    play(s, 0, "km100")
    assert GAME.bot_move(GAME.observe(s, 1), 1, Rng(1)) == {"type": "react", "card": "yield"}


def test_bot_passes_a_window_it_cannot_use():
    s = position(2, variants=("quick_reactions",), hands=[["km100"], ["km50"]],
                 deck=["gps"] * 9)
    play(s, 0, "km100")
    assert GAME.bot_move(GAME.observe(s, 1), 1, Rng(1)) == {"type": "pass_reaction"}
