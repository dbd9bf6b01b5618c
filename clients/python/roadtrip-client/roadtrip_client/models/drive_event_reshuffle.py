from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DriveEventReshuffle")


@_attrs_define
class DriveEventReshuffle:
    """The discards became the pack.

    Attributes:
        type_ (Literal['reshuffle']):
        cards (int):
    """

    type_: Literal["reshuffle"]
    cards: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reshuffle"], d.pop("type"))
        if type_ != "reshuffle":
            raise ValueError(f"type must match const 'reshuffle', got '{type_}'")

        cards = d.pop("cards")

        drive_event_reshuffle = cls(
            type_=type_,
            cards=cards,
        )

        drive_event_reshuffle.additional_properties = d
        return drive_event_reshuffle

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
