from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_reaction_window_card import DrivingMeCrazyEventReactionWindowCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventReactionWindow")


@_attrs_define
class DrivingMeCrazyEventReactionWindow:
    """Quick Reactions: a card may be answered by these seats (late: referee, a reaction reported after the card took
    effect takes the table back to that moment).

        Attributes:
            type_ (Literal['reaction_window']):
            seat (int):
            card (DrivingMeCrazyEventReactionWindowCard):
            waiting (list[int]):
            late (bool | Unset):
    """

    type_: Literal["reaction_window"]
    seat: int
    card: DrivingMeCrazyEventReactionWindowCard
    waiting: list[int]
    late: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card.value

        waiting = self.waiting

        late = self.late

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "card": card,
                "waiting": waiting,
            }
        )
        if late is not UNSET:
            field_dict["late"] = late

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reaction_window"], d.pop("type"))
        if type_ != "reaction_window":
            raise ValueError(f"type must match const 'reaction_window', got '{type_}'")

        seat = d.pop("seat")

        card = DrivingMeCrazyEventReactionWindowCard(d.pop("card"))

        waiting = cast(list[int], d.pop("waiting"))

        late = d.pop("late", UNSET)

        driving_me_crazy_event_reaction_window = cls(
            type_=type_,
            seat=seat,
            card=card,
            waiting=waiting,
            late=late,
        )

        driving_me_crazy_event_reaction_window.additional_properties = d
        return driving_me_crazy_event_reaction_window

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
