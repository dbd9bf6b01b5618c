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
    """

    seat: int
    secret: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        secret = self.secret

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "secret": secret,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        secret = d.pop("secret")

        url = d.pop("url")

        handover = cls(
            seat=seat,
            secret=secret,
            url=url,
        )

        return handover
