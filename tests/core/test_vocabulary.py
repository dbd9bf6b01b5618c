"""One vocabulary: every game package exports the same names with the same meanings.

The name tables are in ``docs/engine-shape.md`` ("One vocabulary"); this test runs
over every registered game (the installed ones, the tiny test game and the dice
game of ``examples/``) and holds each game package, the module its
``roadtrip.games`` entry point names, to them: the state class, the state's
``config``, ``players``, ``referee``, ``rng`` and ``outcome``, ``legal_moves``,
``explain``, ``outcome`` and the JSON round trip ``state_to_json`` /
``state_from_json``, each meaning what the protocol's method of the same concept
means; and the decision table ``DECISIONS`` (``core.decision``): rows that say
what the seat is asked to do, whose refusal checks are per move type of the game
and refuse with the game's published codes.
"""

import dataclasses
import importlib
import json
import re
from collections.abc import Callable, Mapping, MutableMapping
from contextlib import ExitStack
from importlib.metadata import entry_points
from types import ModuleType

import pytest

from core import Config, IllegalMove, get_game
from core.decision import Decision, is_decision_table
from core.protocol import MODES, same_move
from core.registry import GROUP, game_names
from core.rng import Rng
from tests.plugins import ROOT, every_game, installed

#: the dice game the guide builds (docs/adding-a-game.md), held to the table too
DICE = "race-to-20"
DICE_PROJECT = ROOT / "examples" / "dice_game"
DOC = ROOT / "docs" / "engine-shape.md"

#: what every game package exports
PACKAGE_NAMES = ("GAME", "State", "DECISIONS", "legal_moves", "explain", "outcome",
                 "state_to_json", "state_from_json")
#: what every game's state has
STATE_NAMES = ("config", "players", "referee", "rng", "outcome")
#: the headers of the two name tables of the page's section
PACKAGE_TABLE, STATE_TABLE = "exported name", "state attribute"
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


def named_in(header: str) -> set[str]:
    """The names in the first column of the page's table headed ``header``."""
    section = DOC.read_text(encoding="utf-8").split("## One vocabulary", 1)[1]
    table = section.split("\n## ", 1)[0].split(f"| {header} |", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"^\| `([A-Za-z_]+)`", table, re.MULTILINE))


def test_the_name_tables_list_the_names_the_test_holds_games_to():
    assert named_in(PACKAGE_TABLE) == set(PACKAGE_NAMES)
    assert named_in(STATE_TABLE) == set(STATE_NAMES)


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
        assert hasattr(state, "outcome"), f"{game.name}: its state has no outcome"
        assert state.outcome is None, f"{game.name}: a new game has an outcome"


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


def _play_to_the_end(game, config: Config, seed: int):
    """Every state of one random game, from the first to the last (at most MAX_PLIES)."""
    state = game.new(config, seed)
    rng = Rng(seed)
    yield state
    for _ in range(MAX_PLIES):
        if game.is_over(state):
            return
        seats = game.pending(state)
        seat = seats[rng.randbelow(len(seats))]
        game.push(state, seat, game.sample_move(state, seat, rng))
        yield state
    pytest.fail(f"{game.name}: random play did not end within {MAX_PLIES} plies")


@pytest.mark.parametrize("package", games(), indirect=True)
def test_state_outcome_is_what_outcome_answers_none_until_the_end(package):
    game = package.GAME
    for mode in game.catalogue()["modes"]:
        config = Config(players=game.min_players, mode=mode)
        for state in _play_to_the_end(game, config, 13):
            assert hasattr(state, "outcome"), f"{game.name}: its state has no outcome"
            answer = package.outcome(state)
            assert state.outcome == answer, f"{game.name}: state.outcome is not outcome(state)"
            assert (state.outcome is None) is not game.is_over(state), (
                f"{game.name}: state.outcome is {state.outcome!r} while is_over says"
                f" {game.is_over(state)}")
        assert answer is not state.outcome, f"{game.name}: outcome(state) is not a copy"


@pytest.mark.parametrize("package", games(), indirect=True)
def test_the_decision_table_is_a_non_empty_mapping_of_decision_rows(package):
    table = package.DECISIONS
    name = package.GAME.name
    assert isinstance(table, Mapping), f"{name}: DECISIONS is a {type(table).__name__}"
    not_rows = [key for key, row in table.items() if not isinstance(row, Decision)]
    assert is_decision_table(table), (f"{name}: DECISIONS is not a non-empty mapping of"
                                      f" core.decision.Decision rows (not rows: {not_rows})")
    for key, row in table.items():
        assert callable(row.moves), f"{name}: the moves of DECISIONS[{key!r}] are not callable"


@pytest.mark.parametrize("package", games(), indirect=True)
def test_every_row_says_what_the_seat_is_asked_to_do(package):
    for key, row in package.DECISIONS.items():
        assert isinstance(row.text, str) and row.text.strip(), (
            f"{package.GAME.name}: DECISIONS[{key!r}].text is {row.text!r}, not words")


@pytest.mark.parametrize("package", games(), indirect=True)
def test_every_rows_checks_are_for_move_types_of_the_game(package):
    game = package.GAME
    types = set(game.move_schemas())
    for key, row in package.DECISIONS.items():
        strays = sorted(set(row.checks) - types)
        assert not strays, (f"{game.name}: DECISIONS[{key!r}] checks {strays}, which are not"
                            f" move types of the game ({sorted(types)})")
        assert all(callable(check) for check in row.checks.values()), (
            f"{game.name}: a check of DECISIONS[{key!r}] is not callable")


def _watch_checks(package, monkeypatch, met: list[tuple[str, object]]) -> None:
    """Wrap every check of the package's table so each answer lands in ``met`` as
    (move type, answer); undone when the test ends.

    A row's checks are wrapped where they are (a dict); a row whose checks cannot be
    changed is replaced in the table by a copy with wrapped checks (a dataclass row).
    """
    def watched(kind: str, check: Callable) -> Callable:
        def answer(*args, **kwargs):
            result = check(*args, **kwargs)
            met.append((kind, result))
            return result
        return answer

    done: set[int] = set()  # checks dicts shared by several rows: wrapped once
    for key, row in list(package.DECISIONS.items()):
        if id(row.checks) in done:
            continue
        done.add(id(row.checks))
        if isinstance(row.checks, MutableMapping):
            for kind, check in list(row.checks.items()):
                monkeypatch.setitem(row.checks, kind, watched(kind, check))
        elif isinstance(package.DECISIONS, MutableMapping) and dataclasses.is_dataclass(row):
            checks = {kind: watched(kind, check) for kind, check in row.checks.items()}
            monkeypatch.setitem(package.DECISIONS, key, dataclasses.replace(row, checks=checks))
        else:
            pytest.fail(f"{package.GAME.name}: cannot watch the checks of DECISIONS[{key!r}]"
                        " (neither they nor the table can be changed for the test)")


def _wrong_moves(game, state, pool: list[dict], rng: Rng, tries: int = 12):
    """Moves from ``pool`` that the seat to move (or another) may not make now."""
    seats = [*game.pending(state), rng.randbelow(state.players)]
    for _ in range(tries):
        seat = seats[rng.randbelow(len(seats))]
        move = pool[rng.randbelow(len(pool))]
        if not any(same_move(move, legal) for legal in game.legal_moves(state, seat)):
            yield seat, move


@pytest.mark.parametrize("package", games(), indirect=True)
def test_a_rows_check_refuses_with_a_code_of_the_games_refusal_table(package, monkeypatch):
    """Moves legal once (and the same moves bare, or with a field too many), tried later
    in random games: the refusals explain gives, the rows' checks answer with codes the
    game publishes."""
    game = package.GAME
    codes = set(game.refusal_codes())
    met: list[tuple[str, object]] = []
    _watch_checks(package, monkeypatch, met)
    pool: list[dict] = []
    for n, (_, state) in enumerate(_states(game)):
        for seat in game.pending(state):
            for move in game.legal_moves(state, seat):
                pool += [move, {"type": move["type"]}, {**move, "extra": 1}]
        del pool[:-200]  # the recent past, as a table forgets
        if pool:
            for seat, move in _wrong_moves(game, state, pool, Rng(n)):
                game.explain(state, seat, move)
    refusals = [(kind, answer) for kind, answer in met if answer is not None]
    assert refusals, (f"{game.name}: no refusal of wrong moves in random games came from a"
                      " check of DECISIONS (explain must ask the pending row's checks)")
    for kind, answer in refusals:
        assert isinstance(answer, IllegalMove), (
            f"{game.name}: a {kind!r} check answered {answer!r}, not an IllegalMove or None")
        assert answer.code in codes, (
            f"{game.name}: a {kind!r} check refused with {answer.code!r}, which is not among"
            f" its refusal_codes() ({sorted(codes)})")
