"""How each pending action settles by itself when nobody has a choice to make.

One function per kind of entry (:mod:`core.dmc.entries`), listed in the table
of :mod:`core.dmc.decisions`: it carries the top entry out (popping it) and
returns False, or returns True when a seat must decide.  Actions that cannot
be carried out are skipped.
"""

from __future__ import annotations

from core.dmc import actions, entries, signs
from core.dmc.candidates import free_moves, play_moves, search_cards
from core.dmc.cards import DISTANCE
from core.dmc.checks import (
    DISTANCE_ONLY,
    MIRROR_COUNT,
    draw_required,
    hand_count,
    seen_counts,
    signs_in_deck,
)
from core.dmc.entries import Copy, Entry, Km
from core.dmc.state import State
from core.protocol import Event


def waits(s: State, entry: Entry, events: list[Event]) -> bool:
    """A decision that never settles by itself."""
    return True


def end(s: State, entry: entries.End, events: list[Event]) -> bool:
    """End the turn."""
    s.stack.pop()
    actions.end_turn(s, entry.seat, events)
    return False


def done(s: State, entry: entries.Done, events: list[Event]) -> bool:
    """A blue card's actions are done: it goes to the discard pile."""
    s.stack.pop()
    actions.to_discard_from_front(s, entry.seat, entry.card, events)
    return False


def draw(s: State, entry: entries.Draw, events: list[Event]) -> bool:
    """Digital: draw; referee: wait for the report (nothing to draw: go on)."""
    count = draw_required(s, entry)
    if count and not s.digital:
        return True
    s.stack.pop()
    if count:
        actions.draw(s, entry.seat, count, entry.source, events)
    return False


def play(s: State, entry: entries.Play, events: list[Event]) -> bool:
    """An additional play waits while a card can be played, else it is skipped."""
    if play_moves(s, entry.seat, entry.source in DISTANCE_ONLY):
        return True
    s.stack.pop()
    events.append({"type": "skip", "seat": entry.seat, "source": entry.source})
    return False


def _refill_for_search(s: State, entry: Entry, events: list[Event]) -> bool:
    """An empty draw pile is refilled from the discards before a search; True: wait for
    the referee's sign flips first."""
    if s.digital and not s.deck and s.discard:
        actions.reshuffle(s, events)
        signs.flip(s, events)
    elif not s.digital and not (isinstance(entry, Km) and entry.left <= 0):
        # the table searches as digital mode does: an empty pile is refilled from
        # the discards first, and signs left on it are flipped before that
        if s.deck_n and s.deck_n == signs_in_deck(s):
            return True
        if not s.deck_n and s.discard:
            actions.reshuffle(s, events)
    return False


def search(s: State, entry: Entry, events: list[Event]) -> bool:
    """A deck search (GPS, Motorway, Carpool) waits while it can find a card."""
    if _refill_for_search(s, entry, events):
        return True
    stack = s.stack
    if entry.kind == "copy" and s.digital:
        stack.pop()
        actions.copy(s, entry, events)  # type: ignore[arg-type]
        return False
    if entry.kind in ("take", "km") and entry.left <= 0:  # type: ignore[union-attr]
        stack.pop()  # every card was taken
        return False
    if search_cards(s, entry, None if s.digital else seen_counts(s)):
        return True
    stack.pop()
    source = entry.card if isinstance(entry, Copy) else entry.source  # type: ignore[union-attr]
    events.append({"type": "skip", "seat": entry.seat, "source": source})
    return False


def toll(s: State, entry: entries.Toll, events: list[Event]) -> bool:
    """The Toll Booth's victim discards while cards are owed and held."""
    if entry.left > 0 and hand_count(s, entry.seat) > 0:
        return True
    s.stack.pop()
    actions.to_discard_from_front(s, entry.seat, entry.source, events)
    return False


def camera(s: State, entry: entries.Camera, events: list[Event]) -> bool:
    """The Speed Camera's victim discards distance cards while owed and (maybe) held."""
    seat = entry.seat
    if entry.left > 0 and (any(c in DISTANCE for c in s.hands[seat]) if s.digital
                           else hand_count(s, seat) > 0):
        return True
    s.stack.pop()
    actions.to_discard_from_front(s, seat, entry.source, events)
    return False


def free(s: State, entry: entries.Free, events: list[Event]) -> bool:
    """A gained card is played at once when it has one way; else its player chooses."""
    seat, card = entry.seat, entry.card
    moves = free_moves(s, seat, card)
    if len(moves) > 1 or (moves and len(moves[0]) > 2):
        return True  # a target or an option to choose
    s.stack.pop()
    if moves:
        events.append({"type": "play", "seat": seat, "card": card, "gained": True})
        actions.resolve(s, seat, card, None, None, events, placed=entry.placed == 1)
    elif entry.placed == 1:  # "If you cannot play it, discard it."
        s.discard.append(card)
        events.append({"type": "discarded", "seat": seat, "card": card})
    return False


def rest(s: State, entry: entries.Rest, events: list[Event]) -> bool:
    """Rest Stop discards go on while the hand holds cards."""
    if hand_count(s, entry.seat) > 0:
        return True
    s.stack.pop()
    return False


def mirror(s: State, entry: entries.Mirror, events: list[Event]) -> bool:
    """Rearview Mirror takes go on while cards are owed and the discard pile has some."""
    if entry.left > 0 and s.discard:
        return True
    s.stack.pop()
    return False


def look(s: State, entry: entries.Look, events: list[Event]) -> bool:
    """Rearview Mirror looks go on until 3 hands or every other hand was seen."""
    if bin(entry.seen).count("1") < MIRROR_COUNT and entry.seen | 1 << entry.seat != (
            1 << s.n) - 1:
        return True
    s.stack.pop()
    return False


def give(s: State, entry: entries.Give, events: list[Event]) -> bool:
    """Carpool's opponent is chosen when there is something to give."""
    if entry.blue == 1 or entry.cards:
        return True
    s.stack.pop()
    return False
