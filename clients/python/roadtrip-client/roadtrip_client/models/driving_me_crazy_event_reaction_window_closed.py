from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_reaction_window_closed_card import DrivingMeCrazyEventReactionWindowClosedCard

T = TypeVar("T", bound="DrivingMeCrazyEventReactionWindowClosed")


@_attrs_define
class DrivingMeCrazyEventReactionWindowClosed:
    """Quick Reactions: the window closed.

    Attributes:
        type_ (Literal['reaction_window_closed']):
        card (DrivingMeCrazyEventReactionWindowClosedCard):
        reason (str):
    """

    type_: Literal["reaction_window_closed"]
    card: DrivingMeCrazyEventReactionWindowClosedCard
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reaction_window_closed"], d.pop("type"))
        if type_ != "reaction_window_closed":
            raise ValueError(f"type must match const 'reaction_window_closed', got '{type_}'")

        card = DrivingMeCrazyEventReactionWindowClosedCard(d.pop("card"))

        reason = d.pop("reason")

        driving_me_crazy_event_reaction_window_closed = cls(
            type_=type_,
            card=card,
            reason=reason,
        )

        driving_me_crazy_event_reaction_window_closed.additional_properties = d
        return driving_me_crazy_event_reaction_window_closed

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
