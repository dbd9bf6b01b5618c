"""Replays: the table as it was after every move of a recorded game.

A transcript (:mod:`core.transcript`) rebuilds a game move by move; a replay
keeps, for each *step*, what the table looked like then.  Step 0 is the deal,
step ``n`` the table just after move ``n`` (people count moves from 1, so step
``n`` follows ``moves[n - 1]``).  A replay stops where the referee check
stops: at the first illegal move, whose verdict it carries.

What a step shows follows the same rule as the live game, and as the API's
transcript (hidden only while a digital game runs):

- always the **spectator's view** (``view(state, None)``) and the events of
  the step's move as the viewer saw them then;
- the view of the viewer's own seat (``own``), when the replay is asked for
  one seat (a player looking back over a game in progress: it saw all of this);
- the move itself when the whole transcript is public: a referee game (moves
  are reports of what the table saw) or a game that is over;
- **every seat's view and every private detail** only when the game is over
  at the end of the replay (digital hands are revealed once it ends, as the
  transcript is); never before, so no hand and no deck order leaks from a
  game in progress.

The views are those :meth:`core.protocol.Game.view` gives; replays have no
clock, so a view that shows a wall-clock deadline (Quick Reactions' reaction
window) shows none.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from core.errors import IllegalMove, RoadtripError, TranscriptError
from core.protocol import Event, Move, event_for
from core.registry import get_game
from core.transcript import Transcript, Verdict
from core.transcript import replay as check_replay


@dataclass(frozen=True)
class Step:
    """The table after one move (step 0: the deal)."""

    #: moves made so far: 0 is the deal, ``n`` follows move ``n`` (``moves[n - 1]``)
    number: int
    #: the seat that made move ``number`` (as in the file, from 0); None for the deal
    seat: int | None
    #: that move, when the transcript is public (referee mode, or the game is over)
    move: Move | None
    #: the move's events as the viewer may see them (every detail once revealed)
    events: list[Event]
    #: the table as a spectator sees it
    view: dict[str, Any]
    #: the viewer's own seat's view (None when the replay is not asked for a seat)
    own: dict[str, Any] | None = None
    #: every seat's view, in seat order, once the game is over (None before)
    seats: list[dict[str, Any]] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the step as JSON (``own`` and ``seats`` only when present)."""
        out: dict[str, Any] = {"number": self.number, "seat": self.seat, "move": self.move,
                               "events": self.events, "view": self.view}
        if self.own is not None:
            out["own"] = self.own
        if self.seats is not None:
            out["seats"] = self.seats
        return out


@dataclass(frozen=True)
class Replay:
    """What a replay of a transcript holds besides its steps."""

    #: the referee check's verdict on the whole transcript (first illegal move, if any)
    verdict: Verdict
    #: how many steps there are: the legal moves made, plus the deal
    length: int
    #: whether the game is over after the last step
    finished: bool
    #: whether every seat's view and private detail is shown (the game is over)
    revealed: bool
    #: whether the moves themselves are shown (referee mode, or revealed)
    public_moves: bool
    #: the viewer's seat (None: a spectator)
    viewer: int | None


def open_replay(transcript: Transcript, viewer: int | None = None,
                closed: bool = False) -> Replay:
    """Check ``transcript`` and say what its replay will show ``viewer`` (None: a spectator).

    ``closed``: the game was closed before its end (its host ended it), so it is over
    all the same and everything is revealed, as once it ends by itself.  Raises
    TranscriptError when the game or config is refused, or when ``viewer`` is not a
    seat of the game.
    """
    if viewer is not None and not 0 <= viewer < transcript.config.players:
        raise TranscriptError(f"seat {viewer} is not a seat of this game")
    state, verdict = check_replay(transcript)
    game = get_game(transcript.game)
    finished = game.is_over(state)
    return Replay(
        verdict=verdict,
        length=verdict.moves_checked + 1,
        finished=finished,
        revealed=finished or closed,
        public_moves=finished or closed or transcript.config.mode == "referee",
        viewer=viewer,
    )


def steps(transcript: Transcript, replay: Replay, first: int = 0,
          last: int | None = None, seats: bool = True) -> Iterator[Step]:
    """Yield the steps ``first``..``last`` (inclusive; None: to the end) of ``replay``.

    ``replay`` is :func:`open_replay`'s answer for the same transcript: it says how
    far the moves are legal and what may be shown.  Moves before ``first`` are
    made without building views, so a page of a long game costs its own views only.
    ``seats`` False leaves every seat's view out even once revealed (a chart of the
    race needs only the table).
    """
    game = get_game(transcript.game)
    try:
        state = game.new(transcript.config, transcript.seed)
    except RoadtripError as exc:
        raise TranscriptError(exc.message) from None
    end = replay.length - 1 if last is None else min(last, replay.length - 1)
    if first <= 0 <= end:
        yield _step(game, state, replay, 0, None, None, [], seats)
    for number in range(1, end + 1):
        seat, move = transcript.moves[number - 1]
        try:
            events = game.apply(state, seat, move)
        except IllegalMove:  # open_replay checked these moves: a changed transcript
            raise TranscriptError("the transcript changed since it was checked") from None
        if number >= first:
            yield _step(game, state, replay, number, seat, move, events, seats)


def _step(game: Any, state: Any, replay: Replay, number: int, seat: int | None,
          move: Move | None, events: list[Event], seats: bool = True) -> Step:
    """Return the step reached in ``state``, showing what ``replay`` allows."""
    players = game.config_of(state).players
    viewer = replay.viewer
    shown_move = move if replay.public_moves or (seat is not None and seat == viewer) else None
    return Step(
        number=number,
        seat=seat,
        move=shown_move,
        events=list(events) if replay.revealed else [event_for(e, viewer) for e in events],
        view=game.view(state, None),
        own=None if viewer is None else game.view(state, viewer),
        seats=[game.view(state, s) for s in range(players)] if replay.revealed and seats
        else None,
    )
