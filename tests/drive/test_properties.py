"""Properties over many random games, in both modes and with every option.

10 configurations (house decks: 40 seeds, else 125) with the stalemate house rule at 20
rounds (so every game ends within ``move_bound``), and 2 × 60 games without it (a game
goes on while a car can get somewhere; they stop at a move cap), each checked after every
move.  No game ends while a car could still get somewhere.
In referee mode the table sometimes takes the last report back (undo, any seat), several
in a row at times.
"""

import json

import pytest

from core.drive.cards import ALL_TYPES, CARD_TYPES, ROUNDABOUT
from core.drive.checks import can_get_somewhere, cannot_move
from core.drive.geometry import FINISH, OPEN, PORTS, START_PORTS, within_limit
from core.drive.reading import exit_kind
from core.drive.state import EXIT, TURN, DriveState, clone
from core.errors import IllegalMove
from core.protocol import Config
from core.rng import Rng
from core.transcript import Transcript, replay
from core.undo import DEPTH

from .helpers import GAME, dump

#: rounds without progress toward any Finish before a stalemate (the digital default)
STALL_ROUNDS = 20
STALL = {"stall_turns": STALL_ROUNDS}
OPTION_SETS = [STALL, {"limit": True, **STALL}, {"ignore_triangles": True, **STALL},
               {"turn_round": True, **STALL}]
#: a box unlike the reconstruction: more level crossings, no diversions, two new cards
HOUSE_DECK = {"level-crossing": 5, "diversion": 0, "straight": 8,
              "bend-garage": {"count": 3, "roads": "NE", "stops": "N"},
              "crossroads-clearway": {"count": 2, "roads": "NESW", "no_stopping": True,
                                      "rules": {"S": "NE"}, "triangle": "S"}}
CONFIGS = [(mode, options) for mode in ("digital", "referee") for options in OPTION_SETS]
HOUSE_GAMES = 40
CONFIGS += [("referee", {"deck": HOUSE_DECK, **STALL}),
            ("referee", {"deck": HOUSE_DECK, "limit": True, **STALL})]
GAMES_PER_CONFIG = 125
#: the default, without the house rule: games stop here if they have not ended
UNBOUNDED_CAP, UNBOUNDED_GAMES = 3000, 60
#: every game ends within this many moves (docs/rules/drive-1960.md, "Every game ends"):
#: progress toward a Finish happens at most C + 5P times (C cards in the pack and 2P
#: Roundabouts put on the table, and each of P cars 3 times nearer its Finish than ever
#: before), a stalemate comes after N rounds (at most N·P turns) without any, and a turn
#: is at most 3 moves (draw, place, exit; a No Stopping card's extra turn is a turn)
def move_bound(pack: int, players: int, rounds: int) -> int:
    return 3 * (pack + 5 * players + 1) * rounds * players


MOVE_BOUND = move_bound(78, 4, STALL_ROUNDS)


def check_invariants(state: DriveState) -> None:
    check_cards(state)
    check_cars(state)


def check_cards(state: DriveState) -> None:
    n = state.players
    # Cards never overlap except Roundabouts on opponents' cards.
    cards = state.options.cards  # the reconstructed set, or a house deck
    tops = [0] * len(cards.types)
    covered = [0] * len(cards.types)
    limit = state.options.limit
    for (x, y), cell in state.cells.items():
        assert not (0 <= x <= 1 and 0 <= y <= 1)
        assert not limit or within_limit(x, y)
        tops[cell.card] += 1
        if cell.covered:
            assert cell.card == ROUNDABOUT and len(cell.covered) == 1
            card, _, by = cell.covered[0]
            assert card != ROUNDABOUT and by != cell.by
            covered[card] += 1
    # Cards are conserved: pack, discard, board, covered, the drawn card, Roundabouts.
    assert len(state.pack_counts) == len(state.discard) == cards.slots
    for t, kind in enumerate(cards.types[:cards.slots]):
        if t == ROUNDABOUT:  # a house deck's slot for it: never in the pack
            assert state.pack_counts[t] == state.discard[t] == 0
            continue
        drawn = 1 if state.drawn == t else 0
        total = state.pack_counts[t] + state.discard[t] + tops[t] + covered[t] + drawn
        assert total == kind.count, kind.id
    if not state.referee:
        assert sorted(state.pack) == [t for t, c in enumerate(state.pack_counts)
                                      for _ in range(c)]
    assert sum(state.roundabouts) + tops[ROUNDABOUT] == 2 * n
    assert all(r >= 0 for r in state.roundabouts)


def check_cars(state: DriveState) -> None:
    # Every car stands on a road at an exit edge, or is held before an obstruction.
    for seat, car in enumerate(state.cars):
        if car.retired:
            continue
        if car.entry < 0:
            assert (car.x, car.y, car.edge) == PORTS[START_PORTS[seat]]
            continue
        cell = state.cells[(car.x, car.y)]
        oriented = state.options.cards.table[cell.card][cell.rot]
        assert oriented.arms >> car.entry & 1
        if state.phase == EXIT and seat == state.turn:
            assert car.edge == -1
            continue
        assert oriented.arms >> car.edge & 1 and car.edge != car.entry
        if car.held:
            assert oriented.stops & (1 << car.entry | 1 << car.edge)
        moved_here = oriented.exits[car.entry] >> car.edge & 1
        turned_round = state.options.turn_round and oriented.exits[car.edge] >> car.entry & 1
        assert moved_here or turned_round
        if state.outcome is None:
            kind = exit_kind(state, seat, car.x, car.y, car.edge)
            assert kind == OPEN or (kind == FINISH and car.held)


def mutations(move: dict, state: DriveState) -> list:
    out = [
        {**move, "type": "teleport"},
        {k: v for k, v in move.items() if k != "type"},
        {**move, "extra": 1},
        {"type": "place", "rotation": 45},
        {"type": "exit", "edge": "Q"},
        {"type": "roundabout"}, {"type": "drive"}, {"type": "discard"},
        {"type": "break_down"}, {"type": "wait"}, {"type": "turn_round"},
        {"type": "pass_obstruction"}, {"type": "draw"}, {"type": "undo"},
        {"type": "draw", "card": "roundabout"},
        "not a move",
    ]
    if "rotation" in move:
        out += [{"type": "place", "rotation": r} for r in (0, 90, 180, 270)]
    if "edge" in move:
        out += [{"type": "exit", "edge": e} for e in "NESW"]
    if "card" in move:
        out += [{"type": "draw", "card": t.id} for t in CARD_TYPES]
    return out


def split(state: DriveState) -> tuple[dict, list]:
    """The state's JSON without its undo chain, and the chain's reporters and snapshots
    (by identity: a snapshot is never copied nor changed), last report first."""
    chain, link = [], state.undo
    while link is not None:
        chain.append((link.seat, id(link.before)))
        link = link.below
    return GAME.to_json(clone(state)), chain


def check_no_car_could_move(state: DriveState) -> None:
    """A game over "no_moves": every car still in it could only wait (or retire by choice)."""
    assert state.outcome["reason"] == "no_moves"
    for seat, car in enumerate(state.cars):
        if car.retired:
            continue
        probe = clone(state)
        probe.outcome, probe.turn, probe.phase = None, seat, TURN
        kinds = {m["type"] for m in GAME.legal_moves(probe, seat)} - {"undo"}
        assert "wait" in kinds and kinds <= {"wait", "break_down"}, (seat, kinds)


def check_end(state: DriveState) -> None:
    """Why the game ended is true of the table."""
    reason = state.outcome["reason"]
    if reason == "no_moves":
        check_no_car_could_move(state)
    elif reason == "finish":
        (winner,) = state.outcome["winners"]
        assert not state.cars[winner].retired
    elif reason == "all_retired":
        assert all(car.retired for car in state.cars)
    elif reason == "no_way_to_finish":
        in_game = [s for s, car in enumerate(state.cars) if not car.retired]
        assert not any(can_get_somewhere(state, s) for s in in_game)
        assert not all(cannot_move(state, s) for s in in_game)
    else:
        assert reason == "stalemate" and state.options.stall_turns is not None
        active = sum(not car.retired for car in state.cars)
        assert state.idle >= state.options.stall_turns * active


def described(state: DriveState, card: str) -> dict:
    """A referee draw report describing ``card`` by what matters for play, not by its id."""
    kind = state.options.cards.types[state.options.cards.index[card]]
    return {"type": "draw", "card": {"roads": kind.roads, "stops": kind.stops,
                                     "triangle": kind.triangle,
                                     "no_stopping": kind.no_stopping, "rules": kind.rules}}


def play_game(mode: str, options: dict, seed: int, deep: bool, cap: int | None = None):
    config = Config(players=2 + seed % 3, mode=mode, options=options)
    state = GAME.new(config, seed)
    rng = Rng(seed * 7919 + 1)
    record = []
    #: reports that stand: an undo takes the last one back, so undone ones do not count
    standing = 0
    #: deep referee games: the game and its undo chain before each standing report
    befores: list[tuple[dict, list]] = []
    for index in range(3 * MOVE_BOUND if cap is None else cap):
        if GAME.is_over(state):
            break
        assert standing <= MOVE_BOUND
        check_cars(state)
        if index % 4 == 0:
            check_cards(state)
        seat = GAME.pending(state)[0]
        # every seat's moves: any seat may undo the last report for the table
        choices = [(s, m) for s in range(config.players) for m in GAME.legal_moves(state, s)]
        undos = [(s, m) for s, m in choices if m["type"] == "undo"]
        assert len(undos) < len(choices), "a game that goes on has a move for its seat"
        if deep:
            assert {s for s, m in choices if m["type"] != "undo"} == {seat}
            view_undo = GAME.view(state, None).get("undo")
            assert [s for s, _ in undos] == ([] if view_undo is None else
                                             list(range(config.players)))
        # the table takes a report back now and then (1 in 8), more rarely several in a row
        if undos and rng.randbelow(8) == 0:
            seat, move = undos[rng.randbelow(len(undos))]
        else:
            own = [m for s, m in choices if m["type"] != "undo"]
            move = own[rng.randbelow(len(own))]
            if move["type"] == "draw" and state.referee and rng.randbelow(4) == 0:
                move = described(state, move["card"])
        legal = GAME.legal_moves(state, seat)
        if deep and index % 6 == 0:
            before_checks = split(state)
            for bad in mutations(move, state):
                if bad in legal:
                    continue
                with pytest.raises(IllegalMove):
                    GAME.apply(state, seat, bad)
            if move["type"] != "undo":
                others = [s for s in range(config.players) if s != seat]
                with pytest.raises(IllegalMove) as info:
                    GAME.apply(state, others[0], move)
                assert info.value.code == "not_your_turn"
            assert split(state) == before_checks
            if index % 24 == 0:  # the JSON round trip, undo chain included
                text = dump(state)
                assert dump(GAME.from_json(json.loads(text))) == text
                layer = GAME.to_json(state).get("undo")
                while layer is not None:  # no snapshot holds a snapshot of its own
                    assert "undo" not in layer["state"]
                    layer = layer.get("below")
            views = [GAME.view(state, s) for s in [None, *range(config.players)]]
            for view in views:
                assert {k: v for k, v in view.items() if k != "you"} == {
                    k: v for k, v in views[0].items() if k != "you"}
                assert isinstance(view["board"]["pack"], int)
                if len(state.pack) >= 3:
                    order = json.dumps([ALL_TYPES[t].id for t in state.pack[-3:]])[1:-1]
                    assert order not in json.dumps(view)
        if move["type"] == "undo":
            standing -= 1
        else:
            standing += 1
            if deep and state.referee:
                befores.append(split(state))
        GAME.apply(state, seat, move) if deep else GAME.push(state, seat, move)
        if move["type"] == "undo" and deep and befores:
            # the game exactly as before the report, with every earlier report still standing
            game, chain = split(state)
            expected_game, expected_chain = befores.pop()
            assert game == expected_game
            # the reports below stand again; only those beyond the undo depth are forgotten
            assert chain == expected_chain[:len(chain)]
            assert len(chain) == len(expected_chain) or len(chain) <= DEPTH - 1
        record.append((seat, move))
    assert GAME.is_over(state) or cap is not None, "every game ends within the bound"
    check_invariants(state)
    if GAME.is_over(state):
        check_end(state)
    return config, state, record


@pytest.mark.parametrize("mode, options", CONFIGS, ids=[
    f"{m}-{'-'.join(o)}" for m, o in CONFIGS])
def test_random_games_keep_every_invariant_and_replay_exactly(mode, options):
    reasons = set()
    undos = 0
    # house decks: fewer games (the other configurations cover the rest of the rules)
    for seed in range(HOUSE_GAMES if "deck" in options else GAMES_PER_CONFIG):
        config, state, record = play_game(mode, options, seed, deep=seed % 8 == 0)
        reasons.add(GAME.outcome(state)["reason"])
        undos += sum(move["type"] == "undo" for _, move in record)
        if seed % 4 == 0:  # replayed through the checked path (every 4th game: time)
            transcript = Transcript(game="drive", config=config, seed=seed, moves=record)
            replayed, verdict = replay(Transcript.from_dict(json.loads(json.dumps(
                transcript.to_dict()))))
            assert verdict.legal and verdict.finished
            assert dump(replayed) == dump(state)
        assert dump(GAME.from_json(json.loads(dump(state)))) == dump(state)
    assert "finish" in reasons and "all_retired" in reasons
    if mode == "referee":
        assert undos, "the random players took some reports back"
    else:
        assert not undos


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_without_the_house_rule_no_game_ends_while_a_car_can_move(mode):
    reasons = set()
    for seed in range(UNBOUNDED_GAMES):
        config, state, record = play_game(mode, {"stall_turns": 0}, seed,
                                          deep=seed % 12 == 0, cap=UNBOUNDED_CAP)
        if GAME.is_over(state):
            reasons.add(GAME.outcome(state)["reason"])
        if seed % 4 == 0:
            transcript = Transcript(game="drive", config=config, seed=seed, moves=record)
            replayed, verdict = replay(transcript)
            assert verdict.legal and dump(replayed) == dump(state)
    assert "stalemate" not in reasons and "finish" in reasons
