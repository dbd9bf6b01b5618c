from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DrivingMeCrazyEventHandedOver")


@_attrs_define
class DrivingMeCrazyEventHandedOver:
    """A seat went to another phone by its hand-over link (claimSeat): the token that held it no longer does.

    Attributes:
        type_ (Literal['handed_over']):
        seat (int):
        name (str):
    """

    type_: Literal["handed_over"]
    seat: int
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["handed_over"], d.pop("type"))
        if type_ != "handed_over":
            raise ValueError(f"type must match const 'handed_over', got '{type_}'")

        seat = d.pop("seat")

        name = d.pop("name")

        driving_me_crazy_event_handed_over = cls(
            type_=type_,
            seat=seat,
            name=name,
        )

        driving_me_crazy_event_handed_over.additional_properties = d
        return driving_me_crazy_event_handed_over

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
