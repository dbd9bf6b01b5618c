"""A strict contract (issue 41, item 2): a query parameter the document does not list is
refused ``400 unknown_parameter`` naming it, never ignored -- ignored, axios'
``include[]=view`` answered 200 without the view, and a misspelt ``inclde=`` the same."""

from __future__ import annotations

import pytest

from tests.api.helpers import auth, create, join_all


@pytest.fixture()
def seated(client):
    game = create(client, "driving-me-crazy", 2, seed=5)
    tokens = join_all(client, game["id"], 2)
    pending = client.get(f"/api/v1/games/{game['id']}").get_json()["pending"][0]
    token = tokens[pending]
    move = client.get(f"/api/v1/games/{game['id']}/legal-moves",
                      headers=auth(token)).get_json()["moves"][0]
    return game["id"], token, move


@pytest.mark.parametrize("query, named", [
    ("include[]=view&include[]=legal_moves", ["include[]"]),   # axios, orval
    ("inclde=view", ["inclde"]),
    ("include=view&_=1700000000", ["_"]),                      # a cache buster
])
def test_a_move_with_an_unknown_query_parameter_is_refused_naming_it_and_applies_nothing(
        client, seated, query, named):
    game_id, token, move = seated
    before = client.get(f"/api/v1/games/{game_id}").get_json()["version"]
    answer = client.post(f"/api/v1/games/{game_id}/moves?{query}", json=move,
                         headers=auth(token))
    assert answer.status_code == 400
    problem = answer.get_json()
    assert problem["code"] == "unknown_parameter" and problem["parameters"] == named
    assert all(name in problem["detail"] for name in named)
    assert "include" in problem["detail"]  # what the operation takes instead
    assert client.get(f"/api/v1/games/{game_id}").get_json()["version"] == before


def test_the_documented_include_still_works_in_both_forms(client, seated):
    game_id, token, move = seated
    answer = client.post(f"/api/v1/games/{game_id}/moves?include=view&include=legal_moves",
                         json=move, headers=auth(token))
    assert answer.status_code == 200
    assert {"view", "legal_moves"} <= set(answer.get_json())


@pytest.mark.parametrize("path", ["/api/v1/games/catalogue?verbose=1", "/api/v1/server?x=",
                                  "/api/v1/join/ABCDEF?code=1"])
def test_an_operation_without_query_parameters_refuses_any(client, path):
    answer = client.get(path)
    assert answer.status_code == 400
    assert answer.get_json()["code"] == "unknown_parameter"


def test_the_refusal_is_worded_in_every_language(client):
    for lang, word in (("nl", "onbekende"), ("de", "unbekannte"), ("fr", "inconnu")):
        answer = client.get("/api/v1/games/catalogue?verbose=1", headers={"Accept-Language": lang})
        assert word in answer.get_json()["detail"]
        assert answer.headers["Content-Language"] == lang


def test_pages_and_the_document_take_any_query(client):
    """Only the documented operations are strict: a page's join link carries ?join=."""
    with client.get("/?join=ABCDEF") as page:
        assert page.status_code == 200
    with client.get("/api/openapi.json?v=2") as document:
        assert document.status_code == 200


def test_every_operation_documents_the_refusal(client):
    document = client.get("/api/openapi.json").get_json()
    for path, item in document["paths"].items():
        if not path.startswith("/api/"):
            continue
        for verb, operation in item.items():
            if isinstance(operation, dict) and "responses" in operation:
                assert "unknown_parameter" in operation["x-problem-codes"]["400"], (verb, path)


def test_an_accept_language_over_its_documented_200_characters_is_refused(client):
    answer = client.get("/api/v1/games/catalogue", headers={"Accept-Language": "de," * 70})
    assert answer.status_code == 400
    assert answer.get_json()["code"] == "invalid_header"
    assert client.get("/api/v1/games/catalogue",
                      headers={"Accept-Language": "d" * 200}).status_code == 200
