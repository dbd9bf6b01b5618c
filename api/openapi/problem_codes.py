"""The problem codes of the OpenAPI document: each operation's list, and every code described.

An operation marks "every rule's code" or "every config code"
(:data:`api.http.resources.common.RULES`, ``CONFIG``); this expands the marks into
the codes the games and the API raise, a per-game path listing only its own
game's rule codes.
"""

from __future__ import annotations

import copy
import http
import json
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


#: where an operation's problem schema is (``Problem.<operationId>``)
PROBLEM = "Problem"
RESPONSES = "#/components/responses/"
SCHEMAS = "#/components/schemas/"


def operation_problems(spec: dict[str, Any]) -> None:
    """Give each operation its own problem schema, its ``code`` an enum of the codes the
    operation lists, so generated clients see them (``x-problem-codes`` they ignore).

    Each problem response of the operation becomes its own copy of the shared one
    (headers, description) answering ``Problem.<operationId>``, with an example of its
    status's first code; a rate-limited operation's 429 declares the ``RateLimit-*``
    headers its success does.  Shared responses and ``Problem`` no longer referenced are
    dropped (linters warn on unused components).
    """
    components = spec["components"]
    schemas, shared = components["schemas"], components["responses"]
    meaning = _meanings(components["x-problem-codes"])
    for item in spec["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "x-problem-codes" in operation:
                _own_problems(operation, schemas, shared, meaning)
    text = _dumps(spec)
    for name in [name for name in shared if f'"{RESPONSES}{name}"' not in text]:
        del shared[name]
    if not shared:
        del components["responses"]
    if f'"{SCHEMAS}{PROBLEM}"' not in _dumps(spec):
        del schemas[PROBLEM]


def _own_problems(operation: dict[str, Any], schemas: dict[str, Any],
                  shared: dict[str, Any], meaning: dict[str, str]) -> None:
    listed: dict[str, list[str]] = operation["x-problem-codes"]
    name = f"{PROBLEM}.{operation['operationId']}"
    codes = list(dict.fromkeys(code for status in sorted(listed) for code in listed[status]))
    schema = copy.deepcopy(schemas[PROBLEM])
    schema["description"] = f"A problem {operation['operationId']} can answer"
    schema["properties"]["code"] = {**schema["properties"]["code"], "type": "string",
                                    "enum": codes}
    schemas[name] = schema
    success: dict[str, Any] = next(
        (r for s, r in operation["responses"].items() if s.startswith("2")), {})
    budget = {key: value for key, value in success.get("headers", {}).items()
              if key.startswith("RateLimit-")}
    for status, response in operation["responses"].items():
        ref = response.get("$ref", "")
        if not ref.startswith(RESPONSES):
            continue
        own = copy.deepcopy(shared[ref[len(RESPONSES):]])
        media = own.get("content", {}).get("application/problem+json")
        if media is None:
            continue
        media["schema"] = {"$ref": SCHEMAS + name}
        media.pop("example", None)
        shown = status if status in listed else next(iter(sorted(listed)), None) \
            if status == "default" else None  # "default": any of the operation's codes
        if shown is not None and listed[shown]:
            first = listed[shown][0]
            media["example"] = {"type": f"urn:roadtrip:problem:{first}",
                                "title": http.HTTPStatus(int(shown)).phrase,
                                "status": int(shown), "detail": meaning.get(first, first),
                                "code": first}
        if status == "429" and budget:
            own.setdefault("headers", {}).update(copy.deepcopy(budget))
        operation["responses"][status] = own


def _meanings(described: dict[str, Any]) -> dict[str, str]:
    out = {code: facts["description"] for part in ("api", "config")
           for code, facts in described[part].items()}
    for codes in described["rules"].values():
        out.update({code: facts["description"] for code, facts in codes.items()})
    return out


def _dumps(spec: dict[str, Any]) -> str:
    return json.dumps(spec, separators=(",", ":"))
