from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CardOption")


@_attrs_define
class CardOption:
    """
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

        card_option = cls(
            option=option,
            text=text,
        )

        return card_option
