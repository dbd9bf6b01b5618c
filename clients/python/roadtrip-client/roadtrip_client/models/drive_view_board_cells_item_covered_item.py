from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_board_cells_item_covered_item_card_type_0 import DriveViewBoardCellsItemCoveredItemCardType0
from ..models.drive_view_board_cells_item_covered_item_rotation import DriveViewBoardCellsItemCoveredItemRotation

T = TypeVar("T", bound="DriveViewBoardCellsItemCoveredItem")


@_attrs_define
class DriveViewBoardCellsItemCoveredItem:
    """A card under a Roundabout.

    Attributes:
        card (DriveViewBoardCellsItemCoveredItemCardType0 | str):
        rotation (DriveViewBoardCellsItemCoveredItemRotation):
        placed_by (int | None):
    """

    card: DriveViewBoardCellsItemCoveredItemCardType0 | str
    rotation: DriveViewBoardCellsItemCoveredItemRotation
    placed_by: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: str
        if isinstance(self.card, DriveViewBoardCellsItemCoveredItemCardType0):
            card = self.card.value
        else:
            card = self.card

        rotation = self.rotation.value

        placed_by: int | None
        placed_by = self.placed_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "rotation": rotation,
                "placed_by": placed_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> DriveViewBoardCellsItemCoveredItemCardType0 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = DriveViewBoardCellsItemCoveredItemCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardCellsItemCoveredItemCardType0 | str, data)

        card = _parse_card(d.pop("card"))

        rotation = DriveViewBoardCellsItemCoveredItemRotation(d.pop("rotation"))

        def _parse_placed_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        placed_by = _parse_placed_by(d.pop("placed_by"))

        drive_view_board_cells_item_covered_item = cls(
            card=card,
            rotation=rotation,
            placed_by=placed_by,
        )

        drive_view_board_cells_item_covered_item.additional_properties = d
        return drive_view_board_cells_item_covered_item

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
