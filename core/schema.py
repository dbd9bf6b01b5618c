"""Small builders for the JSON Schemas games publish (views, events, outcomes).

Each game describes what it sends with these, next to its own code
(``core/<game>/schemas.py``); the API turns them into OpenAPI components.
A field named ``"name?"`` is optional; every other field is required.
"""

from __future__ import annotations

from collections.abc import Callable
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


_JSON_TYPE: Schema = {"type": "string", "enum": ["array", "boolean", "integer", "null", "number",
                                                  "object", "string"]}
_NUMBER: Schema = {"type": "number"}

#: one option of a game (its catalogue's ``options``): a JSON Schema a create form is
#: built from, with its type, bounds, default and a description in players' words
OPTION: Schema = obj("An option of createGame, as a JSON Schema a form is built from.", {
    "type": {"description": "JSON type(s) of the value",
             "oneOf": [_JSON_TYPE, {"type": "array", "items": _JSON_TYPE}]},
    "default": {"description": "the value used when the option is left out (null: chosen by"
                               " the game, e.g. at random)"},
    "description": {"type": "string", "description": "in players' words"},
    "minimum?": _NUMBER, "maximum?": _NUMBER, "exclusiveMinimum?": _NUMBER,
    "multipleOf?": _NUMBER, "enum?": {"type": "array", "items": {}},
    "variant?": {"type": "string", "description": "the variant this option belongs to"},
    "propertyNames?": {"type": "object"}, "additionalProperties?": {"type": "object"},
    # a list option (Drive's cars: one colour per seat): its items and how many
    "items?": {"type": "object"}, "minItems?": INT, "maxItems?": INT,
    "uniqueItems?": {"type": "boolean"},
}, closed=True)


#: how many players a game takes, in every game's catalogue
PLAYERS: Schema = obj("How many players the game takes.", {"min": INT, "max": INT}, closed=True)
#: a variant in every game's catalogue
VARIANT: Schema = obj("A variant (createGame's variants).", {
    "name": {"type": "string", "description": "the name createGame takes"},
    "title": STR, "description": {"type": "string", "description": "what it adds"}},
    closed=True)


def catalogue(title: str, cards: dict[str, Schema], fields: dict[str, Schema]) -> Schema:
    """Return the schema of a game's :meth:`~core.protocol.Game.catalogue`.

    Every game says the same things the same way (name, title, ``players:
    {min, max}``, modes, variants, options as JSON Schemas, decisions, cards
    with id, title and effect text); ``cards`` adds the game's own card facts
    and ``fields`` its own catalogue fields.  Closed: a field a game sends but
    does not publish is an error of the game.
    """
    return obj(f"{title} as the catalogue describes it.", {
        "name": {"type": "string", "description": "createGame's game"},
        "title": STR,
        "players": PLAYERS,
        "modes": array(enum(["digital", "referee"])),
        "variants": array(VARIANT),
        "options": {"type": "object", "description": "createGame's options, each a JSON Schema",
                    "additionalProperties": OPTION},
        "decisions": {"type": "object", "description": "each kind of decision the view can ask"
                      " for and what it asks, in players' words", "additionalProperties": STR},
        "cards": array(obj("A kind of card: what it is called and what it does.", {
            "id": STR, "title": STR,
            "text": {"type": "string", "description": "what the card does, in players' words"},
            **cards}, closed=True)),
        **fields,
    }, closed=True)


def event(kind: str, description: str, fields: dict[str, Schema]) -> Schema:
    """Return the schema of one event ``kind`` (its ``type`` is fixed to ``kind``)."""
    return obj(description, {"type": {"type": "string", "const": kind}, **fields})


#: the keyword that marks a field holding one of the game's own moves (:func:`move`)
MOVE_KEYWORD = "x-move"


def move(*kinds: str, description: str = "") -> Schema:
    """Return the schema of a field holding one of the game's own moves (of ``kinds``;
    none named: any move), e.g. the move a deadline made, carried by its event.

    An object here (a game's schemas module cannot name its move schemas); the API
    documents it as the game's own move component (``<game>.Move``, or the components
    of ``kinds``) and the conformance tests check it against the game's move schemas,
    through :func:`with_moves`.
    """
    out: Schema = {"type": "object", MOVE_KEYWORD: list(kinds)}
    if description:
        out["description"] = description
    return out


def with_moves(schema: Any, moves: Callable[[tuple[str, ...]], Schema]) -> Any:
    """Return ``schema`` with each field :func:`move` marked replaced by ``moves(kinds)``
    (its description kept)."""
    if isinstance(schema, list):
        return [with_moves(item, moves) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if MOVE_KEYWORD in schema:
        out = dict(moves(tuple(schema[MOVE_KEYWORD])))
        if "description" in schema:
            out["description"] = schema["description"]
        return out
    return {key: with_moves(value, moves) for key, value in schema.items()}


def outcome(reasons: list[str] | tuple[str, ...]) -> Schema:
    """Return the schema of a finished game's outcome with these ``reasons``."""
    return obj("How the game ended: the winning seats (none: nobody won) and why.",
               {"winners": SEATS, "reason": enum(reasons)})


class PublishedSchemas:
    """The :class:`~core.protocol.Game` methods that publish a game's schemas, read
    from the game's schemas module (its ``VIEW``, ``EVENTS``, ``REFUSALS``,
    ``OUTCOME`` and ``CATALOGUE``): a game lists this class before ``Game`` and sets
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

    def catalogue_schema(self) -> Schema:
        """Return the JSON Schema of the game's catalogue (``schema_module.CATALOGUE``)."""
        return cast(Schema, self.schema_module.CATALOGUE)
