"""The table of Drive's decisions: what the seat to move decides now, as data.

A turn is a short sequence of decisions, the state's ``phase``
(:data:`core.drive.state.Phase`): its ``turn`` (draw, drive onto the card in
front, a Roundabout, pass an obstruction, wait, break down, turn round),
then ``place`` the card it drew, then ``exit``, where its car leaves the card
it entered when the card offers more than one road.  One row of
:data:`DECISIONS` per decision gives its legal moves (in a fixed order: bots
and replays rely on it), why a move of each type is refused while it is pending,
and the words telling the player what is expected (the catalogue's
``decisions``).  :func:`core.drive.rules.legal_moves` and
:func:`core.drive.rules.explain` look the decision up here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from core.drive.checks import (
    BITS,
    can_get_somewhere,
    can_turn_round,
    card_fits,
    drive_exits,
    open_exits,
    placements_at,
    roundabout_blocker,
)
from core.drive.geometry import AHEAD, EDGES, ROTATIONS
from core.drive.reading import card_id, drawable, rebookable
from core.drive.refusals import (
    BAD_FIELDS,
    MOVE_TYPES,
    RULE_MISS,
    RULE_PLAY_DRAWN,
    RULE_ROAD,
    NotNow,
    card_name,
    discard_rule,
    no_draw,
    no_drive,
    no_roundabout,
    no_turning_round,
    not_blocked,
    not_legal,
    refuse,
    wrong_move,
)
from core.drive.state import EXIT, PLACE, TURN, DriveState, Phase
from core.drive.texts import DECISION_TEXT
from core.errors import IllegalMove
from core.protocol import Move

#: ``moves(state, seat)``: the legal moves of the seat to move, undo left out: read, never
#: changed (the place and exit decisions hand out the tuples kept below)
Moves = Callable[[DriveState, int], Sequence[Move]]
#: ``check(state, seat, move, legal)``: why ``move`` is refused while the decision is
#: pending, ``legal`` the move types it takes now (the rows' ``checks``, one per move type)
Check = Callable[[DriveState, int, Move, tuple[str, ...]], IllegalMove]

# The moves the cache holds, shared by every state: never changed in place (legal_moves
# and the samplers hand out copies).
_DISCARD, _PASS, _TURN_ROUND, _WAIT, _DRAW, _BREAK_DOWN, _DRIVE, _ROUNDABOUT = (
    {"type": "discard"}, {"type": "pass_obstruction"}, {"type": "turn_round"}, {"type": "wait"},
    {"type": "draw"}, {"type": "break_down"}, {"type": "drive"}, {"type": "roundabout"})
_PLACE = tuple({"type": "place", "rotation": degrees} for degrees in ROTATIONS)
#: the one move of a decision that has one, kept (most turns' one move is the draw)
_DISCARD_ONLY, _PASS_ONLY, _WAIT_ONLY, _DRAW_ONLY = (_DISCARD,), (_PASS,), (_WAIT,), (_DRAW,)
#: ``_PLACES[quarter_turns]``: the place moves of each set of quarter turns (in order)
_PLACES = {BITS[mask]: tuple(_PLACE[q] for q in BITS[mask]) for mask in range(16)}
_EXIT = tuple({"type": "exit", "edge": edge} for edge in EDGES)
#: ``EXITS[mask]``: the exit moves of a mask of exits (the car entering a card keeps them
#: for its exit decision: core.drive.apply._enter)
EXITS = tuple(tuple(_EXIT[e] for e in BITS[mask]) for mask in range(16))


@dataclass(frozen=True, slots=True)
class Decision:
    """One kind of decision of the seat to move: its moves, refusals and words (a row of
    the one decision-table vocabulary, :class:`core.decision.Decision`)."""

    phase: Phase
    moves: Moves
    #: per move type, why a move of that type is refused while this decision is pending
    checks: Mapping[str, Check]

    @property
    def text(self) -> str:
        """What the player is asked to do (the catalogue's ``decisions``)."""
        return DECISION_TEXT[self.phase]


# -- place: the card drawn ------------------------------------------------------------

def place_moves(state: DriveState, seat: int) -> Sequence[Move]:
    """Place the drawn card at each rotation the rules allow, or discard it if none (the
    kept tuple of those moves itself: a sampler reads one, nobody changes it)."""
    car = state.cars[seat]  # facing the place in front (reading.placements)
    dx, dy, entry = AHEAD[car.edge]
    rotations = placements_at(state, seat, state.drawn, car.x + dx, car.y + dy, entry)
    if not rotations:
        return _DISCARD_ONLY
    return _PLACES[rotations]


# -- exit: where the car leaves its card ----------------------------------------------

def exit_moves(state: DriveState, seat: int) -> Sequence[Move]:
    """Leave the card the car entered by each road its signs and the table leave open (the
    kept tuple of those moves itself, as :func:`place_moves`).

    The move that made this decision keeps these moves as its car enters the card
    (:func:`core.drive.apply._enter`, from the exits it found there): they are listed here
    only for a state that kept none (read from JSON, a copy, changed by hand since).
    """
    car = state.cars[seat]
    x, y = car.x, car.y
    cell = state.cells[(x, y)]
    exits = state.options.cards.table[cell.card][cell.rot].exits[car.entry]  # on_table
    if -1 <= x <= 2 and -1 <= y <= 2 or state.options.limit:
        exits = open_exits(state, seat, x, y, exits)  # elsewhere every exit is open
    return EXITS[exits]


# -- turn: the start of a turn --------------------------------------------------------

def turn_moves(state: DriveState, seat: int, somewhere: bool | None = None) -> Sequence[Move]:
    """The moves at the start of a turn: pass an obstruction, draw, drive, a Roundabout,
    wait, and (as the rules and options allow) turn round or break down.

    ``somewhere``: :func:`can_get_somewhere` of this state and seat, if the caller knows
    it; else asked (:func:`turn_start_moves`, which the turn's start asks itself).
    """
    return turn_start_moves(state, seat, somewhere)[0]


def turn_start_moves(state: DriveState, seat: int,
                     somewhere: bool | None = None) -> tuple[Sequence[Move], bool]:
    """Return ``(moves, somewhere)``: :func:`turn_moves` and :func:`can_get_somewhere` of
    ``seat``'s car (``somewhere`` if the caller knows it), read together: the turn's start
    asks both (:func:`core.drive.turn._begin`, which keeps the moves for the turn).

    Most turns start facing an empty place where any card left may go: the car can get
    somewhere (that is the search's first place), so no search is made.
    """
    car = state.cars[seat]
    if car.held:
        return _PASS_ONLY, can_get_somewhere(state, seat) if somewhere is None else somewhere
    dx, dy, entry = AHEAD[car.edge]  # the cell in front
    x, y = car.x + dx, car.y + dy
    moves: Sequence[Move]  # a kept tuple, until a move is added to it (then a list)
    if (x, y) not in state.cells and not (0 <= x <= 1 and 0 <= y <= 1):
        # an empty place in front: draw (referee: report the card), or wait with nothing
        # left; the digital draw, most turns' one move, without a call
        if not (any(state.pack_counts) or any(state.discard)):  # any(drawable(state))
            # Ruling: nothing can be drawn (pack and discard pile empty): the turn passes.
            moves = _WAIT_ONLY
        else:
            moves = _reports(state) if state.referee else _DRAW_ONLY
            if somewhere is None and not car.retired and card_fits(state, seat, x, y, entry):
                somewhere = True  # can_get_somewhere's first place: a card may go in front
    else:
        moves = _card_in_front_moves(state, seat)
        if somewhere is None and _ROUNDABOUT in moves and not car.retired:
            somewhere = True  # the search's first place: a Roundabout may go on the card
    if state.options.turn_round and can_turn_round(state, seat):
        moves = [*moves, _TURN_ROUND]
    if somewhere is None:
        somewhere = can_get_somewhere(state, seat)
    if not somewhere and _BREAK_DOWN not in moves:
        # Ruling: a car that can get nowhere any more (shut in a loop of road, or none of
        # the cards left fits in front of it) may retire, as a barred car may (no_way_on).
        moves = [*moves, _BREAK_DOWN]
    return moves, somewhere


def _reports(state: DriveState) -> list[Move]:
    """Referee mode, an empty place in front and something left to draw: report the card
    drawn, each type the draw can be (one still in the pack, or a booked one that may move)."""
    types = state.options.cards.types
    return [{"type": "draw", "card": types[t].id} for t, n in enumerate(drawable(state))
            if n or rebookable(state, t)]


def _card_in_front_moves(state: DriveState, seat: int) -> list[Move]:
    """A card in front: drive onto it, play a Roundabout on it, or wait / break down."""
    moves: list[Move] = [_DRIVE] if drive_exits(state, seat) else []
    blocker = roundabout_blocker(state, seat)
    if blocker is None:
        moves.append(_ROUNDABOUT)
    elif not moves:
        if blocker == "roundabout_under_opponents_car":
            moves = [_WAIT]
        elif state.roundabouts[seat] > 0:
            # Ruling: a car "breaks down" only "having used both his Roundabouts";
            # holding one that cannot help, it waits, or its player retires.
            moves = [_WAIT, _BREAK_DOWN]
        else:
            moves = [_BREAK_DOWN]
    return moves


def _place_not_now(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """While the drawn card waits: place it if it can go, else discard it."""
    drawn = card_name(state, card_id(state, state.drawn))
    if kind == "discard":
        return refuse("must_play_drawn_card", f"the drawn {drawn} can be placed; discard only "
                      "when it cannot", RULE_PLAY_DRAWN)
    if kind == "place":
        return refuse("must_discard", f"the drawn {drawn} cannot be "
                      "placed legally: discard it", discard_rule(state, seat))
    return refuse("place_the_drawn_card", f"place or discard the drawn card first "
                  f"(allowed: {allowed})", RULE_PLAY_DRAWN)


def _exit_not_now(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """While the car waits on the card it entered: choose where it leaves."""
    return refuse("choose_an_exit", f"choose where the car leaves this card "
                  f"(allowed: {allowed})", RULE_ROAD)


#: why a move type the start of a turn does not take is refused (others: wrong_move)
_TURN_NOT_NOW: dict[str, NotNow] = {
    "draw": no_draw, "drive": no_drive, "roundabout": no_roundabout, "wait": not_blocked,
    "break_down": not_blocked, "turn_round": no_turning_round}


def _turn_not_now(state: DriveState, seat: int, kind: str, allowed: str) -> IllegalMove:
    """At the start of a turn: a held car passes its obstruction, else the type's refusal."""
    if state.cars[seat].held:
        return refuse("miss_a_turn", "the car is held before an obstruction: it passes it "
                      "without drawing", RULE_MISS)
    return _TURN_NOT_NOW.get(kind, wrong_move)(state, seat, kind, allowed)


def _check(kind: str, not_now: NotNow) -> Check:
    """The row's check for move type ``kind``: while the decision takes the type, why the
    move's fields are refused (:data:`core.drive.refusals.BAD_FIELDS`); else ``not_now``.
    Undo, any seat's at any time, is refused for its own reasons only."""
    bad = BAD_FIELDS.get(kind, not_legal)

    def check(state: DriveState, seat: int, move: Move, legal: tuple[str, ...]) -> IllegalMove:
        if kind in legal or MOVE_TYPES[kind].any_seat:
            return bad(state, seat, move)
        return not_now(state, seat, kind, ", ".join(legal))
    return check


def _checks(not_now: NotNow) -> dict[str, Check]:
    """A row's checks: one per move type of the game."""
    return {kind: _check(kind, not_now) for kind in MOVE_TYPES}


#: every decision of the seat to move, by the state's ``phase``
DECISIONS: dict[Phase, Decision] = {
    TURN: Decision(TURN, turn_moves, _checks(_turn_not_now)),
    PLACE: Decision(PLACE, place_moves, _checks(_place_not_now)),
    EXIT: Decision(EXIT, exit_moves, _checks(_exit_not_now)),
}
