from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StreamEnd")


@_attrs_define
class StreamEnd:
    """data of `event: end` (the game is over: by itself, or after the log entry `ended` when its host ended it) and
    `event: gone` (a game ended before it started, or expired): the index of the last entry sent

        Attributes:
            last (int):
    """

    last: int

    def to_dict(self) -> dict[str, Any]:
        last = self.last

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "last": last,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        last = d.pop("last")

        stream_end = cls(
            last=last,
        )

        return stream_end
