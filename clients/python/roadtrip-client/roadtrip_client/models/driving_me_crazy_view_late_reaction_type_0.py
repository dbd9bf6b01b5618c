from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_late_reaction_type_0_card import DrivingMeCrazyViewLateReactionType0Card
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyViewLateReactionType0")


@_attrs_define
class DrivingMeCrazyViewLateReactionType0:
    """Referee, Quick Reactions: the card a reaction may still be reported to, until the next report (reactions never block
    at a table).

        Attributes:
            card (DrivingMeCrazyViewLateReactionType0Card):
            player (int):
            seats (list[int]):
            target (int | Unset):
            option (str | Unset):
    """

    card: DrivingMeCrazyViewLateReactionType0Card
    player: int
    seats: list[int]
    target: int | Unset = UNSET
    option: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        player = self.player

        seats = self.seats

        target = self.target

        option = self.option

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "player": player,
                "seats": seats,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if option is not UNSET:
            field_dict["option"] = option

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = DrivingMeCrazyViewLateReactionType0Card(d.pop("card"))

        player = d.pop("player")

        seats = cast(list[int], d.pop("seats"))

        target = d.pop("target", UNSET)

        option = d.pop("option", UNSET)

        driving_me_crazy_view_late_reaction_type_0 = cls(
            card=card,
            player=player,
            seats=seats,
            target=target,
            option=option,
        )

        driving_me_crazy_view_late_reaction_type_0.additional_properties = d
        return driving_me_crazy_view_late_reaction_type_0

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
