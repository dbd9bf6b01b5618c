from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_pass_obstruction_edge import DriveEventPassObstructionEdge

T = TypeVar("T", bound="DriveEventPassObstruction")


@_attrs_define
class DriveEventPassObstruction:
    """A held car moves past the obstruction.

    Attributes:
        type_ (Literal['pass_obstruction']):
        seat (int):
        x (int):
        y (int):
        edge (DriveEventPassObstructionEdge):
    """

    type_: Literal["pass_obstruction"]
    seat: int
    x: int
    y: int
    edge: DriveEventPassObstructionEdge
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        x = self.x

        y = self.y

        edge = self.edge.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
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
        type_ = cast(Literal["pass_obstruction"], d.pop("type"))
        if type_ != "pass_obstruction":
            raise ValueError(f"type must match const 'pass_obstruction', got '{type_}'")

        seat = d.pop("seat")

        x = d.pop("x")

        y = d.pop("y")

        edge = DriveEventPassObstructionEdge(d.pop("edge"))

        drive_event_pass_obstruction = cls(
            type_=type_,
            seat=seat,
            x=x,
            y=y,
            edge=edge,
        )

        drive_event_pass_obstruction.additional_properties = d
        return drive_event_pass_obstruction

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
