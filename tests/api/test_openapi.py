"""The committed OpenAPI document is the app's, valid, and documents every game's moves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from api import create_app
from api.openapi.typed import camel
from core import game_names, get_game
from tests.plugins import TINY, only_shipped

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "openapi" / "openapi.json"
REGENERATE = "flask --app api openapi write --format=json openapi/openapi.json"

OPERATIONS = {
    "getCatalogue": ("get", "/api/v1/games/catalogue"),
    "createGame": ("post", "/api/v1/games"),
    "findByJoinCode": ("get", "/api/v1/join/{code}"),
    "joinGame": ("post", "/api/v1/games/{game_id}/players"),
    "getGame": ("get", "/api/v1/games/{game_id}"),
    "getLegalMoves": ("get", "/api/v1/games/{game_id}/legal-moves"),
    "postMove": ("post", "/api/v1/games/{game_id}/moves"),
    "getLog": ("get", "/api/v1/games/{game_id}/log"),
    "getEvents": ("get", "/api/v1/games/{game_id}/events"),
    "getTranscript": ("get", "/api/v1/games/{game_id}/transcript"),
    "getReplay": ("get", "/api/v1/games/{game_id}/replay"),
    "getSession": ("get", "/api/v1/games/{game_id}/session"),
    "getJoinQr": ("get", "/api/v1/games/{game_id}/join.svg"),
    "rematchGame": ("post", "/api/v1/games/{game_id}/rematch"),
    "addBots": ("post", "/api/v1/games/{game_id}/bots"),
    "endGame": ("delete", "/api/v1/games/{game_id}"),
    "checkTranscript": ("post", "/api/v1/transcripts/check"),
    "replayTranscript": ("post", "/api/v1/transcripts/replay"),
    "getServer": ("get", "/api/v1/server"),
    "getOperations": ("get", "/api/v1/operations"),
    "healthz": ("get", "/healthz"),
    "readyz": ("get", "/readyz"),
}


#: the operations whose body or answers depend on the game: each has one copy per game
GAME_SPECIFIC = ("getGame", "getLegalMoves", "postMove", "getLog", "getTranscript", "getReplay")


def generated() -> dict:
    """The document the flask-smorest CLI writes, from a fresh interpreter (shipped games)."""
    with only_shipped():
        out = subprocess.run(
            [sys.executable, "-m", "flask", "--app", "api", "openapi", "print",
             "--format=json"],
            cwd=ROOT, capture_output=True, text=True, timeout=120, check=True,
        )
    return dict(json.loads(out.stdout))


def test_the_committed_document_is_the_apps():
    assert json.loads(COMMITTED.read_text()) == generated(), (
        f"openapi/openapi.json is out of date; regenerate it with: {REGENERATE}")


def test_the_served_document_is_the_committed_one(app):
    with only_shipped():  # the app of the shipped games, whatever else is installed
        shipped = create_app(dict(app.config))
        response = shipped.test_client().get("/api/openapi.json")  # (built on first ask)
    assert response.status_code == 200
    served, committed = response.get_json(), json.loads(COMMITTED.read_text())
    # but for the server it names: the one that sent it (here PUBLIC_URL), not :8000
    assert [server["url"] for server in served.pop("servers")] == ["http://roadtrip.test"]
    assert committed.pop("servers")[0]["url"] == "http://127.0.0.1:8000"
    assert served == committed


def test_the_served_servers_entry_is_the_port_served_on(app):
    """Without PUBLIC_URL the document names the host and port it was asked on."""
    app.config["PUBLIC_URL"] = None
    served = app.test_client().get("/api/openapi.json", base_url="http://192.0.2.7:8123")
    assert [s["url"] for s in served.get_json()["servers"]] == ["http://192.0.2.7:8123"]


def test_the_document_is_valid_openapi():
    validate(json.loads(COMMITTED.read_text()))


def per_game_operations() -> dict[str, tuple[str, str]]:
    """Each game's typed copy of the game-specific operations, under its own path."""
    out = {}
    for name in game_names():
        for operation in GAME_SPECIFIC:
            verb, path = OPERATIONS[operation]
            out[operation + camel(name)] = (verb, path.replace("/api/v1/games/",
                                                               f"/api/v1/{name}/games/"))
    return out


def test_every_operation_has_its_operation_id():
    with only_shipped():  # the committed document describes the shipped games
        check_operation_ids(json.loads(COMMITTED.read_text()))


def check_operation_ids(spec: dict) -> None:
    found = {op["operationId"]: (verb, path) for path, item in spec["paths"].items()
             for verb, op in item.items() if isinstance(op, dict) and "operationId" in op}
    assert found == OPERATIONS | per_game_operations()


def test_moves_are_a_one_of_per_game_each_branch_with_its_type():
    with only_shipped():
        check_moves(json.loads(COMMITTED.read_text()))


def check_moves(spec: dict) -> None:
    schemas = spec["components"]["schemas"]
    assert {ref["$ref"] for ref in schemas["Move"]["anyOf"]} == {
        f"#/components/schemas/{name}.Move" for name in game_names()}
    for name in game_names():
        per_game = schemas[f"{name}.Move"]
        types = set(get_game(name).move_schemas())
        if "discriminator" in per_game:  # only where each type is one schema
            assert per_game["discriminator"]["propertyName"] == "type"
            assert set(per_game["discriminator"]["mapping"]) == types
            assert len(per_game["oneOf"]) == len(types)
        branches = [schemas[ref["$ref"].rsplit("/", 1)[1]] for ref in per_game["oneOf"]]
        assert {branch["properties"]["type"]["const"] for branch in branches} == types
        for branch in branches:
            assert "type" in branch["required"]
            assert branch["description"]
    post_move = spec["paths"]["/api/v1/games/{game_id}/moves"]
    body = post_move["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/Move"}


def test_every_legal_move_matches_its_documented_schema():
    with only_shipped():
        check_legal_moves(json.loads(COMMITTED.read_text()))


def check_legal_moves(spec: dict) -> None:
    import jsonschema

    from core import Config
    from core.playout import random_playout

    for name in game_names():
        schemas = spec["components"]["schemas"]
        game = get_game(name)
        playout = random_playout(game, Config(players=3), seed=4, max_moves=150)
        state = game.new(Config(players=3), seed=4)
        for seat, move in playout.moves:
            for legal in game.legal_moves(state, seat):
                schema = dict(schemas[f"{name}.Move"], components=spec["components"])
                jsonschema.validate(legal, schema)
            game.push(state, seat, move)


@pytest.mark.parametrize("name", [TINY])
def test_a_plugin_game_is_documented_as_the_built_in_games_are(client, name):
    """The app's document with the tiny third game installed (never committed: a test's game)."""
    spec = client.get("/api/openapi.json").get_json()
    assert spec != json.loads(COMMITTED.read_text())
    validate(spec)
    check_operation_ids(spec)
    check_moves(spec)
    check_legal_moves(spec)
    create = spec["components"]["schemas"]["CreateGame"]["discriminator"]["mapping"]
    assert create[name] == f"#/components/schemas/{name}.CreateGame"


def test_errors_are_documented_as_problem_documents():
    """Every error answer of every operation is a problem document of that operation's
    own Problem schema (its codes an enum: issue 25)."""
    spec = json.loads(COMMITTED.read_text())
    checked = 0
    for item in spec["paths"].values():
        for op in item.values():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            for status, response in op["responses"].items():
                if status.startswith(("2", "3")):
                    continue
                assert set(response["content"]) == {"application/problem+json"}
                ref = response["content"]["application/problem+json"]["schema"]["$ref"]
                assert ref == f"#/components/schemas/Problem.{op['operationId']}"
                checked += 1
            problem = spec["components"]["schemas"][f"Problem.{op['operationId']}"]
            assert {"type", "title", "status", "detail", "code"} <= set(problem["required"])
    assert checked > 100
