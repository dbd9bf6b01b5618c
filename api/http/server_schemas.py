"""Marshmallow schemas of the server's own answers: ``getServer``, ``getOperations``,
``healthz`` and ``readyz``."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate


class ServerSchema(ma.Schema):
    """Answer of ``getServer``: where phones at the table can reach this server."""

    join_base_url = fields.String(required=True, metadata={
        "description": "the base of the join links this server gives now (PUBLIC_URL, else"
                       " the address the caller used); when it is loopback, QR codes use the"
                       " first of lan_urls instead"})
    loopback = fields.Boolean(required=True, metadata={
        "description": "true when join_base_url names this computer only (localhost,"
                       " 127.0.0.1, ::1): other phones cannot open the join links"})
    lan_urls = fields.List(fields.String(), required=True, metadata={
        "description": "this server at each of its LAN addresses, for phones on the same"
                       " Wi-Fi (empty when it listens on this computer only). Shown only to a"
                       " local caller: on a server run for others (PUBLIC_URL set) only to a"
                       " browser on the server's own computer, not through a proxy; otherwise"
                       " to callers from this computer or a private network (10/8, 192.168/16,"
                       " fc00::/7, ...); anyone else gets []"})


class ParameterNameSchema(ma.Schema):
    """A parameter of an operation: its name and where it goes."""

    name = fields.String(required=True)
    location = fields.String(required=True, data_key="in", attribute="in",
                             validate=validate.OneOf(["path", "query", "header", "cookie"]))
    required = fields.Boolean(required=True)


class OperationNameSchema(ma.Schema):
    """An operation of the API, by its operationId."""

    operationId = fields.String(required=True)
    parameters = fields.List(fields.Nested(ParameterNameSchema), required=True)


class OperationsSchema(ma.Schema):
    """Answer of ``getOperations``: the OpenAPI document's ``paths`` with only each
    operation's operationId and parameter names (path parameters included)."""

    paths = fields.Dict(keys=fields.String(), required=True, values=fields.Dict(
        keys=fields.String(validate=validate.OneOf(["get", "put", "post", "delete", "patch"])),
        values=fields.Nested(OperationNameSchema)))


class HealthSchema(ma.Schema):
    """Answer of ``healthz`` / ``readyz``."""

    status = fields.String(required=True)
