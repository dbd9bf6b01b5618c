"""Transcripts: one JSON document holding a whole game, and its referee check.

A transcript is ``{"format": "roadtrip-transcript", "version": 1, "game": ...,
"config": {...}, "seed": int, "moves": [{"seat": n, "move": {...}}, ...]}``.
Replaying it rebuilds the game from config and seed and applies each move
with the checked :meth:`~core.protocol.Game.apply`; the first refusal is the
verdict.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from core.errors import IllegalMove, RoadtripError, TranscriptError
from core.fairness import verify
from core.protocol import Config, Move
from core.registry import get_game

FORMAT = "roadtrip-transcript"
VERSION = 1


@dataclass
class Transcript:
    """A recorded game: which game, its config and seed, and the moves in order."""

    game: str
    config: Config
    seed: int
    moves: list[tuple[int, Move]] = field(default_factory=list)
    #: a digital game's deal commitment published at its start, and the salt that
    #: opens it (see :mod:`core.fairness`); None when the game published none
    commitment: str | None = None
    salt: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form of the transcript."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "moves": [{"seat": seat, "move": move} for seat, move in self.moves],
        }
        if self.commitment is not None:
            out.update(commitment=self.commitment, salt=self.salt)
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Transcript:
        """Read a transcript from its JSON form; raise TranscriptError when malformed."""
        if not isinstance(data, dict):
            raise TranscriptError("a transcript must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise TranscriptError(f"format must be {FORMAT!r}")
        if data.get("version", VERSION) != VERSION:
            raise TranscriptError(f"unsupported transcript version {data.get('version')!r}")
        for key in ("game", "config", "seed", "moves"):
            if key not in data:
                raise TranscriptError(f"missing field {key!r}")
        if not isinstance(data["game"], str):
            raise TranscriptError("game must be a string")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TranscriptError("seed must be an integer")
        for key in ("commitment", "salt"):
            if not isinstance(data.get(key, ""), str):
                raise TranscriptError(f"{key} must be a string")
        if ("commitment" in data) != ("salt" in data):
            raise TranscriptError("a commitment and its salt come together")
        try:
            config = Config.from_dict(data["config"])
        except RoadtripError as exc:
            raise TranscriptError(f"config: {exc.message}") from None
        moves = data["moves"]
        if not isinstance(moves, list):
            raise TranscriptError("moves must be a list")
        parsed: list[tuple[int, Move]] = []
        for index, entry in enumerate(moves):
            if (
                not isinstance(entry, dict)
                or not isinstance(entry.get("seat"), int)
                or isinstance(entry.get("seat"), bool)
                or not isinstance(entry.get("move"), dict)
            ):
                raise TranscriptError(f"moves[{index}] must be {{'seat': int, 'move': object}}")
            parsed.append((entry["seat"], entry["move"]))
        return cls(game=data["game"], config=config, seed=seed, moves=parsed,
                   commitment=data.get("commitment"), salt=data.get("salt"))

    @classmethod
    def loads(cls, text: str) -> Transcript:
        """Parse a transcript from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise TranscriptError(f"not JSON: {exc.msg} at line {exc.lineno}") from None
        return cls.from_dict(data)


@dataclass
class Verdict:
    """The result of checking a transcript."""

    legal: bool
    moves_checked: int
    finished: bool = False
    outcome: dict[str, Any] | None = None
    #: 0-based position of the first illegal move in ``moves`` (programs count from 0)
    index: int | None = None
    seat: int | None = None
    code: str | None = None
    message: str | None = None
    rule: str | None = None
    #: with a deal commitment: whether the revealed seed and salt open it
    deal_verified: bool | None = None

    @property
    def number(self) -> int | None:
        """1-based number of the first illegal move (people count moves from 1), or None."""
        return None if self.index is None else self.index + 1

    def to_dict(self) -> dict[str, Any]:
        """Return the verdict as JSON (illegal: index, number, seat, code, detail, rule).

        ``detail`` is named as in the API's problem documents; ``message`` is
        the same text under its earlier name, kept for existing readers.
        """
        out: dict[str, Any] = {
            "legal": self.legal,
            "moves_checked": self.moves_checked,
            "finished": self.finished,
            "outcome": self.outcome,
        }
        if self.deal_verified is not None:
            out["deal_verified"] = self.deal_verified
        if not self.legal:
            out.update(index=self.index, number=self.number, seat=self.seat, code=self.code,
                       detail=self.message, message=self.message, rule=self.rule)
        return out


def replay(transcript: Transcript) -> tuple[Any, Verdict]:
    """Replay ``transcript``; return the state reached and the verdict.

    The state is the one just before the first illegal move, if any.  Raises
    TranscriptError when the game or config itself is refused.
    """
    try:
        game = get_game(transcript.game)
        game.check_config(transcript.config)
        state = game.new(transcript.config, transcript.seed)
    except RoadtripError as exc:
        raise TranscriptError(exc.message) from None
    dealt = None
    if transcript.commitment is not None:
        dealt = verify(transcript.seed, transcript.salt or "", transcript.commitment)
        if not dealt:  # the seed is not the one committed to: no move counts
            return state, Verdict(
                legal=False, moves_checked=0, code="deal_not_committed", deal_verified=False,
                message="the revealed seed and salt do not match the deal commitment"
                        " published at the start: the deal may have been chosen",
            )
    for index, (seat, move) in enumerate(transcript.moves):
        try:
            game.apply(state, seat, move)
        except IllegalMove as exc:
            return state, Verdict(
                legal=False, moves_checked=index, index=index, seat=seat,
                code=exc.code, message=exc.message, rule=exc.rule,
                finished=game.is_over(state), outcome=game.outcome(state), deal_verified=dealt,
            )
    return state, Verdict(
        legal=True, moves_checked=len(transcript.moves),
        finished=game.is_over(state), outcome=game.outcome(state), deal_verified=dealt,
    )


def check(data: Any) -> Verdict:
    """Check a transcript given as parsed JSON; raise TranscriptError if malformed."""
    return replay(Transcript.from_dict(data))[1]
