"""Marshmallow schemas of a recorded game (a transcript) and of ``checkTranscript``'s verdict.

A transcript is what ``getTranscript`` answers and what ``checkTranscript``,
``replayTranscript`` and ``roadtrip referee check`` read: the game, its config,
its seed and every move (documented in OpenAPI as ``Transcript``; per game as
``<game>.Transcript``).
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from api.http.schemas import MODES, GameName, WholeNumber
from core.rng import int_from_json


class TranscriptMoveSchema(ma.Schema):
    """One ``(seat, move)`` of a transcript."""

    seat = WholeNumber(required=True)
    move = fields.Dict(required=True)


class TranscriptPlayerSchema(ma.Schema):
    """A player of a transcript's game: the seat and the name it played under."""

    seat = WholeNumber(required=True, validate=validate.Range(min=0))
    name = fields.String(required=True, validate=validate.Length(max=200))


class TranscriptConfigSchema(ma.Schema):
    """A game config inside a transcript."""

    class Meta:
        """Its description in the document."""

        description = ("How the game was set up, as Game.config says it (mode, variants and"
                       " options may be left out: digital, none, none)")
        # an unknown field is refused (as in every body): the document says so too
        unknown = ma.RAISE

    players = WholeNumber(required=True)
    mode = fields.String(validate=validate.OneOf(MODES))
    variants = fields.List(fields.String())
    options = fields.Dict()


def at_least(digits: str) -> str:
    """Return a regular expression of the strings of ``len(digits)`` decimal digits whose
    value is ``digits``' or more (no leading zero)."""
    options = [digits]
    for place, digit in enumerate(digits):
        if digit != "9":
            rest = len(digits) - place - 1
            options.append(f"{digits[:place]}[{int(digit) + 1}-9][0-9]{{{rest}}}")
    return "|".join(options)


#: a seed as a JSON string: its digits when it is 2**64 or more (core.rng.int_from_json:
#: below, a JSON number), at most 199 of them, no leading zero
KEYED_DIGITS = f"^(?:[1-9][0-9]{{20,198}}|{at_least(str(2**64))})$"


def _transcript_seed(value: Any) -> None:
    """A transcript's seed: an integer, or a string of its decimal digits."""
    if isinstance(value, float) and value.is_integer():  # JSON Schema's integer: 1e9 too
        value = int(value)
    try:
        int_from_json(value)
    except ValueError as exc:
        raise ma.ValidationError("an integer, or a string of its decimal digits") from exc


class TranscriptSchema(ma.Schema):
    """A whole recorded game: replayable by ``checkTranscript`` and the CLI."""

    format = fields.String(validate=validate.Equal("roadtrip-transcript"))
    version = WholeNumber(validate=validate.Equal(1))
    game = fields.String(required=True, validate=GameName())
    config = fields.Nested(TranscriptConfigSchema, required=True)
    seed = fields.Raw(required=True, validate=_transcript_seed, metadata={
        "oneOf": [{"type": "integer"}, {"type": "string", "pattern": KEYED_DIGITS}],
        "description": "the seed the deal follows from: an integer, or its decimal digits as"
                       " a string when it is 2**64 or more (a server-chosen seed has 128"
                       " secret bits, more than a JSON number carries exactly)"})
    moves = fields.List(fields.Nested(TranscriptMoveSchema), required=True)
    commitment = fields.String(validate=validate.Length(1, 200), metadata={
        "description": "the deal commitment the game published at its start"
                       " (digital games)"})
    salt = fields.String(validate=validate.Length(1, 200), metadata={
        "description": "the secret that opens the commitment, revealed with the seed"})
    players = fields.List(fields.Nested(TranscriptPlayerSchema), metadata={
        "description": "the players' names by seat (a game played on this server gives"
                       " them): a verdict then names the player of an illegal move"})


class VerdictSchema(ma.Schema):
    """Answer of ``checkTranscript``; index/number/seat/code/detail/rule when illegal."""

    legal = fields.Boolean(required=True)
    moves_checked = fields.Integer(strict=True, required=True)
    finished = fields.Boolean(required=True)
    outcome = fields.Dict(allow_none=True)
    index = fields.Integer(strict=True, allow_none=True,
                           metadata={"description": "0-based position of the first illegal "
                                     "move in moves"})
    number = fields.Integer(strict=True, allow_none=True,
                            metadata={"description": "1-based number of the first illegal "
                                      "move (index + 1), as people count"})
    seat = fields.Integer(strict=True, allow_none=True,
                          metadata={"description": "the seat of the first illegal move, as in"
                                    " the file (from 0)"})
    player = fields.String(allow_none=True, metadata={
        "description": "that seat as people name it, in the caller's language: from 1"
                       " (\"seat 1\"; Drive adds its car's colour, \"seat 1 (red)\"), after"
                       " the player's name when the transcript gives it (\"Ann, seat 1\")"})
    name = fields.String(metadata={
        "description": "the name of that seat's player, when the transcript gives it"})
    held = fields.Dict(metadata={
        "description": "the transcript stops while a card that reached the goal waits for"
                       " the table (referee mode, Quick Reactions): winners, reason, card;"
                       " the game is not finished"})
    code = fields.String(allow_none=True, metadata={"description": "the refusal's code, as in"
                                                    " a problem document"})
    detail = fields.String(allow_none=True, metadata={"description": "why the move is refused,"
                                                      " as in a problem document"})
    message = fields.String(allow_none=True, metadata={
        "deprecated": True, "description": "the same text as detail (its earlier name)"})
    rule = fields.String(allow_none=True)
    deal_verified = fields.Boolean(metadata={
        "description": "with a deal commitment in the transcript: whether the seed and salt"
                       " open it (false: no move counts)"})
