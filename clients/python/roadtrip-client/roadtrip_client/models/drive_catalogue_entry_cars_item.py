from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveCatalogueEntryCarsItem")


@_attrs_define
class DriveCatalogueEntryCarsItem:
    """A car a player may choose (option cars): its colour and the Start and Finish ports of that colour.

    Attributes:
        colour (str):
        start (str):
        finish (str):
    """

    colour: str
    start: str
    finish: str

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        start = self.start

        finish = self.finish

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "start": start,
                "finish": finish,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour")

        start = d.pop("start")

        finish = d.pop("finish")

        drive_catalogue_entry_cars_item = cls(
            colour=colour,
            start=start,
            finish=finish,
        )

        return drive_catalogue_entry_cars_item
