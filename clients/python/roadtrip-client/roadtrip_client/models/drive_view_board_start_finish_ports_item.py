from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_start_finish_ports_item_edge import DriveViewBoardStartFinishPortsItemEdge
from ..models.drive_view_board_start_finish_ports_item_kind import DriveViewBoardStartFinishPortsItemKind

T = TypeVar("T", bound="DriveViewBoardStartFinishPortsItem")


@_attrs_define
class DriveViewBoardStartFinishPortsItem:
    """A port of the Start and Finish card.

    Attributes:
        port (str):
        x (int):
        y (int):
        edge (DriveViewBoardStartFinishPortsItemEdge):
        kind (DriveViewBoardStartFinishPortsItemKind):
        seat (int | None):
    """

    port: str
    x: int
    y: int
    edge: DriveViewBoardStartFinishPortsItemEdge
    kind: DriveViewBoardStartFinishPortsItemKind
    seat: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        port = self.port

        x = self.x

        y = self.y

        edge = self.edge.value

        kind = self.kind.value

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "port": port,
                "x": x,
                "y": y,
                "edge": edge,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        port = d.pop("port")

        x = d.pop("x")

        y = d.pop("y")

        edge = DriveViewBoardStartFinishPortsItemEdge(d.pop("edge"))

        kind = DriveViewBoardStartFinishPortsItemKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        drive_view_board_start_finish_ports_item = cls(
            port=port,
            x=x,
            y=y,
            edge=edge,
            kind=kind,
            seat=seat,
        )

        drive_view_board_start_finish_ports_item.additional_properties = d
        return drive_view_board_start_finish_ports_item

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
