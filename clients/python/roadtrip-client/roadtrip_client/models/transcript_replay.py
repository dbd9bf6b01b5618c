from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.checked_step import CheckedStep


T = TypeVar("T", bound="TranscriptReplay")


@_attrs_define
class TranscriptReplay:
    """
    Attributes:
        game (str): the game's name
        mode (str):
        length (int): how many steps: the deal and every move before the first illegal one
        legal (bool): every move is legal (else checkTranscript tells the first illegal one, whose step is length)
        revealed (bool): the game is over at the last step: every seat's view is shown
        from_ (int):
        to (int):
        next_ (int | None):
        steps (list[CheckedStep]):
    """

    game: str
    mode: str
    length: int
    legal: bool
    revealed: bool
    from_: int
    to: int
    next_: int | None
    steps: list[CheckedStep]

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        mode = self.mode

        length = self.length

        legal = self.legal

        revealed = self.revealed

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
                "game": game,
                "mode": mode,
                "length": length,
                "legal": legal,
                "revealed": revealed,
                "from": from_,
                "to": to,
                "next": next_,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checked_step import CheckedStep  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        mode = d.pop("mode")

        length = d.pop("length")

        legal = d.pop("legal")

        revealed = d.pop("revealed")

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
            steps_item = CheckedStep.from_dict(steps_item_data)

            steps.append(steps_item)

        transcript_replay = cls(
            game=game,
            mode=mode,
            length=length,
            legal=legal,
            revealed=revealed,
            from_=from_,
            to=to,
            next_=next_,
            steps=steps,
        )

        return transcript_replay
