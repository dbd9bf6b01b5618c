"""Marshmallow schemas of a seat held by another phone: players without a phone (held by
the host's token, ``addHeldSeat``) and a seat's one-time hand-over link (``handOverSeat``,
``claimSeat``).  See docs/api-guide.md and docs/at-the-table.md.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate


class HeldSeatSchema(ma.Schema):
    """Answer of ``addHeldSeat``: the seat the host's token now holds."""

    seat = fields.Integer(strict=True, required=True)
    version = fields.Integer(strict=True, required=True)
    status = fields.String(required=True,
                           validate=validate.OneOf(["waiting", "active", "finished"]))


class HandoverSchema(ma.Schema):
    """Answer of ``handOverSeat``: a one-time link, as secret as a seat token."""

    seat = fields.Integer(strict=True, required=True)
    secret = fields.String(required=True, metadata={
        "description": "claimSeat's secret: works once; a new link replaces it"})
    url = fields.String(required=True, metadata={
        "description": "the link a phone opens to take the seat (the secret in its fragment)"})
    qr_svg = fields.String(required=True, metadata={
        "description": "an SVG QR code of `url`, for the other phone to scan"})


class ClaimSchema(ma.Schema):
    """Body of ``claimSeat``."""

    secret = fields.String(required=True, validate=validate.Length(1, 200))


class ClaimedSchema(ma.Schema):
    """Answer of ``claimSeat``: the seat, and a new seat token unless the caller's own
    token (sent as the bearer) now holds it."""

    seat = fields.Integer(strict=True, required=True)
    token = fields.String(metadata={
        "description": "the new seat token, shown once (absent: the caller's token holds it)"})
