from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyClose")


@_attrs_define
class DrivingMeCrazyClose:
    """Referee mode, Quick Reactions: the table closes the window on the card that reached the goal, the game is over: made
    by the host (the API takes it from the host's token only) or by the deadline, in the winner's name.

        Attributes:
            type_ (Literal['close']):  Default: 'close'.
    """

    type_: Literal["close"] = "close"

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
        type_ = cast(Literal["close"], d.pop("type"))
        if type_ != "close":
            raise ValueError(f"type must match const 'close', got '{type_}'")

        driving_me_crazy_close = cls(
            type_=type_,
        )

        return driving_me_crazy_close
