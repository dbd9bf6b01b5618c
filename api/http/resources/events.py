"""The game's events as a Server-Sent Events stream (``text/event-stream``)."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.resources.common import caller_of, errors, games
from api.http.resources.games import OPTIONAL_AUTH
from api.http.schemas import EventsHeadersSchema, EventsQuerySchema
from api.live.live import stream

blp = Blueprint("events", __name__, url_prefix="/api/v1/games/<gameid:game_id>/events",
                description="The game's events pushed as they happen (Server-Sent Events)")

STREAM_DOC = """\
A `text/event-stream` (Server-Sent Events). Each log entry is sent once, in
order, as

    id: <index>
    event: log
    data: {"index": <index>, "event": {...}}

(the same entries, as the caller may see them, that getLog returns). With
`include=view` each change is followed by `event: view` (no id) whose data is
`{"game", "version", "view": <what getGame answers>}`, and `"legal_moves": [...]`
with `include=view,legal_moves` (StreamView). A `: heartbeat`
comment is sent after 15 s without data. The stream ends with `event: end`
once the game is over, `event: gone` when it is ended or expires, and
otherwise after a while without an event (the client reconnects; its
`Last-Event-ID` resumes after the last entry it got). The `data` of each event is
published as a schema: `log` StreamLog, `view` StreamView, `end`/`gone` StreamEnd
(named in this media's `x-events`); the Python client's
`roadtrip_client.stream.iter_events` and the TypeScript `followEvents`
(the roadtrip-client package in clients/typescript) read them typed."""


#: The stream as generators see it: a string (OpenAPI 3.1 has no schema per event);
#: each event's ``data`` is a component, named in the media's ``x-events``
#: (:mod:`api.openapi.stream`): StreamLog, StreamView, StreamEnd.
EVENT_SCHEMA = {"type": "string",
                "description": "Server-Sent Events: `id`, `event` and `data` lines; each"
                               " `data` is one line of JSON (see x-events for its schema)"}


@blp.route("")
class Events(MethodView):
    """The game's events, pushed."""

    @blp.doc(operationId="getEvents", security=OPTIONAL_AUTH)
    @blp.arguments(EventsHeadersSchema, location="headers")
    @blp.arguments(EventsQuerySchema, location="query")
    @blp.response(200, EVENT_SCHEMA, content_type="text/event-stream",
                  description=STREAM_DOC)
    @errors(blp, "invalid_token", "not_your_seat", "invalid_seat", "unknown_game",
            "invalid_request", "store_unavailable",
            "too_many_streams")
    def get(self, headers: dict[str, Any], query: dict[str, Any], game_id: str) -> Response:
        """Stream the events the caller may see (its seat's private ones only to it)."""
        service = games()
        meta = service.access.head(game_id)[0]
        seat = caller_of(meta).seat
        resume = headers.get("last_event_id")
        after = query["after"] if resume is None else int(resume)
        lifetime = float(current_app.config["EVENTS_MAX_SECONDS"])
        idle = float(current_app.config["EVENTS_IDLE_SECONDS"])
        body = stream(service, game_id, seat, after, frozenset(query["include"]), lifetime,
                      idle)
        # direct_passthrough: the server iterates the stream's own generator and closes
        # it itself (WSGI's close), without werkzeug's ClosingIterator and encoding
        # generator around it: two Python frames resumed a write, for every phone.  It
        # writes bytes only; compression leaves the type alone (not in
        # COMPRESS_MIMETYPES: tests/api/test_events.py's passthrough test)
        return Response(body, mimetype="text/event-stream", direct_passthrough=True, headers={
            # no-transform: a proxy must neither compress nor buffer the stream
            "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no",
            "Vary": "Authorization"})
