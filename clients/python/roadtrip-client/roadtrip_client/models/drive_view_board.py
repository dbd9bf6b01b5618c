from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.drive_view_board_cars_item import DriveViewBoardCarsItem
    from ..models.drive_view_board_cells_item import DriveViewBoardCellsItem
    from ..models.drive_view_board_drawn_type_0 import DriveViewBoardDrawnType0
    from ..models.drive_view_board_finishes_item import DriveViewBoardFinishesItem
    from ..models.drive_view_board_limit_type_0 import DriveViewBoardLimitType0
    from ..models.drive_view_board_start_finish import DriveViewBoardStartFinish


T = TypeVar("T", bound="DriveViewBoard")


@_attrs_define
class DriveViewBoard:
    """The table: cards, the Start and Finish card, cars and counts.

    Attributes:
        cells (list[DriveViewBoardCellsItem]):
        start_finish (DriveViewBoardStartFinish): The central Start and Finish card and its eight ports.
        cars (list[DriveViewBoardCarsItem]):
        finishes (list[DriveViewBoardFinishesItem]):
        roundabouts_left (list[int]):
        pack (int):
        discard (int):
        drawn (DriveViewBoardDrawnType0 | None):
        limit (DriveViewBoardLimitType0 | None):
    """

    cells: list[DriveViewBoardCellsItem]
    start_finish: DriveViewBoardStartFinish
    cars: list[DriveViewBoardCarsItem]
    finishes: list[DriveViewBoardFinishesItem]
    roundabouts_left: list[int]
    pack: int
    discard: int
    drawn: DriveViewBoardDrawnType0 | None
    limit: DriveViewBoardLimitType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_view_board_drawn_type_0 import DriveViewBoardDrawnType0  # noqa: PLC0415
        from ..models.drive_view_board_limit_type_0 import DriveViewBoardLimitType0  # noqa: PLC0415

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)

        start_finish = self.start_finish.to_dict()

        cars = []
        for cars_item_data in self.cars:
            cars_item = cars_item_data.to_dict()
            cars.append(cars_item)

        finishes = []
        for finishes_item_data in self.finishes:
            finishes_item = finishes_item_data.to_dict()
            finishes.append(finishes_item)

        roundabouts_left = self.roundabouts_left

        pack = self.pack

        discard = self.discard

        drawn: dict[str, Any] | None
        if isinstance(self.drawn, DriveViewBoardDrawnType0):
            drawn = self.drawn.to_dict()
        else:
            drawn = self.drawn

        limit: dict[str, Any] | None
        if isinstance(self.limit, DriveViewBoardLimitType0):
            limit = self.limit.to_dict()
        else:
            limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cells": cells,
                "start_finish": start_finish,
                "cars": cars,
                "finishes": finishes,
                "roundabouts_left": roundabouts_left,
                "pack": pack,
                "discard": discard,
                "drawn": drawn,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_board_cars_item import DriveViewBoardCarsItem  # noqa: PLC0415
        from ..models.drive_view_board_cells_item import DriveViewBoardCellsItem  # noqa: PLC0415
        from ..models.drive_view_board_drawn_type_0 import DriveViewBoardDrawnType0  # noqa: PLC0415
        from ..models.drive_view_board_finishes_item import DriveViewBoardFinishesItem  # noqa: PLC0415
        from ..models.drive_view_board_limit_type_0 import DriveViewBoardLimitType0  # noqa: PLC0415
        from ..models.drive_view_board_start_finish import DriveViewBoardStartFinish  # noqa: PLC0415

        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = DriveViewBoardCellsItem.from_dict(cells_item_data)

            cells.append(cells_item)

        start_finish = DriveViewBoardStartFinish.from_dict(d.pop("start_finish"))

        cars = []
        _cars = d.pop("cars")
        for cars_item_data in _cars:
            cars_item = DriveViewBoardCarsItem.from_dict(cars_item_data)

            cars.append(cars_item)

        finishes = []
        _finishes = d.pop("finishes")
        for finishes_item_data in _finishes:
            finishes_item = DriveViewBoardFinishesItem.from_dict(finishes_item_data)

            finishes.append(finishes_item)

        roundabouts_left = cast(list[int], d.pop("roundabouts_left"))

        pack = d.pop("pack")

        discard = d.pop("discard")

        def _parse_drawn(data: object) -> DriveViewBoardDrawnType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                drawn_type_0 = DriveViewBoardDrawnType0.from_dict(data)

                return drawn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardDrawnType0 | None, data)

        drawn = _parse_drawn(d.pop("drawn"))

        def _parse_limit(data: object) -> DriveViewBoardLimitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limit_type_0 = DriveViewBoardLimitType0.from_dict(data)

                return limit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewBoardLimitType0 | None, data)

        limit = _parse_limit(d.pop("limit"))

        drive_view_board = cls(
            cells=cells,
            start_finish=start_finish,
            cars=cars,
            finishes=finishes,
            roundabouts_left=roundabouts_left,
            pack=pack,
            discard=discard,
            drawn=drawn,
            limit=limit,
        )

        drive_view_board.additional_properties = d
        return drive_view_board

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
