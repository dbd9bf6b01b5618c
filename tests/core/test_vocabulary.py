"""One vocabulary: every game package exports the same names with the same meanings.

The name table is in ``docs/engine-shape.md`` ("One vocabulary"); this test runs
over every registered game (the installed ones, the tiny test game and the dice
game of ``examples/``) and holds each game package, the module its
``roadtrip.games`` entry point names, to it: the state class, the state's
``config``, ``players``, ``referee`` and ``rng``, ``legal_moves``, ``explain``,
``outcome`` and the JSON round trip ``state_to_json`` / ``state_from_json``,
each meaning what the protocol's method of the same concept means.
"""

import importlib
import json
import re
from contextlib import ExitStack
from importlib.metadata import entry_points
from types import ModuleType

import pytest

from core import Config, IllegalMove, get_game
from core.protocol import MODES
from core.registry import GROUP, game_names
from core.rng import Rng
from tests.plugins import ROOT, every_game, installed

#: the dice game the guide builds (docs/adding-a-game.md), held to the table too
DICE = "race-to-20"
DICE_PROJECT = ROOT / "examples" / "dice_game"
DOC = ROOT / "docs" / "engine-shape.md"

#: what every game package exports
PACKAGE_NAMES = ("GAME", "State", "legal_moves", "explain", "outcome", "state_to_json",
                 "state_from_json")
#: what every game's state has
STATE_NAMES = ("config", "players", "referee", "rng")
#: a move no game has
NOT_A_MOVE = {"type": "no-such-move"}
#: random play in digital mode ends well before this (a game that does not is a bug)
MAX_PLIES = 5000


def games() -> list[str]:
    names = every_game()
    return names if DICE in names else [*names, DICE]


@pytest.fixture
def package(request: pytest.FixtureRequest) -> ModuleType:
    """The package the game's entry point names (the dice game installed when it is not)."""
    name = request.param
    with ExitStack() as stack:
        if name == DICE and DICE not in game_names():
            stack.enter_context(installed(DICE_PROJECT))
        entry = next(e for e in entry_points(group=GROUP) if e.name == name)
        yield importlib.import_module(entry.module)


def _dump(data: dict) -> str:
    return json.dumps(data, sort_keys=True)


def _states(game, seed: int = 7, plies: int = 40):
    """A few states of a game in each of its modes and seat counts, along random play."""
    for mode in game.catalogue()["modes"]:
        for players in (game.min_players, game.max_players):
            config = Config(players=players, mode=mode)
            state = game.new(config, seed)
            rng = Rng(seed + players)
            yield config, state
            for _ in range(plies):
                if game.is_over(state):
                    break
                seats = game.pending(state)
                seat = seats[rng.randbelow(len(seats))]
                game.push(state, seat, game.sample_move(state, seat, rng))
                yield config, state


def test_the_name_table_lists_every_name_the_test_holds_games_to():
    table = DOC.read_text(encoding="utf-8").split("## One vocabulary", 1)[1]
    named = set(re.findall(r"^\| `([A-Za-z_]+)", table, re.MULTILINE))
    assert set(PACKAGE_NAMES) | set(STATE_NAMES) <= named


@pytest.mark.parametrize("package", games(), indirect=True)
def test_every_game_package_exports_the_names_of_the_table(package):
    missing = [name for name in PACKAGE_NAMES if not hasattr(package, name)]
    assert not missing, f"{package.__name__} does not export {missing}"
    assert package.GAME is get_game(package.GAME.name)
    assert isinstance(package.State, type)


@pytest.mark.parametrize("package", games(), indirect=True)
def test_the_state_is_the_state_class_with_config_players_referee_and_rng(package):
    game = package.GAME
    assert set(game.catalogue()["modes"]) <= set(MODES)
    for config, state in _states(game, plies=0):
        assert isinstance(state, package.State)
        assert state.config == config == game.config_of(state)
        assert state.players == config.players
        assert state.referee is (config.mode == "referee")
        assert isinstance(state.rng, Rng)


@pytest.mark.parametrize("package", games(), indirect=True)
def test_legal_moves_and_explain_mean_what_the_protocol_means(package):
    game = package.GAME
    for _, state in _states(game):
        for seat in range(state.players):
            assert package.legal_moves(state, seat) == game.legal_moves(state, seat)
            refusal = package.explain(state, seat, NOT_A_MOVE)
            assert isinstance(refusal, IllegalMove)
            assert refusal.code == game.explain(state, seat, NOT_A_MOVE).code


@pytest.mark.parametrize("package", games(), indirect=True)
def test_outcome_is_none_until_the_end_then_the_winners_and_the_reason(package):
    game = package.GAME
    state = game.new(Config(players=game.min_players), 11)
    rng = Rng(11)
    for _ in range(MAX_PLIES):
        assert package.outcome(state) is None is game.outcome(state)
        seats = game.pending(state)
        seat = seats[rng.randbelow(len(seats))]
        game.push(state, seat, game.sample_move(state, seat, rng))
        if game.is_over(state):
            break
    assert game.is_over(state), f"random play did not end within {MAX_PLIES} plies"
    outcome = package.outcome(state)
    assert outcome == game.outcome(state)
    assert {"winners", "reason"} <= set(outcome)
    assert all(0 <= seat < state.players for seat in outcome["winners"])


@pytest.mark.parametrize("package", games(), indirect=True)
def test_state_to_json_and_state_from_json_are_the_games_round_trip(package):
    game = package.GAME
    for _, state in _states(game):
        data = package.state_to_json(state)
        assert _dump(data) == _dump(game.to_json(state))
        again = package.state_from_json(json.loads(_dump(data)))
        assert isinstance(again, package.State)
        assert _dump(game.to_json(again)) == _dump(data)
