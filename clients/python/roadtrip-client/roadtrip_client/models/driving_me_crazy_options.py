from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_options_deck import DrivingMeCrazyOptionsDeck


T = TypeVar("T", bound="DrivingMeCrazyOptions")


@_attrs_define
class DrivingMeCrazyOptions:
    """The options of Driving Me Crazy!: each left out takes its default

    Attributes:
        goal (int | None | Unset): The distance to reach exactly, in km. Left empty: 1000 km, or 700 km with 5 or more
            players. Play to a shorter goal, such as 700 or 500 km, for a shorter game. Default: null
        deck (DrivingMeCrazyOptionsDeck | Unset): A house deck: how many copies of each named card to shuffle in,
            instead of the box's count (0 removes a card, e.g. the stoplights). Cards not named keep their count. Default:
            {}
        first_player (int | None | Unset): Who plays first, by seat (0 is the first seat). Left empty, the game chooses
            at random. Default: null
        reaction_seconds (float | Unset): Quick Reactions: how many seconds everyone has to play a reaction card after a
            card is played. Default: 15
        pass_seconds (float | Unset): Quick Reactions, digital: after how many seconds the game passes for everyone who
            has not answered and holds no card that could (bots answer then too), so how soon a window closes says nothing
            about the hands. Never later than reaction_seconds. Default: 2
    """

    goal: int | None | Unset = UNSET
    deck: DrivingMeCrazyOptionsDeck | Unset = UNSET
    first_player: int | None | Unset = UNSET
    reaction_seconds: float | Unset = UNSET
    pass_seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        goal: int | None | Unset
        if isinstance(self.goal, Unset):
            goal = UNSET
        else:
            goal = self.goal

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        reaction_seconds = self.reaction_seconds

        pass_seconds = self.pass_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if goal is not UNSET:
            field_dict["goal"] = goal
        if deck is not UNSET:
            field_dict["deck"] = deck
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if reaction_seconds is not UNSET:
            field_dict["reaction_seconds"] = reaction_seconds
        if pass_seconds is not UNSET:
            field_dict["pass_seconds"] = pass_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_options_deck import DrivingMeCrazyOptionsDeck  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_goal(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        goal = _parse_goal(d.pop("goal", UNSET))

        _deck = d.pop("deck", UNSET)
        deck: DrivingMeCrazyOptionsDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = DrivingMeCrazyOptionsDeck.from_dict(_deck)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        reaction_seconds = d.pop("reaction_seconds", UNSET)

        pass_seconds = d.pop("pass_seconds", UNSET)

        driving_me_crazy_options = cls(
            goal=goal,
            deck=deck,
            first_player=first_player,
            reaction_seconds=reaction_seconds,
            pass_seconds=pass_seconds,
        )

        return driving_me_crazy_options
