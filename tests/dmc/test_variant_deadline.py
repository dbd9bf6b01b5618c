"""Quick Reactions: the deadline a caller can ask for without ticking (Game.deadline)."""

from core import Config
from core.dmc import GAME

from .helpers import H, builder, pass_all, play

qr = builder(("quick_reactions",), players=3)


def test_no_deadline_without_an_open_reaction_window():
    assert GAME.deadline(qr(hands=[H, H, H])) is None
    assert GAME.deadline(GAME.new(Config(players=3), 1)) is None


def test_an_unstamped_window_is_due_at_once_a_stamped_one_at_its_pass_moment_then_deadline():
    s = qr(hands=[H, ["stop_sign", *H[1:]], H], options={"reaction_seconds": 5})
    play(s, 0, "km100")
    assert GAME.deadline(s) == float("-inf")
    GAME.tick(s, 100.0)
    assert GAME.deadline(s) == 102.0  # the pass moment (pass_seconds, default 2)
    assert GAME.tick(s, 101.9) == []
    assert GAME.tick(s, 102.0) != []  # seat 2, without an answer, is passed for
    assert GAME.deadline(s) == 105.0  # seat 1 holds a Stop Sign: until the deadline
    assert GAME.tick(s, 104.9) == []
    assert GAME.tick(s, 105.0) != []


def test_the_deadline_goes_once_the_window_closes():
    s = qr(hands=[H, H, H])
    play(s, 0, "km100")
    pass_all(s)
    assert GAME.deadline(s) is None
