"""Players: find a game by its join code and take a seat."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.text import check_name
from api.http.resources.common import (
    BODY,
    OPEN_IDEMPOTENCY_KEY,
    budgeted,
    errors,
    games,
    open_idempotency_key,
)
from api.http.schemas import JoinCodeSchema, JoinedSchema, JoinSchema

blp = Blueprint("players", __name__, url_prefix="/api/v1",
                description="Join a game: by join code, then take a seat")


@blp.route("/join/<string:code>")
class JoinCode(MethodView):
    """A short human join code."""

    @blp.doc(operationId="findByJoinCode")
    @budgeted(blp, 200)
    @blp.response(200, JoinCodeSchema)
    @errors(blp, "unknown_join_code", "store_unavailable")
    def get(self, code: str) -> dict[str, Any]:
        """Return the id of the game this join code names.

        Join codes are short, for people to type; the id is what every other call takes.
        """
        return {"id": games().lobby.find_join_code(code)}


@blp.route("/games/<gameid:game_id>/players")
class Players(MethodView):
    """The seats of a game."""

    @blp.doc(operationId="joinGame", parameters=[OPEN_IDEMPOTENCY_KEY])
    @blp.arguments(JoinSchema)
    @budgeted(blp, 201)
    @blp.response(201, JoinedSchema)
    @errors(blp, *BODY, "unknown_game", "seat_taken", "game_full", "game_ended",
            "version_conflict", "invalid_seat", "idempotency_key_reused", "store_unavailable")
    def post(self, body: dict[str, Any], game_id: str) -> dict[str, Any]:
        """Take the next free seat (or ``seat``); the token is shown only once.

        The game starts when every seat is taken (bot seats count as taken). With an
        ``Idempotency-Key``, a retry of the same body returns the same seat and token.
        """
        check_name(body["name"])
        return games().lobby.join(game_id, body["name"], body.get("seat"),
                                 open_idempotency_key())
