from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_react_card import DrivingMeCrazyReactCard

T = TypeVar("T", bound="DrivingMeCrazyReact")


@_attrs_define
class DrivingMeCrazyReact:
    """Quick Reactions: answer the card in the open reaction window with a reaction card (Swerve also outside one, not on
    your own turn).

        Attributes:
            type_ (Literal['react']):  Default: 'react'.
            card (DrivingMeCrazyReactCard):
    """

    card: DrivingMeCrazyReactCard
    type_: Literal["react"] = "react"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["react"], d.pop("type"))
        if type_ != "react":
            raise ValueError(f"type must match const 'react', got '{type_}'")

        card = DrivingMeCrazyReactCard(d.pop("card"))

        driving_me_crazy_react = cls(
            type_=type_,
            card=card,
        )

        return driving_me_crazy_react
