from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_cars_item_front_type_0_entry import DriveViewBoardCarsItemFrontType0Entry

T = TypeVar("T", bound="DriveViewBoardCarsItemFrontType0")


@_attrs_define
class DriveViewBoardCarsItemFrontType0:
    """The cell in front of the car, where its next card goes.

    Attributes:
        x (int):
        y (int):
        entry (DriveViewBoardCarsItemFrontType0Entry):
    """

    x: int
    y: int
    entry: DriveViewBoardCarsItemFrontType0Entry
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        entry = self.entry.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x": x,
                "y": y,
                "entry": entry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        entry = DriveViewBoardCarsItemFrontType0Entry(d.pop("entry"))

        drive_view_board_cars_item_front_type_0 = cls(
            x=x,
            y=y,
            entry=entry,
        )

        drive_view_board_cars_item_front_type_0.additional_properties = d
        return drive_view_board_cars_item_front_type_0

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
