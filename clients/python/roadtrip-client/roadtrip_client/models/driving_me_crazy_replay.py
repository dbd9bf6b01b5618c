from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.driving_me_crazy_replay_status import DrivingMeCrazyReplayStatus

if TYPE_CHECKING:
    from ..models.driving_me_crazy_replay_step import DrivingMeCrazyReplayStep


T = TypeVar("T", bound="DrivingMeCrazyReplay")


@_attrs_define
class DrivingMeCrazyReplay:
    """Replay (Driving Me Crazy!)

    Attributes:
        id (str):
        game (Literal['driving-me-crazy']):
        mode (str):
        status (DrivingMeCrazyReplayStatus):
        version (int): the game's version (the ETag)
        length (int): how many steps the game has so far: its moves plus the deal
        revealed (bool): the game is over: every seat's view and private detail is shown
        final (bool): nothing can change any more: the answer is cached as immutable
        from_ (int): the first step of this page
        to (int): the last step of this page
        next_ (int | None): the from of the next page (null: this page ends at the last step)
        steps (list[DrivingMeCrazyReplayStep]):
    """

    id: str
    game: Literal["driving-me-crazy"]
    mode: str
    status: DrivingMeCrazyReplayStatus
    version: int
    length: int
    revealed: bool
    final: bool
    from_: int
    to: int
    next_: int | None
    steps: list[DrivingMeCrazyReplayStep]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        mode = self.mode

        status = self.status.value

        version = self.version

        length = self.length

        revealed = self.revealed

        final = self.final

        from_ = self.from_

        to = self.to

        next_: int | None
        next_ = self.next_

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "mode": mode,
                "status": status,
                "version": version,
                "length": length,
                "revealed": revealed,
                "final": final,
                "from": from_,
                "to": to,
                "next": next_,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_replay_step import DrivingMeCrazyReplayStep  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["driving-me-crazy"], d.pop("game"))
        if game != "driving-me-crazy":
            raise ValueError(f"game must match const 'driving-me-crazy', got '{game}'")

        mode = d.pop("mode")

        status = DrivingMeCrazyReplayStatus(d.pop("status"))

        version = d.pop("version")

        length = d.pop("length")

        revealed = d.pop("revealed")

        final = d.pop("final")

        from_ = d.pop("from")

        to = d.pop("to")

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = DrivingMeCrazyReplayStep.from_dict(steps_item_data)

            steps.append(steps_item)

        driving_me_crazy_replay = cls(
            id=id,
            game=game,
            mode=mode,
            status=status,
            version=version,
            length=length,
            revealed=revealed,
            final=final,
            from_=from_,
            to=to,
            next_=next_,
            steps=steps,
        )

        return driving_me_crazy_replay
