from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_roundabout_covers_type_0 import DriveEventRoundaboutCoversType0

T = TypeVar("T", bound="DriveEventRoundabout")


@_attrs_define
class DriveEventRoundabout:
    """A Roundabout played on an opponent's card (covers: the card under it).

    Attributes:
        type_ (Literal['roundabout']):
        seat (int):
        x (int):
        y (int):
        covers (DriveEventRoundaboutCoversType0 | str):
    """

    type_: Literal["roundabout"]
    seat: int
    x: int
    y: int
    covers: DriveEventRoundaboutCoversType0 | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        x = self.x

        y = self.y

        covers: str
        if isinstance(self.covers, DriveEventRoundaboutCoversType0):
            covers = self.covers.value
        else:
            covers = self.covers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "x": x,
                "y": y,
                "covers": covers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["roundabout"], d.pop("type"))
        if type_ != "roundabout":
            raise ValueError(f"type must match const 'roundabout', got '{type_}'")

        seat = d.pop("seat")

        x = d.pop("x")

        y = d.pop("y")

        def _parse_covers(data: object) -> DriveEventRoundaboutCoversType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                covers_type_0 = DriveEventRoundaboutCoversType0(data)

                return covers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventRoundaboutCoversType0 | str, data)

        covers = _parse_covers(d.pop("covers"))

        drive_event_roundabout = cls(
            type_=type_,
            seat=seat,
            x=x,
            y=y,
            covers=covers,
        )

        drive_event_roundabout.additional_properties = d
        return drive_event_roundabout

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
