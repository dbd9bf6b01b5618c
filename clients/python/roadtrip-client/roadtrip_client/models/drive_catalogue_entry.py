from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_catalogue_entry_modes_item import DriveCatalogueEntryModesItem
from ..models.drive_catalogue_entry_move_types_item import DriveCatalogueEntryMoveTypesItem

if TYPE_CHECKING:
    from ..models.bot_level import BotLevel
    from ..models.card import Card
    from ..models.drive_catalogue_entry_decisions import DriveCatalogueEntryDecisions
    from ..models.drive_catalogue_entry_options import DriveCatalogueEntryOptions
    from ..models.edge import Edge
    from ..models.limit import Limit
    from ..models.player_range import PlayerRange
    from ..models.seat import Seat
    from ..models.sign import Sign
    from ..models.start_finish import StartFinish
    from ..models.variant import Variant


T = TypeVar("T", bound="DriveCatalogueEntry")


@_attrs_define
class DriveCatalogueEntry:
    """Drive (1960) in the catalogue

    Attributes:
        name (Literal['drive']):
        title (str):
        players (PlayerRange):
        modes (list[DriveCatalogueEntryModesItem]):
        variants (list[Variant]):
        options (DriveCatalogueEntryOptions): createGame's ``options``, each a JSON Schema
        move_types (list[DriveCatalogueEntryMoveTypesItem]):
        decisions (DriveCatalogueEntryDecisions): each kind of decision the view can ask for (Driving Me Crazy!'s
            ``decision.kind``, Drive's ``phase``) and what it asks, in players' words
        cards (list[Card]):
        bot_levels (list[BotLevel]): the levels a bot seat can play at, weakest first (default normal)
        seats (list[Seat]):
        edges (list[Edge]):
        rotations (list[int]):
        start_finish (StartFinish):
        limit (Limit):
        pack_size (int):
        roundabouts_per_player (int):
        signs (list[Sign]):
    """

    name: Literal["drive"]
    title: str
    players: PlayerRange
    modes: list[DriveCatalogueEntryModesItem]
    variants: list[Variant]
    options: DriveCatalogueEntryOptions
    move_types: list[DriveCatalogueEntryMoveTypesItem]
    decisions: DriveCatalogueEntryDecisions
    cards: list[Card]
    bot_levels: list[BotLevel]
    seats: list[Seat]
    edges: list[Edge]
    rotations: list[int]
    start_finish: StartFinish
    limit: Limit
    pack_size: int
    roundabouts_per_player: int
    signs: list[Sign]

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

        move_types = []
        for move_types_item_data in self.move_types:
            move_types_item = move_types_item_data.value
            move_types.append(move_types_item)

        decisions = self.decisions.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.to_dict()
            bot_levels.append(bot_levels_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "title": title,
                "players": players,
                "modes": modes,
                "variants": variants,
                "options": options,
                "move_types": move_types,
                "decisions": decisions,
                "cards": cards,
                "bot_levels": bot_levels,
                "seats": seats,
                "edges": edges,
                "rotations": rotations,
                "start_finish": start_finish,
                "limit": limit,
                "pack_size": pack_size,
                "roundabouts_per_player": roundabouts_per_player,
                "signs": signs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_level import BotLevel  # noqa: PLC0415
        from ..models.card import Card  # noqa: PLC0415
        from ..models.drive_catalogue_entry_decisions import DriveCatalogueEntryDecisions  # noqa: PLC0415
        from ..models.drive_catalogue_entry_options import DriveCatalogueEntryOptions  # noqa: PLC0415
        from ..models.edge import Edge  # noqa: PLC0415
        from ..models.limit import Limit  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415
        from ..models.sign import Sign  # noqa: PLC0415
        from ..models.start_finish import StartFinish  # noqa: PLC0415
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

        move_types = []
        _move_types = d.pop("move_types")
        for move_types_item_data in _move_types:
            move_types_item = DriveCatalogueEntryMoveTypesItem(move_types_item_data)

            move_types.append(move_types_item)

        decisions = DriveCatalogueEntryDecisions.from_dict(d.pop("decisions"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = Card.from_dict(cards_item_data)

            cards.append(cards_item)

        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in _bot_levels:
            bot_levels_item = BotLevel.from_dict(bot_levels_item_data)

            bot_levels.append(bot_levels_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        edges = []
        _edges = d.pop("edges")
        for edges_item_data in _edges:
            edges_item = Edge.from_dict(edges_item_data)

            edges.append(edges_item)

        rotations = cast(list[int], d.pop("rotations"))

        start_finish = StartFinish.from_dict(d.pop("start_finish"))

        limit = Limit.from_dict(d.pop("limit"))

        pack_size = d.pop("pack_size")

        roundabouts_per_player = d.pop("roundabouts_per_player")

        signs = []
        _signs = d.pop("signs")
        for signs_item_data in _signs:
            signs_item = Sign.from_dict(signs_item_data)

            signs.append(signs_item)

        drive_catalogue_entry = cls(
            name=name,
            title=title,
            players=players,
            modes=modes,
            variants=variants,
            options=options,
            move_types=move_types,
            decisions=decisions,
            cards=cards,
            bot_levels=bot_levels,
            seats=seats,
            edges=edges,
            rotations=rotations,
            start_finish=start_finish,
            limit=limit,
            pack_size=pack_size,
            roundabouts_per_player=roundabouts_per_player,
            signs=signs,
        )

        return drive_catalogue_entry
