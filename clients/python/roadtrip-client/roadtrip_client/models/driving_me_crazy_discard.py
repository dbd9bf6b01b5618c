from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_discard_card import DrivingMeCrazyDiscardCard

T = TypeVar("T", bound="DrivingMeCrazyDiscard")


@_attrs_define
class DrivingMeCrazyDiscard:
    """Discard a card from your hand instead of playing (then more discards or end_turn); also a Toll Booth, Speed Camera
    or Rest Stop discard.

        Attributes:
            type_ (Literal['discard']):  Default: 'discard'.
            card (DrivingMeCrazyDiscardCard):
    """

    card: DrivingMeCrazyDiscardCard
    type_: Literal["discard"] = "discard"

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
        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        card = DrivingMeCrazyDiscardCard(d.pop("card"))

        driving_me_crazy_discard = cls(
            type_=type_,
            card=card,
        )

        return driving_me_crazy_discard
