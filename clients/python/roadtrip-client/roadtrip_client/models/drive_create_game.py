from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_create_game_bot_levels_item import DriveCreateGameBotLevelsItem
from ..models.mode import Mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_options import DriveOptions


T = TypeVar("T", bound="DriveCreateGame")


@_attrs_define
class DriveCreateGame:
    """Body of createGame for Drive (1960)

    Attributes:
        game (Literal['drive']):
        players (int):
        mode (Mode | Unset): digital: the server deals and hides hands; referee: the cards are on a real table and
            phones report
        variants (list[str] | Unset): Drive (1960) has no variants
        options (DriveOptions | Unset): The options of Drive (1960): each left out takes its default
        seed (int | Unset):
        bots (list[int] | Unset): seats played by server-side bots
        bot_levels (list[DriveCreateGameBotLevelsItem] | Unset): the level of each seat in ``bots``, in the same order
            (easy, normal, hard; default normal)
    """

    game: Literal["drive"]
    players: int
    mode: Mode | Unset = UNSET
    variants: list[str] | Unset = UNSET
    options: DriveOptions | Unset = UNSET
    seed: int | Unset = UNSET
    bots: list[int] | Unset = UNSET
    bot_levels: list[DriveCreateGameBotLevelsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        players = self.players

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        variants: list[str] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        bots: list[int] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots

        bot_levels: list[str] | Unset = UNSET
        if not isinstance(self.bot_levels, Unset):
            bot_levels = []
            for bot_levels_item_data in self.bot_levels:
                bot_levels_item = bot_levels_item_data.value
                bot_levels.append(bot_levels_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "players": players,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if variants is not UNSET:
            field_dict["variants"] = variants
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if bots is not UNSET:
            field_dict["bots"] = bots
        if bot_levels is not UNSET:
            field_dict["bot_levels"] = bot_levels

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_options import DriveOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["drive"], d.pop("game"))
        if game != "drive":
            raise ValueError(f"game must match const 'drive', got '{game}'")

        players = d.pop("players")

        _mode = d.pop("mode", UNSET)
        mode: Mode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = Mode(_mode)

        variants = cast(list[str], d.pop("variants", UNSET))

        _options = d.pop("options", UNSET)
        options: DriveOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DriveOptions.from_dict(_options)

        seed = d.pop("seed", UNSET)

        bots = cast(list[int], d.pop("bots", UNSET))

        _bot_levels = d.pop("bot_levels", UNSET)
        bot_levels: list[DriveCreateGameBotLevelsItem] | Unset = UNSET
        if _bot_levels is not UNSET:
            bot_levels = []
            for bot_levels_item_data in _bot_levels:
                bot_levels_item = DriveCreateGameBotLevelsItem(bot_levels_item_data)

                bot_levels.append(bot_levels_item)

        drive_create_game = cls(
            game=game,
            players=players,
            mode=mode,
            variants=variants,
            options=options,
            seed=seed,
            bots=bots,
            bot_levels=bot_levels,
        )

        return drive_create_game
