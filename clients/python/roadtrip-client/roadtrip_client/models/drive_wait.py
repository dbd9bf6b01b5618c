from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveWait")


@_attrs_define
class DriveWait:
    """An opponent's car stands where the Roundabout must go: the turn passes.

    Attributes:
        type_ (Literal['wait']):  Default: 'wait'.
    """

    type_: Literal["wait"] = "wait"

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
        type_ = cast(Literal["wait"], d.pop("type"))
        if type_ != "wait":
            raise ValueError(f"type must match const 'wait', got '{type_}'")

        drive_wait = cls(
            type_=type_,
        )

        return drive_wait
