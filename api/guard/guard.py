"""Strict input before any view runs: URL length, conditional headers, body size and depth.

Everything here answers a problem document with a 4xx and changes nothing:

- a URL (path and query) longer than ``MAX_URL_LENGTH`` → ``414 uri_too_long``;
- an ``If-Match`` / ``If-None-Match`` that is not ``*`` nor a list of entity
  tags (``"12"``, ``W/"12"``; a bare ``12`` is tolerated; empty is no condition) →
  ``400 invalid_header`` (:mod:`api.guard.conditional`);
- a body over ``MAX_CONTENT_LENGTH`` (``TRANSCRIPT_MAX_LENGTH`` for a
  transcript check), with a ``Content-Length`` or chunked → ``413 body_too_large``;
- JSON nested deeper than ``MAX_JSON_DEPTH`` → ``400 json_too_deep``: the depth
  is measured on the raw bytes *before* parsing, because Python's JSON parser
  recurses and a body of ~1,000 nested brackets would raise ``RecursionError``;
- a body that is missing, not JSON, not UTF-8 (a byte order mark, UTF-16) or not
  sent as JSON → ``400 not_json``;
- a string anywhere in the body holding a lone surrogate → ``422 invalid_text``
  (:mod:`api.guard.text`).
"""

from __future__ import annotations

import re
from typing import cast

from flask import Flask, Request, current_app, request
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.local import LocalProxy

from api.guard.conditional import parse
from api.guard.text import check_lone_surrogates, encoding_refusal
from api.problems import ApiError

#: POST endpoints that take no body (one sent is ignored)
BODYLESS = {"games.Rematch", "players.Handover"}
#: A JSON string (its brackets do not count) or one bracket.
_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def json_depth(data: bytes) -> int:
    """Return the deepest nesting of arrays/objects in JSON text (brackets in strings skipped).

    Runs in linear time without recursion, so it is safe on hostile input.
    """
    depth = deepest = 0
    for match in _TOKENS.finditer(data):
        token = match.group()
        if token in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in (b"]", b"}"):
            depth -= 1
    return deepest


#: the request object behind Flask's proxy: each ``request.x`` is a context lookup (~1 us
#: under load), and these checks run for every request, so they take the object once
_current = cast("LocalProxy[Request]", request)._get_current_object  # werkzeug's documented way


def check_request() -> None:
    """Refuse an over-long URL, a malformed conditional header or a bad body (before any view)."""
    config = current_app.config
    req = _current()
    raw_uri = req.environ.get("RAW_URI") or req.full_path
    if len(raw_uri) > int(config["MAX_URL_LENGTH"]):
        raise ApiError(414, "uri_too_long",
                       f"the URL is longer than {config['MAX_URL_LENGTH']} characters")
    if req.routing_exception is not None:  # 404/405 win over a header or body complaint
        return
    _check_conditionals(req)
    endpoint = req.endpoint
    if endpoint in ("transcripts.Check", "transcript_replay.CheckedReplay"):
        req.max_content_length = config["TRANSCRIPT_MAX_LENGTH"]
    if req.method not in ("POST", "PUT", "PATCH") or not req.path.startswith("/api/"):
        return
    if endpoint in BODYLESS:
        return
    _check_body(req, int(config["MAX_JSON_DEPTH"]))


def _check_conditionals(req: Request) -> None:
    """``If-Match`` and ``If-None-Match`` must be ``*`` or entity tags."""
    if req.method == "OPTIONS":  # RFC 9110 13.1.1-2: preconditions are ignored
        return  # for OPTIONS (nothing is selected)
    headers = req.headers
    for name in ("If-Match", "If-None-Match"):
        parse(name, headers.get(name))  # 400 invalid_header unless RFC 9110's grammar


def _read_body(req: Request) -> bytes:
    """Return the body, read within its size limit (``413 body_too_large`` beyond it)."""
    try:
        data = req.get_data(cache=True)  # bounded by the limit, chunked or not
        limit = req.max_content_length
        if req.content_length is None and limit is not None and len(data) >= limit:
            # werkzeug stops a chunked body at the limit without a word: one byte
            # more (or its 413) tells a body of exactly the limit from a longer one
            if req.stream.read(1):
                raise RequestEntityTooLarge()
    except RequestEntityTooLarge:
        raise ApiError(413, "body_too_large", "the request body is too large") from None
    return data


def _check_body(req: Request, max_depth: int) -> None:
    """The body must be there, within its size, not too deep, JSON and sent as JSON."""
    if not req.content_length and not req.headers.get("Transfer-Encoding"):
        raise ApiError(400, "not_json", "the request needs a JSON body")
    data = _read_body(req)
    if not data:
        raise ApiError(400, "not_json", "the request needs a JSON body")
    if json_depth(data) > max_depth:
        raise ApiError(400, "json_too_deep", f"JSON nested deeper than {max_depth} levels")
    refusal = encoding_refusal(data)
    if refusal is not None:
        raise ApiError(400, "not_json", refusal)
    parsed = req.get_json(silent=True, force=True)
    if parsed is None and data.strip() != b"null":
        raise ApiError(400, "not_json", "the request body is not valid JSON")
    if not req.is_json:
        raise ApiError(400, "not_json", "send the body as Content-Type: application/json")
    check_lone_surrogates(data, parsed)


def init_app(app: Flask) -> None:
    """Run :func:`check_request` before every request."""
    app.before_request(check_request)
