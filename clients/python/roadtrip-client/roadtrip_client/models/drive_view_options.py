from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DriveViewOptions")


@_attrs_define
class DriveViewOptions:
    """The options in play.

    Attributes:
        limit (bool):
        ignore_triangles (bool):
        turn_round (bool):
        stall_turns (int | None | Unset):
    """

    limit: bool
    ignore_triangles: bool
    turn_round: bool
    stall_turns: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        ignore_triangles = self.ignore_triangles

        turn_round = self.turn_round

        stall_turns: int | None | Unset
        if isinstance(self.stall_turns, Unset):
            stall_turns = UNSET
        else:
            stall_turns = self.stall_turns

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limit": limit,
                "ignore_triangles": ignore_triangles,
                "turn_round": turn_round,
            }
        )
        if stall_turns is not UNSET:
            field_dict["stall_turns"] = stall_turns

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        ignore_triangles = d.pop("ignore_triangles")

        turn_round = d.pop("turn_round")

        def _parse_stall_turns(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stall_turns = _parse_stall_turns(d.pop("stall_turns", UNSET))

        drive_view_options = cls(
            limit=limit,
            ignore_triangles=ignore_triangles,
            turn_round=turn_round,
            stall_turns=stall_turns,
        )

        drive_view_options.additional_properties = d
        return drive_view_options

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
