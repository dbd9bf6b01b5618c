from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """
    Attributes:
        seat (int):
        colour (str):
        start (str):
        finish (str):
    """

    seat: int
    colour: str
    start: str
    finish: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        colour = self.colour

        start = self.start

        finish = self.finish

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "start": start,
                "finish": finish,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        colour = d.pop("colour")

        start = d.pop("start")

        finish = d.pop("finish")

        seat = cls(
            seat=seat,
            colour=colour,
            start=start,
            finish=finish,
        )

        return seat
