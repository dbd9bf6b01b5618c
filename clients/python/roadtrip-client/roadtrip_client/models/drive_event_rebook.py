from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_rebook_card_type_0 import DriveEventRebookCardType0
from ..models.drive_event_rebook_now_type_0 import DriveEventRebookNowType0
from ..models.drive_event_rebook_rotation_type_0 import DriveEventRebookRotationType0

T = TypeVar("T", bound="DriveEventRebook")


@_attrs_define
class DriveEventRebook:
    """Referee mode: a card reported by a description is now booked as a look-alike (now), freeing a copy of card for the
    report naming it; x, y and rotation where it lies (null: in the discard pile).

        Attributes:
            type_ (Literal['rebook']):
            card (DriveEventRebookCardType0 | str):
            now (DriveEventRebookNowType0 | str):
            x (int | None):
            y (int | None):
            rotation (DriveEventRebookRotationType0 | None):
    """

    type_: Literal["rebook"]
    card: DriveEventRebookCardType0 | str
    now: DriveEventRebookNowType0 | str
    x: int | None
    y: int | None
    rotation: DriveEventRebookRotationType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card: str
        if isinstance(self.card, DriveEventRebookCardType0):
            card = self.card.value
        else:
            card = self.card

        now: str
        if isinstance(self.now, DriveEventRebookNowType0):
            now = self.now.value
        else:
            now = self.now

        x: int | None
        x = self.x

        y: int | None
        y = self.y

        rotation: int | None
        if isinstance(self.rotation, DriveEventRebookRotationType0):
            rotation = self.rotation.value
        else:
            rotation = self.rotation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
                "now": now,
                "x": x,
                "y": y,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["rebook"], d.pop("type"))
        if type_ != "rebook":
            raise ValueError(f"type must match const 'rebook', got '{type_}'")

        def _parse_card(data: object) -> DriveEventRebookCardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveEventRebookCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventRebookCardType0 | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_now(data: object) -> DriveEventRebookNowType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                now_type_0 = DriveEventRebookNowType0(data)

                return now_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventRebookNowType0 | str, data)

        now = _parse_now(d.pop("now"))

        def _parse_x(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        x = _parse_x(d.pop("x"))

        def _parse_y(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        y = _parse_y(d.pop("y"))

        def _parse_rotation(data: object) -> DriveEventRebookRotationType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rotation_type_0 = DriveEventRebookRotationType0(data)

                return rotation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventRebookRotationType0 | None, data)

        rotation = _parse_rotation(d.pop("rotation"))

        drive_event_rebook = cls(
            type_=type_,
            card=card,
            now=now,
            x=x,
            y=y,
            rotation=rotation,
        )

        drive_event_rebook.additional_properties = d
        return drive_event_rebook

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
