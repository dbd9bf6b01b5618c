"""Helpers shared by the resources: the service, bearer tokens, headers."""

from __future__ import annotations

import copy
import functools
import http
import ipaddress
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import marshmallow as ma
from flask import Flask, Request, current_app, request
from flask_smorest import Blueprint
from werkzeug.wrappers import Response

from api.guard.conditional import wsgi_name
from api.guard.current import current_context, current_request
from api.guard.current import current_flask as _app
from api.guard.limits import RATE_LIMIT_HEADERS
from api.guard.shed import bound
from api.http import lan
from api.http.headers import update
from api.http.query_reader import QueryReader
from api.problems import CODES, ApiError
from api.service.seats import Caller, identify
from api.service.service import Games

TOKEN_HEADERS = {"WWW-Authenticate": 'Bearer realm="roadtrip"'}

#: the request and the app behind Flask's proxies (werkzeug's documented way): a move
#: reads them a dozen times, each ``request.x`` two calls and a context lookup


#: the environ's names of the headers the hot paths read
AUTHORIZATION = wsgi_name("Authorization")
IDEMPOTENCY = wsgi_name("Idempotency-Key")
IF_MATCH = wsgi_name("If-Match")
IF_NONE_MATCH = wsgi_name("If-None-Match")


def request_header(wsgi: str, req: Request | None = None) -> str | None:
    """Return the request's header held at ``wsgi`` in its environ (:func:`wsgi_name`), or
    None: what ``request.headers.get(name)`` answers (``req``: the request, when the
    caller holds it already; else the current one).

    werkzeug's ``get`` upper-cases the name, looks it up, and for an absent
    header (most requests send no ``Idempotency-Key`` or ``If-None-Match``)
    raises and catches a ``KeyError``: ~2 us a header a request.
    """
    value: str | None = (current_request() if req is None else req).environ.get(wsgi)
    return value


def games() -> Games:
    """Return the app's game service."""
    service: Games = _app().extensions["roadtrip"]
    return service


#: the ``Idempotency-Key`` header as the document gives it (one description for every
#: operation that takes it with a token: a move, bots, a rematch)
IDEMPOTENCY_KEY = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "schema": {"type": "string", "minLength": 1, "maxLength": 200},
    "description": "a retry with the same key and the same body returns the first answer"
                   " (its token too) and changes nothing; the same key with another body is"
                   " 422 idempotency_key_reused. A key belongs to the token that sent it."
                   " Kept for IDEMPOTENCY_TTL (10 minutes)"}
#: the fewest characters an ``Idempotency-Key`` of ``createGame`` or ``joinGame`` may
#: have: 22 base64url characters hold 132 bits, a UUID's 36 its 122 random ones, 32 hex
#: digits 128 (docs/api-guide.md, "Retrying safely", gives the reasoning)
OPEN_KEY_MIN = 22
#: the same header on the two operations that take no token: a key that can be guessed
#: could fetch someone's token, so it must be long, and it is bound to the caller's address
OPEN_IDEMPOTENCY_KEY = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "schema": {"type": "string", "minLength": OPEN_KEY_MIN, "maxLength": 200,
               "examples": ["3f0c9a4e-5b8d-4c1e-9a27-6d1f0b8e4c52"]},
    "description": "a retry with the same key and the same body from the same client"
                   " address returns the first answer (its token too) and changes nothing;"
                   " the same key with another body is 422 idempotency_key_reused. The"
                   " answer holds a token, so the key must be unguessable: at least"
                   f" {OPEN_KEY_MIN} characters of at least 128 random bits (a UUID,"
                   " crypto.randomUUID(), uuid.uuid4(), or 16 random bytes in hex or"
                   " base64url); shorter is 422 invalid_request. A key is kept per client"
                   " address (an IPv6 /64): the same key from another address is another"
                   " request, and never gets this one's answer. Kept for IDEMPOTENCY_TTL"
                   " (10 minutes)"}


#: the refusal of a create's or join's key too short to be unguessable (a catalogue sentence)
WEAK_KEY = (
    "createGame's and joinGame's Idempotency-Key needs {min} to 200 random characters (a UUID)"
)


def idempotency_key(req: Request | None = None) -> str | None:
    """Return the request's ``Idempotency-Key`` (None when absent); 422 unless 1-200 chars
    (``req``: the request, when the caller holds it)."""
    key = request_header(IDEMPOTENCY, req)
    if key is not None and not 0 < len(key) <= 200:
        raise ApiError(422, "invalid_request", "Idempotency-Key must be 1-200 characters")
    return key


def open_idempotency_key() -> str | None:
    """Return ``createGame``'s or ``joinGame``'s ``Idempotency-Key`` bound to the caller
    (None when absent); 422 unless it has :data:`OPEN_KEY_MIN` to 200 characters.

    Their first answer holds a token and the request holds none: the key is all a retry
    shows.  So it must be unguessable (its length), and it counts only from the address
    that first sent it (:func:`api.service.idempotency.bound`): another client that
    learns or guesses it gets no token and no game, only a request of its own.
    """
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not OPEN_KEY_MIN <= len(key) <= 200:
        raise ApiError(422, "invalid_request", WEAK_KEY.format(min=OPEN_KEY_MIN))
    return bound(key, request.remote_addr)


def bearer(required: bool = False, req: Request | None = None) -> str | None:
    """Return the request's bearer token (None when absent); 401 when malformed (``req``:
    the request, when the caller holds it)."""
    header = request_header(AUTHORIZATION, req)
    if header is None:
        if required:
            raise ApiError(401, "invalid_token", "this resource needs a seat token"
                           " (Authorization: Bearer <token>)", TOKEN_HEADERS)
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > 200:
        raise ApiError(401, "invalid_token", "expected Authorization: Bearer <token>",
                       TOKEN_HEADERS)
    return token


#: the ``as`` query parameter as the document gives it (every operation that acts or reads
#: for a seat: one description)
AS_SEAT = {
    "in": "query", "name": "as", "required": False,
    "schema": {"type": "integer", "minimum": 0, "maximum": 15},
    "description": "the seat to act or read for, when the token holds more than one seat (a"
                   " phone that holds the seats of players without a phone, or one device for"
                   " the whole table) or is the host's holding such seats: the answer is then"
                   " exactly that seat's (its hand, its legal moves, its private events) and a"
                   " move is that seat's, under the same rules. A seat the token does not"
                   " hold: 403 not_your_seat"}


def acting(req: Request | None = None) -> int | None:
    """Return the request's ``as`` seat (None when absent); 422 when it names no seat
    (``req``: the request, when the caller holds it)."""
    if req is None:
        req = current_request()
    if not req.environ.get("QUERY_STRING"):
        # no query at all, so no ``as``: a view's or legal moves' GET sends none, and
        # werkzeug would parse the empty query into its (empty) args (~13 calls)
        return None
    args = req.args
    # asked first: werkzeug's get() of an absent name raises and catches an HTTP exception
    # (~2.5 us), and nearly every request has no ``as``
    raw = args.get("as") if "as" in args else None
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 2:
        raise ApiError(422, "invalid_seat", "as names a seat by its number: 0, 1, 2, ...")
    return int(raw)


def caller_of(meta: dict[str, Any], required: bool = False) -> Caller:
    """Return who the request's bearer token (and ``as``) stands for in a game."""
    req = current_request()
    return identify(meta, bearer(required, req), acting(req))


#: A host as a join link may carry it: a DNS name or an address, and a port.
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                   r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
                   r"|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?")


def public_base() -> str:
    """Return the base URL of join links and QR codes, without a trailing ``/``.

    ``PUBLIC_URL`` when set (the only choice a client cannot influence); else
    the host the request was sent to: behind ``TRUSTED_PROXIES`` the host and
    scheme the proxy forwarded (``ProxyFix`` already put them in the request),
    never an ``X-Forwarded-Host`` from anyone else.  A ``Host`` that is not a
    plain host name or address (and port) is refused ``400 invalid_host``.
    """
    configured = current_app.config.get("PUBLIC_URL")
    if configured:
        return str(configured).rstrip("/")
    host = request.host
    if not _HOST.fullmatch(host):
        raise ApiError(400, "invalid_host", "the Host header is not a host name and port")
    return f"{request.scheme}://{host}"


def join_url(code: str) -> str:
    """Return the URL a phone opens to join with ``code``."""
    return f"{public_base()}/?join={code}"


def local_caller() -> bool:
    """Whether the caller may learn this server's LAN addresses.

    A server is *hosted* when ``PUBLIC_URL`` is set (it is run for others, whose join
    links need no LAN address): then only a browser on the server's own computer
    (loopback, not forwarded by a proxy).  Otherwise (``roadtrip serve`` at a table) a
    caller on this computer or on a private network: the phones on the same Wi-Fi.
    """
    try:
        address = ipaddress.ip_address(request.remote_addr or "")
    except ValueError:
        return False
    if current_app.config.get("PUBLIC_URL"):
        forwarded = "X-Forwarded-For" in request.headers or "Forwarded" in request.headers
        return address.is_loopback and not forwarded
    return address.is_loopback or address.is_private


def lan_urls() -> list[str]:
    """Return this page's base at each LAN address the server answers at (``getServer``'s
    ``lan_urls``): the port ``roadtrip serve`` listens on, else the one the request used.
    Empty for a caller who is not local (:func:`local_caller`)."""
    if not local_caller():
        return []
    bound = lan.bound()
    port = bound[1] if bound else (urlsplit(request.host_url).port or 80)
    return lan.reachable_urls(bound[0] if bound else None, port)


def reachable_join_url(code: str) -> str:
    """Return the join URL other phones can open: :func:`join_url`, unless its base names
    this computer only (localhost, 127.0.0.1) and the server knows a LAN address; then the
    same link at the first LAN URL, the base the web lobby's Copy link uses too."""
    base = public_base()
    if lan.is_loopback(base):
        urls = lan_urls()
        if urls:
            base = urls[0].rstrip("/")
    return f"{base}/?join={code}"


#: codes any ``/api/v1`` operation may answer (guard and limits run before every view;
#: a bounded worker sheds any request, api/run/worker.py, and so may a busy Redis pool)
EVERY = ("invalid_header", "unknown_parameter", "uri_too_long", "rate_limited",
         "too_many_connections", "overloaded")
#: codes of an operation that reads a JSON body
BODY = ("not_json", "json_too_deep", "body_too_large", "invalid_request", "invalid_text")
#: stands for every rule's refusal code (422, with ``rule``), listed per game
RULES = "<rules>"
#: stands for every refused-config code (422)
CONFIG = "<config>"


def errors(blp: Blueprint, *codes: str | int, limited: bool = True) -> Callable[[Any], Any]:
    """Document the problems an operation can answer, by code (from :data:`CODES`).

    Each code's status becomes a documented problem response (flask-smorest
    alt_response), and the operation lists its codes per status as
    ``x-problem-codes``.  ``limited`` adds :data:`EVERY` (every ``/api/v1``
    operation; the budgets of :mod:`api.guard.limits` cover creating, joining, moving
    and transcript checks).
    """
    wanted = [*codes, *(EVERY if limited else ())]
    by_status: dict[str, list[str]] = {}
    for code in wanted:
        if isinstance(code, int):  # a bare status: every code of that status (name codes!)
            for name, (status, _) in CODES.items():
                if status == code:
                    by_status.setdefault(str(status), []).append(name)
            continue
        status = 422 if code in (RULES, CONFIG) else CODES[code][0]
        by_status.setdefault(str(status), []).append(code)

    def decorate(view: Any) -> Any:
        for status in sorted(by_status, reverse=True):
            name = http.HTTPStatus(int(status)).name
            view = blp.alt_response(int(status), name)(view)
        return blp.doc(**{"x-problem-codes": dict(sorted(by_status.items()))})(view)

    return decorate


def budgeted(blp: Blueprint, status: int) -> Callable[[Any], Any]:
    """Document the ``RateLimit-*`` headers on a rate-limited operation's ``status`` answer
    (its 429 gets them with its problem: :func:`api.openapi.problem_codes.operation_problems`).

    The operations are the endpoints of :data:`api.guard.limits.BUDGETS`
    (``tests/api/test_contract_headers.py`` keeps both lists the same).
    """
    return blp.doc(responses={status: {"headers": copy.deepcopy(RATE_LIMIT_HEADERS)}})


def hot_path(fast: Callable[..., Any], query: type[ma.Schema] | None = None,
             answer: type[ma.Schema] | None = None) -> Callable[[Any], Any]:
    """Serve an operation by ``fast`` while flask-smorest keeps documenting it.

    Goes outermost, above the operation's ``blp.doc``/``arguments``/``response``
    stack: the returned view carries that stack's ``_apidoc`` and docstring, so
    the OpenAPI document does not change, but a request runs ``fast`` without
    the nine nested wrappers, webargs' per-request schema and marshmallow's
    dump.  Both ends come from the operation's own schemas, not from a copy:

    - ``query``: the schema its ``blp.arguments(..., location="query")`` names.
      Its usual queries are read by a :class:`~api.http.query_reader.QueryReader`
      made of that schema's fields and validators, and given to ``fast`` as
      ``query=`` (the dict the schema would load); any other query goes through
      the documented stack, whose answer (a default, a 422) stands.
    - ``answer``: the schema of its ``blp.response``.  ``fast`` returns the body
      the documented view would (a dict, or ``(dict, headers)``), served as
      ``jsonify`` would; every such body is checked to be the
      schema's dump of itself with ``CHECK_HOT_PATHS`` on (the API tests' app: each
      of them is then a parity test of both ends).

    ``fast`` may also return a finished response (a 304, a shared answer), or
    None for a request it leaves to the documented stack.
    """
    reader = None if query is None else QueryReader(query())
    schema = None if answer is None else answer()

    def decorate(documented: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(documented)
        def view(*args: Any, **kwargs: Any) -> Any:
            context = current_context()  # (the request and the app: one look-up for both)
            if reader is not None:
                req = context.request
                read = reader.read(req.args, req.query_string)
                if read is None:
                    return documented(*args, **kwargs)
                kwargs["query"] = read
            body = fast(*args, **kwargs)
            if body is None:
                kwargs.pop("query", None)
                return documented(*args, **kwargs)
            if isinstance(body, Response):
                return body
            body, headers = body if isinstance(body, tuple) else (body, None)
            app = context.app
            if schema is not None and app.config["CHECK_HOT_PATHS"]:
                _check_dump(schema, body)
            return json_response(body, 200, headers, app)

        return view

    return decorate


def _check_dump(schema: ma.Schema, body: Any) -> None:
    """Fail loudly (``CHECK_HOT_PATHS``: the tests) when a hot path's body is not its
    schema's dump of itself."""
    dumped = schema.dump(body)
    if dumped != body:
        missing = sorted(set(body) ^ set(dumped)) if isinstance(body, dict) else []
        raise AssertionError(f"a hot path answered what {type(schema).__name__} would not"
                             f" dump (keys differing: {missing})")


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None,
                  app: Flask | None = None) -> Any:
    """Return ``body`` as the JSON response ``jsonify`` would build (orjson; ``app``: the
    current app, when the caller holds it)."""
    response = (_app() if app is None else app).json.response(body)
    if status != 200:  # (jsonify's own status)
        response.status_code = status
    if headers:
        update(response.headers, headers)  # (werkzeug's update, in one scan)
    return response
