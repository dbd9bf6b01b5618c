from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_catalogue_entry_modes_item import DrivingMeCrazyCatalogueEntryModesItem
from ..models.driving_me_crazy_catalogue_entry_move_types_item import DrivingMeCrazyCatalogueEntryMoveTypesItem

if TYPE_CHECKING:
    from ..models.bot_level import BotLevel
    from ..models.driving_me_crazy_catalogue_entry_cards_item import DrivingMeCrazyCatalogueEntryCardsItem
    from ..models.driving_me_crazy_catalogue_entry_colours import DrivingMeCrazyCatalogueEntryColours
    from ..models.driving_me_crazy_catalogue_entry_decisions import DrivingMeCrazyCatalogueEntryDecisions
    from ..models.driving_me_crazy_catalogue_entry_goal import DrivingMeCrazyCatalogueEntryGoal
    from ..models.driving_me_crazy_catalogue_entry_options import DrivingMeCrazyCatalogueEntryOptions
    from ..models.driving_me_crazy_catalogue_entry_totals import DrivingMeCrazyCatalogueEntryTotals
    from ..models.player_range import PlayerRange
    from ..models.variant import Variant


T = TypeVar("T", bound="DrivingMeCrazyCatalogueEntry")


@_attrs_define
class DrivingMeCrazyCatalogueEntry:
    """Driving Me Crazy! in the catalogue

    Attributes:
        name (Literal['driving-me-crazy']):
        title (str):
        players (PlayerRange): How many players the game takes.
        modes (list[DrivingMeCrazyCatalogueEntryModesItem]):
        variants (list[Variant]):
        options (DrivingMeCrazyCatalogueEntryOptions): createGame's options, each a JSON Schema
        decisions (DrivingMeCrazyCatalogueEntryDecisions): each kind of decision the view can ask for and what it asks,
            in players' words
        cards (list[DrivingMeCrazyCatalogueEntryCardsItem]):
        goal (DrivingMeCrazyCatalogueEntryGoal): The goal: the default distance and the shorter one for 5+ players.
        hand_size (int):
        totals (DrivingMeCrazyCatalogueEntryTotals):
        colours (DrivingMeCrazyCatalogueEntryColours): who a card of each colour is played on, in the rulebook's words
        move_types (list[DrivingMeCrazyCatalogueEntryMoveTypesItem]):
        bot_levels (list[BotLevel]): the levels a bot seat can play at, weakest first (default normal)
    """

    name: Literal["driving-me-crazy"]
    title: str
    players: PlayerRange
    modes: list[DrivingMeCrazyCatalogueEntryModesItem]
    variants: list[Variant]
    options: DrivingMeCrazyCatalogueEntryOptions
    decisions: DrivingMeCrazyCatalogueEntryDecisions
    cards: list[DrivingMeCrazyCatalogueEntryCardsItem]
    goal: DrivingMeCrazyCatalogueEntryGoal
    hand_size: int
    totals: DrivingMeCrazyCatalogueEntryTotals
    colours: DrivingMeCrazyCatalogueEntryColours
    move_types: list[DrivingMeCrazyCatalogueEntryMoveTypesItem]
    bot_levels: list[BotLevel]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        players = self.players.to_dict()

        modes = []
        for modes_item_data in self.modes:
            modes_item = modes_item_data.value
            modes.append(modes_item)

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        options = self.options.to_dict()

        decisions = self.decisions.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        goal = self.goal.to_dict()

        hand_size = self.hand_size

        totals = self.totals.to_dict()

        colours = self.colours.to_dict()

        move_types = []
        for move_types_item_data in self.move_types:
            move_types_item = move_types_item_data.value
            move_types.append(move_types_item)

        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.to_dict()
            bot_levels.append(bot_levels_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "title": title,
                "players": players,
                "modes": modes,
                "variants": variants,
                "options": options,
                "decisions": decisions,
                "cards": cards,
                "goal": goal,
                "hand_size": hand_size,
                "totals": totals,
                "colours": colours,
                "move_types": move_types,
                "bot_levels": bot_levels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_level import BotLevel  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_cards_item import DrivingMeCrazyCatalogueEntryCardsItem  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_colours import DrivingMeCrazyCatalogueEntryColours  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_decisions import DrivingMeCrazyCatalogueEntryDecisions  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_goal import DrivingMeCrazyCatalogueEntryGoal  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_options import DrivingMeCrazyCatalogueEntryOptions  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry_totals import DrivingMeCrazyCatalogueEntryTotals  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.variant import Variant  # noqa: PLC0415

        d = dict(src_dict)
        name = cast(Literal["driving-me-crazy"], d.pop("name"))
        if name != "driving-me-crazy":
            raise ValueError(f"name must match const 'driving-me-crazy', got '{name}'")

        title = d.pop("title")

        players = PlayerRange.from_dict(d.pop("players"))

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in _modes:
            modes_item = DrivingMeCrazyCatalogueEntryModesItem(modes_item_data)

            modes.append(modes_item)

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = Variant.from_dict(variants_item_data)

            variants.append(variants_item)

        options = DrivingMeCrazyCatalogueEntryOptions.from_dict(d.pop("options"))

        decisions = DrivingMeCrazyCatalogueEntryDecisions.from_dict(d.pop("decisions"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = DrivingMeCrazyCatalogueEntryCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        goal = DrivingMeCrazyCatalogueEntryGoal.from_dict(d.pop("goal"))

        hand_size = d.pop("hand_size")

        totals = DrivingMeCrazyCatalogueEntryTotals.from_dict(d.pop("totals"))

        colours = DrivingMeCrazyCatalogueEntryColours.from_dict(d.pop("colours"))

        move_types = []
        _move_types = d.pop("move_types")
        for move_types_item_data in _move_types:
            move_types_item = DrivingMeCrazyCatalogueEntryMoveTypesItem(move_types_item_data)

            move_types.append(move_types_item)

        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in _bot_levels:
            bot_levels_item = BotLevel.from_dict(bot_levels_item_data)

            bot_levels.append(bot_levels_item)

        driving_me_crazy_catalogue_entry = cls(
            name=name,
            title=title,
            players=players,
            modes=modes,
            variants=variants,
            options=options,
            decisions=decisions,
            cards=cards,
            goal=goal,
            hand_size=hand_size,
            totals=totals,
            colours=colours,
            move_types=move_types,
            bot_levels=bot_levels,
        )

        return driving_me_crazy_catalogue_entry
