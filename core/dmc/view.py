"""What one seat (or a spectator) may see of a Driving Me Crazy! game.

Hands are shown only to their owner, the deck order never; a GPS searcher
sees the deck's contents as counts, in their own view, while searching.
"""

from __future__ import annotations

from typing import Any

from core.dmc.candidates import may_answer
from core.dmc.cards import ORDER
from core.dmc.checks import (
    deck_size,
    hand_count,
    hand_size,
    sign_in_force,
)
from core.dmc.counts import road_km, skipping, turns_left
from core.dmc.decision_views import signs_on_top
from core.dmc.decisions import DECISIONS
from core.dmc.entries import current
from core.dmc.reactions import deadline_seconds, pass_seconds
from core.dmc.state import State
from core.undo import view_field

GAME = "driving-me-crazy"

def pending(state: State) -> list[int]:
    """Return the seats that must decide now: one, or every seat a reaction window waits for."""
    if state.outcome is not None:  # as current(s) is None
        return []
    window = state.window
    if window is not None:  # checked first: half of a playout's plies are windows
        return window.waiting[:]  # a copy: a slice, no call
    if state.finishing is not None:  # referee: the seats that may still answer the card
        return may_answer(state) or [state.finishing["winners"][0]]
    # as current(state).seat, without building the record
    return [state.stack[-1].seat if state.stack else state.turn]


def window_view(state: State, viewer: int | None = None) -> dict[str, Any]:
    """Describe the open reaction window (public: who played what, who may still answer, its
    pass moment and deadline); ``answered`` tells ``viewer`` alone that its pass is held."""
    assert state.window is not None
    w = state.window
    card, seat, target, option, waiting, opened = (w.card, w.player, w.target, w.option,
                                                   w.waiting, w.opened)
    out: dict[str, Any] = {"seat": waiting[0], "seats": list(waiting), "kind": "reaction_window",
                           "card": card, "player": seat, "opened": opened,
                           "deadline": None if opened is None else opened + deadline_seconds(state),
                           "pass_at": None if opened is None else opened + pass_seconds(state),
                           "answered": w.held is not None and viewer in w.held}
    if target is not None:
        out["target"] = target
    if option is not None:
        out["option"] = option
    return out


def decision_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """Describe what the pending seat must decide now (each kind's view: :mod:`.decisions`)."""
    decision = current(state)
    if decision is None:
        return None
    if state.window is not None:
        return window_view(state, seat)
    out = {"seat": decision.seat, **DECISIONS[type(decision)].view(state, decision, seat)}
    flips = signs_on_top(state)
    if flips and out["kind"] != "flip_signs":
        # referee: a sign is on top of a pile of signs only; the decision waits for the flips
        return {"seat": decision.seat, "kind": "flip_signs", "source": "deck", "count": flips}
    return out


def finishing_view(state: State) -> dict[str, Any] | None:
    """Referee: the outcome held while the card that reached the goal may still be answered,
    with the time it was first ticked and its deadline (None until then), or None."""
    held = state.finishing
    if held is None:
        return None
    opened = held.get("opened")
    return {"winners": list(held["winners"]), "reason": held["reason"], "card": held["card"],
            "opened": opened,
            "deadline": None if opened is None else opened + deadline_seconds(state)}


def late_reaction_view(state: State) -> dict[str, Any] | None:
    """Referee: the card a reaction may still be reported to (until the next report), its
    player and the seats that may react, or None."""
    late = state.late
    if late is None or late.window is None or state.outcome is not None:
        return None
    w = late.window
    card, seat, target, option, waiting = w.card, w.player, w.target, w.option, w.waiting
    out: dict[str, Any] = {"card": card, "player": seat, "seats": list(waiting)}
    if target is not None:
        out["target"] = target
    if option is not None:
        out["option"] = option
    return out


def view(state: State, seat: int | None) -> dict[str, Any]:
    """Return what ``seat`` (``None``: a spectator or the referee screen) may see."""
    over = state.outcome is not None
    out: dict[str, Any] = {
        "game": GAME,
        "mode": state.config.mode,
        "players": state.players,
        "turn": None if over else state.turn,
        "pending": pending(state),
        "finished": over,
        "outcome": state.outcome,
        "you": seat,
        "goal": state.goal,
        "deck_count": deck_size(state),
        "discard": list(state.discard),
        # every view shows every seat: each seat's road and front are counted by the counts
        # themselves (checks.distance's and stoplight_left's), and an empty front (most) is
        # not listed by a comprehension of its own (a frame each)
        "seats": [
            {
                "seat": i,
                "road": list(road),
                "distance": road_km(road),
                "hand_count": hand_count(state, i),
                "effects": [{"card": e.card, "turns_left": turns_left(e), "resolved": e.resolved}
                            for e in front] if front else [],
                "skipping": skipping(front),
            }
            for i, (road, front) in enumerate(zip(state.roads, state.effects, strict=True))
        ],
        "decision": decision_view(state, seat),
    }
    if "signs_of_madness" in state.variants:
        out["signs"] = list(state.signs)
        out["sign_in_force"] = sign_in_force(state)
    if "fork_in_the_road" in state.variants:
        for i, entry in enumerate(out["seats"]):
            entry["trailer"] = [{"option": t.option, "turns_left": t.turns_left}
                                for t in state.trailer[i]]
            entry["hand_size"] = hand_size(state, i)
    if "quick_reactions" in state.variants:
        out["reaction_seconds"] = deadline_seconds(state)
        if state.referee:
            out["late_reaction"] = late_reaction_view(state)
            # the outcome held until the table confirms it (None: nothing held)
            out["finishing"] = finishing_view(state)
    if not state.referee and seat is not None and 0 <= seat < state.players:
        out["hand"] = sorted(state.hands[seat], key=ORDER.__getitem__)
    if state.referee:
        out["undo"] = view_field(state, over)  # the seat that may take its last report back
    return out
