from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveDiscard")


@_attrs_define
class DriveDiscard:
    """Discard the drawn card (only when no placement is allowed).

    Attributes:
        type_ (Literal['discard']):  Default: 'discard'.
    """

    type_: Literal["discard"] = "discard"

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
        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        drive_discard = cls(
            type_=type_,
        )

        return drive_discard
