from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction


T = TypeVar("T", bound="DrivingMeCrazyEventPassReaction")


@_attrs_define
class DrivingMeCrazyEventPassReaction:
    """Quick Reactions: seat did not react (move: made at the window's pass moment or deadline, recorded as the seat's
    move; deadline: at the deadline).

        Attributes:
            type_ (Literal['pass_reaction']):
            seat (int):
            deadline (bool | Unset):
            move (DrivingMeCrazyPassReaction | Unset): Quick Reactions: do not answer the card in the open reaction window.
    """

    type_: Literal["pass_reaction"]
    seat: int
    deadline: bool | Unset = UNSET
    move: DrivingMeCrazyPassReaction | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        deadline = self.deadline

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if move is not UNSET:
            field_dict["move"] = move

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["pass_reaction"], d.pop("type"))
        if type_ != "pass_reaction":
            raise ValueError(f"type must match const 'pass_reaction', got '{type_}'")

        seat = d.pop("seat")

        deadline = d.pop("deadline", UNSET)

        _move = d.pop("move", UNSET)
        move: DrivingMeCrazyPassReaction | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = DrivingMeCrazyPassReaction.from_dict(_move)

        driving_me_crazy_event_pass_reaction = cls(
            type_=type_,
            seat=seat,
            deadline=deadline,
            move=move,
        )

        driving_me_crazy_event_pass_reaction.additional_properties = d
        return driving_me_crazy_event_pass_reaction

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
