from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyFinish")


@_attrs_define
class DrivingMeCrazyFinish:
    """Referee mode, Quick Reactions: this seat does not answer the card that reached the goal (only a seat that may still
    answer it, for itself); once every such seat said so, the game is over.

        Attributes:
            type_ (Literal['finish']):  Default: 'finish'.
    """

    type_: Literal["finish"] = "finish"

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
        type_ = cast(Literal["finish"], d.pop("type"))
        if type_ != "finish":
            raise ValueError(f"type must match const 'finish', got '{type_}'")

        driving_me_crazy_finish = cls(
            type_=type_,
        )

        return driving_me_crazy_finish
