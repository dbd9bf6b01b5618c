from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_finishing_type_0_card import DrivingMeCrazyViewFinishingType0Card
from ..models.driving_me_crazy_view_finishing_type_0_reason import DrivingMeCrazyViewFinishingType0Reason

T = TypeVar("T", bound="DrivingMeCrazyViewFinishingType0")


@_attrs_define
class DrivingMeCrazyViewFinishingType0:
    """Referee, Quick Reactions: card brought a road to the goal; the game ends with this outcome once the table confirms
    it (finish), unless a reaction to the card is reported first or its deadline passes (opened, deadline: the server's
    clock, null until stamped).

        Attributes:
            winners (list[int]):
            reason (DrivingMeCrazyViewFinishingType0Reason):
            card (DrivingMeCrazyViewFinishingType0Card):
            opened (float | None):
            deadline (float | None):
    """

    winners: list[int]
    reason: DrivingMeCrazyViewFinishingType0Reason
    card: DrivingMeCrazyViewFinishingType0Card
    opened: float | None
    deadline: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winners = self.winners

        reason = self.reason.value

        card = self.card.value

        opened: float | None
        opened = self.opened

        deadline: float | None
        deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winners": winners,
                "reason": reason,
                "card": card,
                "opened": opened,
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))

        reason = DrivingMeCrazyViewFinishingType0Reason(d.pop("reason"))

        card = DrivingMeCrazyViewFinishingType0Card(d.pop("card"))

        def _parse_opened(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        opened = _parse_opened(d.pop("opened"))

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        driving_me_crazy_view_finishing_type_0 = cls(
            winners=winners,
            reason=reason,
            card=card,
            opened=opened,
            deadline=deadline,
        )

        driving_me_crazy_view_finishing_type_0.additional_properties = d
        return driving_me_crazy_view_finishing_type_0

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
