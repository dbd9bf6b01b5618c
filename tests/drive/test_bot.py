"""The greedy bot: legal, deterministic, and it usually reaches its Finish."""

import pytest

from core.drive.bot import _moves
from core.drive.checks import stuck
from core.drive.greedy import after, quick_scores, scores, trapped
from core.playout import bot_move
from core.protocol import Budget, Config
from core.rng import Rng

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


# -- bot-only games end: bots make progress instead of circling on old roads ---------

#: a bound on the moves of a bot-only game (the longest of these ends in about 350)
BOUND = 2000


def play_bots_only(players: int, level: str, seed: int, budget: Budget | None = None):
    """Play a bot-only digital game without the house rule; return the state and whether
    some bot shut its own car in on a closed loop of road while it had another move."""
    state = GAME.new(Config(players=players, options={"stall_turns": 0}), seed)
    shut_in_by_choice = False
    for turn in range(BOUND):
        if GAME.is_over(state):
            break
        seat = GAME.pending(state)[0]
        move = bot_move(GAME, state, seat, salt=seed * 100003 + turn, level=level, budget=budget)
        others = [m for m in GAME.legal_moves(state, seat) if m != move]
        # (retiring is no way on: a car shut in may retire, docs "Every game ends")
        free = [m for m in others
                if m["type"] != "break_down" and not trapped(after(state, seat, m), seat)]
        GAME.apply(state, seat, move)
        if free and trapped(state, seat) and state.outcome is None:
            shut_in_by_choice = True
    return state, shut_in_by_choice


def shut_in(state) -> list[int]:
    """The cars circling a closed loop of road: no Finish and no empty place within reach."""
    return [seat for seat, car in enumerate(state.cars) if not car.retired and trapped(state, seat)]


@pytest.mark.parametrize(("level", "games", "budget"), [
    ("easy", 120, None), ("normal", 120, None), ("hard", 9, Budget(playouts=16))])
def test_bot_only_games_end_while_every_car_can_still_get_somewhere(level, games, budget):
    # The rules end a game at a Finish, when every car retired, or when no car can
    # get anywhere any more (docs/rules/drive-1960.md); without the house rule
    # stall_turns a game of bots ends only if the bots head somewhere. Bots follow the road
    # network towards their Finish (the nearest way off old roads first) and never
    # close a loop of road on their own car while another move is left. Only a
    # forced card can still shut a car in: it then circles for ever (the rules let
    # it), and such a game is allowed to run on only if every other car is stuck too.
    for number in range(games):
        players = 2 + number % 3
        seed = 7000 + number
        state, by_choice = play_bots_only(players, level, seed, budget)
        assert not by_choice, (level, seed)
        if not GAME.is_over(state):
            circling = shut_in(state)
            assert circling, (level, seed, "bots circle although a way on exists")
            assert all(seat in circling or car.retired or stuck(state, seat)
                       for seat, car in enumerate(state.cars)), (level, seed)


OPTION_SETS = [{}, {"turn_round": True}, {"limit": True, "ignore_triangles": True}]


def test_scoring_exits_and_rotations_in_place_agrees_with_playing_them():
    # the greedy bot scores a choice of exit or rotation without copying the state
    # (the search's rollouts make it thousands of times a decision): same scores as
    # playing each move on a copy, and the state is left as it was
    checked = 0
    for seed in range(60):
        options = OPTION_SETS[seed % 3]
        mode = "referee" if seed % 4 == 3 else "digital"
        state = GAME.new(Config(players=2 + seed % 3, mode=mode, options=options), seed)
        rng = Rng(seed)
        for _ in range(400):
            if GAME.is_over(state):
                break
            seat = GAME.pending(state)[0]
            moves = _moves(state, seat)
            if len(moves) > 1 and state.phase in ("exit", "place"):
                before = dump(state)
                assert quick_scores(state, seat, moves) == scores(state, seat, moves)
                assert dump(state) == before
                checked += 1
            GAME.push(state, seat, GAME.sample_move(state, seat, rng))
    assert checked > 1000
