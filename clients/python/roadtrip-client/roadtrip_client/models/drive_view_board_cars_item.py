from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_cars_item_colour import DriveViewBoardCarsItemColour
from ..models.drive_view_board_cars_item_edge_type_0 import DriveViewBoardCarsItemEdgeType0
from ..models.drive_view_board_cars_item_entry_type_0 import DriveViewBoardCarsItemEntryType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_view_board_cars_item_front_type_0 import DriveViewBoardCarsItemFrontType0


T = TypeVar("T", bound="DriveViewBoardCarsItem")


@_attrs_define
class DriveViewBoardCarsItem:
    """A player's car.

    Attributes:
        seat (int):
        colour (DriveViewBoardCarsItemColour):
        x (int):
        y (int):
        edge (DriveViewBoardCarsItemEdgeType0 | None):
        entry (DriveViewBoardCarsItemEntryType0 | None):
        port (None | str):
        held (bool):
        retired (bool):
        front (DriveViewBoardCarsItemFrontType0 | None | Unset):
        to_finish (int | None | Unset): how many cards the car is from its Finish along the road (0: finished; null:
            retired or no way on): progress toward a Finish
    """

    seat: int
    colour: DriveViewBoardCarsItemColour
    x: int
    y: int
    edge: DriveViewBoardCarsItemEdgeType0 | None
    entry: DriveViewBoardCarsItemEntryType0 | None
    port: None | str
    held: bool
    retired: bool
    front: DriveViewBoardCarsItemFrontType0 | None | Unset = UNSET
    to_finish: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_view_board_cars_item_front_type_0 import DriveViewBoardCarsItemFrontType0  # noqa: PLC0415

        seat = self.seat

        colour = self.colour.value

        x = self.x

        y = self.y

        edge: None | str
        if isinstance(self.edge, DriveViewBoardCarsItemEdgeType0):
            edge = self.edge.value
        else:
            edge = self.edge

        entry: None | str
        if isinstance(self.entry, DriveViewBoardCarsItemEntryType0):
            entry = self.entry.value
        else:
            entry = self.entry

        port: None | str
        port = self.port

        held = self.held

        retired = self.retired

        front: dict[str, Any] | None | Unset
        if isinstance(self.front, Unset):
            front = UNSET
        elif isinstance(self.front, DriveViewBoardCarsItemFrontType0):
            front = self.front.to_dict()
        else:
            front = self.front

        to_finish: int | None | Unset
        if isinstance(self.to_finish, Unset):
            to_finish = UNSET
        else:
            to_finish = self.to_finish

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "x": x,
                "y": y,
                "edge": edge,
                "entry": entry,
                "port": port,
                "held": held,
                "retired": retired,
            }
        )
        if front is not UNSET:
            field_dict["front"] = front
        if to_finish is not UNSET:
            field_dict["to_finish"] = to_finish

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_board_cars_item_front_type_0 import DriveViewBoardCarsItemFrontType0  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        colour = DriveViewBoardCarsItemColour(d.pop("colour"))

        x = d.pop("x")

        y = d.pop("y")

        def _parse_edge(data: object) -> DriveViewBoardCarsItemEdgeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                edge_type_0 = DriveViewBoardCarsItemEdgeType0(data)

                return edge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCarsItemEdgeType0 | None, data)

        edge = _parse_edge(d.pop("edge"))

        def _parse_entry(data: object) -> DriveViewBoardCarsItemEntryType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entry_type_0 = DriveViewBoardCarsItemEntryType0(data)

                return entry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCarsItemEntryType0 | None, data)

        entry = _parse_entry(d.pop("entry"))

        def _parse_port(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        port = _parse_port(d.pop("port"))

        held = d.pop("held")

        retired = d.pop("retired")

        def _parse_front(data: object) -> DriveViewBoardCarsItemFrontType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                front_type_0 = DriveViewBoardCarsItemFrontType0.from_dict(data)

                return front_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCarsItemFrontType0 | None | Unset, data)

        front = _parse_front(d.pop("front", UNSET))

        def _parse_to_finish(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_finish = _parse_to_finish(d.pop("to_finish", UNSET))

        drive_view_board_cars_item = cls(
            seat=seat,
            colour=colour,
            x=x,
            y=y,
            edge=edge,
            entry=entry,
            port=port,
            held=held,
            retired=retired,
            front=front,
            to_finish=to_finish,
        )

        drive_view_board_cars_item.additional_properties = d
        return drive_view_board_cars_item

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
