from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.session_game_status import SessionGameStatus

T = TypeVar("T", bound="SessionGame")


@_attrs_define
class SessionGame:
    """
    Attributes:
        id (str):
        status (SessionGameStatus):
        players (list[str]): the seats' names, in seat order
        winners (list[int]): the winning seats (empty until the end)
        reason (None | str): why the game ended (`ended`: its host ended it; null until then)
    """

    id: str
    status: SessionGameStatus
    players: list[str]
    winners: list[int]
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        players = self.players

        winners = self.winners

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "players": players,
                "winners": winners,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = SessionGameStatus(d.pop("status"))

        players = cast(list[str], d.pop("players"))

        winners = cast(list[int], d.pop("winners"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        session_game = cls(
            id=id,
            status=status,
            players=players,
            winners=winners,
            reason=reason,
        )

        return session_game
