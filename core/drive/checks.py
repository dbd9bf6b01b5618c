"""The rules of Drive (1960) read from the state: one check per rule.

Where a car stands and what it faces (:func:`front`), where a drawn card may
go (:func:`placements`), where a car may leave a card (:func:`open_exits`),
whether a Roundabout may go on the card in front (:func:`roundabout_blocker`),
why a car cannot move (:func:`stuck`) or can get nowhere any more
(:func:`can_get_somewhere`, :func:`no_way_on`), and the plain sentences for
them.  The legal moves built from these checks are
:mod:`core.drive.decisions` and :mod:`core.drive.rules`.
"""

from __future__ import annotations

import math

from core.drive.cards import ROUNDABOUT, Oriented
from core.drive.deck import alike
from core.drive.geometry import (
    DX,
    DY,
    FINISH_PORTS,
    LIMIT_MAX,
    LIMIT_MIN,
    port_outside,
)
from core.drive.state import Cell, DriveState, colour_of

#: The house rule ``stall_turns`` (off unless a table agrees on it): a game in
#: which no card reaches the table for that many turns is drawn ("stalemate").
#: The rulebook has no such rule; this is the value the engine used to impose.
STALL_TURNS = 200

#: why a car cannot move at the start of its turn (see :func:`stuck`)
NO_CARDS, OPPONENTS_CAR, OWN_CARD, NO_WAY_THROUGH = (
    "no_cards", "opponents_car", "own_card", "no_way_through")
#: why a car breaks down: forced (both Roundabouts used) or the player's choice
BROKEN_DOWN, RETIRES = "no_roundabouts", "by_choice"
#: why a car still in the game can get nowhere any more, though it may still move
#: (see :func:`no_way_on`): shut in a loop of road, or no card left it could place
SHUT_IN, NO_PLAYABLE_CARD = "shut_in", "no_playable_card"
#: why a game ended without a winner, or why it could no longer be won (view ``ending``)
ALL_RETIRED, NO_MOVES, NO_WAY_TO_FINISH, STALEMATE = (
    "all_retired", "no_moves", "no_way_to_finish", "stalemate")

#: (x, y, edge) from which each colour's car drives into its own Finish
FINISH_OUT = tuple(port_outside(p) for p in FINISH_PORTS)


def finish_out(state: DriveState, seat: int) -> tuple[int, int, int]:
    """Return ``(x, y, edge)``: where ``seat``'s car leaves a card into its Finish.

    The Finish follows the colour of the car the player chose (option ``cars``).
    """
    return FINISH_OUT[state.options.cars[seat]]

ILLEGAL, OPEN, FINISH = 0, 1, 2


def on_table(state: DriveState, cell: Cell) -> Oriented:
    """Return the card of ``cell`` as it lies: its type turned by its rotation."""
    return state.options.cards.table[cell.card][cell.rot]


def card_id(state: DriveState, card: int) -> str:
    """Return the id of card type ``card`` in this game's set."""
    return state.options.cards.types[card].id


def within_limit(state: DriveState, x: int, y: int) -> bool:
    """True unless the limit is agreed and ``(x, y)`` lies beyond it."""
    return not state.options.limit or (LIMIT_MIN <= x <= LIMIT_MAX and LIMIT_MIN <= y <= LIMIT_MAX)


def exit_kind(state: DriveState, seat: int, x: int, y: int, edge: int) -> int:
    """Say where leaving ``(x, y)`` by ``edge`` leads ``seat``'s car.

    ``FINISH``: its own Finish (a win); ``ILLEGAL``: any other port of the
    Start and Finish card (another player's Start or Finish, a closed port,
    its own Start) or, with the limit, beyond it; ``OPEN`` otherwise.
    """
    nx = x + DX[edge]
    ny = y + DY[edge]
    if 0 <= nx <= 1 and 0 <= ny <= 1:
        out = FINISH_OUT[state.options.cars[seat]]
        return FINISH if out[0] == x and out[1] == y and out[2] == edge else ILLEGAL
    if not within_limit(state, nx, ny):
        return ILLEGAL
    return OPEN


def open_exits(state: DriveState, seat: int, x: int, y: int, allowed: int) -> int:
    """Return the exits in mask ``allowed`` that lead somewhere legal from ``(x, y)``."""
    if not (-1 <= x <= 2 and -1 <= y <= 2) and not state.options.limit:
        return allowed  # no edge of this cell touches the Start and Finish card (nor a limit)
    out = 0
    for edge in range(4):
        if allowed >> edge & 1 and exit_kind(state, seat, x, y, edge):
            out |= 1 << edge
    return out


def front(state: DriveState, seat: int) -> tuple[int, int, int]:
    """Return ``(x, y, entry)``: the cell in front of the car and the edge it enters by."""
    car = state.cars[seat]
    return car.x + DX[car.edge], car.y + DY[car.edge], (car.edge + 2) % 4


def is_one_card_from_finish(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if a card at ``(x, y)`` could lead ``seat`` straight into its Finish."""
    out = finish_out(state, seat)
    return out[0] == x and out[1] == y


def placements(state: DriveState, seat: int, card: int) -> list[int]:
    """Return the quarter turns at which ``card`` may go in front of ``seat``'s car.

    The arm facing the car must be a road it may enter; a triangle must face
    the car (unless triangles are ignored); the car must have a legal exit;
    one card from its Finish, the card must give access to the Finish.
    """
    x, y, entry = front(state, seat)
    return placements_at(state, seat, card, x, y, entry)


def placements_at(state: DriveState, seat: int, card: int, x: int, y: int,
                  entry: int) -> list[int]:
    """:func:`placements` for ``seat``'s car facing the empty place ``(x, y)`` from ``entry``."""
    if 0 <= x <= 1 and 0 <= y <= 1 or not within_limit(state, x, y):
        return []
    triangles = not state.options.ignore_triangles
    finish_edge = (finish_out(state, seat)[2] if is_one_card_from_finish(state, seat, x, y)
                   else -1)
    out = []
    near = -1 <= x <= 2 and -1 <= y <= 2 or state.options.limit  # else every exit is open
    for quarters, oriented in enumerate(state.options.cards.table[card]):
        allowed = oriented.exits[entry]
        if not allowed or (triangles and oriented.triangle >= 0 and oriented.triangle != entry):
            continue
        exits = open_exits(state, seat, x, y, allowed) if near else allowed
        if (exits >> finish_edge & 1) if finish_edge >= 0 else exits:
            out.append(quarters)
    return out


def opponent_car_on(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if another player's car (still in the game) stands on ``(x, y)``."""
    for other, car in enumerate(state.cars):
        if other != seat and not car.retired and car.x == x and car.y == y:
            return True
    return False


def roundabout_blocker(state: DriveState, seat: int) -> str | None:
    """Return why ``seat`` may not play a Roundabout now, or None if it may."""
    x, y, entry = front(state, seat)
    cell = state.cells.get((x, y))
    if cell is None:
        return "roundabout_needs_a_card"
    if state.roundabouts[seat] <= 0:
        return "no_roundabouts_left"
    if cell.by == seat:
        return "roundabout_on_own_card"
    if cell.card == ROUNDABOUT:
        return "roundabout_on_roundabout"
    if not open_exits(state, seat, x, y, state.options.cards.table[ROUNDABOUT][0].exits[entry]):
        return "no_legal_exit"
    if opponent_car_on(state, seat, x, y):
        return "roundabout_under_opponents_car"
    return None


def can_turn_round(state: DriveState, seat: int) -> bool:
    """True if the turn-round variation lets ``seat`` turn its car round now."""
    car = state.cars[seat]
    if not state.options.turn_round or car.held or car.entry < 0:
        return False
    bx, by = car.x + DX[car.entry], car.y + DY[car.entry]
    return not (0 <= bx <= 1 and 0 <= by <= 1)


def drive_exits(state: DriveState, seat: int) -> int:
    """Return the legal exits if ``seat`` drives onto the card in front (0: it cannot)."""
    car = state.cars[seat]
    edge = car.edge
    x, y = car.x + DX[edge], car.y + DY[edge]
    cell = state.cells.get((x, y))
    if cell is None:
        return 0
    allowed = state.options.cards.table[cell.card][cell.rot].exits[(edge + 2) % 4]
    if not (-1 <= x <= 2 and -1 <= y <= 2) and not state.options.limit:
        return allowed  # as open_exits, without the call
    return open_exits(state, seat, x, y, allowed)


def pack_size(state: DriveState) -> int:
    """Number of cards in the face-down pack."""
    return sum(state.pack_counts)


def drawable(state: DriveState) -> list[int]:
    """Return the counts per type the next draw can come from (after any reshuffle)."""
    return state.pack_counts if pack_size(state) else state.discard


def rebookable(state: DriveState, card: int) -> bool:
    """True if a referee may report ``card`` though its copies are all booked: one of them
    was reported by a description and a look-alike still has a copy in the pack.

    (With the pack used up, the discard pile becomes the pack at the draw: only
    described cards on the table can then move their booking.)
    """
    if not state.described and not any(state.described_discard):
        return False
    pack = state.pack_counts if any(state.pack_counts) else state.discard
    cards = state.options.cards
    if not any(pack[t] for t in alike(cards, state.options.ignore_triangles, card) if t != card):
        return False
    if pack is state.pack_counts and state.described_discard and state.described_discard[card]:
        return True  # a described card in the discard pile (which is not the pack yet)
    for x, y, depth in state.described:
        cell = state.cells[(x, y)]
        kind = cell.card if depth == len(cell.covered) else cell.covered[depth][0]
        if kind == card:
            return True
    return False


def stuck(state: DriveState, seat: int) -> str | None:
    """Return why ``seat``'s car cannot move at the start of its turn, or None if it can.

    The reasons: ``no_cards`` (an empty place in front and nothing left to
    draw), ``opponents_car`` (barred, and an opponent's car stands where the
    Roundabout must go), ``own_card`` (barred by its own card, a Roundabout
    still held) and ``no_way_through`` (barred where no Roundabout can go: an
    edge of the Start and Finish card, or a card no Roundabout would open).
    Only waiting (or retiring by choice) is then left, or with the
    ``turn_round`` option turning round (:func:`cannot_move`).  A car held
    before an obstruction and one that must break down (its car leaves the
    table) can move.
    """
    car = state.cars[seat]
    if car.held:
        return None
    x, y = car.x + DX[car.edge], car.y + DY[car.edge]
    if (x, y) not in state.cells and not (0 <= x <= 1 and 0 <= y <= 1):
        # something to draw: any(drawable(state)), without summing the pack
        return None if any(state.pack_counts) or any(state.discard) else NO_CARDS
    if drive_exits(state, seat):
        return None
    blocker = roundabout_blocker(state, seat)
    if blocker is None or blocker == "no_roundabouts_left":
        return None
    if blocker == "roundabout_under_opponents_car":
        return OPPONENTS_CAR
    return OWN_CARD if blocker == "roundabout_on_own_card" else NO_WAY_THROUGH


_TEXTS = {
    NO_CARDS: "The pack and the discard pile are empty: {c} cannot draw a card for the "
              "empty place in front, so the turn passes. The game goes on while any car "
              "can move.",
    OPPONENTS_CAR: "{c}'s way is barred and an opponent's car stands on the card in front, "
                   "where the Roundabout must go: {c} waits until that car has moved.",
    OWN_CARD: "{c}'s own card in front gives the car no road, and a Roundabout goes only on "
              "an opponent's card: the car waits (an opponent's Roundabout there would open "
              "the way). It has not broken down while it holds a Roundabout; {c} may retire "
              "instead.",
    NO_WAY_THROUGH: "{c}'s car faces no road it may take, and no Roundabout can go there "
                    "(an edge of the Start and Finish card, or a card no Roundabout opens): "
                    "the car waits. It has not broken down while it holds a Roundabout; {c} "
                    "may retire instead.",
    BROKEN_DOWN: "{c} has used both Roundabouts and the card in front gives no road: the "
                 "car has broken down and {c} retires.",
    RETIRES: "{c}'s car cannot go on and {c} chose to retire.",
    SHUT_IN: "{c}'s car is shut in: driving, its Roundabouts and turning round (if agreed)"
             " lead neither to its Finish nor to an empty place where a card could go. Only"
             " an opponent's Roundabout could open the way; {c} may retire.",
    NO_PLAYABLE_CARD: "None of the cards left in the pack and the discard pile can be placed"
                      " in front of {c}'s car, so {c} can only draw and discard; {c} may"
                      " retire.",
    ALL_RETIRED: "Every car has broken down or retired: the game ends without a winner.",
    NO_MOVES: "No car still in the game can move: each can only wait. The game ends without"
              " a winner.",
    NO_WAY_TO_FINISH: "No car still in the game can reach its Finish any more: each is barred,"
                      " shut in a loop of road or can place none of the cards left, and none"
                      " can open the way for another. The game ends without a winner.",
    STALEMATE: "No card was put on the table and no car came nearer its Finish than ever"
               " before for the agreed number of rounds (house rule): the game ends without"
               " a winner.",
}


def stuck_text(state: DriveState, seat: int, reason: str) -> str:
    """Return the plain sentence a player sees for ``reason`` (see :func:`stuck`)."""
    return _TEXTS[reason].format(c=colour_of(state, seat).capitalize())


# -- can a car still get anywhere? ----------------------------------------------------

def road_distance(state: DriveState, seat: int, x: int, y: int, entry: int) -> float:
    """How many cards ``seat``'s car, facing ``(x, y)`` to enter it by ``entry``, is from its
    Finish along the road network (``math.inf``: it can reach neither it nor a place to put
    a card).

    Cards on the table are followed as the rules let the car drive them (one
    card a turn, signs obeyed); an empty place the car can reach costs what it
    has driven plus its straight-line distance from the Finish (new cards go
    there), when something is left to draw.
    """
    tx, ty, tedge = finish_out(state, seat)
    cells = state.cells
    table = state.options.cards.table
    can_draw = any(state.pack_counts) or any(state.discard)
    best = math.inf
    layer = [(x, y, entry)]
    seen = set(layer)
    depth = 0
    while layer and depth < best:
        following = []
        for x, y, entry in layer:
            cell = cells.get((x, y))
            if cell is None:
                if can_draw and not (0 <= x <= 1 and 0 <= y <= 1):
                    best = min(best, depth + abs(x - tx) + abs(y - ty))
                continue
            exits = open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
            for edge in range(4):
                if exits >> edge & 1:
                    if x == tx and y == ty and edge == tedge:
                        best = min(best, depth + 1)
                        continue
                    ahead = (x + DX[edge], y + DY[edge], (edge + 2) % 4)
                    if ahead not in seen:
                        seen.add(ahead)
                        following.append(ahead)
        layer = following
        depth += 1
    return best


def distance(state: DriveState, seat: int) -> float:
    """How far ``seat``'s car standing where it is is from its Finish (:func:`road_distance`;
    0 when held on the way into it).  What "progress toward a Finish" measures."""
    car = state.cars[seat]
    if car.retired or car.edge < 0:
        return math.inf
    if (car.x, car.y, car.edge) == finish_out(state, seat):
        return 0
    x, y, entry = front(state, seat)
    return road_distance(state, seat, x, y, entry)


def can_get_somewhere(state: DriveState, seat: int) -> bool:
    """True if ``seat``'s car can still, by its own moves, reach its Finish or change the table.

    Its own moves: driving old roads (anyone's, signs obeyed), placing a card
    still in the pack or the discard pile in an empty place it reaches,
    playing a Roundabout it holds on an opponent's card it faces (where no car
    stands that cannot move off), and, with the ``turn_round`` option, turning
    round.  False for a car shut in a loop of road, one barred with nothing to
    open the way, and one in front of which none of the cards left can go:
    only another car's move could help it (see :func:`no_way_on`).
    """
    car = state.cars[seat]
    if car.retired:
        return False
    if car.edge < 0 or car.held:
        return True  # choosing its exit, or moving past an obstruction: it moves on
    if not drive_exits(state, seat) and roundabout_blocker(state, seat) == "no_roundabouts_left":
        return True  # it has broken down: its player retires (a move, and the game goes on)
    search = _Search(state, seat)
    if (car.x, car.y, car.edge) == search.finish:
        return True
    todo = [front(state, seat)]
    if search.turning and car.entry >= 0:
        todo.append((car.x + DX[car.entry], car.y + DY[car.entry], (car.entry + 2) % 4))
    seen = set(todo)
    while todo:
        onward = search.onward(*todo.pop())
        if onward is None:
            return True
        for place in onward:
            if place not in seen:
                seen.add(place)
                todo.append(place)
    return False


class _Search:
    """:func:`can_get_somewhere`'s search: from each place the car can face, where next."""

    __slots__ = ("state", "seat", "finish", "circulating", "turning", "roundabouts")

    def __init__(self, state: DriveState, seat: int) -> None:
        cards = state.options.cards
        self.state = state
        self.seat = seat
        self.finish = finish_out(state, seat)
        self.circulating = [t for t in range(cards.slots)
                            if state.pack_counts[t] or state.discard[t]]
        self.turning = state.options.turn_round
        self.roundabouts = state.roundabouts[seat] > 0

    def onward(self, x: int, y: int, entry: int) -> list[tuple[int, int, int]] | None:
        """The places the car faces next after facing ``(x, y)`` to enter it by ``entry``
        (in the order they are searched); None if it gets somewhere there."""
        if 0 <= x <= 1 and 0 <= y <= 1:
            return []  # the Start and Finish card: entered only through the Finish (below)
        state, seat = self.state, self.seat
        cell = state.cells.get((x, y))
        if cell is None:
            placeable = any(placements_at(state, seat, t, x, y, entry) for t in self.circulating)
            return None if placeable else []
        if self.roundabouts and self._roundabout_opens(cell, x, y, entry):
            return None
        table = state.options.cards.table
        exits = open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
        onward = []
        for edge in range(4):
            if exits >> edge & 1:
                if (x, y, edge) == self.finish:
                    return None
                onward.append((x + DX[edge], y + DY[edge], (edge + 2) % 4))
        if self.turning and exits:  # standing here, the car may turn round and face back
            onward.append((x + DX[entry], y + DY[entry], (entry + 2) % 4))
        return onward

    def _roundabout_opens(self, cell: Cell, x: int, y: int, entry: int) -> bool:
        """True if a Roundabout the car holds may go on ``cell`` and leads on from it."""
        state, seat = self.state, self.seat
        return (cell.by != seat and cell.card != ROUNDABOUT
                and bool(open_exits(state, seat, x, y,
                                    state.options.cards.table[ROUNDABOUT][0].exits[entry]))
                and not _stuck_car_on(state, seat, x, y))


def _stuck_car_on(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if an opponent's car that cannot move off stands on ``(x, y)``."""
    return any(other != seat and not car.retired and car.x == x and car.y == y
               and stuck(state, other) is not None for other, car in enumerate(state.cars))


def no_way_on(state: DriveState, seat: int) -> str | None:
    """Return why ``seat``'s car cannot drive on or can get nowhere any more, or None.

    :func:`stuck` first (it can only wait); else ``shut_in`` (it can only
    circle on old roads) or ``no_playable_card`` (it can only draw and
    discard) when :func:`can_get_somewhere` is False.
    """
    reason = stuck(state, seat)
    if reason is not None or can_get_somewhere(state, seat):
        return reason
    x, y, _ = front(state, seat)
    return SHUT_IN if (x, y) in state.cells else NO_PLAYABLE_CARD


def cannot_move(state: DriveState, seat: int) -> bool:
    """True if ``seat``'s car can only wait (or retire): :func:`stuck`, and no turning round."""
    return stuck(state, seat) is not None and not (
        state.options.turn_round and can_turn_round(state, seat))


def ending_text(state: DriveState, reason: str) -> str:
    """Return the plain sentence saying why a game ended (or can end) without a winner."""
    return _TEXTS[NO_MOVES if reason == NO_CARDS else reason]
