"""A game's replay (every step's public views) and its session (games chained by rematch)."""

from __future__ import annotations

from typing import Any

from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from api.guard.conditional import parse
from api.http.replay_schemas import (
    ConditionalHeadersSchema,
    ReplayQuerySchema,
    ReplaySchema,
    SessionSchema,
    TranscriptReplaySchema,
)
from api.http.resources.common import BODY, bearer, budgeted, errors, games
from api.http.resources.games import OPTIONAL_AUTH
from api.http.resources.transcripts import refuse_what_the_document_forbids, whole_numbers
from api.http.transcript_schemas import TranscriptSchema
from api.service.replay import replay_page, session, transcript_page

blp = Blueprint("replay", __name__, url_prefix="/api/v1/games/<gameid:game_id>",
                description="Looking back: a game step by step, and the evening's games")

#: a posted transcript's steps (the viewer's "check a transcript by eye")
checked = Blueprint("transcript_replay", __name__, url_prefix="/api/v1/transcripts",
                    description="Referee checks of recorded games")

#: a finished game that can no longer change: cached for a year
IMMUTABLE = "max-age=31536000, immutable"


@blp.route("/replay")
class Replay(MethodView):
    """A game step by step."""

    @blp.doc(operationId="getReplay", security=OPTIONAL_AUTH)
    @blp.arguments(ConditionalHeadersSchema, location="headers")
    @blp.arguments(ReplayQuerySchema, location="query")
    @blp.response(200, ReplaySchema, headers={"ETag": {"schema": {"type": "string"},
                                                       "description": "the game's version"}})
    @blp.alt_response(304, description="Not modified since the given ETag")
    @errors(blp, "invalid_token", "unknown_game", "invalid_request", "invalid_step_range",
            "step_out_of_range", "store_unavailable")
    def get(self, _headers: dict[str, Any], query: dict[str, Any], game_id: str) -> Any:
        """Return the table after each move ``from``..``to``: step 0 is the deal, n after move n.

        At most 25 steps per page; ``next`` is the next page's ``from``. Each step has the
        spectator's view, the move's events and, with a seat token, that seat's own view
        (a player looking back over a game in progress). Every seat's view (the hands) and the
        moves of a digital game are shown only once it is over, as its transcript is.
        ``ETag`` is the game's version: ``If-None-Match`` answers 304 while nothing changed;
        a finished game that can no longer change (``final``) is cached as immutable.
        """
        service = games()
        token = bearer()
        wanted = parse("If-None-Match", request.headers.get("If-None-Match"))
        headers = {"Vary": "Authorization"}
        if wanted is not None:
            version = service.access.version(game_id)
            if wanted.matches(version, weak=True):  # RFC 9110: If-None-Match compares weakly
                return Response(status=304, headers={**headers, "ETag": f'"{version}"'})
        body = replay_page(service, game_id, token, query["first"], query["last"],
                           query["seats"])
        cache = IMMUTABLE if body["final"] else "no-cache"
        headers.update(ETag=f'"{body["version"]}"',
                       **{"Cache-Control": f"{'private' if token else 'public'}, {cache}"})
        return body, headers



@blp.route("/session")
class Session(MethodView):
    """The games a table played one after another (rematches)."""

    @blp.doc(operationId="getSession")
    @blp.response(200, SessionSchema)
    @errors(blp, "unknown_game", "store_unavailable")
    def get(self, game_id: str) -> dict[str, Any]:
        """Return the games chained by ``rematch`` through this one, first first, with their
        winners, and the wins per player name over them (the evening's standings).

        A game that expired or that its host ended is no longer part of the chain.
        """
        return session(games(), game_id)


@checked.route("/replay")
class CheckedReplay(MethodView):
    """A posted transcript step by step."""

    @checked.doc(operationId="replayTranscript")
    @checked.arguments(TranscriptSchema)
    @checked.arguments(ReplayQuerySchema, location="query")
    @budgeted(checked, 200)
    @checked.response(200, TranscriptReplaySchema)
    @errors(checked, *BODY, "invalid_transcript", "invalid_step_range", "step_out_of_range")
    def post(self, _parsed: dict[str, Any], query: dict[str, Any]) -> dict[str, Any]:
        """Replay a transcript and return the table after each move ``from``..``to``.

        The steps stop before the first illegal move; ``checkTranscript`` gives the verdict
        on it (the same replay). Needs no token and stores nothing. Every step is shown as a
        spectator saw it, and every seat's view once the game is over (a transcript holds
        the seed: whoever posts it knows every hand anyway). At most 25 steps per page.
        """
        body = whole_numbers(request.get_json())
        refuse_what_the_document_forbids(body)
        return transcript_page(body, query["first"], query["last"], query["seats"])
