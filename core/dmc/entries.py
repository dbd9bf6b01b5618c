"""The pending actions of Driving Me Crazy!: one record class per kind of decision.

Each record is a frozen dataclass holding only what its kind needs (``seat``
first), with its kind a class constant typed as a ``Literal``; code tells
kinds apart by class (``isinstance``, ``match``), and mypy narrows on it.
Records on ``state.stack`` (top last) are the card actions still to carry
out; :class:`Main`, :class:`Discarding`, :class:`Window` and :class:`Finishing` are
the decisions :func:`current` reports when the stack is empty, a reaction window is
open or (referee) a card that reached the goal may still be answered (which record the
game waits for is read here, from the state's fields, without a rule).  Variant kinds
are described in ``docs/rules/driving-me-crazy.md``.

Saved form: every record is saved as the same four-item list as ever,
``[kind, seat, number, text]`` (:meth:`Record.saved`, read back by
:func:`record`); a kind without a number saves 0 and one without a text ``""``,
and a Carpool choice's distance cards are saved as ids each followed by a space.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal, Self, TypeAlias

if TYPE_CHECKING:  # the state module imports this one
    from core.dmc.state import State

#: an entry as saved in the state's JSON: ``[kind, seat, number, text]``
Saved = tuple[str, int, int, str]


@dataclass(frozen=True, slots=True)
class Record:
    """What every pending decision has: the seat it is for.

    ``NUMBER`` and ``TEXT`` name the fields saved as the number and the text of
    :data:`Saved` (empty: a kind without one saves 0 or ``""``).
    """

    kind: ClassVar[str]
    NUMBER: ClassVar[str] = ""
    TEXT: ClassVar[str] = ""
    seat: int

    def saved(self) -> Saved:
        """Return the saved form ``(kind, seat, number, text)``."""
        number = int(getattr(self, self.NUMBER)) if self.NUMBER else 0
        return self.kind, self.seat, number, getattr(self, self.TEXT) if self.TEXT else ""

    @classmethod
    def from_saved(cls, seat: int, number: int, text: str) -> Self:
        """Return the record of a saved entry's seat, number and text (see :meth:`saved`)."""
        named = {name: value for name, value in ((cls.NUMBER, number), (cls.TEXT, text))
                 if name}
        return cls(seat, **named)


@dataclass(frozen=True, slots=True)
class Main(Record):
    """``seat``'s main decision: play, discard or pass (``state.phase`` ``"main"``)."""

    kind: ClassVar[Literal["main"]] = "main"


@dataclass(frozen=True, slots=True)
class Discarding(Record):
    """``seat`` discarded this turn: discard more or end the turn."""

    kind: ClassVar[Literal["discarding"]] = "discarding"


@dataclass(frozen=True, slots=True)
class Window(Record):
    """A reaction window is open on ``card``, played by ``seat`` (Quick Reactions)."""

    kind: ClassVar[Literal["window"]] = "window"
    TEXT: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True, slots=True)
class Finishing(Record):
    """Referee, Quick Reactions: ``card``, just played, brought ``seat``'s road to the goal;
    the game ends once the table confirms it (``finish``) unless the card is answered."""

    kind: ClassVar[Literal["finishing"]] = "finishing"
    TEXT: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True, slots=True)
class End(Record):
    """End ``seat``'s turn: rotate the trackers in front of them, next player."""

    kind: ClassVar[Literal["end"]] = "end"


@dataclass(frozen=True, slots=True)
class Draw(Record):
    """``seat`` draws ``count`` cards (``REFILL``: up to the hand size) for ``source``."""

    kind: ClassVar[Literal["draw"]] = "draw"
    NUMBER: ClassVar[str] = "count"
    TEXT: ClassVar[str] = "source"
    count: int
    source: str


@dataclass(frozen=True, slots=True)
class Play(Record):
    """An additional play for ``seat``, granted by ``source``."""

    kind: ClassVar[Literal["play"]] = "play"
    TEXT: ClassVar[str] = "source"
    source: str


@dataclass(frozen=True, slots=True)
class Take(Record):
    """Digital GPS or Motorway: ``seat`` picks ``left`` more cards from the deck."""

    kind: ClassVar[Literal["take"]] = "take"
    NUMBER: ClassVar[str] = "left"
    TEXT: ClassVar[str] = "source"
    left: int
    source: str


@dataclass(frozen=True, slots=True)
class Toll(Record):
    """Toll Booth: the victim ``seat`` discards ``left`` more cards."""

    kind: ClassVar[Literal["toll"]] = "toll"
    NUMBER: ClassVar[str] = "left"
    TEXT: ClassVar[str] = "source"
    left: int
    source: str


@dataclass(frozen=True, slots=True)
class Done(Record):
    """The blue ``card`` in front of ``seat`` is resolved: discard it."""

    kind: ClassVar[Literal["done"]] = "done"
    TEXT: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True, slots=True)
class Free(Record):
    """``seat`` plays ``card`` not from their hand (Backseat Driver, Carpool).

    ``placed``: the card waits here and is placed as played (saved as 1); not
    ``placed`` (0): only its effect (Carpool's opponent), the card lies elsewhere.
    """

    kind: ClassVar[Literal["free"]] = "free"
    NUMBER: ClassVar[str] = "placed"
    TEXT: ClassVar[str] = "card"
    placed: bool
    card: str

    @classmethod
    def from_saved(cls, seat: int, number: int, text: str) -> Self:
        """Return the record of a saved entry (``number`` 1: placed)."""
        return cls(seat, number == 1, text)


@dataclass(frozen=True, slots=True)
class Camera(Record):
    """Speed Camera: the victim ``seat`` discards ``left`` more distance cards."""

    kind: ClassVar[Literal["camera"]] = "camera"
    NUMBER: ClassVar[str] = "left"
    TEXT: ClassVar[str] = "source"
    left: int
    source: str


@dataclass(frozen=True, slots=True)
class Rest(Record):
    """Rest Stop: ``seat`` discards as many cards as wanted, then stops."""

    kind: ClassVar[Literal["rest"]] = "rest"
    TEXT: ClassVar[str] = "source"
    source: str


@dataclass(frozen=True, slots=True)
class Mirror(Record):
    """Rearview Mirror: ``seat`` draws ``left`` more chosen cards from the discard pile."""

    kind: ClassVar[Literal["mirror"]] = "mirror"
    NUMBER: ClassVar[str] = "left"
    TEXT: ClassVar[str] = "source"
    left: int
    source: str


@dataclass(frozen=True, slots=True)
class Look(Record):
    """Rearview Mirror: ``seat`` looks at hands; ``seen`` is the bitmask of seats seen."""

    kind: ClassVar[Literal["look"]] = "look"
    NUMBER: ClassVar[str] = "seen"
    TEXT: ClassVar[str] = "source"
    seen: int
    source: str


@dataclass(frozen=True, slots=True)
class Blue(Record):
    """Carpool: ``seat`` searches the deck for a blue card to play."""

    kind: ClassVar[Literal["blue"]] = "blue"
    TEXT: ClassVar[str] = "source"
    source: str


@dataclass(frozen=True, slots=True)
class Km(Record):
    """Carpool: ``seat`` searches the deck for ``left`` more distance cards to play."""

    kind: ClassVar[Literal["km"]] = "km"
    NUMBER: ClassVar[str] = "left"
    TEXT: ClassVar[str] = "source"
    left: int
    source: str


@dataclass(frozen=True, slots=True)
class Give(Record):
    """Carpool: ``seat`` chooses the opponent who gets copies or the blue card's effect.

    Not ``blue``: ``cards`` are the distance cards to copy, in the order taken;
    ``blue``: ``cards`` is the one blue card whose effect the opponent also gets
    (the card waits here).  Saved as ``[give, seat, 0, "id id "]`` (each id
    followed by a space) or ``[give, seat, 1, "id"]``.
    """

    kind: ClassVar[Literal["give"]] = "give"
    blue: bool
    cards: tuple[str, ...]

    def saved(self) -> Saved:
        """Return the saved form (see the class)."""
        if self.blue:
            return self.kind, self.seat, 1, self.cards[0]
        return self.kind, self.seat, 0, "".join(card + " " for card in self.cards)

    @classmethod
    def from_saved(cls, seat: int, number: int, text: str) -> Self:
        """Return the record of a saved entry (see the class)."""
        return cls(seat, True, (text,)) if number == 1 else cls(seat, False, tuple(text.split()))


@dataclass(frozen=True, slots=True)
class Copy(Record):
    """Referee Carpool: take another ``card`` for ``seat``'s (the opponent's) road."""

    kind: ClassVar[Literal["copy"]] = "copy"
    TEXT: ClassVar[str] = "card"
    card: str


#: every kind of pending decision
Entry: TypeAlias = (Main | Discarding | Window | Finishing | End | Draw | Play | Take | Toll
                    | Done | Free | Camera | Rest | Mirror | Look | Blue | Km | Give | Copy)

#: the entries a deck search settles (:func:`core.dmc.checks.search_settles`)
Search: TypeAlias = Take | Blue | Km | Copy

#: the record class of each kind, by the name saved in ``state.stack``
RECORDS: dict[str, type[Entry]] = {
    cls.kind: cls for cls in (Main, Discarding, Window, Finishing, End, Draw, Play, Take, Toll,
                              Done, Free, Camera, Rest, Mirror, Look, Blue, Km, Give, Copy)
}


def record(kind: str, seat: int, number: int, text: str) -> Entry:
    """Return the named record of a saved ``[kind, seat, number, text]`` entry."""
    return RECORDS[kind].from_saved(seat, number, text)


def current(state: State) -> Entry | None:
    """Return the decision the game waits for as a named record, or None once it is over.

    :class:`Finishing` (referee: ``seat``'s road reached the goal with ``card``, which may
    still be answered), :class:`Window` (an open reaction window: ``seat`` is the card's
    player, the deciding seats are the window's waiting seats), the stack's top entry, else
    the turn's :class:`Main` or :class:`Discarding`.
    """
    if state.outcome is not None:
        return None
    if state.finishing is not None:
        return Finishing(state.finishing["winners"][0], state.finishing["card"])
    if state.window is not None:
        return Window(state.window.player, state.window.card)
    if state.stack:
        return state.stack[-1]
    # records are immutable: one per phase and seat, built once (a dict per phase, indexed by
    # the seat: no key to build, no get() call, at most plies of a playout)
    records = _DISCARDING if state.phase == "discarding" else _MAIN
    turn = state.turn
    try:
        return records[turn]
    except KeyError:
        record = records[turn] = Discarding(turn) if records is _DISCARDING else Main(turn)
        return record


#: the turn's records by seat: its discarding phase's, and any other phase's (main, acting)
_DISCARDING: dict[int, Main | Discarding] = {}
_MAIN: dict[int, Main | Discarding] = {}
