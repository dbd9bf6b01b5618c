from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_drawn_type_0_card_type_0 import DriveViewBoardDrawnType0CardType0
from ..models.drive_view_board_drawn_type_0_entry import DriveViewBoardDrawnType0Entry

T = TypeVar("T", bound="DriveViewBoardDrawnType0")


@_attrs_define
class DriveViewBoardDrawnType0:
    """The card drawn and where it must go.

    Attributes:
        seat (int):
        card (DriveViewBoardDrawnType0CardType0 | str):
        x (int):
        y (int):
        entry (DriveViewBoardDrawnType0Entry):
    """

    seat: int
    card: DriveViewBoardDrawnType0CardType0 | str
    x: int
    y: int
    entry: DriveViewBoardDrawnType0Entry
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card: str
        if isinstance(self.card, DriveViewBoardDrawnType0CardType0):
            card = self.card.value
        else:
            card = self.card

        x = self.x

        y = self.y

        entry = self.entry.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "x": x,
                "y": y,
                "entry": entry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_card(data: object) -> DriveViewBoardDrawnType0CardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveViewBoardDrawnType0CardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardDrawnType0CardType0 | str, data)

        card = _parse_card(d.pop("card"))

        x = d.pop("x")

        y = d.pop("y")

        entry = DriveViewBoardDrawnType0Entry(d.pop("entry"))

        drive_view_board_drawn_type_0 = cls(
            seat=seat,
            card=card,
            x=x,
            y=y,
            entry=entry,
        )

        drive_view_board_drawn_type_0.additional_properties = d
        return drive_view_board_drawn_type_0

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
