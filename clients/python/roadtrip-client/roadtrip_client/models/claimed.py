from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Claimed")


@_attrs_define
class Claimed:
    """
    Attributes:
        seat (int):
        token (str | Unset): the new seat token, shown once (absent: the caller's token holds it)
    """

    seat: int
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        token = d.pop("token", UNSET)

        claimed = cls(
            seat=seat,
            token=token,
        )

        return claimed
