"""What every game sends matches the schemas it publishes (the API's typed contract).

Random games of each game, mode and variant: every view (each seat's and a
spectator's), every event as each seat sees it, every legal move and the
outcome validate against :meth:`Game.view_schema`, :meth:`Game.event_schemas`,
:meth:`Game.move_schemas` and :meth:`Game.outcome_schema`, every field published
(the schemas stay open to clients, so that a new field breaks none of them); a
move an event carries (a deadline's) matches the game's own move schema.
"""

from __future__ import annotations

import pytest
from jsonschema import Draft202012Validator

from core import Config, event_for, get_game
from core.rng import Rng
from core.schema import catalogue, with_moves
from tests.plugins import every_game

MOVES_PER_GAME = 250


def closed(schema):
    """``schema`` with every object closed: a field sent but not published fails."""
    if isinstance(schema, list):
        return [closed(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: closed(value) for key, value in schema.items()}
    if "properties" in schema and "additionalProperties" not in schema:
        out["additionalProperties"] = False
    return out


def validator(schema: dict) -> Draft202012Validator:
    return Draft202012Validator(closed(schema))


def carrying_moves(schema: dict, game) -> dict:
    """``schema`` with each field holding a move (``core.schema.move``) as the game's own
    move schemas of those kinds (any move when none is named)."""
    published = game.move_schemas()
    return with_moves(schema, lambda kinds: {"anyOf": [
        published[kind] for kind in (kinds or sorted(published))]})


def configs(name: str) -> list[Config]:
    game = get_game(name)
    out = []
    for mode in ("digital", "referee"):
        out.append(Config(players=game.min_players, mode=mode))
        if game.variants:
            out.append(Config(players=game.max_players, mode=mode, variants=game.variants))
        else:
            out.append(Config(players=game.max_players, mode=mode))
    return out


@pytest.mark.parametrize("name", every_game())
def test_views_events_moves_and_outcomes_match_the_published_schemas(name):
    game = get_game(name)
    view = validator(game.view_schema())
    outcome = validator(game.outcome_schema())
    events = {kind: validator(carrying_moves(schema, game))
              for kind, schema in game.event_schemas().items()}
    moves = {kind: validator(schema) for kind, schema in game.move_schemas().items()}
    for n, config in enumerate(configs(name)):
        state = game.new(config, seed=n)
        rng = Rng(n)
        seats = [None, *range(config.players)]
        for step in range(MOVES_PER_GAME):
            # the clock advances 4 s a move: reaction windows open, and some time out
            ticked = game.tick(state, 1000.0 + 4 * step)
            if step % 5 == 0 or game.is_over(state):  # (a board's view is big to check)
                for seat in (None, *game.pending(state)[:1]):
                    view.validate(game.view(state, seat))
            if game.is_over(state):
                outcome.validate(game.outcome(state))
                break
            pending = game.pending(state)
            if not pending:  # a window closed by the tick ended the game
                continue
            seat = pending[rng.randbelow(len(pending))]
            legal = game.legal_moves(state, seat)
            for move in legal:
                moves[move["type"]].validate(move)
            for event in ticked + game.push(state, seat, legal[rng.randbelow(len(legal))]):
                assert event["type"] in events, f"event type {event['type']} is not published"
                for viewer in seats:
                    events[event["type"]].validate(event_for(event, viewer))


@pytest.mark.parametrize("name", every_game())
def test_the_catalogue_matches_its_published_schema_in_the_vocabulary_every_game_shares(name):
    game = get_game(name)
    schema = game.catalogue_schema()
    Draft202012Validator.check_schema(schema)
    validator(schema).validate(game.catalogue())
    shared = catalogue(game.title, {}, {})
    for field in ("name", "title", "players", "modes", "variants", "options", "decisions"):
        assert schema["properties"][field] == shared["properties"][field], field
    card = schema["properties"]["cards"]["items"]
    assert {"id", "title", "text"} <= set(card["required"])


@pytest.mark.parametrize("name", every_game())
def test_a_move_of_another_shape_is_refused_by_the_schemas(name):
    game = get_game(name)
    for kind, schema in game.move_schemas().items():
        assert not validator(schema).is_valid({"type": kind, "surplus": 1}), kind
        assert "description" in schema, f"{kind} has no description"
