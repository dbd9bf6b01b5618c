"""Marshmallow schemas of ``getCatalogue``: every game's static description.

Players, modes, variants, options (each a JSON Schema), cards with their
effects, and the fields one game adds (Driving Me Crazy!'s goal and colours,
Drive's board geometry and signs).  Every Integer is ``strict``, as in
:mod:`api.schemas`.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from core.protocol import BOT_LEVELS


class PlayerRangeSchema(ma.Schema):
    """How many players a game takes."""

    min = fields.Integer(strict=True, required=True)
    max = fields.Integer(strict=True, required=True)


class VariantSchema(ma.Schema):
    """One variant a game can be played with (``createGame``'s ``variants``)."""

    name = fields.String(required=True, metadata={"description": "the name createGame takes"})
    title = fields.String(required=True)
    description = fields.String(required=True, metadata={"description": "what it adds"})


_JSON_TYPE = {"type": "string",
              "enum": ["array", "boolean", "integer", "null", "number", "object", "string"]}


#: a number kept as the game wrote it (an integer stays an integer)
_NUMBER = {"type": "number"}


class OptionSchema(ma.Schema):
    """One option of ``createGame``'s ``options``, as a JSON Schema a form is built from."""

    type = fields.Raw(required=True, metadata={
        "description": "JSON type(s) of the value", "oneOf": [
            _JSON_TYPE, {"type": "array", "items": _JSON_TYPE}]})
    default = fields.Raw(required=True, allow_none=True, metadata={
        "description": "the value used when the option is left out (null: chosen by the"
                       " game, e.g. at random)"})
    description = fields.String(required=True, metadata={"description": "in players' words"})
    minimum = fields.Raw(metadata=_NUMBER)
    maximum = fields.Raw(metadata=_NUMBER)
    exclusiveMinimum = fields.Raw(metadata=_NUMBER)
    multipleOf = fields.Raw(metadata=_NUMBER)
    enum = fields.List(fields.Raw())
    variant = fields.String(metadata={"description": "the variant this option belongs to"})
    propertyNames = fields.Dict()
    additionalProperties = fields.Dict()


class CardOptionSchema(ma.Schema):
    """One reading of a card with "one effect OR another" (a play move's ``option``)."""

    option = fields.String(required=True)
    text = fields.String(required=True)


class CardSchema(ma.Schema):
    """One kind of card: its id and title, what it does, and the game's own card facts.

    Driving Me Crazy! cards carry counts, colour, distance, duration, options and
    ``forbids`` (a sign: the card it forbids); Drive cards carry their count and
    their drawing at rotation 0 (roads, stops, triangle, rules per entry edge, signs).
    """

    id = fields.String(required=True)
    title = fields.String(required=True)
    text = fields.String(required=True, metadata={
        "description": "what the card does, in the rulebook's words"})
    # Driving Me Crazy!
    colour = fields.String(validate=validate.OneOf(["distance", "red", "blue", "reaction",
                                                    "sign"]))
    base = fields.Integer(strict=True, metadata={"description": "copies in the base deck"})
    seven_plus = fields.Integer(strict=True, metadata={
        "description": "copies added from 7 players"})
    variant = fields.String(allow_none=True, metadata={"description": "its variant, or null"})
    variant_count = fields.Integer(strict=True, metadata={
        "description": "copies added by its variant"})
    distance = fields.Integer(strict=True, allow_none=True)
    duration = fields.Integer(strict=True, allow_none=True, metadata={
        "description": "turns its effect lasts (the turn tracker)"})
    note = fields.String(allow_none=True, metadata={"description": "the rulebook's note"})
    options = fields.List(fields.Nested(CardOptionSchema))
    forbids = fields.String(allow_none=True, metadata={
        "description": "a sign: the card no one may play while it is in force"})
    # Drive
    count = fields.Integer(strict=True)
    miss_a_turn = fields.Boolean()
    card = fields.String()
    rotation = fields.Integer(strict=True)
    roads = fields.List(fields.String())
    stops = fields.List(fields.String())
    triangle = fields.String(allow_none=True)
    no_stopping = fields.Boolean()
    rules = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), metadata={
        "description": "per entry edge, the exits a car may take (empty: No Entry)"})
    signs = fields.List(fields.String())


class GoalSchema(ma.Schema):
    """Driving Me Crazy!'s goal: the default distance and the shorter one for 5+ players."""

    default = fields.Integer(strict=True, required=True)
    five_plus = fields.Integer(strict=True, required=True)
    five_plus_from = fields.Integer(strict=True, required=True)


class SeatSchema(ma.Schema):
    """A Drive seat: its car's colour and its Start and Finish ports."""

    seat = fields.Integer(strict=True, required=True)
    colour = fields.String(required=True)
    start = fields.String(required=True)
    finish = fields.String(required=True)


class EdgeSchema(ma.Schema):
    """A Drive edge and the step to the neighbouring cell across it (y grows south)."""

    edge = fields.String(required=True)
    dx = fields.Integer(strict=True, required=True)
    dy = fields.Integer(strict=True, required=True)


class PortSchema(ma.Schema):
    """A port of Drive's Start and Finish card: the cell and edge a car stands at."""

    port = fields.String(required=True)
    x = fields.Integer(strict=True, required=True)
    y = fields.Integer(strict=True, required=True)
    edge = fields.String(required=True)


class StartFinishSchema(ma.Schema):
    """Drive's Start and Finish card: the 2×2 cells it covers and its eight ports."""

    x = fields.Integer(strict=True, required=True)
    y = fields.Integer(strict=True, required=True)
    width = fields.Integer(strict=True, required=True)
    height = fields.Integer(strict=True, required=True)
    ports = fields.List(fields.Nested(PortSchema), required=True)


class LimitSchema(ma.Schema):
    """Drive's limit option: the cells cards may go in (both coordinates in min..max)."""

    min = fields.Integer(strict=True, required=True)
    max = fields.Integer(strict=True, required=True)


class SignSchema(ma.Schema):
    """A Drive traffic sign printed on a card and its group on the rulebook's sign sheet."""

    name = fields.String(required=True)
    group = fields.String(required=True)


class BotLevelSchema(ma.Schema):
    """One bot level a seat can be given (createGame ``bot_levels``, addBots ``levels``)."""

    level = fields.String(required=True, validate=validate.OneOf(BOT_LEVELS))
    description = fields.String(required=True)


class CatalogueEntrySchema(ma.Schema):
    """One game: what a client needs to set it up, show its cards and say what it asks.

    Every text is the game's own (the rulebook's words), served so no client
    copies rule data.  Fields after ``cards`` belong to one game.
    """

    name = fields.String(required=True, metadata={"description": "createGame's ``game``"})
    title = fields.String(required=True)
    players = fields.Nested(PlayerRangeSchema, required=True)
    modes = fields.List(fields.String(validate=validate.OneOf(["digital", "referee"])),
                        required=True)
    variants = fields.List(fields.Nested(VariantSchema), required=True)
    options = fields.Dict(keys=fields.String(), values=fields.Nested(OptionSchema),
                          required=True, metadata={
                              "description": "createGame's ``options``, each a JSON Schema"})
    move_types = fields.List(fields.String(), required=True)
    decisions = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                            metadata={"description": "each kind of decision the view can ask"
                                      " for (Driving Me Crazy!'s ``decision.kind``, Drive's"
                                      " ``phase``) and what it asks, in players' words"})
    cards = fields.List(fields.Nested(CardSchema), required=True)
    bot_levels = fields.List(fields.Nested(BotLevelSchema), required=True, metadata={
        "description": "the levels a bot seat can play at, weakest first (default normal)"})
    # Driving Me Crazy!
    goal = fields.Nested(GoalSchema)
    hand_size = fields.Integer(strict=True)
    totals = fields.Dict(keys=fields.String(), values=fields.Integer(strict=True))
    colours = fields.Dict(keys=fields.String(), values=fields.String(), metadata={
        "description": "who a card of each colour is played on, in the rulebook's words"})
    # Drive
    seats = fields.List(fields.Nested(SeatSchema))
    edges = fields.List(fields.Nested(EdgeSchema))
    rotations = fields.List(fields.Integer(strict=True))
    start_finish = fields.Nested(StartFinishSchema)
    limit = fields.Nested(LimitSchema)
    pack_size = fields.Integer(strict=True)
    roundabouts_per_player = fields.Integer(strict=True)
    signs = fields.List(fields.Nested(SignSchema))


class CatalogueSchema(ma.Schema):
    """Answer of ``getCatalogue``: every served game's static description."""

    games = fields.List(fields.Nested(CatalogueEntrySchema), required=True)
