from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_deck_item_id_type_0 import DriveViewDeckItemIdType0
from ..models.drive_view_deck_item_roads_item import DriveViewDeckItemRoadsItem
from ..models.drive_view_deck_item_stops_item import DriveViewDeckItemStopsItem
from ..models.drive_view_deck_item_triangle_type_0 import DriveViewDeckItemTriangleType0

if TYPE_CHECKING:
    from ..models.drive_view_deck_item_rules import DriveViewDeckItemRules


T = TypeVar("T", bound="DriveViewDeckItem")


@_attrs_define
class DriveViewDeckItem:
    """Referee mode with a house deck (option deck): a card of the box and its count, drawn at rotation 0.

    Attributes:
        id (DriveViewDeckItemIdType0 | str):
        title (str):
        count (int):
        miss_a_turn (bool):
        roads (list[DriveViewDeckItemRoadsItem]):
        stops (list[DriveViewDeckItemStopsItem]):
        triangle (DriveViewDeckItemTriangleType0 | None):
        no_stopping (bool):
        rules (DriveViewDeckItemRules):
    """

    id: DriveViewDeckItemIdType0 | str
    title: str
    count: int
    miss_a_turn: bool
    roads: list[DriveViewDeckItemRoadsItem]
    stops: list[DriveViewDeckItemStopsItem]
    triangle: DriveViewDeckItemTriangleType0 | None
    no_stopping: bool
    rules: DriveViewDeckItemRules
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: str
        if isinstance(self.id, DriveViewDeckItemIdType0):
            id = self.id.value
        else:
            id = self.id

        title = self.title

        count = self.count

        miss_a_turn = self.miss_a_turn

        roads = []
        for roads_item_data in self.roads:
            roads_item = roads_item_data.value
            roads.append(roads_item)

        stops = []
        for stops_item_data in self.stops:
            stops_item = stops_item_data.value
            stops.append(stops_item)

        triangle: None | str
        if isinstance(self.triangle, DriveViewDeckItemTriangleType0):
            triangle = self.triangle.value
        else:
            triangle = self.triangle

        no_stopping = self.no_stopping

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "count": count,
                "miss_a_turn": miss_a_turn,
                "roads": roads,
                "stops": stops,
                "triangle": triangle,
                "no_stopping": no_stopping,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_deck_item_rules import DriveViewDeckItemRules  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> DriveViewDeckItemIdType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_0 = DriveViewDeckItemIdType0(data)

                return id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewDeckItemIdType0 | str, data)

        id = _parse_id(d.pop("id"))

        title = d.pop("title")

        count = d.pop("count")

        miss_a_turn = d.pop("miss_a_turn")

        roads = []
        _roads = d.pop("roads")
        for roads_item_data in _roads:
            roads_item = DriveViewDeckItemRoadsItem(roads_item_data)

            roads.append(roads_item)

        stops = []
        _stops = d.pop("stops")
        for stops_item_data in _stops:
            stops_item = DriveViewDeckItemStopsItem(stops_item_data)

            stops.append(stops_item)

        def _parse_triangle(data: object) -> DriveViewDeckItemTriangleType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                triangle_type_0 = DriveViewDeckItemTriangleType0(data)

                return triangle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewDeckItemTriangleType0 | None, data)

        triangle = _parse_triangle(d.pop("triangle"))

        no_stopping = d.pop("no_stopping")

        rules = DriveViewDeckItemRules.from_dict(d.pop("rules"))

        drive_view_deck_item = cls(
            id=id,
            title=title,
            count=count,
            miss_a_turn=miss_a_turn,
            roads=roads,
            stops=stops,
            triangle=triangle,
            no_stopping=no_stopping,
            rules=rules,
        )

        drive_view_deck_item.additional_properties = d
        return drive_view_deck_item

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
