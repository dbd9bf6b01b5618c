from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.drive_view_board_start_finish_ports_item import DriveViewBoardStartFinishPortsItem


T = TypeVar("T", bound="DriveViewBoardStartFinish")


@_attrs_define
class DriveViewBoardStartFinish:
    """The central Start and Finish card and its eight ports.

    Attributes:
        x (int):
        y (int):
        width (int):
        height (int):
        ports (list[DriveViewBoardStartFinishPortsItem]):
    """

    x: int
    y: int
    width: int
    height: int
    ports: list[DriveViewBoardStartFinishPortsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        width = self.width

        height = self.height

        ports = []
        for ports_item_data in self.ports:
            ports_item = ports_item_data.to_dict()
            ports.append(ports_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x": x,
                "y": y,
                "width": width,
                "height": height,
                "ports": ports,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_board_start_finish_ports_item import DriveViewBoardStartFinishPortsItem  # noqa: PLC0415

        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        width = d.pop("width")

        height = d.pop("height")

        ports = []
        _ports = d.pop("ports")
        for ports_item_data in _ports:
            ports_item = DriveViewBoardStartFinishPortsItem.from_dict(ports_item_data)

            ports.append(ports_item)

        drive_view_board_start_finish = cls(
            x=x,
            y=y,
            width=width,
            height=height,
            ports=ports,
        )

        drive_view_board_start_finish.additional_properties = d
        return drive_view_board_start_finish

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
