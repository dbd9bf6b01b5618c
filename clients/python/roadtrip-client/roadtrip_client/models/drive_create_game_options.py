from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DriveCreateGameOptions")


@_attrs_define
class DriveCreateGameOptions:
    """
    Attributes:
        limit (bool | Unset): Limit the placing of cards to 4 cards in any direction from the central Start and Finish
            card, to prevent the game covering too great an area. Default: False.
        ignore_triangles (bool | Unset): Disregard all black Triangles, though observing all other rules: a simpler and
            quicker game. Default: False.
        turn_round (bool | Unset): If in trouble, a player may turn his car round and drive in the opposite direction.
            Default: False.
        first_player (int | None | Unset): Who plays first, by seat (0 is the first seat). Left empty, the game chooses
            at random.
    """

    limit: bool | Unset = False
    ignore_triangles: bool | Unset = False
    turn_round: bool | Unset = False
    first_player: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        ignore_triangles = self.ignore_triangles

        turn_round = self.turn_round

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if limit is not UNSET:
            field_dict["limit"] = limit
        if ignore_triangles is not UNSET:
            field_dict["ignore_triangles"] = ignore_triangles
        if turn_round is not UNSET:
            field_dict["turn_round"] = turn_round
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit", UNSET)

        ignore_triangles = d.pop("ignore_triangles", UNSET)

        turn_round = d.pop("turn_round", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        drive_create_game_options = cls(
            limit=limit,
            ignore_triangles=ignore_triangles,
            turn_round=turn_round,
            first_player=first_player,
        )

        return drive_create_game_options
