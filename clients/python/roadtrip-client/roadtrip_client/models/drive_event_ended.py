from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_ended_by import DriveEventEndedBy

T = TypeVar("T", bound="DriveEventEnded")


@_attrs_define
class DriveEventEnded:
    """The host ended the game (endGame): it is over, nothing changes it any more.

    Attributes:
        type_ (Literal['ended']):
        by (DriveEventEndedBy):
    """

    type_: Literal["ended"]
    by: DriveEventEndedBy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        by = self.by.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "by": by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["ended"], d.pop("type"))
        if type_ != "ended":
            raise ValueError(f"type must match const 'ended', got '{type_}'")

        by = DriveEventEndedBy(d.pop("by"))

        drive_event_ended = cls(
            type_=type_,
            by=by,
        )

        drive_event_ended.additional_properties = d
        return drive_event_ended

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
