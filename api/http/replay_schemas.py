"""Marshmallow schemas of a game's replay and session (issue 27), documented in OpenAPI.

``view``, ``own``, ``seats``, ``move`` and ``events`` are game-specific; the
per-game paths narrow them to ``<game>.View``, ``<game>.Move`` and
``<game>.Event`` (:mod:`api.openapi.typed`).
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from api.guard.conditional import CONDITIONAL_DESCRIPTION, CONDITIONAL_PATTERN
from api.service.replay import PAGE

#: the most steps one page of a replay holds (a Drive step's views are a few KB each)


class ReplayQuerySchema(ma.Schema):
    """Query of ``getReplay``: the steps ``from``..``to``."""

    class Meta:
        """Unknown query parameters never come here: the guard refuses them first
        (``400 unknown_parameter``, :func:`api.guard.guard.check_query`)."""

        unknown = ma.EXCLUDE

    first = fields.Integer(strict=False, data_key="from", load_default=0,
                           validate=validate.Range(0, 2**31), metadata={
                               "description": "the first step (0: the deal; n: after move n)"})
    last = fields.Integer(strict=False, data_key="to", load_default=None,
                          validate=validate.Range(0, 2**31), metadata={
                              "description": f"the last step, inclusive (default and at most:"
                                             f" from + {PAGE - 1}, or the last step)"})
    seats = fields.Boolean(load_default=True, metadata={
        "description": "false: leave every seat's view out (a chart of the race needs only"
                       " the table)"})


class ConditionalHeadersSchema(ma.Schema):
    """``If-None-Match`` of ``getReplay`` (other headers are ignored)."""

    class Meta:
        """Every other header is ignored."""

        unknown = ma.EXCLUDE

    if_none_match = fields.String(data_key="If-None-Match", validate=validate.Regexp(
        CONDITIONAL_PATTERN), metadata={"description": 'a previous ETag, e.g. "12". '
                                                     + CONDITIONAL_DESCRIPTION})


class ReplayStepSchema(ma.Schema):
    """The table after one move (step 0: the deal, before any move)."""

    number = fields.Integer(strict=True, required=True, metadata={
        "description": "moves made so far: 0 is the deal, n follows move n (people count"
                       " moves from 1)"})
    seat = fields.Integer(strict=True, allow_none=True, required=True, metadata={
        "description": "the seat that made move n (from 0; null for the deal)"})
    version = fields.Integer(strict=True, required=True, metadata={
        "description": "the game's version once the move was committed (one commit can hold"
                       " a move and the bots' answers)"})
    live = fields.Boolean(required=True, metadata={
        "description": "true when this step ends its commit: getGame showed exactly this"
                       " view at that version"})
    move = fields.Dict(allow_none=True, required=True, metadata={
        "description": "the move, as in the transcript; null while a digital game runs"
                       " (it could name a hidden card), except to its own seat"})
    events = fields.List(fields.Dict(), required=True, metadata={
        "description": "the move's events as the caller may see them (every private detail"
                       " once the game is over)"})
    view = fields.Dict(required=True, metadata={"description": "the table as a spectator saw it"})
    own = fields.Dict(metadata={
        "description": "the caller's seat's view (a seat token was sent)"})
    seats = fields.List(fields.Dict(), metadata={
        "description": "every seat's view, hands included, in seat order: only once the game"
                       " is over"})


class ReplaySchema(ma.Schema):
    """Answer of ``getReplay``: a page of the steps of a game."""

    id = fields.String(required=True)
    game = fields.String(required=True, metadata={"description": "the game's name"})
    mode = fields.String(required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))
    version = fields.Integer(strict=True, required=True,
                             metadata={"description": "the game's version (the ETag)"})
    length = fields.Integer(strict=True, required=True, metadata={
        "description": "how many steps the game has so far: its moves plus the deal"})
    revealed = fields.Boolean(required=True, metadata={
        "description": "the game is over: every seat's view and private detail is shown"})
    final = fields.Boolean(required=True, metadata={
        "description": "nothing can change any more: the answer is cached as immutable"})
    first = fields.Integer(strict=True, data_key="from", attribute="from", required=True,
                           metadata={"description": "the first step of this page"})
    last = fields.Integer(strict=True, data_key="to", attribute="to", required=True,
                          metadata={"description": "the last step of this page"})
    next = fields.Integer(strict=True, allow_none=True, required=True, metadata={
        "description": "the from of the next page (null: this page ends at the last step)"})
    steps = fields.List(fields.Nested(ReplayStepSchema), required=True)


class SessionGameSchema(ma.Schema):
    """One game of a session, and who won it."""

    id = fields.String(required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))
    players = fields.List(fields.String(), required=True,
                          metadata={"description": "the seats' names, in seat order"})
    winners = fields.List(fields.Integer(strict=True), required=True,
                          metadata={"description": "the winning seats (empty until the end)"})
    reason = fields.String(allow_none=True, required=True,
                           metadata={"description": "why the game ended (`ended`: its host"
                                                    " ended it; null until then)"})


class SessionStandingSchema(ma.Schema):
    """One player's wins over a session."""

    name = fields.String(required=True)
    wins = fields.Integer(strict=True, required=True)


class SessionSchema(ma.Schema):
    """Answer of ``getSession``: the games chained by rematch, first first, and the tally."""

    games = fields.List(fields.Nested(SessionGameSchema), required=True)
    standings = fields.List(fields.Nested(SessionStandingSchema), required=True, metadata={
        "description": "wins per player name over the session, most wins first"})


class CheckedStepSchema(ReplayStepSchema):
    """The table after one move of a posted transcript (as ``ReplayStep``, any game)."""

    version = fields.Integer(strict=True, metadata={
        "description": "absent: a posted transcript has no versions"})
    live = fields.Boolean(metadata={"description": "absent: a posted transcript was not live"})


class TranscriptReplaySchema(ma.Schema):
    """Answer of ``replayTranscript``: a page of the steps of a posted transcript."""

    game = fields.String(required=True, metadata={"description": "the game's name"})
    mode = fields.String(required=True)
    length = fields.Integer(strict=True, required=True, metadata={
        "description": "how many steps: the deal and every move before the first illegal"
                       " one"})
    legal = fields.Boolean(required=True, metadata={
        "description": "every move is legal (else checkTranscript tells the first illegal"
                       " one, whose step is length)"})
    revealed = fields.Boolean(required=True, metadata={
        "description": "the game is over at the last step: every seat's view is shown"})
    first = fields.Integer(strict=True, data_key="from", attribute="from", required=True)
    last = fields.Integer(strict=True, data_key="to", attribute="to", required=True)
    next = fields.Integer(strict=True, allow_none=True, required=True)
    steps = fields.List(fields.Nested(CheckedStepSchema), required=True)
