from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DrivingMeCrazyPassReaction")


@_attrs_define
class DrivingMeCrazyPassReaction:
    """Quick Reactions: do not answer the card in the open reaction window.

    Attributes:
        type_ (Literal['pass_reaction']):  Default: 'pass_reaction'.
    """

    type_: Literal["pass_reaction"] = "pass_reaction"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["pass_reaction"], d.pop("type"))
        if type_ != "pass_reaction":
            raise ValueError(f"type must match const 'pass_reaction', got '{type_}'")

        driving_me_crazy_pass_reaction = cls(
            type_=type_,
        )

        return driving_me_crazy_pass_reaction
