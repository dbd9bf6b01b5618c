from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DriveViewOptions")


@_attrs_define
class DriveViewOptions:
    """The options in play.

    Attributes:
        limit (bool):
        ignore_triangles (bool):
        turn_round (bool):
    """

    limit: bool
    ignore_triangles: bool
    turn_round: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        ignore_triangles = self.ignore_triangles

        turn_round = self.turn_round

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limit": limit,
                "ignore_triangles": ignore_triangles,
                "turn_round": turn_round,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        ignore_triangles = d.pop("ignore_triangles")

        turn_round = d.pop("turn_round")

        drive_view_options = cls(
            limit=limit,
            ignore_triangles=ignore_triangles,
            turn_round=turn_round,
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
