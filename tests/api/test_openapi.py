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
from tests.plugins import TINY, installed, only_shipped, owned_by

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
    "addHeldSeat": ("post", "/api/v1/games/{game_id}/held-seats"),
    "handOverSeat": ("post", "/api/v1/games/{game_id}/seats/{seat}/handover"),
    "claimSeat": ("post", "/api/v1/games/{game_id}/seats/{seat}/claim"),
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
        with owned_by(name):
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
        with owned_by(name):
            schemas = spec["components"]["schemas"]
            game = get_game(name)
            playout = random_playout(game, Config(players=3), seed=4, max_moves=150)
            state = game.new(Config(players=3), seed=4)
            # one validator per game (the document's schema checked once, not per move)
            schema = dict(schemas[f"{name}.Move"], components=spec["components"])
            kind = jsonschema.validators.validator_for(schema)
            kind.check_schema(schema)
            move_schema = kind(schema)
            for seat, move in playout.moves:
                for legal in game.legal_moves(state, seat):
                    move_schema.validate(legal)
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
    check_setups(spec)
    check_nothing_free_form(spec)
    create = spec["components"]["schemas"]["CreateGame"]["discriminator"]["mapping"]
    assert create[name] == f"#/components/schemas/{name}.CreateGame"


def test_a_games_setup_is_typed_as_its_own():
    with only_shipped():
        check_setups(json.loads(COMMITTED.read_text()))


def check_setups(spec: dict) -> None:
    """``Game.config``, a transcript's config and createGame's body take the game's own
    player range, variants and options (``<game>.Options``: its catalogue's, no other)."""
    schemas = spec["components"]["schemas"]
    for name in game_names():
        with owned_by(name):
            game = get_game(name)
            options = schemas[f"{name}.Options"]
            assert set(options["properties"]) == set(game.catalogue()["options"]), name
            assert options["additionalProperties"] is False
            assert not any("default" in option for option in options["properties"].values()), \
                "an option is left out in answers too: a default would read as always there"
            setups = {"Game": "config", "Transcript": "config", "CreateGame": None}
            for holder, field in setups.items():
                setup = schemas[f"{name}.{holder}"]
                if field is not None:
                    ref = setup["properties"][field]["$ref"].rsplit("/", 1)[1]
                    setup = schemas[ref]
                props = setup["properties"]
                assert props["options"] == {"$ref": f"#/components/schemas/{name}.Options"}
                assert (props["players"]["minimum"], props["players"]["maximum"]) == (
                    game.min_players, game.max_players)
                assert props["variants"]["items"].get("enum", []) == list(game.variants)
            assert {"players", "mode", "variants", "options"} <= set(
                schemas[f"{name}.Config"]["required"]), "a game's config says all of its setup"


def test_nothing_a_game_sends_is_a_free_form_object():
    """No object of unknown shape in any game's components: its config, options and the
    move an event carries (a deadline's) are typed, as its moves, views and events are."""
    with only_shipped():
        check_nothing_free_form(json.loads(COMMITTED.read_text()))


def check_nothing_free_form(spec: dict) -> None:
    prefixes = tuple(f"{name}." for name in game_names())
    found = []

    def walk(node: object, where: str) -> None:
        if isinstance(node, dict):
            shaped = {"properties", "additionalProperties", "$ref", "oneOf", "anyOf", "allOf"}
            if "object" in (node.get("type"), *(node.get("type") or [])) \
                    and not shaped & set(node) or node.get("additionalProperties") == {}:
                found.append(where)
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    for component, schema in spec["components"]["schemas"].items():
        if component.startswith(prefixes) and not component.endswith(".CatalogueEntry"):
            walk(schema, component)
    assert found == [], found


def test_a_move_an_event_carries_is_the_games_own_move():
    """Driving Me Crazy!'s deadline moves: a pass the clock made, an end its deadline made."""
    with only_shipped():
        schemas = json.loads(COMMITTED.read_text())["components"]["schemas"]
    for event, move in (("pass_reaction", "pass_reaction"), ("game_over", "close")):
        carried = schemas[f"driving-me-crazy.event.{event}"]["properties"]["move"]
        assert carried["$ref"] == f"#/components/schemas/driving-me-crazy.{move}"
        assert carried["description"]


#: a plug-in game whose clock plays for a seat that waits too long: its event carries the move
CLOCKED = {
    "pyproject.toml": """
[project]
name = "roadtrip-clocked"
version = "1.0.0"
[project.entry-points."roadtrip.games"]
clocked-race = "roadtrip_clocked:GAME"
""",
    "roadtrip_clocked/__init__.py": """
from core.schema import SEAT, event, move
from roadtrip_tinyrace.game import TinyRace


class ClockedRace(TinyRace):
    name = "clocked-race"
    title = "Clocked Race"

    def event_schemas(self):
        return {**super().event_schemas(), "timeout": event(
            "timeout", "The clock played for a seat.", {"seat": SEAT, "move": move("play")})}


GAME = ClockedRace()
""",
}


def test_a_plugin_games_move_carried_by_an_event_is_its_own_move(app, tmp_path):
    """A plug-in declares an event field holding a move with core.schema.move (from its
    own package, named in no list of the API): the document types it as that game's move."""
    for name, text in CLOCKED.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    with installed(), installed(tmp_path):
        spec = create_app(dict(app.config)).test_client().get("/api/openapi.json").get_json()
        validate(spec)
        check_nothing_free_form(spec)
    schemas = spec["components"]["schemas"]
    carried = schemas["clocked-race.event.timeout"]["properties"]["move"]
    assert carried == {"$ref": "#/components/schemas/clocked-race.play"}
    assert {"$ref": "#/components/schemas/clocked-race.event.timeout"} in \
        schemas["clocked-race.Event"]["oneOf"]
