"""Signs of Madness: the sign pile, flips off the draw pile and the sign in force.

"Every time one of the Signs of Madness cards are on the top of the deck, flip
it over onto a separate discard pile. Whichever card is on the top of this
pile affects the entire table until it is covered up by another Signs of
Madness card."  Digital mode flips by itself after every draw, reshuffle or
shuffle (:func:`core.dmc.actions.flip_signs`, part of drawing); in referee mode the table
reports each flip (``flip_sign``).
The prohibition itself is one check in :func:`core.dmc.checks.card_problem`.
"""

from __future__ import annotations

from typing import Any

from core.dmc.cards import SIGN
from core.dmc.state import State
from core.rng import Rng


def mix_in(state: State, rng: Rng) -> None:
    """Mix the signs into the draw pile after the deal ("Mix into the deck after everyone
    has been dealt their starting hand")."""
    signs = [card for card in state.totals if card in SIGN for _ in range(state.totals[card])]
    if not signs:
        return
    # In referee mode the draw pile is a count that already includes the
    # signs (only the deal skipped them), so only a digital deck changes.
    if not state.referee:
        state.deck += signs
        rng.shuffle(state.deck)


def report_flip(state: State, card: str, events: list[dict[str, Any]]) -> None:
    """Referee: the table flipped ``card`` from the top of the draw pile onto the sign pile."""
    state.deck_n -= 1
    state.signs.append(card)
    events.append({"type": "flip_sign", "card": card})
