from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        seat (int):
        name (None | str):
        bot (bool):
        level (None | str): a bot's level (null: a person)
        joined (bool):
        held (bool): a player without a phone: the seat is held by the host's token (addHeldSeat), until it is handed to
            a phone (handOverSeat)
    """

    seat: int
    name: None | str
    bot: bool
    level: None | str
    joined: bool
    held: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot = self.bot

        level: None | str
        level = self.level

        joined = self.joined

        held = self.held

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "bot": bot,
                "level": level,
                "joined": joined,
                "held": held,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        bot = d.pop("bot")

        def _parse_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        level = _parse_level(d.pop("level"))

        joined = d.pop("joined")

        held = d.pop("held")

        player = cls(
            seat=seat,
            name=name,
            bot=bot,
            level=level,
            joined=joined,
            held=held,
        )

        return player
