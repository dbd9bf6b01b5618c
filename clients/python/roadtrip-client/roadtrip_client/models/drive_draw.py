from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_draw_card import DriveDrawCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="DriveDraw")


@_attrs_define
class DriveDraw:
    """Draw the top card (digital); referee mode names the card drawn in 'card'.

    Attributes:
        type_ (Literal['draw']):
        card (DriveDrawCard | Unset):
    """

    type_: Literal["draw"]
    card: DriveDrawCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw"], d.pop("type"))
        if type_ != "draw":
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        _card = d.pop("card", UNSET)
        card: DriveDrawCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = DriveDrawCard(_card)

        drive_draw = cls(
            type_=type_,
            card=card,
        )

        return drive_draw
