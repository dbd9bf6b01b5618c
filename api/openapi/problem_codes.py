"""The problem codes of the OpenAPI document: each operation's list, and every code described.

An operation marks "every rule's code" or "every config code"
(:data:`api.http.resources.common.RULES`, ``CONFIG``); this expands the marks into
the codes the games and the API raise, a per-game path listing only its own
game's rule codes.
"""

from __future__ import annotations

from typing import Any

from core import game_names, get_game


def problem_codes(spec: dict[str, Any]) -> None:
    """Expand each operation's ``x-problem-codes`` and describe every code in the components.

    The resources mark "every rule's code" and "every config code" (see
    :data:`api.http.resources.common.RULES`); a per-game path lists its own game's
    rule codes only.
    """
    from api.http.resources.common import CONFIG, RULES
    from api.problems import CODES
    from core.errors import CONFIG_CODES

    rules = {name: get_game(name).refusal_codes() for name in game_names()}
    every_rule = sorted({code for codes in rules.values() for code in codes})
    for path, item in spec["paths"].items():
        game = next((name for name in rules if path.startswith(f"/api/v1/{name}/")), None)
        for operation in item.values():
            if not isinstance(operation, dict) or "x-problem-codes" not in operation:
                continue
            listed = operation["x-problem-codes"]
            for status, codes in listed.items():
                out: list[str] = []
                for code in codes:
                    if code == RULES:
                        out += sorted(rules[game]) if game else every_rule
                    elif code == CONFIG:
                        out += list(CONFIG_CODES)
                    else:
                        out.append(code)
                listed[status] = sorted(set(out), key=out.index)
    spec["components"]["x-problem-codes"] = {
        "api": {code: {"status": status, "description": text}
                for code, (status, text) in CODES.items()},
        "config": {code: {"status": 422, "description": text}
                   for code, text in CONFIG_CODES.items()},
        "rules": {name: {code: {"status": 422, "description": text}
                         for code, text in codes.items()} for name, codes in rules.items()},
    }
