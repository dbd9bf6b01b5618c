"""Problem codes are a documented vocabulary: one table (api.problems.CODES) and the games'.

Every code the API code raises is in the table; every operation lists the
codes it may answer (``x-problem-codes``, checked against real answers by
tests/api/test_schemathesis.py); the document describes every code.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

from api.problems import CODES, STATUS_CODES
from core import game_names, get_game
from core.errors import CONFIG_CODES
from tests.plugins import only_shipped, owned_by

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text())


def raised_codes() -> set[tuple[int, str]]:
    """(status, code) of every ``ApiError(status, "code", ...)``/``problem(...)`` in api/."""
    found = set()
    for path in (ROOT / "api").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                    "ApiError", "problem") and len(node.args) >= 2 \
                    and all(isinstance(a, ast.Constant) for a in node.args[:2]):
                found.add((node.args[0].value, node.args[1].value))
    return found


def test_every_code_the_api_raises_is_in_its_table_with_its_status():
    raised = raised_codes()
    assert len(raised) > 20
    for status, code in raised:
        if status == 422 and code in CONFIG_CODES:  # a config refused by the API itself
            continue
        assert CODES.get(code, (None,))[0] == status, f"{code} ({status}) is not in CODES"
    for status, code in STATUS_CODES.items():
        assert CODES[code][0] == status


def test_the_document_describes_every_code():
    described = SPEC["components"]["x-problem-codes"]
    assert {code: entry["status"] for code, entry in described["api"].items()} == {
        code: status for code, (status, _) in CODES.items()}
    assert set(described["config"]) == set(CONFIG_CODES)
    with only_shipped():  # the committed document describes the shipped games
        assert set(described["rules"]) == set(game_names())
        for name in game_names():
            with owned_by(name):
                assert set(described["rules"][name]) == set(get_game(name).refusal_codes())


def test_every_operation_lists_its_codes_per_documented_status():
    for path, item in SPEC["paths"].items():
        for verb, operation in item.items():
            if not isinstance(operation, dict) or not path.startswith("/api/v1/"):
                continue
            listed = operation["x-problem-codes"]
            errors = {status for status in operation["responses"] if status.startswith(("4", "5"))}
            assert set(listed) == errors, f"{verb} {path}"
            for status, codes in listed.items():
                for code in codes:
                    known = CODES.get(code, (422,))[0]
                    assert known == int(status), f"{verb} {path}: {code} is not a {status}"


@only_shipped()  # the committed document describes the shipped games
def test_a_games_move_lists_every_rule_code_of_that_game_only():
    for name in game_names():
        with owned_by(name):
            move = SPEC["paths"][f"/api/v1/{name}/games/{{game_id}}/moves"]["post"]
            listed = move["x-problem-codes"]
            rules = set(get_game(name).refusal_codes())
            assert rules <= set(listed["422"])
            others = {code for other in game_names() if other != name
                      for code in get_game(other).refusal_codes()} - rules
            assert not others & set(listed["422"])
