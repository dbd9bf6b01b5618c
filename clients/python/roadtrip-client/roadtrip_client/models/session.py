from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.session_game import SessionGame
    from ..models.session_standing import SessionStanding


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        games (list[SessionGame]):
        standings (list[SessionStanding]): wins per player name over the session, most wins first
    """

    games: list[SessionGame]
    standings: list[SessionStanding]

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_game import SessionGame  # noqa: PLC0415
        from ..models.session_standing import SessionStanding  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = SessionGame.from_dict(games_item_data)

            games.append(games_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = SessionStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        session = cls(
            games=games,
            standings=standings,
        )

        return session
