from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_exit_edge import DriveExitEdge

T = TypeVar("T", bound="DriveExit")


@_attrs_define
class DriveExit:
    """Choose the edge where the car leaves the card.

    Attributes:
        type_ (Literal['exit']):  Default: 'exit'.
        edge (DriveExitEdge):
    """

    edge: DriveExitEdge
    type_: Literal["exit"] = "exit"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        edge = self.edge.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "edge": edge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["exit"], d.pop("type"))
        if type_ != "exit":
            raise ValueError(f"type must match const 'exit', got '{type_}'")

        edge = DriveExitEdge(d.pop("edge"))

        drive_exit = cls(
            type_=type_,
            edge=edge,
        )

        return drive_exit
