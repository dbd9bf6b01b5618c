from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_catalogue_entry_modes_item import DriveCatalogueEntryModesItem
from ..models.drive_catalogue_entry_move_types_item import DriveCatalogueEntryMoveTypesItem

if TYPE_CHECKING:
    from ..models.bot_level import BotLevel
    from ..models.drive_catalogue_entry_cards_item import DriveCatalogueEntryCardsItem
    from ..models.drive_catalogue_entry_cars_item import DriveCatalogueEntryCarsItem
    from ..models.drive_catalogue_entry_decisions import DriveCatalogueEntryDecisions
    from ..models.drive_catalogue_entry_edges_item import DriveCatalogueEntryEdgesItem
    from ..models.drive_catalogue_entry_limit import DriveCatalogueEntryLimit
    from ..models.drive_catalogue_entry_options import DriveCatalogueEntryOptions
    from ..models.drive_catalogue_entry_seats_item import DriveCatalogueEntrySeatsItem
    from ..models.drive_catalogue_entry_signs_item import DriveCatalogueEntrySignsItem
    from ..models.drive_catalogue_entry_start_finish import DriveCatalogueEntryStartFinish
    from ..models.player_range import PlayerRange
    from ..models.variant import Variant


T = TypeVar("T", bound="DriveCatalogueEntry")


@_attrs_define
class DriveCatalogueEntry:
    """Drive (1960) in the catalogue

    Attributes:
        name (Literal['drive']):
        title (str):
        players (PlayerRange): How many players the game takes.
        modes (list[DriveCatalogueEntryModesItem]):
        variants (list[Variant]):
        options (DriveCatalogueEntryOptions): createGame's options, each a JSON Schema
        decisions (DriveCatalogueEntryDecisions): each kind of decision the view can ask for and what it asks, in
            players' words
        cards (list[DriveCatalogueEntryCardsItem]):
        seats (list[DriveCatalogueEntrySeatsItem]):
        cars (list[DriveCatalogueEntryCarsItem]):
        edges (list[DriveCatalogueEntryEdgesItem]):
        rotations (list[int]):
        start_finish (DriveCatalogueEntryStartFinish): The Start and Finish card: the 2×2 cells it covers and its eight
            ports.
        limit (DriveCatalogueEntryLimit): The limit option: the cells cards may go in (both coordinates in min..max).
        pack_size (int):
        roundabouts_per_player (int):
        signs (list[DriveCatalogueEntrySignsItem]):
        move_types (list[DriveCatalogueEntryMoveTypesItem]):
        bot_levels (list[BotLevel]): the levels a bot seat can play at, weakest first (default normal)
    """

    name: Literal["drive"]
    title: str
    players: PlayerRange
    modes: list[DriveCatalogueEntryModesItem]
    variants: list[Variant]
    options: DriveCatalogueEntryOptions
    decisions: DriveCatalogueEntryDecisions
    cards: list[DriveCatalogueEntryCardsItem]
    seats: list[DriveCatalogueEntrySeatsItem]
    cars: list[DriveCatalogueEntryCarsItem]
    edges: list[DriveCatalogueEntryEdgesItem]
    rotations: list[int]
    start_finish: DriveCatalogueEntryStartFinish
    limit: DriveCatalogueEntryLimit
    pack_size: int
    roundabouts_per_player: int
    signs: list[DriveCatalogueEntrySignsItem]
    move_types: list[DriveCatalogueEntryMoveTypesItem]
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

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        cars = []
        for cars_item_data in self.cars:
            cars_item = cars_item_data.to_dict()
            cars.append(cars_item)

        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)

        rotations = self.rotations

        start_finish = self.start_finish.to_dict()

        limit = self.limit.to_dict()

        pack_size = self.pack_size

        roundabouts_per_player = self.roundabouts_per_player

        signs = []
        for signs_item_data in self.signs:
            signs_item = signs_item_data.to_dict()
            signs.append(signs_item)

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
                "seats": seats,
                "cars": cars,
                "edges": edges,
                "rotations": rotations,
                "start_finish": start_finish,
                "limit": limit,
                "pack_size": pack_size,
                "roundabouts_per_player": roundabouts_per_player,
                "signs": signs,
                "move_types": move_types,
                "bot_levels": bot_levels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_level import BotLevel  # noqa: PLC0415
        from ..models.drive_catalogue_entry_cards_item import DriveCatalogueEntryCardsItem  # noqa: PLC0415
        from ..models.drive_catalogue_entry_cars_item import DriveCatalogueEntryCarsItem  # noqa: PLC0415
        from ..models.drive_catalogue_entry_decisions import DriveCatalogueEntryDecisions  # noqa: PLC0415
        from ..models.drive_catalogue_entry_edges_item import DriveCatalogueEntryEdgesItem  # noqa: PLC0415
        from ..models.drive_catalogue_entry_limit import DriveCatalogueEntryLimit  # noqa: PLC0415
        from ..models.drive_catalogue_entry_options import DriveCatalogueEntryOptions  # noqa: PLC0415
        from ..models.drive_catalogue_entry_seats_item import DriveCatalogueEntrySeatsItem  # noqa: PLC0415
        from ..models.drive_catalogue_entry_signs_item import DriveCatalogueEntrySignsItem  # noqa: PLC0415
        from ..models.drive_catalogue_entry_start_finish import DriveCatalogueEntryStartFinish  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.variant import Variant  # noqa: PLC0415

        d = dict(src_dict)
        name = cast(Literal["drive"], d.pop("name"))
        if name != "drive":
            raise ValueError(f"name must match const 'drive', got '{name}'")

        title = d.pop("title")

        players = PlayerRange.from_dict(d.pop("players"))

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in _modes:
            modes_item = DriveCatalogueEntryModesItem(modes_item_data)

            modes.append(modes_item)

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = Variant.from_dict(variants_item_data)

            variants.append(variants_item)

        options = DriveCatalogueEntryOptions.from_dict(d.pop("options"))

        decisions = DriveCatalogueEntryDecisions.from_dict(d.pop("decisions"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = DriveCatalogueEntryCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = DriveCatalogueEntrySeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        cars = []
        _cars = d.pop("cars")
        for cars_item_data in _cars:
            cars_item = DriveCatalogueEntryCarsItem.from_dict(cars_item_data)

            cars.append(cars_item)

        edges = []
        _edges = d.pop("edges")
        for edges_item_data in _edges:
            edges_item = DriveCatalogueEntryEdgesItem.from_dict(edges_item_data)

            edges.append(edges_item)

        rotations = cast(list[int], d.pop("rotations"))

        start_finish = DriveCatalogueEntryStartFinish.from_dict(d.pop("start_finish"))

        limit = DriveCatalogueEntryLimit.from_dict(d.pop("limit"))

        pack_size = d.pop("pack_size")

        roundabouts_per_player = d.pop("roundabouts_per_player")

        signs = []
        _signs = d.pop("signs")
        for signs_item_data in _signs:
            signs_item = DriveCatalogueEntrySignsItem.from_dict(signs_item_data)

            signs.append(signs_item)

        move_types = []
        _move_types = d.pop("move_types")
        for move_types_item_data in _move_types:
            move_types_item = DriveCatalogueEntryMoveTypesItem(move_types_item_data)

            move_types.append(move_types_item)

        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in _bot_levels:
            bot_levels_item = BotLevel.from_dict(bot_levels_item_data)

            bot_levels.append(bot_levels_item)

        drive_catalogue_entry = cls(
            name=name,
            title=title,
            players=players,
            modes=modes,
            variants=variants,
            options=options,
            decisions=decisions,
            cards=cards,
            seats=seats,
            cars=cars,
            edges=edges,
            rotations=rotations,
            start_finish=start_finish,
            limit=limit,
            pack_size=pack_size,
            roundabouts_per_player=roundabouts_per_player,
            signs=signs,
            move_types=move_types,
            bot_levels=bot_levels,
        )

        return drive_catalogue_entry
