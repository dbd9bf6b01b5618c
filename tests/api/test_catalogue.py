"""getCatalogue serves each game's own description, typed by the OpenAPI document.

Each test runs with the built-in games and again with the tiny third game
installed (a plug-in must describe itself the same way).
"""

from __future__ import annotations

import json
import re

import pytest
from jsonschema import Draft202012Validator

from core import Config, game_names, get_game
from tests.plugins import TINY

#: developer text that has no place in a player's option description
DEVELOPER = re.compile(r"\b[A-Z][A-Za-z]+\.[a-z_]+\b|\bsee [A-Za-z_.]+\b|^(bool|int|str):")


#: the built-in games alone, then with the tiny third game installed
INSTALLS = pytest.mark.parametrize("installed", ["built-in", TINY])


def served(client) -> list[dict]:
    response = client.get("/api/v1/games/catalogue")
    assert response.status_code == 200
    return response.get_json()["games"]


@INSTALLS
def test_the_served_catalogue_is_each_games_own_description_with_nothing_lost(client, installed):
    """The typed schema drops nothing a game describes; the API adds only move types and
    bot levels."""
    entries = served(client)
    assert [entry["name"] for entry in entries] == game_names()
    for entry in entries:
        game = get_game(entry["name"])
        own = json.loads(json.dumps(game.catalogue()))
        assert {key: entry[key] for key in own} == own
        assert set(entry) - set(own) <= {"move_types", "bot_levels"}
        assert entry["move_types"] == sorted(game.move_schemas())


@INSTALLS
def test_the_served_catalogue_is_valid_against_its_documented_schema(client, installed):
    """Every field is typed: the entry schemas forbid undocumented fields.

    The app's own document (the committed one for the shipped games alone:
    tests/api/test_openapi.py) types the catalogue of whatever games are installed."""
    document = client.get("/api/openapi.json").get_json()
    schema = {"$ref": "#/components/schemas/Catalogue", "components": document["components"]}
    Draft202012Validator(schema).validate({"games": served(client)})


@INSTALLS
def test_every_game_says_players_variants_options_decisions_and_cards_the_same_way(
        client, installed):
    for entry in served(client):
        game = get_game(entry["name"])
        assert entry["players"] == {"min": game.min_players, "max": game.max_players}
        assert "min_players" not in entry and "max_players" not in entry
        assert [v["name"] for v in entry["variants"]] == list(game.variants)
        assert entry["decisions"] and all(entry["decisions"].values())
        assert all(card["text"] and card["title"] for card in entry["cards"])


@INSTALLS
def test_every_option_is_a_json_schema_with_a_default_and_a_description_for_players(
        client, installed):
    for entry in served(client):
        for name, option in entry["options"].items():
            Draft202012Validator.check_schema(option)
            Draft202012Validator(option).validate(option["default"])
            assert option["description"].strip(), name
            assert not DEVELOPER.search(option["description"]), option["description"]


@INSTALLS
def test_leaving_an_option_out_is_the_same_as_choosing_its_default(client, installed):
    for entry in served(client):
        game = get_game(entry["name"])
        players = game.min_players
        plain = game.new(Config(players=players), seed=11)
        for name, option in entry["options"].items():
            chosen = game.new(Config(players=players, options={name: option["default"]}),
                              seed=11)
            assert game.view(chosen, 0) == game.view(plain, 0), name
