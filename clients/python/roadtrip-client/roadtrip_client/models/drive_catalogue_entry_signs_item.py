from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DriveCatalogueEntrySignsItem")


@_attrs_define
class DriveCatalogueEntrySignsItem:
    """A traffic sign printed on a card and its group on the rulebook's sign sheet.

    Attributes:
        name (str):
        group (str):
    """

    name: str
    group: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        group = self.group

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "group": group,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        group = d.pop("group")

        drive_catalogue_entry_signs_item = cls(
            name=name,
            group=group,
        )

        return drive_catalogue_entry_signs_item
