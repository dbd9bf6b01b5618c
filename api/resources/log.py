"""The game's log: events the caller may see, with a long-poll for new ones."""

from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.resources.common import bearer, errors, games
from api.schemas import LogQuerySchema, LogSchema
from api.service import identify
from core.protocol import event_for

blp = Blueprint("log", __name__, url_prefix="/api/v1/games/<gameid:game_id>/log",
                description="The game's events, with waiting for new ones")


@blp.route("")
class Log(MethodView):
    """The events of a game."""

    @blp.doc(operationId="getLog", security=[{"bearerAuth": []}, {}])
    @blp.arguments(LogQuerySchema, location="query")
    @blp.response(200, LogSchema)
    @errors(blp, 401, 404, 422, 503)
    def get(self, query: dict[str, Any], game_id: str) -> dict[str, Any]:
        """Return events with an index above ``after``, waiting up to ``wait`` s for one.

        The wait blocks on Redis (``XREAD BLOCK``), not on a worker: under
        gevent hundreds of phones can wait at once.
        """
        service = games()
        meta, version, last = service.head(game_id)
        seat = identify(meta, bearer()).seat
        wait = min(query["wait"], float(current_app.config["LOG_WAIT_MAX"]))
        wait = wait if query["after"] >= last else 0.0
        found = service.store.events(game_id, query["after"], wait)
        if found:
            last = max(last, found[-1][0])
            if wait:
                version = service.version(game_id)
        return {"version": version, "last": last,
                "events": [{"index": i, "event": event_for(e, seat)} for i, e in found]}
