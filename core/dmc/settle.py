"""How each pending action settles by itself when nobody has a choice to make.

One function per kind of entry (:mod:`core.dmc.entries`), listed in the table
of :mod:`core.dmc.decisions`: it carries the top entry out (popping it) and
returns False, or returns True when a seat must decide.  Actions that cannot
be carried out are skipped.
"""

from __future__ import annotations

from core.dmc import actions, entries, signs
from core.dmc.candidates import free_moves, search_cards
from core.dmc.cards import DISTANCE
from core.dmc.checks import (
    DISTANCE_ONLY,
    MIRROR_COUNT,
    can_play,
    deck_size,
    draw_required,
    hand_count,
    seen_counts,
    signs_in_deck,
)
from core.dmc.entries import Copy, Entry, Km, Search, Take
from core.dmc.state import State
from core.protocol import Event


def waits(state: State, entry: Entry, events: list[Event]) -> bool:
    """A decision that never settles by itself."""
    return True


def end(state: State, entry: entries.End, events: list[Event]) -> bool:
    """End the turn."""
    state.stack.pop()
    actions.end_turn(state, entry.seat, events)
    return False


def done(state: State, entry: entries.Done, events: list[Event]) -> bool:
    """A blue card's actions are done: it goes to the discard pile.

    So does every blue card done beneath it, in the same step: discarding one reads and
    changes nothing another one's settling asks (the game goes on, no window opens), so
    they go in stack order without a visit back to the loop for each.
    """
    stack = state.stack
    while True:
        stack.pop()
        actions.to_discard_from_front(state, entry.seat, entry.card, events)
        top = stack[-1] if stack else None
        if not isinstance(top, entries.Done):
            return False
        entry = top


#: the draws a referee table reports for a search of the deck (digital: :class:`Take`)
SEARCH_DRAWS = frozenset({"gps", "motorway"})


def draw(state: State, entry: entries.Draw, events: list[Event]) -> bool:
    """Digital: draw; referee: wait for the report (nothing to draw: go on).

    Referee GPS and Motorway are searches of the deck, reported as draws: an empty
    draw pile is refilled as the search begins (or goes on), before anyone can call a
    card meanwhile, exactly as digital mode refills it for its search
    (:func:`_refill_for_search`).
    """
    if state.referee and entry.source in SEARCH_DRAWS and _refill_for_search(state, entry,
                                                                            events):
        return True  # the table flips the signs left alone on the pile first
    count = draw_required(state, entry)
    if count and state.referee:
        return True
    state.stack.pop()
    if count:
        actions.draw(state, entry.seat, count, entry.source, events)
    return False


def play(state: State, entry: entries.Play, events: list[Event]) -> bool:
    """An additional play waits while a card can be played, else it is skipped."""
    if can_play(state, entry.seat, entry.source in DISTANCE_ONLY):
        return True
    state.stack.pop()
    events.append({"type": "skip", "seat": entry.seat, "source": entry.source})
    return False


def _refill_for_search(state: State, entry: Search | entries.Draw, events: list[Event]) -> bool:
    """Before a deck search (GPS, Motorway, Carpool), both modes alike: signs left alone on
    the draw pile are flipped, then an empty pile is refilled from the discards.  True: wait
    for the referee's sign flips first.

    "Every time one of the Signs of Madness cards are on the top of the deck, flip it over":
    a pile of nothing but unflipped signs has one on top, so it is flipped off before the
    search, and the discard pile is reshuffled as for a draw ("An empty draw pile is refilled
    by shuffling the discard pile").
    """
    if isinstance(entry, Km) and entry.left <= 0:  # Carpool: every card taken, no search
        return False
    size = deck_size(state)
    if size and size == signs_in_deck(state):  # only unflipped signs are left
        if state.referee:
            return True  # the table reports each flip (flip_sign) before the search goes on
        signs.flip(state, events)
        size = 0
    if not size and state.discard:
        actions.reshuffle(state, events)
        signs.flip(state, events)  # digital: a sign shuffled on top is flipped at once
    return False


def search(state: State, entry: Search, events: list[Event]) -> bool:
    """A deck search (GPS, Motorway, Carpool) waits while it can find a card."""
    if _refill_for_search(state, entry, events):
        return True
    stack = state.stack
    if isinstance(entry, Copy) and not state.referee:
        stack.pop()
        actions.copy(state, entry, events)
        return False
    if isinstance(entry, Take | Km) and entry.left <= 0:
        stack.pop()  # every card was taken
        return False
    if search_cards(state, entry, None if not state.referee else seen_counts(state)):
        return True
    stack.pop()
    source = entry.card if isinstance(entry, Copy) else entry.source
    events.append({"type": "skip", "seat": entry.seat, "source": source})
    return False


def toll(state: State, entry: entries.Toll, events: list[Event]) -> bool:
    """The Toll Booth's victim discards while cards are owed and held."""
    if entry.left > 0 and hand_count(state, entry.seat) > 0:
        return True
    state.stack.pop()
    actions.to_discard_from_front(state, entry.seat, entry.source, events)
    return False


def camera(state: State, entry: entries.Camera, events: list[Event]) -> bool:
    """The Speed Camera's victim discards distance cards while owed and (maybe) held."""
    seat = entry.seat
    if entry.left > 0 and (any(c in DISTANCE for c in state.hands[seat]) if not state.referee
                           else hand_count(state, seat) > 0):
        return True
    state.stack.pop()
    actions.to_discard_from_front(state, seat, entry.source, events)
    return False


def free(state: State, entry: entries.Free, events: list[Event]) -> bool:
    """A gained card is played at once when it has one way; else its player chooses."""
    seat, card = entry.seat, entry.card
    moves = free_moves(state, seat, card)
    if len(moves) > 1 or (moves and len(moves[0]) > 2):
        return True  # a target or an option to choose
    state.stack.pop()
    if moves:
        events.append({"type": "play", "seat": seat, "card": card, "gained": True})
        actions.resolve(state, seat, card, None, None, events, placed=entry.placed)
    elif entry.placed:  # "If you cannot play it, discard it."
        state.discard.append(card)
        events.append({"type": "discarded", "seat": seat, "card": card})
    return False


def rest(state: State, entry: entries.Rest, events: list[Event]) -> bool:
    """Rest Stop discards go on while the hand holds cards."""
    if hand_count(state, entry.seat) > 0:
        return True
    state.stack.pop()
    return False


def mirror(state: State, entry: entries.Mirror, events: list[Event]) -> bool:
    """Rearview Mirror takes go on while cards are owed and the discard pile has some."""
    if entry.left > 0 and state.discard:
        return True
    state.stack.pop()
    return False


def look(state: State, entry: entries.Look, events: list[Event]) -> bool:
    """Rearview Mirror looks go on until 3 hands or every other hand was seen."""
    if bin(entry.seen).count("1") < MIRROR_COUNT and entry.seen | 1 << entry.seat != (
            1 << state.players) - 1:
        return True
    state.stack.pop()
    return False


def give(state: State, entry: entries.Give, events: list[Event]) -> bool:
    """Carpool's opponent is chosen when there is something to give."""
    if entry.blue or entry.cards:
        return True
    state.stack.pop()
    return False
