"""The static web app (``web/``) served at ``/`` when it exists.

Every file is sent with ``Cache-Control: no-cache`` and its ``ETag`` and
``Last-Modified``: browsers keep a copy but revalidate it on each use (a cheap
304), so after a deploy no page ever mixes old and new modules.

The app's own addresses (``/games/<id>``, ``/games/<id>/lobby``, ``/games/<id>/table``,
``/new``, ``/join/<code>``) are History API paths, not files: reloading one, or
opening it from a link, gets ``index.html`` and the app draws that screen.

The modules under ``/js/`` are answered bundled (:mod:`api.http.bundle`): the first
screen's code in one answer, a game's screen code when a game of that kind opens.
The app's words come in one answer per language (``/i18n/web/<lang>.json``): only
the keys the app shows, the gaps filled from English, and the glossary.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from flask import Flask, Response, current_app, request, send_from_directory
from werkzeug.routing import PathConverter
from werkzeug.wrappers import Response as BaseResponse

from api import i18n
from api.http.bundle import BundleError, Bundler
from api.problems import ApiError
from core import game_names

log = logging.getLogger(__name__)
#: the catalogue keys the web app shows (``web.*`` and the words of cards, options,
#: decisions, modes, variants, reasons); the rest (refusals, rules, the CLI) is the
#: API's, which the app gets already translated in the API's answers
WEB_PREFIXES = ("web.", "bot_level.", "card.", "card_text.", "cardoption.", "decision.", "mode.",
                "option.", "reason.", "stuck.", "variant.")


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
    app.add_url_rule("/i18n/web/<lang>.json", "web_words", _words, methods=["GET"])
    app.config.setdefault("WEB_BUNDLE", True)


def web_words(lang: str) -> bytes:
    """The app's words in ``lang`` as sent: ``{"words": {key: text}, "glossary": {...}}``.

    English fills a key ``lang`` lacks, so a phone fetches one language, never two.  Each
    installed game's own words (:func:`api.i18n.game_messages`) come as ``<game>.<key>``.
    """
    return _web_words(lang, tuple(game_names()))


@cache
def _web_words(lang: str, games: tuple[str, ...]) -> bytes:
    english, own = i18n.messages(i18n.DEFAULT), i18n.messages(lang)
    words = {key: own.get(key, text) for key, text in english.items()
             if key.startswith(WEB_PREFIXES)}
    for name in games:
        words.update(i18n.game_messages(name, lang))
    body = {"words": words, "glossary": i18n.glossary(lang)}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def _words(lang: str) -> BaseResponse:
    """The words of the web app in ``lang`` (:func:`web_words`), one answer per language."""
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, "not_found", "no such resource")
    body = web_words(lang)
    response = Response(body, mimetype="application/json")
    response.set_etag(hashlib.sha256(body).hexdigest()[:20])
    return _revalidated(response.make_conditional(request))


def _messages(lang: str) -> BaseResponse:
    """The message catalogue of ``lang``: the same file the API translates with."""
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, "not_found", "no such resource")
    return _revalidated(send_from_directory(i18n.HERE / "messages", f"{lang}.json"))


def _glossary(lang: str) -> BaseResponse:
    """The glossary of ``lang`` (card and sign names): one source for web, API and docs."""
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, "not_found", "no such resource")
    return _revalidated(send_from_directory(i18n.HERE / "glossary", f"{lang}.json"))


def _web_dir() -> Path:
    return Path(current_app.config["WEB_DIR"])


def _index() -> BaseResponse:
    if not (_web_dir() / "index.html").is_file():
        raise ApiError(404, "not_found", "no web app is installed; the API is under /api/v1")
    return _revalidated(send_from_directory(_web_dir(), "index.html"))


# The single-page app's screens: a reload of one of these paths gets index.html.
SPA_PATHS = re.compile(r"(games/[^/]+(/(lobby|table|end|seat|replay|claim/[0-9]+))?"
                       r"|new|replay|join(/[^/]+)?)/?")


_bundlers: dict[Path, Bundler] = {}


def _bundled(filename: str) -> BaseResponse | None:
    """``filename``'s bundled answer (:mod:`api.http.bundle`), or None to send the file as it is."""
    if not current_app.config["WEB_BUNDLE"] or not (
            filename.startswith("js/") and filename.endswith(".js")):
        return None
    web_dir = _web_dir().resolve()
    bundler = _bundlers.setdefault(web_dir, Bundler(web_dir))
    try:
        text = bundler.answer(filename)
    except BundleError as error:
        # the app still works from its files, only with more requests
        log.warning("web modules sent unbundled: %s", error)
        return None
    if text is None:
        return None
    response = Response(text, mimetype="text/javascript")
    response.set_etag(hashlib.sha256(text.encode()).hexdigest()[:20])
    # validators as a file from disk has
    response.last_modified = datetime.fromtimestamp(int(bundler.modified()), UTC)
    return _revalidated(response.make_conditional(request))


def _file(filename: str) -> BaseResponse:
    if SPA_PATHS.fullmatch(filename) and not (_web_dir() / filename).is_file():
        return _index()
    bundled = _bundled(filename)
    if bundled is not None:
        return bundled
    return _revalidated(send_from_directory(_web_dir(), filename))


def _revalidated(response: BaseResponse) -> BaseResponse:
    """Let browsers cache ``response`` only if they revalidate it before each use."""
    response.cache_control.no_cache = True
    response.cache_control.max_age = None
    del response.cache_control.public
    response.headers.pop("Expires", None)
    # the page's own files are shown, never saved: no name to suggest (bytes on every file)
    response.headers.pop("Content-Disposition", None)
    return response
