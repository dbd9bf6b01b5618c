"""The state of one game of Drive: the cards on the table, the cars, the pack.

Plain mutable records (``slots``) so the rules can update them in place
without copies; a new game's layout (:func:`new_state`), a copy for the bots
(:func:`clone`) and the versioned JSON (:func:`state_to_json`,
:func:`state_from_json`) are here too.  What a seat sees is
:mod:`core.drive.view`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.drive.cards import ROUNDABOUTS_PER_PLAYER, STANDARD, CardSet
from core.drive.geometry import COLOURS, PORTS, START_PORTS
from core.errors import InvalidState, RoadtripError
from core.protocol import Config
from core.rng import Rng
from core.undo import Undo, undo_from_json, undo_to_json

# phases of the seat to move
TURN, PLACE, EXIT = "turn", "place", "exit"


@dataclass(slots=True)
class Cell:
    """A card on the table: its type, rotation, who placed it, what it covers."""

    card: int
    rot: int
    by: int
    #: cards under a Roundabout, bottom first: (type, rotation, placed_by)
    covered: list[tuple[int, int, int]] = field(default_factory=list)


@dataclass(slots=True)
class Car:
    """A car: on cell ``(x, y)`` at exit ``edge``, facing the cell beyond it.

    ``entry`` is the edge it came in by (-1 on the Start and Finish card).
    ``held`` means it stopped before a Miss-a-Turn obstruction and will move
    on to ``edge`` at its next turn.
    """

    x: int
    y: int
    edge: int
    entry: int = -1
    held: bool = False
    retired: bool = False


@dataclass(slots=True)
class Options:
    """The rulebook's agreed limit and variations, and the table's house rules."""

    limit: bool = False
    ignore_triangles: bool = False
    turn_round: bool = False
    #: house rule: the game is drawn after this many turns without a card put down
    #: (None: off, the default; the rulebook has no such rule)
    stall_turns: int | None = None
    #: the cards of the game: the reconstructed set, or a referee's house deck
    cards: CardSet = STANDARD


@dataclass(slots=True)
class DriveState:
    """Everything about one game; the pack order is the only hidden part."""

    config: Config
    referee: bool
    options: Options
    rng: Rng
    cells: dict[tuple[int, int], Cell]
    cars: list[Car]
    roundabouts: list[int]
    #: digital only: the face-down pack, top card last (hidden)
    pack: list[int]
    #: cards left in the pack, per type (public: it follows from the table)
    pack_counts: list[int]
    #: discarded cards per type
    discard: list[int]
    turn: int
    first: int
    phase: str = TURN
    drawn: int = -1
    #: turns ended since a card was last put on the table (see STALL_TURNS)
    idle: int = 0
    over: bool = False
    winners: list[int] = field(default_factory=list)
    reason: str = ""
    #: referee mode: the last report's seat and the state before it (see core.undo)
    undo: Undo | None = None
    #: legal-move cache of the seat to move; never serialised
    cache: Any = None

    @property
    def players(self) -> int:
        """Number of players."""
        return self.config.players


def clone(state: DriveState) -> DriveState:
    """Return an independent copy of ``state`` without its undo snapshot."""
    return DriveState(
        config=state.config, referee=state.referee, options=state.options,
        rng=Rng(state.rng.state),
        cells={k: Cell(c.card, c.rot, c.by, list(c.covered)) for k, c in state.cells.items()},
        cars=[Car(c.x, c.y, c.edge, c.entry, c.held, c.retired) for c in state.cars],
        roundabouts=list(state.roundabouts), pack=list(state.pack),
        pack_counts=list(state.pack_counts), discard=list(state.discard),
        turn=state.turn, first=state.first, phase=state.phase, drawn=state.drawn,
        idle=state.idle, over=state.over, winners=list(state.winners), reason=state.reason,
    )


def new_state(config: Config, options: Options, seed: int, first: int | None) -> DriveState:
    """Lay out the table: cars on their Starts, Roundabouts dealt, pack shuffled."""
    rng = Rng(seed)
    counts = options.cards.counts()
    pack: list[int] = []
    if config.mode != "referee":
        for index, count in enumerate(counts):
            pack.extend([index] * count)
        rng.shuffle(pack)
    if first is None:
        first = rng.randbelow(config.players)
    cars = [Car(*PORTS[START_PORTS[seat]]) for seat in range(config.players)]
    return DriveState(
        config=config, referee=config.mode == "referee", options=options, rng=rng,
        cells={}, cars=cars, roundabouts=[ROUNDABOUTS_PER_PLAYER] * config.players,
        pack=pack, pack_counts=counts, discard=[0] * len(counts), turn=first, first=first,
    )


# -- JSON ------------------------------------------------------------------------

VERSION = 1


def state_to_json(state: DriveState) -> dict[str, Any]:
    """Return the compact, versioned JSON form of ``state`` (pack order included)."""
    ids = [t.id for t in state.options.cards.types]
    data = {
        "v": VERSION,
        "config": state.config.to_dict(),
        "rng": state.rng.state,
        "cells": [[x, y, ids[c.card], c.rot, c.by, [[ids[t], r, b] for t, r, b in c.covered]]
                  for (x, y), c in sorted(state.cells.items())],
        "cars": [[c.x, c.y, c.edge, c.entry, int(c.held), int(c.retired)] for c in state.cars],
        "roundabouts": list(state.roundabouts),
        "pack": [ids[t] for t in state.pack],
        "pack_counts": list(state.pack_counts),
        "discard": list(state.discard),
        "turn": state.turn,
        "first": state.first,
        "phase": state.phase,
        "drawn": ids[state.drawn] if state.drawn >= 0 else None,
        "idle": state.idle,
        "over": state.over,
        "winners": list(state.winners),
        "reason": state.reason,
    }
    undo = undo_to_json(state, state_to_json)
    if undo is not None:
        data["undo"] = undo
    return data


def state_from_json(data: Any, options_of: Any) -> DriveState:
    """Rebuild a state from :func:`state_to_json`; raise InvalidState if unreadable.

    ``options_of(config)`` checks the config and returns its :class:`Options`.
    """
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise InvalidState(f"not a version {VERSION} Drive state")
    try:
        config = Config.from_dict(data["config"])
        options = options_of(config)
        index = options.cards.index
        cells = {
            (x, y): Cell(index[card], rot, by, [(index[t], r, b) for t, r, b in covered])
            for x, y, card, rot, by, covered in data["cells"]
        }
        cars = [Car(x, y, edge, entry, bool(held), bool(retired))
                for x, y, edge, entry, held, retired in data["cars"]]
        drawn = data["drawn"]
        state = DriveState(
            config=config, referee=config.mode == "referee", options=options,
            rng=Rng(int(data["rng"])), cells=cells, cars=cars,
            roundabouts=[int(n) for n in data["roundabouts"]],
            pack=[index[t] for t in data["pack"]],
            pack_counts=[int(n) for n in data["pack_counts"]],
            discard=[int(n) for n in data["discard"]],
            turn=int(data["turn"]), first=int(data["first"]), phase=str(data["phase"]),
            drawn=-1 if drawn is None else index[drawn], idle=int(data["idle"]),
            over=bool(data["over"]), winners=[int(s) for s in data["winners"]],
            reason=str(data["reason"]),
        )
        if "undo" in data:
            if not state.referee:
                raise ValueError("digital mode keeps no undo snapshot")
            state.undo = undo_from_json(data["undo"],
                                        lambda before: state_from_json(before, options_of))
    except RoadtripError as exc:
        raise InvalidState(f"bad Drive state: {exc.message}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidState(f"bad Drive state: {exc!r}") from None
    slots = options.cards.slots
    if len(state.pack_counts) != slots or len(state.discard) != slots:
        raise InvalidState("bad Drive state: the pack counts do not match the game's cards")
    if len(cars) != config.players or state.phase not in (TURN, PLACE, EXIT):
        raise InvalidState("bad Drive state: cars or phase do not match")
    return state


def colour_of(state: DriveState, seat: int) -> str:
    """Return the colour of ``seat``'s car ("red", "blue", "green" or "yellow")."""
    del state  # every seat drives the car of its Start position's colour
    return COLOURS[seat]
