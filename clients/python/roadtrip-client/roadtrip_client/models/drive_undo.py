from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveUndo")


@_attrs_define
class DriveUndo:
    """Referee mode: take back the last report that still stands (yours, or another seat's on behalf of the table); repeat
    to take back earlier ones.

        Attributes:
            type_ (Literal['undo']):  Default: 'undo'.
    """

    type_: Literal["undo"] = "undo"

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
        type_ = cast(Literal["undo"], d.pop("type"))
        if type_ != "undo":
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        drive_undo = cls(
            type_=type_,
        )

        return drive_undo
