from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveDrive")


@_attrs_define
class DriveDrive:
    """Drive onto the card in front (one card per turn).

    Attributes:
        type_ (Literal['drive']):  Default: 'drive'.
    """

    type_: Literal["drive"] = "drive"

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
        type_ = cast(Literal["drive"], d.pop("type"))
        if type_ != "drive":
            raise ValueError(f"type must match const 'drive', got '{type_}'")

        drive_drive = cls(
            type_=type_,
        )

        return drive_drive
