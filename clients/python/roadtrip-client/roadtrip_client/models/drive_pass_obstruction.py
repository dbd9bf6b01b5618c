from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivePassObstruction")


@_attrs_define
class DrivePassObstruction:
    """A held car moves past the Miss-a-Turn obstruction.

    Attributes:
        type_ (Literal['pass_obstruction']):  Default: 'pass_obstruction'.
    """

    type_: Literal["pass_obstruction"] = "pass_obstruction"

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
        type_ = cast(Literal["pass_obstruction"], d.pop("type"))
        if type_ != "pass_obstruction":
            raise ValueError(f"type must match const 'pass_obstruction', got '{type_}'")

        drive_pass_obstruction = cls(
            type_=type_,
        )

        return drive_pass_obstruction
