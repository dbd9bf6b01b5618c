"""The floor of :mod:`bench.peer_bgio.floor_app` served through Flask: the stack plus Flask.

The same operations, state, round trips and pushes, as Flask views (a request
context per request, URL routing, ``request`` proxies, a response object), with
no hooks and no flask-smorest: what Flask itself adds to a streamed move.  The
Flask class is the product's own (:class:`api.http.app_class.RoadtripFlask`:
no sessions, URL matches remembered) and so are its answers (``app.response_class``:
headers handed to the server without a second check), so what they save per request
is not counted against Roadtrip.

    gunicorn -k gevent -w 2 --bind 127.0.0.1:PORT bench.peer_bgio.floor_flask:app
"""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response, request

from api.http.app_class import RoadtripFlask
from bench.peer_bgio import floor_app

app = RoadtripFlask(__name__)


def _json(status: str, body: Any) -> Response:
    # the product's answers (headers handed to the server without a second check)
    return app.response_class(orjson.dumps(body), status=status, mimetype="application/json")


def _token() -> str:
    return request.headers.get("Authorization", "").partition(" ")[2]


@app.get("/readyz")
def ready() -> Response:
    """Ready."""
    return _json("200 OK", {"ready": True})


@app.post("/api/v1/games")
def create() -> Response:
    """Create a game."""
    return _json("201 Created", floor_app.create())


@app.post("/api/v1/games/<game_id>/players")
def join(game_id: str) -> Response:
    """Seat a player."""
    return _json("201 Created", floor_app.join(game_id))


@app.post("/api/v1/games/<game_id>/moves")
def move(game_id: str) -> Response:
    """Apply one move."""
    return _json(*floor_app.move(game_id, _token(), orjson.loads(request.get_data()),
                                 request.headers.get("If-Match")))


@app.get("/api/v1/games/<game_id>/events")
def events(game_id: str) -> Response:
    """Push the game to the caller after every move."""
    seat = floor_app.seat_of(game_id, _token())
    if seat is None:
        return _json("401 Unauthorized", {"code": "invalid_token"})
    return app.response_class(floor_app.events(game_id, seat), mimetype="text/event-stream",
                    headers={"Cache-Control": "no-store"})
