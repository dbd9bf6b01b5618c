"""Document-wide OpenAPI metadata that generators and linters rely on.

Applied to the whole document after the per-game typing (:mod:`api.openapi.typed`):

- ``servers``: the server that sent the document (committed: where ``roadtrip
  serve`` answers by default); ``info.license`` and ``contact``; every tag declared;
- ``security: []`` on operations that need no token, so generated clients do
  not demand one (operations taking an optional token list ``{}`` too);
- response headers: ``ETag`` on every cacheable read and on move answers
  (with ``If-None-Match`` and ``304`` where the server answers conditionally),
  ``Retry-After`` on 429 and 503; ``Accept-Language`` on every operation and
  ``Content-Language`` on every problem;
- OpenAPI ``links`` from ``createGame`` through ``joinGame`` to the calls a
  seat makes next.
"""

from __future__ import annotations

from typing import Any

from api.guard.conditional import CONDITIONAL_DESCRIPTION, CONDITIONAL_SCHEMA
from api.openapi.generators import move_type_defaults, request_only_defaults
from api.openapi.problem_codes import operation_problems
from api.openapi.stream import stream_schemas
from api.openapi.typed import camel
from core import game_names

#: what ``roadtrip serve`` listens on by default
SERVERS = [{"url": "http://127.0.0.1:8000", "description": "roadtrip serve on this computer"}]
#: reads answered with an ETag of their content (by :func:`api.http.etags.add_etag`)
ETAG = {"type": "string",
        "description": "a hash of the answer's content, not a version (never an If-Match of"
                       " postMove: that takes the game's version, e.g. getLegalMoves'"
                       " `version`): send it as If-None-Match to get 304 while the answer is"
                       " unchanged"}
#: getGame's ETag: the game's version
GAME_ETAG = {"type": "string",
             "description": 'the game\'s version as an entity tag (e.g. "12"): send it as'
                            " If-None-Match to get 304 while the game is unchanged, or as"
                            " If-Match with a move to make it conditional"}
VERSION_ETAG = {"type": "string",
                "description": 'the game\'s new version as an entity tag (e.g. "12"): send it'
                               " as If-Match with the next move"}
RETRY_AFTER = {"schema": {"type": "integer", "minimum": 1},
               "description": "seconds to wait before retrying"}
IF_NONE_MATCH = {"in": "header", "name": "If-None-Match", "required": False,
                 "schema": CONDITIONAL_SCHEMA,
                 "description": "an ETag of an earlier answer: 304 while it is unchanged. "
                                + CONDITIONAL_DESCRIPTION}
#: every operation may be asked for its words in a language
ACCEPT_LANGUAGE = {
    "in": "header", "name": "Accept-Language", "required": False,
    "schema": {"type": "string", "maxLength": 200, "examples": ["de", "nl-BE, en;q=0.5"]},
    # (api.guard.guard.MAX_ACCEPT_LANGUAGE: longer is 400 invalid_header)
    "description": "the language of a problem's title, detail and rule (and a verdict's"
                   " words): en, nl, de or fr (a regional tag counts as its language); any"
                   " other falls back to English. Codes and machine fields never change;"
                   " over 200 characters is 400 invalid_header"}
CONTENT_LANGUAGE = {
    "schema": {"type": "string"},
    "description": "the language of title, detail and rule (the one Accept-Language chose);"
                   ' "de, en" when some words stayed English (field errors, a rule not'
                   " translated)"}
#: operations whose 200 answer the server does not make conditional
NOT_CONDITIONAL = {"healthz", "readyz"}


def _operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(path, verb, op) for path, item in spec["paths"].items()
            for verb, op in item.items() if isinstance(op, dict) and "responses" in op]


def _headers(spec: dict[str, Any]) -> None:
    responses = spec["components"]["responses"]
    for name in ("TOO_MANY_REQUESTS", "SERVICE_UNAVAILABLE"):
        if name in responses:
            responses[name].setdefault("headers", {})["Retry-After"] = RETRY_AFTER
    for response in responses.values():
        if "application/problem+json" in response.get("content", {}):
            response.setdefault("headers", {})["Content-Language"] = CONTENT_LANGUAGE
    for _path, verb, op in _operations(spec):
        params = op.setdefault("parameters", [])
        # the health checks answer no words (and sit outside /api/, where the guard does
        # not read the header): they do not take it
        if op["operationId"] not in NOT_CONDITIONAL \
                and not any(p.get("name") == "Accept-Language" for p in params):
            params.append(dict(ACCEPT_LANGUAGE))
        ok = op["responses"].get("200")
        if ok is None:
            continue
        if op["operationId"].startswith("postMove"):
            ok.setdefault("headers", {})["ETag"] = {"schema": VERSION_ETAG,
                                                    "description": VERSION_ETAG["description"]}
        if verb != "get" or op["operationId"] in NOT_CONDITIONAL:
            continue
        headers = ok.setdefault("headers", {})
        tag = GAME_ETAG if op["operationId"].startswith("getGame") else ETAG
        headers.setdefault("ETag", {"schema": {"type": "string"},
                                    "description": tag["description"]})
        params = op.setdefault("parameters", [])
        if not any(p.get("name") == "If-None-Match" for p in params):
            params.append(dict(IF_NONE_MATCH))
        op["responses"].setdefault("304", {"description": "Not modified since the given ETag"})


def _security(spec: dict[str, Any]) -> None:
    for _path, _verb, op in _operations(spec):
        op.setdefault("security", [])
        op.setdefault("description", op.get("summary", ""))  # (one-line docstrings)


def _links(spec: dict[str, Any]) -> None:
    """Link createGame -> joinGame -> getLegalMoves / postMove / getLog (and per game)."""
    game_id = {"game_id": "$response.body#/id"}
    for _path, _verb, op in _operations(spec):
        operation = op["operationId"]
        if operation in ("createGame", "rematchGame"):
            op["responses"]["201"]["links"] = {
                "joinGame": {"operationId": "joinGame", "parameters": game_id,
                             "description": "take a seat in the created game"},
                "getGame": {"operationId": "getGame", "parameters": game_id,
                            "description": "the game as a spectator (or with a seat token)"},
            }
        elif operation == "joinGame":
            same = {"game_id": "$request.path.game_id"}
            op["responses"]["201"]["links"] = {
                name: {"operationId": name, "parameters": same,
                       "description": f"{what}; send the answer's token as the bearer token"}
                for name, what in (("getLegalMoves", "the seat's legal moves"),
                                   ("postMove", "post one of them"),
                                   ("getLog", "follow the game's events"),
                                   ("getGame", "the game as this seat sees it"))
            }


def _split(operation_id: str, ids: set[str]) -> tuple[str, str | None]:
    """Return (generic operation id, game) of a per-game operation id, else (id, None);
    ``ids`` are the document's operation ids."""
    for name in game_names():
        base = operation_id.removesuffix(camel(name))
        if base != operation_id and base in ids:
            return base, name
    return operation_id, None


def _named(values: dict[str, Any]) -> dict[str, Any]:
    return {name: {"value": value} for name, value in values.items()}


def _examples(spec: dict[str, Any]) -> None:
    """Put an example on every request and response body (see :mod:`api.openapi.examples`)."""
    from api.openapi import examples

    bodies, answers = examples.bodies(), examples.answers()
    ids = {op["operationId"] for _path, _verb, op in _operations(spec)}
    # the game-specific operations: those with a per-game copy
    per_game = {base for base, game in (_split(i, ids) for i in ids) if game}
    for _path, _verb, op in _operations(spec):
        base, game = _split(op["operationId"], ids)
        content = op.get("requestBody", {}).get("content", {}).get("application/json")
        if content is not None and base in bodies:
            values = bodies[base]
            content["examples"] = _named({game: values[game]} if game else values)
        for status, response in op["responses"].items():
            media = response.get("content", {}).get("application/json")
            if media is not None and status.startswith("2"):
                _answer_examples(media, base, game, answers if base not in per_game else None)
    _problem_examples(spec["components"]["responses"])


def _answer_examples(media: dict[str, Any], base: str, game: str | None,
                     answers: dict[str, Any] | None) -> None:
    """Put the examples of ``base``'s 2xx answer on ``media``: ``game``'s (or each game's)
    when it is game-specific (``answers`` None), else from ``answers``."""
    from api.openapi import examples

    if answers is None:
        if examples.has_per_game(base):
            games = [game] if game else game_names()
            media["examples"] = _named({g: examples.per_game(base, g) for g in games})
    elif base in answers:
        media["examples"] = _named(answers[base])


def _problem_examples(responses: dict[str, Any]) -> None:
    """Put an example problem on every problem response."""
    import http

    from api.openapi import examples

    for name, response in responses.items():
        media = response.get("content", {}).get("application/problem+json")
        if media is not None and name != "DEFAULT_ERROR":
            media["example"] = examples.problem(http.HTTPStatus[name].value)
        elif media is not None:
            media["example"] = examples.problem(422)


#: the project's licence (LICENSE) and who answers for the API
LICENSE = {"name": "MIT", "identifier": "MIT"}
CONTACT = {"name": "Roadtrip maintainers"}


def _servers() -> list[dict[str, str]]:
    """The server a served document was asked of (its port, or ``PUBLIC_URL``); the
    committed document (no request) names ``roadtrip serve``'s default."""
    from flask import has_request_context

    if not has_request_context():
        return SERVERS
    from api.http.resources.common import public_base
    from api.problems import ApiError

    try:
        return [{"url": public_base(), "description": "the server that sent this document"}]
    except ApiError:  # a Host that is no host name: the default, not an error
        return SERVERS


def _tags(spec: dict[str, Any]) -> None:
    """Declare every tag an operation uses (the per-game ones too) in the global ``tags``."""
    declared = spec.setdefault("tags", [])
    known = {tag["name"] for tag in declared}
    for _path, _verb, op in _operations(spec):
        for tag in op.get("tags", []):
            if tag not in known:
                known.add(tag)
                declared.append({"name": tag,
                                 "description": f"The operations typed for {tag} only"})


def complete(spec: dict[str, Any]) -> dict[str, Any]:
    """Return ``spec`` with servers, security, headers and links filled in."""
    spec["servers"] = _servers()
    spec["info"].update(license=LICENSE, contact=CONTACT)
    _tags(spec)
    # flask-smorest registers it for paginated views, which this API has none of
    spec["components"]["schemas"].pop("PaginationMetadata", None)
    _security(spec)
    _headers(spec)
    _links(spec)
    _examples(spec)
    stream_schemas(spec)
    move_type_defaults(spec)
    request_only_defaults(spec)
    operation_problems(spec)  # last: it copies the shared problem responses completed above
    return spec
