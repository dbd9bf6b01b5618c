"""Games: create, view, end, bots, rematch, transcript and the join QR code."""

from __future__ import annotations

import io
from typing import Any

import segno
from flask import Response, current_app, request
from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.conditional import CONDITIONAL_DESCRIPTION, CONDITIONAL_SCHEMA, parse
from api.http.resources.common import (
    AS_SEAT,
    BODY,
    CONFIG,
    IDEMPOTENCY_KEY,
    IF_NONE_MATCH,
    OPEN_IDEMPOTENCY_KEY,
    acting,
    bearer,
    budgeted,
    current_request,
    errors,
    games,
    hot_path,
    idempotency_key,
    join_url,
    open_idempotency_key,
    reachable_join_url,
    request_header,
)
from api.http.schemas import (
    BotsAddedSchema,
    BotsSchema,
    CreatedSchema,
    CreateGameSchema,
    GameSchema,
)
from api.http.transcript_schemas import TranscriptSchema
from api.problems import ApiError
from api.service.ended import is_over
from api.service.fairdeal import check_chosen_seed
from api.service.seats import identify
from core import Config, get_game
from core.rng import int_from_json
from core.transcript import Transcript

blp = Blueprint("games", __name__, url_prefix="/api/v1/games",
                description="Create games and see them as a seat or a spectator")

#: a token is optional (a seat sees its own hand, no token a spectator); documented as
#: public so that generated clients do not demand one (their token is still sent)
OPTIONAL_AUTH: list[dict[str, list[str]]] = []


def _created(created: dict[str, Any]) -> dict[str, Any]:
    return dict(created, join_url=join_url(created["join_code"]))


@blp.route("")
class GameList(MethodView):
    """The collection of games."""

    @blp.doc(operationId="createGame", parameters=[OPEN_IDEMPOTENCY_KEY])
    @blp.arguments(CreateGameSchema)
    @budgeted(blp, 201)
    @blp.response(201, CreatedSchema)
    @errors(blp, *BODY, CONFIG, "invalid_seat", "invalid_bot_level", "seed_not_allowed",
            "too_many_live_games", "invalid_host", "idempotency_key_reused",
            "store_unavailable")
    def post(self, spec: dict[str, Any]) -> dict[str, Any]:
        """Create a game; the answer's host token is shown only once.

        The body names the game, mode, players, and optionally variants, options, a seed (for
        replays) and bot seats. The answer's ``host_token`` can add bots, start a rematch and
        end the game; players join with ``joinGame`` (the link ``joinGame`` follows ``id``).
        A digital game's ``seed`` may be chosen only when every other seat is a
        bot (whoever knows the seed knows every hand): ``422 seed_not_allowed``.
        """
        check_chosen_seed(spec, current_app.config["CHOSEN_SEEDS"])
        return _created(games().lobby.create(spec, idem=open_idempotency_key()))


def _game(game_id: str) -> Any:
    """``getGame``'s answer: a 304 response, or the caller's view and its headers."""
    service = games()
    req = current_request()  # (taken once: each helper would look it up again)
    # RFC 9110: a list of tags, weak comparison, "*" (any current game), empty: none
    header = request_header(IF_NONE_MATCH, req)
    wanted = None if header is None else parse("If-None-Match", header)
    token = bearer(False, req)
    if wanted is not None:
        # One small read: what a phone polling an unchanged game costs (unless
        # a deadline may have passed: then the clock is told first).  A token is
        # checked before any 304 (a wrong one is 401 with or without a condition):
        # the same read then takes the meta, which holds the seats' token digests.
        if token is None:
            version, timed = service.access.timed_version(game_id)
        else:
            meta, version, _, timed = service.access.timed_head(game_id)
            identify(meta, token, acting(req))
        if wanted.matches(version, weak=True) and not timed:
            return _not_modified(version)
    snap, game, state = service.play.current(game_id)
    if wanted is not None and wanted.matches(snap.version, weak=True):
        return _not_modified(snap.version)
    caller = identify(snap.meta, token, acting(req))
    body = service.views.document(game_id, snap, game, state, caller.seat, caller.held)
    # a seat's view (its hand) is never stored; a spectator's is kept and asked again
    return body, {"ETag": f'"{snap.version}"', "Vary": "Authorization",
                  "Cache-Control": "no-cache" if token is None else "no-store"}


def _not_modified(version: int) -> Response:
    """``304`` with the current version as the ETag (RFC 9110 15.4.5)."""
    return Response(status=304, headers={"ETag": f'"{version}"', "Vary": "Authorization"})


def _get_game_fast(view: Any, game_id: str) -> Any:
    """``getGame`` without flask-smorest's wrapping (see :func:`hot_path`)."""
    return _game(game_id)


@blp.route("/<gameid:game_id>")
class GameResource(MethodView):
    """One game as the caller may see it."""

    @hot_path(_get_game_fast, answer=GameSchema)
    @blp.doc(operationId="getGame", security=OPTIONAL_AUTH, parameters=[AS_SEAT, {
        "in": "header", "name": "If-None-Match", "required": False,
        "schema": CONDITIONAL_SCHEMA,
        "description": 'a previous ETag, e.g. "12": 304 while the game is at a version it'
                       ' names. ' + CONDITIONAL_DESCRIPTION}])
    @blp.response(200, GameSchema, headers={"ETag": {"schema": {"type": "string"},
                                                     "description": "the game's version"}})
    @blp.alt_response(304, description="Not modified since the given ETag")
    @errors(blp, "invalid_token", "not_your_seat", "invalid_seat", "unknown_game",
            "store_unavailable")
    def get(self, game_id: str) -> Any:
        """Return the game as the bearer's seat sees it (no token: a spectator).

        Send a seat token (``Authorization: Bearer <token>``) to see that seat's hand.

        Status, version, players, pending seats, outcome and the game's own view (its hand only
        for its own seat). ``ETag`` is the version: ``If-None-Match`` answers 304 while nothing
        changed, for the cost of one small read.
        """
        return _game(game_id)

    @blp.doc(operationId="endGame", security=[{"bearerAuth": []}])
    @blp.response(204)
    @errors(blp, "invalid_token", "not_host", "unknown_game", "version_conflict",
            "store_unavailable")
    def delete(self, game_id: str) -> None:
        """Host only: end the game now for every phone.

        Needs the host token. A game that never started (``waiting``) is removed: its
        players then see 404 ``unknown_game``, its streams ``event: gone``. Whether it
        started is what it is when the end is applied: a join that takes the last seat
        while the host ends the game starts it, and the end then closes it. A started game
        (``active`` or ``finished``) is closed, not removed: the public log entry
        ``{"type": "ended", "by": "host"}`` is committed like any move (streams and
        long-polls see it in order, then a stream ends with ``event: end``), its join code
        is freed and it no longer counts as a live game. ``getGame`` then answers
        ``finished`` with ``ended_by: "host"`` and the board as it was; its outcome is
        ``{"winners": [], "reason": "ended"}`` unless it had finished by itself (its own
        outcome stays). Moves (undo too), joins and bots are refused 409 ``game_ended``;
        the transcript (a digital game's revealed, as once over), ``getReplay``,
        ``getSession`` and ``rematchGame`` stay open. The game is kept ``ENDED_GAME_TTL``
        seconds (default: ``GAME_TTL``'s). Ending it again changes nothing (204).
        """
        games().lobby.end(game_id, bearer(required=True))


@blp.route("/<gameid:game_id>/bots")
class Bots(MethodView):
    """Server-side bots taking free seats."""

    @blp.doc(operationId="addBots", security=[{"bearerAuth": []}],
             parameters=[IDEMPOTENCY_KEY])
    @blp.arguments(BotsSchema)
    @blp.response(200, BotsAddedSchema)
    @errors(blp, *BODY, "invalid_token", "not_host", "unknown_game", "game_started",
            "game_ended", "seat_taken", "version_conflict", "invalid_seat", "invalid_bot_level",
            "idempotency_key_reused", "store_unavailable")
    def post(self, body: dict[str, Any], game_id: str) -> dict[str, Any]:
        """Host only: let bots take free seats; the game starts once every seat is taken.

        Needs the host token, before the game starts. Bots act as soon as they have a decision,
        in the same commit as the move that gave it to them.
        """
        return games().lobby.add_bots(game_id, bearer(required=True), body["seats"],
                                body.get("levels"), idempotency_key())


@blp.route("/<gameid:game_id>/rematch")
class Rematch(MethodView):
    """A new game with the same setup."""

    @blp.doc(operationId="rematchGame", security=[{"bearerAuth": []}],
             parameters=[IDEMPOTENCY_KEY])
    @budgeted(blp, 201)
    @blp.response(201, CreatedSchema)
    @errors(blp, "invalid_token", "not_host", "unknown_game", "rematch_exists", "invalid_host",
            "version_conflict", "too_many_live_games", "idempotency_key_reused", "invalid_request",
            "store_unavailable")
    def post(self, game_id: str) -> dict[str, Any]:
        """Host only: create a new game with the same config and bots, and a new seed.

        Needs the host token. One rematch per game: a second answers 409 ``rematch_exists`` with
        the rematch's id in ``rematch``.
        """
        return _created(games().lobby.rematch(game_id, bearer(required=True), idempotency_key()))


@blp.route("/<gameid:game_id>/transcript")
class TranscriptResource(MethodView):
    """The game's transcript."""

    @blp.doc(operationId="getTranscript")
    @blp.response(200, TranscriptSchema)
    @errors(blp, "unknown_game", "transcript_hidden", "store_unavailable")
    def get(self, game_id: str) -> dict[str, Any]:
        """Return config, seed and moves (digital mode: only once the game is over).

        A transcript replays the whole game (``checkTranscript``, ``roadtrip referee check``).
        A digital game's would reveal hands, so it is 409 ``transcript_hidden`` until the end
        (or until its host ends it: ``endGame``).
        """
        service = games()
        snap = service.access.load(game_id)
        game = get_game(snap.meta["game"])
        config = Config.from_dict(snap.meta["config"])
        if config.mode == "digital" and not is_over(game, snap.meta, game.from_json(snap.state)):
            raise ApiError(409, "transcript_hidden",
                           "a digital game's transcript reveals hands: it is shown once over")
        return Transcript(game=game.name, config=config, seed=int_from_json(snap.meta["seed"]),
                          moves=service.store.moves(game_id),
                          commitment=snap.meta.get("commitment"),
                          salt=snap.meta.get("salt"),
                          names=[str(seat.get("name") or "")
                                 for seat in snap.meta.get("seats", [])] or None).to_dict()


#: getJoinQr's other media type: the SVG's bytes as a download
DOWNLOAD = "application/octet-stream"


@blp.route("/<gameid:game_id>/join.svg")
class JoinQr(MethodView):
    """A QR code of the join URL."""

    @blp.doc(operationId="getJoinQr", responses={200: {"content": {
        # the same bytes, for a client that asks for a download (and for generators
        # with no SVG type: openapi-python-client reads octet-stream as bytes)
        DOWNLOAD: {"schema": {"type": "string", "format": "binary"}}}}})
    @blp.response(200, {"type": "string"}, content_type="image/svg+xml",
                  description="an SVG QR code of the join URL (image/svg+xml; the same"
                              " bytes as application/octet-stream with Accept asking for"
                              " them only)")
    @errors(blp, "unknown_game", "invalid_host", "store_unavailable")
    def get(self, game_id: str) -> Response:
        """Return an SVG QR code that phones at the table scan to join.

        The code holds ``join_url``, at the first of ``getServer``'s ``lan_urls`` when
        ``join_url`` names this computer only (a server on 0.0.0.0 opened as localhost):
        other phones scan it, and they cannot open localhost. The answer is
        ``image/svg+xml``, or the same bytes as ``application/octet-stream`` when
        ``Accept`` prefers that (generated clients: bytes).
        """
        meta, _, _ = games().access.head(game_id)
        buffer = io.BytesIO()
        segno.make(reachable_join_url(meta["join_code"]), error="m").save(
            buffer, kind="svg", scale=6, border=2, title="Join the game")
        download = request.accept_mimetypes.best_match(["image/svg+xml", DOWNLOAD]) \
            == DOWNLOAD
        return Response(buffer.getvalue(), mimetype=DOWNLOAD if download else "image/svg+xml",
                        # the link depends on the host asked (unless PUBLIC_URL is set):
                        # no shared cache may hand one host's QR code to another
                        headers={"Cache-Control": "private, max-age=3600",
                                 "Vary": "Host, X-Forwarded-Host, X-Forwarded-Proto"})
