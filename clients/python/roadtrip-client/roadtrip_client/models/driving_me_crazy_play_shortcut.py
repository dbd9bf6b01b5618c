from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_play_shortcut_option import DrivingMeCrazyPlayShortcutOption

T = TypeVar("T", bound="DrivingMeCrazyPlayShortcut")


@_attrs_define
class DrivingMeCrazyPlayShortcut:
    """Play Shortcut with one of its two effects (option).

    Attributes:
        type_ (Literal['play']):  Default: 'play'.
        card (Literal['shortcut']):
        option (DrivingMeCrazyPlayShortcutOption):
    """

    card: Literal["shortcut"]
    option: DrivingMeCrazyPlayShortcutOption
    type_: Literal["play"] = "play"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        option = self.option.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "option": option,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = cast(Literal["shortcut"], d.pop("card"))
        if card != "shortcut":
            raise ValueError(f"card must match const 'shortcut', got '{card}'")

        option = DrivingMeCrazyPlayShortcutOption(d.pop("option"))

        driving_me_crazy_play_shortcut = cls(
            type_=type_,
            card=card,
            option=option,
        )

        return driving_me_crazy_play_shortcut
