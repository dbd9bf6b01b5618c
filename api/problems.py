"""Every error as an RFC 9457 problem document (``application/problem+json``).

One shape for everything: ``{type, title, status, detail, code}`` plus, where
useful, ``rule`` (an illegal move's rulebook passage) or ``errors`` (field
errors of a refused body).  Unexpected exceptions become a bare 500 problem
and are logged; no stack trace ever leaves the server.
"""

from __future__ import annotations

import http
import logging
from typing import Any

from flask import Flask, Response, has_request_context, json, request
from redis.exceptions import ResponseError
from werkzeug.exceptions import HTTPException

from api import i18n
from api.store.connection import PoolExhausted
from api.store.store import UNAVAILABLE, is_unavailable
from core.errors import IllegalMove, RoadtripError, UnknownGame

PROBLEM_TYPE = "application/problem+json"
log = logging.getLogger("roadtrip.api")

#: Default machine code per HTTP status, for errors raised by Flask/webargs.
STATUS_CODES = {
    400: "bad_request",
    401: "invalid_token",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    412: "precondition_failed",
    413: "body_too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    429: "rate_limited",
    500: "internal_error",
    503: "store_unavailable",
}


#: Every problem code the API itself sends: code -> (HTTP status, when).  The rules'
#: own codes (422, with ``rule``) are each game's ``refusal_codes()``, a refused
#: config's are :data:`core.errors.CONFIG_CODES`.  The OpenAPI document lists these
#: per operation (``x-problem-codes``) and in ``components.x-problem-codes``.
CODES: dict[str, tuple[int, str]] = {
    "bad_request": (400, "the request is malformed"),
    "not_json": (400, "the body is missing, not JSON (UTF-8, no byte order mark), or not sent"
                      " as application/json"),
    "json_too_deep": (400, "the JSON body is nested too deep"),
    "invalid_host": (400, "the Host header is not a host name and port (join links use it)"),
    "invalid_header": (400, 'If-Match / If-None-Match is not "*" nor entity tags such as "12",'
                            " or Accept-Language is over its 200 characters"),
    "unknown_parameter": (400, "a query parameter the operation does not take (never"
                               " ignored: a misspelt one would change the answer unseen);"
                               " parameters: their names"),
    "invalid_token": (401, "missing, malformed or unknown bearer token where one is needed"),
    "not_your_seat": (403, "the token is not a seat's (e.g. the host's) where a seat is needed"),
    "not_host": (403, "only the host token may do this"),
    "invalid_handover": (403, "the hand-over link is wrong, or was used already (it works"
                              " once)"),
    "not_found": (404, "no such route"),
    "unknown_game": (404, "no game has this id (or it expired, or it is another game's id"
                          " under a game's own path)"),
    "unknown_join_code": (404, "no game has this join code"),
    "method_not_allowed": (405, "the resource does not take this method (see Allow)"),
    "version_conflict": (409, "If-Match names an older version, or the game changed"
                              " meanwhile"),
    "seat_taken": (409, "the seat asked for is taken"),
    "game_full": (409, "every seat is taken"),
    "game_not_started": (409, "the game waits for players"),
    "game_started": (409, "seats can no longer be changed"),
    "game_ended": (409, "the host ended this game: it can no longer change"),
    "transcript_hidden": (409, "a digital game's transcript is shown once it is over"),
    "rematch_exists": (409, "the game already has a rematch (its id is in rematch)"),
    "body_too_large": (413, "the body is over the size limit"),
    "uri_too_long": (414, "the URL is too long"),
    "invalid_request": (422, "the body does not match the schema (errors: per field)"),
    "idempotency_key_reused": (422, "the Idempotency-Key was used with another body"),
    "invalid_text": (422, "a string holds a lone surrogate (not text), or a name a control or"
                          " bidirectional formatting character (errors: per field)"),
    "invalid_seat": (422, "no such seat, or a seat that cannot be chosen"),
    "invalid_bot_level": (422, "bot levels do not match the bot seats"),
    "seed_not_allowed": (422, "a digital game's seed may be chosen only when every other seat"
                              " is a bot"),
    "invalid_transcript": (422, "the transcript cannot be read"),
    "invalid_step_range": (422, "a replay's to is before its from"),
    "step_out_of_range": (422, "a replay's from is past the game's last step"),
    "rate_limited": (429, "too many requests: wait Retry-After seconds"),
    "too_many_live_games": (429, "this address has the most live games allowed: finish or end"
                                 " one"),
    "too_many_streams": (429, "this address has the most event streams and long-polls open"
                              " allowed: close one, or wait Retry-After seconds"),
    "too_many_connections": (429, "this address has the most connections open allowed"
                                  " (answered by the server before any route)"),
    "internal_error": (500, "a server bug (never expected)"),
    # werkzeug's own errors with no code of ours (none is expected from these routes)
    "forbidden": (403, "forbidden (a framework error)"),
    "conflict": (409, "conflict (a framework error)"),
    "precondition_failed": (412, "precondition failed (a framework error)"),
    "unsupported_media_type": (415, "unsupported media type (a framework error)"),
    "store_unavailable": (503, "the game store is unreachable: retry after Retry-After"
                               " seconds"),
    "overloaded": (503, "the server sheds load (its connections or its pool of Redis"
                        " connections are all busy): retry after Retry-After seconds"),
}


class ApiError(Exception):
    """A refusal with an HTTP status, a machine ``code`` and a human ``detail``."""

    def __init__(
        self, status: int, code: str, detail: str, headers: dict[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra


def problem(
    status: int, code: str, detail: str, headers: dict[str, str] | None = None,
    language: str | None = None, *, meaning: str | None = None, **extra: Any,
) -> Response:
    """Build a problem response, its words in the caller's language (``Accept-Language``).

    ``title``, ``detail`` and a quoted ``rule`` are translated; ``type``, ``code``,
    ``status`` and every other field stay the same in every language.  Outside a
    request (a WSGI middleware's answer) ``language`` gives the caller's language.  A
    detail no catalogue sentence words is replaced by what its code means
    (``problem.<code>``, or the catalogue key ``meaning`` names: a rule's refusal says the
    rules refuse it), so every code's detail reads in every language; ``Content-Language``
    names English too when some words stayed English (a rule not translated, the field
    ``errors``).
    """
    lang = language or caller_language()
    title = http.HTTPStatus(status).phrase
    languages = [lang]
    if lang != i18n.DEFAULT:
        title = i18n.messages(lang).get(f"title.{status}", title)
        worded = _worded(detail, meaning or f"problem.{code}", lang)
        detail = detail if worded is None else worded
        rule = extra.get("rule")
        if isinstance(rule, str):
            worded_rule = _worded(rule, None, lang)
            extra["rule"] = rule if worded_rule is None else worded_rule
        if worded is None or (isinstance(rule, str) and worded_rule is None) \
                or "errors" in extra:
            languages.append(i18n.DEFAULT)  # (marshmallow's field messages are English)
    body: dict[str, Any] = {
        "type": f"urn:roadtrip:problem:{code}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
    }
    body.update(extra)
    wait = (headers or {}).get("Retry-After")
    if wait is not None and wait.isdigit():
        body.setdefault("retry_after", int(wait))  # for clients that read only the body
    response = Response(json.dumps(body), status=status, mimetype=PROBLEM_TYPE)
    response.headers["Content-Language"] = ", ".join(languages)
    response.vary.add("Accept-Language")
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def _worded(english: str, meaning: str | None, lang: str) -> str | None:
    """``english`` in ``lang``: the catalogue sentence it is, else the catalogue's
    ``meaning`` (a key); None when the catalogue has neither."""
    if i18n.recognise(english) is not None:
        return i18n.translate(english, lang)
    if meaning is not None and meaning in i18n.messages(lang):
        return i18n.text(meaning, lang)
    return None


def caller_language() -> str:
    """The language the caller asked for in ``Accept-Language`` (English outside a request)."""
    if not has_request_context():
        return i18n.DEFAULT
    return i18n.negotiate(request.headers.get("Accept-Language"))


def field_errors(messages: dict[str, Any]) -> dict[str, list[str]]:
    """Return webargs' errors as the document types ``errors``: field -> its messages.

    marshmallow nests a nested field's errors (``{"moves": {"1": {"comment": [...]}}}``)
    under the request part they came from (``json``, ``query``); a client gets one flat
    map instead, a nested field named by its dotted path (``moves.1.comment``), a query
    parameter or header by its part (``query.include``), the body's fields bare.
    """
    out: dict[str, list[str]] = {}

    def walk(path: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(f"{path}.{key}" if path else str(key), inner)
        elif isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            out.setdefault(path or "_schema", []).extend(value)
        elif isinstance(value, (list, tuple)):
            for index, inner in enumerate(value):
                walk(f"{path}.{index}" if path else str(index), inner)
        else:
            out.setdefault(path or "_schema", []).append(str(value))

    for location, found in messages.items():
        walk("" if location == "json" else str(location), found)
    return out


def from_http_exception(error: HTTPException) -> Response:
    """Turn a werkzeug/webargs HTTP exception into a problem (keeping ``Allow``)."""
    status = error.code or 500
    code = STATUS_CODES.get(status, "error")
    detail = error.description or http.HTTPStatus(status).phrase
    extra: dict[str, Any] = {}
    headers: dict[str, str] = {}
    data = getattr(error, "data", None)
    if status == 422 and data and "messages" in data:
        # webargs: {"json": {"field": ["message"]}} -> field errors
        messages = data["messages"]
        extra["errors"] = field_errors(messages) if isinstance(messages, dict) else {}
        detail = "the request does not match the schema"
    if status == 400:
        detail = "the request body is not valid JSON" if data else detail
    if status == 404:
        detail = "no such resource"
    if status == 413:
        detail = "the request body is too large"
    if status == 405:
        allowed = getattr(error, "valid_methods", None) or []
        headers["Allow"] = ", ".join(sorted(allowed))
        detail = "method not allowed on this resource"
    if status >= 500:
        detail = "internal error"
    return problem(status, code, detail, headers, **extra)


def init_app(app: Flask) -> None:
    """Register the problem handlers for every kind of error."""

    @app.errorhandler(ApiError)
    def _api_error(error: ApiError) -> Response:
        return problem(error.status, error.code, error.detail, error.headers, **error.extra)

    @app.errorhandler(IllegalMove)
    def _illegal_move(error: IllegalMove) -> Response:
        extra: dict[str, Any] = {"rule": error.rule} if error.rule else {}  # no rule: none
        meaning = f"problem.{error.code}"
        if meaning not in i18n.messages(i18n.DEFAULT):
            meaning = "problem.refused_move"  # a rule's own code: the catalogue words it
        return problem(422, error.code, error.message, meaning=meaning, **extra)

    @app.errorhandler(UnknownGame)
    def _unknown_game(error: UnknownGame) -> Response:
        # a game name the schema let through: a body error (unknown_game is the 404)
        return problem(422, "invalid_request", error.message,
                       errors={"game": [error.message]})

    @app.errorhandler(RoadtripError)
    def _roadtrip_error(error: RoadtripError) -> Response:
        return problem(422, error.code, error.message)

    for exc in UNAVAILABLE:
        app.register_error_handler(exc, _unavailable)

    @app.errorhandler(PoolExhausted)
    def _overloaded(error: PoolExhausted) -> Response:
        log.warning("shed: %s", error)
        return problem(503, "overloaded", "the server is overloaded; retry shortly",
                       {"Retry-After": "1"})

    @app.errorhandler(ResponseError)
    def _redis_reply(error: ResponseError) -> Response:
        if is_unavailable(error):  # e.g. OOM raised inside the commit script
            return _unavailable(error)
        log.exception("unexpected Redis error")
        return problem(500, "internal_error", "internal error")

    @app.errorhandler(Exception)
    def _unexpected(error: Exception) -> Response:
        if isinstance(error, HTTPException):
            return from_http_exception(error)
        log.exception("unexpected error")
        return problem(500, "internal_error", "internal error")


def _unavailable(error: Exception) -> Response:
    """Redis is unreachable: 503 with Retry-After (the pool reconnects by itself)."""
    log.warning("store unavailable: %s", error)
    return problem(503, "store_unavailable", "the game store is unavailable; retry shortly",
                   {"Retry-After": "1"})
