"""The decision table's vocabulary, the same for every game (issue 40).

A game says what a seat is asked to decide in one table, its package's
``DECISIONS``: a mapping from what tells one decision from another (Driving
Me Crazy!'s record classes, Drive's phases, a small game's one word) to a row
that answers :class:`Decision`.  The rules read the table, never a chain of
``if``\\ s: the legal moves are the current row's ``moves``, and a move the
row does not allow is refused by the row's ``checks`` for its type.  A game's
end is ``state.outcome``: ``{"winners": [...], "reason": ...}`` once over, else
None, the same dictionary the protocol's ``Game.outcome`` returns a copy of.

``tests/core/test_vocabulary.py`` holds every registered game to these names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from core.errors import IllegalMove
from core.protocol import Move

#: a refusal check: why a move of one type is refused while the decision is pending
#: (its arguments are the game's own: the state and seat first), or None
Check = Callable[..., IllegalMove | None]


@runtime_checkable
class Decision(Protocol):
    """One row of a game's decision table (``DECISIONS``)."""

    @property
    def text(self) -> str:
        """What the seat is asked to do, in the players' words."""
        ...

    @property
    def moves(self) -> Callable[..., Sequence[Move]]:
        """The legal moves while this decision is pending (the state and seat first): a
        sequence the caller reads, never changes (a row may hand out one it keeps)."""
        ...

    @property
    def checks(self) -> Mapping[str, Check]:
        """Per move type, why a move of that type is refused while this decision is pending."""
        ...


@dataclass(frozen=True, slots=True)
class Row:
    """A ready-made :class:`Decision` for a game whose rows need nothing more."""

    text: str
    moves: Callable[..., Sequence[Move]]
    checks: Mapping[str, Check] = field(default_factory=dict)


def is_decision_table(table: Any) -> bool:
    """Return whether ``table`` is a non-empty mapping whose every row is a :class:`Decision`."""
    return (isinstance(table, Mapping) and bool(table)
            and all(isinstance(row, Decision) for row in table.values()))
