from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_react_card import DrivingMeCrazyEventReactCard

T = TypeVar("T", bound="DrivingMeCrazyEventReact")


@_attrs_define
class DrivingMeCrazyEventReact:
    """Quick Reactions: a reaction card played.

    Attributes:
        type_ (Literal['react']):
        seat (int):
        card (DrivingMeCrazyEventReactCard):
    """

    type_: Literal["react"]
    seat: int
    card: DrivingMeCrazyEventReactCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["react"], d.pop("type"))
        if type_ != "react":
            raise ValueError(f"type must match const 'react', got '{type_}'")

        seat = d.pop("seat")

        card = DrivingMeCrazyEventReactCard(d.pop("card"))

        driving_me_crazy_event_react = cls(
            type_=type_,
            seat=seat,
            card=card,
        )

        driving_me_crazy_event_react.additional_properties = d
        return driving_me_crazy_event_react

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
