from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DrivingMeCrazyEventSkipTurn")


@_attrs_define
class DrivingMeCrazyEventSkipTurn:
    """Seat misses a turn (Stoplight).

    Attributes:
        type_ (Literal['skip_turn']):
        seat (int):
        left (int):
    """

    type_: Literal["skip_turn"]
    seat: int
    left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        left = self.left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["skip_turn"], d.pop("type"))
        if type_ != "skip_turn":
            raise ValueError(f"type must match const 'skip_turn', got '{type_}'")

        seat = d.pop("seat")

        left = d.pop("left")

        driving_me_crazy_event_skip_turn = cls(
            type_=type_,
            seat=seat,
            left=left,
        )

        driving_me_crazy_event_skip_turn.additional_properties = d
        return driving_me_crazy_event_skip_turn

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
