from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DrivingMeCrazyEventReactionWindowOpened")


@_attrs_define
class DrivingMeCrazyEventReactionWindowOpened:
    """Quick Reactions: the window's times (server clock).

    Attributes:
        type_ (Literal['reaction_window_opened']):
        at (float):
        deadline (float):
    """

    type_: Literal["reaction_window_opened"]
    at: float
    deadline: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        at = self.at

        deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "at": at,
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reaction_window_opened"], d.pop("type"))
        if type_ != "reaction_window_opened":
            raise ValueError(f"type must match const 'reaction_window_opened', got '{type_}'")

        at = d.pop("at")

        deadline = d.pop("deadline")

        driving_me_crazy_event_reaction_window_opened = cls(
            type_=type_,
            at=at,
            deadline=deadline,
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
