from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_options_cars_type_0_item import DriveOptionsCarsType0Item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_options_deck_type_0 import DriveOptionsDeckType0


T = TypeVar("T", bound="DriveOptions")


@_attrs_define
class DriveOptions:
    """The options of Drive (1960): each left out takes its default

    Attributes:
        limit (bool | Unset): Limit the placing of cards to 4 cards in any direction from the central Start and Finish
            card, to prevent the game covering too great an area. Default: false
        ignore_triangles (bool | Unset): Disregard all black Triangles, though observing all other rules: a simpler and
            quicker game. Default: false
        turn_round (bool | Unset): If in trouble, a player may turn his car round and drive in the opposite direction.
            Default: false
        first_player (int | None | Unset): Who plays first, by seat (0 is the first seat). Left empty, the game chooses
            at random. Default: null
        stall_turns (int | None | Unset): House rule (not in the rulebook): the game ends with no winner after this many
            rounds in which no card was put on the table and no car came nearer its Finish than ever before. Left empty: 20
            rounds in a digital game, none in referee mode; 0: none (the game goes on while a car can get somewhere).
            Default: null
        deck (DriveOptionsDeckType0 | None | Unset): Referee mode: the cards of your box, when it differs from the
            reconstructed set. A reconstructed card's id with its count (0 removes it), or a new id with the card described:
            {count, name, roads, stops, triangle, no_stopping, rules}. Default: null
        cars (list[DriveOptionsCarsType0Item] | None | Unset): Each player chooses a car: the colour of each seat's car,
            seat by seat, each colour once. Its Start and Finish are the ones of its colour. Left empty: red, blue, green,
            yellow in seat order. Default: null
    """

    limit: bool | Unset = UNSET
    ignore_triangles: bool | Unset = UNSET
    turn_round: bool | Unset = UNSET
    first_player: int | None | Unset = UNSET
    stall_turns: int | None | Unset = UNSET
    deck: DriveOptionsDeckType0 | None | Unset = UNSET
    cars: list[DriveOptionsCarsType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_options_deck_type_0 import DriveOptionsDeckType0  # noqa: PLC0415

        limit = self.limit

        ignore_triangles = self.ignore_triangles

        turn_round = self.turn_round

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        stall_turns: int | None | Unset
        if isinstance(self.stall_turns, Unset):
            stall_turns = UNSET
        else:
            stall_turns = self.stall_turns

        deck: dict[str, Any] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, DriveOptionsDeckType0):
            deck = self.deck.to_dict()
        else:
            deck = self.deck

        cars: list[str] | None | Unset
        if isinstance(self.cars, Unset):
            cars = UNSET
        elif isinstance(self.cars, list):
            cars = []
            for cars_type_0_item_data in self.cars:
                cars_type_0_item = cars_type_0_item_data.value
                cars.append(cars_type_0_item)

        else:
            cars = self.cars

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
        if stall_turns is not UNSET:
            field_dict["stall_turns"] = stall_turns
        if deck is not UNSET:
            field_dict["deck"] = deck
        if cars is not UNSET:
            field_dict["cars"] = cars

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_options_deck_type_0 import DriveOptionsDeckType0  # noqa: PLC0415

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

        def _parse_stall_turns(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stall_turns = _parse_stall_turns(d.pop("stall_turns", UNSET))

        def _parse_deck(data: object) -> DriveOptionsDeckType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deck_type_0 = DriveOptionsDeckType0.from_dict(data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveOptionsDeckType0 | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        def _parse_cars(data: object) -> list[DriveOptionsCarsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cars_type_0 = []
                _cars_type_0 = data
                for cars_type_0_item_data in _cars_type_0:
                    cars_type_0_item = DriveOptionsCarsType0Item(cars_type_0_item_data)

                    cars_type_0.append(cars_type_0_item)

                return cars_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DriveOptionsCarsType0Item] | None | Unset, data)

        cars = _parse_cars(d.pop("cars", UNSET))

        drive_options = cls(
            limit=limit,
            ignore_triangles=ignore_triangles,
            turn_round=turn_round,
            first_player=first_player,
            stall_turns=stall_turns,
            deck=deck,
            cars=cars,
        )

        return drive_options
