from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_cells_item_card_type_0 import DriveViewBoardCellsItemCardType0
from ..models.drive_view_board_cells_item_roads_item import DriveViewBoardCellsItemRoadsItem
from ..models.drive_view_board_cells_item_rotation import DriveViewBoardCellsItemRotation
from ..models.drive_view_board_cells_item_stops_item import DriveViewBoardCellsItemStopsItem
from ..models.drive_view_board_cells_item_triangle_type_0 import DriveViewBoardCellsItemTriangleType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_view_board_cells_item_covered_item import DriveViewBoardCellsItemCoveredItem
    from ..models.drive_view_board_cells_item_rules import DriveViewBoardCellsItemRules


T = TypeVar("T", bound="DriveViewBoardCellsItem")


@_attrs_define
class DriveViewBoardCellsItem:
    """A card on the table, turned by rotation: its roads, stops and signs.

    Attributes:
        x (int):
        y (int):
        card (DriveViewBoardCellsItemCardType0 | str):
        rotation (DriveViewBoardCellsItemRotation):
        roads (list[DriveViewBoardCellsItemRoadsItem]):
        stops (list[DriveViewBoardCellsItemStopsItem]):
        triangle (DriveViewBoardCellsItemTriangleType0 | None):
        no_stopping (bool):
        rules (DriveViewBoardCellsItemRules): entry edge: the exits signs allow from it
        signs (list[str]):
        placed_by (int | None):
        covered (list[DriveViewBoardCellsItemCoveredItem]):
        described (bool | Unset): referee mode: reported by a description, so card is one of its look-alikes (the id may
            still change: event rebook)
    """

    x: int
    y: int
    card: DriveViewBoardCellsItemCardType0 | str
    rotation: DriveViewBoardCellsItemRotation
    roads: list[DriveViewBoardCellsItemRoadsItem]
    stops: list[DriveViewBoardCellsItemStopsItem]
    triangle: DriveViewBoardCellsItemTriangleType0 | None
    no_stopping: bool
    rules: DriveViewBoardCellsItemRules
    signs: list[str]
    placed_by: int | None
    covered: list[DriveViewBoardCellsItemCoveredItem]
    described: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        card: str
        if isinstance(self.card, DriveViewBoardCellsItemCardType0):
            card = self.card.value
        else:
            card = self.card

        rotation = self.rotation.value

        roads = []
        for roads_item_data in self.roads:
            roads_item = roads_item_data.value
            roads.append(roads_item)

        stops = []
        for stops_item_data in self.stops:
            stops_item = stops_item_data.value
            stops.append(stops_item)

        triangle: None | str
        if isinstance(self.triangle, DriveViewBoardCellsItemTriangleType0):
            triangle = self.triangle.value
        else:
            triangle = self.triangle

        no_stopping = self.no_stopping

        rules = self.rules.to_dict()

        signs = self.signs

        placed_by: int | None
        placed_by = self.placed_by

        covered = []
        for covered_item_data in self.covered:
            covered_item = covered_item_data.to_dict()
            covered.append(covered_item)

        described = self.described

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x": x,
                "y": y,
                "card": card,
                "rotation": rotation,
                "roads": roads,
                "stops": stops,
                "triangle": triangle,
                "no_stopping": no_stopping,
                "rules": rules,
                "signs": signs,
                "placed_by": placed_by,
                "covered": covered,
            }
        )
        if described is not UNSET:
            field_dict["described"] = described

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_board_cells_item_covered_item import DriveViewBoardCellsItemCoveredItem  # noqa: PLC0415
        from ..models.drive_view_board_cells_item_rules import DriveViewBoardCellsItemRules  # noqa: PLC0415

        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        def _parse_card(data: object) -> DriveViewBoardCellsItemCardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveViewBoardCellsItemCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCellsItemCardType0 | str, data)

        card = _parse_card(d.pop("card"))

        rotation = DriveViewBoardCellsItemRotation(d.pop("rotation"))

        roads = []
        _roads = d.pop("roads")
        for roads_item_data in _roads:
            roads_item = DriveViewBoardCellsItemRoadsItem(roads_item_data)

            roads.append(roads_item)

        stops = []
        _stops = d.pop("stops")
        for stops_item_data in _stops:
            stops_item = DriveViewBoardCellsItemStopsItem(stops_item_data)

            stops.append(stops_item)

        def _parse_triangle(data: object) -> DriveViewBoardCellsItemTriangleType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                triangle_type_0 = DriveViewBoardCellsItemTriangleType0(data)

                return triangle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCellsItemTriangleType0 | None, data)

        triangle = _parse_triangle(d.pop("triangle"))

        no_stopping = d.pop("no_stopping")

        rules = DriveViewBoardCellsItemRules.from_dict(d.pop("rules"))

        signs = cast(list[str], d.pop("signs"))

        def _parse_placed_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        placed_by = _parse_placed_by(d.pop("placed_by"))

        covered = []
        _covered = d.pop("covered")
        for covered_item_data in _covered:
            covered_item = DriveViewBoardCellsItemCoveredItem.from_dict(covered_item_data)

            covered.append(covered_item)

        described = d.pop("described", UNSET)

        drive_view_board_cells_item = cls(
            x=x,
            y=y,
            card=card,
            rotation=rotation,
            roads=roads,
            stops=stops,
            triangle=triangle,
            no_stopping=no_stopping,
            rules=rules,
            signs=signs,
            placed_by=placed_by,
            covered=covered,
            described=described,
        )

        drive_view_board_cells_item.additional_properties = d
        return drive_view_board_cells_item

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
