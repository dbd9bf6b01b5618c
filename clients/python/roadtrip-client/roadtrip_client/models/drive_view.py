from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.drive_view_mode import DriveViewMode
from ..models.drive_view_phase_type_0 import DriveViewPhaseType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_view_board import DriveViewBoard
    from ..models.drive_view_deck_item import DriveViewDeckItem
    from ..models.drive_view_ending_type_0 import DriveViewEndingType0
    from ..models.drive_view_options import DriveViewOptions
    from ..models.drive_view_outcome_type_0 import DriveViewOutcomeType0
    from ..models.drive_view_players_item import DriveViewPlayersItem
    from ..models.drive_view_stuck_type_0 import DriveViewStuckType0


T = TypeVar("T", bound="DriveView")


@_attrs_define
class DriveView:
    """A Drive game as one seat (or a spectator) may see it (the same board for all).

    Attributes:
        game (Literal['drive']):
        mode (DriveViewMode):
        players (list[DriveViewPlayersItem]):
        options (DriveViewOptions): The options in play.
        turn (int | None):
        phase (DriveViewPhaseType0 | None):
        pending (list[int]):
        finished (bool):
        outcome (DriveViewOutcomeType0 | None):
        you (int | None):
        board (DriveViewBoard): The table: cards, the Start and Finish card, cars and counts.
        undo (int | None | Unset):
        deck (list[DriveViewDeckItem] | Unset):
        stuck (DriveViewStuckType0 | None | Unset):
        ending (DriveViewEndingType0 | None | Unset):
    """

    game: Literal["drive"]
    mode: DriveViewMode
    players: list[DriveViewPlayersItem]
    options: DriveViewOptions
    turn: int | None
    phase: DriveViewPhaseType0 | None
    pending: list[int]
    finished: bool
    outcome: DriveViewOutcomeType0 | None
    you: int | None
    board: DriveViewBoard
    undo: int | None | Unset = UNSET
    deck: list[DriveViewDeckItem] | Unset = UNSET
    stuck: DriveViewStuckType0 | None | Unset = UNSET
    ending: DriveViewEndingType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_view_ending_type_0 import DriveViewEndingType0  # noqa: PLC0415
        from ..models.drive_view_outcome_type_0 import DriveViewOutcomeType0  # noqa: PLC0415
        from ..models.drive_view_stuck_type_0 import DriveViewStuckType0  # noqa: PLC0415

        game = self.game

        mode = self.mode.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        options = self.options.to_dict()

        turn: int | None
        turn = self.turn

        phase: None | str
        if isinstance(self.phase, DriveViewPhaseType0):
            phase = self.phase.value
        else:
            phase = self.phase

        pending = self.pending

        finished = self.finished

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DriveViewOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        you: int | None
        you = self.you

        board = self.board.to_dict()

        undo: int | None | Unset
        if isinstance(self.undo, Unset):
            undo = UNSET
        else:
            undo = self.undo

        deck: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = []
            for deck_item_data in self.deck:
                deck_item = deck_item_data.to_dict()
                deck.append(deck_item)

        stuck: dict[str, Any] | None | Unset
        if isinstance(self.stuck, Unset):
            stuck = UNSET
        elif isinstance(self.stuck, DriveViewStuckType0):
            stuck = self.stuck.to_dict()
        else:
            stuck = self.stuck

        ending: dict[str, Any] | None | Unset
        if isinstance(self.ending, Unset):
            ending = UNSET
        elif isinstance(self.ending, DriveViewEndingType0):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "mode": mode,
                "players": players,
                "options": options,
                "turn": turn,
                "phase": phase,
                "pending": pending,
                "finished": finished,
                "outcome": outcome,
                "you": you,
                "board": board,
            }
        )
        if undo is not UNSET:
            field_dict["undo"] = undo
        if deck is not UNSET:
            field_dict["deck"] = deck
        if stuck is not UNSET:
            field_dict["stuck"] = stuck
        if ending is not UNSET:
            field_dict["ending"] = ending

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_view_board import DriveViewBoard  # noqa: PLC0415
        from ..models.drive_view_deck_item import DriveViewDeckItem  # noqa: PLC0415
        from ..models.drive_view_ending_type_0 import DriveViewEndingType0  # noqa: PLC0415
        from ..models.drive_view_options import DriveViewOptions  # noqa: PLC0415
        from ..models.drive_view_outcome_type_0 import DriveViewOutcomeType0  # noqa: PLC0415
        from ..models.drive_view_players_item import DriveViewPlayersItem  # noqa: PLC0415
        from ..models.drive_view_stuck_type_0 import DriveViewStuckType0  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["drive"], d.pop("game"))
        if game != "drive":
            raise ValueError(f"game must match const 'drive', got '{game}'")

        mode = DriveViewMode(d.pop("mode"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = DriveViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        options = DriveViewOptions.from_dict(d.pop("options"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        def _parse_phase(data: object) -> DriveViewPhaseType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = DriveViewPhaseType0(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewPhaseType0 | None, data)

        phase = _parse_phase(d.pop("phase"))

        pending = cast(list[int], d.pop("pending"))

        finished = d.pop("finished")

        def _parse_outcome(data: object) -> DriveViewOutcomeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DriveViewOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewOutcomeType0 | None, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        board = DriveViewBoard.from_dict(d.pop("board"))

        def _parse_undo(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        undo = _parse_undo(d.pop("undo", UNSET))

        _deck = d.pop("deck", UNSET)
        deck: list[DriveViewDeckItem] | Unset = UNSET
        if _deck is not UNSET:
            deck = []
            for deck_item_data in _deck:
                deck_item = DriveViewDeckItem.from_dict(deck_item_data)

                deck.append(deck_item)

        def _parse_stuck(data: object) -> DriveViewStuckType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stuck_type_0 = DriveViewStuckType0.from_dict(data)

                return stuck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewStuckType0 | None | Unset, data)

        stuck = _parse_stuck(d.pop("stuck", UNSET))

        def _parse_ending(data: object) -> DriveViewEndingType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ending_type_0 = DriveViewEndingType0.from_dict(data)

                return ending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveViewEndingType0 | None | Unset, data)

        ending = _parse_ending(d.pop("ending", UNSET))

        drive_view = cls(
            game=game,
            mode=mode,
            players=players,
            options=options,
            turn=turn,
            phase=phase,
            pending=pending,
            finished=finished,
            outcome=outcome,
            you=you,
            board=board,
            undo=undo,
            deck=deck,
            stuck=stuck,
            ending=ending,
        )

        drive_view.additional_properties = d
        return drive_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
