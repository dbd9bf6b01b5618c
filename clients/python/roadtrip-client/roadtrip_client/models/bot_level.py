from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level_level import BotLevelLevel

T = TypeVar("T", bound="BotLevel")


@_attrs_define
class BotLevel:
    """
    Attributes:
        level (BotLevelLevel):
        description (str):
    """

    level: BotLevelLevel
    description: str

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = BotLevelLevel(d.pop("level"))

        description = d.pop("description")

        bot_level = cls(
            level=level,
            description=description,
        )

        return bot_level
