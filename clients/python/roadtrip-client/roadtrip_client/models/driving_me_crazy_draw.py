from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyDraw")


@_attrs_define
class DrivingMeCrazyDraw:
    """Referee mode: report drawing cards; count is the one exact number the rules require now.

    Attributes:
        type_ (Literal['draw']):  Default: 'draw'.
        count (int):
    """

    count: int
    type_: Literal["draw"] = "draw"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw"], d.pop("type"))
        if type_ != "draw":
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        count = d.pop("count")

        driving_me_crazy_draw = cls(
            type_=type_,
            count=count,
        )

        return driving_me_crazy_draw
