"""What one road or one front of cards counts: kilometres, a tracker's turns, a Stoplight's.

Each reads a player's cards (a road, the cards in front), never the state, so the checks
(:mod:`core.dmc.checks`), the actions, the views and the bot share the one count of each;
split off :mod:`core.dmc.checks` (at its size limit) by that job.
"""

from __future__ import annotations

from core.dmc.cards import DISTANCE
from core.dmc.state import Effect


def road_km(road: list[str]) -> int:
    """Return the kilometres of the distance cards on ``road`` (a road as it grows reads it)."""
    return sum(map(DISTANCE.__getitem__, road))


def turns_left(effect: Effect) -> int:
    """Return how many of its player's turns a card in front still affects.

    The one count of an effect's duration (the view's ``turns_left`` and ``skipping``, the
    ``skip_turn`` event's ``left``, every rule asking whether a tracker is active).  A
    tracker turns at the end of each of its player's turns; one placed during its target's
    own turn (``fresh``) keeps its full count, so Stoplight skips the next 2 turns, Traffic
    blocks the next 4, Truck the next 6.  A resolved card (Shortcut, Overtake): none.
    """
    return 0 if effect.resolved else effect.turns  # an int already: no int() call, asked often


def skipping(front: list[Effect]) -> int:
    """Return how many turns the Stoplight in ``front`` (a seat's cards in front) still skips
    (what :func:`core.dmc.checks.stoplight_left` reads; a turn's start asks it of the front
    it clears)."""
    left = 0  # a loop, not max() over a generator: most fronts hold no Stoplight
    for effect in front:
        if effect.card == "stoplight":
            turns = turns_left(effect)
            if turns > left:
                left = turns
    return left
