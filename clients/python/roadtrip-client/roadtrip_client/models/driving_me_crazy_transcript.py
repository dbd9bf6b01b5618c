from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_transcript_format import DrivingMeCrazyTranscriptFormat
from ..models.driving_me_crazy_transcript_version import DrivingMeCrazyTranscriptVersion
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_transcript_config import DrivingMeCrazyTranscriptConfig
    from ..models.driving_me_crazy_transcript_move import DrivingMeCrazyTranscriptMove
    from ..models.transcript_player import TranscriptPlayer


T = TypeVar("T", bound="DrivingMeCrazyTranscript")


@_attrs_define
class DrivingMeCrazyTranscript:
    """Transcript (Driving Me Crazy!)

    Attributes:
        game (Literal['driving-me-crazy']):
        config (DrivingMeCrazyTranscriptConfig): How the game was set up, as Game.config says it (mode, variants and
            options may be left out: digital, none, none) (Driving Me Crazy!)
        seed (int | str): the seed the deal follows from: an integer, or its decimal digits as a string when it is 2**64
            or more (a server-chosen seed has 128 secret bits, more than a JSON number carries exactly)
        moves (list[DrivingMeCrazyTranscriptMove]):
        format_ (DrivingMeCrazyTranscriptFormat | Unset):
        version (DrivingMeCrazyTranscriptVersion | Unset):
        commitment (str | Unset): the deal commitment the game published at its start (digital games)
        salt (str | Unset): the secret that opens the commitment, revealed with the seed
        players (list[TranscriptPlayer] | Unset): the players' names by seat (a game played on this server gives them):
            a verdict then names the player of an illegal move
    """

    game: Literal["driving-me-crazy"]
    config: DrivingMeCrazyTranscriptConfig
    seed: int | str
    moves: list[DrivingMeCrazyTranscriptMove]
    format_: DrivingMeCrazyTranscriptFormat | Unset = UNSET
    version: DrivingMeCrazyTranscriptVersion | Unset = UNSET
    commitment: str | Unset = UNSET
    salt: str | Unset = UNSET
    players: list[TranscriptPlayer] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        config = self.config.to_dict()

        seed: int | str
        seed = self.seed

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        version: int | Unset = UNSET
        if not isinstance(self.version, Unset):
            version = self.version.value

        commitment = self.commitment

        salt = self.salt

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "config": config,
                "seed": seed,
                "moves": moves,
            }
        )
        if format_ is not UNSET:
            field_dict["format"] = format_
        if version is not UNSET:
            field_dict["version"] = version
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if salt is not UNSET:
            field_dict["salt"] = salt
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_transcript_config import DrivingMeCrazyTranscriptConfig  # noqa: PLC0415
        from ..models.driving_me_crazy_transcript_move import DrivingMeCrazyTranscriptMove  # noqa: PLC0415
        from ..models.transcript_player import TranscriptPlayer  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["driving-me-crazy"], d.pop("game"))
        if game != "driving-me-crazy":
            raise ValueError(f"game must match const 'driving-me-crazy', got '{game}'")

        config = DrivingMeCrazyTranscriptConfig.from_dict(d.pop("config"))

        def _parse_seed(data: object) -> int | str:
            return cast(int | str, data)

        seed = _parse_seed(d.pop("seed"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DrivingMeCrazyTranscriptMove.from_dict(moves_item_data)

            moves.append(moves_item)

        _format_ = d.pop("format", UNSET)
        format_: DrivingMeCrazyTranscriptFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = DrivingMeCrazyTranscriptFormat(_format_)

        _version = d.pop("version", UNSET)
        version: DrivingMeCrazyTranscriptVersion | Unset
        if isinstance(_version, Unset):
            version = UNSET
        else:
            version = DrivingMeCrazyTranscriptVersion(_version)

        commitment = d.pop("commitment", UNSET)

        salt = d.pop("salt", UNSET)

        _players = d.pop("players", UNSET)
        players: list[TranscriptPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = TranscriptPlayer.from_dict(players_item_data)

                players.append(players_item)

        driving_me_crazy_transcript = cls(
            game=game,
            config=config,
            seed=seed,
            moves=moves,
            format_=format_,
            version=version,
            commitment=commitment,
            salt=salt,
            players=players,
        )

        return driving_me_crazy_transcript
