from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_catalogue_entry_cards_item_colour import DrivingMeCrazyCatalogueEntryCardsItemColour

if TYPE_CHECKING:
    from ..models.driving_me_crazy_catalogue_entry_cards_item_options_item import (
        DrivingMeCrazyCatalogueEntryCardsItemOptionsItem,
    )


T = TypeVar("T", bound="DrivingMeCrazyCatalogueEntryCardsItem")


@_attrs_define
class DrivingMeCrazyCatalogueEntryCardsItem:
    """A kind of card: what it is called and what it does.

    Attributes:
        id (str):
        title (str):
        text (str): what the card does, in players' words
        colour (DrivingMeCrazyCatalogueEntryCardsItemColour):
        base (int): copies in the base deck
        seven_plus (int): copies added from 7 players
        variant (None | str): its variant, or null
        variant_count (int): copies added by its variant
        distance (int | None):
        duration (int | None): turns its effect lasts (the turn tracker)
        note (None | str): the rulebook's note
        options (list[DrivingMeCrazyCatalogueEntryCardsItemOptionsItem]):
        forbids (None | str): a sign: the card no one may play while it is in force
    """

    id: str
    title: str
    text: str
    colour: DrivingMeCrazyCatalogueEntryCardsItemColour
    base: int
    seven_plus: int
    variant: None | str
    variant_count: int
    distance: int | None
    duration: int | None
    note: None | str
    options: list[DrivingMeCrazyCatalogueEntryCardsItemOptionsItem]
    forbids: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        text = self.text

        colour = self.colour.value

        base = self.base

        seven_plus = self.seven_plus

        variant: None | str
        variant = self.variant

        variant_count = self.variant_count

        distance: int | None
        distance = self.distance

        duration: int | None
        duration = self.duration

        note: None | str
        note = self.note

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        forbids: None | str
        forbids = self.forbids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "text": text,
                "colour": colour,
                "base": base,
                "seven_plus": seven_plus,
                "variant": variant,
                "variant_count": variant_count,
                "distance": distance,
                "duration": duration,
                "note": note,
                "options": options,
                "forbids": forbids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_catalogue_entry_cards_item_options_item import (
            DrivingMeCrazyCatalogueEntryCardsItemOptionsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        text = d.pop("text")

        colour = DrivingMeCrazyCatalogueEntryCardsItemColour(d.pop("colour"))

        base = d.pop("base")

        seven_plus = d.pop("seven_plus")

        def _parse_variant(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant = _parse_variant(d.pop("variant"))

        variant_count = d.pop("variant_count")

        def _parse_distance(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        distance = _parse_distance(d.pop("distance"))

        def _parse_duration(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration = _parse_duration(d.pop("duration"))

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = DrivingMeCrazyCatalogueEntryCardsItemOptionsItem.from_dict(options_item_data)

            options.append(options_item)

        def _parse_forbids(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        forbids = _parse_forbids(d.pop("forbids"))

        driving_me_crazy_catalogue_entry_cards_item = cls(
            id=id,
            title=title,
            text=text,
            colour=colour,
            base=base,
            seven_plus=seven_plus,
            variant=variant,
            variant_count=variant_count,
            distance=distance,
            duration=duration,
            note=note,
            options=options,
            forbids=forbids,
        )

        return driving_me_crazy_catalogue_entry_cards_item
