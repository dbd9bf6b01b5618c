from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_take_card import DrivingMeCrazyTakeCard

T = TypeVar("T", bound="DrivingMeCrazyTake")


@_attrs_define
class DrivingMeCrazyTake:
    """Take a named card: GPS or Motorway from the draw pile, Carpool searches, Rearview Mirror from the discard pile.

    Attributes:
        type_ (Literal['take']):  Default: 'take'.
        card (DrivingMeCrazyTakeCard):
    """

    card: DrivingMeCrazyTakeCard
    type_: Literal["take"] = "take"

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
        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        card = DrivingMeCrazyTakeCard(d.pop("card"))

        driving_me_crazy_take = cls(
            type_=type_,
            card=card,
        )

        return driving_me_crazy_take
