"""What lets clients generated with each generator's defaults read the document as meant.

- A move's ``type`` is a ``const``; with a ``default`` equal to it a generated model
  needs no ``type_="play"`` (openapi-python-client fills it in).
- openapi-typescript (default flags) makes a property with a ``default`` required in
  every component schema (``defaultNonNullable``): right for answers, where the server
  always sends it, wrong for a request, where leaving it out is the point.  Schemas
  only requests use (``createGame``'s body, its options...) so say their defaults in
  the description (``Default: "digital"``) and keep them in ``x-default``; the server
  applies them as ever.
"""

from __future__ import annotations

import json
from typing import Any

REF = "#/components/schemas/"


def move_type_defaults(spec: dict[str, Any]) -> None:
    """Give each move schema's ``type`` a ``default`` equal to its ``const``."""
    schemas = spec["components"]["schemas"]
    for name, schema in schemas.items():
        if not name.endswith(".Move") or "oneOf" not in schema:
            continue
        for branch in schema["oneOf"]:
            target = schemas[branch["$ref"][len(REF):]] if "$ref" in branch else branch
            kind = target.get("properties", {}).get("type", {})
            if "const" in kind:
                kind["default"] = kind["const"]


def _refs(node: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF):
            found.add(ref[len(REF):])
        for value in node.values():
            found |= _refs(value)
    elif isinstance(node, list):
        for item in node:
            found |= _refs(item)
    return found


def _closure(names: set[str], schemas: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen or name not in schemas:
            continue
        seen.add(name)
        todo.extend(_refs(schemas[name]))
    return seen


def request_only_defaults(spec: dict[str, Any]) -> None:
    """Move the property defaults of request-only schemas into their descriptions."""
    schemas = spec["components"]["schemas"]
    requests: set[str] = set()
    answers: set[str] = set()
    for item in spec["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            requests |= _refs(operation.get("requestBody", {}))
            answers |= _refs(operation.get("responses", {}))
    answered = _closure(answers, schemas)
    for name in _closure(requests, schemas) - answered:
        undefault(schemas[name])


def undefault(schema: dict[str, Any]) -> None:
    """Move the property defaults of ``schema`` (nested ones too) into their descriptions
    and ``x-default``: for a schema whose properties are left out in requests *and*
    answers (a game's options)."""
    for prop in schema.get("properties", {}).values():
        if not isinstance(prop, dict):
            continue
        if "default" in prop:
            value = prop.pop("default")
            prop["x-default"] = value
            said = f"Default: {json.dumps(value)}"
            words = prop.get("description", "").rstrip(".")
            prop["description"] = f"{words}. {said}" if words else said
        undefault(prop)
