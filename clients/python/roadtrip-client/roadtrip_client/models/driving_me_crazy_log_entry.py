from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.driving_me_crazy_event_cancel import DrivingMeCrazyEventCancel
    from ..models.driving_me_crazy_event_choose_opponent import DrivingMeCrazyEventChooseOpponent
    from ..models.driving_me_crazy_event_discard import DrivingMeCrazyEventDiscard
    from ..models.driving_me_crazy_event_discarded import DrivingMeCrazyEventDiscarded
    from ..models.driving_me_crazy_event_draw import DrivingMeCrazyEventDraw
    from ..models.driving_me_crazy_event_end_turn import DrivingMeCrazyEventEndTurn
    from ..models.driving_me_crazy_event_ended import DrivingMeCrazyEventEnded
    from ..models.driving_me_crazy_event_finishing import DrivingMeCrazyEventFinishing
    from ..models.driving_me_crazy_event_flip_sign import DrivingMeCrazyEventFlipSign
    from ..models.driving_me_crazy_event_game_over import DrivingMeCrazyEventGameOver
    from ..models.driving_me_crazy_event_handed_over import DrivingMeCrazyEventHandedOver
    from ..models.driving_me_crazy_event_joined import DrivingMeCrazyEventJoined
    from ..models.driving_me_crazy_event_look import DrivingMeCrazyEventLook
    from ..models.driving_me_crazy_event_no_answer import DrivingMeCrazyEventNoAnswer
    from ..models.driving_me_crazy_event_pass import DrivingMeCrazyEventPass
    from ..models.driving_me_crazy_event_pass_reaction import DrivingMeCrazyEventPassReaction
    from ..models.driving_me_crazy_event_play import DrivingMeCrazyEventPlay
    from ..models.driving_me_crazy_event_react import DrivingMeCrazyEventReact
    from ..models.driving_me_crazy_event_reaction_held import DrivingMeCrazyEventReactionHeld
    from ..models.driving_me_crazy_event_reaction_window import DrivingMeCrazyEventReactionWindow
    from ..models.driving_me_crazy_event_reaction_window_closed import DrivingMeCrazyEventReactionWindowClosed
    from ..models.driving_me_crazy_event_reaction_window_opened import DrivingMeCrazyEventReactionWindowOpened
    from ..models.driving_me_crazy_event_remove import DrivingMeCrazyEventRemove
    from ..models.driving_me_crazy_event_reshuffle import DrivingMeCrazyEventReshuffle
    from ..models.driving_me_crazy_event_resolve import DrivingMeCrazyEventResolve
    from ..models.driving_me_crazy_event_resolved import DrivingMeCrazyEventResolved
    from ..models.driving_me_crazy_event_road import DrivingMeCrazyEventRoad
    from ..models.driving_me_crazy_event_skip import DrivingMeCrazyEventSkip
    from ..models.driving_me_crazy_event_skip_turn import DrivingMeCrazyEventSkipTurn
    from ..models.driving_me_crazy_event_started import DrivingMeCrazyEventStarted
    from ..models.driving_me_crazy_event_stop import DrivingMeCrazyEventStop
    from ..models.driving_me_crazy_event_swerve import DrivingMeCrazyEventSwerve
    from ..models.driving_me_crazy_event_take import DrivingMeCrazyEventTake
    from ..models.driving_me_crazy_event_trailer import DrivingMeCrazyEventTrailer
    from ..models.driving_me_crazy_event_turn import DrivingMeCrazyEventTurn
    from ..models.driving_me_crazy_event_u_turn import DrivingMeCrazyEventUTurn
    from ..models.driving_me_crazy_event_undo import DrivingMeCrazyEventUndo
    from ..models.driving_me_crazy_event_yield import DrivingMeCrazyEventYield


T = TypeVar("T", bound="DrivingMeCrazyLogEntry")


@_attrs_define
class DrivingMeCrazyLogEntry:
    """LogEntry (Driving Me Crazy!)

    Attributes:
        index (int):
        event (DrivingMeCrazyEventCancel | DrivingMeCrazyEventChooseOpponent | DrivingMeCrazyEventDiscard |
            DrivingMeCrazyEventDiscarded | DrivingMeCrazyEventDraw | DrivingMeCrazyEventEnded | DrivingMeCrazyEventEndTurn |
            DrivingMeCrazyEventFinishing | DrivingMeCrazyEventFlipSign | DrivingMeCrazyEventGameOver |
            DrivingMeCrazyEventHandedOver | DrivingMeCrazyEventJoined | DrivingMeCrazyEventLook |
            DrivingMeCrazyEventNoAnswer | DrivingMeCrazyEventPass | DrivingMeCrazyEventPassReaction |
            DrivingMeCrazyEventPlay | DrivingMeCrazyEventReact | DrivingMeCrazyEventReactionHeld |
            DrivingMeCrazyEventReactionWindow | DrivingMeCrazyEventReactionWindowClosed |
            DrivingMeCrazyEventReactionWindowOpened | DrivingMeCrazyEventRemove | DrivingMeCrazyEventReshuffle |
            DrivingMeCrazyEventResolve | DrivingMeCrazyEventResolved | DrivingMeCrazyEventRoad | DrivingMeCrazyEventSkip |
            DrivingMeCrazyEventSkipTurn | DrivingMeCrazyEventStarted | DrivingMeCrazyEventStop | DrivingMeCrazyEventSwerve |
            DrivingMeCrazyEventTake | DrivingMeCrazyEventTrailer | DrivingMeCrazyEventTurn | DrivingMeCrazyEventUndo |
            DrivingMeCrazyEventUTurn | DrivingMeCrazyEventYield): An event of Driving Me Crazy!, as the caller's seat may
            see it
    """

    index: int
    event: (
        DrivingMeCrazyEventCancel
        | DrivingMeCrazyEventChooseOpponent
        | DrivingMeCrazyEventDiscard
        | DrivingMeCrazyEventDiscarded
        | DrivingMeCrazyEventDraw
        | DrivingMeCrazyEventEnded
        | DrivingMeCrazyEventEndTurn
        | DrivingMeCrazyEventFinishing
        | DrivingMeCrazyEventFlipSign
        | DrivingMeCrazyEventGameOver
        | DrivingMeCrazyEventHandedOver
        | DrivingMeCrazyEventJoined
        | DrivingMeCrazyEventLook
        | DrivingMeCrazyEventNoAnswer
        | DrivingMeCrazyEventPass
        | DrivingMeCrazyEventPassReaction
        | DrivingMeCrazyEventPlay
        | DrivingMeCrazyEventReact
        | DrivingMeCrazyEventReactionHeld
        | DrivingMeCrazyEventReactionWindow
        | DrivingMeCrazyEventReactionWindowClosed
        | DrivingMeCrazyEventReactionWindowOpened
        | DrivingMeCrazyEventRemove
        | DrivingMeCrazyEventReshuffle
        | DrivingMeCrazyEventResolve
        | DrivingMeCrazyEventResolved
        | DrivingMeCrazyEventRoad
        | DrivingMeCrazyEventSkip
        | DrivingMeCrazyEventSkipTurn
        | DrivingMeCrazyEventStarted
        | DrivingMeCrazyEventStop
        | DrivingMeCrazyEventSwerve
        | DrivingMeCrazyEventTake
        | DrivingMeCrazyEventTrailer
        | DrivingMeCrazyEventTurn
        | DrivingMeCrazyEventUndo
        | DrivingMeCrazyEventUTurn
        | DrivingMeCrazyEventYield
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.driving_me_crazy_event_cancel import DrivingMeCrazyEventCancel  # noqa: PLC0415
        from ..models.driving_me_crazy_event_choose_opponent import DrivingMeCrazyEventChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_event_discard import DrivingMeCrazyEventDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_event_discarded import DrivingMeCrazyEventDiscarded  # noqa: PLC0415
        from ..models.driving_me_crazy_event_draw import DrivingMeCrazyEventDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_event_end_turn import DrivingMeCrazyEventEndTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_ended import DrivingMeCrazyEventEnded  # noqa: PLC0415
        from ..models.driving_me_crazy_event_finishing import DrivingMeCrazyEventFinishing  # noqa: PLC0415
        from ..models.driving_me_crazy_event_flip_sign import DrivingMeCrazyEventFlipSign  # noqa: PLC0415
        from ..models.driving_me_crazy_event_game_over import DrivingMeCrazyEventGameOver  # noqa: PLC0415
        from ..models.driving_me_crazy_event_handed_over import DrivingMeCrazyEventHandedOver  # noqa: PLC0415
        from ..models.driving_me_crazy_event_joined import DrivingMeCrazyEventJoined  # noqa: PLC0415
        from ..models.driving_me_crazy_event_look import DrivingMeCrazyEventLook  # noqa: PLC0415
        from ..models.driving_me_crazy_event_no_answer import DrivingMeCrazyEventNoAnswer  # noqa: PLC0415
        from ..models.driving_me_crazy_event_pass import DrivingMeCrazyEventPass  # noqa: PLC0415
        from ..models.driving_me_crazy_event_pass_reaction import DrivingMeCrazyEventPassReaction  # noqa: PLC0415
        from ..models.driving_me_crazy_event_play import DrivingMeCrazyEventPlay  # noqa: PLC0415
        from ..models.driving_me_crazy_event_react import DrivingMeCrazyEventReact  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_held import DrivingMeCrazyEventReactionHeld  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window import DrivingMeCrazyEventReactionWindow  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window_closed import DrivingMeCrazyEventReactionWindowClosed  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window_opened import DrivingMeCrazyEventReactionWindowOpened  # noqa: PLC0415
        from ..models.driving_me_crazy_event_remove import DrivingMeCrazyEventRemove  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reshuffle import DrivingMeCrazyEventReshuffle  # noqa: PLC0415
        from ..models.driving_me_crazy_event_resolve import DrivingMeCrazyEventResolve  # noqa: PLC0415
        from ..models.driving_me_crazy_event_resolved import DrivingMeCrazyEventResolved  # noqa: PLC0415
        from ..models.driving_me_crazy_event_road import DrivingMeCrazyEventRoad  # noqa: PLC0415
        from ..models.driving_me_crazy_event_skip import DrivingMeCrazyEventSkip  # noqa: PLC0415
        from ..models.driving_me_crazy_event_skip_turn import DrivingMeCrazyEventSkipTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_started import DrivingMeCrazyEventStarted  # noqa: PLC0415
        from ..models.driving_me_crazy_event_stop import DrivingMeCrazyEventStop  # noqa: PLC0415
        from ..models.driving_me_crazy_event_swerve import DrivingMeCrazyEventSwerve  # noqa: PLC0415
        from ..models.driving_me_crazy_event_take import DrivingMeCrazyEventTake  # noqa: PLC0415
        from ..models.driving_me_crazy_event_trailer import DrivingMeCrazyEventTrailer  # noqa: PLC0415
        from ..models.driving_me_crazy_event_turn import DrivingMeCrazyEventTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_u_turn import DrivingMeCrazyEventUTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_undo import DrivingMeCrazyEventUndo  # noqa: PLC0415

        index = self.index

        event: dict[str, Any]
        if isinstance(self.event, DrivingMeCrazyEventCancel):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventChooseOpponent):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventDiscard):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventDraw):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventEndTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventFinishing):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventFlipSign):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventGameOver):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventHandedOver):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventJoined):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventLook):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventNoAnswer):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventPass):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventPassReaction):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventPlay):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReact):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReactionHeld):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReactionWindow):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReactionWindowClosed):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReactionWindowOpened):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventRemove):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventReshuffle):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventResolve):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventResolved):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventRoad):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventSkip):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventSkipTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventStop):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventSwerve):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventTake):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventTrailer):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventUTurn):
            event = self.event.to_dict()
        elif isinstance(self.event, DrivingMeCrazyEventUndo):
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
        from ..models.driving_me_crazy_event_cancel import DrivingMeCrazyEventCancel  # noqa: PLC0415
        from ..models.driving_me_crazy_event_choose_opponent import DrivingMeCrazyEventChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_event_discard import DrivingMeCrazyEventDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_event_discarded import DrivingMeCrazyEventDiscarded  # noqa: PLC0415
        from ..models.driving_me_crazy_event_draw import DrivingMeCrazyEventDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_event_end_turn import DrivingMeCrazyEventEndTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_ended import DrivingMeCrazyEventEnded  # noqa: PLC0415
        from ..models.driving_me_crazy_event_finishing import DrivingMeCrazyEventFinishing  # noqa: PLC0415
        from ..models.driving_me_crazy_event_flip_sign import DrivingMeCrazyEventFlipSign  # noqa: PLC0415
        from ..models.driving_me_crazy_event_game_over import DrivingMeCrazyEventGameOver  # noqa: PLC0415
        from ..models.driving_me_crazy_event_handed_over import DrivingMeCrazyEventHandedOver  # noqa: PLC0415
        from ..models.driving_me_crazy_event_joined import DrivingMeCrazyEventJoined  # noqa: PLC0415
        from ..models.driving_me_crazy_event_look import DrivingMeCrazyEventLook  # noqa: PLC0415
        from ..models.driving_me_crazy_event_no_answer import DrivingMeCrazyEventNoAnswer  # noqa: PLC0415
        from ..models.driving_me_crazy_event_pass import DrivingMeCrazyEventPass  # noqa: PLC0415
        from ..models.driving_me_crazy_event_pass_reaction import DrivingMeCrazyEventPassReaction  # noqa: PLC0415
        from ..models.driving_me_crazy_event_play import DrivingMeCrazyEventPlay  # noqa: PLC0415
        from ..models.driving_me_crazy_event_react import DrivingMeCrazyEventReact  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_held import DrivingMeCrazyEventReactionHeld  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window import DrivingMeCrazyEventReactionWindow  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window_closed import DrivingMeCrazyEventReactionWindowClosed  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reaction_window_opened import DrivingMeCrazyEventReactionWindowOpened  # noqa: PLC0415
        from ..models.driving_me_crazy_event_remove import DrivingMeCrazyEventRemove  # noqa: PLC0415
        from ..models.driving_me_crazy_event_reshuffle import DrivingMeCrazyEventReshuffle  # noqa: PLC0415
        from ..models.driving_me_crazy_event_resolve import DrivingMeCrazyEventResolve  # noqa: PLC0415
        from ..models.driving_me_crazy_event_resolved import DrivingMeCrazyEventResolved  # noqa: PLC0415
        from ..models.driving_me_crazy_event_road import DrivingMeCrazyEventRoad  # noqa: PLC0415
        from ..models.driving_me_crazy_event_skip import DrivingMeCrazyEventSkip  # noqa: PLC0415
        from ..models.driving_me_crazy_event_skip_turn import DrivingMeCrazyEventSkipTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_started import DrivingMeCrazyEventStarted  # noqa: PLC0415
        from ..models.driving_me_crazy_event_stop import DrivingMeCrazyEventStop  # noqa: PLC0415
        from ..models.driving_me_crazy_event_swerve import DrivingMeCrazyEventSwerve  # noqa: PLC0415
        from ..models.driving_me_crazy_event_take import DrivingMeCrazyEventTake  # noqa: PLC0415
        from ..models.driving_me_crazy_event_trailer import DrivingMeCrazyEventTrailer  # noqa: PLC0415
        from ..models.driving_me_crazy_event_turn import DrivingMeCrazyEventTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_u_turn import DrivingMeCrazyEventUTurn  # noqa: PLC0415
        from ..models.driving_me_crazy_event_undo import DrivingMeCrazyEventUndo  # noqa: PLC0415
        from ..models.driving_me_crazy_event_yield import DrivingMeCrazyEventYield  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_event(
            data: object,
        ) -> (
            DrivingMeCrazyEventCancel
            | DrivingMeCrazyEventChooseOpponent
            | DrivingMeCrazyEventDiscard
            | DrivingMeCrazyEventDiscarded
            | DrivingMeCrazyEventDraw
            | DrivingMeCrazyEventEnded
            | DrivingMeCrazyEventEndTurn
            | DrivingMeCrazyEventFinishing
            | DrivingMeCrazyEventFlipSign
            | DrivingMeCrazyEventGameOver
            | DrivingMeCrazyEventHandedOver
            | DrivingMeCrazyEventJoined
            | DrivingMeCrazyEventLook
            | DrivingMeCrazyEventNoAnswer
            | DrivingMeCrazyEventPass
            | DrivingMeCrazyEventPassReaction
            | DrivingMeCrazyEventPlay
            | DrivingMeCrazyEventReact
            | DrivingMeCrazyEventReactionHeld
            | DrivingMeCrazyEventReactionWindow
            | DrivingMeCrazyEventReactionWindowClosed
            | DrivingMeCrazyEventReactionWindowOpened
            | DrivingMeCrazyEventRemove
            | DrivingMeCrazyEventReshuffle
            | DrivingMeCrazyEventResolve
            | DrivingMeCrazyEventResolved
            | DrivingMeCrazyEventRoad
            | DrivingMeCrazyEventSkip
            | DrivingMeCrazyEventSkipTurn
            | DrivingMeCrazyEventStarted
            | DrivingMeCrazyEventStop
            | DrivingMeCrazyEventSwerve
            | DrivingMeCrazyEventTake
            | DrivingMeCrazyEventTrailer
            | DrivingMeCrazyEventTurn
            | DrivingMeCrazyEventUndo
            | DrivingMeCrazyEventUTurn
            | DrivingMeCrazyEventYield
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_0 = DrivingMeCrazyEventCancel.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_1 = DrivingMeCrazyEventChooseOpponent.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_2 = DrivingMeCrazyEventDiscard.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_3 = DrivingMeCrazyEventDiscarded.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_4 = DrivingMeCrazyEventDraw.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_5 = DrivingMeCrazyEventEndTurn.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_6 = DrivingMeCrazyEventEnded.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_7 = DrivingMeCrazyEventFinishing.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_8 = DrivingMeCrazyEventFlipSign.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_9 = DrivingMeCrazyEventGameOver.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_10 = DrivingMeCrazyEventHandedOver.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_11 = DrivingMeCrazyEventJoined.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_12 = DrivingMeCrazyEventLook.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_13 = DrivingMeCrazyEventNoAnswer.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_14 = DrivingMeCrazyEventPass.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_15 = DrivingMeCrazyEventPassReaction.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_16 = DrivingMeCrazyEventPlay.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_17 = DrivingMeCrazyEventReact.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_18 = DrivingMeCrazyEventReactionHeld.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_19 = DrivingMeCrazyEventReactionWindow.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_20 = DrivingMeCrazyEventReactionWindowClosed.from_dict(
                    data
                )

                return componentsschemasdriving_me_crazy_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_21 = DrivingMeCrazyEventReactionWindowOpened.from_dict(
                    data
                )

                return componentsschemasdriving_me_crazy_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_22 = DrivingMeCrazyEventRemove.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_23 = DrivingMeCrazyEventReshuffle.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_24 = DrivingMeCrazyEventResolve.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_25 = DrivingMeCrazyEventResolved.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_26 = DrivingMeCrazyEventRoad.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_27 = DrivingMeCrazyEventSkip.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_28 = DrivingMeCrazyEventSkipTurn.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_29 = DrivingMeCrazyEventStarted.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_30 = DrivingMeCrazyEventStop.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_31 = DrivingMeCrazyEventSwerve.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_32 = DrivingMeCrazyEventTake.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_33 = DrivingMeCrazyEventTrailer.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_34 = DrivingMeCrazyEventTurn.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_35 = DrivingMeCrazyEventUTurn.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_event_type_36 = DrivingMeCrazyEventUndo.from_dict(data)

                return componentsschemasdriving_me_crazy_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemasdriving_me_crazy_event_type_37 = DrivingMeCrazyEventYield.from_dict(data)

            return componentsschemasdriving_me_crazy_event_type_37

        event = _parse_event(d.pop("event"))

        driving_me_crazy_log_entry = cls(
            index=index,
            event=event,
        )

        return driving_me_crazy_log_entry
