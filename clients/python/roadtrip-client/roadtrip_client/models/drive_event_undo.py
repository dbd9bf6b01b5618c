from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DriveEventUndo")


@_attrs_define
class DriveEventUndo:
    """Referee mode: seat took back the last report standing (reporter's).

    Attributes:
        type_ (Literal['undo']):
        seat (int):
        reporter (int | Unset):
    """

    type_: Literal["undo"]
    seat: int
    reporter: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        reporter = self.reporter

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )
        if reporter is not UNSET:
            field_dict["reporter"] = reporter

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["undo"], d.pop("type"))
        if type_ != "undo":
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        seat = d.pop("seat")

        reporter = d.pop("reporter", UNSET)

        drive_event_undo = cls(
            type_=type_,
            seat=seat,
            reporter=reporter,
        )

        drive_event_undo.additional_properties = d
        return drive_event_undo

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
