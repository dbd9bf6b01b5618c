"""The pending actions of Driving Me Crazy!: one named record per kind of decision.

Each record is a :class:`~typing.NamedTuple` of four fields, ``kind`` and
``seat`` first, so it is saved as the same four-item list as ever
(``[kind, seat, number, text]``, see :func:`core.dmc.state.dump`) while the
code reads each field by the name that says what it holds for that kind: a
Rearview Mirror look's ``seen`` bitmask, a Carpool's ``cards`` to copy.
Records on ``state.stack`` (top last) are the card actions still to carry
out; :class:`Main`, :class:`Discarding`, :class:`Window` and :class:`Finishing` are
the decisions :func:`core.dmc.checks.current` reports when the stack is empty, a
reaction window is open or (referee) a card that reached the goal may still be
answered.  Variant kinds are described in ``docs/rules/driving-me-crazy.md``.
"""

from __future__ import annotations

from typing import NamedTuple


class Main(NamedTuple):
    """``seat``'s main decision: play, discard or pass (``state.phase`` ``"main"``)."""

    kind: str
    seat: int
    zero: int
    blank: str


class Discarding(NamedTuple):
    """``seat`` discarded this turn: discard more or end the turn."""

    kind: str
    seat: int
    zero: int
    blank: str


class Window(NamedTuple):
    """A reaction window is open on ``card``, played by ``seat`` (Quick Reactions)."""

    kind: str
    seat: int
    zero: int
    card: str


class Finishing(NamedTuple):
    """Referee, Quick Reactions: ``card``, just played, brought ``seat``'s road to the goal;
    the game ends once the table confirms it (``finish``) unless the card is answered."""

    kind: str
    seat: int
    zero: int
    card: str


class End(NamedTuple):
    """End ``seat``'s turn: rotate the trackers in front of them, next player."""

    kind: str
    seat: int
    zero: int
    blank: str


class Draw(NamedTuple):
    """``seat`` draws ``count`` cards (``REFILL``: up to the hand size) for ``source``."""

    kind: str
    seat: int
    count: int
    source: str


class Play(NamedTuple):
    """An additional play for ``seat``, granted by ``source``."""

    kind: str
    seat: int
    zero: int
    source: str


class Take(NamedTuple):
    """Digital GPS or Motorway: ``seat`` picks ``left`` more cards from the deck."""

    kind: str
    seat: int
    left: int
    source: str


class Toll(NamedTuple):
    """Toll Booth: the victim ``seat`` discards ``left`` more cards."""

    kind: str
    seat: int
    left: int
    source: str


class Done(NamedTuple):
    """The blue ``card`` in front of ``seat`` is resolved: discard it."""

    kind: str
    seat: int
    zero: int
    card: str


class Free(NamedTuple):
    """``seat`` plays ``card`` not from their hand (Backseat Driver, Carpool).

    ``placed`` 1: the card waits here and is placed as played; 0: only its
    effect (Carpool's opponent), the card lies elsewhere.
    """

    kind: str
    seat: int
    placed: int
    card: str


class Camera(NamedTuple):
    """Speed Camera: the victim ``seat`` discards ``left`` more distance cards."""

    kind: str
    seat: int
    left: int
    source: str


class Rest(NamedTuple):
    """Rest Stop: ``seat`` discards as many cards as wanted, then stops."""

    kind: str
    seat: int
    zero: int
    source: str


class Mirror(NamedTuple):
    """Rearview Mirror: ``seat`` draws ``left`` more chosen cards from the discard pile."""

    kind: str
    seat: int
    left: int
    source: str


class Look(NamedTuple):
    """Rearview Mirror: ``seat`` looks at hands; ``seen`` is the bitmask of seats seen."""

    kind: str
    seat: int
    seen: int
    source: str


class Blue(NamedTuple):
    """Carpool: ``seat`` searches the deck for a blue card to play."""

    kind: str
    seat: int
    zero: int
    source: str


class Km(NamedTuple):
    """Carpool: ``seat`` searches the deck for ``left`` more distance cards to play."""

    kind: str
    seat: int
    left: int
    source: str


class Give(NamedTuple):
    """Carpool: ``seat`` chooses the opponent who gets copies or the blue card's effect.

    ``blue`` 0: ``cards`` are the distance cards to copy (space-separated ids,
    each followed by a space); 1: ``cards`` is the one blue card whose effect
    the opponent also gets (the card waits here).
    """

    kind: str
    seat: int
    blue: int
    cards: str

    def card_list(self) -> list[str]:
        """Return the cards this choice gives, as a list of ids."""
        return [self.cards] if self.blue else self.cards.split()


class Copy(NamedTuple):
    """Referee Carpool: take another ``card`` for ``seat``'s (the opponent's) road."""

    kind: str
    seat: int
    zero: int
    card: str


Entry = (Main | Discarding | Window | Finishing | End | Draw | Play | Take | Toll | Done | Free
         | Camera | Rest | Mirror | Look | Blue | Km | Give | Copy)

#: the record of each kind, by the name saved in ``state.stack``
RECORDS: dict[str, type[Entry]] = {  # type: ignore[valid-type]
    "main": Main, "discarding": Discarding, "window": Window, "finishing": Finishing,
    "end": End, "draw": Draw,
    "play": Play, "take": Take, "toll": Toll, "done": Done, "free": Free, "camera": Camera,
    "rest": Rest, "mirror": Mirror, "look": Look, "blue": Blue, "km": Km, "give": Give,
    "copy": Copy,
}


def record(kind: str, seat: int, number: int, text: str) -> Entry:
    """Return the named record of a saved ``[kind, seat, number, text]`` entry."""
    return RECORDS[kind](kind, seat, number, text)  # type: ignore[no-any-return]
