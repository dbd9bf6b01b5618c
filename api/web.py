"""The static web app (``web/``) served at ``/`` when it exists.

Every file is sent with ``Cache-Control: no-cache`` and its ``ETag`` and
``Last-Modified``: browsers keep a copy but revalidate it on each use (a cheap
304), so after a deploy no page ever mixes old and new modules.

The app's own addresses (``/games/<id>``, ``/games/<id>/lobby``, ``/games/<id>/table``,
``/new``, ``/join/<code>``) are History API paths, not files: reloading one, or
opening it from a link, gets ``index.html`` and the app draws that screen.
"""

from __future__ import annotations

import re
from pathlib import Path

from flask import Flask, Response, current_app, send_from_directory
from werkzeug.routing import PathConverter

from api import i18n
from api.problems import ApiError


class WebPath(PathConverter):
    """A path that is not under ``/api/``: unknown API routes stay problem 404s."""

    regex = r"(?!api(?:/|$))(?!healthz$)(?!readyz$)[^/].*?"


def init_app(app: Flask) -> None:
    """Serve ``WEB_DIR/index.html`` at ``/`` and the app's other files beside it."""
    app.url_map.converters["webpath"] = WebPath
    app.add_url_rule("/", "web_index", _index, methods=["GET"])
    app.add_url_rule("/<webpath:filename>", "web_file", _file, methods=["GET"])
    app.add_url_rule("/i18n/<lang>.json", "web_messages", _messages, methods=["GET"])
    app.add_url_rule("/i18n/glossary/<lang>.json", "web_glossary", _glossary, methods=["GET"])


def _messages(lang: str) -> Response:
    """The message catalogue of ``lang``: the same file the API translates with."""
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, "not_found", "no such resource")
    return _revalidated(send_from_directory(i18n.HERE / "messages", f"{lang}.json"))


def _glossary(lang: str) -> Response:
    """The glossary of ``lang`` (card and sign names): one source for web, API and docs."""
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, "not_found", "no such resource")
    return _revalidated(send_from_directory(i18n.HERE / "glossary", f"{lang}.json"))


def _web_dir() -> Path:
    return Path(current_app.config["WEB_DIR"])


def _index() -> Response:
    if not (_web_dir() / "index.html").is_file():
        raise ApiError(404, "not_found", "no web app is installed; the API is under /api/v1")
    return _revalidated(send_from_directory(_web_dir(), "index.html"))


# The single-page app's screens: a reload of one of these paths gets index.html.
SPA_PATHS = re.compile(r"(games/[^/]+(/(lobby|table|end|seat))?|new|join(/[^/]+)?)/?")


def _file(filename: str) -> Response:
    if SPA_PATHS.fullmatch(filename) and not (_web_dir() / filename).is_file():
        return _index()
    return _revalidated(send_from_directory(_web_dir(), filename))


def _revalidated(response: Response) -> Response:
    """Let browsers cache ``response`` only if they revalidate it before each use."""
    response.cache_control.no_cache = True
    response.cache_control.max_age = None
    response.cache_control.public = None
    response.headers.pop("Expires", None)
    # the page's own files are shown, never saved: no name to suggest (bytes on every file)
    response.headers.pop("Content-Disposition", None)
    return response
