from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveCatalogueEntryEdgesItem")


@_attrs_define
class DriveCatalogueEntryEdgesItem:
    """An edge and the step to the neighbouring cell across it (y grows south).

    Attributes:
        edge (str):
        dx (int):
        dy (int):
    """

    edge: str
    dx: int
    dy: int

    def to_dict(self) -> dict[str, Any]:
        edge = self.edge

        dx = self.dx

        dy = self.dy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "edge": edge,
                "dx": dx,
                "dy": dy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edge = d.pop("edge")

        dx = d.pop("dx")

        dy = d.pop("dy")

        drive_catalogue_entry_edges_item = cls(
            edge=edge,
            dx=dx,
            dy=dy,
        )

        return drive_catalogue_entry_edges_item
