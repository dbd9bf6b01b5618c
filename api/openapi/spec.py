"""OpenAPI details flask-smorest cannot infer: problem responses and the bearer scheme.

The per-game typed contract (moves, views, events, per-game paths) is
:mod:`api.openapi.typed`.
"""

from __future__ import annotations

import copy
import http
from typing import Any

import apispec
from flask import Flask
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException
from werkzeug.routing import BaseConverter

from api.http.schemas import ProblemSchema
from api.openapi import metadata
from api.openapi.typed import typed
from api.problems import PROBLEM_TYPE, from_http_exception


class TypedSpec(apispec.APISpec):
    """flask-smorest's APISpec whose document carries the per-game typed contract."""

    def to_dict(self) -> dict[str, Any]:
        """Return the document (each game's components and paths are registered with
        apispec at app creation) with :func:`~api.openapi.typed.typed` (problem codes per
        game) and :func:`~api.openapi.metadata.complete` applied (to a copy: they edit
        the components they are given, which are apispec's own, and the document is
        built again for every request of ``/api/openapi.json``)."""
        return metadata.complete(typed(copy.deepcopy(super().to_dict())))


class RoadtripApi(Api):
    """flask-smorest's Api with RFC 9457 problems for every error."""

    ERROR_SCHEMA = ProblemSchema

    def _init_spec(self, **kwargs: Any) -> None:
        """Build the spec as flask-smorest does, as a :class:`TypedSpec`."""
        super()._init_spec(**kwargs)
        # flask-smorest builds a plain APISpec; the typed one only adds to to_dict()
        self.spec.__class__ = TypedSpec

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


def register_security(api: Api) -> None:
    """Add the bearer scheme (seat or host tokens) to the components."""
    api.spec.components.security_scheme(
        "bearerAuth", {"type": "http", "scheme": "bearer",
                       "description": "a seat token (joinGame) or the host token (createGame)"})
