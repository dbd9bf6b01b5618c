from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.drive_catalogue_entry import DriveCatalogueEntry
    from ..models.driving_me_crazy_catalogue_entry import DrivingMeCrazyCatalogueEntry


T = TypeVar("T", bound="Catalogue")


@_attrs_define
class Catalogue:
    """
    Attributes:
        games (list[DriveCatalogueEntry | DrivingMeCrazyCatalogueEntry]):
    """

    games: list[DriveCatalogueEntry | DrivingMeCrazyCatalogueEntry]

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_catalogue_entry import DriveCatalogueEntry  # noqa: PLC0415

        games = []
        for games_item_data in self.games:
            games_item: dict[str, Any]
            if isinstance(games_item_data, DriveCatalogueEntry):
                games_item = games_item_data.to_dict()
            else:
                games_item = games_item_data.to_dict()

            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_catalogue_entry import DriveCatalogueEntry  # noqa: PLC0415
        from ..models.driving_me_crazy_catalogue_entry import DrivingMeCrazyCatalogueEntry  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:

            def _parse_games_item(data: object) -> DriveCatalogueEntry | DrivingMeCrazyCatalogueEntry:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    games_item_type_0 = DriveCatalogueEntry.from_dict(data)

                    return games_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                games_item_type_1 = DrivingMeCrazyCatalogueEntry.from_dict(data)

                return games_item_type_1

            games_item = _parse_games_item(games_item_data)

            games.append(games_item)

        catalogue = cls(
            games=games,
        )

        return catalogue
