from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.checked_step_events_item import CheckedStepEventsItem
    from ..models.checked_step_move_type_0 import CheckedStepMoveType0
    from ..models.checked_step_own import CheckedStepOwn
    from ..models.checked_step_seats_item import CheckedStepSeatsItem
    from ..models.checked_step_view import CheckedStepView


T = TypeVar("T", bound="CheckedStep")


@_attrs_define
class CheckedStep:
    """
    Attributes:
        number (int): moves made so far: 0 is the deal, n follows move n (people count moves from 1)
        seat (int | None): the seat that made move n (from 0; null for the deal)
        move (CheckedStepMoveType0 | None): the move, as in the transcript; null while a digital game runs (it could
            name a hidden card), except to its own seat
        events (list[CheckedStepEventsItem]): the move's events as the caller may see them (every private detail once
            the game is over)
        view (CheckedStepView): the table as a spectator saw it
        version (int | Unset): absent: a posted transcript has no versions
        live (bool | Unset): absent: a posted transcript was not live
        own (CheckedStepOwn | Unset): the caller's seat's view (a seat token was sent)
        seats (list[CheckedStepSeatsItem] | Unset): every seat's view, hands included, in seat order: only once the game
            is over
    """

    number: int
    seat: int | None
    move: CheckedStepMoveType0 | None
    events: list[CheckedStepEventsItem]
    view: CheckedStepView
    version: int | Unset = UNSET
    live: bool | Unset = UNSET
    own: CheckedStepOwn | Unset = UNSET
    seats: list[CheckedStepSeatsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.checked_step_move_type_0 import CheckedStepMoveType0  # noqa: PLC0415

        number = self.number

        seat: int | None
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, CheckedStepMoveType0):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        view = self.view.to_dict()

        version = self.version

        live = self.live

        own: dict[str, Any] | Unset = UNSET
        if not isinstance(self.own, Unset):
            own = self.own.to_dict()

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "seat": seat,
                "move": move,
                "events": events,
                "view": view,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if live is not UNSET:
            field_dict["live"] = live
        if own is not UNSET:
            field_dict["own"] = own
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checked_step_events_item import CheckedStepEventsItem  # noqa: PLC0415
        from ..models.checked_step_move_type_0 import CheckedStepMoveType0  # noqa: PLC0415
        from ..models.checked_step_own import CheckedStepOwn  # noqa: PLC0415
        from ..models.checked_step_seats_item import CheckedStepSeatsItem  # noqa: PLC0415
        from ..models.checked_step_view import CheckedStepView  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_move(data: object) -> CheckedStepMoveType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = CheckedStepMoveType0.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckedStepMoveType0 | None, data)

        move = _parse_move(d.pop("move"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CheckedStepEventsItem.from_dict(events_item_data)

            events.append(events_item)

        view = CheckedStepView.from_dict(d.pop("view"))

        version = d.pop("version", UNSET)

        live = d.pop("live", UNSET)

        _own = d.pop("own", UNSET)
        own: CheckedStepOwn | Unset
        if isinstance(_own, Unset):
            own = UNSET
        else:
            own = CheckedStepOwn.from_dict(_own)

        _seats = d.pop("seats", UNSET)
        seats: list[CheckedStepSeatsItem] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = CheckedStepSeatsItem.from_dict(seats_item_data)

                seats.append(seats_item)

        checked_step = cls(
            number=number,
            seat=seat,
            move=move,
            events=events,
            view=view,
            version=version,
            live=live,
            own=own,
            seats=seats,
        )

        return checked_step
