"""Referee check of a recorded game (a transcript)."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.views import MethodView
from flask_smorest import Blueprint

from api import i18n
from api.http.resources.common import BODY, budgeted, errors
from api.http.transcript_schemas import TranscriptSchema, VerdictSchema
from api.problems import ApiError, caller_language
from core.errors import TranscriptError
from core.transcript import check

blp = Blueprint("transcripts", __name__, url_prefix="/api/v1/transcripts",
                description="Referee checks of recorded games")


@blp.route("/check")
class Check(MethodView):
    """Check a transcript."""

    @blp.doc(operationId="checkTranscript")
    @blp.arguments(TranscriptSchema)
    @budgeted(blp, 200)
    @blp.response(200, VerdictSchema)
    @errors(blp, *BODY, "invalid_transcript")
    def post(self, _parsed: dict[str, Any]) -> dict[str, Any]:
        """Replay a transcript: ``legal`` true, or the first illegal move's index and rule.

        Needs no token and stores nothing. An illegal move is reported with the same fields
        as a problem document (``code``, ``detail``, ``rule``), plus its index and seat (as in
        the file, from 0) and ``player``, the seat as people name it (from 1; Drive adds its
        car's colour). ``held``: the transcript stops while a winning card waits for the
        table. The words follow ``Accept-Language``, as in problem documents.
        """
        try:
            verdict = check(request.get_json()).to_dict()
        except TranscriptError as exc:
            raise ApiError(422, exc.code, exc.message) from None
        lang = caller_language()
        for key in ("detail", "message", "rule"):
            if isinstance(verdict.get(key), str):
                verdict[key] = i18n.translate(verdict[key], lang)
        if isinstance(verdict.get("player"), str):
            label = verdict["player"].removeprefix("seat ")
            verdict["player"] = i18n.text("cli.seat", lang, label=i18n.seat_words(label, lang))
            if verdict.get("name"):  # the transcript names the players: "Ann, seat 1"
                verdict["player"] = f"{verdict['name']}, {verdict['player']}"  # as the CLI
        return verdict
