"""Small builders for the JSON Schemas games publish (views, events, outcomes).

Each game describes what it sends with these, next to its own code
(``core/<game>/schemas.py``); the API turns them into OpenAPI components.
A field named ``"name?"`` is optional; every other field is required.
"""

from __future__ import annotations

from typing import Any

Schema = dict[str, Any]

INT: Schema = {"type": "integer"}
STR: Schema = {"type": "string"}
BOOL: Schema = {"type": "boolean"}
NUMBER: Schema = {"type": "number"}
SEATS: Schema = {"type": "array", "items": {"type": "integer", "minimum": 0}}
SEAT: Schema = {"type": "integer", "minimum": 0}


def nullable(schema: Schema) -> Schema:
    """Return ``schema`` that also allows ``null``."""
    return {"anyOf": [schema, {"type": "null"}]}


def array(items: Schema) -> Schema:
    """Return an array of ``items``."""
    return {"type": "array", "items": items}


def enum(values: list[str] | tuple[str, ...]) -> Schema:
    """Return a string schema limited to ``values``."""
    return {"type": "string", "enum": list(values)}


def obj(description: str, fields: dict[str, Schema], closed: bool = False) -> Schema:
    """Return an object schema; ``"name?"`` fields are optional, the others required.

    Objects stay open (more fields may come) unless ``closed``: clients keep
    working when a later version adds a field.
    """
    props = {name.rstrip("?"): schema for name, schema in fields.items()}
    out: Schema = {"type": "object", "description": description, "properties": props,
                   "required": [name for name in fields if not name.endswith("?")]}
    if closed:
        out["additionalProperties"] = False
    return out


def event(kind: str, description: str, fields: dict[str, Schema]) -> Schema:
    """Return the schema of one event ``kind`` (its ``type`` is fixed to ``kind``)."""
    return obj(description, {"type": {"type": "string", "const": kind}, **fields})


def outcome(reasons: list[str] | tuple[str, ...]) -> Schema:
    """Return the schema of a finished game's outcome with these ``reasons``."""
    return obj("How the game ended: the winning seats (none: nobody won) and why.",
               {"winners": SEATS, "reason": enum(reasons)})
