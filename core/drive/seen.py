"""Drive's bots: the copies of a state they play on, and what a seat may know.

Drive hides only the pack's order (and the RNG that reshuffles it): :func:`observe`
sorts the pack and zeroes the RNG.

A bot weighs its moves on :func:`light_clone` copies played with :func:`play_light`
(:mod:`core.drive.bot`); the hard bot's search plays on states consistent with what its
seat has seen (:func:`observe`, :func:`determinize`).
"""

from __future__ import annotations

from core.drive.apply import play
from core.drive.checks import front
from core.drive.state import Car, Cell, DriveState, clone
from core.protocol import Move
from core.rng import Rng, stored_rng


def light_clone(state: DriveState) -> DriveState:
    """Return a copy of ``state`` that shares its cards on the table (no undo snapshot).

    The rules replace a table entry when a card is placed and change a card
    in place only when a Roundabout covers it, so a light copy stays
    independent as long as it is played with :func:`play_light`.
    """
    return DriveState(
        config=state.config, referee=state.referee, options=state.options,
        rng=stored_rng(state.rng.state), cells=dict(state.cells),
        cars=[Car(c.x, c.y, c.edge, c.entry, c.held, c.retired) for c in state.cars],
        roundabouts=list(state.roundabouts), pack=list(state.pack),
        pack_counts=list(state.pack_counts), discard=list(state.discard),
        turn=state.turn, first=state.first, phase=state.phase, drawn=state.drawn,
        idle=state.idle, best=list(state.best), over=state.over, winners=list(state.winners),
        reason=state.reason, described=[list(m) for m in state.described],
        described_discard=list(state.described_discard), described_drawn=state.described_drawn,
    )


def play_light(state: DriveState, seat: int, move: Move) -> None:
    """Play a legal move on a :func:`light_clone`: the trusted path, minus the undo snapshot."""
    if move["type"] == "roundabout":  # the covered card changes in place: copy it first
        x, y, _ = front(state, seat)
        cell = state.cells[(x, y)]
        state.cells[(x, y)] = Cell(cell.card, cell.rot, cell.by, list(cell.covered))
    state.cache = None
    play(state, seat, move)


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
    state = light_clone(seen)
    rng.shuffle(state.pack)
    state.rng = Rng(rng.next64())
    return state
