from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazySkip")


@_attrs_define
class DrivingMeCrazySkip:
    """Referee mode: skip an additional play, or a search or Speed Camera discard that finds nothing.

    Attributes:
        type_ (Literal['skip']):  Default: 'skip'.
    """

    type_: Literal["skip"] = "skip"

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
        type_ = cast(Literal["skip"], d.pop("type"))
        if type_ != "skip":
            raise ValueError(f"type must match const 'skip', got '{type_}'")

        driving_me_crazy_skip = cls(
            type_=type_,
        )

        return driving_me_crazy_skip
