from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent
    from ..models.driving_me_crazy_close import DrivingMeCrazyClose
    from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard
    from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw
    from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn
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


T = TypeVar("T", bound="DrivingMeCrazyTranscriptMove")


@_attrs_define
class DrivingMeCrazyTranscriptMove:
    """TranscriptMove (Driving Me Crazy!)

    Attributes:
        seat (int):
        move (DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard | DrivingMeCrazyDraw |
            DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign | DrivingMeCrazyLook | DrivingMeCrazyPass
            | DrivingMeCrazyPassReaction | DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool | DrivingMeCrazyPlayOvertake |
            DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed | DrivingMeCrazyPlayRestStop |
            DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact | DrivingMeCrazySkip |
            DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo): A move of Driving Me Crazy!: exactly what its
            getLegalMoves returns
    """

    seat: int
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
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_close import DrivingMeCrazyClose  # noqa: PLC0415
        from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn  # noqa: PLC0415
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

        seat = self.seat

        move: dict[str, Any]
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
        else:
            move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent  # noqa: PLC0415
        from ..models.driving_me_crazy_close import DrivingMeCrazyClose  # noqa: PLC0415
        from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard  # noqa: PLC0415
        from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw  # noqa: PLC0415
        from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn  # noqa: PLC0415
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

        d = dict(src_dict)
        seat = d.pop("seat")

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
        ):
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemasdriving_me_crazy_move_type_22 = DrivingMeCrazyUndo.from_dict(data)

            return componentsschemasdriving_me_crazy_move_type_22

        move = _parse_move(d.pop("move"))

        driving_me_crazy_transcript_move = cls(
            seat=seat,
            move=move,
        )

        return driving_me_crazy_transcript_move
