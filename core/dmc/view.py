"""What one seat (or a spectator) may see of a Driving Me Crazy! game.

Hands are shown only to their owner, the deck order never; a GPS searcher
sees the deck's contents as counts, in their own view, while searching.
"""

from __future__ import annotations

from typing import Any

from core.dmc.cards import ORDER
from core.dmc.checks import (
    current,
    deck_size,
    distance,
    hand_count,
    hand_size,
    sign_in_force,
    stoplight_left,
    turns_left,
)
from core.dmc.decisions import KINDS
from core.dmc.reactions import deadline_seconds
from core.dmc.state import State
from core.undo import view_field

GAME = "driving-me-crazy"

def pending(s: State) -> list[int]:
    """Return the seats that must decide now: one, or every seat a reaction window waits for."""
    if s.outcome is not None:  # as current(s) is None
        return []
    if s.window is not None:  # checked first: half of a playout's plies are windows
        return list(s.window.waiting)
    return [current(s).seat]  # type: ignore[union-attr]


def window_view(s: State) -> dict[str, Any]:
    """Describe the open reaction window (public: who played what, who may still answer)."""
    assert s.window is not None
    w = s.window
    card, seat, target, option, waiting, opened = (w.card, w.player, w.target, w.option,
                                                   w.waiting, w.opened)
    out: dict[str, Any] = {"seat": waiting[0], "seats": list(waiting), "kind": "reaction_window",
                           "card": card, "player": seat, "opened": opened,
                           "deadline": None if opened is None else opened + deadline_seconds(s)}
    if target is not None:
        out["target"] = target
    if option is not None:
        out["option"] = option
    return out


def decision_view(s: State, seat: int | None) -> dict[str, Any] | None:
    """Describe what the pending seat must decide now (each kind's view: :mod:`.decisions`)."""
    decision = current(s)
    if decision is None:
        return None
    if s.window is not None:
        return window_view(s)
    return {"seat": decision.seat, **KINDS[decision.kind].view(s, decision, seat)}


def late_reaction_view(s: State) -> dict[str, Any] | None:
    """Referee: the card a reaction may still be reported to (until the next report), its
    player and the seats that may react, or None."""
    late = s.late
    if late is None or late.window is None or s.outcome is not None:
        return None
    w = late.window
    card, seat, target, option, waiting = w.card, w.player, w.target, w.option, w.waiting
    out: dict[str, Any] = {"card": card, "player": seat, "seats": list(waiting)}
    if target is not None:
        out["target"] = target
    if option is not None:
        out["option"] = option
    return out


def view(s: State, seat: int | None) -> dict[str, Any]:
    """Return what ``seat`` (``None``: a spectator or the referee screen) may see."""
    over = s.outcome is not None
    out: dict[str, Any] = {
        "game": GAME,
        "mode": s.config.mode,
        "players": s.n,
        "turn": None if over else s.turn,
        "pending": pending(s),
        "finished": over,
        "outcome": s.outcome,
        "you": seat,
        "goal": s.goal,
        "deck_count": deck_size(s),
        "discard": list(s.discard),
        "seats": [
            {
                "seat": i,
                "road": list(s.roads[i]),
                "distance": distance(s, i),
                "hand_count": hand_count(s, i),
                "effects": [{"card": e.card, "turns_left": turns_left(e), "resolved": e.resolved}
                            for e in s.effects[i]],
                "skipping": stoplight_left(s, i),
            }
            for i in range(s.n)
        ],
        "decision": decision_view(s, seat),
    }
    if "signs_of_madness" in s.variants:
        out["signs"] = list(s.signs)
        out["sign_in_force"] = sign_in_force(s)
    if "fork_in_the_road" in s.variants:
        for i, entry in enumerate(out["seats"]):
            entry["trailer"] = [{"option": t.option, "turns_left": t.turns_left}
                                for t in s.trailer[i]]
            entry["hand_size"] = hand_size(s, i)
    if "quick_reactions" in s.variants:
        out["reaction_seconds"] = deadline_seconds(s)
        if not s.digital:
            out["late_reaction"] = late_reaction_view(s)
    if s.digital and seat is not None and 0 <= seat < s.n:
        out["hand"] = sorted(s.hands[seat], key=ORDER.__getitem__)
    if not s.digital:
        out["undo"] = view_field(s, over)  # the seat that may take its last report back
    return out
