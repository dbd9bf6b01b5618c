from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_players_item_colour import DriveViewPlayersItemColour

T = TypeVar("T", bound="DriveViewPlayersItem")


@_attrs_define
class DriveViewPlayersItem:
    """A seat's car: the colour chosen (option cars), its Start and Finish.

    Attributes:
        seat (int):
        colour (DriveViewPlayersItemColour):
        start (str):
        finish (str):
        retired (bool):
    """

    seat: int
    colour: DriveViewPlayersItemColour
    start: str
    finish: str
    retired: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        colour = self.colour.value

        start = self.start

        finish = self.finish

        retired = self.retired

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "start": start,
                "finish": finish,
                "retired": retired,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        colour = DriveViewPlayersItemColour(d.pop("colour"))

        start = d.pop("start")

        finish = d.pop("finish")

        retired = d.pop("retired")

        drive_view_players_item = cls(
            seat=seat,
            colour=colour,
            start=start,
            finish=finish,
            retired=retired,
        )

        drive_view_players_item.additional_properties = d
        return drive_view_players_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
