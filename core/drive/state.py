"""The state of one game of Drive: the cards on the table, the cars, the pack.

Plain mutable records (``slots``) so the rules can update them in place
without copies; a new game's layout (:func:`new_state`), a copy for the bots
(:func:`clone`) and the versioned JSON (:func:`state_to_json`,
:func:`state_from_json`) are here too.  What a seat sees is
:mod:`core.drive.view`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from core.drive.cards import ROUNDABOUTS_PER_PLAYER, STANDARD, CardSet
from core.drive.geometry import COLOURS, FINISH_PORTS, PORTS, START_PORTS, port_outside
from core.errors import InvalidState, RoadtripError
from core.protocol import Config, Move
from core.rng import Rng, deal_rng, int_from_json, int_to_json, stored_rng
from core.undo import Undo, undo_from_json, undo_to_json

#: what the seat to move decides now (the table of :mod:`core.drive.decisions`): its turn
#: (draw, drive, a Roundabout, ...), where the card it drew goes, or where its car leaves
#: the card it is on; saved as this word
Phase = Literal["turn", "place", "exit"]
TURN: Phase = "turn"
PLACE: Phase = "place"
EXIT: Phase = "exit"
PHASES: tuple[Phase, ...] = (TURN, PLACE, EXIT)


@dataclass(slots=True)
class Cell:
    """A card on the table: its type, rotation, who placed it, what it covers."""

    card: int
    rot: int
    by: int
    #: cards under a Roundabout, bottom first: (type, rotation, placed_by); a tuple, as no
    #: move changes a cell in place (a card laid has none: no list made per card)
    covered: tuple[tuple[int, int, int], ...] = ()


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
    #: house rule: the game is drawn after this many rounds without progress toward any
    #: Finish (None: off; the rulebook has no such rule; see core.drive.game.stall_of)
    stall_turns: int | None = None
    #: the cards of the game: the reconstructed set, or a referee's house deck
    cards: CardSet = STANDARD
    #: "Each player chooses a car": the colour of each seat's car, as an index into
    #: COLOURS (option ``cars``); its Start and Finish follow the colour
    cars: tuple[int, ...] = (0, 1, 2, 3)


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
    phase: Phase = TURN
    drawn: int = -1
    #: turns begun since the last progress toward a Finish: a card put on the table, or a
    #: car nearer its Finish than ever before (the house rule ``stall_turns``)
    idle: int = 0
    #: each car's nearest distance to its Finish so far (core.drive.reading.distance)
    best: list[int] = field(default_factory=list)
    #: ``{"winners": [...], "reason": ...}`` once the game is over, else None (saved as the
    #: JSON's ``over``, ``winners`` and ``reason``)
    outcome: dict[str, Any] | None = None
    #: referee mode: cards reported by a description, booked as a look-alike for the while
    #: (core.drive.apply.rebook): ``[x, y, depth]`` on the table (depth 0: the card laid
    #: there first, 1: a Roundabout's card on it), ...
    described: list[list[int]] = field(default_factory=list)
    #: ... per type, those in the discard pile (empty: none), ...
    described_discard: list[int] = field(default_factory=list)
    #: ... and whether the card drawn (waiting to be placed) is one
    described_drawn: bool = False
    #: referee mode: the last report's seat and the state before it (see core.undo)
    undo: Undo | None = None
    #: how many times this state object changed: every move (core.drive.apply.play) and
    #: every change made by hand (:func:`changed`) counts one; never saved.  What the
    #: legal-move code keeps for a state is keyed on it (core.drive.rules.cached_moves)
    changes: int = field(default=0, compare=False, repr=False)
    #: never saved: the moves of the seat to move, with the ``changes`` they were listed at.
    #: A move that leads to an exit decision or a new turn keeps that decision's moves here
    #: as it ends (core.drive.apply: the exits its car found entering a card;
    #: core.drive.turn: a turn's moves, found with the turn's start checks); the
    #: legal-move code lists them when asked for a state that kept none (a draw's place
    #: decision, a state read from JSON, a copy, changed by hand since):
    #: core.drive.rules.cached_moves
    moves: Sequence[Move] = field(default_factory=list, compare=False, repr=False)
    moves_at: int = field(default=-1, compare=False, repr=False)

    @property
    def players(self) -> int:
        """Number of players."""
        return self.config.players


def colour_of(state: DriveState, seat: int) -> str:
    """Return the colour of ``seat``'s car ("red", "blue", "green" or "yellow").

    The one place seats are named by colour: views, texts, verdicts and the
    ASCII board all call it, so a table that chose its cars sees them everywhere.
    """
    return COLOURS[state.options.cars[seat]]


def changed(state: DriveState) -> None:
    """Count a change made to ``state`` by hand (a test laying out a table, a tool): what
    the legal-move code kept for the state before it is not taken for the state after.
    Moves count themselves (:func:`core.drive.apply.play`)."""
    state.changes += 1


def clone(state: DriveState) -> DriveState:
    """Return an independent copy of ``state`` without its undo snapshot.

    The copy shares the cards on the table (:class:`Cell`): no move changes one in
    place (a Roundabout or a moved booking puts a new one there: core.drive.apply), so
    the bots' look-ahead copies cost a dict, not a table.
    """
    return DriveState(
        config=state.config, referee=state.referee, options=state.options,
        rng=stored_rng(state.rng.state), cells=dict(state.cells),
        cars=[Car(c.x, c.y, c.edge, c.entry, c.held, c.retired) for c in state.cars],
        roundabouts=list(state.roundabouts), pack=list(state.pack),
        pack_counts=list(state.pack_counts), discard=list(state.discard),
        turn=state.turn, first=state.first, phase=state.phase, drawn=state.drawn,
        idle=state.idle, best=list(state.best),
        outcome=None if state.outcome is None else _outcome_copy(state.outcome),
        described=[list(m) for m in state.described],
        described_discard=list(state.described_discard), described_drawn=state.described_drawn,
    )


def _outcome_copy(outcome: dict[str, Any]) -> dict[str, Any]:
    """A copy of an outcome, its winners a list of their own."""
    return {"winners": list(outcome["winners"]), "reason": outcome["reason"]}


def start_distance(colour: int) -> int:
    """How far a car of ``colour`` on its Start is from its Finish: the straight line from
    the place in front of it to the card from which it drives into its Finish (3)."""
    sx, sy, _ = port_outside(START_PORTS[colour])
    fx, fy, _ = port_outside(FINISH_PORTS[colour])
    return abs(sx - fx) + abs(sy - fy)


#: :func:`start_distance` of each colour, worked out once (every new game reads them)
START_DISTANCES = tuple(start_distance(colour) for colour in range(len(COLOURS)))


def new_state(config: Config, options: Options, seed: int, first: int | None) -> DriveState:
    """Lay out the table: cars on their Starts, Roundabouts dealt, pack shuffled."""
    rng = deal_rng(seed)
    counts = options.cards.counts()
    pack: list[int] = []
    if config.mode != "referee":
        pack = list(options.cards.unshuffled)
        rng.shuffle(pack)
    if first is None:
        first = rng.randbelow(config.players)
    cars = [Car(*PORTS[START_PORTS[options.cars[seat]]]) for seat in range(config.players)]
    return DriveState(
        config=config, referee=config.mode == "referee", options=options, rng=rng,
        cells={}, cars=cars, roundabouts=[ROUNDABOUTS_PER_PLAYER] * config.players,
        pack=pack, pack_counts=counts, discard=[0] * len(counts), turn=first, first=first,
        best=[START_DISTANCES[options.cars[seat]] for seat in range(config.players)],
    )


# -- JSON ------------------------------------------------------------------------

VERSION = 1


def state_to_json(state: DriveState) -> dict[str, Any]:
    """Return the compact, versioned JSON form of ``state`` (pack order included)."""
    ids = [t.id for t in state.options.cards.types]
    data = {
        "v": VERSION,
        "config": state.config.to_dict(),
        "rng": int_to_json(state.rng.state),
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
        "best": list(state.best),
        # the outcome as saved since version 1: three fields
        "over": state.outcome is not None,
        "winners": [] if state.outcome is None else list(state.outcome["winners"]),
        "reason": "" if state.outcome is None else state.outcome["reason"],
    }
    if state.described or any(state.described_discard) or state.described_drawn:
        data["described"] = {"cells": [list(m) for m in state.described],
                             "discard": list(state.described_discard),
                             "drawn": state.described_drawn}
    undo = undo_to_json(state, state_to_json)
    if undo is not None:
        data["undo"] = undo
    return data


def state_from_json(data: Any, options_of: Callable[[Config], Options]) -> DriveState:
    """Rebuild a state from :func:`state_to_json`; raise InvalidState if unreadable.

    ``options_of(config)`` checks the config and returns its :class:`Options`.
    """
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise InvalidState(f"not a version {VERSION} Drive state")
    try:
        state = _state_of(data, options_of)
    except RoadtripError as exc:
        raise InvalidState(f"bad Drive state: {exc.message}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidState(f"bad Drive state: {exc!r}") from None
    slots = state.options.cards.slots
    if len(state.pack_counts) != slots or len(state.discard) != slots:
        raise InvalidState("bad Drive state: the pack counts do not match the game's cards")
    players = state.config.players
    if (len(state.cars) != players or len(state.best) != players
            or state.phase not in PHASES):
        raise InvalidState("bad Drive state: cars or phase do not match")
    return state


def _state_of(data: dict[str, Any], options_of: Callable[[Config], Options]) -> DriveState:
    """Read the fields of a saved state (bad ones raise KeyError, TypeError, ValueError)."""
    config = Config.from_dict(data["config"])
    options = options_of(config)
    index = options.cards.index
    cells = {
        (x, y): Cell(index[card], rot, by, tuple((index[t], r, b) for t, r, b in covered))
        for x, y, card, rot, by, covered in data["cells"]
    }
    cars = [Car(x, y, edge, entry, bool(held), bool(retired))
            for x, y, edge, entry, held, retired in data["cars"]]
    drawn = data["drawn"]
    state = DriveState(
        config=config, referee=config.mode == "referee", options=options,
        rng=stored_rng(int_from_json(data["rng"])), cells=cells, cars=cars,
        roundabouts=[int(n) for n in data["roundabouts"]],
        pack=[index[t] for t in data["pack"]],
        pack_counts=[int(n) for n in data["pack_counts"]],
        discard=[int(n) for n in data["discard"]],
        # checked by state_from_json against PHASES once read
        turn=int(data["turn"]), first=int(data["first"]), phase=cast(Phase, str(data["phase"])),
        drawn=-1 if drawn is None else index[drawn], idle=int(data["idle"]),
        best=_best(data, options, config.players),
        outcome=_outcome_of(data),
    )
    if "described" in data:
        described = data["described"]
        state.described = [[int(x), int(y), int(d)] for x, y, d in described["cells"]]
        state.described_discard = [int(n) for n in described["discard"]]
        state.described_drawn = bool(described["drawn"])
    if "undo" in data:
        if not state.referee:
            raise ValueError("digital mode keeps no undo snapshot")
        state.undo = undo_from_json(data["undo"],
                                    lambda before: state_from_json(before, options_of))
    return state


def _outcome_of(data: dict[str, Any]) -> dict[str, Any] | None:
    """The outcome as saved: ``over``, ``winners`` and ``reason``."""
    winners, reason = [int(s) for s in data["winners"]], str(data["reason"])
    return {"winners": winners, "reason": reason} if bool(data["over"]) else None


def _best(data: dict[str, Any], options: Options, players: int) -> list[int]:
    """Each car's nearest distance to its Finish so far, as saved."""
    if "best" in data:
        return [int(d) for d in data["best"]]
    # games saved before progress was measured: every car as on its Start
    return [start_distance(options.cars[seat]) for seat in range(players)]
