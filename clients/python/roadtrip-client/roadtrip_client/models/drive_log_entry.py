from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
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


T = TypeVar("T", bound="DriveLogEntry")


@_attrs_define
class DriveLogEntry:
    """LogEntry (Drive (1960))

    Attributes:
        index (int):
        event (DriveEventAnotherTurn | DriveEventBreakDown | DriveEventDiscard | DriveEventDraw | DriveEventDrive |
            DriveEventEnded | DriveEventExit | DriveEventFinish | DriveEventGameOver | DriveEventHandedOver |
            DriveEventJoined | DriveEventMissATurn | DriveEventPassObstruction | DriveEventPlace | DriveEventRebook |
            DriveEventReshuffle | DriveEventRoundabout | DriveEventStarted | DriveEventTurnRound | DriveEventUndo |
            DriveEventWait): An event of Drive (1960), as the caller's seat may see it
    """

    index: int
    event: (
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
    )

    def to_dict(self) -> dict[str, Any]:
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

        index = self.index

        event: dict[str, Any]
        if isinstance(self.event, DriveEventAnotherTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventBreakDown):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventDiscard):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventDraw):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventDrive):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventExit):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventFinish):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventGameOver):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventHandedOver):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventJoined):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventMissATurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventPassObstruction):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventPlace):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventRebook):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventReshuffle):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventRoundabout):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventTurnRound):
            event = self.event.to_dict()
        elif isinstance(self.event, DriveEventUndo):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_event(
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

        event = _parse_event(d.pop("event"))

        drive_log_entry = cls(
            index=index,
            event=event,
        )

        return drive_log_entry
