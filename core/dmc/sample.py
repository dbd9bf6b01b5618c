"""One random legal move without listing them all: the playout path of Driving Me Crazy!.

:func:`sample_move` answers :meth:`core.protocol.Game.sample_move` for the
decisions that make most of a playout (in a 2–10 player game with every
variant: about half of the plies pass a reaction window without a reaction
card, a fifth discard or end a turn, a sixth are a turn's main decision) and
returns None for every other decision, for the caller's full list.  It must
return exactly ``rules.legal_moves(s, seat)[rng.randbelow(n)]`` with the same
draws: ``tests/core/test_sampling.py`` holds it to that over random games, so
a change of :func:`core.dmc.rules.legal_moves` that it misses fails there.
"""

from __future__ import annotations

from typing import Any

from core.dmc.cards import ORDER, REACTION
from core.dmc.rules import play_moves
from core.dmc.state import State
from core.rng import Rng

PASS: dict[str, Any] = {"type": "pass_reaction"}


def _kinds(hand: list[str]) -> list[str]:
    """The hand's card kinds in catalogue order (the order moves are listed in)."""
    return sorted(set(hand), key=ORDER.__getitem__)


def sample_move(state: State, seat: int, rng: Rng) -> dict[str, Any] | None:
    """Return the move one draw picks from ``seat``'s legal moves, or None (draws nothing)."""
    if (not state.digital or state.outcome is not None
            or seat == state.turn and state.window is not None):
        return None
    window = state.window
    if window is not None:
        # legal: each reaction card in hand (none here), then the pass
        if seat in window.waiting and REACTION.isdisjoint(state.hands[seat]):
            rng.randbelow(1)
            return dict(PASS)
        return None
    if seat != state.turn:
        return None
    # The turn's own decisions: no reactions for the player whose turn it is,
    # no sign reports or undo in digital mode, so the decision's moves are all.
    kind = state.stack[-1].kind if state.stack else state.phase
    if state.stack and state.stack[-1].seat != seat:
        return None
    hand = state.hands[seat]
    if kind == "discarding":
        kinds = _kinds(hand)
        pick = rng.randbelow(len(kinds) + 1)
        return {"type": "discard", "card": kinds[pick]} if pick < len(kinds) else \
            {"type": "end_turn"}
    if kind == "main" and not state.stack and hand:
        plays = play_moves(state, seat)
        kinds = _kinds(hand)
        pick = rng.randbelow(len(plays) + len(kinds))
        return plays[pick] if pick < len(plays) else \
            {"type": "discard", "card": kinds[pick - len(plays)]}
    return None
