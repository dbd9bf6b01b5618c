"""Referee-mode undo, the game-independent part.

At a real table a player who mis-taps a report must be able to take it back.
The seat that made the last report may send ``{"type": "undo"}`` until the
next report is made; undo puts the state back exactly as it was before that
report.  Digital mode never offers it and an undo is itself not undoable.

A game keeps one :class:`Undo` (or None) in an ``undo`` attribute of its
state and routes its moves through :func:`push`, which snapshots the state
before every referee report.  A snapshot never holds a snapshot of its own,
so the state (and its JSON, see :func:`undo_to_json`) stays one level deep.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from core.errors import IllegalMove

Move = dict[str, Any]
Event = dict[str, Any]

UNDO_MOVE: Move = {"type": "undo"}
RULE_UNDO = ("Referee mode: a report can be undone by its reporter until the next report is"
             " made.")
SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "Referee mode: take back your last report (until the next report is made).",
    "properties": {"type": {"const": "undo"}},
    "required": ["type"],
    "additionalProperties": False,
}


@dataclass(slots=True)
class Undo:
    """The last report: who made it and the state just before it (without an undo)."""

    seat: int
    before: Any


class Undoable(Protocol):
    """A game state that carries the last report's :class:`Undo`."""

    undo: Undo | None


S = TypeVar("S", bound=Undoable)


def become(target: Any, source: Any) -> None:
    """Make ``target`` take every slot of ``source`` (same class); drop ``source`` afterwards."""
    for cls in type(target).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("__weakref__", "__dict__"):
                setattr(target, name, getattr(source, name))


def push(state: S, seat: int, move: Move, referee: bool,
         step: Callable[[S, int, Move], list[Event]], copy: Callable[[S], S]) -> list[Event]:
    """Apply a legal ``move`` with the undo ruling; ``step`` applies the game's own moves.

    An undo restores the snapshot; any other move in referee mode is a report:
    the state is copied (by ``copy``, without its snapshot) before ``step``
    runs and remembered afterwards as the one ``seat`` may go back to.
    """
    if move["type"] == "undo":
        undo = state.undo
        assert undo is not None, "undo is legal only with a snapshot"
        become(state, undo.before)
        state.undo = None
        return [{"type": "undo", "seat": seat}]
    before = None
    if referee:
        before = copy(state)
        before.undo = None
    events = step(state, seat, move)
    if before is not None:
        state.undo = Undo(seat, before)
    return events


def offered(state: Undoable, seat: int, over: bool) -> bool:
    """True when ``seat`` may undo now: it made the last report and the game goes on."""
    return not over and state.undo is not None and state.undo.seat == seat


def refusal(state: Undoable, seat: int, referee: bool) -> IllegalMove | None:
    """Return why ``seat`` may not undo now (``nothing_to_undo``), or None if it may."""
    if not referee:
        return IllegalMove("nothing_to_undo", "moves cannot be undone in digital mode", RULE_UNDO)
    undo = state.undo
    if undo is None or undo.seat != seat:
        last = "nobody" if undo is None else f"seat {undo.seat}"
        return IllegalMove("nothing_to_undo", f"seat {seat} has no report to undo (the last"
                           f" report was {last}'s, or a later report was made)", RULE_UNDO)
    return None


def view_field(state: Undoable, over: bool) -> int | None:
    """Return the seat that may undo now (the view's ``"undo"``), or None."""
    return None if over or state.undo is None else state.undo.seat


def undo_to_json(state: Undoable, dump: Callable[[Any], dict[str, Any]]) -> dict[str, Any] | None:
    """Return ``{"seat": ..., "state": dump(before)}`` for the state's JSON, or None."""
    undo = state.undo
    return None if undo is None else {"seat": undo.seat, "state": dump(undo.before)}


def undo_from_json(data: Any, load: Callable[[Any], Any]) -> Undo | None:
    """Rebuild :func:`undo_to_json`; the snapshot's own ``undo`` must be absent."""
    if data is None:
        return None
    if not isinstance(data, dict) or set(data) != {"seat", "state"}:
        raise ValueError("undo must be {seat, state}")
    seat = data["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError("undo seat must be an integer")
    if isinstance(data["state"], dict) and data["state"].get("undo") is not None:
        raise ValueError("an undo snapshot holds no snapshot of its own")
    return Undo(seat, load(data["state"]))
