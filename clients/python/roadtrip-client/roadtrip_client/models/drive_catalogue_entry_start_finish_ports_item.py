from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveCatalogueEntryStartFinishPortsItem")


@_attrs_define
class DriveCatalogueEntryStartFinishPortsItem:
    """A port: the cell and edge a car stands at.

    Attributes:
        port (str):
        x (int):
        y (int):
        edge (str):
    """

    port: str
    x: int
    y: int
    edge: str

    def to_dict(self) -> dict[str, Any]:
        port = self.port

        x = self.x

        y = self.y

        edge = self.edge

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "port": port,
                "x": x,
                "y": y,
                "edge": edge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        port = d.pop("port")

        x = d.pop("x")

        y = d.pop("y")

        edge = d.pop("edge")

        drive_catalogue_entry_start_finish_ports_item = cls(
            port=port,
            x=x,
            y=y,
            edge=edge,
        )

        return drive_catalogue_entry_start_finish_ports_item
