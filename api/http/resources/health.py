"""``healthz`` (the process answers) and ``readyz`` (and Redis answers)."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.resources.common import errors, games
from api.http.server_schemas import HealthSchema
from api.problems import ApiError
from api.store.store import UNAVAILABLE

blp = Blueprint("health", __name__, url_prefix="/", description="Liveness and readiness")


@blp.route("healthz")
class Health(MethodView):
    """Liveness."""

    @blp.doc(operationId="healthz")
    @blp.response(200, HealthSchema)
    @errors(blp, "uri_too_long", limited=False)
    def get(self) -> dict[str, str]:
        """Answer 200 while the process serves requests.

        Liveness for a process supervisor; touches nothing else.
        """
        return {"status": "ok"}


@blp.route("readyz")
class Ready(MethodView):
    """Readiness."""

    @blp.doc(operationId="readyz")
    @blp.response(200, HealthSchema)
    @errors(blp, "uri_too_long", "store_unavailable", "overloaded", limited=False)
    def get(self) -> dict[str, str]:
        """Answer 200 when Redis answers a ping, else 503 ``store_unavailable``.

        Readiness for a load balancer.
        """
        try:
            games().store.ping()
        except UNAVAILABLE:
            raise ApiError(503, "store_unavailable", "the game store does not answer",
                           {"Retry-After": "1"}) from None
        return {"status": "ready"}
