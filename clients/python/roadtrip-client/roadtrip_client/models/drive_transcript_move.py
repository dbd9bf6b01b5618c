from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.drive_break_down import DriveBreakDown
    from ..models.drive_discard import DriveDiscard
    from ..models.drive_draw import DriveDraw
    from ..models.drive_drive import DriveDrive
    from ..models.drive_exit import DriveExit
    from ..models.drive_pass_obstruction import DrivePassObstruction
    from ..models.drive_place import DrivePlace
    from ..models.drive_roundabout import DriveRoundabout
    from ..models.drive_turn_round import DriveTurnRound
    from ..models.drive_undo import DriveUndo
    from ..models.drive_wait import DriveWait


T = TypeVar("T", bound="DriveTranscriptMove")


@_attrs_define
class DriveTranscriptMove:
    """TranscriptMove (Drive (1960))

    Attributes:
        seat (int):
        move (DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit | DrivePassObstruction | DrivePlace |
            DriveRoundabout | DriveTurnRound | DriveUndo | DriveWait): A move of Drive (1960): exactly what its
            getLegalMoves returns
    """

    seat: int
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
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_break_down import DriveBreakDown  # noqa: PLC0415
        from ..models.drive_discard import DriveDiscard  # noqa: PLC0415
        from ..models.drive_draw import DriveDraw  # noqa: PLC0415
        from ..models.drive_drive import DriveDrive  # noqa: PLC0415
        from ..models.drive_exit import DriveExit  # noqa: PLC0415
        from ..models.drive_pass_obstruction import DrivePassObstruction  # noqa: PLC0415
        from ..models.drive_place import DrivePlace  # noqa: PLC0415
        from ..models.drive_roundabout import DriveRoundabout  # noqa: PLC0415
        from ..models.drive_turn_round import DriveTurnRound  # noqa: PLC0415
        from ..models.drive_undo import DriveUndo  # noqa: PLC0415

        seat = self.seat

        move: dict[str, Any]
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
        from ..models.drive_break_down import DriveBreakDown  # noqa: PLC0415
        from ..models.drive_discard import DriveDiscard  # noqa: PLC0415
        from ..models.drive_draw import DriveDraw  # noqa: PLC0415
        from ..models.drive_drive import DriveDrive  # noqa: PLC0415
        from ..models.drive_exit import DriveExit  # noqa: PLC0415
        from ..models.drive_pass_obstruction import DrivePassObstruction  # noqa: PLC0415
        from ..models.drive_place import DrivePlace  # noqa: PLC0415
        from ..models.drive_roundabout import DriveRoundabout  # noqa: PLC0415
        from ..models.drive_turn_round import DriveTurnRound  # noqa: PLC0415
        from ..models.drive_undo import DriveUndo  # noqa: PLC0415
        from ..models.drive_wait import DriveWait  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

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
        ):
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemasdrive_move_type_10 = DriveWait.from_dict(data)

            return componentsschemasdrive_move_type_10

        move = _parse_move(d.pop("move"))

        drive_transcript_move = cls(
            seat=seat,
            move=move,
        )

        return drive_transcript_move
