"""Strict input before any view runs: URL length, conditional headers, body size and depth.

Everything here answers a problem document with a 4xx and changes nothing:

- a URL (path and query) longer than ``MAX_URL_LENGTH`` → ``414 uri_too_long``;
- an ``Accept-Language`` over the 200 characters the document allows →
  ``400 invalid_header`` (on ``/api/``: a page takes any);
- a query parameter the operation does not document (``inclde=``, axios'
  ``include[]=``) → ``400 unknown_parameter`` naming them (:func:`check_query`):
  ignored, a misspelt parameter would change the answer without a word;
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
from typing import Any

from flask import Flask, Request, current_app
from werkzeug.exceptions import RequestEntityTooLarge

from api.guard.conditional import CONDITIONAL_HEADERS, parse
from api.guard.current import current_flask as _app
from api.guard.current import current_request as _current
from api.guard.hook_chains import given_request
from api.guard.text import check_lone_surrogates, encoding_refusal
from api.problems import ApiError

#: the longest Accept-Language the document allows (api.openapi.metadata.ACCEPT_LANGUAGE)
MAX_ACCEPT_LANGUAGE = 200
#: the refusals' sentences (catalogue sentences: api/i18n/messages words them)
UNKNOWN = "unknown query parameter(s) {names}: this operation takes {known}"
UNKNOWN_NONE = "unknown query parameter(s) {names}: this operation takes no query parameters"
TOO_LONG = "Accept-Language is longer than {max} characters"
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


def deeper_than(data: bytes, limit: int) -> bool:
    """Whether JSON text nests deeper than ``limit`` (:func:`json_depth`), walked only when
    it could: the depth counts opening brackets outside strings, so a text with at most
    ``limit`` of them in all cannot exceed it (a move's body has one or two, against a limit
    of 32: two C counts instead of a Python loop over its tokens)."""
    if data.count(b"{") + data.count(b"[") <= limit:
        return False
    return json_depth(data) > limit


@given_request
def check_request(req: Request | None = None, app: Flask | None = None) -> None:
    """Refuse an over-long URL, a malformed conditional header or a bad body (before any view;
    ``req`` and ``app``: the request and its app, when its hook chain hands them)."""
    if req is None or app is None:  # (under Flask's own dispatch)
        req, app = _current(), _app()
    config = app.config
    raw_uri = req.environ.get("RAW_URI") or req.full_path
    if len(raw_uri) > int(config["MAX_URL_LENGTH"]):
        raise ApiError(414, "uri_too_long",
                       f"the URL is longer than {config['MAX_URL_LENGTH']} characters")
    if req.routing_exception is not None:  # 404/405 win over a header or body complaint
        return
    if req.query_string:
        check_query(req, app)
    _check_conditionals(req)
    language = req.environ.get("HTTP_ACCEPT_LANGUAGE")
    if language is not None and len(language) > MAX_ACCEPT_LANGUAGE \
            and req.path.startswith("/api/"):
        raise ApiError(400, "invalid_header", TOO_LONG.format(max=MAX_ACCEPT_LANGUAGE))
    endpoint = req.endpoint
    transcript = endpoint in ("transcripts.Check", "transcript_replay.CheckedReplay")
    if transcript:
        req.max_content_length = config["TRANSCRIPT_MAX_LENGTH"]
    if req.method not in ("POST", "PUT", "PATCH") or not req.path.startswith("/api/"):
        return
    if endpoint in BODYLESS:
        return
    if not transcript:
        # the app's limit, set on the request: Flask's property answers it as it is, where
        # it looked the app up through its proxy twice on each of the body's two reads
        req.max_content_length = config["MAX_CONTENT_LENGTH"]
    _check_body(req, int(config["MAX_JSON_DEPTH"]))


#: an endpoint's URL rule as the OpenAPI document writes its path
_RULE_PARAM = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")


def query_names(app: Flask, document: dict[str, Any]) -> dict[tuple[str, str], frozenset[str]]:
    """Return the query parameters each documented operation takes, by (URL rule, method).

    Built once from the app's own OpenAPI document, so the server refuses exactly
    what the document does not list (``HEAD`` is ``GET``'s).
    """
    out: dict[tuple[str, str], frozenset[str]] = {}
    paths = document["paths"]
    for rule in app.url_map.iter_rules():
        item = paths.get(_RULE_PARAM.sub(r"{\1}", rule.rule))
        if item is None:
            continue
        for method, operation in item.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            names = frozenset(p["name"] for p in operation.get("parameters", ())
                              if p.get("in") == "query")
            out[(rule.rule, method.upper())] = names
            if method == "get":
                out[(rule.rule, "HEAD")] = names
    return out


class PublishedDocument:
    """The app's own OpenAPI document, made at its first use (the whole document is a few
    hundred milliseconds to build: not at every app's start), and what the server
    enforces from it: each operation's query parameters (:func:`query_names`) and a
    game's ``Move`` schema (a transcript's moves: :mod:`api.http.resources.transcripts`)."""

    def __init__(self, app: Flask, spec: Any) -> None:
        self.app = app
        self.spec = spec
        self._document: dict[str, Any] | None = None
        self._names: dict[tuple[str, str], frozenset[str]] | None = None
        self._validators: dict[str, Any] = {}

    def document(self) -> dict[str, Any]:
        """Return the document as ``/api/openapi.json`` publishes it."""
        if self._document is None:
            self._document = self.spec.to_dict()
        return self._document

    def get(self, key: tuple[str, str]) -> frozenset[str] | None:
        """Return the query parameters of (URL rule, method), None when undocumented."""
        if self._names is None:
            self._names = query_names(self.app, self.document())
        return self._names.get(key)

    def validator(self, component: str) -> Any:
        """Return a JSON Schema validator of the document's component ``component``
        (None when the document has none of that name)."""
        if component not in self._validators:
            from jsonschema import Draft202012Validator

            components = self.document()["components"]
            self._validators[component] = Draft202012Validator(
                {"$ref": f"#/components/schemas/{component}", "components": components}
            ) if component in components["schemas"] else None
        return self._validators[component]


def check_query(req: Request, app: Flask | None = None) -> None:
    """Refuse query parameters the operation does not take: ``400 unknown_parameter``.

    Only for documented operations (the web app's pages and files, the document itself
    and an ``OPTIONS`` preflight take anything); a request without a query never comes
    here, so a move pays nothing for it.
    """
    rule = req.url_rule
    if rule is None:
        return
    known = (current_app if app is None else app).extensions["roadtrip.document"].get(
        (rule.rule, req.method))
    if known is None:
        return
    args = req.args
    if known.issuperset(args):  # (in C, over the names: nearly every query is documented)
        return
    unknown = [name for name in dict.fromkeys(args) if name not in known]
    if not unknown:
        return
    names = ", ".join(unknown)
    detail = UNKNOWN.format(names=names, known=", ".join(sorted(known))) if known else \
        UNKNOWN_NONE.format(names=names)
    raise ApiError(400, "unknown_parameter", detail, parameters=unknown)


def _check_conditionals(req: Request) -> None:
    """``If-Match`` and ``If-None-Match`` must be ``*`` or entity tags."""
    if req.method == "OPTIONS":  # RFC 9110 13.1.1-2: preconditions are ignored
        return  # for OPTIONS (nothing is selected)
    # read where werkzeug's ``headers.get`` reads them: for an absent header (most
    # requests send one of the two at most) it raises and catches a KeyError, ~2 us
    environ = req.environ
    for name, wsgi in CONDITIONAL_HEADERS:
        value = environ.get(wsgi)
        if value is not None:  # (an absent one is no condition: nothing to parse)
            parse(name, value)  # 400 invalid_header unless RFC 9110's grammar


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
    if deeper_than(data, max_depth):
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
