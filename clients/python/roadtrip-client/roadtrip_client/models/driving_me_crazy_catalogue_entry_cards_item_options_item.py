from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyCatalogueEntryCardsItemOptionsItem")


@_attrs_define
class DrivingMeCrazyCatalogueEntryCardsItemOptionsItem:
    """One reading of a card with "one effect OR another" (a play move's option).

    Attributes:
        option (str):
        text (str):
    """

    option: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        option = self.option

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "option": option,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        option = d.pop("option")

        text = d.pop("text")

        driving_me_crazy_catalogue_entry_cards_item_options_item = cls(
            option=option,
            text=text,
        )

        return driving_me_crazy_catalogue_entry_cards_item_options_item
