from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_yield_card import DrivingMeCrazyEventYieldCard

T = TypeVar("T", bound="DrivingMeCrazyEventYield")


@_attrs_define
class DrivingMeCrazyEventYield:
    """Quick Reactions: Yield took a distance card.

    Attributes:
        type_ (Literal['yield']):
        seat (int):
        from_ (int):
        card (DrivingMeCrazyEventYieldCard):
        distance (int):
    """

    type_: Literal["yield"]
    seat: int
    from_: int
    card: DrivingMeCrazyEventYieldCard
    distance: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        from_ = self.from_

        card = self.card.value

        distance = self.distance

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "from": from_,
                "card": card,
                "distance": distance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["yield"], d.pop("type"))
        if type_ != "yield":
            raise ValueError(f"type must match const 'yield', got '{type_}'")

        seat = d.pop("seat")

        from_ = d.pop("from")

        card = DrivingMeCrazyEventYieldCard(d.pop("card"))

        distance = d.pop("distance")

        driving_me_crazy_event_yield = cls(
            type_=type_,
            seat=seat,
            from_=from_,
            card=card,
            distance=distance,
        )

        driving_me_crazy_event_yield.additional_properties = d
        return driving_me_crazy_event_yield

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
