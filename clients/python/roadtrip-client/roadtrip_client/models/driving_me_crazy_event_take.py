from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_take_card import DrivingMeCrazyEventTakeCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventTake")


@_attrs_define
class DrivingMeCrazyEventTake:
    """A card taken from the pile or the discards; card only where public or for the taker.

    Attributes:
        type_ (Literal['take']):
        seat (int):
        source (str | Unset):
        card (DrivingMeCrazyEventTakeCard | Unset):
    """

    type_: Literal["take"]
    seat: int
    source: str | Unset = UNSET
    card: DrivingMeCrazyEventTakeCard | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        source = self.source

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        seat = d.pop("seat")

        source = d.pop("source", UNSET)

        _card = d.pop("card", UNSET)
        card: DrivingMeCrazyEventTakeCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = DrivingMeCrazyEventTakeCard(_card)

        driving_me_crazy_event_take = cls(
            type_=type_,
            seat=seat,
            source=source,
            card=card,
        )

        driving_me_crazy_event_take.additional_properties = d
        return driving_me_crazy_event_take

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
