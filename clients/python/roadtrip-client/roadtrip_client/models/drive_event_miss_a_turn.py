from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DriveEventMissATurn")


@_attrs_define
class DriveEventMissATurn:
    """The car is held by a Miss-a-Turn card.

    Attributes:
        type_ (Literal['miss_a_turn']):
        seat (int):
        x (int):
        y (int):
    """

    type_: Literal["miss_a_turn"]
    seat: int
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["miss_a_turn"], d.pop("type"))
        if type_ != "miss_a_turn":
            raise ValueError(f"type must match const 'miss_a_turn', got '{type_}'")

        seat = d.pop("seat")

        x = d.pop("x")

        y = d.pop("y")

        drive_event_miss_a_turn = cls(
            type_=type_,
            seat=seat,
            x=x,
            y=y,
        )

        drive_event_miss_a_turn.additional_properties = d
        return drive_event_miss_a_turn

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
