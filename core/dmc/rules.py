"""The rules of Driving Me Crazy!: which moves are legal now, and why one is refused.

:func:`legal_moves` lists every move allowed now, and a move is legal exactly
when it is one of them (:meth:`core.protocol.Game.apply`).  The decision
waiting now (:func:`~core.dmc.checks.current`) is looked up in the table of
decision kinds (:mod:`core.dmc.decisions`), whose moves are filtered through
the checks of one rule each (:mod:`core.dmc.checks`).  :func:`why_not`
answers "why may ``seat`` not make ``move`` now?" with the same checks, only
for a refused move, and ``explain`` turns its answer into an
:class:`~core.errors.IllegalMove` with the rulebook sentence it breaks
(:mod:`core.dmc.refusals`).  Both modes share every check; only the
candidates differ (:mod:`core.dmc.candidates`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core import undo
from core.dmc.candidates import (  # noqa: F401  (re-exported: the rules' public reading)
    flip_moves,
    free_moves,
    late_reactions,
    late_swerve,
    may_answer,
    play_moves,
    reaction_moves,
)
from core.dmc.cards import SIGN
from core.dmc.checks import (  # noqa: F401  (re-exported: the rules' public reading)
    CAMERA_COUNT,
    DISTANCE_ONLY,
    MIRROR_COUNT,
    distance,
    drawable,
    hand_count,
    has_red_in_front,
    search_cards,
    seen_counts,
    sign_in_force,
    signs_in_deck,
    stoplight_left,
    traffic_active,
    unseen,
)
from core.dmc.counts import turns_left  # noqa: F401  (re-exported, as the checks above)
from core.dmc.decision_views import signs_on_top
from core.dmc.decisions import decision_moves, decision_problem
from core.dmc.entries import Finishing, Window, current
from core.dmc.reactions import reaction_problem
from core.dmc.refusals import (
    RULE_CLOSE,
    RULE_FINISH,
    RULE_GAME_OVER,
    RULE_REACTION,
    RULE_SIGN,
    RULE_TURN,
    RULE_WINDOW,
    SHAPES,
    copies_rule,
    counted,
    error,
    shape_error,
    title,
)
from core.dmc.state import State
from core.errors import IllegalMove

__all__ = ["SHAPES", "explain", "legal_moves", "why_not"]

#: referee: this seat does not answer the card that reached the goal (for itself)
FINISH_MOVE = {"type": "finish"}
#: referee: the table closes the held end (the host, or its deadline), in the winner's name
CLOSE_MOVE = {"type": "close"}


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """Return every move ``seat`` may make now (the undo report last)."""
    if not 0 <= seat < state.players:  # no seat of this game (a transcript's -1 or 7): none
        return []
    if state.outcome is not None:  # referee: the report that ended the game may be taken back
        return [dict(undo.UNDO_MOVE)] if undo.offered(state, seat, True) else []
    decision = current(state)
    moves: list[dict[str, Any]] = []
    seen = None if not state.referee else seen_counts(state)
    if isinstance(decision, Finishing):
        # referee: a reaction to the card that reached the goal, or "I do not answer it" from
        # a seat that may still answer; the table's close is made in the winner's name (the
        # host's or the deadline's: the API lets no seat send it)
        # a seat that said it does not answer has answered: it reacts no more
        declined = seat in state.finishing.get("declined", ()) if state.finishing else False
        moves = [] if declined else late_reactions(state, seat)
        if seat in may_answer(state):
            moves.append(dict(FINISH_MOVE))
        if seat == decision.seat:
            moves.append(dict(CLOSE_MOVE))
        return [*moves, dict(undo.UNDO_MOVE)]
    if signs_on_top(state):
        # referee: only signs are left in the draw pile, so one is on top: flip them first
        moves = flip_moves(state, seen)
    elif isinstance(decision, Window):
        moves = reaction_moves(state, seat, seen)
    elif decision is not None:
        if decision.seat == seat:
            moves = decision_moves(state, seat, decision, seen)
        if state.variants:
            moves += reaction_moves(state, seat, seen)
    if state.variants and not signs_on_top(state):
        moves += flip_moves(state, seen)
    if undo.offered(state, seat, state.outcome is not None):
        moves.append(dict(undo.UNDO_MOVE))
    return moves


def explain(state: State, seat: int, move: Any) -> IllegalMove:
    """Return the error saying why ``move`` by ``seat`` is refused (code, message, rule).

    :func:`why_not` is the rules' check (None: allowed); a move the rules allow but
    :func:`legal_moves` does not list is a bug, and says so (``illegal_move``).
    """
    error = why_not(state, seat, move)
    if error is None:
        return IllegalMove("illegal_move", f"move {move!r} is not available now")
    return error


def why_not(state: State, seat: int, move: Any) -> IllegalMove | None:
    """Return why ``seat`` may not make ``move`` now, or None when the rules allow it."""
    if state.outcome is not None:  # only the undo of the report that ended it is left
        return undo.after_the_end(state, move, state.referee, RULE_GAME_OVER)
    shape = shape_error(move)
    if shape is not None:
        return shape
    kind = move["type"]
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        return IllegalMove("not_a_seat", f"there is no seat {seat!r} in this game")
    if kind == "undo":  # any seat, for the table, while a report stands (core.undo)
        return undo.refusal(state, seat, state.referee)
    finishing = _finishing_problem(state, seat, move)
    if finishing is not None or kind in ("finish", "close"):
        return finishing
    flips = signs_on_top(state)
    if flips and kind != "flip_sign":
        return IllegalMove("flip_signs_first",
                           "the draw pile holds only"
                           f" {counted(flips, 'unflipped sign', 'unflipped signs')},"
                           f" so {'it' if flips == 1 else 'one'} is on top: flip"
                           f" {'it' if flips == 1 else 'them'} onto the sign pile (flip_sign)"
                           " before anything else", RULE_SIGN)
    seen = None if not state.referee else seen_counts(state)
    if kind in ("react", "pass_reaction", "flip_sign"):
        return _variant_move_problem(state, seat, move, seen)
    decision = current(state)
    assert decision is not None
    if isinstance(decision, Window):
        waiting = state.window.waiting if state.window else []
        return IllegalMove("reaction_window_open",
                           f"{title(decision.card)} waits for reactions from"
                           f" {'seat' if len(waiting) == 1 else 'seats'}"
                           f" {', '.join(map(str, waiting))}", RULE_WINDOW)
    if decision.seat != seat:
        return IllegalMove("not_your_turn",
                           f"it is seat {decision.seat}'s decision, not seat {seat}'s",
                           RULE_TURN)
    return decision_problem(state, seat, decision, move, seen)


def _finishing_problem(state: State, seat: int, move: dict[str, Any]) -> IllegalMove | None:
    """Check a move against a held end: only a reaction to the winning card, ``finish`` (or
    an undo, checked before) while it is held; ``finish`` only then."""
    if state.finishing is None:
        if move["type"] in ("finish", "close"):
            return IllegalMove("not_now", "no card has reached the goal waiting for the table to"
                               " confirm the end", RULE_FINISH)
        return None
    held = state.finishing
    kind = move["type"]
    if kind == "finish" and seat not in may_answer(state) or (
            kind == "close" and seat != held["winners"][0]):
        # Ruling: only a seat that may still answer closes the window, each for itself;
        # the deadline or the host for the table: never the seat the card benefits
        return IllegalMove("not_yours_to_close", f"seat {seat} may not close the window on"
                           f" {title(held['card'])}: only a seat that may still answer it says"
                           " it does not (finish), each for itself; the deadline or the host"
                           " closes it for the table", RULE_CLOSE)
    if kind == "react" and seat in held.get("declined", ()):
        # Ruling: a seat that said it does not answer the card has given its answer
        return IllegalMove("not_now", f"seat {seat} said it does not answer {title(held['card'])}:"
                           " a seat that declined has answered, it reacts no more", RULE_CLOSE)
    if kind in ("finish", "close") or kind == "react" and (
            move["card"] != "swerve" or state.late is not None and late_swerve(state.late, seat)):
        return None  # a Swerve called on the winning card goes back to its moment too
    return IllegalMove("not_now", f"seat {held['winners'][0]} reached the goal with"
                       f" {title(held['card'])}: report a reaction to it, or confirm the game is"
                       " over (finish)", RULE_FINISH)


def _variant_move_problem(state: State, seat: int, move: dict[str, Any],
                          seen: Counter[str] | None) -> IllegalMove | None:
    """Check a reaction, a pass in a reaction window or a referee's sign flip."""
    kind = move["type"]
    if kind == "flip_sign":
        card = move["card"]
        if "signs_of_madness" not in state.variants or card not in SIGN:
            return IllegalMove("not_a_sign", f"{title(card)} is not a sign of this game",
                               RULE_SIGN)
        if not state.referee:
            return IllegalMove("not_now", "digital mode flips signs by itself", RULE_SIGN)
        if unseen(state, card, seen) <= 0 or state.deck_n <= 0:
            return IllegalMove("too_many_copies", f"no unseen {title(card)} is left in the deck",
                               copies_rule(state))
        return None
    if "quick_reactions" not in state.variants:
        return IllegalMove("variant_not_in_play", "Quick Reactions is not played in this game",
                           RULE_REACTION)
    if kind == "pass_reaction":
        window = state.window
        if window is None:
            return error("no_reaction_window", state, seat, move)
        if seat not in window.waiting or (window.held is not None and seat in window.held):
            return error("reaction_on_own_turn" if seat in (state.turn, window.player)
                          else "already_answered", state, seat, move)
        return None
    late = state.late if state.window is None else None
    if late is not None and (move["card"] != "swerve" or late_swerve(late, seat)):
        # referee: a late reaction is checked against the moment the card was played (a
        # Swerve its player could not call then is checked now, below)
        code = reaction_problem(late, seat, move["card"], seen_counts(late))
        return None if code is None else error(code, late, seat, move)
    code = reaction_problem(state, seat, move["card"], seen)
    return None if code is None else error(code, state, seat, move)


