from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DrivingMeCrazyEventReactionWindowOpened")


@_attrs_define
class DrivingMeCrazyEventReactionWindowOpened:
    """Quick Reactions: the window's times (server clock; pass_at: digital, the pass moment).

    Attributes:
        type_ (Literal['reaction_window_opened']):
        at (float):
        deadline (float):
        pass_at (float | Unset):
    """

    type_: Literal["reaction_window_opened"]
    at: float
    deadline: float
    pass_at: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        at = self.at

        deadline = self.deadline

        pass_at = self.pass_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "at": at,
                "deadline": deadline,
            }
        )
        if pass_at is not UNSET:
            field_dict["pass_at"] = pass_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reaction_window_opened"], d.pop("type"))
        if type_ != "reaction_window_opened":
            raise ValueError(f"type must match const 'reaction_window_opened', got '{type_}'")

        at = d.pop("at")

        deadline = d.pop("deadline")

        pass_at = d.pop("pass_at", UNSET)

        driving_me_crazy_event_reaction_window_opened = cls(
            type_=type_,
            at=at,
            deadline=deadline,
            pass_at=pass_at,
        )

        driving_me_crazy_event_reaction_window_opened.additional_properties = d
        return driving_me_crazy_event_reaction_window_opened

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
