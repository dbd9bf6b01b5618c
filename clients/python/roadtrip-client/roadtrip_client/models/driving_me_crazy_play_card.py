from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_play_card_card import DrivingMeCrazyPlayCardCard

T = TypeVar("T", bound="DrivingMeCrazyPlayCard")


@_attrs_define
class DrivingMeCrazyPlayCard:
    """Play a distance, blue, reaction or sign card (no target, no option).

    Attributes:
        type_ (Literal['play']):  Default: 'play'.
        card (DrivingMeCrazyPlayCardCard):
    """

    card: DrivingMeCrazyPlayCardCard
    type_: Literal["play"] = "play"

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
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = DrivingMeCrazyPlayCardCard(d.pop("card"))

        driving_me_crazy_play_card = cls(
            type_=type_,
            card=card,
        )

        return driving_me_crazy_play_card
