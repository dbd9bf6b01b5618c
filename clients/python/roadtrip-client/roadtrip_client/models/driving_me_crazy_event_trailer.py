from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DrivingMeCrazyEventTrailer")


@_attrs_define
class DrivingMeCrazyEventTrailer:
    """Fork in the Road: a Trailer effect begins.

    Attributes:
        type_ (Literal['trailer']):
        seat (int):
        option (str):
        turns_left (int):
    """

    type_: Literal["trailer"]
    seat: int
    option: str
    turns_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        option = self.option

        turns_left = self.turns_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "option": option,
                "turns_left": turns_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["trailer"], d.pop("type"))
        if type_ != "trailer":
            raise ValueError(f"type must match const 'trailer', got '{type_}'")

        seat = d.pop("seat")

        option = d.pop("option")

        turns_left = d.pop("turns_left")

        driving_me_crazy_event_trailer = cls(
            type_=type_,
            seat=seat,
            option=option,
            turns_left=turns_left,
        )

        driving_me_crazy_event_trailer.additional_properties = d
        return driving_me_crazy_event_trailer

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
