from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.held_seat_status import HeldSeatStatus

T = TypeVar("T", bound="HeldSeat")


@_attrs_define
class HeldSeat:
    """
    Attributes:
        seat (int):
        version (int):
        status (HeldSeatStatus):
    """

    seat: int
    version: int
    status: HeldSeatStatus

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        version = self.version

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "version": version,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        version = d.pop("version")

        status = HeldSeatStatus(d.pop("status"))

        held_seat = cls(
            seat=seat,
            version=version,
            status=status,
        )

        return held_seat
