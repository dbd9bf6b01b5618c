"""Players: find a game by its join code and take a seat."""

from __future__ import annotations

import io
from typing import Any

import segno
from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.text import check_name
from api.http.resources.common import (
    BODY,
    IDEMPOTENCY_KEY,
    OPEN_IDEMPOTENCY_KEY,
    bearer,
    budgeted,
    errors,
    games,
    idempotency_key,
    open_idempotency_key,
    reachable_join_url,
)
from api.http.schemas import (
    JoinCodeSchema,
    JoinedSchema,
    JoinSchema,
)
from api.http.seat_schemas import ClaimedSchema, ClaimSchema, HandoverSchema, HeldSeatSchema

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


@blp.route("/games/<gameid:game_id>/held-seats")
class HeldSeats(MethodView):
    """Seats of players without a phone, held by the host's token."""

    @blp.doc(operationId="addHeldSeat", security=[{"bearerAuth": []}],
             parameters=[IDEMPOTENCY_KEY])
    @blp.arguments(JoinSchema)
    @budgeted(blp, 201)
    @blp.response(201, HeldSeatSchema)
    @errors(blp, *BODY, "invalid_token", "not_host", "unknown_game", "seat_taken", "game_full",
            "game_ended", "version_conflict", "invalid_seat", "idempotency_key_reused",
            "store_unavailable")
    def post(self, body: dict[str, Any], game_id: str) -> dict[str, Any]:
        """Host only: seat a player without a phone (the next free seat, or ``seat``).

        The host's token holds the seat: it reads and moves for it with ``?as=<seat>``
        (getGame, getLegalMoves, postMove, getLog, getEvents), under that seat's rules.
        One device for the whole table: the host holds every seat. The seat can go to a
        phone of its own later (handOverSeat). The game starts when every seat is taken.
        """
        check_name(body["name"])
        return games().lobby.hold(game_id, bearer(required=True), body["name"],
                                  body.get("seat"), idempotency_key())


@blp.route("/games/<gameid:game_id>/seats/<int:seat>/handover")
class Handover(MethodView):
    """A seat's one-time hand-over link."""

    @blp.doc(operationId="handOverSeat", security=[{"bearerAuth": []}])
    @blp.response(201, HandoverSchema)
    # not_found: a seat in the path that is no number (-1, "x") names no route
    @errors(blp, "invalid_token", "not_your_seat", "invalid_seat", "unknown_game", "not_found",
            "game_ended", "version_conflict", "store_unavailable")
    def post(self, game_id: str, seat: int) -> dict[str, Any]:
        """Make a link that hands ``seat`` to another phone; the caller must hold the seat.

        The link is as secret as a seat token and works once (claimSeat); a new link
        replaces the last. Nothing changes for anyone until it is used.
        """
        answer = games().handovers.offer(game_id, bearer(required=True), seat)
        base = reachable_join_url("X").rsplit("/?join=", 1)[0]
        url = f"{base}/games/{game_id}/claim/{seat}#{answer['secret']}"
        # the QR code comes in the answer: a GET of it would put the secret in a URL
        buffer = io.BytesIO()
        segno.make(url, error="m").save(buffer, kind="svg", scale=5, border=2,
                                        title="Take the seat")
        return {**answer, "url": url, "qr_svg": buffer.getvalue().decode()}


@blp.route("/games/<gameid:game_id>/seats/<int:seat>/claim")
class Claim(MethodView):
    """Taking a seat by its hand-over link."""

    @blp.doc(operationId="claimSeat", security=[{}, {"bearerAuth": []}])
    @blp.arguments(ClaimSchema)
    @budgeted(blp, 200)
    @blp.response(200, ClaimedSchema)
    @errors(blp, *BODY, "invalid_token", "invalid_handover", "invalid_seat", "unknown_game",
            "not_found", "game_ended", "version_conflict", "store_unavailable")
    def post(self, body: dict[str, Any], game_id: str, seat: int) -> dict[str, Any]:
        """Take ``seat`` by its hand-over secret (handOverSeat); it works once.

        Without a token the answer carries a new seat token (shown once). With this game's
        token (the host's, or a seat's) that token holds the seat from now on: a seat goes
        back to the host's phone the way it left. The phone that held the seat is told by
        the log entry ``handed_over``. A wrong or used secret: 403 invalid_handover, and
        nothing changes.
        """
        return games().handovers.claim(game_id, bearer(), seat, body["secret"])
