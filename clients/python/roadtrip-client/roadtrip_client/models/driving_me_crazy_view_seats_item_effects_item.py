from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_seats_item_effects_item_card import DrivingMeCrazyViewSeatsItemEffectsItemCard

T = TypeVar("T", bound="DrivingMeCrazyViewSeatsItemEffectsItem")


@_attrs_define
class DrivingMeCrazyViewSeatsItemEffectsItem:
    """An active effect with the turns it has left.

    Attributes:
        card (DrivingMeCrazyViewSeatsItemEffectsItemCard):
        turns_left (int | None):
        resolved (bool):
    """

    card: DrivingMeCrazyViewSeatsItemEffectsItemCard
    turns_left: int | None
    resolved: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        turns_left: int | None
        turns_left = self.turns_left

        resolved = self.resolved

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "turns_left": turns_left,
                "resolved": resolved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = DrivingMeCrazyViewSeatsItemEffectsItemCard(d.pop("card"))

        def _parse_turns_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turns_left = _parse_turns_left(d.pop("turns_left"))

        resolved = d.pop("resolved")

        driving_me_crazy_view_seats_item_effects_item = cls(
            card=card,
            turns_left=turns_left,
            resolved=resolved,
        )

        driving_me_crazy_view_seats_item_effects_item.additional_properties = d
        return driving_me_crazy_view_seats_item_effects_item

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
