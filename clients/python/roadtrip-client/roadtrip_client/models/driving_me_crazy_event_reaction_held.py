from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DrivingMeCrazyEventReactionHeld")


@_attrs_define
class DrivingMeCrazyEventReactionHeld:
    """Quick Reactions, digital: seat's pass before the pass moment, held secret until then (never published: the pass
    moment publishes the pass).

        Attributes:
            type_ (Literal['reaction_held']):
            seat (int):
            held (bool):
    """

    type_: Literal["reaction_held"]
    seat: int
    held: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        held = self.held

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "held": held,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reaction_held"], d.pop("type"))
        if type_ != "reaction_held":
            raise ValueError(f"type must match const 'reaction_held', got '{type_}'")

        seat = d.pop("seat")

        held = d.pop("held")

        driving_me_crazy_event_reaction_held = cls(
            type_=type_,
            seat=seat,
            held=held,
        )

        driving_me_crazy_event_reaction_held.additional_properties = d
        return driving_me_crazy_event_reaction_held

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
