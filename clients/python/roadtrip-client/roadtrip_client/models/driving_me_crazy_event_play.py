from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_play_card import DrivingMeCrazyEventPlayCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventPlay")


@_attrs_define
class DrivingMeCrazyEventPlay:
    """A card played (target: the victim of a red card; gained: not from the hand).

    Attributes:
        type_ (Literal['play']):
        seat (int):
        card (DrivingMeCrazyEventPlayCard):
        target (int | Unset):
        option (str | Unset):
        gained (bool | Unset):
    """

    type_: Literal["play"]
    seat: int
    card: DrivingMeCrazyEventPlayCard
    target: int | Unset = UNSET
    option: str | Unset = UNSET
    gained: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card = self.card.value

        target = self.target

        option = self.option

        gained = self.gained

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "card": card,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if option is not UNSET:
            field_dict["option"] = option
        if gained is not UNSET:
            field_dict["gained"] = gained

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        seat = d.pop("seat")

        card = DrivingMeCrazyEventPlayCard(d.pop("card"))

        target = d.pop("target", UNSET)

        option = d.pop("option", UNSET)

        gained = d.pop("gained", UNSET)

        driving_me_crazy_event_play = cls(
            type_=type_,
            seat=seat,
            card=card,
            target=target,
            option=option,
            gained=gained,
        )

        driving_me_crazy_event_play.additional_properties = d
        return driving_me_crazy_event_play

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
