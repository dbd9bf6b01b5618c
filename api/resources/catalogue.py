"""``getCatalogue``: the served games and how they can be set up."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.resources.common import errors
from api.schemas import CatalogueSchema
from core import game_names, get_game

blp = Blueprint("catalogue", __name__, url_prefix="/api/v1/games/catalogue",
                description="The games this server hosts")


def catalogue() -> list[dict[str, Any]]:
    """Return each registered game's static description."""
    out = []
    for name in game_names():
        game = get_game(name)
        entry = {"name": game.name, "title": game.title, "min_players": game.min_players,
                 "max_players": game.max_players, "variants": list(game.variants),
                 "modes": ["digital", "referee"], "move_types": sorted(game.move_schemas())}
        entry.update(game.catalogue())
        out.append(entry)
    return out


@blp.route("")
class Catalogue(MethodView):
    """The catalogue of games."""

    @blp.doc(operationId="getCatalogue")
    @blp.response(200, CatalogueSchema)
    @errors(blp)
    def get(self) -> dict[str, Any]:
        """List the games: players, variants, options and deck contents."""
        return {"games": catalogue()}
