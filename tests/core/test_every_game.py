"""One generic random-simulation check run over every registered game (as OpenSpiel does).

Each game's own suite goes deeper; this one holds every game to the protocol:
enumerated moves apply, anything else is refused with the state untouched,
JSON round trips are exact and a transcript replays to the same state.
"""

import json

import pytest

from core import Config, IllegalMove, get_game
from core.playout import random_playout
from core.rng import Rng
from core.transcript import Transcript, replay
from tests.plugins import every_game

MODES = ("digital", "referee")


def dump(game, state) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


def configs(game):
    for mode in MODES:
        for players in range(game.min_players, game.max_players + 1):
            yield Config(players=players, mode=mode)


def not_a_move_variants(move: dict) -> list[dict]:
    out = [
        {**move, "type": "teleport"},
        {**move, "card": "no-such-card"} if "card" in move else {**move, "extra": 1},
        {k: v for k, v in move.items() if k != "type"},
    ]
    # JSON types matter: 1.0 and true are not the integer 1.
    for key, value in move.items():
        if type(value) is int:
            out += [{**move, key: float(value)}, {**move, key: str(value)}]
    return out


@pytest.mark.parametrize("name", every_game())
def test_every_enumerated_move_applies_and_nothing_else(name):
    game = get_game(name)
    for index, config in enumerate(configs(game)):
        seed = 1000 + index
        state = game.new(config, seed)
        rng = Rng(seed)
        for _ in range(300):
            if game.is_over(state):
                break
            seats = game.pending(state)
            assert seats, "a game that is not over has a pending seat"
            seat = seats[rng.randbelow(len(seats))]
            moves = game.legal_moves(state, seat)
            assert moves, f"pending seat {seat} has no legal move"
            before = dump(game, state)
            for bad in not_a_move_variants(moves[0]):
                if bad in moves:
                    continue
                with pytest.raises(IllegalMove):
                    game.apply(state, seat, bad)
                assert dump(game, state) == before
            idle = [s for s in range(config.players) if s not in seats]
            if idle:
                with pytest.raises(IllegalMove):
                    game.apply(state, idle[0], moves[0])
                assert dump(game, state) == before
            game.apply(state, seat, moves[rng.randbelow(len(moves))])


@pytest.mark.parametrize("name", every_game())
def test_pending_is_empty_exactly_when_the_game_is_over(name):
    """The random playout loop asks ``pending`` alone at each move and ``is_over`` once a game
    (core.playout): that holds only if no seat is pending once over, and one is before."""
    game = get_game(name)
    for index, config in enumerate(configs(game)):
        for seed in range(2000 + 10 * index, 2000 + 10 * index + 3):
            state = game.new(config, seed)
            rng = Rng(seed)
            for _ in range(3000):
                seats = game.pending(state)
                assert bool(seats) != game.is_over(state)
                if not seats:
                    break
                seat = seats[rng.randbelow(len(seats))]
                game.push(state, seat, game.sample_move(state, seat, rng))


@pytest.mark.parametrize("name", every_game())
def test_random_playout_stops_at_the_end_and_reports_it(name):
    """A playout ends on the move that ends the game, finished, and not a move before."""
    game = get_game(name)
    for index, config in enumerate(configs(game)):
        result = random_playout(game, config, 3000 + index, max_moves=5000)
        state = game.new(config, 3000 + index)
        for number, (seat, move) in enumerate(result.moves):
            assert not game.is_over(state), f"move {number} played after the end"
            game.push(state, seat, move)
        assert result.finished == game.is_over(state) == game.is_over(result.state)
        cut = random_playout(game, config, 3000 + index, max_moves=len(result.moves) - 1)
        assert not cut.finished and len(cut.moves) == len(result.moves) - 1


@pytest.mark.parametrize("name", every_game())
def test_json_round_trip_and_replay_reproduce_the_state(name):
    game = get_game(name)
    for index, config in enumerate(configs(game)):
        seed = 2000 + index
        result = random_playout(game, config, seed, max_moves=400, checked=True)
        text = dump(game, result.state)
        assert dump(game, game.from_json(json.loads(text))) == text
        transcript = Transcript(game=name, config=config, seed=seed, moves=result.moves)
        replayed, verdict = replay(Transcript.from_dict(json.loads(json.dumps(
            transcript.to_dict()))))
        assert verdict.legal
        assert dump(game, replayed) == text


@pytest.mark.parametrize("name", every_game())
def test_catalogue_and_move_schemas_are_json(name):
    game = get_game(name)
    catalogue = game.catalogue()
    json.dumps(catalogue)
    schemas = game.move_schemas()
    assert schemas and all(isinstance(s, dict) for s in schemas.values())
    json.dumps(schemas)
