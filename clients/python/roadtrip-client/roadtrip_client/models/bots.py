from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bots_levels_item import BotsLevelsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="Bots")


@_attrs_define
class Bots:
    """
    Attributes:
        seats (list[int]):
        levels (list[BotsLevelsItem] | Unset): the level of each seat in ``seats``, in the same order (easy, normal,
            hard; default normal)
    """

    seats: list[int]
    levels: list[BotsLevelsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        levels: list[str] | Unset = UNSET
        if not isinstance(self.levels, Unset):
            levels = []
            for levels_item_data in self.levels:
                levels_item = levels_item_data.value
                levels.append(levels_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if levels is not UNSET:
            field_dict["levels"] = levels

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))

        _levels = d.pop("levels", UNSET)
        levels: list[BotsLevelsItem] | Unset = UNSET
        if _levels is not UNSET:
            levels = []
            for levels_item_data in _levels:
                levels_item = BotsLevelsItem(levels_item_data)

                levels.append(levels_item)

        bots = cls(
            seats=seats,
            levels=levels,
        )

        return bots
