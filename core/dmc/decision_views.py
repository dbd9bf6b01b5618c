"""What a client sees of each kind of pending decision (the ``view`` of the decision table's rows).

One function per kind of decision (:mod:`core.dmc.entries`), named after it and listed in
:data:`core.dmc.decisions.DECISIONS`; :func:`core.dmc.view.decision_view` adds the seat.
Each returns the decision's ``kind`` word and what it needs (a count, a source, the deck's
contents for its searcher only).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from core.dmc.candidates import may_answer
from core.dmc.cards import BY_ID, ORDER
from core.dmc.checks import DISTANCE_ONLY, deck_size, draw_required, hand_count, signs_in_deck
from core.dmc.entries import (
    Camera,
    Copy,
    Discarding,
    Draw,
    Entry,
    Finishing,
    Free,
    Give,
    Look,
    Main,
    Mirror,
    Play,
    Rest,
    Search,
    Take,
    Toll,
)
from core.dmc.state import State

#: the record class of one kind of decision
E = TypeVar("E", bound=Entry)
#: what a client sees of the decision, after ``seat`` (``viewer``: who looks)
View = Callable[[State, E, "int | None"], dict[str, Any]]



# -- the referee's draw through the signs left on the pile, asked in the table's order --

def draw_now(state: State, entry: Draw) -> int:
    """Return how many cards the draw entry's seat reports drawing now (referee steps).

    Referee mode, Signs of Madness: the unflipped signs are all in the draw pile, so
    ``deck_n - signs`` ordinary cards lie there.  When the draw needs more than those
    (the pile runs out and the discard pile is reshuffled), the table meets every
    remaining sign before the reshuffle, so the engine asks in the table's order: the
    ordinary cards left first, then the sign flips (:func:`signs_to_flip`; this
    returns 0 meanwhile), then the rest after the reshuffle.  Otherwise all of
    :func:`~core.dmc.checks.draw_required` at once; a sign met in the middle is reported as a flip.
    """
    need = draw_required(state, entry)
    if not state.referee or not need:
        return need
    return min(need, deck_size(state) - signs_in_deck(state)) if signs_in_deck(state) else need


def signs_on_top(state: State) -> int:
    """Referee: how many signs the table must flip now, before anything else (0: none).

    Nonzero while the draw pile holds nothing but unflipped signs, so a sign is on top
    whatever the pile's order ("Every time one of the Signs of Madness cards are on the
    top of the deck, flip it over onto a separate discard pile"; the signs' backs show
    it).  Digital mode flips by itself; a sign elsewhere in the pile is unknown to the
    engine until the table reports it.
    """
    if not state.referee or state.outcome is not None or not state.deck_n:
        return 0
    left = signs_in_deck(state)
    return left if left == state.deck_n else 0


def signs_to_flip(state: State, entry: Draw) -> int:
    """Referee: how many signs the table must flip before the draw entry goes on.

    Nonzero only when the draw pile holds nothing but unflipped signs and the draw
    still needs cards: each sign is on top in turn ("Every time one of the Signs of
    Madness cards are on the top of the deck, flip it over").
    """
    if not state.referee or not draw_required(state, entry) or draw_now(state, entry):
        return 0
    return signs_in_deck(state)


def nothing(state: State, decision: Entry, viewer: int | None) -> dict[str, Any]:
    """A decision nobody sees (carried out by itself)."""
    return {}


def main(state: State, d: Main, viewer: int | None) -> dict[str, Any]:
    """The turn's main decision: play, discard, or pass with an empty hand."""
    return {"kind": "pass" if hand_count(state, d.seat) == 0 else "turn"}


def discarding(state: State, d: Discarding, viewer: int | None) -> dict[str, Any]:
    """After a discard: discard more or end the turn."""
    return {"kind": "discard_or_end_turn"}


_PLAY_KINDS = {
    "roundabout": "roundabout_play", "bus": "bus_play", "shortcut": "shortcut_play",
    "race_car": "race_car_play", "motorway": "motorway_play", "overtake": "overtake_play",
    "trailer": "trailer_play",
}


def play(state: State, d: Play, viewer: int | None) -> dict[str, Any]:
    """An additional play granted by a card (distance cards only for some)."""
    return {"kind": _PLAY_KINDS[d.source], "source": d.source,
            "distance_only": d.source in DISTANCE_ONLY}


def deck_counts(state: State) -> dict[str, int]:
    """The draw pile's contents as counts, for its searcher only (signs excluded)."""
    counts = Counter(card for card in state.deck if not BY_ID[card].colour == "sign")
    return {card: counts[card] for card in sorted(counts, key=ORDER.__getitem__)}


def draw(state: State, d: Draw, viewer: int | None) -> dict[str, Any]:
    """Referee: the cards to report drawn (or the signs to flip before the reshuffle)."""
    flips = signs_to_flip(state, d)
    if flips:  # referee: the draw pile holds only signs, to flip before the reshuffle
        return {"kind": "flip_signs", "source": d.source, "count": flips}
    return {"kind": "draw", "source": d.source, "count": draw_now(state, d)}


def take(state: State, d: Take, viewer: int | None) -> dict[str, Any]:
    """GPS, Motorway: a card to take from the deck (its contents for the searcher)."""
    out: dict[str, Any] = {"kind": "gps_take" if d.source == "gps" else "motorway_take",
                           "remaining": d.left}
    if viewer == d.seat:
        out["deck"] = deck_counts(state)
    return out


def carpool(name: str) -> View[Search]:
    """Carpool's search of the deck called ``name`` (its contents for the searcher)."""
    def view(state: State, d: Search, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": name}
        if viewer == d.seat and not state.referee:
            out["deck"] = deck_counts(state)
        return out
    return view


def copy(state: State, d: Copy, viewer: int | None) -> dict[str, Any]:
    """Carpool: another copy of the card to take for the opponent."""
    return {"kind": "carpool_copy_take", "card": d.card}


def toll(state: State, d: Toll, viewer: int | None) -> dict[str, Any]:
    """Toll Booth: the discards still owed (no more than the hand holds)."""
    return {"kind": "toll_booth_discard", "remaining": min(d.left, hand_count(state, d.seat)),
            "source": d.source}


def free(state: State, d: Free, viewer: int | None) -> dict[str, Any]:
    """A gained card to play (Backseat Driver, Carpool)."""
    return {"kind": "gained_card_play", "card": d.card}


def camera(state: State, d: Camera, viewer: int | None) -> dict[str, Any]:
    """Speed Camera: the distance cards still to discard."""
    return {"kind": "speed_camera_discard", "remaining": d.left}


def rest(state: State, d: Rest, viewer: int | None) -> dict[str, Any]:
    """Rest Stop: discard or stop."""
    return {"kind": "rest_stop_discard"}


def mirror(state: State, d: Mirror, viewer: int | None) -> dict[str, Any]:
    """Rearview Mirror: the cards still to take from the discard pile."""
    return {"kind": "rearview_mirror_take", "remaining": min(d.left, len(state.discard))}


def look(state: State, d: Look, viewer: int | None) -> dict[str, Any]:
    """Rearview Mirror: the hands already seen."""
    return {"kind": "rearview_mirror_look",
            "seen": [t for t in range(state.players) if d.seen >> t & 1]}


def give(state: State, d: Give, viewer: int | None) -> dict[str, Any]:
    """Carpool: the opponent to choose, and the cards they get."""
    return {"kind": "carpool_opponent", "cards": list(d.cards)}


def finishing(state: State, d: Finishing, viewer: int | None) -> dict[str, Any]:
    """Referee: the card that reached the goal, its player and who may still answer it."""
    return {"kind": "finishing", "card": d.card, "player": d.seat, "seats": may_answer(state)}
