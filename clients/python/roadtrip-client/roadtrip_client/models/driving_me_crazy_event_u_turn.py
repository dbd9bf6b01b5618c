from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_u_turn_cards_item import DrivingMeCrazyEventUTurnCardsItem

T = TypeVar("T", bound="DrivingMeCrazyEventUTurn")


@_attrs_define
class DrivingMeCrazyEventUTurn:
    """U-Turn: the road's distance cards are removed.

    Attributes:
        type_ (Literal['u_turn']):
        seat (int):
        cards (list[DrivingMeCrazyEventUTurnCardsItem]):
    """

    type_: Literal["u_turn"]
    seat: int
    cards: list[DrivingMeCrazyEventUTurnCardsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["u_turn"], d.pop("type"))
        if type_ != "u_turn":
            raise ValueError(f"type must match const 'u_turn', got '{type_}'")

        seat = d.pop("seat")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = DrivingMeCrazyEventUTurnCardsItem(cards_item_data)

            cards.append(cards_item)

        driving_me_crazy_event_u_turn = cls(
            type_=type_,
            seat=seat,
            cards=cards,
        )

        driving_me_crazy_event_u_turn.additional_properties = d
        return driving_me_crazy_event_u_turn

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
