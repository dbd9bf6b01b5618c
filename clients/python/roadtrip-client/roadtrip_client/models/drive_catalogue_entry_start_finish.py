from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.drive_catalogue_entry_start_finish_ports_item import DriveCatalogueEntryStartFinishPortsItem


T = TypeVar("T", bound="DriveCatalogueEntryStartFinish")


@_attrs_define
class DriveCatalogueEntryStartFinish:
    """The Start and Finish card: the 2×2 cells it covers and its eight ports.

    Attributes:
        x (int):
        y (int):
        width (int):
        height (int):
        ports (list[DriveCatalogueEntryStartFinishPortsItem]):
    """

    x: int
    y: int
    width: int
    height: int
    ports: list[DriveCatalogueEntryStartFinishPortsItem]

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
        from ..models.drive_catalogue_entry_start_finish_ports_item import DriveCatalogueEntryStartFinishPortsItem  # noqa: PLC0415

        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        width = d.pop("width")

        height = d.pop("height")

        ports = []
        _ports = d.pop("ports")
        for ports_item_data in _ports:
            ports_item = DriveCatalogueEntryStartFinishPortsItem.from_dict(ports_item_data)

            ports.append(ports_item)

        drive_catalogue_entry_start_finish = cls(
            x=x,
            y=y,
            width=width,
            height=height,
            ports=ports,
        )

        return drive_catalogue_entry_start_finish
