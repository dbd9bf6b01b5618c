from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_finishes_item_edge import DriveViewBoardFinishesItemEdge

T = TypeVar("T", bound="DriveViewBoardFinishesItem")


@_attrs_define
class DriveViewBoardFinishesItem:
    """Where a seat's car leaves to finish.

    Attributes:
        seat (int):
        x (int):
        y (int):
        edge (DriveViewBoardFinishesItemEdge):
    """

    seat: int
    x: int
    y: int
    edge: DriveViewBoardFinishesItemEdge
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        x = self.x

        y = self.y

        edge = self.edge.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "x": x,
                "y": y,
                "edge": edge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        x = d.pop("x")

        y = d.pop("y")

        edge = DriveViewBoardFinishesItemEdge(d.pop("edge"))

        drive_view_board_finishes_item = cls(
            seat=seat,
            x=x,
            y=y,
            edge=edge,
        )

        drive_view_board_finishes_item.additional_properties = d
        return drive_view_board_finishes_item

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
