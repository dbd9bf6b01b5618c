"""Drive's fast checks give exactly the answers of the straightforward code they replaced.

The start and end of every turn ask whether a car can still get anywhere
(``can_get_somewhere``) and whether it came nearer its Finish than ever before
(``nearer_than_ever``, the house rule ``stall_turns``); the legal moves ask where
a card may go (``placements_at``) and where a car may leave a card
(``open_exits``).  Those run on every turn of every playout and bot search, so
they take short cuts: tables built once per card set, a search that stops at the
first place found, a straight-line bound before any search of the road network,
what the start of a turn found handed to its moves.  The reference code below is the
code they replaced, kept as it was: every answer must be the same, on states
of random games in both modes with every option (and variations of them: packs
run dry, no Roundabouts left, any best distance so far), and whole games
played with the reference rules must give the same moves, events and states.
"""

from __future__ import annotations

import dataclasses
import json
import math

import pytest

from core.drive import checks, decisions, greedy, reading, turn
from core.drive.cards import ROUNDABOUT
from core.drive.checks import (
    NO_MOVES,
    NO_WAY_TO_FINISH,
    STALEMATE,
    cannot_move,
    finish_out,
    front,
    opponent_car_on,
    stuck,
)
from core.drive.decisions import _EXIT, _PLACE, DECISIONS, turn_moves, turn_start_moves
from core.drive.geometry import DX, DY, FINISH, FINISH_OUT, ILLEGAL, LIMIT_MAX, LIMIT_MIN, OPEN
from core.drive.reading import is_one_card_from_finish, within_limit
from core.drive.state import EXIT, PLACE, Cell, DriveState, changed, clone
from core.protocol import Config
from core.rng import Rng

from .helpers import GAME
from .test_properties import HOUSE_DECK

# -- the reference: the code as it was ----------------------------------------------


def ref_exit_kind(state: DriveState, seat: int, x: int, y: int, edge: int) -> int:
    nx = x + DX[edge]
    ny = y + DY[edge]
    if 0 <= nx <= 1 and 0 <= ny <= 1:
        out = FINISH_OUT[state.options.cars[seat]]
        return FINISH if out[0] == x and out[1] == y and out[2] == edge else ILLEGAL
    if not within_limit(state, nx, ny):
        return ILLEGAL
    return OPEN


def ref_open_exits(state: DriveState, seat: int, x: int, y: int, allowed: int) -> int:
    out = 0
    for edge in range(4):
        if allowed >> edge & 1 and ref_exit_kind(state, seat, x, y, edge):
            out |= 1 << edge
    return out


def ref_placements_at(state: DriveState, seat: int, card: int, x: int, y: int,
                      entry: int) -> list[int]:
    if 0 <= x <= 1 and 0 <= y <= 1 or not within_limit(state, x, y):
        return []
    triangles = not state.options.ignore_triangles
    finish_edge = (finish_out(state, seat)[2] if is_one_card_from_finish(state, seat, x, y)
                   else -1)
    out = []
    for quarters, oriented in enumerate(state.options.cards.table[card]):
        allowed = oriented.exits[entry]
        if not allowed or (triangles and oriented.triangle >= 0 and oriented.triangle != entry):
            continue
        exits = ref_open_exits(state, seat, x, y, allowed)
        if (exits >> finish_edge & 1) if finish_edge >= 0 else exits:
            out.append(quarters)
    return out


def ref_drive_exits(state: DriveState, seat: int) -> int:
    x, y, entry = front(state, seat)
    cell = state.cells.get((x, y))
    if cell is None:
        return 0
    return ref_open_exits(state, seat, x, y, state.options.cards.table[cell.card][cell.rot]
                          .exits[entry])


def ref_roundabout_blocker(state: DriveState, seat: int) -> str | None:
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
    if not ref_open_exits(state, seat, x, y,
                          state.options.cards.table[ROUNDABOUT][0].exits[entry]):
        return "no_legal_exit"
    if opponent_car_on(state, seat, x, y):
        return "roundabout_under_opponents_car"
    return None


def ref_can_get_somewhere(state: DriveState, seat: int) -> bool:
    car = state.cars[seat]
    if car.retired:
        return False
    if car.edge < 0 or car.held:
        return True
    if (not ref_drive_exits(state, seat)
            and ref_roundabout_blocker(state, seat) == "no_roundabouts_left"):
        return True
    search = _RefSearch(state, seat)
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


class _RefSearch:
    def __init__(self, state: DriveState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.finish = finish_out(state, seat)
        self.circulating = [t for t in range(state.options.cards.slots)
                            if state.pack_counts[t] or state.discard[t]]
        self.turning = state.options.turn_round
        self.roundabouts = state.roundabouts[seat] > 0

    def onward(self, x: int, y: int, entry: int) -> list[tuple[int, int, int]] | None:
        if 0 <= x <= 1 and 0 <= y <= 1:
            return []
        state, seat = self.state, self.seat
        cell = state.cells.get((x, y))
        if cell is None:
            placeable = any(ref_placements_at(state, seat, t, x, y, entry)
                            for t in self.circulating)
            return None if placeable else []
        if self.roundabouts and self._roundabout_opens(cell, x, y, entry):
            return None
        table = state.options.cards.table
        exits = ref_open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
        onward = []
        for edge in range(4):
            if exits >> edge & 1:
                if (x, y, edge) == self.finish:
                    return None
                onward.append((x + DX[edge], y + DY[edge], (edge + 2) % 4))
        if self.turning and exits:
            onward.append((x + DX[entry], y + DY[entry], (entry + 2) % 4))
        return onward

    def _roundabout_opens(self, cell: Cell, x: int, y: int, entry: int) -> bool:
        state, seat = self.state, self.seat
        return (cell.by != seat and cell.card != ROUNDABOUT
                and bool(ref_open_exits(state, seat, x, y,
                                        state.options.cards.table[ROUNDABOUT][0].exits[entry]))
                and not any(other != seat and not car.retired and car.x == x and car.y == y
                            and stuck(state, other) is not None
                            for other, car in enumerate(state.cars)))


def ref_detour(state: DriveState, seat: int, places: list[tuple[int, int, int]]) -> float:
    """The greedy bot's detour as it was counted apart from the rules' search: steps to an
    empty place a card left fits, or a card a Roundabout may go on now."""
    circulating = [t for t in range(state.options.cards.slots)
                   if state.pack_counts[t] or state.discard[t]]
    table = state.options.cards.table
    seen = set(places)
    layer = list(places)
    depth = 0
    while layer:
        following = []
        for x, y, entry in layer:
            if 0 <= x <= 1 and 0 <= y <= 1:
                continue
            cell = state.cells.get((x, y))
            if cell is None:
                if any(ref_placements_at(state, seat, t, x, y, entry) for t in circulating):
                    return depth
                continue
            if (state.roundabouts[seat] > 0 and cell.by != seat and cell.card != ROUNDABOUT
                    and ref_open_exits(state, seat, x, y, table[ROUNDABOUT][0].exits[entry])
                    and not opponent_car_on(state, seat, x, y)):
                return depth
            exits = ref_open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
            if state.options.turn_round and exits:
                exits |= 1 << entry
            for edge in range(4):
                place = (x + DX[edge], y + DY[edge], (edge + 2) % 4)
                if exits >> edge & 1 and place not in seen:
                    seen.add(place)
                    following.append(place)
        layer = following
        depth += 1
    return math.inf


def ref_road_distance(state: DriveState, seat: int, x: int, y: int, entry: int) -> float:
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
            exits = ref_open_exits(state, seat, x, y, table[cell.card][cell.rot].exits[entry])
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


def ref_distance(state: DriveState, seat: int) -> float:
    car = state.cars[seat]
    if car.retired or car.edge < 0:
        return math.inf
    if (car.x, car.y, car.edge) == finish_out(state, seat):
        return 0
    return ref_road_distance(state, seat, *front(state, seat))


def ref_nearer_than_ever(state: DriveState, seat: int) -> int | None:
    nearest = ref_distance(state, seat)
    return int(nearest) if nearest < state.best[seat] else None


def ref_begin(state: DriveState, ended: int | None, events: list) -> None:
    """The end of a turn (``ended``; None: another turn) and the start of the next, as they
    were: each check asked where it was needed, nothing handed on to the legal moves."""
    seat = state.turn
    if ended is not None:
        n = state.players
        for step in range(1, n + 1):
            seat = (ended + step) % n
            if not state.cars[seat].retired:
                break
    if ended is not None and not state.cars[ended].retired:
        nearest = ref_distance(state, ended)
        if nearest < state.best[ended]:
            state.best[ended] = int(nearest)
            state.idle = 0
    state.phase = "turn"
    state.turn = seat
    state.idle += 1
    stall = state.options.stall_turns
    in_game = [other for other, car in enumerate(state.cars) if not car.retired]
    if stall and state.idle >= stall * len(in_game):
        turn.game_over(state, [], STALEMATE, events)
        return
    if not ref_can_get_somewhere(state, seat) and all(
            not ref_can_get_somewhere(state, other) for other in in_game):
        reason = NO_MOVES if all(cannot_move(state, o) for o in in_game) else NO_WAY_TO_FINISH
        turn.game_over(state, [], reason, events)


def ref_place_moves(state: DriveState, seat: int) -> list:
    rotations = ref_placements_at(state, seat, state.drawn, *front(state, seat))
    return [_PLACE[q] for q in rotations] if rotations else [{"type": "discard"}]


def ref_exit_moves(state: DriveState, seat: int) -> list:
    car = state.cars[seat]
    cell = state.cells[(car.x, car.y)]
    exits = ref_open_exits(state, seat, car.x, car.y,
                           state.options.cards.table[cell.card][cell.rot].exits[car.entry])
    return [_EXIT[e] for e in range(4) if exits >> e & 1]


# -- the states looked at --------------------------------------------------------------

#: (mode, options): both modes, every option, the house rule on and off, a house deck
CONFIGS = [
    ("digital", {}), ("digital", {"turn_round": True}), ("digital", {"limit": True}),
    ("digital", {"ignore_triangles": True, "limit": True, "stall_turns": 0}),
    ("digital", {"turn_round": True, "limit": True, "stall_turns": 0}),
    ("digital", {"stall_turns": 3}),
    ("referee", {"stall_turns": 20}), ("referee", {"turn_round": True, "stall_turns": 20}),
    ("referee", {"limit": True, "ignore_triangles": True, "stall_turns": 20}),
    ("referee", {"deck": HOUSE_DECK, "stall_turns": 20}),
]
GAMES_PER_CONFIG = 4
MOVE_CAP = 400


def config_of(mode: str, options: dict, seed: int) -> Config:
    players = 2 + seed % 3
    if seed % 2:  # cars of other colours: other Starts and Finishes
        options = {**options, "cars": ["green", "yellow", "red", "blue"][:players]}
    return Config(players=players, mode=mode, options=options)


def game_states(mode: str, options: dict, seed: int) -> list[DriveState]:
    """Copies of every state of one random game."""
    state = GAME.new(config_of(mode, options, seed), seed)
    rng = Rng(seed)
    states = []
    for _ in range(MOVE_CAP):
        if GAME.is_over(state):
            break
        states.append(clone(state))
        seat = state.turn
        GAME.push(state, seat, GAME.sample_move(state, seat, rng))
    return states


def varied(state: DriveState, rng: Rng) -> DriveState:
    """A copy of ``state`` with some cards gone from the pack and the discard pile, and
    sometimes every car's Roundabouts, where few cards or none fit any more."""
    other = clone(state)
    for card in range(len(other.pack_counts)):
        if rng.randbelow(3):
            other.pack_counts[card] = 0
            other.discard[card] = 0
    if rng.randbelow(2):
        other.roundabouts = [0] * len(other.roundabouts)
    return other


@pytest.fixture(scope="module")
def states() -> list[DriveState]:
    rng = Rng(2026)
    out = []
    for mode, options in CONFIGS:
        for seed in range(GAMES_PER_CONFIG):
            for state in game_states(mode, options, seed):
                out.append(state)
                if rng.randbelow(4) == 0:
                    out.append(varied(state, rng))
    return out


def places_around(state: DriveState, seat: int) -> list[tuple[int, int, int]]:
    """The place in front of ``seat``'s car and the places next to every card on the table,
    with every entry: around the Start and Finish card, along the limit and beyond it."""
    places = {front(state, seat)}
    for x, y in state.cells:
        for edge in range(4):
            nx, ny = x + DX[edge], y + DY[edge]
            if (nx, ny) not in state.cells:
                places.add((nx, ny, (edge + 2) % 4))
    return sorted(places)


# -- the checks, state by state ----------------------------------------------------------


def test_the_states_cover_the_cases(states):
    assert len(states) > 5000
    cases = {"free", "near", "beyond the limit", "nothing to draw", "cannot get anywhere"}
    seen = set()
    for state in states:
        for seat in range(state.players):
            x, y, _ = front(state, seat)
            if not (-1 <= x <= 2 and -1 <= y <= 2):
                seen.add("free")
            elif not (0 <= x <= 1 and 0 <= y <= 1):
                seen.add("near")
            if not (LIMIT_MIN <= x <= LIMIT_MAX and LIMIT_MIN <= y <= LIMIT_MAX):
                seen.add("beyond the limit")
            if not any(state.pack_counts) and not any(state.discard):
                seen.add("nothing to draw")
            if not ref_can_get_somewhere(state, seat):
                seen.add("cannot get anywhere")
    assert seen == cases


#: every place whose edges touch the Start and Finish card or the limit, and some beyond
GRID = [(x, y) for x in range(LIMIT_MIN - 1, LIMIT_MAX + 2)
        for y in range(LIMIT_MIN - 1, LIMIT_MAX + 2)]


def tables() -> list[tuple[DriveState, int]]:
    """A new game of each configuration, and each of its seats: where a card may go and
    where a car may leave one depend on the cards, the options and the car's colour."""
    games = [GAME.new(config_of(mode, options, seed), seed)
             for mode, options in CONFIGS for seed in (0, 1)]
    return [(state, seat) for state in games for seat in range(state.players)]


def test_open_exits_are_those_of_the_reference():
    for state, seat in tables():
        for x, y in GRID:
            for allowed in range(16):
                assert (checks.open_exits(state, seat, x, y, allowed)
                        == ref_open_exits(state, seat, x, y, allowed)), (x, y, allowed)


def test_placements_are_those_of_the_reference():
    for state, seat in tables():
        for x, y in GRID:
            for entry in range(4):
                for card in range(len(state.options.cards.table)):
                    assert (list(checks.placements_at(state, seat, card, x, y, entry))
                            == ref_placements_at(state, seat, card, x, y, entry)), \
                        (x, y, entry, card)


def test_a_card_fits_as_in_the_reference(states):
    for state in states[::5]:
        for seat in range(state.players):
            for x, y, entry in places_around(state, seat):
                assert checks.card_fits(state, seat, x, y, entry) == any(
                    ref_placements_at(state, seat, card, x, y, entry)
                    for card in range(state.options.cards.slots)
                    if state.pack_counts[card] or state.discard[card]), (x, y, entry)


def test_can_get_somewhere_is_the_reference(states):
    for state in states:
        for seat in range(state.players):
            assert (checks.can_get_somewhere(state, seat)
                    == ref_can_get_somewhere(state, seat)), json.dumps(GAME.to_json(state))


def test_nearer_than_ever_is_the_distance_below_the_best_so_far(states):
    for state in states[::2]:
        for seat in range(state.players):
            for best in range(8):  # any best so far, not only the one the game reached
                state.best[seat] = best
                assert (checks.nearer_than_ever(state, seat)
                        == ref_nearer_than_ever(state, seat)), (seat, best)


def test_road_distances_are_those_of_the_reference(states):
    for state in states[::4]:
        for seat in range(state.players):
            for x, y, entry in places_around(state, seat)[::3]:
                expected = ref_road_distance(state, seat, x, y, entry)
                assert checks.road_distance(state, seat, x, y, entry) == expected, (x, y)
                for below in (2, 5):
                    assert (checks.road_distance(state, seat, x, y, entry, below=below)
                            == min(expected, below)), (x, y, below)


def test_the_bots_detour_is_the_rules_search_counted_as_the_reference_counts(states):
    # one search (checks.way_on) answers the rules' "can it get somewhere" and counts the
    # greedy bot's detour: the count is the one the bot's own search gave
    for state in states[::4]:
        for seat in range(state.players):
            for place in places_around(state, seat)[::2]:
                assert greedy._detour(state, seat, [place]) == ref_detour(state, seat, [place])


def test_the_moves_of_a_turn_are_those_of_the_reference(states):
    for state in states:
        if state.phase == "turn" and state.outcome is None:
            seat = state.turn
            assert turn_moves(state, seat) == turn_moves(
                state, seat, ref_can_get_somewhere(state, seat))


def test_the_turns_start_reads_its_moves_and_whether_its_car_can_get_somewhere_together(
        states):
    # the turn's start (turn._begin) reads both in one pass, with no search when a card may
    # go in front: the answer is the reference's, and the moves those it gives
    for state in states:
        if state.phase == "turn" and state.outcome is None:
            for seat in range(state.players):
                if state.cars[seat].retired:
                    continue
                moves, somewhere = turn_start_moves(state, seat)
                assert somewhere == ref_can_get_somewhere(state, seat)
                assert moves == turn_moves(state, seat, somewhere)


# -- whole games ---------------------------------------------------------------------------


def play(mode: str, options: dict, seed: int, keep: bool = True) -> list[str]:
    """Every move of one random game: the legal moves, the move, its events, the state
    after it and its view, as text.  ``keep`` False: the moves a move keeps for the next
    decision are dropped (a change by hand), so each is listed afresh when asked."""
    state = GAME.new(config_of(mode, options, seed), seed)
    rng = Rng(seed)
    record = []
    for _ in range(MOVE_CAP):
        if GAME.is_over(state):
            break
        seat = state.turn
        legal = GAME.legal_moves(state, seat)
        move = GAME.sample_move(state, seat, rng)
        events = GAME.push(state, seat, move)
        if not keep:
            changed(state)
        record.append(json.dumps([legal, move, events, GAME.to_json(state),
                                  GAME.view(state, None)], sort_keys=True))
    return record


def test_the_games_compared_end_in_every_way():
    reasons = set()
    for mode, options in CONFIGS:
        for seed in range(GAMES_PER_CONFIG):
            state = GAME.new(config_of(mode, options, seed), seed)
            rng = Rng(seed)
            for _ in range(MOVE_CAP):
                if GAME.is_over(state):
                    reasons.add(state.outcome["reason"])
                    break
                GAME.push(state, state.turn, GAME.sample_move(state, state.turn, rng))
    assert reasons == {"finish", "all_retired", NO_MOVES, NO_WAY_TO_FINISH, STALEMATE}


@pytest.mark.parametrize(("mode", "options"), CONFIGS, ids=lambda c: json.dumps(c)[:40])
def test_games_go_as_with_the_reference_rules(mode, options, monkeypatch):
    fast = [play(mode, options, seed) for seed in range(GAMES_PER_CONFIG)]
    # the reference: the checks as they were, turns begun and ended as they were, and each
    # decision's moves listed only when asked (none kept by the move before)
    monkeypatch.setattr(turn, "_begin", ref_begin)
    monkeypatch.setattr(decisions, "can_get_somewhere", ref_can_get_somewhere)
    monkeypatch.setattr(reading, "can_get_somewhere", ref_can_get_somewhere)  # views
    monkeypatch.setitem(DECISIONS, PLACE, dataclasses.replace(DECISIONS[PLACE],
                                                              moves=ref_place_moves))
    monkeypatch.setitem(DECISIONS, EXIT, dataclasses.replace(DECISIONS[EXIT],
                                                             moves=ref_exit_moves))
    reference = [play(mode, options, seed, keep=False) for seed in range(GAMES_PER_CONFIG)]
    assert fast == reference
