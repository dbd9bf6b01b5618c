"""Referee-mode undo, the game-independent part.

At a real table a report that was mis-tapped, or noticed wrong a little
later, must be taken back.  The ruling (:data:`RULE_UNDO`):

- the table takes back its reports **last first**: ``{"type": "undo"}``
  takes back the last report that still stands and puts the game back
  exactly as it was before it, including which earlier reports can still be
  taken back, so several reports can be undone in order (up to
  :data:`DEPTH`);
- **who**: the reporter, or any other seat on behalf of the table.  A real
  table has no referee with a special phone: whoever notices the slip says so
  and takes it back with everyone watching, so "the host" is the table, and
  in core any seat stands for it.  The ``undo`` event names both the seat
  that undid and the reporter;
- an undo is not itself a report (it cannot be undone), digital mode never
  offers it;
- **the report that ended the game** can be taken back too
  (:data:`RULE_UNDO_END`): a mis-tapped winning card or the last report of a
  Drive game is as much a slip as any other.  Once the game is over an undo
  is the only move; it puts the game back as it was before that report
  (no outcome, no winner) and play goes on.  Nothing else is offered after
  the end.  (Outside core the API offers it until a rematch is started or the
  host ends the table.)

A game keeps a chain of :class:`Undo` (or None) in an ``undo`` attribute of
its state and routes its moves through :func:`push`, which snapshots the
state before every referee report.  A snapshot never holds a snapshot of its
own: the chain lives beside the snapshots (``below``), so restoring one puts
the rest of the chain back as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from core.errors import IllegalMove
from core.protocol import Event, Move

UNDO_MOVE: Move = {"type": "undo"}
#: how many reports the table can take back in a row (older ones are forgotten)
DEPTH = 10
RULE_UNDO = ("Referee mode ruling: the table takes back its reports last first, each by its"
             " reporter or by any other seat on behalf of the table (up to the last"
             f" {DEPTH} reports).")
RULE_UNDO_END = ("Referee mode ruling: the report that ended the game can be taken back like"
                 " any other (undo, by its reporter or by any other seat on behalf of the"
                 " table) until a rematch is started or the host ends the table; the game then"
                 " goes on as it was before that report.")
SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "Referee mode: take back the last report that still stands (yours, or"
                   " another seat's on behalf of the table); repeat to take back earlier ones.",
    "properties": {"type": {"const": "undo"}},
    "required": ["type"],
    "additionalProperties": False,
}


@dataclass(slots=True)
class Undo:
    """A report that still stands: who made it, the state just before it, the reports below.

    ``before`` holds no undo of its own; ``below`` is the chain that stood
    before this report (None: no earlier report can be taken back).
    """

    seat: int
    before: Any
    below: Undo | None = None


class Undoable(Protocol):
    """A game state that carries the chain of standing reports (:class:`Undo`)."""

    undo: Undo | None


S = TypeVar("S", bound=Undoable)


def become(target: Any, source: Any) -> None:
    """Make ``target`` take every slot of ``source`` (same class); drop ``source`` afterwards."""
    for cls in type(target).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("__weakref__", "__dict__"):
                setattr(target, name, getattr(source, name))


def _trim(chain: Undo | None, keep: int) -> Undo | None:
    """Return ``chain`` without the links after the first ``keep`` (the oldest reports).

    Links are shared, never changed: a longer chain is rebuilt, a short one
    returned as it is.
    """
    links = _links(chain)
    if len(links) <= keep:
        return chain
    out = None
    for link in reversed(links[:keep]):
        out = Undo(link.seat, link.before, out)
    return out


def with_undo(state: S, seat: int, move: Move, referee: bool,
              step: Callable[[S, int, Move], list[Event]], copy: Callable[[S], S]) -> list[Event]:
    """Apply a legal ``move`` with the undo ruling; ``step`` applies the game's own moves.

    An undo restores the last standing report's snapshot and the chain below
    it; any other move in referee mode is a report: the state is copied (by
    ``copy``, without its chain) before ``step`` runs and pushed afterwards
    on the chain as the report ``seat`` made.
    """
    if move["type"] == "undo":
        undo = state.undo
        assert undo is not None, "undo is legal only with a standing report"
        become(state, undo.before)
        state.undo = undo.below
        return [{"type": "undo", "seat": seat, "reporter": undo.seat}]
    before = None
    chain = state.undo
    if referee:
        before = copy(state)
        before.undo = None
    events = step(state, seat, move)
    if before is not None:
        state.undo = Undo(seat, before, _trim(chain, DEPTH - 1))
    return events


def offered(state: Undoable, seat: int, over: bool) -> bool:
    """True when ``seat`` may undo now: a report stands (any seat).

    ``over`` does not bar it: the report that ended the game can be taken back
    (:data:`RULE_UNDO_END`); it is kept so callers say which moment they ask about.
    """
    del seat, over  # any seat, during the game or after its end
    return state.undo is not None


def after_the_end(state: Undoable, move: Any, referee: bool, rule: str) -> IllegalMove | None:
    """Return why ``move`` is refused once the game is over, or None for the undo of its end.

    Only ``{"type": "undo"}`` is left, in referee mode and while the report that
    ended the game still stands (:data:`RULE_UNDO_END`); anything else is
    ``game_over``, quoting ``rule`` (the game's sentence on how it ends).
    """
    if referee and move == UNDO_MOVE and state.undo is not None:
        return None
    if referee and state.undo is not None:
        return IllegalMove("game_over", "the game is over: only the report that ended it can be"
                           " taken back (undo)", RULE_UNDO_END)
    return IllegalMove("game_over", "the game is over", rule)


def refusal(state: Undoable, seat: int, referee: bool) -> IllegalMove | None:
    """Return why ``seat`` may not undo now (``nothing_to_undo``), or None if it may."""
    if not referee:
        return IllegalMove("nothing_to_undo", "moves cannot be undone in digital mode", RULE_UNDO)
    if state.undo is None:
        return IllegalMove("nothing_to_undo", f"no report is left to take back (seat {seat}):"
                           f" none was made yet, or the last {DEPTH} were already taken back",
                           RULE_UNDO)
    return None


def view_field(state: Undoable, over: bool) -> int | None:
    """Return the reporter of the report an undo would take back (the view's ``"undo"``).

    Also once ``over``: then it is the reporter of the report that ended the game.
    """
    del over  # the end can be taken back too (RULE_UNDO_END)
    return None if state.undo is None else state.undo.seat


def depth(state: Undoable) -> int:
    """Return how many reports the table can still take back in a row."""
    return len(_links(state.undo))


def undo_to_json(state: Undoable, dump: Callable[[Any], dict[str, Any]]) -> dict[str, Any] | None:
    """Return ``{"seat", "state": dump(before)[, "below": ...]}`` for the state's JSON, or None.

    One standing report keeps the original ``{"seat", "state"}`` shape; each
    earlier one nests under ``below``.
    """
    undo = state.undo
    if undo is None:
        return None
    data: dict[str, Any] = {"seat": undo.seat, "state": dump(undo.before)}
    layer = data
    for link in _links(undo.below):
        layer["below"] = {"seat": link.seat, "state": dump(link.before)}
        layer = layer["below"]
    return data


def _links(chain: Undo | None) -> list[Undo]:
    out = []
    while chain is not None:
        out.append(chain)
        chain = chain.below
    return out


def undo_from_json(data: Any, load: Callable[[Any], Any]) -> Undo | None:
    """Rebuild :func:`undo_to_json`; the snapshots' own ``undo`` must be absent."""
    if data is None:
        return None
    links = []
    while data is not None:
        if not isinstance(data, dict) or not {"seat", "state"} <= set(data) <= {
                "seat", "state", "below"}:
            raise ValueError("undo must be {seat, state[, below]}")
        seat = data["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError("undo seat must be an integer")
        if isinstance(data["state"], dict) and data["state"].get("undo") is not None:
            raise ValueError("an undo snapshot holds no snapshot of its own")
        links.append((seat, data["state"]))
        if len(links) > DEPTH:
            raise ValueError(f"at most {DEPTH} reports can be taken back")
        if "below" in data and data["below"] is None:
            raise ValueError("undo below must be an earlier report")
        data = data.get("below")
    chain = None
    for seat, before in reversed(links):
        chain = Undo(seat, load(before), chain)
    return chain
