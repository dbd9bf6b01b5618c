from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveBreakDown")


@_attrs_define
class DriveBreakDown:
    """The way is barred and no Roundabout can help: the car has broken down and retires.

    Attributes:
        type_ (Literal['break_down']):  Default: 'break_down'.
    """

    type_: Literal["break_down"] = "break_down"

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
        type_ = cast(Literal["break_down"], d.pop("type"))
        if type_ != "break_down":
            raise ValueError(f"type must match const 'break_down', got '{type_}'")

        drive_break_down = cls(
            type_=type_,
        )

        return drive_break_down
