"""``getServer``: where phones can reach this server (join base URL, LAN addresses)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http import lan
from api.http.resources.common import errors, lan_urls, public_base
from api.http.server_schemas import ServerSchema

blp = Blueprint("server", __name__, url_prefix="/api/v1/server",
                description="Where phones at the table can reach this server")


@blp.route("")
class Server(MethodView):
    """This server as phones see it."""

    @blp.doc(operationId="getServer")
    @blp.response(200, ServerSchema)
    @errors(blp, "invalid_host")
    def get(self) -> dict[str, Any]:
        """Say the base URL join links use, whether it is this computer only (localhost,
        127.0.0.1: phones cannot open it) and the same page at each LAN address."""
        base = public_base() + "/"  # the base join links use
        return {"join_base_url": base, "loopback": lan.is_loopback(base),
                "lan_urls": lan_urls()}
