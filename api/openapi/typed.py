"""The per-game typed contract: per-game paths and schemas in the OpenAPI document.

Why per-game paths (``/api/v1/<game>/games/{game_id}/...``) and not only a
``game`` discriminator: OpenAPI cannot tie a request body's type to a path
parameter's value, so with one ``postMove`` a generated client would accept a
Drive move for a Driving Me Crazy! game.  With one path per game,
``postMoveDrivingMeCrazy`` takes a ``driving-me-crazy.Move`` only, and
``getLegalMovesDrivingMeCrazy`` returns exactly that type: a legal move posts
unchanged, with no cast, and another game's move does not type-check.

The per-game operations are the generic ones (same views, same parameters and
headers) under another path; which ones follows from the generic document
(:func:`per_game_operations`: those referring to a game-specific component), so
a new endpoint answering a ``Game`` or taking a ``Move`` is typed per game with
no list to extend.  All of it is built once, when the app is created, from
flask-smorest's own document: each game's components
(:func:`register_components`) and, for each game-specific operation, a Flask
route per game and its path in apispec (:func:`register_typed`).  Every
game-specific schema is narrowed:
``Game.view`` becomes ``<game>.View``, ``LegalMoves.moves`` a list of
``<game>.Move``, log entries carry ``<game>.Event``, ``Game.config`` and a
transcript's config are the game's setup (its player range, variants and
``<game>.Options``, from its catalogue), a move an event carries (a deadline's,
declared with :func:`core.schema.move`) is that game's move, and so on.  The generic
paths stay for clients that handle any game; their answers are ``oneOf`` the
per-game schemas, discriminated by ``game``.

Everything game-specific comes from the games themselves
(:meth:`~core.protocol.Game.move_schemas`, ``view_schema``, ``event_schemas``,
``outcome_schema``): one source.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any, Literal, NamedTuple

import apispec
from flask import Flask

from api.openapi.generators import undefault
from api.openapi.problem_codes import problem_codes
from api.service.access import serving
from core import game_names, get_game
from core.schema import OPTION, PLAYERS, VARIANT, with_moves

Schema = dict[str, Any]
REF = "#/components/schemas/"

class Narrow(NamedTuple):
    """What a generic field becomes in a game's copy of its component: that game's
    ``<game>.<component>`` (``one``), a list of them (``many``) or it or null
    (``optional``)."""

    component: str
    shape: Literal["one", "many", "optional"] = "one"

    def schema(self, game: str) -> Schema:
        """Return the field's schema in game ``game``'s copy."""
        ref = _ref(f"{game}.{self.component}")
        if self.shape == "many":
            return {"type": "array", "items": ref}
        if self.shape == "optional":
            return {"anyOf": [ref, {"type": "null"}]}
        return ref


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
#: what makes an operation game-specific: an operation under ``/api/v1/games/`` whose
#: request or answers refer to one of these (directly or through other components) gets
#: one typed copy per game, in the document and in Flask, with no list of operations
PER_GAME = frozenset({*NARROWED, "Move"})
#: generic components that answer for any game: ``oneOf`` per game by ``game``
UNIONS = ("Game", "LegalMoves", "Log", "MoveResult", "Transcript", "Replay")
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
                              "name": {"type": "string"}, "bot": {"type": "boolean"}},
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


def camel(name: str) -> str:
    """Return ``driving-me-crazy`` as ``DrivingMeCrazy`` (for operation ids)."""
    return "".join(part.capitalize() for part in name.replace("_", "-").split("-"))


def game_path(path: str, name: str) -> str:
    """Return the per-game form of a generic ``/api/v1/games/...`` path."""
    return path.replace("/api/v1/games/", f"/api/v1/{name}/games/", 1)


# -- Flask: the per-game paths are the generic views after a game check ------------


def _for_game(name: str, view: Callable[..., Any]) -> Callable[..., Any]:
    """The generic ``view`` serving ``name`` games only: another game's id is unknown,
    told by the read the view makes anyway (:func:`api.service.access.serving`)."""
    @functools.wraps(view)
    def typed_view(game_id: str, **kwargs: Any) -> Any:
        with serving(name):
            return view(game_id=game_id, **kwargs)
    return typed_view


def register_typed(app: Flask, spec: apispec.APISpec, generic: dict[str, Any]) -> None:
    """Serve and document every game-specific operation under each game's own path too.

    Which operations: :func:`per_game_operations` of ``generic`` (flask-smorest's own
    document, before any game-specific typing).  Each gets a Flask route per game
    (the generic view, serving that game's ids only) and, through apispec with that
    route, a path whose schemas are the game's own (:func:`register_components`).
    """
    from flask_smorest.spec.plugins import FlaskPlugin

    typed_ops = per_game_operations(generic)
    by_path: dict[str, list[tuple[Any, list[str]]]] = {}
    for rule in app.url_map.iter_rules():
        path = FlaskPlugin.flaskpath2openapi(rule.rule)
        methods = sorted(m for m in rule.methods or () if m.lower() in typed_ops.get(path, ()))
        if methods:
            by_path.setdefault(path, []).append((rule, methods))
    for name in game_names():
        renames = {component: f"{name}.{component}" for component in PER_GAME}
        for path, verbs in typed_ops.items():
            endpoints = []
            for rule, methods in by_path.get(path, []):
                endpoints.append(f"{rule.endpoint}@{name}")
                app.add_url_rule(game_path(rule.rule, name), endpoint=endpoints[-1],
                                 view_func=_for_game(name, app.view_functions[rule.endpoint]),
                                 methods=methods, defaults={})  # as a blueprint's rule has
            item = generic["paths"][path]
            spec.path(rule=next(app.url_map.iter_rules(endpoints[0])),
                      operations=_typed_item(item, name, renames, verbs),
                      parameters=item.get("parameters"))


def per_game_operations(spec: dict[str, Any]) -> dict[str, set[str]]:
    """Return the game-specific operations of a generic document: path -> verbs.

    Those under ``/api/v1/games/`` that refer, directly or through other components,
    to a component of :data:`PER_GAME`: a new endpoint answering a ``Game`` or taking
    a ``Move`` is typed per game without being named anywhere.
    """
    schemas = spec.get("components", {}).get("schemas", {})
    reaching: dict[str, bool] = {}

    def reaches(name: str) -> bool:
        if name not in reaching:
            reaching[name] = name in PER_GAME  # also stops a cycle of refs
            reaching[name] = reaching[name] or any(map(reaches, _refs(schemas.get(name))))
        return reaching[name]

    out: dict[str, set[str]] = {}
    for path, item in spec.get("paths", {}).items():
        if not path.startswith("/api/v1/games/"):
            continue
        for verb, operation in item.items():
            if isinstance(operation, dict) and any(map(reaches, _refs(operation))):
                out.setdefault(path, set()).add(verb)
    return out


def _refs(node: Any) -> set[str]:
    """Return the names of the schema components ``node`` refers to (not through them)."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        found = {ref[len(REF):]} if isinstance(ref, str) and ref.startswith(REF) else set()
        return found.union(*(_refs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(item) for item in node))
    return set()


# -- OpenAPI: per-game components and paths ------------------------------------------


def _ref(name: str) -> Schema:
    return {"$ref": REF + name}


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
        refs.append(_ref(name))
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
        of_type[move_type] = [_ref(component)]
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
            return _ref(f"{name}.Move")
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
            "mode": _ref("Mode"), "variants": variants}


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
    props["options"] = _ref(f"{name}.Options")
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
        props["players"] = _ref("PlayerRange")
    if props.get("variants") == {"type": "array", "items": VARIANT}:
        props["variants"] = {"type": "array", "items": _ref("Variant")}
    if props.get("options", {}).get("additionalProperties") == OPTION:
        props["options"] = {**props["options"], "additionalProperties": _ref("Option")}
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


def _retarget(node: Any, renames: dict[str, str]) -> Any:
    """Return ``node`` with every ``$ref`` to a renamed component pointing at its new name."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF) and ref[len(REF):] in renames:
            return {**node, "$ref": REF + renames[ref[len(REF):]]}
        return {key: _retarget(value, renames) for key, value in node.items()}
    if isinstance(node, list):
        return [_retarget(item, renames) for item in node]
    return node


def typed(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the document with each operation's problem codes listed per game (the
    per-game components and paths are registered at app creation)."""
    problem_codes(spec)
    return spec


def _one_per_game(names: list[str], component: str, on: str,
                  description: str | None = None) -> dict[str, Any]:
    """A component that is one of the games' own ``<game>.<component>``, told apart by ``on``."""
    union: dict[str, Any] = {} if description is None else {"description": description}
    union["oneOf"] = [_ref(f"{name}.{component}") for name in names]
    union["discriminator"] = {"propertyName": on, "mapping": {
        name: REF + f"{name}.{component}" for name in names}}
    return union


#: the mode of any game (one component for all)
MODE: Schema = {"type": "string", "enum": ["digital", "referee"],
                "description": "digital: the server deals and hides hands; referee:"
                               " the cards are on a real table and phones report"}


def register_components(spec: apispec.APISpec, generic: dict[str, Any]) -> None:
    """Register each game's own components with apispec, once, when the app is created.

    ``generic`` is flask-smorest's document before any game-specific typing: the
    per-game components narrow its generic ones (:func:`game_components`).  They
    then stand in the document like any other component; :func:`typed` only
    turns the generic ones into one-per-game unions and adds the per-game paths.
    """
    schemas = generic["components"]["schemas"]
    names = game_names()
    narrowed = {component: schemas[component] for component in NARROWED}
    for name in names:
        for component, schema in game_components(name, narrowed).items():
            spec.components.schema(component, schema)
    if "CatalogueEntry" in schemas:
        for name in names:
            spec.components.schema(f"{name}.CatalogueEntry",
                                   catalogue_entry(name, schemas["CatalogueEntry"]))
        spec.components.schema("PlayerRange", copy.deepcopy(PLAYERS))
        spec.components.schema("Variant", copy.deepcopy(VARIANT))
        spec.components.schema("Option", copy.deepcopy(OPTION))
    spec.components.schema("Mode", copy.deepcopy(MODE))
    for name in names:
        schema = create_game(name, schemas["CreateGame"])
        schema["properties"]["bots"]["maxItems"] = get_game(name).max_players
        spec.components.schema(f"{name}.CreateGame", schema)
    # apispec has no call to replace a component: its registry is edited in place
    _typed_components(spec.components.schemas, names)


def _typed_components(schemas: dict[str, Any], names: list[str]) -> None:
    """Make the generic components one-per-game unions of the games' own (registered by
    :func:`register_components`); drop those that only mean something per game."""
    if "CatalogueEntry" in schemas:
        del schemas["CatalogueEntry"]
        schemas["Catalogue"]["properties"]["games"]["items"] = _one_per_game(
            names, "CatalogueEntry", "name")
    schemas["CreateGame"] = _one_per_game(names, "CreateGame", "game",
                                          "Body of createGame: one per game")
    schemas["Move"] = {
        "description": "A move of any served game (each game's paths take only its own)",
        "anyOf": [_ref(f"{name}.Move") for name in names],
    }
    for union in UNIONS:
        schemas[union] = _one_per_game(
            names, union, "game", f"{schemas[union].get('description', union)}: one per game")
    for name in set(NARROWED) - set(UNIONS):  # only meaningful per game
        del schemas[name]


def _typed_item(item: dict[str, Any], name: str, renames: dict[str, str],
                verbs: set[str]) -> dict[str, Any]:
    """The game-specific operations (``verbs``) of one path item, as game ``name`` types
    them."""
    typed_item = {}
    for method, operation in item.items():
        if method not in verbs:
            continue
        op = _retarget(copy.deepcopy(operation), renames)
        op["operationId"] = f"{operation['operationId']}{camel(name)}"
        op["summary"] = f"{op.get('summary', '')} ({get_game(name).title})".strip()
        op["tags"] = [*op.get("tags", []), get_game(name).title]
        typed_item[method] = op
    return typed_item

