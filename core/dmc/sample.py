"""One random legal move without listing them all: the playout path of Driving Me Crazy!.

:func:`sample_move` answers :meth:`core.protocol.Game.sample_move` in digital
mode (a 2–10 player game with every variant: about half of the plies pass a
reaction window without a reaction card, a fifth discard or end a turn, a
sixth are a turn's main decision); in referee mode it draws from the full
list.  It must return exactly ``rules.legal_moves(s, seat)[rng.randbelow(n)]``
with the same draws: ``tests/core/test_sampling.py`` and
``tests/dmc/test_sampling.py`` hold it to that over random games, so a change
of :func:`core.dmc.rules.legal_moves` that it misses fails there.

Digital mode leaves out everything referee-only of ``legal_moves`` (a held
end, sign flips, late reactions, undo), so the legal moves are the decision's
own (:func:`core.dmc.decisions.decision_moves`) for its seat, then the seat's
reactions (:func:`core.dmc.candidates.reaction_moves`).
"""

from __future__ import annotations

from typing import Any

from core.dmc.candidates import play_move, reaction_cards, reaction_moves
from core.dmc.cards import REACTION
from core.dmc.checks import DISTANCE_ONLY, held_kinds, playable, search_cards
from core.dmc.decisions import decision_moves
from core.dmc.entries import Blue, Copy, Km, Play, Take, current
from core.dmc.rules import legal_moves
from core.dmc.state import State
from core.rng import Rng


def sample_move(state: State, seat: int, rng: Rng) -> dict[str, Any]:
    """Return the move one draw picks from ``seat``'s legal moves."""
    if state.referee or state.outcome is not None:
        return _pick(legal_moves(state, seat), rng)  # referee: the full list
    window = state.window
    if window is not None:
        # legal: each reaction card in hand that may answer, then the pass
        if seat in window.waiting and REACTION.isdisjoint(state.hands[seat]):
            rng.randbelow(1)
            return {"type": "pass_reaction"}  # a literal: half the plies of a playout
        return _react_or_pass(state, seat, rng)
    stack = state.stack
    decision = stack[-1] if stack else None
    owner = state.turn if decision is None else decision.seat
    # The turn's own decisions (no reactions for the player whose turn it is):
    # plays counted, only the move drawn is built.
    if seat == owner == state.turn:
        hand = state.hands[seat]
        phase = state.phase if decision is None else None  # main or discarding: no record
        if phase == "discarding":
            kinds = held_kinds(state, seat, None)
            count = len(kinds)  # (asked once: a builtin call costs more than a local)
            pick = rng.randbelow(count + 1)
            return {"type": "discard", "card": kinds[pick]} if pick < count else \
                {"type": "end_turn"}
        if phase == "main" and hand:
            kinds = held_kinds(state, seat, None)  # the cards to try, and the discards
            return _play_or_discard(state, seat, rng, playable(state, seat, False, None, kinds),
                                    kinds)
        if isinstance(decision, Play):
            return _play_or_discard(
                state, seat, rng, playable(state, seat, decision.source in DISTANCE_ONLY), [])
        if isinstance(decision, SEARCHES):
            # a deck search's takes (no skip in digital mode): the searchable cards counted,
            # only the take drawn built
            cards = search_cards(state, decision, None)
            return {"type": "take", "card": cards[rng.randbelow(len(cards))]}
    if decision is None:
        decision = current(state)
        assert decision is not None
    moves = decision_moves(state, seat, decision, None) if owner == seat else []
    if state.variants:
        moves = moves + reaction_moves(state, seat, None)
    return _pick(moves, rng)


#: the record classes of a deck search (``entries.Search``), as ``isinstance`` takes them
SEARCHES = (Take, Blue, Km, Copy)


def _react_or_pass(state: State, seat: int, rng: Rng) -> dict[str, Any]:
    """One draw over ``seat``'s reactions, then its pass (digital: no late reaction), as
    :func:`~core.dmc.candidates.reaction_moves` lists them: counted, only the move drawn
    built."""
    cards, answering = reaction_cards(state, seat, None)
    count = len(cards)
    pick = rng.randbelow(count + answering)
    return {"type": "react", "card": cards[pick]} if pick < count else {"type": "pass_reaction"}


def _pick(moves: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
    """The move one draw picks (as the protocol's own ``sample_move``)."""
    return moves[rng.randbelow(len(moves))]


def _play_or_discard(state: State, seat: int, rng: Rng, cards: list[tuple[str, Any]],
                     discards: list[str]) -> dict[str, Any]:
    """One draw over the plays of ``cards`` (:func:`~core.dmc.checks.playable`, each
    card's ways in turn), then the discards of ``discards``."""
    total = len(discards)
    for _card, ways in cards:
        total += len(ways)
    pick = rng.randbelow(total)
    for card, ways in cards:
        count = len(ways)  # asked once a card: a builtin call costs more than a local
        if pick < count:
            return play_move(card, ways[pick])
        pick -= count
    return {"type": "discard", "card": discards[pick]}
