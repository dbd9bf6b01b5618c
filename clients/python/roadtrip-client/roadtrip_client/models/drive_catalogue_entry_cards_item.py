from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.drive_catalogue_entry_cards_item_rules import DriveCatalogueEntryCardsItemRules


T = TypeVar("T", bound="DriveCatalogueEntryCardsItem")


@_attrs_define
class DriveCatalogueEntryCardsItem:
    """A kind of card: what it is called and what it does.

    Attributes:
        id (str):
        title (str):
        text (str): what the card does, in players' words
        count (int):
        miss_a_turn (bool):
        card (str):
        rotation (int):
        roads (list[str]):
        stops (list[str]):
        triangle (None | str):
        no_stopping (bool):
        rules (DriveCatalogueEntryCardsItemRules): per entry edge, the exits a car may take (empty: No Entry)
        signs (list[str]):
    """

    id: str
    title: str
    text: str
    count: int
    miss_a_turn: bool
    card: str
    rotation: int
    roads: list[str]
    stops: list[str]
    triangle: None | str
    no_stopping: bool
    rules: DriveCatalogueEntryCardsItemRules
    signs: list[str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        text = self.text

        count = self.count

        miss_a_turn = self.miss_a_turn

        card = self.card

        rotation = self.rotation

        roads = self.roads

        stops = self.stops

        triangle: None | str
        triangle = self.triangle

        no_stopping = self.no_stopping

        rules = self.rules.to_dict()

        signs = self.signs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "text": text,
                "count": count,
                "miss_a_turn": miss_a_turn,
                "card": card,
                "rotation": rotation,
                "roads": roads,
                "stops": stops,
                "triangle": triangle,
                "no_stopping": no_stopping,
                "rules": rules,
                "signs": signs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_catalogue_entry_cards_item_rules import DriveCatalogueEntryCardsItemRules  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        text = d.pop("text")

        count = d.pop("count")

        miss_a_turn = d.pop("miss_a_turn")

        card = d.pop("card")

        rotation = d.pop("rotation")

        roads = cast(list[str], d.pop("roads"))

        stops = cast(list[str], d.pop("stops"))

        def _parse_triangle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        triangle = _parse_triangle(d.pop("triangle"))

        no_stopping = d.pop("no_stopping")

        rules = DriveCatalogueEntryCardsItemRules.from_dict(d.pop("rules"))

        signs = cast(list[str], d.pop("signs"))

        drive_catalogue_entry_cards_item = cls(
            id=id,
            title=title,
            text=text,
            count=count,
            miss_a_turn=miss_a_turn,
            card=card,
            rotation=rotation,
            roads=roads,
            stops=stops,
            triangle=triangle,
            no_stopping=no_stopping,
            rules=rules,
            signs=signs,
        )

        return drive_catalogue_entry_cards_item
