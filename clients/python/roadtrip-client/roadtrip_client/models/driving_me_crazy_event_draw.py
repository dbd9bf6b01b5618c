from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_draw_cards_item import DrivingMeCrazyEventDrawCardsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventDraw")


@_attrs_define
class DrivingMeCrazyEventDraw:
    """Cards drawn; cards only for the drawer.

    Attributes:
        type_ (Literal['draw']):
        seat (int):
        count (int):
        source (str):
        cards (list[DrivingMeCrazyEventDrawCardsItem] | Unset):
    """

    type_: Literal["draw"]
    seat: int
    count: int
    source: str
    cards: list[DrivingMeCrazyEventDrawCardsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        count = self.count

        source = self.source

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
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
                "count": count,
                "source": source,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw"], d.pop("type"))
        if type_ != "draw":
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        seat = d.pop("seat")

        count = d.pop("count")

        source = d.pop("source")

        _cards = d.pop("cards", UNSET)
        cards: list[DrivingMeCrazyEventDrawCardsItem] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = DrivingMeCrazyEventDrawCardsItem(cards_item_data)

                cards.append(cards_item)

        driving_me_crazy_event_draw = cls(
            type_=type_,
            seat=seat,
            count=count,
            source=source,
            cards=cards,
        )

        driving_me_crazy_event_draw.additional_properties = d
        return driving_me_crazy_event_draw

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
