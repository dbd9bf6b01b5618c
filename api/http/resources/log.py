"""The game's log: events the caller may see, with a long-poll for new ones."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.current import current_flask
from api.http.resources.common import caller_of, errors, games, hot_path
from api.http.resources.games import OPTIONAL_AUTH
from api.http.schemas import LogQuerySchema, LogSchema
from api.live.live import deadline_due, wait_for_events
from api.live.shared_answers import log_document, woken_log_answer

blp = Blueprint("log", __name__, url_prefix="/api/v1/games/<gameid:game_id>/log",
                description="The game's events, with waiting for new ones")


def _log_fast(view: Any, game_id: str, query: dict[str, Any]) -> Any:
    """``getLog`` without flask-smorest's wrapping (see :func:`hot_path`): a woken
    long-poll is one of thousands answered at once.  ``query`` is what LogQuerySchema
    loads."""
    return _log(game_id, query["after"], query["wait"])


@blp.route("")
class Log(MethodView):
    """The events of a game."""

    @hot_path(_log_fast, query=LogQuerySchema, answer=LogSchema)
    @blp.doc(operationId="getLog", security=OPTIONAL_AUTH)
    @blp.arguments(LogQuerySchema, location="query")
    @blp.response(200, LogSchema)
    @errors(blp, "invalid_token", "not_your_seat", "invalid_seat", "unknown_game",
            "invalid_request", "store_unavailable",
            "too_many_streams")
    def get(self, query: dict[str, Any], game_id: str) -> dict[str, Any] | Response:
        """Return events with an index above ``after``, waiting up to ``wait`` s for one.

        Send a seat token (``Authorization: Bearer <token>``) to see that seat's private
        details (its drawn cards).

        The wait holds neither a worker nor a Redis connection: the process's
        hub (:mod:`api.hub`) wakes the request when the game commits, so
        thousands of phones can wait on one process.
        """
        return _log(game_id, query["after"], query["wait"])


def _log(game_id: str, after: int, wait: float) -> dict[str, Any] | Response:
    """``getLog``'s answer: the events above ``after``, waiting up to ``wait`` s for one."""
    service = games()
    store = service.store  # (a property: asked once, not at each of its uses)
    meta, version, last, timed = service.access.timed_head(game_id)
    seat = caller_of(meta).seat
    due = None  # when a pending deadline may act (None: none pending)
    if timed:  # a deadline may have passed: let it act (and be logged) first
        snap, game, state = service.play.current(game_id)
        version, last = snap.version, snap.events
        due = deadline_due(snap, game, state) if snap.timed else None
    app = current_flask()  # (one lookup for its config and, if woken, its response class)
    wait = min(wait, float(app.config["LOG_WAIT_MAX"]))
    wait = wait if after >= last else 0.0
    read = None
    if wait > 0:
        with store.hub.watch(game_id) as watch:
            found, newest, read = wait_for_events(service, watch, game_id, after, wait, due)
    else:
        found, newest = store.events_since(game_id, after)
    if found and read is not None and version <= newest and last <= found[-1][0]:
        # Woken by an announcement with the other waiters of this process: the
        # answer is theirs too (the same entries and cursor), built once per seat
        # class.  Entries committed after this request's head read always carry
        # a newer version and index; the check keeps any other case per request.
        return woken_log_answer(store.hub, read, meta["game"], newest, found, seat,
                                app.response_class)
    if found:
        last = max(last, found[-1][0])
        # the newest entry's id carries its version: no extra read
        version = max(version, newest)
    return log_document(meta["game"], version, last, found, seat)
