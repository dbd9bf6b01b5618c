"""Referee check of a recorded game (a transcript)."""

from __future__ import annotations

from typing import Any

from flask import current_app, request
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

#: the most refused moves one problem names (a hostile file may hold thousands)
MOST_NAMED = 10


def whole_numbers(value: Any) -> Any:
    """Return ``value`` with every integral float an int (``2.0`` -> ``2``), as JSON Schema's
    ``integer`` (and so the document) counts them: the rules engine reads ints."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: whole_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [whole_numbers(item) for item in value]
    return value


def refuse_what_the_document_forbids(body: dict[str, Any]) -> None:
    """``422 invalid_request`` when the transcript breaks its game's ``Transcript`` schema
    in the document, its errors naming each place (``moves.3.move``, ``config.options``).

    The document types a transcript as its game's (its moves the game's moves, its
    config the game's options), so what it forbids (an unknown property in a move, a
    card that is no card, an option of the wrong type) is refused as the request's
    form, as in every body, instead of a verdict on the game: server and document
    agree.  A move of a valid form that the rules refuse is still the verdict's.
    """
    validator = current_app.extensions["roadtrip.document"].validator(
        f"{body['game']}.Transcript")
    if validator is None:  # a game the document does not type
        return
    named: dict[str, list[str]] = {}
    for error in validator.iter_errors(body):
        place = ".".join(str(part) for part in error.absolute_path) or "_schema"
        named.setdefault(place, []).append(error.message)
        if len(named) >= MOST_NAMED:
            break
    if named:
        raise ApiError(422, "invalid_request", "the request does not match the schema",
                       errors=named)


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
        body = whole_numbers(request.get_json())
        refuse_what_the_document_forbids(body)
        try:
            verdict = check(body).to_dict()
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
