from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_event_game_over_reason import DrivingMeCrazyEventGameOverReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_close import DrivingMeCrazyClose


T = TypeVar("T", bound="DrivingMeCrazyEventGameOver")


@_attrs_define
class DrivingMeCrazyEventGameOver:
    """The game ended (referee, deadline: a held end closed by its deadline, as seat's move).

    Attributes:
        type_ (Literal['game_over']):
        winners (list[int]):
        reason (DrivingMeCrazyEventGameOverReason):
        seat (int | Unset):
        deadline (bool | Unset):
        move (DrivingMeCrazyClose | Unset): Referee mode, Quick Reactions: the table closes the window on the card that
            reached the goal, the game is over: made by the host (the API takes it from the host's token only) or by the
            deadline, in the winner's name.
    """

    type_: Literal["game_over"]
    winners: list[int]
    reason: DrivingMeCrazyEventGameOverReason
    seat: int | Unset = UNSET
    deadline: bool | Unset = UNSET
    move: DrivingMeCrazyClose | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners

        reason = self.reason.value

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
                "winners": winners,
                "reason": reason,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if move is not UNSET:
            field_dict["move"] = move

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_close import DrivingMeCrazyClose  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        reason = DrivingMeCrazyEventGameOverReason(d.pop("reason"))

        seat = d.pop("seat", UNSET)

        deadline = d.pop("deadline", UNSET)

        _move = d.pop("move", UNSET)
        move: DrivingMeCrazyClose | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = DrivingMeCrazyClose.from_dict(_move)

        driving_me_crazy_event_game_over = cls(
            type_=type_,
            winners=winners,
            reason=reason,
            seat=seat,
            deadline=deadline,
            move=move,
        )

        driving_me_crazy_event_game_over.additional_properties = d
        return driving_me_crazy_event_game_over

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
