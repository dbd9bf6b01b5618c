from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_game_ended_by_type_0 import DriveGameEndedByType0
from ..models.drive_game_mode import DriveGameMode
from ..models.drive_game_status import DriveGameStatus

if TYPE_CHECKING:
    from ..models.drive_config import DriveConfig
    from ..models.drive_outcome import DriveOutcome
    from ..models.drive_view import DriveView
    from ..models.player import Player


T = TypeVar("T", bound="DriveGame")


@_attrs_define
class DriveGame:
    """Game (Drive (1960))

    Attributes:
        id (str):
        game (Literal['drive']):
        mode (DriveGameMode):
        config (DriveConfig): How the game was set up: createGame's players, mode and variants, and the options it was
            given (one left out takes its default) (Drive (1960))
        status (DriveGameStatus):
        version (int):
        seat (int | None): the seat the caller acts for (its own, or the one `as` names; null: spectator)
        held (list[int]): every seat the caller's token holds (its own; the host's: the seats of players without a
            phone; one device for the whole table: all); act for one with `as`
        players (list[Player]):
        pending (list[int]):
        outcome (DriveOutcome | None):
        ended_by (DriveGameEndedByType0 | None): `host` once the host ended the game (endGame): it is finished and
            nothing changes it; null otherwise
        view (DriveView): A Drive game as one seat (or a spectator) may see it (the same board for all).
        join_code (None | str): the code a phone joins with (findByJoinCode); null once the host ended the game: its
            code is freed and may name another game since
        rematch (None | str): id of the rematch, once created
        deal_commitment (None | str): digital games: a SHA-256 commitment to the deal's seed, published at creation; the
            finished game's transcript reveals the seed and the salt that open it (null: referee mode)
        server_time (float): the server's clock when answering (Unix seconds): the clock deadlines in the view (e.g. a
            reaction window's deadline) use
    """

    id: str
    game: Literal["drive"]
    mode: DriveGameMode
    config: DriveConfig
    status: DriveGameStatus
    version: int
    seat: int | None
    held: list[int]
    players: list[Player]
    pending: list[int]
    outcome: DriveOutcome | None
    ended_by: DriveGameEndedByType0 | None
    view: DriveView
    join_code: None | str
    rematch: None | str
    deal_commitment: None | str
    server_time: float

    def to_dict(self) -> dict[str, Any]:
        from ..models.drive_outcome import DriveOutcome  # noqa: PLC0415

        id = self.id

        game = self.game

        mode = self.mode.value

        config = self.config.to_dict()

        status = self.status.value

        version = self.version

        seat: int | None
        seat = self.seat

        held = self.held

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        pending = self.pending

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DriveOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        ended_by: None | str
        if isinstance(self.ended_by, DriveGameEndedByType0):
            ended_by = self.ended_by.value
        else:
            ended_by = self.ended_by

        view = self.view.to_dict()

        join_code: None | str
        join_code = self.join_code

        rematch: None | str
        rematch = self.rematch

        deal_commitment: None | str
        deal_commitment = self.deal_commitment

        server_time = self.server_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "mode": mode,
                "config": config,
                "status": status,
                "version": version,
                "seat": seat,
                "held": held,
                "players": players,
                "pending": pending,
                "outcome": outcome,
                "ended_by": ended_by,
                "view": view,
                "join_code": join_code,
                "rematch": rematch,
                "deal_commitment": deal_commitment,
                "server_time": server_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.drive_config import DriveConfig  # noqa: PLC0415
        from ..models.drive_outcome import DriveOutcome  # noqa: PLC0415
        from ..models.drive_view import DriveView  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["drive"], d.pop("game"))
        if game != "drive":
            raise ValueError(f"game must match const 'drive', got '{game}'")

        mode = DriveGameMode(d.pop("mode"))

        config = DriveConfig.from_dict(d.pop("config"))

        status = DriveGameStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        held = cast(list[int], d.pop("held"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        pending = cast(list[int], d.pop("pending"))

        def _parse_outcome(data: object) -> DriveOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DriveOutcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_ended_by(data: object) -> DriveGameEndedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_0 = DriveGameEndedByType0(data)

                return ended_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DriveGameEndedByType0 | None, data)

        ended_by = _parse_ended_by(d.pop("ended_by"))

        view = DriveView.from_dict(d.pop("view"))

        def _parse_join_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        join_code = _parse_join_code(d.pop("join_code"))

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))

        def _parse_deal_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deal_commitment = _parse_deal_commitment(d.pop("deal_commitment"))

        server_time = d.pop("server_time")

        drive_game = cls(
            id=id,
            game=game,
            mode=mode,
            config=config,
            status=status,
            version=version,
            seat=seat,
            held=held,
            players=players,
            pending=pending,
            outcome=outcome,
            ended_by=ended_by,
            view=view,
            join_code=join_code,
            rematch=rematch,
            deal_commitment=deal_commitment,
            server_time=server_time,
        )

        return drive_game
