"""OpenAPI details flask-smorest cannot infer: problem responses and move schemas.

Moves are documented per game as a ``oneOf`` discriminated on ``type``, built
from each game's :meth:`~core.protocol.Game.move_schemas`; ``Move`` is any
game's move (``anyOf``: two games may share a type name such as ``pass``).
"""

from __future__ import annotations

import copy
import http
from typing import Any

from flask import Flask
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException
from werkzeug.routing import BaseConverter

from api.problems import PROBLEM_TYPE, from_http_exception
from api.schemas import ProblemSchema
from core import game_names, get_game


class RoadtripApi(Api):
    """flask-smorest's Api with RFC 9457 problems for every error."""

    ERROR_SCHEMA = ProblemSchema

    def handle_http_exception(self, error: HTTPException) -> Any:
        """Answer any HTTP error (404, 405 with Allow, 413, webargs 422...) as a problem."""
        return from_http_exception(error)

    def _register_responses(self) -> None:
        """Document every error response as ``application/problem+json``."""
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_TYPE)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Default error response", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_TYPE)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)


class GameIdConverter(BaseConverter):
    """A game id in a path: any segment but ``catalogue`` (its own resource)."""

    regex = r"(?!catalogue$)[^/]+"


def register_converters(app: Flask, api: Api) -> None:
    """Register the ``gameid`` path converter with Flask and in the OpenAPI document."""
    app.url_map.converters["gameid"] = GameIdConverter
    api.register_converter(GameIdConverter, lambda converter: {"type": "string", "minLength": 1})


def _move_schema(move_type: str, schema: dict[str, Any]) -> dict[str, Any]:
    """Return ``schema`` with ``type`` required and fixed to ``move_type``."""
    out = copy.deepcopy(schema)
    out.pop("$schema", None)
    out.setdefault("type", "object")
    props = out.setdefault("properties", {})
    props["type"] = {"type": "string", "const": move_type}
    required = out.setdefault("required", [])
    if "type" not in required:
        required.insert(0, "type")
    return out


def register_move_schemas(api: Api) -> None:
    """Add ``Move`` and one discriminated ``<game>.Move`` per game to the components."""
    per_game = []
    for name in game_names():
        game = get_game(name)
        refs = {}
        for move_type, schema in sorted(game.move_schemas().items()):
            component = f"{name}.{move_type}"
            api.spec.components.schema(component, component=_move_schema(move_type, schema))
            refs[move_type] = f"#/components/schemas/{component}"
        api.spec.components.schema(f"{name}.Move", component={
            "description": f"A move of {game.title}",
            "oneOf": [{"$ref": ref} for ref in refs.values()],
            "discriminator": {"propertyName": "type", "mapping": refs},
        })
        per_game.append({"$ref": f"#/components/schemas/{name}.Move"})
    api.spec.components.schema("Move", component={
        "description": "A move of any served game: exactly what getLegalMoves returns",
        "anyOf": per_game,
    })
    api.spec.components.security_scheme(
        "bearerAuth", {"type": "http", "scheme": "bearer",
                       "description": "a seat token (joinGame) or the host token (createGame)"})
