from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_draw_card_type_0 import DriveDrawCardType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_draw_card_type_2 import DriveDrawCardType2


T = TypeVar("T", bound="DriveDraw")


@_attrs_define
class DriveDraw:
    """Draw the top card (digital); referee mode names the card drawn in 'card', or describes it by what matters for play
    (option deck: a house deck).

        Attributes:
            type_ (Literal['draw']):  Default: 'draw'.
            card (DriveDrawCardType0 | DriveDrawCardType2 | str | Unset):
    """

    type_: Literal["draw"] = "draw"
    card: DriveDrawCardType0 | DriveDrawCardType2 | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_draw_card_type_2 import DriveDrawCardType2  # noqa: PLC0415

        type_ = self.type_

        card: dict[str, Any] | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, DriveDrawCardType0):
            card = self.card.value
        elif isinstance(self.card, DriveDrawCardType2):
            card = self.card.to_dict()
        else:
            card = self.card

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
        from ..models.drive_draw_card_type_2 import DriveDrawCardType2  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["draw"], d.pop("type"))
        if type_ != "draw":
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        def _parse_card(data: object) -> DriveDrawCardType0 | DriveDrawCardType2 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveDrawCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_2 = DriveDrawCardType2.from_dict(data)

                return card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveDrawCardType0 | DriveDrawCardType2 | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        drive_draw = cls(
            type_=type_,
            card=card,
        )

        return drive_draw
