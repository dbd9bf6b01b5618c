"""Each game's own components of the OpenAPI document, narrowed from the generic ones.

What :mod:`api.openapi.typed` registers per game: ``Game.view`` becomes
``<game>.View``, ``LegalMoves.moves`` a list of ``<game>.Move``, log entries
carry ``<game>.Event``, a game's config and a transcript's are its setup (its
player range, variants and ``<game>.Options``, from its catalogue), a move an
event carries is that game's move.  Everything comes from the game itself
(:meth:`~core.protocol.Game.move_schemas`, ``view_schema``, ``event_schemas``,
``outcome_schema``, its catalogue): one source.  The paths, the Flask routes and
the generic unions of these components are :mod:`api.openapi.typed`'s.
"""

from __future__ import annotations

import copy
from typing import Any, Literal, NamedTuple

from api.openapi.generators import undefault
from core import get_game
from core.schema import OPTION, PLAYERS, VARIANT, with_moves

Schema = dict[str, Any]
REF = "#/components/schemas/"


def ref(name: str) -> Schema:
    """Return a reference to the component ``name``."""
    return {"$ref": REF + name}


class Narrow(NamedTuple):
    """What a generic field becomes in a game's copy of its component: that game's
    ``<game>.<component>`` (``one``), a list of them (``many``) or it or null
    (``optional``)."""

    component: str
    shape: Literal["one", "many", "optional"] = "one"

    def schema(self, game: str) -> Schema:
        """Return the field's schema in game ``game``'s copy."""
        own = ref(f"{game}.{self.component}")
        if self.shape == "many":
            return {"type": "array", "items": own}
        if self.shape == "optional":
            return {"anyOf": [own, {"type": "null"}]}
        return own


#: generic components narrowed per game: field -> the per-game component it becomes
NARROWED: dict[str, dict[str, Narrow]] = {
    "Game": {"view": Narrow("View"), "outcome": Narrow("Outcome", "optional"),
             "config": Narrow("Config")},
    "Config": {"options": Narrow("Options")},
    "TranscriptConfig": {"options": Narrow("Options")},
    "LegalMoves": {"moves": Narrow("Move", "many")},
    "LogEntry": {"event": Narrow("Event")},
    "Log": {"events": Narrow("LogEntry", "many")},
    "MoveResult": {"events": Narrow("LogEntry", "many"), "view": Narrow("Game"),
                   "legal_moves": Narrow("Move", "many")},
    "TranscriptMove": {"move": Narrow("Move")},
    "Transcript": {"moves": Narrow("TranscriptMove", "many"),
                   "config": Narrow("TranscriptConfig")},
    "ReplayStep": {"move": Narrow("Move", "optional"), "events": Narrow("Event", "many"),
                   "view": Narrow("View"), "own": Narrow("View"), "seats": Narrow("View", "many")},
    "Replay": {"steps": Narrow("ReplayStep", "many")},
}
#: generic components holding a game's setup: their player range, mode and variants are the
#: game's (:func:`setup_fields`)
SETUPS = ("Config", "TranscriptConfig")
#: request parts whose unknown fields the server refuses (marshmallow's RAISE) but whose
#: generic schema apispec leaves open (issue 41: a transcript's config)
CLOSED = ("TranscriptConfig",)
#: the JSON Schema keywords the catalogue's option schemas use (others become x- extensions)
JSON_SCHEMA_KEYWORDS = {"type", "enum", "const", "default", "description", "minimum", "maximum",
                        "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "items",
                        "properties", "additionalProperties", "propertyNames", "title",
                        "minItems", "maxItems", "uniqueItems", "anyOf", "oneOf", "examples"}
#: events the API itself adds to every game's log (the lobby)
LOBBY_EVENTS: dict[str, Schema] = {
    "joined": {"type": "object", "description": "A seat was taken (bot: by a server bot).",
               "properties": {"type": {"type": "string", "const": "joined"},
                              "seat": {"type": "integer", "minimum": 0},
                              "name": {"type": "string"}, "bot": {"type": "boolean"},
                              "held": {"type": "boolean", "description": "a player without a"
                                       " phone, held by the host's token (addHeldSeat)"}},
               "required": ["type", "seat", "name"]},
    "handed_over": {"type": "object", "description": "A seat went to another phone by its"
                                                    " hand-over link (claimSeat): the token"
                                                    " that held it no longer does.",
                    "properties": {"type": {"type": "string", "const": "handed_over"},
                                   "seat": {"type": "integer", "minimum": 0},
                                   "name": {"type": "string"}},
                    "required": ["type", "seat", "name"]},
    "started": {"type": "object", "description": "Every seat is taken: the game starts.",
                "properties": {"type": {"type": "string", "const": "started"}},
                "required": ["type"]},
    "ended": {"type": "object", "description": "The host ended the game (endGame): it is over,"
                                              " nothing changes it any more.",
              "properties": {"type": {"type": "string", "const": "ended"},
                             "by": {"type": "string", "enum": ["host"]}},
              "required": ["type", "by"]},
}
#: the outcome's reason when the host ended a game before it finished (api/service/ended.py)
ENDED_REASON = "ended"



def _lift(schema: Schema, prefix: str, out: dict[str, Schema]) -> Schema:
    """Give each titled ``oneOf`` branch of ``schema`` a component of its own."""
    if "oneOf" not in schema:
        return schema
    lifted = dict(schema)
    refs = []
    for branch in schema["oneOf"]:
        name = f"{prefix}.{branch['title']}" if "title" in branch else None
        if name is None:
            refs.append(branch)
            continue
        out[name] = {k: v for k, v in branch.items() if k != "title"}
        refs.append(ref(name))
    lifted["oneOf"] = refs
    return lifted


def game_components(name: str, generic: dict[str, Schema]) -> dict[str, Schema]:
    """Return the per-game components of game ``name``, narrowing the ``generic`` ones."""
    game = get_game(name)
    out: dict[str, Schema] = {}
    moves, branches = {}, []
    of_type: dict[str, list[Schema]] = {}  # each move type's component(s)
    for move_type, schema in sorted(game.move_schemas().items()):
        component = f"{name}.{move_type}"
        lifted = _lift(_move_schema(move_type, schema), component, out)
        if "oneOf" in lifted:
            # a type whose fields depend on a card (a play): each branch is a move of its
            # own in the union, named <game>.<type>.<branch>, with its type fixed
            branches += lifted["oneOf"]
            of_type[move_type] = lifted["oneOf"]
            continue
        out[component] = lifted
        moves[move_type] = REF + component
        branches.append({"$ref": REF + component})
        of_type[move_type] = [ref(component)]
    out[f"{name}.Move"] = {
        "description": f"A move of {game.title}: exactly what its getLegalMoves returns",
        "oneOf": branches,
    }
    if len(branches) == len(moves):
        # Discriminated by type only where each type is one schema: a discriminator's
        # values must be unique, and the branches of a play all say "play" (their card
        # and const type tell them apart, which every generator tried here follows).
        out[f"{name}.Move"]["discriminator"] = {"propertyName": "type", "mapping": moves}
    events = {}
    for event_type, schema in sorted({**LOBBY_EVENTS, **game.event_schemas()}.items()):
        component = f"{name}.event.{event_type}"
        out[component] = _carried_moves(copy.deepcopy(schema), name, of_type)
        events[event_type] = REF + component
    out[f"{name}.Event"] = {
        "description": f"An event of {game.title}, as the caller's seat may see it",
        "oneOf": [{"$ref": ref} for ref in events.values()],
        "discriminator": {"propertyName": "type", "mapping": events},
    }
    out[f"{name}.View"] = _carried_moves(copy.deepcopy(game.view_schema()), name, of_type)
    out[f"{name}.Outcome"] = ended_outcome(game.outcome_schema())
    out[f"{name}.Options"] = game_options(name)
    for component, fields in NARROWED.items():
        schema = copy.deepcopy(generic[component])
        schema["description"] = f"{schema.get('description', component)} ({game.title})"
        props = schema["properties"]
        for field, kind in fields.items():
            props[field] = kind.schema(name)
        if "game" in props:
            props["game"] = {"type": "string", "const": name}
        if component in SETUPS:
            props.update(setup_fields(name))
        if component in CLOSED:
            schema["additionalProperties"] = False
        out[f"{name}.{component}"] = schema
    return out


def _carried_moves(schema: Schema, name: str, of_type: dict[str, list[Schema]]) -> Schema:
    """``schema`` with each field that holds a move (:func:`core.schema.move`) as game
    ``name``'s own: its ``Move``, or the components of the move types it names."""
    def moves(kinds: tuple[str, ...]) -> Schema:
        if not kinds:
            return ref(f"{name}.Move")
        unknown = sorted(set(kinds) - set(of_type))
        if unknown:
            raise ValueError(f"{name} declares a field holding a move of type(s)"
                             f" {', '.join(unknown)}, which it has no move schema for")
        refs = [ref for kind in kinds for ref in of_type[kind]]
        return refs[0] if len(refs) == 1 else {"oneOf": refs}
    return dict(with_moves(schema, moves))


def setup_fields(name: str) -> Schema:
    """The player range, mode and variants of game ``name``, as its setups (createGame's
    body, ``Game.config``, a transcript's config) take them."""
    game = get_game(name)
    variants = {"type": "array", "uniqueItems": True, "items": {
        "type": "string", "enum": list(game.variants)}} if game.variants else \
        {"type": "array", "maxItems": 0, "items": {"type": "string"},
         "description": f"{game.title} has no variants"}
    return {"players": {"type": "integer", "minimum": game.min_players,
                        "maximum": game.max_players},
            "mode": ref("Mode"), "variants": variants}


def game_options(name: str) -> Schema:
    """``<game>.Options``: game ``name``'s options (its catalogue's), as createGame takes
    them and ``Game.config`` and transcripts give them back.

    An option is left out as often as it is given, in a request and in an answer (a
    config gives back what createGame was given): its default is said in its
    description and kept in ``x-default``, not as a ``default`` (which generators read
    as "always there").  A game without options takes none; one whose catalogue does
    not describe its options as JSON Schemas takes an object.
    """
    game = get_game(name)
    options = game.catalogue().get("options", {})
    if not all(isinstance(o, dict) and "type" in o for o in options.values()):
        return {"type": "object", "additionalProperties": {},
                "description": f"The options of {game.title} (see its catalogue entry)"}
    # the catalogue's own keywords (e.g. variant) become extensions in the document
    schema: Schema = {
        "type": "object", "additionalProperties": False,
        "description": f"The options of {game.title}: each left out takes its default"
        if options else f"{game.title} takes no options",
        "properties": {
            option: {(k if k in JSON_SCHEMA_KEYWORDS else f"x-{k}"): v for k, v in s.items()}
            for option, s in copy.deepcopy(options).items()}}
    undefault(schema)
    return schema


def ended_outcome(schema: Schema) -> Schema:
    """Return a copy of a game's outcome schema that also allows the host's end: reason
    ``ended`` with no winners (``getGame``'s outcome; the view's own stays the game's)."""
    out = copy.deepcopy(schema)
    reason = out.get("properties", {}).get("reason", {})
    if "enum" in reason and ENDED_REASON not in reason["enum"]:
        reason["enum"] = [*reason["enum"], ENDED_REASON]
    out["description"] = (f"{out.get('description', 'How the game ended.')} Reason"
                          f" `{ENDED_REASON}`: the host ended it before its end (no winners).")
    return out


def create_game(name: str, generic: Schema) -> Schema:
    """Return createGame's body for game ``name``: its player range, variants and options."""
    game = get_game(name)
    schema = copy.deepcopy(generic)
    schema["description"] = f"Body of createGame for {game.title}"
    props = schema["properties"]
    props["game"] = {"type": "string", "const": name}
    props.update(setup_fields(name))
    props["mode"] = {"$ref": REF + "Mode", "default": "digital"}
    props["bots"]["items"]["maximum"] = game.max_players - 1
    props["options"] = ref(f"{name}.Options")
    return schema


def catalogue_entry(name: str, generic: Schema) -> Schema:
    """Return the catalogue entry of game ``name``: the game's own catalogue schema
    (:meth:`core.protocol.Game.catalogue_schema`) with the API's move types and bot levels."""
    game = get_game(name)
    schema = copy.deepcopy(game.catalogue_schema())
    schema["description"] = f"{game.title} in the catalogue"
    props = schema.setdefault("properties", {})
    props["name"] = {"type": "string", "const": name}
    props["move_types"] = {"type": "array", "items": {
        "type": "string", "enum": sorted(game.move_schemas())}}
    props["bot_levels"] = copy.deepcopy(generic["properties"]["bot_levels"])
    # the vocabulary every game shares (core.schema) is one component for all games
    if props.get("players") == PLAYERS:
        props["players"] = ref("PlayerRange")
    if props.get("variants") == {"type": "array", "items": VARIANT}:
        props["variants"] = {"type": "array", "items": ref("Variant")}
    if props.get("options", {}).get("additionalProperties") == OPTION:
        props["options"] = {**props["options"], "additionalProperties": ref("Option")}
    schema["required"] = sorted({*schema.get("required", []), "move_types", "bot_levels"})
    schema["additionalProperties"] = False
    return schema


def _move_schema(move_type: str, schema: Schema) -> Schema:
    """Return ``schema`` with ``type`` required and fixed to ``move_type`` (in each branch)."""
    out = copy.deepcopy(schema)
    out.pop("$schema", None)
    branches = out["oneOf"] if "oneOf" in out else [out]
    for branch in branches:
        branch.setdefault("type", "object")
        branch.setdefault("properties", {})["type"] = {"type": "string", "const": move_type}
        required = branch.setdefault("required", [])
        if "type" not in required:
            required.insert(0, "type")
    return out
