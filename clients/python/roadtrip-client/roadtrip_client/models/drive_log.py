from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.drive_log_entry import DriveLogEntry


T = TypeVar("T", bound="DriveLog")


@_attrs_define
class DriveLog:
    """Log (Drive (1960))

    Attributes:
        game (Literal['drive']):
        version (int):
        last (int): index of the game's latest event
        events (list[DriveLogEntry]):
    """

    game: Literal["drive"]
    version: int
    last: int
    events: list[DriveLogEntry]

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        version = self.version

        last = self.last

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "last": last,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_log_entry import DriveLogEntry  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["drive"], d.pop("game"))
        if game != "drive":
            raise ValueError(f"game must match const 'drive', got '{game}'")

        version = d.pop("version")

        last = d.pop("last")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = DriveLogEntry.from_dict(events_item_data)

            events.append(events_item)

        drive_log = cls(
            game=game,
            version=version,
            last=last,
            events=events,
        )

        return drive_log
