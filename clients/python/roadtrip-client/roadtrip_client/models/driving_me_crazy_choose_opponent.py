from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyChooseOpponent")


@_attrs_define
class DrivingMeCrazyChooseOpponent:
    """Carpool: the opponent (target) who gets the card's effect or the copies.

    Attributes:
        type_ (Literal['choose_opponent']):  Default: 'choose_opponent'.
        target (int):
    """

    target: int
    type_: Literal["choose_opponent"] = "choose_opponent"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["choose_opponent"], d.pop("type"))
        if type_ != "choose_opponent":
            raise ValueError(f"type must match const 'choose_opponent', got '{type_}'")

        target = d.pop("target")

        driving_me_crazy_choose_opponent = cls(
            type_=type_,
            target=target,
        )

        return driving_me_crazy_choose_opponent
