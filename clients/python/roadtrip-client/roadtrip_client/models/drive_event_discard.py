from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_event_discard_card_type_0 import DriveEventDiscardCardType0

T = TypeVar("T", bound="DriveEventDiscard")


@_attrs_define
class DriveEventDiscard:
    """The drawn card discarded.

    Attributes:
        type_ (Literal['discard']):
        seat (int):
        card (DriveEventDiscardCardType0 | str):
    """

    type_: Literal["discard"]
    seat: int
    card: DriveEventDiscardCardType0 | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        card: str
        if isinstance(self.card, DriveEventDiscardCardType0):
            card = self.card.value
        else:
            card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        seat = d.pop("seat")

        def _parse_card(data: object) -> DriveEventDiscardCardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveEventDiscardCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveEventDiscardCardType0 | str, data)

        card = _parse_card(d.pop("card"))

        drive_event_discard = cls(
            type_=type_,
            seat=seat,
            card=card,
        )

        drive_event_discard.additional_properties = d
        return drive_event_discard

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
