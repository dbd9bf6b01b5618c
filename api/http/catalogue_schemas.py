"""Marshmallow schemas of ``getCatalogue``: every game's static description.

The entries are the games' own ``catalogue()`` (players, modes, variants,
options as JSON Schemas, decisions, cards, and whatever a game adds), each
documented by the game's own schema; the API adds the move types and the bot
levels.  Every Integer is ``strict``, as in :mod:`api.http.schemas`.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from core.protocol import BOT_LEVELS


class BotLevelSchema(ma.Schema):
    """One bot level a seat can be given (createGame ``bot_levels``, addBots ``levels``)."""

    level = fields.String(required=True, validate=validate.OneOf(BOT_LEVELS))
    description = fields.String(required=True)


class CatalogueEntrySchema(ma.Schema):
    """One game as it describes itself, with the API's move types and bot levels.

    Every field but ``move_types`` and ``bot_levels`` is the game's own
    ``catalogue()``, served as the game wrote it (the rulebook's words, so no
    client copies rule data): the API adds nothing game-specific and drops
    nothing.  Each game's entry is documented by the game's own schema
    (``Game.catalogue_schema``: the fields every game has, then its own), see
    :func:`api.openapi.typed.catalogue_entry`.
    """

    name = fields.String(required=True, metadata={"description": "createGame's ``game``"})
    title = fields.String(required=True)
    players = fields.Raw(required=True, metadata={"description": "{min, max}"})
    modes = fields.Raw(required=True)
    variants = fields.Raw(required=True)
    options = fields.Raw(required=True, metadata={
        "description": "createGame's ``options``, each a JSON Schema"})
    decisions = fields.Raw(required=True)
    cards = fields.Raw(required=True)
    move_types = fields.List(fields.String(), required=True)
    bot_levels = fields.List(fields.Nested(BotLevelSchema), required=True, metadata={
        "description": "the levels a bot seat can play at, weakest first (default normal)"})

    @ma.post_dump(pass_original=True)
    def _the_games_own_fields(self, data: dict[str, Any], original: dict[str, Any],
                              **_kwargs: Any) -> dict[str, Any]:
        return {**original, **data}


class CatalogueSchema(ma.Schema):
    """Answer of ``getCatalogue``: every served game's static description."""

    games = fields.List(fields.Nested(CatalogueEntrySchema), required=True)
