"""Transcripts: one JSON document holding a whole game, and its referee check.

A transcript is ``{"format": "roadtrip-transcript", "version": 1, "game": ...,
"config": {...}, "seed": int, "moves": [{"seat": n, "move": {...}}, ...]}``.
Replaying it rebuilds the game from config and seed and applies each move
with the checked :meth:`~core.protocol.Game.apply`; the first refusal is the
verdict.

Verdicts name seats as people do: the file's ``"seat": 0`` is "seat 1" (Drive adds the
car's colour, "seat 1 (red)"), as moves are counted from 1 ("move 5" is ``moves[4]``); the
machine fields (``index``, ``seat``, ``outcome``) keep the file's numbering.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from core.errors import IllegalMove, RoadtripError, TranscriptError
from core.fairness import verify
from core.protocol import Config, Game, Move
from core.registry import get_game
from core.rng import int_from_json, int_to_json

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
    #: the players' names seat by seat, when the game knew them (a game played on
    #: Roadtrip): a check then names the player of an illegal move ("Ann, seat 1")
    names: list[str] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form of the transcript."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "config": self.config.to_dict(),
            "seed": int_to_json(self.seed),
            "moves": [{"seat": seat, "move": move} for seat, move in self.moves],
        }
        if self.commitment is not None:
            out.update(commitment=self.commitment, salt=self.salt)
        if self.names is not None:
            out["players"] = [{"seat": seat, "name": name} for seat, name in enumerate(self.names)]
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
        try:  # a seed beyond 2**53 comes as a string of its digits (see core.rng)
            seed = int_from_json(data["seed"])
        except ValueError:
            raise TranscriptError("seed must be an integer (or its decimal digits)") from None
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
            unknown = sorted(set(entry) - {"seat", "move"})
            if unknown:  # a field a reader would ignore: the file is not what it claims
                raise TranscriptError(f"moves[{index}] has unknown field(s): {', '.join(unknown)}")
            parsed.append((entry["seat"], entry["move"]))
        return cls(game=data["game"], config=config, seed=seed, moves=parsed,
                   commitment=data.get("commitment"), salt=data.get("salt"),
                   names=_names(data.get("players"), config.players))

    @classmethod
    def loads(cls, text: str) -> Transcript:
        """Parse a transcript from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise TranscriptError(f"not JSON: {exc.msg} at line {exc.lineno}") from None
        return cls.from_dict(data)


def _names(players: Any, seats: int) -> list[str] | None:
    """Read a transcript's optional ``players`` (``[{"seat": 0, "name": "Ann"}, ...]``):
    the names seat by seat ("" where a seat has none), or None without the field."""
    if players is None:
        return None
    if not isinstance(players, list):
        raise TranscriptError("players must be a list")
    names = [""] * seats
    for index, entry in enumerate(players):
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats
                or not isinstance(entry.get("name"), str) or set(entry) - {"seat", "name"}):
            raise TranscriptError(f"players[{index}] must be {{'seat': int, 'name': str}}"
                                  " with a seat of the game")
        names[seat] = entry["name"]
    return names


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
    #: the transcript stops while a winning card waits for the table (referee mode with
    #: Quick Reactions): ``{"winners", "reason", "card"}``; the game is not finished
    held: dict[str, Any] | None = None
    #: how people name each seat after the word "seat" ("1", "2"; Drive "1 (red)")
    labels: list[str] = field(default_factory=list, repr=False)
    #: the players' names seat by seat when the transcript gives them (else empty)
    names: list[str] = field(default_factory=list, repr=False)

    def name_of(self, seat: int) -> str | None:
        """The name of the player at ``seat`` when the transcript gives it, else None."""
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else None

    @property
    def player(self) -> str | None:
        """The seat of the first illegal move as people name it ("seat 1 (red)"), or None."""
        return None if self.seat is None else f"seat {label(self.labels, self.seat)}"

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
            out.update(index=self.index, number=self.number, seat=self.seat,
                       player=self.player, code=self.code, detail=self.message,
                       message=self.message, rule=self.rule)
            name = None if self.seat is None else self.name_of(self.seat)
            if name is not None:
                out["name"] = name
        if self.held is not None:
            out["held"] = self.held
        return out


def label(labels: list[str], seat: int) -> str:
    """The people's name of ``seat`` after the word "seat" (from 1 beyond the table too)."""
    return labels[seat] if 0 <= seat < len(labels) else str(seat + 1)


#: "seat 0", "seats 0, 2" in a core message: seats as the engine numbers them (from 0)
SEATS = re.compile(r"\bseat(s|\(s\))? (\d+(?:, \d+)*)\b")


def people_words(message: str, labels: list[str]) -> str:
    """Return ``message`` with every seat named as people do ("seat 0" -> "seat 1 (red)")."""
    def name(found: re.Match[str]) -> str:
        seats = ", ".join(label(labels, int(n)) for n in found.group(2).split(", "))
        return f"seat{found.group(1) or ''} {seats}"
    return SEATS.sub(name, message)


def seat_labels(game: Game[Any], state: Any, players: int) -> list[str]:
    """How people name each seat of ``state`` after the word "seat"."""
    return [game.seat_label(state, seat) for seat in range(players)]


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
    labels = seat_labels(game, state, transcript.config.players)
    for index, (seat, move) in enumerate(transcript.moves):
        try:
            game.apply(state, seat, move)
        except IllegalMove as exc:
            return state, Verdict(
                legal=False, moves_checked=index, index=index, seat=seat,
                code=exc.code, message=people_words(exc.message, labels), rule=exc.rule,
                finished=game.is_over(state), outcome=game.outcome(state), deal_verified=dealt,
                held=game.held_end(state), labels=labels, names=transcript.names or [],
            )
    return state, Verdict(
        legal=True, moves_checked=len(transcript.moves),
        finished=game.is_over(state), outcome=game.outcome(state), deal_verified=dealt,
        held=game.held_end(state), labels=labels, names=transcript.names or [],
    )


def check(data: Any) -> Verdict:
    """Check a transcript given as parsed JSON; raise TranscriptError if malformed."""
    return replay(Transcript.from_dict(data))[1]
