from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveRoundabout")


@_attrs_define
class DriveRoundabout:
    """Play a Roundabout on the opponent's card in front and cross it.

    Attributes:
        type_ (Literal['roundabout']):  Default: 'roundabout'.
    """

    type_: Literal["roundabout"] = "roundabout"

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
        type_ = cast(Literal["roundabout"], d.pop("type"))
        if type_ != "roundabout":
            raise ValueError(f"type must match const 'roundabout', got '{type_}'")

        drive_roundabout = cls(
            type_=type_,
        )

        return drive_roundabout
