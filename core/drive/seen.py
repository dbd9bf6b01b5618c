"""Drive's bots: the copies of a state they play on, and what a seat may know.

Drive hides only the pack's order (and the RNG that reshuffles it): :func:`observe`
sorts the pack and zeroes the RNG.

A bot weighs its moves on copies (:func:`core.drive.state.clone`, which shares the
cards on the table) played on the trusted path (:mod:`core.drive.greedy`); the hard
bot's search plays on states consistent with what its seat has seen (:func:`observe`,
:func:`determinize`).
"""

from __future__ import annotations

from core.drive.state import DriveState, clone
from core.rng import Rng


def redeal(state: DriveState, seat: int, rng: Rng) -> DriveState:
    """Shuffle the face-down pack and change the RNG that would reshuffle it (all hidden)."""
    other = clone(state)
    rng.shuffle(other.pack)
    other.rng = Rng(rng.next64())
    return other


def observe(state: DriveState, seat: int) -> DriveState:
    """Return ``seat``'s information state: the pack sorted, the RNG zeroed.

    Referee mode keeps its undo snapshot: an earlier public state.
    """
    seen = clone(state)
    seen.undo = state.undo
    seen.pack.sort()
    seen.rng = Rng(0)
    return seen


def determinize(seen: DriveState, seat: int, rng: Rng) -> DriveState:
    """Return a full state consistent with ``seen``: the pack shuffled from ``rng``."""
    state = clone(seen)
    rng.shuffle(state.pack)
    state.rng = Rng(rng.next64())
    return state
