from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SessionStanding")


@_attrs_define
class SessionStanding:
    """
    Attributes:
        name (str):
        wins (int):
    """

    name: str
    wins: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        wins = d.pop("wins")

        session_standing = cls(
            name=name,
            wins=wins,
        )

        return session_standing
