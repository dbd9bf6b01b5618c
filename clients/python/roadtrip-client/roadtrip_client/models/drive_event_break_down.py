from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_break_down_reason import DriveEventBreakDownReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="DriveEventBreakDown")


@_attrs_define
class DriveEventBreakDown:
    """The car broke down (no Roundabout left) or its player chose to retire (reason; text: in words).

    Attributes:
        type_ (Literal['break_down']):
        seat (int):
        reason (DriveEventBreakDownReason | Unset):
        text (str | Unset):
    """

    type_: Literal["break_down"]
    seat: int
    reason: DriveEventBreakDownReason | Unset = UNSET
    text: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["break_down"], d.pop("type"))
        if type_ != "break_down":
            raise ValueError(f"type must match const 'break_down', got '{type_}'")

        seat = d.pop("seat")

        _reason = d.pop("reason", UNSET)
        reason: DriveEventBreakDownReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = DriveEventBreakDownReason(_reason)

        text = d.pop("text", UNSET)

        drive_event_break_down = cls(
            type_=type_,
            seat=seat,
            reason=reason,
            text=text,
        )

        drive_event_break_down.additional_properties = d
        return drive_event_break_down

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
