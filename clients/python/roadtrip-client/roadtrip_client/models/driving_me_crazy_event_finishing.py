from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_finishing_card import DrivingMeCrazyEventFinishingCard
from ..models.driving_me_crazy_event_finishing_reason import DrivingMeCrazyEventFinishingReason

T = TypeVar("T", bound="DrivingMeCrazyEventFinishing")


@_attrs_define
class DrivingMeCrazyEventFinishing:
    """Referee, Quick Reactions: card brought the winners' road to the goal; the game ends once the table confirms it,
    unless the card is answered first.

        Attributes:
            type_ (Literal['finishing']):
            winners (list[int]):
            reason (DrivingMeCrazyEventFinishingReason):
            card (DrivingMeCrazyEventFinishingCard):
    """

    type_: Literal["finishing"]
    winners: list[int]
    reason: DrivingMeCrazyEventFinishingReason
    card: DrivingMeCrazyEventFinishingCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners

        reason = self.reason.value

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "winners": winners,
                "reason": reason,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["finishing"], d.pop("type"))
        if type_ != "finishing":
            raise ValueError(f"type must match const 'finishing', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        reason = DrivingMeCrazyEventFinishingReason(d.pop("reason"))

        card = DrivingMeCrazyEventFinishingCard(d.pop("card"))

        driving_me_crazy_event_finishing = cls(
            type_=type_,
            winners=winners,
            reason=reason,
            card=card,
        )

        driving_me_crazy_event_finishing.additional_properties = d
        return driving_me_crazy_event_finishing

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
