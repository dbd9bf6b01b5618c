from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.port import Port


T = TypeVar("T", bound="StartFinish")


@_attrs_define
class StartFinish:
    """
    Attributes:
        x (int):
        y (int):
        width (int):
        height (int):
        ports (list[Port]):
    """

    x: int
    y: int
    width: int
    height: int
    ports: list[Port]

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
        from ..models.port import Port  # noqa: PLC0415

        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        width = d.pop("width")

        height = d.pop("height")

        ports = []
        _ports = d.pop("ports")
        for ports_item_data in _ports:
            ports_item = Port.from_dict(ports_item_data)

            ports.append(ports_item)

        start_finish = cls(
            x=x,
            y=y,
            width=width,
            height=height,
            ports=ports,
        )

        return start_finish
