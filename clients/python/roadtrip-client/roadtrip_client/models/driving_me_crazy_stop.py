from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyStop")


@_attrs_define
class DrivingMeCrazyStop:
    """Rest Stop discards, Rearview Mirror takes or looks: no more.

    Attributes:
        type_ (Literal['stop']):  Default: 'stop'.
    """

    type_: Literal["stop"] = "stop"

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
        type_ = cast(Literal["stop"], d.pop("type"))
        if type_ != "stop":
            raise ValueError(f"type must match const 'stop', got '{type_}'")

        driving_me_crazy_stop = cls(
            type_=type_,
        )

        return driving_me_crazy_stop
