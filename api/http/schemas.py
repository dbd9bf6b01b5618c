"""Marshmallow schemas of the games' request and response bodies (documented in OpenAPI).

The catalogue's are in :mod:`api.http.catalogue_schemas`, the server's own answers
(``getServer``, ``getOperations``, health) in :mod:`api.http.server_schemas`, a
transcript and its verdict in :mod:`api.http.transcript_schemas`.

Every Integer is ``strict``: ``2.0`` for an integer is refused with 422.
Game views, moves and events are game-specific JSON objects, documented per
game in the OpenAPI document (see :mod:`api.openapi.spec`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from api.guard.text import NAME_PATTERN
from api.service import views
from core import game_names, get_game
from core.protocol import BOT_LEVELS, DEFAULT_BOT_LEVEL

#: how a game is played: the server deals (digital), or the cards are on a table (referee)
MODES = ("digital", "referee")
#: the largest integer every JSON reader keeps exactly (JavaScript's too)
SEED_MAX = 2**53 - 1


# The installed games are read when a body is checked and when the app documents
# it, never when this module is imported: a plug-in installed later (a test's) is
# served like the built-in games.  The documented ranges are the enforced ones.

def min_players() -> int:
    """The fewest players some installed game takes."""
    return min(get_game(name).min_players for name in game_names())


def max_players() -> int:
    """The most players some installed game takes."""
    return max(get_game(name).max_players for name in game_names())


def last_seat() -> int:
    """The highest seat number of some installed game."""
    return max_players() - 1


def _none() -> None:
    return None


class _Bounds:
    """``min`` and ``max`` read from the installed games at each use (see above)."""

    def __init__(self, low: Callable[[], Any], high: Callable[[], Any], **kwargs: Any) -> None:
        self._low, self._high = low, high
        # a mixin: super() is marshmallow's Range (min, max) in the classes using it
        super().__init__(None, None, **kwargs)  # type: ignore[call-arg]

    min = property(lambda self: self._low(), lambda self, _value: None)
    max = property(lambda self: self._high(), lambda self, _value: None)


class WholeNumber(fields.Integer):
    """A body's integer as the document's JSON Schema counts one: ``2`` and ``2.0`` alike
    (JSON has one kind of number; a string, a boolean or ``2.5`` is still refused)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> Any:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._validated(value)


class Players(_Bounds, validate.Range):
    """A number of players some installed game takes."""

    def __init__(self) -> None:
        super().__init__(min_players, max_players)


class Seat(_Bounds, validate.Range):
    """A seat number of some installed game."""

    def __init__(self) -> None:
        super().__init__(lambda: 0, last_seat)


class UpToPlayers(_Bounds, validate.Length):
    """A list with one item per seat at most (``low`` items at least)."""

    def __init__(self, low: int | None = None) -> None:
        super().__init__(_none if low is None else lambda: low, max_players)


class GameName(validate.OneOf):
    """The name of an installed game."""

    def __init__(self) -> None:
        super().__init__([])

    choices = property(lambda self: game_names(), lambda self, _value: None)
    choices_text = property(lambda self: ", ".join(game_names()), lambda self, _value: None)



class ProblemSchema(ma.Schema):
    """An RFC 9457 problem document; more members may come (RFC 9457 extension members)."""

    class Meta:
        """Extension members are allowed (e.g. ``rematch``)."""

        unknown = ma.INCLUDE

    type = fields.String(required=True, metadata={"description": "urn:roadtrip:problem:<code>"})
    title = fields.String(required=True, metadata={"description": "the HTTP status's phrase"})
    status = fields.Integer(strict=True, required=True)
    detail = fields.String(required=True, metadata={"description": "what went wrong, for people"})
    code = fields.String(required=True, metadata={
        "description": "stable machine code: each operation's problem schema"
                       " (Problem.<operationId>) lists the codes it can answer, per status"
                       " in its x-problem-codes; components.x-problem-codes says what each"
                       " means"})
    rule = fields.String(metadata={
        "description": "an illegal move's rulebook passage (only when there is one)"})
    errors = fields.Dict(
        keys=fields.String(), values=fields.List(fields.String()),
        metadata={"description": "invalid_request, invalid_text: each refused field and its"
                                 " messages (English); a nested field by its dotted path"
                                 " (`moves.1.comment`), a query parameter as"
                                 " `query.<name>`; invalid_text names a string by its JSON"
                                 " path (`$.name`)",
                  "examples": [{"players": ["Must be greater than or equal to 2 and less"
                                            " than or equal to 10."]}]})
    parameters = fields.List(fields.String(), metadata={
        "description": "unknown_parameter: the query parameters the operation does not take"})
    rematch = fields.String(metadata={"description": "rematch_exists: the rematch's game id"})
    retry_after = fields.Integer(strict=True, validate=validate.Range(min=1), metadata={
        "description": "429 and 503: the seconds to wait before retrying (as Retry-After)"})


class CreateGameSchema(ma.Schema):
    """Body of ``createGame``."""

    game = fields.String(required=True, validate=GameName(),
                         metadata={"description": "a game of the catalogue"})
    mode = fields.String(load_default="digital", validate=validate.OneOf(MODES))
    players = WholeNumber(required=True,
                             validate=Players())
    variants = fields.List(fields.String(validate=validate.Length(max=64)), load_default=list,
                           validate=validate.Length(max=32))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = WholeNumber(validate=validate.Range(0, SEED_MAX))
    bots = fields.List(WholeNumber(validate=Seat()),
                       load_default=list, validate=UpToPlayers(),
                       metadata={"description": "seats played by server-side bots"})
    bot_levels = fields.List(
        fields.String(validate=validate.OneOf(BOT_LEVELS)),
        validate=UpToPlayers(),
        metadata={"description": "the level of each seat in ``bots``, in the same order"
                                 f" ({', '.join(BOT_LEVELS)}; default {DEFAULT_BOT_LEVEL})"})


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

    name = fields.String(required=True, validate=validate.Length(1, 40), metadata={
        "pattern": NAME_PATTERN,
        "description": "shown to every seat: no control characters, no bidirectional"
                       " formatting characters (422 invalid_text)"})
    seat = WholeNumber(validate=Seat())


class JoinedSchema(ma.Schema):
    """Answer of ``joinGame``: the seat token is shown once."""

    seat = fields.Integer(strict=True, required=True)
    token = fields.String(required=True)


class BotsSchema(ma.Schema):
    """Body of ``addBots``: free seats the server's bots take."""

    seats = fields.List(WholeNumber(validate=Seat()),
                        required=True, validate=UpToPlayers(1))
    levels = fields.List(
        fields.String(validate=validate.OneOf(BOT_LEVELS)),
        validate=UpToPlayers(),
        metadata={"description": "the level of each seat in ``seats``, in the same order"
                                 f" ({', '.join(BOT_LEVELS)}; default {DEFAULT_BOT_LEVEL})"})


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
    level = fields.String(allow_none=True, required=True,
                          metadata={"description": "a bot's level (null: a person)"})
    joined = fields.Boolean(required=True)
    held = fields.Boolean(required=True, metadata={
        "description": "a player without a phone: the seat is held by the host's token"
                       " (addHeldSeat), until it is handed to a phone (handOverSeat)"})


class ConfigSchema(ma.Schema):
    """A game's setup (``Game.config``): its options as createGame was given them (an
    option left out takes its default, which the catalogue and ``<game>.Options`` say)."""

    class Meta:
        """Its description in the document."""

        description = ("How the game was set up: createGame's players, mode and variants,"
                       " and the options it was given (one left out takes its default)")

    players = fields.Integer(strict=True, required=True)
    mode = fields.String(required=True, validate=validate.OneOf(MODES))
    variants = fields.List(fields.String(), required=True)
    options = fields.Dict(required=True)


class GameSchema(ma.Schema):
    """A game as the caller may see it (``view`` is the game's own view)."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    mode = fields.String(required=True, validate=validate.OneOf(MODES))
    config = fields.Nested(ConfigSchema, required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))
    version = fields.Integer(strict=True, required=True)
    seat = fields.Integer(strict=True, allow_none=True, required=True,
                          metadata={"description": "the seat the caller acts for (its own, or"
                                                   " the one `as` names; null: spectator)"})
    held = fields.List(fields.Integer(strict=True), required=True, metadata={
        "description": "every seat the caller's token holds (its own; the host's: the seats"
                       " of players without a phone; one device for the whole table: all);"
                       " act for one with `as`"})
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    pending = fields.List(fields.Integer(strict=True), required=True)
    outcome = fields.Dict(allow_none=True, required=True, metadata={
        "description": "once finished: the winners and why (reason `ended`, no winners: the"
                       " host ended it before its end); null before"})
    # anyOf, not a nullable enum: generators then read one enum type or null
    ended_by = fields.Raw(allow_none=True, required=True, metadata={
        "anyOf": [{"type": "string", "enum": ["host"]}, {"type": "null"}],
        "description": "`host` once the host ended the game (endGame): it is finished and"
                       " nothing changes it; null otherwise"})
    view = fields.Dict(required=True)
    join_code = fields.String(allow_none=True, required=True, metadata={
        "description": "the code a phone joins with (findByJoinCode); null once the host"
                       " ended the game: its code is freed and may name another game since"})
    rematch = fields.String(allow_none=True, required=True,
                            metadata={"description": "id of the rematch, once created"})
    deal_commitment = fields.String(allow_none=True, required=True, metadata={
        "description": "digital games: a SHA-256 commitment to the deal's seed, published"
                       " at creation; the finished game's transcript reveals the seed and"
                       " the salt that open it (null: referee mode)"})
    server_time = fields.Float(required=True, metadata={
        "description": "the server's clock when answering (Unix seconds): the clock"
                       " deadlines in the view (e.g. a reaction window's deadline) use"})


class LegalMovesSchema(ma.Schema):
    """Answer of ``getLegalMoves``: each move can be POSTed as it is."""

    game = fields.String(required=True, metadata={"description": "the game's name"})
    version = fields.Integer(strict=True, required=True)
    moves = fields.List(fields.Dict(), required=True)


class LogEntrySchema(ma.Schema):
    """One event with its index in the game's log (indexes start at 1)."""

    index = fields.Integer(strict=True, required=True)
    event = fields.Dict(required=True)


class MoveResultSchema(ma.Schema):
    """Answer of ``postMove``: the new version and the events the caller may see."""

    game = fields.String(required=True, metadata={"description": "the game's name"})
    version = fields.Integer(strict=True, required=True)
    events = fields.List(fields.Nested(LogEntrySchema), required=True)
    view = fields.Nested(GameSchema, metadata={
        "description": "with ``include=view``: the game as the caller now sees it"
                       " (what getGame answers)"})
    legal_moves = fields.List(fields.Dict(), metadata={
        "description": "with ``include=legal_moves``: the caller's legal moves now"
                       " (what getLegalMoves answers)"})


class QueryList(fields.List):
    """An array query parameter, in either form a client sends it: exploded
    (``include=view&include=legal_moves``, OpenAPI's default, which generated clients
    use) or comma-separated (``include=view,legal_moves``).  Documented as ``style:
    form, explode: true``; an empty value is an empty list."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        values = [value] if isinstance(value, str) else value
        if isinstance(values, (list, tuple)) and all(isinstance(v, str) for v in values):
            values = [part for item in values if item for part in item.split(",")]
        return super()._deserialize(values, attr, data, **kwargs)


#: what ``include=`` may name (postMove's answer, getEvents' view events): the service's
#: own list, which :meth:`api.service.views.Views.extras` answers
INCLUDES = views.INCLUDES


#: the ``as`` query parameter (see api.http.resources.common.AS_SEAT)
AS_DESCRIPTION = ("the seat to act or read for, when the token holds more than one seat or is"
                  " the host's holding seats of players without a phone (403 not_your_seat:"
                  " a seat the token does not hold)")


class MoveQuerySchema(ma.Schema):
    """Query of ``postMove``: what to include in the answer (one round trip per move)."""

    class Meta:
        """Unknown query parameters never come here: the guard refuses them first
        (``400 unknown_parameter``, :func:`api.guard.guard.check_query`)."""

        unknown = ma.EXCLUDE

    include = QueryList(
        fields.String(validate=validate.OneOf(INCLUDES)), load_default=list,
        metadata={"description": "`view` adds the caller's new view (as getGame),"
                                 " `legal_moves` its next legal moves (as getLegalMoves):"
                                 " one request per move. Repeated"
                                 " (`include=view&include=legal_moves`) or comma-separated"
                                 " (`include=view,legal_moves`)"})


class EventsHeadersSchema(ma.Schema):
    """Headers of ``getEvents``: where a reconnecting client resumes."""

    class Meta:
        """Every other header is someone else's business."""

        unknown = ma.EXCLUDE

    last_event_id = fields.String(
        data_key="Last-Event-ID", validate=validate.Regexp(r"^[0-9]{1,10}$"),
        metadata={"description": "the index of the last entry received: resume after it"
                                 " (browsers send it when they reconnect; wins over `after`)"})


class EventsQuerySchema(ma.Schema):
    """Query of ``getEvents``."""

    class Meta:
        """Unknown query parameters never come here: the guard refuses them first
        (``400 unknown_parameter``, :func:`api.guard.guard.check_query`)."""

        unknown = ma.EXCLUDE

    as_seat = fields.Integer(data_key="as", strict=False, validate=validate.Range(0, 15),
                             metadata={"description": AS_DESCRIPTION})
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 2**31),
                           metadata={"description": "send events with an index above this"
                                                    " (a Last-Event-ID header wins)"})
    include = QueryList(
        fields.String(validate=validate.OneOf(INCLUDES)), load_default=list,
        metadata={"description": "`view` sends a `view` event (the caller's view, as"
                                 " getGame) after each change, `legal_moves` adds the"
                                 " seat's legal moves to it. Repeated"
                                 " (`include=view&include=legal_moves`) or comma-separated"
                                 " (`include=view,legal_moves`)"})


class LogQuerySchema(ma.Schema):
    """Query of ``getLog``."""

    class Meta:
        """Unknown query parameters never come here: the guard refuses them first
        (``400 unknown_parameter``, :func:`api.guard.guard.check_query`)."""

        unknown = ma.EXCLUDE

    as_seat = fields.Integer(data_key="as", strict=False, validate=validate.Range(0, 15),
                             metadata={"description": AS_DESCRIPTION})

    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 2**31),
                           metadata={"description": "return events with an index above this"})
    wait = fields.Float(load_default=0.0, validate=validate.Range(0, 25),
                        metadata={"description": "seconds to wait for a new event (long-poll)"})


class LogSchema(ma.Schema):
    """Answer of ``getLog``."""

    game = fields.String(required=True, metadata={"description": "the game's name"})
    version = fields.Integer(strict=True, required=True)
    last = fields.Integer(strict=True, required=True,
                          metadata={"description": "index of the game's latest event"})
    events = fields.List(fields.Nested(LogEntrySchema), required=True)
