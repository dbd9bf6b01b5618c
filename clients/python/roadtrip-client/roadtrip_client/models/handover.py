from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Handover")


@_attrs_define
class Handover:
    """
    Attributes:
        seat (int):
        secret (str): claimSeat's secret: works once; a new link replaces it
        url (str): the link a phone opens to take the seat (the secret in its fragment)
        qr_svg (str): an SVG QR code of `url`, for the other phone to scan
    """

    seat: int
    secret: str
    url: str
    qr_svg: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        secret = self.secret

        url = self.url

        qr_svg = self.qr_svg

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "secret": secret,
                "url": url,
                "qr_svg": qr_svg,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        secret = d.pop("secret")

        url = d.pop("url")

        qr_svg = d.pop("qr_svg")

        handover = cls(
            seat=seat,
            secret=secret,
            url=url,
            qr_svg=qr_svg,
        )

        return handover
