"""Per-game paths: each game's typed operations answer with that game's documented schemas.

Games of each game and mode (up to MOVES moves), played only through its own paths, with every
answer validated against the per-game schema the document names for it (the
committed document; for the tiny third game, the document the app serves with
it installed); an id of the other game is unknown under a game's path.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from tests.api.helpers import auth, create, join_all
from tests.plugins import every_game

ROOT = Path(__file__).resolve().parents[2]
MOVES = 60
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text())


@functools.cache
def validator(component: str) -> Draft202012Validator:
    return validator_in(SPEC, component)


def validator_in(spec: dict, component: str) -> Draft202012Validator:
    schema = {"$ref": f"#/components/schemas/{component}", "components": spec["components"]}
    return Draft202012Validator(schema)


@pytest.mark.parametrize("name", every_game())
@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_a_whole_game_through_its_own_paths_matches_its_schemas(client, name, mode):
    if f"{name}.Game" in SPEC["components"]["schemas"]:  # a game the document was made with
        def check(body: dict, component: str) -> None:
            validator(component).validate(body)
    else:
        served = client.get("/api/openapi.json").get_json()

        def check(body: dict, component: str) -> None:
            validator_in(served, component).validate(body)
    created = create(client, name, 2, mode=mode)
    tokens = join_all(client, created["id"], 2)
    base = f"/api/v1/{name}/games/{created['id']}"
    for step in range(MOVES):
        game = client.get(base, headers=auth(tokens[0])).get_json()
        if step % 10 == 0 or game["status"] == "finished":  # (a board is big to check)
            check(game, f"{name}.Game")
        if game["status"] == "finished":
            break
        seat = game["pending"][0]
        legal = client.get(f"{base}/legal-moves", headers=auth(tokens[seat])).get_json()
        check(legal, f"{name}.LegalMoves")
        answer = client.post(f"{base}/moves", json=legal["moves"][-1],
                             headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
        check(answer.get_json(), f"{name}.MoveResult")
    log = client.get(f"{base}/log", headers=auth(tokens[1])).get_json()
    check(log, f"{name}.Log")
    if game["status"] == "finished" or mode == "referee":
        check(client.get(f"{base}/transcript").get_json(), f"{name}.Transcript")


def test_an_id_of_another_game_is_unknown_under_a_games_path(client):
    created = create(client, "drive", 2)
    response = client.get(f"/api/v1/driving-me-crazy/games/{created['id']}")
    assert response.status_code == 404
    assert response.get_json()["code"] == "unknown_game"
    assert client.get(f"/api/v1/drive/games/{created['id']}").status_code == 200
