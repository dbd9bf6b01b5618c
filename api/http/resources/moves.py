"""Moves: the caller's legal moves, and submitting one."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.conditional import CONDITIONAL_DESCRIPTION, CONDITIONAL_SCHEMA, parse
from api.http.resources.common import (
    AS_SEAT,
    BODY,
    IDEMPOTENCY_KEY,
    IF_MATCH,
    RULES,
    acting,
    bearer,
    budgeted,
    caller_of,
    current_request,
    errors,
    games,
    hot_path,
    idempotency_key,
    request_header,
)
from api.http.schemas import INCLUDES, LegalMovesSchema, MoveQuerySchema, MoveResultSchema
from api.problems import ApiError
from api.service.views import offered_moves

blp = Blueprint("moves", __name__, url_prefix="/api/v1/games/<gameid:game_id>",
                description="Legal moves and submitting moves")

SEAT_ONLY: list[dict[str, list[str]]] = [{"bearerAuth": []}]
MOVE_BODY = {
    "required": True,
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Move"}}},
}


def _seat(meta: dict[str, Any]) -> int:
    return caller_of(meta, required=True).acting_seat("only a seated player has moves")


def _legal_moves(game_id: str) -> dict[str, Any]:
    """``getLegalMoves``' answer: the caller's seat's legal moves now."""
    snap, game, state = games().play.current(game_id)
    seat = _seat(snap.meta)
    moves = offered_moves(game, snap.meta, state, seat)
    return {"game": game.name, "version": snap.version, "moves": moves}


def _legal_fast(view: Any, game_id: str) -> dict[str, Any]:
    """``getLegalMoves`` without flask-smorest's wrapping (see :func:`hot_path`)."""
    return _legal_moves(game_id)


@blp.route("/legal-moves")
class LegalMoves(MethodView):
    """The caller's legal moves now."""

    @hot_path(_legal_fast, answer=LegalMovesSchema)
    @blp.doc(operationId="getLegalMoves", security=SEAT_ONLY, parameters=[AS_SEAT])
    @blp.response(200, LegalMovesSchema)
    @errors(blp, "invalid_token", "not_your_seat", "invalid_seat", "unknown_game",
            "store_unavailable")
    def get(self, game_id: str) -> dict[str, Any]:
        """Return every move the caller's seat may make now; each can be POSTed as is.

        Needs a seat token. Empty while it is not the seat's decision or the game is not
        active; once a referee game is finished, ``undo`` (taking back the report that ended
        it) until the host starts a rematch. Under a game's own path the moves are that
        game's ``Move`` type, exactly the type ``postMove`` takes there.
        """
        return _legal_moves(game_id)


def _move(game_id: str, include: frozenset[str]) -> tuple[dict[str, Any], dict[str, str]]:
    req = current_request()
    move = req.get_json(silent=True)
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise ApiError(422, "invalid_request", "a move is a JSON object with a string type",
                       errors={"type": ["Missing data for required field."]})
    key = idempotency_key(req)
    header = request_header(IF_MATCH, req)
    condition = parse("If-Match", header)
    # "*": any current game (a move needs one anyway); a list: one of its strong tags
    if_match = None if condition is None or condition.any else condition.versions(weak=False)
    try:
        answer = games().play.move(game_id, bearer(True, req), move, if_match, key, include,
                                   acting(req))
    except ApiError as error:
        # an If-Match naming no version at all (a content ETag): say which version to send
        if error.code != "version_conflict" or if_match is None or if_match:
            raise
        raise not_a_version(game_id, header or "") from None
    # the new version, ready to be sent back as If-Match with the next move
    return answer, {"ETag": f'"{answer["version"]}"'}


def not_a_version(game_id: str, header: str) -> ApiError:
    """The 409 of an ``If-Match`` that is no version (a content ETag of getLegalMoves or
    getLog, say): it names the version to send instead, which a bare "at version 4, not -1"
    did not."""
    version = games().access.version(game_id)
    tag = header.strip()[:80]
    return ApiError(409, "version_conflict",
                    f"If-Match {tag} is not a version but a content tag (getLegalMoves and"
                    f" getLog send those as ETags); the game is at version {version}: send"
                    f' If-Match: "{version}"')


def _post_fast(view: Any, game_id: str, query: dict[str, Any]) -> Any:
    """``postMove`` without flask-smorest's wrapping (see :func:`hot_path`): ``query`` is
    what MoveQuerySchema loads."""
    return _move(game_id, frozenset(query["include"]))


@blp.route("/moves")
class Moves(MethodView):
    """The moves of a game."""

    @hot_path(_post_fast, query=MoveQuerySchema, answer=MoveResultSchema)
    @blp.doc(operationId="postMove", security=SEAT_ONLY, requestBody=MOVE_BODY, parameters=[
        {"in": "header", "name": "If-Match", "required": False, "schema": CONDITIONAL_SCHEMA,
         "description": 'the game\'s version the move was chosen at, quoted: "12" (the'
                        " `version` of getLegalMoves' answer, getGame's ETag or the last"
                        " move's ETag), or a list of them (any matches; a weak tag never"
                        " does); stale: 409. Not a content ETag (getLegalMoves', getLog's):"
                        " those are hashes, answered 409 with the version to send. "
                        + CONDITIONAL_DESCRIPTION},
        IDEMPOTENCY_KEY, AS_SEAT,
        # written out: a doc's parameters replace the ones flask-smorest derives from
        # MoveQuerySchema (QueryList: exploded or comma-separated, both read)
        {"in": "query", "name": "include", "required": False, "style": "form",
         "explode": True, "schema": {"type": "array", "items": {"type": "string",
                                                                "enum": list(INCLUDES)}},
         "description": MoveQuerySchema().fields["include"].metadata["description"]}])
    @blp.arguments(MoveQuerySchema, location="query")
    @budgeted(blp, 200)
    @blp.response(200, MoveResultSchema)
    # not_host: a seat's token sending the table's move (the close of a held end)
    @errors(blp, *BODY, "invalid_token", "not_your_seat", "not_host", "invalid_seat",
            "unknown_game", "version_conflict",
            "game_not_started", "game_ended", "idempotency_key_reused", RULES,
            "store_unavailable")
    def post(self, query: dict[str, Any], game_id: str) -> Any:
        """Submit one move for the caller's seat; bots answer in the same commit.

        Needs a seat token. The move must be one ``getLegalMoves`` lists; a refused move
        answers 422 with the rule's ``code`` and ``rule`` and changes nothing. ``If-Match``
        makes it conditional on the version; ``Idempotency-Key`` makes a retry safe. The
        answer's ``ETag`` is the new version.
        With ``?include=view,legal_moves`` the answer also carries the caller's
        new view and next legal moves: a client plays one request per move.
        """
        return _move(game_id, frozenset(query["include"]))
