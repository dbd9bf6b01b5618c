"""Entering a Driving Me Crazy! move: a new game, and each move's one pass.

:func:`push` reads what the move's handler needs (its decision,
:func:`core.dmc.entries.current`, and its one count, :func:`core.dmc.checks.move_count`),
keeps the state for the referee's undo (:mod:`core.undo`), then hands the move to
:func:`core.dmc.moves.play`: its handler, then :func:`core.dmc.decisions.settle_all`.
Each module is entered once on the way: the handlers live in :mod:`core.dmc.moves`, not
here, so the move does not come back to this module after the undo keeps the state.
"""

from __future__ import annotations

from functools import partial

from core import undo
from core.dmc import actions, signs
from core.dmc.cards import SIGN
from core.dmc.checks import COUNTED, move_count
from core.dmc.entries import current
from core.dmc.moves import ANSWERS, NO_READS, pass_reaction, play
from core.dmc.state import HAND_SIZE, State
from core.protocol import Config, Event, Move
from core.rng import deal_rng


def new_state(config: Config, seed: int) -> tuple[State, list[Event]]:
    """Shuffle, deal 4 cards each and start the first player's turn."""
    state = State(config)
    rng = deal_rng(seed)
    first = config.options.get("first_player")
    if first is None:
        first = rng.randbelow(state.players)
    # Signs of Madness cards are mixed in only after the deal.
    deck = [card for card, count in state.totals.items() if card not in SIGN for _ in range(count)]
    if not state.referee:
        rng.shuffle(deck)
        for _ in range(HAND_SIZE):
            for seat in range(state.players):
                state.hands[seat].append(deck.pop())
        state.deck = deck
    else:
        state.counts = [HAND_SIZE] * state.players
        state.deck_n = sum(state.totals.values()) - HAND_SIZE * state.players
    signs.mix_in(state, rng)
    state.rng = rng
    events: list[Event] = [{"type": "deal", "count": HAND_SIZE}]
    actions.flip_signs(state, events)
    actions.start_turn(state, int(first), events)
    return state, events


def push(state: State, seat: int, move: Move) -> list[Event]:
    """Apply a legal ``move`` by ``seat`` and return its events (trusted fast path).

    In referee mode every report can be taken back by ``undo`` until the next
    report (:func:`core.undo.with_undo` keeps the state before it).
    """
    kind = move["type"]
    # What the handler reads, before anything changes (and before the referee's undo keeps
    # the state as it was: reading changes nothing): the decision the move answers, and for
    # a draw, a pass or a play its one count, in one visit to the checks
    if kind in _UNREAD:
        if kind == "pass_reaction" and not state.referee:
            return pass_reaction(state, seat, move)  # half a playout's plies: no undo
        reads = NO_READS
    else:
        decision = current(state)
        reads = (decision, move_count(state, seat, kind, decision) if kind in COUNTED else 0)
    if not state.referee:  # no undo in digital mode: straight to the move itself
        return play(state, seat, move, reads)
    # the handler is handed the reads (bound here, no step of this module's in between)
    events = undo.with_undo(state, seat, move, True, partial(play, reads=reads), State.clone)
    if kind == "undo" and state.finishing is not None:
        # a held end given back (its end by the deadline taken back): the table gets the
        # whole countdown again, or the next tick would end the game at once
        state.finishing["opened"] = None
    return events


#: the move types whose handlers read nothing first: a reaction or its pass (they answer a
#: window, or nobody's decision), an undo (core.undo's, before any handler), and the moves
#: whose handlers use neither the decision nor a count (a turn's end: once a turn)
_UNREAD = ANSWERS | {"undo", "end_turn", "flip_sign", "finish", "close"}
