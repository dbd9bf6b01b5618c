from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_look_hand_item import DrivingMeCrazyEventLookHandItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventLook")


@_attrs_define
class DrivingMeCrazyEventLook:
    """Rearview Mirror: seat looked at target's hand (hand: the looker only).

    Attributes:
        type_ (Literal['look']):
        seat (int):
        target (int):
        hand (list[DrivingMeCrazyEventLookHandItem] | Unset):
    """

    type_: Literal["look"]
    seat: int
    target: int
    hand: list[DrivingMeCrazyEventLookHandItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        target = self.target

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "target": target,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["look"], d.pop("type"))
        if type_ != "look":
            raise ValueError(f"type must match const 'look', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        _hand = d.pop("hand", UNSET)
        hand: list[DrivingMeCrazyEventLookHandItem] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = DrivingMeCrazyEventLookHandItem(hand_item_data)

                hand.append(hand_item)

        driving_me_crazy_event_look = cls(
            type_=type_,
            seat=seat,
            target=target,
            hand=hand,
        )

        driving_me_crazy_event_look.additional_properties = d
        return driving_me_crazy_event_look

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
