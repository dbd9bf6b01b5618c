from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_no_answer_card import DrivingMeCrazyEventNoAnswerCard

T = TypeVar("T", bound="DrivingMeCrazyEventNoAnswer")


@_attrs_define
class DrivingMeCrazyEventNoAnswer:
    """Referee, Quick Reactions: seat, which may still answer the card that reached the goal, does not (finish); the game
    ends once no such seat is left.

        Attributes:
            type_ (Literal['no_answer']):
            seat (int):
            card (DrivingMeCrazyEventNoAnswerCard):
    """

    type_: Literal["no_answer"]
    seat: int
    card: DrivingMeCrazyEventNoAnswerCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["no_answer"], d.pop("type"))
        if type_ != "no_answer":
            raise ValueError(f"type must match const 'no_answer', got '{type_}'")

        seat = d.pop("seat")

        card = DrivingMeCrazyEventNoAnswerCard(d.pop("card"))

        driving_me_crazy_event_no_answer = cls(
            type_=type_,
            seat=seat,
            card=card,
        )

        driving_me_crazy_event_no_answer.additional_properties = d
        return driving_me_crazy_event_no_answer

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
