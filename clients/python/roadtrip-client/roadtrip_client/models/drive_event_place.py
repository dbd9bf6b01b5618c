from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_place_card_type_0 import DriveEventPlaceCardType0
from ..models.drive_event_place_rotation import DriveEventPlaceRotation

T = TypeVar("T", bound="DriveEventPlace")


@_attrs_define
class DriveEventPlace:
    """The drawn card placed in front of the car.

    Attributes:
        type_ (Literal['place']):
        seat (int):
        x (int):
        y (int):
        card (DriveEventPlaceCardType0 | str):
        rotation (DriveEventPlaceRotation):
    """

    type_: Literal["place"]
    seat: int
    x: int
    y: int
    card: DriveEventPlaceCardType0 | str
    rotation: DriveEventPlaceRotation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        x = self.x

        y = self.y

        card: str
        if isinstance(self.card, DriveEventPlaceCardType0):
            card = self.card.value
        else:
            card = self.card

        rotation = self.rotation.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "x": x,
                "y": y,
                "card": card,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        seat = d.pop("seat")

        x = d.pop("x")

        y = d.pop("y")

        def _parse_card(data: object) -> DriveEventPlaceCardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveEventPlaceCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventPlaceCardType0 | str, data)

        card = _parse_card(d.pop("card"))

        rotation = DriveEventPlaceRotation(d.pop("rotation"))

        drive_event_place = cls(
            type_=type_,
            seat=seat,
            x=x,
            y=y,
            card=card,
            rotation=rotation,
        )

        drive_event_place.additional_properties = d
        return drive_event_place

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
