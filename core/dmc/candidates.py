"""Candidate moves of Driving Me Crazy!: what a seat may play, discard, take or react with.

Every list is filtered through the checks of :mod:`core.dmc.checks`; only the
candidates differ between modes: digital mode proposes the cards in hand,
referee mode every card with an unseen copy left (hands and deck are unknown
to the engine).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core.dmc.cards import DISTANCE, ORDER, REACTION, RED, SIGN
from core.dmc.checks import held_kinds, playable, seen_counts, unseen
from core.dmc.reactions import reaction_problem
from core.dmc.state import State


def play_move(card: str, way: Any) -> dict[str, Any]:
    """Return the ``play`` move of ``card`` played one way (:func:`playable`)."""
    if way is None:
        return {"type": "play", "card": card}
    if card in RED:
        return {"type": "play", "card": card, "target": way}
    return {"type": "play", "card": card, "option": way}


def play_moves(
    state: State, seat: int, distance_only: bool = False, seen: Counter[str] | None = None,
) -> list[dict[str, Any]]:
    """Return every legal ``play`` move of ``seat`` now."""
    return [play_move(card, way) for card, ways in playable(state, seat, distance_only, seen)
            for way in ways]


def free_moves(state: State, seat: int, card: str) -> list[dict[str, Any]]:
    """Return the ways ``seat`` may play a ``card`` not from their hand (Backseat, Carpool)."""
    return [play_move(card, way) for _card, ways in playable(state, seat, kinds=[card])
            for way in ways]


def discard_moves(state: State, seat: int, seen: Counter[str] | None,
                  only: frozenset[str] | None = None) -> list[dict[str, Any]]:
    """Return ``seat``'s ``discard`` moves (of the cards in ``only`` when given)."""
    return [{"type": "discard", "card": card} for card in held_kinds(state, seat, seen)
            if only is None or card in only]


DISTANCE_IDS = frozenset(DISTANCE)


def in_order(cards: Any) -> list[str]:
    """Return the kinds among ``cards`` in catalogue order."""
    return sorted(set(cards), key=ORDER.__getitem__)


def reaction_moves(state: State, seat: int, seen: Counter[str] | None) -> list[dict[str, Any]]:
    """Return ``seat``'s reactions now: inside a window react or pass; outside, Swerve;
    referee: a late reaction to the last card played, checked against that moment."""
    if "quick_reactions" not in state.variants or state.outcome is not None:
        return []
    moves = late_reactions(state, seat)
    cards, answering = reaction_cards(state, seat, seen)
    for card in cards:  # a loop: most seats hold no reaction card, or one
        react = {"type": "react", "card": card}
        if react not in moves:
            moves.append(react)
    if answering:
        moves.append({"type": "pass_reaction"})
    return moves


def reaction_cards(state: State, seat: int, seen: Counter[str] | None) -> tuple[list[str], bool]:
    """Return the cards ``seat`` may react with now (a late reaction aside), in catalogue
    order, and whether it answers the open window (then it may pass as well): the moves of
    :func:`reaction_moves` without their records, so a playout builds only the one it draws
    (:mod:`core.dmc.sample`)."""
    if ("quick_reactions" not in state.variants or state.outcome is not None
            or seat == state.turn or state.finishing is not None):
        return [], False
    window = state.window
    # a held pass (digital, before the pass moment) is an answer given
    answering = window is not None and seat in window.waiting and (
        window.held is None or seat not in window.held)
    cards = []  # a loop, not a comprehension (a frame of its own): few kinds, fewer kept
    for card in held_kinds(state, seat, seen):
        if card in REACTION and (answering or card == "swerve") \
                and reaction_problem(state, seat, card, seen, True) is None:  # held: listed
            cards.append(card)
    return cards, answering


def late_reactions(state: State, seat: int, swerve: bool = True) -> list[dict[str, Any]]:
    """Referee: ``seat``'s reactions to the last card played, reported after it took effect
    (until the next report), checked against the moment it was played.

    Swerve too (``swerve``), from any seat whose turn it was not at that moment: it is
    played "at any time outside of your turn", so inside the card's window as well.
    """
    late = state.late if state.window is None else None
    if late is None or late.window is None:
        return []
    late_seen = seen_counts(late)
    waiting = seat in late.window.waiting
    return [{"type": "react", "card": card} for card in held_kinds(late, seat, late_seen)
            if card in REACTION and (waiting or card == "swerve")
            and (swerve or card != "swerve")
            and reaction_problem(late, seat, card, late_seen) is None]


def late_swerve(late: State, seat: int) -> bool:
    """Referee: True when ``seat`` could have called a Swerve at the kept moment ``late``."""
    return late.window is not None and reaction_problem(
        late, seat, "swerve", seen_counts(late)) is None


def may_answer(state: State) -> list[int]:
    """Referee, a held end (``state.finishing``): the seats that may still answer the card
    that reached the goal and have not said they do not (``finish``), in seat order.

    Ruling: only these close the window, each for itself; the deadline or the host
    closes it for the table (``close``).
    """
    held, late = state.finishing, state.late
    if held is None or late is None or late.window is None:
        return []
    declined = held.get("declined", ())
    return [seat for seat in late.window.waiting
            if seat not in declined and late_reactions(state, seat)]


def answerable(state: State) -> bool:
    """Referee: True while some seat may still report a reaction to the last card played.

    A Swerve counts too: called on the card, it goes back to the card's moment like the
    others (the winner stays the same, but the hands and the discard pile change).
    """
    late = state.late
    return (late is not None and late.window is not None
            and any(late_reactions(state, seat) for seat in range(state.players)))


def flip_moves(state: State, seen: Counter[str] | None) -> list[dict[str, Any]]:
    """Referee: the sign flips the table may report (a sign with an unseen copy, a deck left)."""
    if not state.referee or "signs_of_madness" not in state.variants or state.outcome is not None:
        return []
    if state.deck_n <= 0 or seen is None:
        return []
    return [{"type": "flip_sign", "card": card} for card in state.totals
            if card in SIGN and unseen(state, card, seen) > 0]

