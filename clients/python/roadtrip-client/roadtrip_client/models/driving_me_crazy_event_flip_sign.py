from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_flip_sign_card import DrivingMeCrazyEventFlipSignCard

T = TypeVar("T", bound="DrivingMeCrazyEventFlipSign")


@_attrs_define
class DrivingMeCrazyEventFlipSign:
    """Signs of Madness: a sign flipped.

    Attributes:
        type_ (Literal['flip_sign']):
        card (DrivingMeCrazyEventFlipSignCard):
    """

    type_: Literal["flip_sign"]
    card: DrivingMeCrazyEventFlipSignCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["flip_sign"], d.pop("type"))
        if type_ != "flip_sign":
            raise ValueError(f"type must match const 'flip_sign', got '{type_}'")

        card = DrivingMeCrazyEventFlipSignCard(d.pop("card"))

        driving_me_crazy_event_flip_sign = cls(
            type_=type_,
            card=card,
        )

        driving_me_crazy_event_flip_sign.additional_properties = d
        return driving_me_crazy_event_flip_sign

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
