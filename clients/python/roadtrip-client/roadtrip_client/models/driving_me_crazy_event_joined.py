from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventJoined")


@_attrs_define
class DrivingMeCrazyEventJoined:
    """A seat was taken (bot: by a server bot).

    Attributes:
        type_ (Literal['joined']):
        seat (int):
        name (str):
        bot (bool | Unset):
        held (bool | Unset): a player without a phone, held by the host's token (addHeldSeat)
    """

    type_: Literal["joined"]
    seat: int
    name: str
    bot: bool | Unset = UNSET
    held: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        name = self.name

        bot = self.bot

        held = self.held

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "name": name,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if held is not UNSET:
            field_dict["held"] = held

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["joined"], d.pop("type"))
        if type_ != "joined":
            raise ValueError(f"type must match const 'joined', got '{type_}'")

        seat = d.pop("seat")

        name = d.pop("name")

        bot = d.pop("bot", UNSET)

        held = d.pop("held", UNSET)

        driving_me_crazy_event_joined = cls(
            type_=type_,
            seat=seat,
            name=name,
            bot=bot,
            held=held,
        )

        driving_me_crazy_event_joined.additional_properties = d
        return driving_me_crazy_event_joined

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
