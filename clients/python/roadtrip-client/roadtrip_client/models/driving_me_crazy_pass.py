from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyPass")


@_attrs_define
class DrivingMeCrazyPass:
    """Pass your turn: only with an empty hand at the start of your turn.

    Attributes:
        type_ (Literal['pass']):  Default: 'pass'.
    """

    type_: Literal["pass"] = "pass"

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
        type_ = cast(Literal["pass"], d.pop("type"))
        if type_ != "pass":
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        driving_me_crazy_pass = cls(
            type_=type_,
        )

        return driving_me_crazy_pass
