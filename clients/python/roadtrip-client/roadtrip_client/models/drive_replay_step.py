from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_break_down import DriveBreakDown
    from ..models.drive_discard import DriveDiscard
    from ..models.drive_draw import DriveDraw
    from ..models.drive_drive import DriveDrive
    from ..models.drive_event_another_turn import DriveEventAnotherTurn
    from ..models.drive_event_break_down import DriveEventBreakDown
    from ..models.drive_event_discard import DriveEventDiscard
    from ..models.drive_event_draw import DriveEventDraw
    from ..models.drive_event_drive import DriveEventDrive
    from ..models.drive_event_ended import DriveEventEnded
    from ..models.drive_event_exit import DriveEventExit
    from ..models.drive_event_finish import DriveEventFinish
    from ..models.drive_event_game_over import DriveEventGameOver
    from ..models.drive_event_handed_over import DriveEventHandedOver
    from ..models.drive_event_joined import DriveEventJoined
    from ..models.drive_event_miss_a_turn import DriveEventMissATurn
    from ..models.drive_event_pass_obstruction import DriveEventPassObstruction
    from ..models.drive_event_place import DriveEventPlace
    from ..models.drive_event_rebook import DriveEventRebook
    from ..models.drive_event_reshuffle import DriveEventReshuffle
    from ..models.drive_event_roundabout import DriveEventRoundabout
    from ..models.drive_event_started import DriveEventStarted
    from ..models.drive_event_turn_round import DriveEventTurnRound
    from ..models.drive_event_undo import DriveEventUndo
    from ..models.drive_event_wait import DriveEventWait
    from ..models.drive_exit import DriveExit
    from ..models.drive_pass_obstruction import DrivePassObstruction
    from ..models.drive_place import DrivePlace
    from ..models.drive_roundabout import DriveRoundabout
    from ..models.drive_turn_round import DriveTurnRound
    from ..models.drive_undo import DriveUndo
    from ..models.drive_view import DriveView
    from ..models.drive_wait import DriveWait


T = TypeVar("T", bound="DriveReplayStep")


@_attrs_define
class DriveReplayStep:
    """ReplayStep (Drive (1960))

    Attributes:
        number (int): moves made so far: 0 is the deal, n follows move n (people count moves from 1)
        seat (int | None): the seat that made move n (from 0; null for the deal)
        version (int): the game's version once the move was committed (one commit can hold a move and the bots' answers)
        live (bool): true when this step ends its commit: getGame showed exactly this view at that version
        move (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit | DrivePassObstruction | DrivePlace |
            DriveRoundabout | DriveTurnRound | DriveUndo | DriveWait | None):
        events (list[DriveEventAnotherTurn | DriveEventBreakDown | DriveEventDiscard | DriveEventDraw | DriveEventDrive
            | DriveEventEnded | DriveEventExit | DriveEventFinish | DriveEventGameOver | DriveEventHandedOver |
            DriveEventJoined | DriveEventMissATurn | DriveEventPassObstruction | DriveEventPlace | DriveEventRebook |
            DriveEventReshuffle | DriveEventRoundabout | DriveEventStarted | DriveEventTurnRound | DriveEventUndo |
            DriveEventWait]):
        view (DriveView): A Drive game as one seat (or a spectator) may see it (the same board for all).
        own (DriveView | Unset): A Drive game as one seat (or a spectator) may see it (the same board for all).
        seats (list[DriveView] | Unset):
    """

    number: int
    seat: int | None
    version: int
    live: bool
    move: (
        DriveBreakDown
        | DriveDiscard
        | DriveDraw
        | DriveDrive
        | DriveExit
        | DrivePassObstruction
        | DrivePlace
        | DriveRoundabout
        | DriveTurnRound
        | DriveUndo
        | DriveWait
        | None
    )
    events: list[
        DriveEventAnotherTurn
        | DriveEventBreakDown
        | DriveEventDiscard
        | DriveEventDraw
        | DriveEventDrive
        | DriveEventEnded
        | DriveEventExit
        | DriveEventFinish
        | DriveEventGameOver
        | DriveEventHandedOver
        | DriveEventJoined
        | DriveEventMissATurn
        | DriveEventPassObstruction
        | DriveEventPlace
        | DriveEventRebook
        | DriveEventReshuffle
        | DriveEventRoundabout
        | DriveEventStarted
        | DriveEventTurnRound
        | DriveEventUndo
        | DriveEventWait
    ]
    view: DriveView
    own: DriveView | Unset = UNSET
    seats: list[DriveView] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_break_down import DriveBreakDown  # noqa: PLC0415
        from ..models.drive_discard import DriveDiscard  # noqa: PLC0415
        from ..models.drive_draw import DriveDraw  # noqa: PLC0415
        from ..models.drive_drive import DriveDrive  # noqa: PLC0415
        from ..models.drive_event_another_turn import DriveEventAnotherTurn  # noqa: PLC0415
        from ..models.drive_event_break_down import DriveEventBreakDown  # noqa: PLC0415
        from ..models.drive_event_discard import DriveEventDiscard  # noqa: PLC0415
        from ..models.drive_event_draw import DriveEventDraw  # noqa: PLC0415
        from ..models.drive_event_drive import DriveEventDrive  # noqa: PLC0415
        from ..models.drive_event_ended import DriveEventEnded  # noqa: PLC0415
        from ..models.drive_event_exit import DriveEventExit  # noqa: PLC0415
        from ..models.drive_event_finish import DriveEventFinish  # noqa: PLC0415
        from ..models.drive_event_game_over import DriveEventGameOver  # noqa: PLC0415
        from ..models.drive_event_handed_over import DriveEventHandedOver  # noqa: PLC0415
        from ..models.drive_event_joined import DriveEventJoined  # noqa: PLC0415
        from ..models.drive_event_miss_a_turn import DriveEventMissATurn  # noqa: PLC0415
        from ..models.drive_event_pass_obstruction import DriveEventPassObstruction  # noqa: PLC0415
        from ..models.drive_event_place import DriveEventPlace  # noqa: PLC0415
        from ..models.drive_event_rebook import DriveEventRebook  # noqa: PLC0415
        from ..models.drive_event_reshuffle import DriveEventReshuffle  # noqa: PLC0415
        from ..models.drive_event_roundabout import DriveEventRoundabout  # noqa: PLC0415
        from ..models.drive_event_started import DriveEventStarted  # noqa: PLC0415
        from ..models.drive_event_turn_round import DriveEventTurnRound  # noqa: PLC0415
        from ..models.drive_event_undo import DriveEventUndo  # noqa: PLC0415
        from ..models.drive_exit import DriveExit  # noqa: PLC0415
        from ..models.drive_pass_obstruction import DrivePassObstruction  # noqa: PLC0415
        from ..models.drive_place import DrivePlace  # noqa: PLC0415
        from ..models.drive_roundabout import DriveRoundabout  # noqa: PLC0415
        from ..models.drive_turn_round import DriveTurnRound  # noqa: PLC0415
        from ..models.drive_undo import DriveUndo  # noqa: PLC0415
        from ..models.drive_wait import DriveWait  # noqa: PLC0415

        number = self.number

        seat: int | None
        seat = self.seat

        version = self.version

        live = self.live

        move: dict[str, Any] | None
        if isinstance(self.move, DriveBreakDown):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveDiscard):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveDrive):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveExit):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivePassObstruction):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivePlace):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveRoundabout):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveTurnRound):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveUndo):
            move = self.move.to_dict()
        elif isinstance(self.move, DriveWait):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DriveEventAnotherTurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventBreakDown):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventDiscard):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventDraw):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventDrive):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventExit):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventFinish):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventGameOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventHandedOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventJoined):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventMissATurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventPassObstruction):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventPlace):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventRebook):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventReshuffle):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventRoundabout):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventTurnRound):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DriveEventUndo):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        view = self.view.to_dict()

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
                "version": version,
                "live": live,
                "move": move,
                "events": events,
                "view": view,
            }
        )
        if own is not UNSET:
            field_dict["own"] = own
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_break_down import DriveBreakDown  # noqa: PLC0415
        from ..models.drive_discard import DriveDiscard  # noqa: PLC0415
        from ..models.drive_draw import DriveDraw  # noqa: PLC0415
        from ..models.drive_drive import DriveDrive  # noqa: PLC0415
        from ..models.drive_event_another_turn import DriveEventAnotherTurn  # noqa: PLC0415
        from ..models.drive_event_break_down import DriveEventBreakDown  # noqa: PLC0415
        from ..models.drive_event_discard import DriveEventDiscard  # noqa: PLC0415
        from ..models.drive_event_draw import DriveEventDraw  # noqa: PLC0415
        from ..models.drive_event_drive import DriveEventDrive  # noqa: PLC0415
        from ..models.drive_event_ended import DriveEventEnded  # noqa: PLC0415
        from ..models.drive_event_exit import DriveEventExit  # noqa: PLC0415
        from ..models.drive_event_finish import DriveEventFinish  # noqa: PLC0415
        from ..models.drive_event_game_over import DriveEventGameOver  # noqa: PLC0415
        from ..models.drive_event_handed_over import DriveEventHandedOver  # noqa: PLC0415
        from ..models.drive_event_joined import DriveEventJoined  # noqa: PLC0415
        from ..models.drive_event_miss_a_turn import DriveEventMissATurn  # noqa: PLC0415
        from ..models.drive_event_pass_obstruction import DriveEventPassObstruction  # noqa: PLC0415
        from ..models.drive_event_place import DriveEventPlace  # noqa: PLC0415
        from ..models.drive_event_rebook import DriveEventRebook  # noqa: PLC0415
        from ..models.drive_event_reshuffle import DriveEventReshuffle  # noqa: PLC0415
        from ..models.drive_event_roundabout import DriveEventRoundabout  # noqa: PLC0415
        from ..models.drive_event_started import DriveEventStarted  # noqa: PLC0415
        from ..models.drive_event_turn_round import DriveEventTurnRound  # noqa: PLC0415
        from ..models.drive_event_undo import DriveEventUndo  # noqa: PLC0415
        from ..models.drive_event_wait import DriveEventWait  # noqa: PLC0415
        from ..models.drive_exit import DriveExit  # noqa: PLC0415
        from ..models.drive_pass_obstruction import DrivePassObstruction  # noqa: PLC0415
        from ..models.drive_place import DrivePlace  # noqa: PLC0415
        from ..models.drive_roundabout import DriveRoundabout  # noqa: PLC0415
        from ..models.drive_turn_round import DriveTurnRound  # noqa: PLC0415
        from ..models.drive_undo import DriveUndo  # noqa: PLC0415
        from ..models.drive_view import DriveView  # noqa: PLC0415
        from ..models.drive_wait import DriveWait  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        version = d.pop("version")

        live = d.pop("live")

        def _parse_move(
            data: object,
        ) -> (
            DriveBreakDown
            | DriveDiscard
            | DriveDraw
            | DriveDrive
            | DriveExit
            | DrivePassObstruction
            | DrivePlace
            | DriveRoundabout
            | DriveTurnRound
            | DriveUndo
            | DriveWait
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_0 = DriveBreakDown.from_dict(data)

                return componentsschemasdrive_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_1 = DriveDiscard.from_dict(data)

                return componentsschemasdrive_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_2 = DriveDraw.from_dict(data)

                return componentsschemasdrive_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_3 = DriveDrive.from_dict(data)

                return componentsschemasdrive_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_4 = DriveExit.from_dict(data)

                return componentsschemasdrive_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_5 = DrivePassObstruction.from_dict(data)

                return componentsschemasdrive_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_6 = DrivePlace.from_dict(data)

                return componentsschemasdrive_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_7 = DriveRoundabout.from_dict(data)

                return componentsschemasdrive_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_8 = DriveTurnRound.from_dict(data)

                return componentsschemasdrive_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_9 = DriveUndo.from_dict(data)

                return componentsschemasdrive_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_move_type_10 = DriveWait.from_dict(data)

                return componentsschemasdrive_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DriveBreakDown
                | DriveDiscard
                | DriveDraw
                | DriveDrive
                | DriveExit
                | DrivePassObstruction
                | DrivePlace
                | DriveRoundabout
                | DriveTurnRound
                | DriveUndo
                | DriveWait
                | None,
                data,
            )

        move = _parse_move(d.pop("move"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                DriveEventAnotherTurn
                | DriveEventBreakDown
                | DriveEventDiscard
                | DriveEventDraw
                | DriveEventDrive
                | DriveEventEnded
                | DriveEventExit
                | DriveEventFinish
                | DriveEventGameOver
                | DriveEventHandedOver
                | DriveEventJoined
                | DriveEventMissATurn
                | DriveEventPassObstruction
                | DriveEventPlace
                | DriveEventRebook
                | DriveEventReshuffle
                | DriveEventRoundabout
                | DriveEventStarted
                | DriveEventTurnRound
                | DriveEventUndo
                | DriveEventWait
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_0 = DriveEventAnotherTurn.from_dict(data)

                    return componentsschemasdrive_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_1 = DriveEventBreakDown.from_dict(data)

                    return componentsschemasdrive_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_2 = DriveEventDiscard.from_dict(data)

                    return componentsschemasdrive_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_3 = DriveEventDraw.from_dict(data)

                    return componentsschemasdrive_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_4 = DriveEventDrive.from_dict(data)

                    return componentsschemasdrive_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_5 = DriveEventEnded.from_dict(data)

                    return componentsschemasdrive_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_6 = DriveEventExit.from_dict(data)

                    return componentsschemasdrive_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_7 = DriveEventFinish.from_dict(data)

                    return componentsschemasdrive_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_8 = DriveEventGameOver.from_dict(data)

                    return componentsschemasdrive_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_9 = DriveEventHandedOver.from_dict(data)

                    return componentsschemasdrive_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_10 = DriveEventJoined.from_dict(data)

                    return componentsschemasdrive_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_11 = DriveEventMissATurn.from_dict(data)

                    return componentsschemasdrive_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_12 = DriveEventPassObstruction.from_dict(data)

                    return componentsschemasdrive_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_13 = DriveEventPlace.from_dict(data)

                    return componentsschemasdrive_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_14 = DriveEventRebook.from_dict(data)

                    return componentsschemasdrive_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_15 = DriveEventReshuffle.from_dict(data)

                    return componentsschemasdrive_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_16 = DriveEventRoundabout.from_dict(data)

                    return componentsschemasdrive_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_17 = DriveEventStarted.from_dict(data)

                    return componentsschemasdrive_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_18 = DriveEventTurnRound.from_dict(data)

                    return componentsschemasdrive_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemasdrive_event_type_19 = DriveEventUndo.from_dict(data)

                    return componentsschemasdrive_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdrive_event_type_20 = DriveEventWait.from_dict(data)

                return componentsschemasdrive_event_type_20

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        view = DriveView.from_dict(d.pop("view"))

        _own = d.pop("own", UNSET)
        own: DriveView | Unset
        if isinstance(_own, Unset):
            own = UNSET
        else:
            own = DriveView.from_dict(_own)

        _seats = d.pop("seats", UNSET)
        seats: list[DriveView] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = DriveView.from_dict(seats_item_data)

                seats.append(seats_item)

        drive_replay_step = cls(
            number=number,
            seat=seat,
            version=version,
            live=live,
            move=move,
            events=events,
            view=view,
            own=own,
            seats=seats,
        )

        return drive_replay_step
