from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent
    from ..models.driving_me_crazy_close import DrivingMeCrazyClose
    from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard
    from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw
    from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn
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
    from ..models.driving_me_crazy_finish import DrivingMeCrazyFinish
    from ..models.driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign
    from ..models.driving_me_crazy_look import DrivingMeCrazyLook
    from ..models.driving_me_crazy_pass import DrivingMeCrazyPass
    from ..models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction
    from ..models.driving_me_crazy_play_card import DrivingMeCrazyPlayCard
    from ..models.driving_me_crazy_play_carpool import DrivingMeCrazyPlayCarpool
    from ..models.driving_me_crazy_play_overtake import DrivingMeCrazyPlayOvertake
    from ..models.driving_me_crazy_play_rearview_mirror import DrivingMeCrazyPlayRearviewMirror
    from ..models.driving_me_crazy_play_red import DrivingMeCrazyPlayRed
    from ..models.driving_me_crazy_play_rest_stop import DrivingMeCrazyPlayRestStop
    from ..models.driving_me_crazy_play_shortcut import DrivingMeCrazyPlayShortcut
    from ..models.driving_me_crazy_play_trailer import DrivingMeCrazyPlayTrailer
    from ..models.driving_me_crazy_react import DrivingMeCrazyReact
    from ..models.driving_me_crazy_skip import DrivingMeCrazySkip
    from ..models.driving_me_crazy_stop import DrivingMeCrazyStop
    from ..models.driving_me_crazy_take import DrivingMeCrazyTake
    from ..models.driving_me_crazy_undo import DrivingMeCrazyUndo
    from ..models.driving_me_crazy_view import DrivingMeCrazyView


T = TypeVar("T", bound="DrivingMeCrazyReplayStep")


@_attrs_define
class DrivingMeCrazyReplayStep:
    """ReplayStep (Driving Me Crazy!)

    Attributes:
        number (int): moves made so far: 0 is the deal, n follows move n (people count moves from 1)
        seat (int | None): the seat that made move n (from 0; null for the deal)
        version (int): the game's version once the move was committed (one commit can hold a move and the bots' answers)
        live (bool): true when this step ends its commit: getGame showed exactly this view at that version
        move (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard | DrivingMeCrazyDraw |
            DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign | DrivingMeCrazyLook | DrivingMeCrazyPass
            | DrivingMeCrazyPassReaction | DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact | DrivingMeCrazySkip |
            DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo | None):
        events (list[DrivingMeCrazyEventCancel | DrivingMeCrazyEventChooseOpponent | DrivingMeCrazyEventDiscard |
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
            DrivingMeCrazyEventUTurn | DrivingMeCrazyEventYield]):
        view (DrivingMeCrazyView): A Driving Me Crazy! game as one seat (or a spectator) may see it.
        own (DrivingMeCrazyView | Unset): A Driving Me Crazy! game as one seat (or a spectator) may see it.
        seats (list[DrivingMeCrazyView] | Unset):
    """

    number: int
    seat: int | None
    version: int
    live: bool
    move: (
        DrivingMeCrazyChooseOpponent
        | DrivingMeCrazyClose
        | DrivingMeCrazyDiscard
        | DrivingMeCrazyDraw
        | DrivingMeCrazyEndTurn
        | DrivingMeCrazyFinish
        | DrivingMeCrazyFlipSign
        | DrivingMeCrazyLook
        | DrivingMeCrazyPass
        | DrivingMeCrazyPassReaction
        | DrivingMeCrazyPlayCard
        | DrivingMeCrazyPlayCarpool
        | DrivingMeCrazyPlayOvertake
        | DrivingMeCrazyPlayRearviewMirror
        | DrivingMeCrazyPlayRed
        | DrivingMeCrazyPlayRestStop
        | DrivingMeCrazyPlayShortcut
        | DrivingMeCrazyPlayTrailer
        | DrivingMeCrazyReact
        | DrivingMeCrazySkip
        | DrivingMeCrazyStop
        | DrivingMeCrazyTake
        | DrivingMeCrazyUndo
        | None
    )
    events: list[
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
    ]
    view: DrivingMeCrazyView
    own: DrivingMeCrazyView | Unset = UNSET
    seats: list[DrivingMeCrazyView] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_close import DrivingMeCrazyClose  # noqa: PLC0415
        from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn  # noqa: PLC0415
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
        from ..models.driving_me_crazy_finish import DrivingMeCrazyFinish  # noqa: PLC0415
        from ..models.driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign  # noqa: PLC0415
        from ..models.driving_me_crazy_look import DrivingMeCrazyLook  # noqa: PLC0415
        from ..models.driving_me_crazy_pass import DrivingMeCrazyPass  # noqa: PLC0415
        from ..models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction  # noqa: PLC0415
        from ..models.driving_me_crazy_play_card import DrivingMeCrazyPlayCard  # noqa: PLC0415
        from ..models.driving_me_crazy_play_carpool import DrivingMeCrazyPlayCarpool  # noqa: PLC0415
        from ..models.driving_me_crazy_play_overtake import DrivingMeCrazyPlayOvertake  # noqa: PLC0415
        from ..models.driving_me_crazy_play_rearview_mirror import DrivingMeCrazyPlayRearviewMirror  # noqa: PLC0415
        from ..models.driving_me_crazy_play_red import DrivingMeCrazyPlayRed  # noqa: PLC0415
        from ..models.driving_me_crazy_play_rest_stop import DrivingMeCrazyPlayRestStop  # noqa: PLC0415
        from ..models.driving_me_crazy_play_shortcut import DrivingMeCrazyPlayShortcut  # noqa: PLC0415
        from ..models.driving_me_crazy_play_trailer import DrivingMeCrazyPlayTrailer  # noqa: PLC0415
        from ..models.driving_me_crazy_react import DrivingMeCrazyReact  # noqa: PLC0415
        from ..models.driving_me_crazy_skip import DrivingMeCrazySkip  # noqa: PLC0415
        from ..models.driving_me_crazy_stop import DrivingMeCrazyStop  # noqa: PLC0415
        from ..models.driving_me_crazy_take import DrivingMeCrazyTake  # noqa: PLC0415
        from ..models.driving_me_crazy_undo import DrivingMeCrazyUndo  # noqa: PLC0415

        number = self.number

        seat: int | None
        seat = self.seat

        version = self.version

        live = self.live

        move: dict[str, Any] | None
        if isinstance(self.move, DrivingMeCrazyChooseOpponent):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyClose):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyDiscard):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyDraw):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyEndTurn):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyFinish):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyFlipSign):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyLook):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPass):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPassReaction):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayCard):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayRed):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayShortcut):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayOvertake):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayRestStop):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayRearviewMirror):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayCarpool):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyPlayTrailer):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyReact):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazySkip):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyStop):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyTake):
            move = self.move.to_dict()
        elif isinstance(self.move, DrivingMeCrazyUndo):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DrivingMeCrazyEventCancel):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventChooseOpponent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventDiscard):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventDraw):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventEndTurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventFinishing):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventFlipSign):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventGameOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventHandedOver):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventJoined):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventLook):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventNoAnswer):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventPass):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventPassReaction):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventPlay):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReact):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReactionHeld):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReactionWindow):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReactionWindowClosed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReactionWindowOpened):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventRemove):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventReshuffle):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventResolve):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventResolved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventRoad):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventSkip):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventSkipTurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventStop):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventSwerve):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventTake):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventTrailer):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventTurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventUTurn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrivingMeCrazyEventUndo):
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
        from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_close import DrivingMeCrazyClose  # noqa: PLC0415
        from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn  # noqa: PLC0415
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
        from ..models.driving_me_crazy_finish import DrivingMeCrazyFinish  # noqa: PLC0415
        from ..models.driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign  # noqa: PLC0415
        from ..models.driving_me_crazy_look import DrivingMeCrazyLook  # noqa: PLC0415
        from ..models.driving_me_crazy_pass import DrivingMeCrazyPass  # noqa: PLC0415
        from ..models.driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction  # noqa: PLC0415
        from ..models.driving_me_crazy_play_card import DrivingMeCrazyPlayCard  # noqa: PLC0415
        from ..models.driving_me_crazy_play_carpool import DrivingMeCrazyPlayCarpool  # noqa: PLC0415
        from ..models.driving_me_crazy_play_overtake import DrivingMeCrazyPlayOvertake  # noqa: PLC0415
        from ..models.driving_me_crazy_play_rearview_mirror import DrivingMeCrazyPlayRearviewMirror  # noqa: PLC0415
        from ..models.driving_me_crazy_play_red import DrivingMeCrazyPlayRed  # noqa: PLC0415
        from ..models.driving_me_crazy_play_rest_stop import DrivingMeCrazyPlayRestStop  # noqa: PLC0415
        from ..models.driving_me_crazy_play_shortcut import DrivingMeCrazyPlayShortcut  # noqa: PLC0415
        from ..models.driving_me_crazy_play_trailer import DrivingMeCrazyPlayTrailer  # noqa: PLC0415
        from ..models.driving_me_crazy_react import DrivingMeCrazyReact  # noqa: PLC0415
        from ..models.driving_me_crazy_skip import DrivingMeCrazySkip  # noqa: PLC0415
        from ..models.driving_me_crazy_stop import DrivingMeCrazyStop  # noqa: PLC0415
        from ..models.driving_me_crazy_take import DrivingMeCrazyTake  # noqa: PLC0415
        from ..models.driving_me_crazy_undo import DrivingMeCrazyUndo  # noqa: PLC0415
        from ..models.driving_me_crazy_view import DrivingMeCrazyView  # noqa: PLC0415

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
            DrivingMeCrazyChooseOpponent
            | DrivingMeCrazyClose
            | DrivingMeCrazyDiscard
            | DrivingMeCrazyDraw
            | DrivingMeCrazyEndTurn
            | DrivingMeCrazyFinish
            | DrivingMeCrazyFlipSign
            | DrivingMeCrazyLook
            | DrivingMeCrazyPass
            | DrivingMeCrazyPassReaction
            | DrivingMeCrazyPlayCard
            | DrivingMeCrazyPlayCarpool
            | DrivingMeCrazyPlayOvertake
            | DrivingMeCrazyPlayRearviewMirror
            | DrivingMeCrazyPlayRed
            | DrivingMeCrazyPlayRestStop
            | DrivingMeCrazyPlayShortcut
            | DrivingMeCrazyPlayTrailer
            | DrivingMeCrazyReact
            | DrivingMeCrazySkip
            | DrivingMeCrazyStop
            | DrivingMeCrazyTake
            | DrivingMeCrazyUndo
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_0 = DrivingMeCrazyChooseOpponent.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_1 = DrivingMeCrazyClose.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_2 = DrivingMeCrazyDiscard.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_3 = DrivingMeCrazyDraw.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_4 = DrivingMeCrazyEndTurn.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_5 = DrivingMeCrazyFinish.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_6 = DrivingMeCrazyFlipSign.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_7 = DrivingMeCrazyLook.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_8 = DrivingMeCrazyPass.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_9 = DrivingMeCrazyPassReaction.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_10 = DrivingMeCrazyPlayCard.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_11 = DrivingMeCrazyPlayRed.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_12 = DrivingMeCrazyPlayShortcut.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_13 = DrivingMeCrazyPlayOvertake.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_14 = DrivingMeCrazyPlayRestStop.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_15 = DrivingMeCrazyPlayRearviewMirror.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_16 = DrivingMeCrazyPlayCarpool.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_17 = DrivingMeCrazyPlayTrailer.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_18 = DrivingMeCrazyReact.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_19 = DrivingMeCrazySkip.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_20 = DrivingMeCrazyStop.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_21 = DrivingMeCrazyTake.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemasdriving_me_crazy_move_type_22 = DrivingMeCrazyUndo.from_dict(data)

                return componentsschemasdriving_me_crazy_move_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DrivingMeCrazyChooseOpponent
                | DrivingMeCrazyClose
                | DrivingMeCrazyDiscard
                | DrivingMeCrazyDraw
                | DrivingMeCrazyEndTurn
                | DrivingMeCrazyFinish
                | DrivingMeCrazyFlipSign
                | DrivingMeCrazyLook
                | DrivingMeCrazyPass
                | DrivingMeCrazyPassReaction
                | DrivingMeCrazyPlayCard
                | DrivingMeCrazyPlayCarpool
                | DrivingMeCrazyPlayOvertake
                | DrivingMeCrazyPlayRearviewMirror
                | DrivingMeCrazyPlayRed
                | DrivingMeCrazyPlayRestStop
                | DrivingMeCrazyPlayShortcut
                | DrivingMeCrazyPlayTrailer
                | DrivingMeCrazyReact
                | DrivingMeCrazySkip
                | DrivingMeCrazyStop
                | DrivingMeCrazyTake
                | DrivingMeCrazyUndo
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        view = DrivingMeCrazyView.from_dict(d.pop("view"))

        _own = d.pop("own", UNSET)
        own: DrivingMeCrazyView | Unset
        if isinstance(_own, Unset):
            own = UNSET
        else:
            own = DrivingMeCrazyView.from_dict(_own)

        _seats = d.pop("seats", UNSET)
        seats: list[DrivingMeCrazyView] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = DrivingMeCrazyView.from_dict(seats_item_data)

                seats.append(seats_item)

        driving_me_crazy_replay_step = cls(
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

        return driving_me_crazy_replay_step
