"""``getOperations``: the OpenAPI document's operations only, for a quick first screen.

The web app calls operations by ``operationId`` and needs only their method,
path and parameter names.  The whole document (``/api/openapi.json``, ~60 KB)
is for programs; this projection of it (~2 KB) is what a page loads first.
"""

from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from api.http.resources.common import errors
from api.http.server_schemas import OperationsSchema

blp = Blueprint("operations", __name__, url_prefix="/api/v1/operations",
                description="The API's operations, for clients that call them by operationId")

METHODS = ("get", "put", "post", "delete", "patch")


def operations(document: dict[str, Any]) -> dict[str, Any]:
    """Return ``{"paths": {path: {method: {operationId, parameters}}}}`` of ``document``,
    with each path's own parameters moved into its operations."""
    paths: dict[str, Any] = {}
    for path, item in document.get("paths", {}).items():
        shared = item.get("parameters", [])
        for method in METHODS:
            operation = item.get(method)
            if not operation or "operationId" not in operation:
                continue
            parameters = [{"name": p["name"], "in": p["in"], "required": p.get("required", False)}
                          for p in [*shared, *operation.get("parameters", [])]]
            paths.setdefault(path, {})[method] = {"operationId": operation["operationId"],
                                                  "parameters": parameters}
    return {"paths": paths}


@blp.route("")
class Operations(MethodView):
    """The operations map."""

    @blp.doc(operationId="getOperations")
    @blp.response(200, OperationsSchema)
    @errors(blp)
    def get(self) -> dict[str, Any]:
        """List every operation by path and method: its operationId and parameter names
        (the OpenAPI document's ``paths`` with nothing else)."""
        cache = current_app.extensions.setdefault("roadtrip_operations", {})
        if "map" not in cache:
            cache["map"] = operations(current_app.extensions["flask-smorest"]["apis"][""]
                                      ["ext_obj"].spec.to_dict())
        return cache["map"]
