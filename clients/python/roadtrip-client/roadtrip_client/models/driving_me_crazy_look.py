from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyLook")


@_attrs_define
class DrivingMeCrazyLook:
    """Rearview Mirror (hands): look at the hand of seat target.

    Attributes:
        type_ (Literal['look']):  Default: 'look'.
        target (int):
    """

    target: int
    type_: Literal["look"] = "look"

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
        type_ = cast(Literal["look"], d.pop("type"))
        if type_ != "look":
            raise ValueError(f"type must match const 'look', got '{type_}'")

        target = d.pop("target")

        driving_me_crazy_look = cls(
            type_=type_,
            target=target,
        )

        return driving_me_crazy_look
