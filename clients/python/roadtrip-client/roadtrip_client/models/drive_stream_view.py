from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_break_down import DriveBreakDown
    from ..models.drive_discard import DriveDiscard
    from ..models.drive_draw import DriveDraw
    from ..models.drive_drive import DriveDrive
    from ..models.drive_exit import DriveExit
    from ..models.drive_game import DriveGame
    from ..models.drive_pass_obstruction import DrivePassObstruction
    from ..models.drive_place import DrivePlace
    from ..models.drive_roundabout import DriveRoundabout
    from ..models.drive_turn_round import DriveTurnRound
    from ..models.drive_undo import DriveUndo
    from ..models.drive_wait import DriveWait


T = TypeVar("T", bound="DriveStreamView")


@_attrs_define
class DriveStreamView:
    """data of `event: view`: the caller's new view after a change

    Attributes:
        game (Literal['drive']):
        version (int):
        view (DriveGame): Game (Drive (1960))
        legal_moves (list[DriveBreakDown | DriveDiscard | DriveDraw | DriveDrive | DriveExit | DrivePassObstruction |
            DrivePlace | DriveRoundabout | DriveTurnRound | DriveUndo | DriveWait] | Unset): only with include=legal_moves
    """

    game: Literal["drive"]
    version: int
    view: DriveGame
    legal_moves: (
        list[
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
        ]
        | Unset
    ) = UNSET

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

        game = self.game

        version = self.version

        view = self.view.to_dict()

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item: dict[str, Any]
                if isinstance(legal_moves_item_data, DriveBreakDown):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveDiscard):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveDraw):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveDrive):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveExit):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivePassObstruction):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivePlace):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveRoundabout):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveTurnRound):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DriveUndo):
                    legal_moves_item = legal_moves_item_data.to_dict()
                else:
                    legal_moves_item = legal_moves_item_data.to_dict()

                legal_moves.append(legal_moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "view": view,
            }
        )
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_break_down import DriveBreakDown  # noqa: PLC0415
        from ..models.drive_discard import DriveDiscard  # noqa: PLC0415
        from ..models.drive_draw import DriveDraw  # noqa: PLC0415
        from ..models.drive_drive import DriveDrive  # noqa: PLC0415
        from ..models.drive_exit import DriveExit  # noqa: PLC0415
        from ..models.drive_game import DriveGame  # noqa: PLC0415
        from ..models.drive_pass_obstruction import DrivePassObstruction  # noqa: PLC0415
        from ..models.drive_place import DrivePlace  # noqa: PLC0415
        from ..models.drive_roundabout import DriveRoundabout  # noqa: PLC0415
        from ..models.drive_turn_round import DriveTurnRound  # noqa: PLC0415
        from ..models.drive_undo import DriveUndo  # noqa: PLC0415
        from ..models.drive_wait import DriveWait  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["drive"], d.pop("game"))
        if game != "drive":
            raise ValueError(f"game must match const 'drive', got '{game}'")

        version = d.pop("version")

        view = DriveGame.from_dict(d.pop("view"))

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: (
            list[
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
            ]
            | Unset
        ) = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
            for legal_moves_item_data in _legal_moves:

                def _parse_legal_moves_item(
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

                legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        drive_stream_view = cls(
            game=game,
            version=version,
            view=view,
            legal_moves=legal_moves,
        )

        return drive_stream_view
