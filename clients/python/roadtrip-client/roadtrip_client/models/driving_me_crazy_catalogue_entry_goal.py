from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyCatalogueEntryGoal")


@_attrs_define
class DrivingMeCrazyCatalogueEntryGoal:
    """The goal: the default distance and the shorter one for 5+ players.

    Attributes:
        default (int):
        five_plus (int):
        five_plus_from (int):
    """

    default: int
    five_plus: int
    five_plus_from: int

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        five_plus = self.five_plus

        five_plus_from = self.five_plus_from

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "five_plus": five_plus,
                "five_plus_from": five_plus_from,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        five_plus = d.pop("five_plus")

        five_plus_from = d.pop("five_plus_from")

        driving_me_crazy_catalogue_entry_goal = cls(
            default=default,
            five_plus=five_plus,
            five_plus_from=five_plus_from,
        )

        return driving_me_crazy_catalogue_entry_goal
