from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveTurnRound")


@_attrs_define
class DriveTurnRound:
    """Option turn_round: turn the car round instead of moving.

    Attributes:
        type_ (Literal['turn_round']):  Default: 'turn_round'.
    """

    type_: Literal["turn_round"] = "turn_round"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["turn_round"], d.pop("type"))
        if type_ != "turn_round":
            raise ValueError(f"type must match const 'turn_round', got '{type_}'")

        drive_turn_round = cls(
            type_=type_,
        )

        return drive_turn_round
