"""Security headers: the full set on documents, ``nosniff`` on every answer.

On documents (HTML, and SVG, which a browser opened on its own also runs as a page)
and on the service worker's script (a worker runs under its own answer's policy):

- ``Content-Security-Policy``: only the app's own origin for scripts, styles,
  images, fetches and the manifest; no inline script or style attribute, no
  plugin, no ``<base>``; ``frame-ancestors 'none'`` (nobody may frame the page:
  join codes travel in its URL).
- ``X-Frame-Options: DENY`` for browsers that predate ``frame-ancestors``.
- ``Referrer-Policy: no-referrer`` (a join URL never leaks to another site
  through ``Referer``).
- ``Permissions-Policy``: every powerful feature off except the screen wake
  lock for the app itself (a phone on the table keeps its screen on).
- ``Cross-Origin-Opener-Policy: same-origin``.

These govern what a page may do; a browser reads them only where a page is
made from the answer.  A script, a stylesheet or an image runs under the policy
of the page that loaded it, so those carry only ``X-Content-Type-Options:
nosniff`` (which matters on exactly them: a JSON answer is never run as a
script, nor a text as a stylesheet) — ~600 bytes fewer on each of the answers a
phone's first load waits for.

An API answer (``/api/``) carries ``Content-Security-Policy: default-src 'none'``
and ``X-Frame-Options: deny`` besides (as GitHub's API does, ~60 bytes): opened on
its own in a tab, or framed, it can load, run and show nothing.  One with a token
in it (``createGame``, ``joinGame``, ``rematchGame``) or answering a request that
sent one (a seat's view, its hand, its legal moves) gets ``Cache-Control:
no-store``: no shared or browser cache keeps a seat's secrets (a view's own
``private, max-age`` stays: a finished game's replay is cached on purpose).

A header a view set itself is kept.  Every answer pays for this, so the
common case (the view set none of them) is one scan of the answer's few
headers and one ``extend``.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter

from flask import Flask, Request, Response, has_request_context, request
from werkzeug.datastructures import Headers

from api.guard.current import current_request as _current
from api.guard.hook_chains import given_request

CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])
PERMISSIONS = ", ".join([
    "screen-wake-lock=(self)", "camera=()", "microphone=()", "geolocation=()",
    "payment=()", "usb=()",
])
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PERMISSIONS,
    "Cross-Origin-Opener-Policy": "same-origin",
}


#: what every answer carries, whatever it is
EVERY_ANSWER = {"X-Content-Type-Options": "nosniff"}
#: what an API answer (JSON, a problem, a stream) carries
API_ANSWER = {**EVERY_ANSWER, "Content-Security-Policy": "default-src 'none'",
              "X-Frame-Options": "deny"}
#: answers that hand out a token: never kept by a cache
TOKEN_ENDPOINTS = frozenset({"games.GameList", "players.Players", "games.Rematch"})
#: the media types a browser makes a page of (and so runs under these headers)
DOCUMENTS = frozenset({"text/html", "image/svg+xml"})
#: scripts that run on their own, under the policy of their own answer: the service worker
WORKERS = frozenset({"/sw.js"})


def _checked(items: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """Return ``items`` as header pairs, each value checked once by werkzeug (``Headers``
    refuses a line break) so an answer can take them without the check again."""
    return tuple(Headers(items).items())


_ITEMS = _checked(SECURITY_HEADERS)
_NAMES = frozenset(name.lower() for name in SECURITY_HEADERS)
_EVERY = _checked(EVERY_ANSWER)
_API = _checked(API_ANSWER)
#: a header pair's name
_name = itemgetter(0)
_API_NO_STORE = _checked({**API_ANSWER, "Cache-Control": "no-store"})
#: the request object behind Flask's proxy: one context lookup instead of one per use


def lowered_names(headers: Headers) -> list[str]:
    """Return the names of an answer's headers, lower-cased, in order (in C: no Python
    frame per header)."""
    return list(map(str.lower, map(_name, headers._list)))


def first_value(headers: Headers, names: list[str], lowered: str) -> str | None:
    """Return the first value of the header ``lowered`` (a lower-cased name) given the
    answer's :func:`lowered_names`, or None: what ``headers.get(name)`` answers."""
    if lowered not in names:
        return None
    value: str = headers._list[names.index(lowered)][1]
    return value


def header(headers: Headers, name: str) -> str | None:
    """Return an answer's header ``name`` (its first value), or None when it has none.

    werkzeug's ``name in headers`` and ``headers.get(name)`` raise and catch a
    ``BadRequestKeyError`` (an HTTP exception, ~2.5 us) for every name an answer
    lacks, and the hooks ask after absent ones on every answer; one scan of its
    few headers costs a third of that.
    """
    lowered = name.lower()
    for key, value in headers:
        if key.lower() == lowered:
            return value
    return None


def update(headers: Headers, items: Mapping[str, str]) -> None:
    """Set each of ``items`` on an answer's headers, as ``headers.update(items)`` does.

    werkzeug's ``update`` sets each item alone (a scan of the answer's headers,
    lower-casing each, ~13 calls an item).  Here the answer's names are
    lower-cased once; a name it lacks (every name a hot path sets on its fresh
    answer) is appended by werkzeug's ``add``, which checks the value as ``set``
    does; a name it has is set by werkzeug.  A value that is not a string (a list
    werkzeug would set as several headers) goes through werkzeug's ``update``.
    """
    present = set(lowered_names(headers))
    for name, value in items.items():
        if not isinstance(value, str):
            headers.update({name: value})
            continue
        lowered = name.lower()
        if lowered in present:
            headers.set(name, value)
        else:
            headers.add(name, value)
            present.add(lowered)


def add_vary(response: Response, name: str) -> None:
    """Add ``name`` to the answer's ``Vary``, as ``response.vary.add(name)`` does.

    ``response.vary`` parses the header into a set and writes it back through a
    callback (~10 us, with the exception above when there is none), and two hooks
    add to it on most answers: a header of plain names is read and written here.
    """
    headers = response.headers
    own = headers._list
    names = lowered_names(headers)
    if "vary" not in names:
        headers.add("Vary", name)  # (werkzeug's set of an absent name: its checked append)
        return
    at = [index for index, key in enumerate(names) if key == "vary"]
    current = own[at[0]][1]
    if '"' in current:  # a quoted value: werkzeug's parser knows its rules
        response.vary.add(name)
        return
    names = [part.strip() for part in current.split(",") if part.strip()]
    if name.lower() not in map(str.lower, names):
        joined = ", ".join([*names, name])
        if len(at) == 1:
            headers[at[0]] = ("Vary", joined)  # (werkzeug's set in place: value checked)
        else:
            headers["Vary"] = joined  # werkzeug's set: the first replaced, the others gone


def _mimetype(content_type: str | None) -> str | None:
    """Return the media type of a ``Content-Type`` value, as werkzeug's
    ``Response.mimetype`` reads it (``tests/api/test_security_headers.py`` pins it)."""
    return content_type.split(";")[0].strip() if content_type else None


def is_document(response: Response) -> bool:
    """Whether a browser would make a page (or a worker) of ``response``."""
    return response.mimetype in DOCUMENTS or (has_request_context() and request.path in WORKERS)


@given_request
def add_security_headers(response: Response, req: Request | None = None) -> Response:
    """Add :data:`SECURITY_HEADERS` to a document, :data:`API_ANSWER` to an API answer,
    :data:`EVERY_ANSWER` to anything else (keeping any the view set); ``Cache-Control:
    no-store`` on an API answer that holds or answers a token (a ``no-cache`` the view
    chose becomes ``no-store``; any other choice stays).

    Every answer pays for this (a move's too): one context lookup, one scan of the
    answer's few headers, one append of pairs werkzeug checked at import (its ``extend``
    would check each value again: five calls a header).
    """
    headers = response.headers
    if req is None and has_request_context():  # (not handed by the hook chain)
        req = _current()
    path = "" if req is None else req.path
    # the answer's names lower-cased once, in C: its type, its Cache-Control and whether
    # the view set any of these headers are read off them (no Python frame per header)
    names = lowered_names(headers)
    if _mimetype(first_value(headers, names, "content-type")) in DOCUMENTS \
            or path in WORKERS:
        items = _ITEMS
    elif req is not None and path.startswith("/api/"):
        items = _API
        if "HTTP_AUTHORIZATION" in req.environ or req.endpoint in TOKEN_ENDPOINTS:
            current = first_value(headers, names, "cache-control")
            if current is None:
                items = _API_NO_STORE
            elif current.startswith("no-cache"):
                headers["Cache-Control"] = "no-store" + current[len("no-cache"):]
    else:
        items = _EVERY
    if not _NAMES.isdisjoint(names):
        for name, value in items:  # rare: keep what the view chose, add the rest
            headers.setdefault(name, value)
    else:
        headers._list.extend(items)  # (werkzeug's list of pairs; each checked: _checked)
    return response


def init_app(app: Flask) -> None:
    """Add the security headers to every response, errors included.

    The list is also left in ``app.extensions["security_headers"]``, where
    gunicorn's own error answers (414, 431: :mod:`api.run.gunicorn_conf`) read it.
    """
    app.extensions["security_headers"] = dict(SECURITY_HEADERS)
    app.after_request(add_security_headers)
