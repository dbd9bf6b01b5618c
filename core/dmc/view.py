"""What one seat (or a spectator) may see of a Driving Me Crazy! game.

Hands are shown only to their owner, the deck order never; a GPS searcher
sees the deck's contents as counts, in their own view, while searching.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core.dmc.cards import ORDER
from core.dmc.rules import (
    current,
    deck_size,
    distance,
    draw_required,
    hand_count,
    stoplight_left,
)
from core.dmc.state import State

GAME = "driving-me-crazy"

_PLAY_KINDS = {
    "roundabout": "roundabout_play", "bus": "bus_play", "shortcut": "shortcut_play",
    "race_car": "race_car_play",
}


def pending(s: State) -> list[int]:
    """Return the seats that must decide now (at most one)."""
    decision = current(s)
    return [] if decision is None else [decision[1]]


def decision_view(s: State, seat: int | None) -> dict[str, Any] | None:
    """Describe what the pending seat must decide now."""
    decision = current(s)
    if decision is None:
        return None
    kind, owner, n, source = decision
    out: dict[str, Any] = {"seat": owner}
    if kind == "main":
        out["kind"] = "pass" if hand_count(s, owner) == 0 else "turn"
    elif kind == "discarding":
        out["kind"] = "discard_or_end_turn"
    elif kind == "play":
        out.update(kind=_PLAY_KINDS[source], source=source,
                   distance_only=source in ("shortcut", "race_car"))
    elif kind == "draw":
        out.update(kind="draw", source=source, count=draw_required(s, decision))
    elif kind == "take":
        out.update(kind="gps_take", remaining=n)
        if seat == owner:
            counts = Counter(s.deck)
            out["deck"] = {card: counts[card] for card in sorted(counts, key=ORDER.__getitem__)}
    else:
        out.update(kind="toll_booth_discard", remaining=min(n, hand_count(s, owner)),
                   source=source)
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
                "effects": [{"card": e[0], "turns_left": e[1], "resolved": e[2]}
                            for e in s.effects[i]],
                "skipping": stoplight_left(s, i),
            }
            for i in range(s.n)
        ],
        "decision": decision_view(s, seat),
    }
    if s.digital and seat is not None and 0 <= seat < s.n:
        out["hand"] = sorted(s.hands[seat], key=ORDER.__getitem__)
    if not s.digital:
        out["undo"] = s.snap_seat if s.snap is not None and not over else None
    return out
