from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_flip_sign_card import DrivingMeCrazyFlipSignCard

T = TypeVar("T", bound="DrivingMeCrazyFlipSign")


@_attrs_define
class DrivingMeCrazyFlipSign:
    """Signs of Madness, referee mode: report the sign flipped off the draw pile.

    Attributes:
        type_ (Literal['flip_sign']):  Default: 'flip_sign'.
        card (DrivingMeCrazyFlipSignCard):
    """

    card: DrivingMeCrazyFlipSignCard
    type_: Literal["flip_sign"] = "flip_sign"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        field_dict: dict[str, Any] = {}

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

        card = DrivingMeCrazyFlipSignCard(d.pop("card"))

        driving_me_crazy_flip_sign = cls(
            type_=type_,
            card=card,
        )

        return driving_me_crazy_flip_sign
