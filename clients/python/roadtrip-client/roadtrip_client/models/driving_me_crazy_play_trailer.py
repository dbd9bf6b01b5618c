from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_play_trailer_option import DrivingMeCrazyPlayTrailerOption

T = TypeVar("T", bound="DrivingMeCrazyPlayTrailer")


@_attrs_define
class DrivingMeCrazyPlayTrailer:
    """Play Trailer with one of its two effects (option).

    Attributes:
        type_ (Literal['play']):  Default: 'play'.
        card (Literal['trailer']):
        option (DrivingMeCrazyPlayTrailerOption):
    """

    card: Literal["trailer"]
    option: DrivingMeCrazyPlayTrailerOption
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

        card = cast(Literal["trailer"], d.pop("card"))
        if card != "trailer":
            raise ValueError(f"card must match const 'trailer', got '{card}'")

        option = DrivingMeCrazyPlayTrailerOption(d.pop("option"))

        driving_me_crazy_play_trailer = cls(
            type_=type_,
            card=card,
            option=option,
        )

        return driving_me_crazy_play_trailer
