from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent
    from ..models.driving_me_crazy_close import DrivingMeCrazyClose
    from ..models.driving_me_crazy_discard import DrivingMeCrazyDiscard
    from ..models.driving_me_crazy_draw import DrivingMeCrazyDraw
    from ..models.driving_me_crazy_end_turn import DrivingMeCrazyEndTurn
    from ..models.driving_me_crazy_finish import DrivingMeCrazyFinish
    from ..models.driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign
    from ..models.driving_me_crazy_game import DrivingMeCrazyGame
    from ..models.driving_me_crazy_log_entry import DrivingMeCrazyLogEntry
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


T = TypeVar("T", bound="DrivingMeCrazyMoveResult")


@_attrs_define
class DrivingMeCrazyMoveResult:
    """MoveResult (Driving Me Crazy!)

    Attributes:
        game (Literal['driving-me-crazy']):
        version (int):
        events (list[DrivingMeCrazyLogEntry]):
        view (DrivingMeCrazyGame | Unset): Game (Driving Me Crazy!)
        legal_moves (list[DrivingMeCrazyChooseOpponent | DrivingMeCrazyClose | DrivingMeCrazyDiscard |
            DrivingMeCrazyDraw | DrivingMeCrazyEndTurn | DrivingMeCrazyFinish | DrivingMeCrazyFlipSign | DrivingMeCrazyLook
            | DrivingMeCrazyPass | DrivingMeCrazyPassReaction | DrivingMeCrazyPlayCard | DrivingMeCrazyPlayCarpool |
            DrivingMeCrazyPlayOvertake | DrivingMeCrazyPlayRearviewMirror | DrivingMeCrazyPlayRed |
            DrivingMeCrazyPlayRestStop | DrivingMeCrazyPlayShortcut | DrivingMeCrazyPlayTrailer | DrivingMeCrazyReact |
            DrivingMeCrazySkip | DrivingMeCrazyStop | DrivingMeCrazyTake | DrivingMeCrazyUndo] | Unset):
    """

    game: Literal["driving-me-crazy"]
    version: int
    events: list[DrivingMeCrazyLogEntry]
    view: DrivingMeCrazyGame | Unset = UNSET
    legal_moves: (
        list[
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
        ]
        | Unset
    ) = UNSET

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

        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item: dict[str, Any]
                if isinstance(legal_moves_item_data, DrivingMeCrazyChooseOpponent):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyClose):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyDiscard):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyDraw):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyEndTurn):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyFinish):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyFlipSign):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyLook):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPass):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPassReaction):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayCard):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayRed):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayShortcut):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayOvertake):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayRestStop):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayRearviewMirror):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayCarpool):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyPlayTrailer):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyReact):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazySkip):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyStop):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, DrivingMeCrazyTake):
                    legal_moves_item = legal_moves_item_data.to_dict()
                else:
                    legal_moves_item = legal_moves_item_data.to_dict()

                legal_moves.append(legal_moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "events": events,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves

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
        from ..models.driving_me_crazy_game import DrivingMeCrazyGame  # noqa: PLC0415
        from ..models.driving_me_crazy_log_entry import DrivingMeCrazyLogEntry  # noqa: PLC0415
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
        game = cast(Literal["driving-me-crazy"], d.pop("game"))
        if game != "driving-me-crazy":
            raise ValueError(f"game must match const 'driving-me-crazy', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = DrivingMeCrazyLogEntry.from_dict(events_item_data)

            events.append(events_item)

        _view = d.pop("view", UNSET)
        view: DrivingMeCrazyGame | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = DrivingMeCrazyGame.from_dict(_view)

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: (
            list[
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
            ]
            | Unset
        ) = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
            for legal_moves_item_data in _legal_moves:

                def _parse_legal_moves_item(
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
                        componentsschemasdriving_me_crazy_move_type_15 = DrivingMeCrazyPlayRearviewMirror.from_dict(
                            data
                        )

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

                legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        driving_me_crazy_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            legal_moves=legal_moves,
        )

        return driving_me_crazy_move_result
