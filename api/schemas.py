"""Marshmallow schemas of request and response bodies (documented in OpenAPI).

Every Integer is ``strict``: ``2.0`` for an integer is refused with 422.
Game views, moves and events are game-specific JSON objects, documented per
game in the OpenAPI document (see :mod:`api.spec`).
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

SEED_MAX = 2**63 - 1


class ProblemSchema(ma.Schema):
    """An RFC 9457 problem document."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(strict=True, required=True)
    detail = fields.String(required=True)
    code = fields.String(required=True, metadata={"description": "stable machine code"})
    rule = fields.String(metadata={"description": "rulebook passage an illegal move breaks"})
    errors = fields.Dict(metadata={"description": "field errors of a refused body"})


class CreateGameSchema(ma.Schema):
    """Body of ``createGame``."""

    game = fields.String(required=True, metadata={"example": "driving-me-crazy"})
    mode = fields.String(load_default="digital", validate=validate.OneOf(["digital", "referee"]))
    players = fields.Integer(strict=True, required=True, validate=validate.Range(1, 16))
    variants = fields.List(fields.String(validate=validate.Length(max=64)), load_default=list,
                           validate=validate.Length(max=32))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.Integer(strict=True, validate=validate.Range(0, SEED_MAX))
    bots = fields.List(fields.Integer(strict=True, validate=validate.Range(0, 15)),
                       load_default=list, validate=validate.Length(max=16),
                       metadata={"description": "seats played by server-side bots"})


class CreatedSchema(ma.Schema):
    """Answer of ``createGame`` and ``rematchGame``: the host token is shown once."""

    id = fields.String(required=True)
    join_code = fields.String(required=True)
    host_token = fields.String(required=True)
    join_url = fields.String(required=True)


class JoinCodeSchema(ma.Schema):
    """Answer of ``findByJoinCode``."""

    id = fields.String(required=True)


class JoinSchema(ma.Schema):
    """Body of ``joinGame``."""

    name = fields.String(required=True, validate=validate.Length(1, 40))
    seat = fields.Integer(strict=True, validate=validate.Range(0, 15))


class JoinedSchema(ma.Schema):
    """Answer of ``joinGame``: the seat token is shown once."""

    seat = fields.Integer(strict=True, required=True)
    token = fields.String(required=True)


class BotsSchema(ma.Schema):
    """Body of ``addBots``: free seats the server's bots take."""

    seats = fields.List(fields.Integer(strict=True, validate=validate.Range(0, 15)),
                        required=True, validate=validate.Length(1, 16))


class BotsAddedSchema(ma.Schema):
    """Answer of ``addBots``."""

    version = fields.Integer(strict=True, required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))


class PlayerSchema(ma.Schema):
    """One seat of a game."""

    seat = fields.Integer(strict=True, required=True)
    name = fields.String(allow_none=True, required=True)
    bot = fields.Boolean(required=True)
    joined = fields.Boolean(required=True)


class GameSchema(ma.Schema):
    """A game as the caller may see it (``view`` is the game's own view)."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    mode = fields.String(required=True)
    config = fields.Dict(required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))
    version = fields.Integer(strict=True, required=True)
    seat = fields.Integer(strict=True, allow_none=True, required=True,
                          metadata={"description": "the caller's seat (null: spectator)"})
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    pending = fields.List(fields.Integer(strict=True), required=True)
    outcome = fields.Dict(allow_none=True, required=True)
    view = fields.Dict(required=True)
    join_code = fields.String(required=True)
    rematch = fields.String(allow_none=True, required=True,
                            metadata={"description": "id of the rematch, once created"})
    server_time = fields.Float(required=True, metadata={
        "description": "the server's clock when answering (Unix seconds): the clock"
                       " deadlines in the view (e.g. a reaction window's deadline) use"})


class LegalMovesSchema(ma.Schema):
    """Answer of ``getLegalMoves``: each move can be POSTed as it is."""

    version = fields.Integer(strict=True, required=True)
    moves = fields.List(fields.Dict(), required=True)


class LogEntrySchema(ma.Schema):
    """One event with its index in the game's log (indexes start at 1)."""

    index = fields.Integer(strict=True, required=True)
    event = fields.Dict(required=True)


class MoveResultSchema(ma.Schema):
    """Answer of ``postMove``: the new version and the events the caller may see."""

    version = fields.Integer(strict=True, required=True)
    events = fields.List(fields.Nested(LogEntrySchema), required=True)


class LogQuerySchema(ma.Schema):
    """Query of ``getLog`` (other query parameters, e.g. cache busters, are ignored)."""

    class Meta:
        """Ignore unknown query parameters."""

        unknown = ma.EXCLUDE

    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 2**31),
                           metadata={"description": "return events with an index above this"})
    wait = fields.Float(load_default=0.0, validate=validate.Range(0, 25),
                        metadata={"description": "seconds to wait for a new event (long-poll)"})


class LogSchema(ma.Schema):
    """Answer of ``getLog``."""

    version = fields.Integer(strict=True, required=True)
    last = fields.Integer(strict=True, required=True,
                          metadata={"description": "index of the game's latest event"})
    events = fields.List(fields.Nested(LogEntrySchema), required=True)


class TranscriptMoveSchema(ma.Schema):
    """One ``(seat, move)`` of a transcript."""

    seat = fields.Integer(strict=True, required=True)
    move = fields.Dict(required=True)


class TranscriptConfigSchema(ma.Schema):
    """A game config inside a transcript."""

    players = fields.Integer(strict=True, required=True)
    mode = fields.String(validate=validate.OneOf(["digital", "referee"]))
    variants = fields.List(fields.String())
    options = fields.Dict()


class TranscriptSchema(ma.Schema):
    """A whole recorded game: replayable by ``checkTranscript`` and the CLI."""

    format = fields.String(validate=validate.Equal("roadtrip-transcript"))
    version = fields.Integer(strict=True, validate=validate.Equal(1))
    game = fields.String(required=True)
    config = fields.Nested(TranscriptConfigSchema, required=True)
    seed = fields.Integer(strict=True, required=True)
    moves = fields.List(fields.Nested(TranscriptMoveSchema), required=True)


class VerdictSchema(ma.Schema):
    """Answer of ``checkTranscript``; index/number/seat/code/message/rule when illegal."""

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
    seat = fields.Integer(strict=True, allow_none=True)
    code = fields.String(allow_none=True)
    message = fields.String(allow_none=True)
    rule = fields.String(allow_none=True)


class CatalogueSchema(ma.Schema):
    """Answer of ``getCatalogue``: every served game's static description."""

    games = fields.List(fields.Dict(), required=True)


class HealthSchema(ma.Schema):
    """Answer of ``healthz`` / ``readyz``."""

    status = fields.String(required=True)
