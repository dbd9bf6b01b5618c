from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveCatalogueEntrySeatsItem")


@_attrs_define
class DriveCatalogueEntrySeatsItem:
    """A seat: its car's colour and its Start and Finish ports when the option cars is left empty.

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

        drive_catalogue_entry_seats_item = cls(
            seat=seat,
            colour=colour,
            start=start,
            finish=finish,
        )

        return drive_catalogue_entry_seats_item
