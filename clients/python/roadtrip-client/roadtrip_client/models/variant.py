from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Variant")


@_attrs_define
class Variant:
    """A variant (createGame's variants).

    Attributes:
        name (str): the name createGame takes
        title (str):
        description (str): what it adds
    """

    name: str
    title: str
    description: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "title": title,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        description = d.pop("description")

        variant = cls(
            name=name,
            title=title,
            description=description,
        )

        return variant
