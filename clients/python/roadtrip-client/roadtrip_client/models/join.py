from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Join")


@_attrs_define
class Join:
    """
    Attributes:
        name (str): shown to every seat: no control characters, no bidirectional formatting characters (422
            invalid_text)
        seat (int | Unset):
    """

    name: str
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat", UNSET)

        join = cls(
            name=name,
            seat=seat,
        )

        return join
