from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_play_red_card import DrivingMeCrazyPlayRedCard

T = TypeVar("T", bound="DrivingMeCrazyPlayRed")


@_attrs_define
class DrivingMeCrazyPlayRed:
    """Play a red card on the opponent in seat target.

    Attributes:
        type_ (Literal['play']):  Default: 'play'.
        card (DrivingMeCrazyPlayRedCard):
        target (int):
    """

    card: DrivingMeCrazyPlayRedCard
    target: int
    type_: Literal["play"] = "play"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = DrivingMeCrazyPlayRedCard(d.pop("card"))

        target = d.pop("target")

        driving_me_crazy_play_red = cls(
            type_=type_,
            card=card,
            target=target,
        )

        return driving_me_crazy_play_red
