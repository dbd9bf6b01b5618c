"""``getCatalogue``: the served games and how they can be set up."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api import i18n
from api.http.catalogue_schemas import CatalogueSchema
from api.http.resources.common import errors
from core import game_names, get_game
from core.protocol import BOT_LEVEL_TEXT

blp = Blueprint("catalogue", __name__, url_prefix="/api/v1/games/catalogue",
                description="The games this server hosts")


def catalogue() -> list[dict[str, Any]]:
    """Return each registered game's own description, its move types and bot levels (a
    level described in the game's own words when it ships them: ``bot_level.<level>``)."""
    return [{**get_game(name).catalogue(), "move_types": sorted(get_game(name).move_schemas()),
             "bot_levels": [{"level": level, "description": _level_text(name, level)}
                            for level in get_game(name).bot_levels]}
            for name in game_names()]


def _level_text(name: str, level: str) -> str:
    """What ``level`` means in game ``name``: its own English words, else the shared ones."""
    return i18n.game_text(name, f"bot_level.{level}", i18n.DEFAULT) or BOT_LEVEL_TEXT[level]


@blp.route("")
class Catalogue(MethodView):
    """The catalogue of games."""

    @blp.doc(operationId="getCatalogue")
    @blp.response(200, CatalogueSchema)
    @errors(blp)
    def get(self) -> dict[str, Any]:
        """List the games: players, modes, variants, options (JSON Schemas with defaults),
        what each decision asks, and every card with its effect in the rulebook's words."""
        return {"games": catalogue()}
