"""The rules of Drive (1960) a move and a turn's start check: one check per rule.

Where a car stands and what it faces (:func:`front`), where a card may go
(:func:`placements_at`), where a car may leave a card (:func:`open_exits`),
whether a Roundabout may go in front (:func:`roundabout_blocker`), why a car
cannot move (:func:`stuck`), how near its Finish it is (:func:`nearer_than_ever`),
whether it can get anywhere any more (:func:`can_get_somewhere`).  A move enters
here twice at most: for the exits of the card its car enters, then once for
the turn that begins (:func:`nearer_than_ever` for the car whose turn ended, and when
the next car can get nowhere :func:`no_way_ending`).  The views' and refusals' other
readings are :mod:`core.drive.reading`, the players' sentences :mod:`core.drive.texts`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from core.drive import geometry
from core.drive.cards import ROUNDABOUT, CardSet
from core.drive.geometry import AHEAD, DX, DY, FINISH_OUT, free_place, legal_exits
from core.drive.state import Cell, DriveState

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

#: ``BITS[mask]``: the bits set in a mask of four, in order: the edges of a mask of exits
#: (clockwise from N), the quarter turns of a mask of rotations
BITS = tuple(tuple(bit for bit in range(4) if mask >> bit & 1) for mask in range(16))
#: ``STEPS[exits]``: for a car leaving a card by each exit of the mask ``exits`` (in the order
#: of ``BITS``), the place it then faces, as ``AHEAD`` gives it: a search's step, one look-up
STEPS = tuple(tuple(AHEAD[edge] for edge in BITS[mask]) for mask in range(16))


def finish_out(state: DriveState, seat: int) -> tuple[int, int, int]:
    """Return ``(x, y, edge)``: where ``seat``'s car leaves a card into its Finish.

    The Finish follows the colour of the car the player chose (option ``cars``).
    """
    return FINISH_OUT[state.options.cars[seat]]


def open_exits(state: DriveState, seat: int, x: int, y: int, allowed: int) -> int:
    """Return the exits in mask ``allowed`` that lead somewhere legal from ``(x, y)``."""
    options = state.options
    if not (-1 <= x <= 2 and -1 <= y <= 2) and not options.limit:
        return allowed  # no edge of this cell touches the Start and Finish card (nor a limit)
    return allowed & legal_exits(options.cars[seat], options.limit, x, y)


def front(state: DriveState, seat: int) -> tuple[int, int, int]:
    """Return ``(x, y, entry)``: the cell in front of the car and the edge it enters by."""
    car = state.cars[seat]
    dx, dy, entry = AHEAD[car.edge]
    return car.x + dx, car.y + dy, entry


def placements_at(state: DriveState, seat: int, card: int, x: int, y: int,
                  entry: int) -> tuple[int, ...]:
    """:func:`placements` for ``seat``'s car facing the empty place ``(x, y)`` from ``entry``."""
    options = state.options
    # free_place, without the call where no limit is agreed (most games)
    if (not (-1 <= x <= 2 and -1 <= y <= 2) and not options.limit
            or options.limit and free_place(True, x, y)):
        # the turns at which the card itself takes the car on, its triangle facing it
        return options.cards.turns[options.ignore_triangles][card][entry]
    return BITS[_placements_near(options.cards, options.ignore_triangles, options.cars[seat],
                                 options.limit, x, y, entry)[card]]


@lru_cache(maxsize=4096)
def _placements_near(cards: CardSet, ignore_triangles: bool, colour: int, limit: bool,
                     x: int, y: int, entry: int) -> tuple[int, ...]:
    """Per type of ``cards``, the mask of the quarter turns at which it may go in the empty
    place ``(x, y)`` where the table around counts (not a free place), a car of ``colour``
    facing it from ``entry``: the card must take the car on, to a legal exit, and one card
    from the car's Finish, into it.

    The same in every game with these cards and options, so remembered: a few hundred
    places at most (around the Start and Finish card, along the limit) for each.
    """
    if 0 <= x <= 1 and 0 <= y <= 1 or limit and not geometry.within_limit(x, y):
        return (0,) * len(cards.table)  # the Start and Finish card, or beyond the limit
    tx, ty, tedge = FINISH_OUT[colour]
    finish_edge = tedge if x == tx and y == ty else -1  # one card from the Finish
    return _placement_masks(cards, ignore_triangles, entry, legal_exits(colour, limit, x, y),
                            finish_edge)


@lru_cache(maxsize=1024)
def _placement_masks(cards: CardSet, ignore_triangles: bool, entry: int, legal: int,
                     finish_edge: int) -> tuple[int, ...]:
    """:func:`_placements_near` for a place whose legal exits are ``legal``, entered by
    ``entry``, one card from the Finish entered by ``finish_edge`` (-1: it is not).

    The place itself counts only through these two: most of the places and colours asked
    about share them, so each set of masks is worked out once (a new process's first
    games ask for a few hundred places)."""
    masks = []
    for rotations, turns in zip(cards.table, cards.turns[ignore_triangles], strict=True):
        mask = 0
        for quarters in turns[entry]:
            exits = rotations[quarters].exits[entry] & legal
            if (exits >> finish_edge & 1) if finish_edge >= 0 else exits:
                mask |= 1 << quarters
        masks.append(mask)
    return tuple(masks)


def card_fits(state: DriveState, seat: int, x: int, y: int, entry: int) -> bool:
    """True if some card left in the pack or the discard pile may go in the empty place
    ``(x, y)``, ``seat``'s car facing it from ``entry``: :func:`placements_at` of any such
    card, asked until one fits."""
    options = state.options
    # any card that takes the car on may go (free_place, as in placements_at)
    if (not (-1 <= x <= 2 and -1 <= y <= 2) and not options.limit
            or options.limit and free_place(True, x, y)):
        if options.cards.every_type_takes[options.ignore_triangles]:
            return any(state.pack_counts) or any(state.discard)
        pack, discard = state.pack_counts, state.discard
        turns = options.cards.turns[options.ignore_triangles]
        for card in range(options.cards.slots):
            if (pack[card] or discard[card]) and turns[card][entry]:
                return True
        return False
    near = _placements_near(options.cards, options.ignore_triangles, options.cars[seat],
                            options.limit, x, y, entry)
    pack, discard = state.pack_counts, state.discard
    for card in range(options.cards.slots):
        if (pack[card] or discard[card]) and near[card]:
            return True
    return False


def opponent_car_on(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if another player's car (still in the game) stands on ``(x, y)``."""
    for other, car in enumerate(state.cars):  # the place first: most cars stand elsewhere
        if car.x == x and car.y == y and other != seat and not car.retired:
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
    dx, dy, entry = AHEAD[car.edge]  # front
    x, y = car.x + dx, car.y + dy
    cell = state.cells.get((x, y))
    if cell is None:
        return 0
    allowed = state.options.cards.table[cell.card][cell.rot].exits[entry]
    if not (-1 <= x <= 2 and -1 <= y <= 2) and not state.options.limit:
        return allowed  # as open_exits, without the call
    return open_exits(state, seat, x, y, allowed)


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
    dx, dy, _ = AHEAD[car.edge]  # front
    x, y = car.x + dx, car.y + dy
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


def road_distance(state: DriveState, seat: int, x: int, y: int, entry: int,
                  below: float = math.inf, fits: bool = False) -> float:
    """How many cards ``seat``'s car, facing ``(x, y)`` to enter it by ``entry``, is from its
    Finish along the road network (``math.inf``: it can reach neither it nor a place to put
    a card).

    Cards on the table are followed as the rules let the car drive them (one
    card a turn, signs obeyed); an empty place the car can reach costs what it
    has driven plus its straight-line distance from the Finish (new cards go
    there), when something is left to draw.

    Never less than the straight line from ``(x, y)`` to the card the Finish is
    entered from: each card driven is one step, so a place found ``depth`` cards
    on, at ``d`` from that card, costs at least ``depth + d``, and so does
    everything found beyond it (see :func:`nearer_than_ever`).  The search
    passes over such places once that is no less than the best found, and stops
    at that depth.  With ``below``, returns ``min(distance, below)``.  With ``fits`` (the
    bots' measure) an empty place counts only where a card left may go (:func:`card_fits`,
    or the card drawn).
    """
    tx, ty, tedge = finish_out(state, seat)
    cells = state.cells
    table = state.options.cards.table
    # the bots' measure (fits): a card drawn and not yet placed is left to place too
    can_draw = fits and state.drawn >= 0 or any(state.pack_counts) or any(state.discard)
    best = below
    layer = [(x, y, entry)]
    seen = set(layer)
    depth = 0
    while layer and depth < best:
        following = []
        for x, y, entry in layer:
            if depth + abs(x - tx) + abs(y - ty) >= best:
                continue  # nothing found from here on would be nearer (above)
            cell = cells.get((x, y))
            if cell is None:
                if can_draw and not (0 <= x <= 1 and 0 <= y <= 1) and (
                        not fits or fits_in(state, seat, x, y, entry)):
                    best = depth + abs(x - tx) + abs(y - ty)  # below best (just above)
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


def fits_in(state: DriveState, seat: int, x: int, y: int, entry: int) -> bool:
    """True if a card left, or the card drawn, may go in the empty place ``(x, y)``."""
    if state.drawn >= 0 and placements_at(state, seat, state.drawn, x, y, entry):
        return True
    return card_fits(state, seat, x, y, entry)


def nearer_than_ever(state: DriveState, seat: int) -> int | None:
    """Return :func:`distance` of ``seat``'s car if it is below ``state.best[seat]`` (nearer
    its Finish than ever before: the house rule ``stall_turns``), else None.

    The same answer, for less: a car facing ``(x, y)`` is never nearer than the
    straight line from there to the card its Finish is entered from
    (:func:`road_distance`), and when it may be, the search stops at the best
    distance so far.
    """
    car = state.cars[seat]
    edge = car.edge  # (each field read once: this is asked at the end of every turn)
    if edge < 0 or car.retired:
        return None  # math.inf
    best = state.best[seat]
    tx, ty, tedge = FINISH_OUT[state.options.cars[seat]]  # finish_out
    x, y = car.x, car.y
    if x == tx and y == ty and edge == tedge:
        return 0 if best > 0 else None  # held on the way into its Finish
    dx, dy, entry = AHEAD[edge]  # the place in front (front)
    x += dx
    y += dy
    if abs(x - tx) + abs(y - ty) >= best:
        return None
    found = road_distance(state, seat, x, y, entry, below=best)
    return int(found) if found < best else None


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
    edge = car.edge  # (read once: this is asked at the start of every turn)
    if edge < 0 or car.held:
        return True  # choosing its exit, or moving past an obstruction: it moves on
    dx, dy, entry = AHEAD[edge]  # front
    x, y = car.x + dx, car.y + dy
    if (x, y) not in state.cells:
        if card_fits(state, seat, x, y, entry):  # (never on the Start and Finish card)
            return True  # the common case: a card may go in front (the search's first place)
    elif not drive_exits(state, seat):  # barred: a card in front, no road on
        if state.roundabouts[seat] <= 0:
            # it has broken down (roundabout_blocker says "no_roundabouts_left"): its player
            # retires (a move, and the game goes on)
            return True
        if not (state.options.turn_round and car.entry >= 0):
            # the search's one place (way_on): only a Roundabout it holds can open the way
            return roundabout_opens(state, seat, state.cells[(x, y)], x, y, entry)
    tx, ty, tedge = FINISH_OUT[state.options.cars[seat]]  # finish_out (no tuple built)
    if car.x == tx and car.y == ty and edge == tedge:
        return True  # held on the way into its Finish
    places = [(x, y, entry)]
    if state.options.turn_round and car.entry >= 0:
        places.append((car.x + DX[car.entry], car.y + DY[car.entry], (car.entry + 2) % 4))
    return way_on(state, seat, places) < math.inf


def way_on(state: DriveState, seat: int, places: list[tuple[int, int, int]],
           finish: bool = True, under_cars: bool = True) -> float:
    """How many steps (cards driven, turns round) ``seat``'s car, facing any of ``places``
    (``(x, y, entry)``), is by its own moves from the nearest empty place where a card left
    may go, card on which a Roundabout it holds may go, or (``finish``) its Finish;
    ``math.inf`` if it can reach none.  :func:`can_get_somewhere` asks whether it is
    finite; the bots count a barred car's detour (:mod:`core.drive.greedy`: the Finish left
    out, and a Roundabout only where it may go now).

    ``under_cars``: a Roundabout counts on a card where an opponent's car stands that can
    move off (it may move first); else only where none stands (:func:`roundabout_blocker`).
    Breadth first, layer by layer: the first layer with one of these is the count.
    """
    cells, table, limit = state.cells, state.options.cards.table, state.options.limit
    # without the Finish, a cell of the Start and Finish card: the search never asks there
    tx, ty, tedge = FINISH_OUT[state.options.cars[seat]] if finish else (0, 0, 0)
    turning = state.options.turn_round
    roundabouts = state.roundabouts[seat] > 0
    # card_fits asks for a card left in the pack or the discard pile: with none left, no
    # empty place is one (late in a game the search then crosses the whole road network)
    left = any(state.pack_counts) or any(state.discard)  # any(drawable(state))
    seen = set(places)
    layer, depth = places, 0
    while layer:
        following = []
        for x, y, entry in layer:
            cell = cells.get((x, y))
            if cell is None:  # an empty place, or the Start and Finish card: no card lies
                # there, none goes there (card_fits) and it is entered only through the Finish
                if left and card_fits(state, seat, x, y, entry):
                    return depth
                continue
            if roundabouts and roundabout_opens(state, seat, cell, x, y, entry, under_cars):
                return depth
            exits = table[cell.card][cell.rot].exits[entry]
            if -1 <= x <= 2 and -1 <= y <= 2 or limit:  # elsewhere every exit is open
                exits = open_exits(state, seat, x, y, exits)
            if x == tx and y == ty and exits >> tedge & 1:
                return depth
            if turning and exits:  # standing here, the car may also turn round and face back
                exits |= 1 << entry  # (a card never leads back out by its entry)
            for dx, dy, back in STEPS[exits]:
                place = (x + dx, y + dy, back)
                if place not in seen:
                    seen.add(place)
                    following.append(place)
        layer = following
        depth += 1
    return math.inf


def roundabout_opens(state: DriveState, seat: int, cell: Cell, x: int, y: int, entry: int,
                     under_cars: bool = True) -> bool:
    """True if a Roundabout ``seat``'s car holds may go on ``cell`` at ``(x, y)`` (an
    opponent's card, not a Roundabout), the car facing it from ``entry``, and would lead
    the car on, no car that cannot move off standing there (``under_cars``; else no
    opponent's car at all: where it may go now, :func:`roundabout_blocker`)."""
    return (cell.by != seat and cell.card != ROUNDABOUT
            and open_exits(state, seat, x, y,
                           state.options.cards.table[ROUNDABOUT][0].exits[entry]) != 0
            and not (_stuck_car_on(state, seat, x, y) if under_cars
                     else opponent_car_on(state, seat, x, y)))


def _stuck_car_on(state: DriveState, seat: int, x: int, y: int) -> bool:
    """True if an opponent's car that cannot move off stands on ``(x, y)``."""
    for other, car in enumerate(state.cars):  # the place first: most cars stand elsewhere
        if (car.x == x and car.y == y and other != seat and not car.retired
                and stuck(state, other) is not None):
            return True
    return False


def cannot_move(state: DriveState, seat: int) -> bool:
    """True if ``seat``'s car can only wait (or retire): :func:`stuck`, and no turning round."""
    return stuck(state, seat) is not None and not (
        state.options.turn_round and can_turn_round(state, seat))


def no_way_ending(state: DriveState, seat: int) -> str | None:
    """When ``seat``'s car, whose turn begins, cannot get somewhere (:func:`can_get_somewhere`
    is False): why the game ends without a winner (``no_moves`` if each car still in it
    can only wait, else ``no_way_to_finish``) if no other car still in it can either, else
    None.  Asked at the start of a turn (:func:`core.drive.turn._begin`), before the turn
    passes on: it reads neither whose turn it is nor its phase.
    """
    # Ruling: the game ends without a winner once no car still in it can get anywhere:
    # each can only wait ("no_moves"), or can only circle, draw and discard, or turn
    # round without reaching its Finish or a place for a card ("no_way_to_finish").
    in_game = [other for other, car in enumerate(state.cars) if not car.retired]
    # seat's own car was asked (a car can_get_somewhere holds is in the game)
    if all(other == seat or not can_get_somewhere(state, other) for other in in_game):
        return NO_MOVES if all(cannot_move(state, o) for o in in_game) else NO_WAY_TO_FINISH
    return None
