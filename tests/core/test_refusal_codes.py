"""Every refusal code the rules can raise is in its game's published table (refusal_codes).

The API documents these tables as the problem codes of a move; a code
raised but missing from its table would be undocumented.  Two checks: every
code literal passed to a refusal constructor in a game's source, and every
code of refusals met by random wrong moves in random games.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from core import Config, IllegalMove, get_game
from core.rng import Rng
from tests.plugins import every_game

ROOT = Path(__file__).resolve().parents[2]
#: functions whose first argument is a refusal code
CONSTRUCTORS = {"IllegalMove", "_refuse", "refuse", "_error"}


def package_of(name: str) -> Path:
    """The directory of the package that defines game ``name``'s class (any plug-in)."""
    return Path(sys.modules[type(get_game(name)).__module__].__file__ or "").parent


def literal_codes(package: Path) -> set[str]:
    """Code literals given to refusal constructors, or returned by the rule checks.

    ``core/undo.py`` counts for a game whose package uses it (referee-mode undo).
    """
    codes = set()
    sources = sorted(package.glob("*.py"))
    if any("core.undo" in path.read_text() for path in sources):
        sources.append(ROOT / "core" / "undo.py")
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in CONSTRUCTORS \
                    and node.args and isinstance(node.args[0], ast.Constant):
                codes.add(node.args[0].value)
    return codes


@pytest.mark.parametrize("name", every_game())
def test_every_refusal_code_in_the_source_is_published(name):
    assert literal_codes(package_of(name)) <= set(get_game(name).refusal_codes())


def wrong_moves(game, state, seats: int, rng: Rng) -> list[tuple[int, dict]]:
    """Moves of other seats and other decisions, and malformed ones, tried by random seats."""
    moves = [m for s in range(seats) for m in game.legal_moves(state, s)]
    moves += [{"type": "nonsense"}, {**moves[0], "extra": 1}, {"type": moves[0]["type"]}]
    return [(rng.randbelow(seats), moves[rng.randbelow(len(moves))]) for _ in range(10)]


@pytest.mark.parametrize("name", every_game())
def test_every_refusal_met_in_random_games_is_published(name):
    game = get_game(name)
    published = set(game.refusal_codes())
    met = set()
    for n, mode in enumerate(("digital", "referee") * 2):
        config = Config(players=game.max_players, mode=mode, variants=game.variants)
        state = game.new(config, seed=n)
        rng = Rng(n)
        for _ in range(60):
            if game.is_over(state):
                break
            for seat, move in wrong_moves(game, state, config.players, rng):
                try:  # on a copy: some of these moves are legal
                    game.apply(game.from_json(game.to_json(state)), seat, move)
                except IllegalMove as error:
                    met.add(error.code)
            seat = game.pending(state)[0]
            legal = game.legal_moves(state, seat)
            game.push(state, seat, legal[rng.randbelow(len(legal))])
    assert met <= published, f"unpublished: {sorted(met - published)}"
    # wrong turns, wrong decisions and junk: at least a few kinds, however small the game
    assert len(met) >= min(3, len(published))


@pytest.mark.parametrize("name", every_game())
def test_a_move_whose_values_are_objects_or_lists_is_refused_not_a_crash(name):
    game = get_game(name)
    for mode in ("digital", "referee"):
        state = game.new(Config(players=2, mode=mode), seed=3)
        seat = game.pending(state)[0]
        kinds = {m["type"] for m in game.legal_moves(state, seat)} | set(game.move_schemas())
        for junk in ({}, [], [1], {"a": 1}, 1.5, None, True):
            for move in [{"type": junk}] + [{"type": kind, field: junk} for kind in kinds
                                            for field in ("card", "target", "edge",
                                                          "rotation", "count", "option")]:
                with pytest.raises(IllegalMove):
                    game.apply(state, seat, move)
