from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_stuck_type_0_reason_type_0 import DriveViewStuckType0ReasonType0
from ..models.drive_view_stuck_type_0_reason_type_1 import DriveViewStuckType0ReasonType1

T = TypeVar("T", bound="DriveViewStuckType0")


@_attrs_define
class DriveViewStuckType0:
    """Why the seat to move cannot drive on, or can get nowhere any more (shut_in, no_playable_card: it may retire), in a
    plain sentence (the ruling) the player sees; null when it can.

        Attributes:
            seat (int):
            reason (DriveViewStuckType0ReasonType0 | DriveViewStuckType0ReasonType1):
            text (str):
    """

    seat: int
    reason: DriveViewStuckType0ReasonType0 | DriveViewStuckType0ReasonType1
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason: str
        if isinstance(self.reason, DriveViewStuckType0ReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason.value

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_reason(data: object) -> DriveViewStuckType0ReasonType0 | DriveViewStuckType0ReasonType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = DriveViewStuckType0ReasonType0(data)

                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            reason_type_1 = DriveViewStuckType0ReasonType1(data)

            return reason_type_1

        reason = _parse_reason(d.pop("reason"))

        text = d.pop("text")

        drive_view_stuck_type_0 = cls(
            seat=seat,
            reason=reason,
            text=text,
        )

        drive_view_stuck_type_0.additional_properties = d
        return drive_view_stuck_type_0

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
