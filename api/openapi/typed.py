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
from typing import Any

import apispec
from flask import Flask

from api.openapi.game_components import (
    NARROWED,
    REF,
    Schema,
    catalogue_entry,
    create_game,
    game_components,
    ref,
)
from api.openapi.problem_codes import problem_codes
from api.service.access import serving
from core import game_names, get_game
from core.schema import OPTION, PLAYERS, VARIANT

#: what makes an operation game-specific: an operation under ``/api/v1/games/`` whose
#: request or answers refer to one of these (directly or through other components) gets
#: one typed copy per game, in the document and in Flask, with no list of operations
PER_GAME = frozenset({*NARROWED, "Move"})
#: generic components that answer for any game: ``oneOf`` per game by ``game``
UNIONS = ("Game", "LegalMoves", "Log", "MoveResult", "Transcript", "Replay")


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
        target = node.get("$ref")
        found = {target[len(REF):]} if isinstance(target, str) and target.startswith(REF) \
            else set()
        return found.union(*(_refs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(item) for item in node))
    return set()


# -- OpenAPI: the per-game paths and the unions of the games' components ------------


def _retarget(node: Any, renames: dict[str, str]) -> Any:
    """Return ``node`` with every ``$ref`` to a renamed component pointing at its new name."""
    if isinstance(node, dict):
        target = node.get("$ref")
        if isinstance(target, str) and target.startswith(REF) and target[len(REF):] in renames:
            return {**node, "$ref": REF + renames[target[len(REF):]]}
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
    union["oneOf"] = [ref(f"{name}.{component}") for name in names]
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
        "anyOf": [ref(f"{name}.Move") for name in names],
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

