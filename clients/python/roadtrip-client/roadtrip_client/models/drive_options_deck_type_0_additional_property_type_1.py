from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_options_deck_type_0_additional_property_type_1_triangle_type_0 import (
    DriveOptionsDeckType0AdditionalPropertyType1TriangleType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_options_deck_type_0_additional_property_type_1_rules import (
        DriveOptionsDeckType0AdditionalPropertyType1Rules,
    )


T = TypeVar("T", bound="DriveOptionsDeckType0AdditionalPropertyType1")


@_attrs_define
class DriveOptionsDeckType0AdditionalPropertyType1:
    """A card described by what matters for play, in its own orientation: roads (edges with a road, 2 to 4), stops (arms
    with a Miss a Turn obstruction), triangle (edge that must touch the car), no_stopping, and rules (per entry edge the
    exits signs allow; "" is No Entry).

        Attributes:
            roads (str):
            count (int):
            stops (str | Unset):
            triangle (DriveOptionsDeckType0AdditionalPropertyType1TriangleType0 | None | Unset):
            no_stopping (bool | Unset):
            rules (DriveOptionsDeckType0AdditionalPropertyType1Rules | Unset):
            name (str | Unset):
    """

    roads: str
    count: int
    stops: str | Unset = UNSET
    triangle: DriveOptionsDeckType0AdditionalPropertyType1TriangleType0 | None | Unset = UNSET
    no_stopping: bool | Unset = UNSET
    rules: DriveOptionsDeckType0AdditionalPropertyType1Rules | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        roads = self.roads

        count = self.count

        stops = self.stops

        triangle: None | str | Unset
        if isinstance(self.triangle, Unset):
            triangle = UNSET
        elif isinstance(self.triangle, DriveOptionsDeckType0AdditionalPropertyType1TriangleType0):
            triangle = self.triangle.value
        else:
            triangle = self.triangle

        no_stopping = self.no_stopping

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "roads": roads,
                "count": count,
            }
        )
        if stops is not UNSET:
            field_dict["stops"] = stops
        if triangle is not UNSET:
            field_dict["triangle"] = triangle
        if no_stopping is not UNSET:
            field_dict["no_stopping"] = no_stopping
        if rules is not UNSET:
            field_dict["rules"] = rules
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_options_deck_type_0_additional_property_type_1_rules import (
            DriveOptionsDeckType0AdditionalPropertyType1Rules,  # noqa: PLC0415
        )

        d = dict(src_dict)
        roads = d.pop("roads")

        count = d.pop("count")

        stops = d.pop("stops", UNSET)

        def _parse_triangle(data: object) -> DriveOptionsDeckType0AdditionalPropertyType1TriangleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                triangle_type_0 = DriveOptionsDeckType0AdditionalPropertyType1TriangleType0(data)

                return triangle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveOptionsDeckType0AdditionalPropertyType1TriangleType0 | None | Unset, data)

        triangle = _parse_triangle(d.pop("triangle", UNSET))

        no_stopping = d.pop("no_stopping", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: DriveOptionsDeckType0AdditionalPropertyType1Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = DriveOptionsDeckType0AdditionalPropertyType1Rules.from_dict(_rules)

        name = d.pop("name", UNSET)

        drive_options_deck_type_0_additional_property_type_1 = cls(
            roads=roads,
            count=count,
            stops=stops,
            triangle=triangle,
            no_stopping=no_stopping,
            rules=rules,
            name=name,
        )

        return drive_options_deck_type_0_additional_property_type_1
