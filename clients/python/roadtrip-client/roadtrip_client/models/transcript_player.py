from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TranscriptPlayer")


@_attrs_define
class TranscriptPlayer:
    """
    Attributes:
        seat (int):
        name (str):
    """

    seat: int
    name: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        transcript_player = cls(
            seat=seat,
            name=name,
        )

        return transcript_player
