"""Verdicts people can read: seats from 1 (Drive by colour), house cards by their declared name,
the rulebook's own sentence for every refusal code, and a held win said plainly.

A refusal's ``rule`` is a quote of a seed rulebook, a project ruling marked as one ("...
ruling: ..."), or a quote followed by the ruling that applies it.  "..." in a quote marks
words left out.  The quoted sentences are kept in ``tests/data/rulebook_quotes.txt`` (so the
test runs without the rulebooks) and checked against the seed rulebooks themselves when they
are beside the clone (``../shared/seeds``, as CI has them).
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from api.run.cli import main
from core import Config, IllegalMove, get_game
from core.rng import Rng
from core.transcript import Transcript, check, replay

ROOT = Path(__file__).resolve().parents[2]
QUOTES = ROOT / "tests" / "data" / "rulebook_quotes.txt"
#: where the seed rulebooks are: beside the clone (CI), or beside the worktrees' folder
SEED_DIRS = [ROOT.parent / "shared" / "seeds", ROOT.parents[1] / "shared" / "seeds"]
PACKAGES = {"driving-me-crazy": ROOT / "core" / "dmc", "drive": ROOT / "core" / "drive"}
CONSTRUCTORS = {"IllegalMove", "_refuse", "refuse", "_error"}
#: codes about the form of a move, not a rule of the game: they quote no rule
FORMAT_CODES = {"unknown_move", "malformed_move", "unknown_card", "not_a_seat", "illegal_move",
                "bad_edge", "bad_rotation"}
#: a ruling starts a sentence that says so: "Ruling: ...", "Referee mode ruling: ..."
RULING = re.compile(r"(?:^|(?<=[.!?)]) )[A-Z][^.:]*?\bruling\b[^.:]*:")


def normal(text: str) -> str:
    """Text compared as words: one space for any run of white space."""
    return re.sub(r"\s+", " ", text).strip()


def split_rule(rule: str) -> tuple[str, str]:
    """Return a rule's quote (before any ruling) and its ruling (from the marker on)."""
    found = RULING.search(rule)
    if found is None:
        return rule.strip(), ""
    return rule[:found.start()].strip(), rule[found.start():].strip()


def quoted_pieces(rule: str) -> list[str]:
    """The verbatim pieces of a rule's quote ("..." leaves words out between two pieces)."""
    quote, _ = split_rule(rule)
    return [normal(piece) for piece in quote.split("...") if normal(piece)]


def quotes() -> set[str]:
    return {line for line in QUOTES.read_text(encoding="utf-8").splitlines() if line}


def quotes_or_rules(rule: str) -> bool:
    """True when ``rule`` is rulebook sentences, a marked ruling, or sentences then a ruling."""
    pieces = quoted_pieces(rule)
    _, ruling = split_rule(rule)
    return bool(pieces or ruling) and set(pieces) <= quotes()


def every_rule() -> set[str]:
    """Every rule sentence the two games and the undo ruling quote (their RULE_* strings)."""
    modules = [importlib.import_module(f"core.{name}.{path.stem}")
               for name in ("dmc", "drive") for path in (ROOT / "core" / name).glob("*.py")
               if path.stem != "__init__"] + [importlib.import_module("core.undo")]
    return {value for module in modules for key, value in vars(module).items()
            if key.startswith("RULE_") and isinstance(value, str)}


# -- the quotes ------------------------------------------------------------------------


def test_every_rule_quotes_the_rulebook_or_is_marked_as_a_ruling():
    wrong = sorted(rule for rule in every_rule() if not quotes_or_rules(rule))
    assert not wrong, wrong


def test_every_quoted_sentence_is_in_a_seed_rulebook():
    found = [d for d in SEED_DIRS if d.is_dir() and list(d.glob("*.txt"))]
    if not found:
        pytest.skip(f"the seed rulebooks are not beside the clone ({SEED_DIRS[0]})")
    books = [normal(path.read_text(encoding="utf-8")) for path in found[0].glob("*.txt")]
    missing = sorted(q for q in quotes() if not any(q in book for book in books))
    assert not missing, missing


Functions = dict[str, tuple[str, ast.FunctionDef]]


def _rule_names(expr: ast.AST, module: str, functions: Functions,
                within: ast.FunctionDef | None, seen: frozenset[str] = frozenset(),
                ) -> set[tuple[str, str]]:
    """The (module, RULE_* name) pairs a rule expression can give: directly, through a
    helper function of the game's modules, or through a local variable assigned in the
    enclosing function."""
    names: set[tuple[str, str]] = set()
    for node in ast.walk(expr):
        if isinstance(node, ast.Name) and node.id.startswith("RULE_"):
            names.add((module, node.id))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in functions and node.func.id not in seen:
            home, body = functions[node.func.id]
            names |= _rule_names(body, home, functions, None, seen | {node.func.id})
        elif isinstance(node, ast.Name) and within is not None and not names:
            for assign in ast.walk(within):
                if isinstance(assign, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == node.id for t in assign.targets):
                    names |= _rule_names(assign.value, module, functions, None, seen)
    return names


def _enclosing(tree: ast.Module) -> dict[ast.AST, ast.FunctionDef | None]:
    """Each node's enclosing function (None at module level)."""
    out: dict[ast.AST, ast.FunctionDef | None] = {}

    def visit(node: ast.AST, function: ast.FunctionDef | None) -> None:
        out[node] = function
        inner = node if isinstance(node, ast.FunctionDef) else function
        for child in ast.iter_child_nodes(node):
            visit(child, inner)
    visit(tree, None)
    return out


def _codes(code: ast.AST, function: ast.FunctionDef | None) -> list[str]:
    """The codes a refusal constructor's first argument can be: a literal, or (a variable)
    the codes its function lists as keys of a dict literal (Drive's Roundabout blockers)."""
    if isinstance(code, ast.Constant) and isinstance(code.value, str):
        return [code.value]
    if isinstance(code, ast.Name) and function is not None:
        return [key.value for node in ast.walk(function) if isinstance(node, ast.Dict)
                for key in node.keys if isinstance(key, ast.Constant)
                and isinstance(key.value, str)]
    return []


def rule_sites(package: Path) -> dict[str, list[set[tuple[str, str]] | None]]:
    """Every refusal a game's source can raise: code -> [{(module, RULE_* name)} or None].

    None: the refusal gives no rule at all.  A rule passed in as a parameter, or unpacked
    from a table, is left out (its callers' sites, the table's entries count).
    """
    sites: dict[str, list[set[tuple[str, str]] | None]] = {}
    paths = sorted(package.glob("*.py")) + [ROOT / "core" / "undo.py"]
    trees = {(f"core.{path.parent.name}.{path.stem}" if path.parent != ROOT / "core"
              else f"core.{path.stem}"): ast.parse(path.read_text(encoding="utf-8"))
             for path in paths}
    functions: Functions = {node.name: (module, node) for module, tree in trees.items()
                            for node in tree.body if isinstance(node, ast.FunctionDef)}
    for module, tree in trees.items():
        enclosing = _enclosing(tree)
        for node in ast.walk(tree):
            function = enclosing[node]
            params = {a.arg for a in function.args.args} if function else set()
            pairs: list[tuple[str, ast.AST | None]] = []
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in CONSTRUCTORS \
                    and node.args:
                rule = node.args[2] if len(node.args) > 2 else next(
                    (k.value for k in node.keywords if k.arg == "rule"), None)
                pairs += [(code, rule) for code in _codes(node.args[0], function)]
            elif isinstance(node, ast.Dict) and function is not None \
                    and function.name == "error":
                # core.dmc.refusals.error: code -> (message, rule)
                pairs += [(key.value, value.elts[1]) for key, value in
                          zip(node.keys, node.values, strict=True)
                          if isinstance(key, ast.Constant) and isinstance(value, ast.Tuple)]
            for code, rule in pairs:
                if rule is None or (isinstance(rule, ast.Constant) and not rule.value):
                    sites.setdefault(code, []).append(None)
                elif isinstance(rule, ast.Name) and rule.id in params:
                    continue
                else:
                    names = _rule_names(rule, module, functions, function)
                    if not names and isinstance(rule, ast.Name):
                        continue  # unpacked from a table checked on its own (error's)
                    sites.setdefault(code, []).append(names)
    return sites


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_every_refusal_code_quotes_a_rule_sentence_or_a_marked_ruling(name):
    """Walks every refusal code of the game: each quotes a rule wherever it is raised."""
    sites = rule_sites(PACKAGES[name])
    for code in sorted(set(get_game(name).refusal_codes()) - FORMAT_CODES):
        assert code in sites, f"{code}: raised nowhere with a rule"
        for names in sites[code]:
            assert names, f"{code}: raised without a rule sentence"
            for module, rule_name in names:
                value = getattr(importlib.import_module(module), rule_name)
                for rule in value.values() if isinstance(value, dict) else [value]:
                    assert quotes_or_rules(rule), (code, rule_name, rule)


def _wrong_moves(game: Any, state: Any, seats: int, rng: Rng) -> list[tuple[int, dict]]:
    moves = [m for s in range(seats) for m in game.legal_moves(state, s)]
    moves += [{"type": "nonsense"}, {**moves[0], "extra": 1}, {"type": moves[0]["type"]}]
    return [(rng.randbelow(seats), moves[rng.randbelow(len(moves))]) for _ in range(8)]


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_every_refusal_met_in_random_games_quotes_the_rulebook_or_a_ruling(name):
    game = get_game(name)
    met = set()
    for n, mode in enumerate(("digital", "referee") * 2):
        config = Config(players=game.max_players, mode=mode, variants=game.variants)
        state = game.new(config, seed=n)
        rng = Rng(n)
        for _ in range(50):
            if game.is_over(state):
                break
            for seat, move in _wrong_moves(game, state, config.players, rng):
                try:
                    game.apply(game.from_json(game.to_json(state)), seat, move)
                except IllegalMove as error:
                    met.add(error.code)
                    if error.code not in FORMAT_CODES:
                        assert quotes_or_rules(error.rule), (error.code, error.rule)
            seat = game.pending(state)[0]
            legal = [m for m in game.legal_moves(state, seat) if m["type"] != "undo"]
            game.push(state, seat, legal[rng.randbelow(len(legal))])
    assert met - FORMAT_CODES, met


def test_forbidden_by_sign_quotes_the_sign_itself():
    from core.dmc.refusals import error
    from tests.dmc.helpers import position

    state = position(2, hands=[["bus"], []], deck=["km50"] * 5,
                     variants=("signs_of_madness",), signs=["low_tunnel_sign"])
    refusal = error("forbidden_by_sign", state, 0, {"type": "play", "card": "bus"})
    assert refusal.rule == "Low Tunnel Sign: No bus cards may be played."


def test_too_many_copies_under_a_house_deck_quotes_the_house_deck_ruling():
    from core.dmc.refusals import error
    from tests.dmc.helpers import position

    house = position(2, mode="referee", options={"deck": {"gps": 1}})
    refusal = error("too_many_copies", house, 0, {"type": "play", "card": "gps"})
    assert "house deck" in refusal.rule and "104" not in refusal.rule
    box = position(2, mode="referee")
    assert "104 x base game cards" in error("too_many_copies", box, 0,
                                             {"type": "play", "card": "gps"}).rule


def test_no_reaction_window_quotes_when_the_reaction_card_is_played():
    from core.dmc.refusals import error
    from tests.dmc.helpers import position

    state = position(2, mode="referee", variants=("quick_reactions",))
    refusal = error("no_reaction_window", state, 1, {"type": "react", "card": "yield"})
    assert refusal.rule.startswith("Yield: Play this when another player plays a distance card.")


# -- seats, cards and held wins in a verdict ----------------------------------------------


def dmc_transcript(moves: list[tuple[int, dict]], **config: Any) -> dict[str, Any]:
    return Transcript(game="driving-me-crazy", seed=1, moves=moves,
                      config=Config.from_dict({"players": 3, "mode": "referee",
                                               "options": {"first_player": 0}, **config})
                      ).to_dict()


def test_a_verdict_names_seats_from_one_as_people_do():
    verdict = check(dmc_transcript([(1, {"type": "discard", "card": "km50"})]))
    assert (verdict.index, verdict.number, verdict.seat) == (0, 1, 1), "the file's numbering"
    assert verdict.player == "seat 2"
    assert verdict.message == "it is seat 1's decision, not seat 2's"
    assert verdict.to_dict()["player"] == "seat 2"


def test_a_drive_verdict_names_each_seat_by_its_cars_colour():
    verdict = check({"game": "drive", "config": {"players": 3, "mode": "referee",
                                                 "options": {"first_player": 0}},
                     "seed": 1, "moves": [{"seat": 2, "move": {"type": "draw"}}]})
    assert verdict.player == "seat 3 (green)"
    assert verdict.message == "it is seat 1 (red)'s turn, not seat 3 (green)'s"


def test_a_house_card_is_named_by_its_declared_name():
    deck = {"bend-garage": {"count": 1, "roads": "NE", "stops": "N", "name": "Bend with garage"}}
    config = {"players": 2, "mode": "referee", "options": {"first_player": 0, "deck": deck}}
    state = get_game("drive").new(Config.from_dict(config), 1)
    draw = {"type": "draw", "card": "bend-garage"}
    first = get_game("drive").legal_moves(state, 0)
    assert draw in first
    game = get_game("drive")
    game.apply(state, 0, draw)
    data = {"game": "drive", "config": config, "seed": 1,
            "moves": [{"seat": 0, "move": draw}, {"seat": 0, "move": {"type": "discard"}}]}
    verdict = check(data)
    assert verdict.code == "must_play_drawn_card"
    assert "Bend with garage" in verdict.message and "bend-garage" not in verdict.message


def held_win() -> dict[str, Any]:
    """A referee game with Quick Reactions that stops while seat 0's winning 50 km waits."""
    state_moves = [(0, {"type": "play", "card": "km50"})]
    return dmc_transcript(state_moves, variants=["quick_reactions"],
                          options={"first_player": 0, "goal": 50})


def test_a_transcript_that_stops_during_a_held_win_says_so():
    state, verdict = replay(Transcript.from_dict(held_win()))
    assert verdict.legal and not verdict.finished
    assert verdict.held == {"winners": [0], "reason": "goal", "card": "km50"}
    assert verdict.to_dict()["held"] == verdict.held


@pytest.mark.parametrize("lang, words", [
    ("en", "(not finished: seat 1 reached the goal with 50 km, and the end waits for the table"
           " (a reaction to that card, or finish))"),
    ("nl", "niet afgelopen: plaats 1 bereikte het doel met 50 km"),
    ("de", "nicht beendet: Platz 1 hat das Ziel mit 50 km erreicht"),
    ("fr", "pas terminée\u00a0: place 1 a atteint l'objectif avec 50 km"),
])
def test_referee_check_says_plainly_that_a_win_waits_for_the_table(tmp_path, capsys, lang,
                                                                     words):
    path = tmp_path / "held.json"
    path.write_text(json.dumps(held_win()))
    assert main(["referee", "check", str(path), "--lang", lang]) == 0
    assert words in capsys.readouterr().out
