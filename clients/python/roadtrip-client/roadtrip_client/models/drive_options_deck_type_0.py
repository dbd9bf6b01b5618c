from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.drive_options_deck_type_0_additional_property_type_1 import (
        DriveOptionsDeckType0AdditionalPropertyType1,
    )


T = TypeVar("T", bound="DriveOptionsDeckType0")


@_attrs_define
class DriveOptionsDeckType0:
    """Referee mode: the cards of your box, when it differs from the reconstructed set. A reconstructed card's id with its
    count (0 removes it), or a new id with the card described: {count, name, roads, stops, triangle, no_stopping,
    rules}. Default: null

    """

    additional_properties: dict[str, DriveOptionsDeckType0AdditionalPropertyType1 | int] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_options_deck_type_0_additional_property_type_1 import (
            DriveOptionsDeckType0AdditionalPropertyType1,  # noqa: PLC0415
        )

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, DriveOptionsDeckType0AdditionalPropertyType1):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_options_deck_type_0_additional_property_type_1 import (
            DriveOptionsDeckType0AdditionalPropertyType1,  # noqa: PLC0415
        )

        d = dict(src_dict)
        drive_options_deck_type_0 = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> DriveOptionsDeckType0AdditionalPropertyType1 | int:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = DriveOptionsDeckType0AdditionalPropertyType1.from_dict(data)

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(DriveOptionsDeckType0AdditionalPropertyType1 | int, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        drive_options_deck_type_0.additional_properties = additional_properties
        return drive_options_deck_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> DriveOptionsDeckType0AdditionalPropertyType1 | int:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: DriveOptionsDeckType0AdditionalPropertyType1 | int) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
