"""Small builders for the JSON Schemas games publish (views, events, outcomes).

Each game describes what it sends with these, next to its own code
(``core/<game>/schemas.py``); the API turns them into OpenAPI components.
A field named ``"name?"`` is optional; every other field is required.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar, cast

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


class PublishedSchemas:
    """The :class:`~core.protocol.Game` methods that publish a game's schemas, read
    from the game's schemas module (its ``VIEW``, ``EVENTS``, ``REFUSALS`` and
    ``OUTCOME``): a game lists this class before ``Game`` and sets
    ``schema_module``.
    """

    schema_module: ClassVar[ModuleType]

    def view_schema(self) -> Schema:
        """Return the JSON Schema of the game's view (``schema_module.VIEW``)."""
        return cast(Schema, self.schema_module.VIEW)

    def event_schemas(self) -> dict[str, Schema]:
        """Return the JSON Schema of each event type (``schema_module.EVENTS``)."""
        return cast(dict[str, Schema], self.schema_module.EVENTS)

    def refusal_codes(self) -> dict[str, str]:
        """Return every refusal code of the rules, with its meaning."""
        return cast(dict[str, str], self.schema_module.REFUSALS)

    def outcome_schema(self) -> Schema:
        """Return the JSON Schema of the outcome once over (``schema_module.OUTCOME``)."""
        return cast(Schema, self.schema_module.OUTCOME)
