"""Array query parameters (issue 25, item 1): every one the document declares is read in
both forms clients send it, exploded (``include=view&include=legal_moves``, OpenAPI's
default and the generators') and comma-separated (``include=view,legal_moves``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import auth, create, join_all
from tests.api.test_events import read_stream

#: the two forms of one array value, as query strings
FORMS = {"exploded": "{name}=view&{name}=legal_moves", "comma": "{name}=view,legal_moves"}


def _array_parameters(client: FlaskClient) -> list[tuple[str, str, str, dict[str, Any]]]:
    document = client.get("/api/openapi.json").get_json()
    return [(path, verb, param["name"], param)
            for path, item in document["paths"].items()
            for verb, op in item.items() if isinstance(op, dict) and "responses" in op
            for param in op.get("parameters", [])
            if param["in"] == "query" and param["schema"].get("type") == "array"]


def _seated_game(client: FlaskClient, name: str) -> tuple[str, str, dict[str, Any]]:
    """A started 2-seat game of ``name``: its id, the pending seat's token, a legal move."""
    game_id = create(client, name, 2, seed=7)["id"]
    tokens = join_all(client, game_id, 2)
    seat = client.get(f"/api/v1/games/{game_id}").get_json()["pending"][0]
    moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                       headers=auth(tokens[seat])).get_json()["moves"]
    return game_id, tokens[seat], moves[0]


def _game_of(path: str) -> str:
    """The game a path serves: ``/api/v1/<game>/games/...`` is that game's own copy (a
    plug-in's too); a generic path takes any game (Driving Me Crazy!)."""
    parts = path.split("/")
    return parts[3] if len(parts) > 4 and parts[4] == "games" else "driving-me-crazy"


def _post_move(client: FlaskClient, path: str, query: str) -> set[str]:
    game_id, token, move = _seated_game(client, _game_of(path))
    answer = client.post(f"{path.replace('{game_id}', game_id)}?{query}", json=move,
                         headers=auth(token))
    assert answer.status_code == 200, answer.get_json()
    return set(answer.get_json())


def _events(client: FlaskClient, path: str, query: str) -> set[str]:
    game_id, token, _ = _seated_game(client, _game_of(path))
    response = client.get(f"{path.replace('{game_id}', game_id)}?{query}",
                          headers=auth(token), buffered=False)
    assert response.status_code == 200
    try:
        view = next(e for e in read_stream(response) if e["event"] == "view")
    finally:
        response.close()
    return set(view["data"])


#: how each operation shows what ``include`` asked for: the keys of its answer (of the
#: stream's view event)
SEEN: dict[tuple[str, str], Callable[[FlaskClient, str, str], set[str]]] = {
    ("post", "include"): _post_move,
    ("get", "include"): _events,
}


def test_every_array_query_parameter_is_declared_in_the_form_generators_send(client):
    """OpenAPI's default for a query array (form, exploded) is what the generators send:
    the document declares exactly that, and says the comma form is read too."""
    found = _array_parameters(client)
    assert {(path, name) for path, _, name, _ in found} >= {
        ("/api/v1/games/{game_id}/moves", "include"),
        ("/api/v1/games/{game_id}/events", "include")}
    for path, _, name, param in found:
        assert (param.get("style", "form"), param.get("explode", True)) == ("form", True), path
        assert "comma-separated" in param["description"], (path, name)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_every_array_query_parameter_is_read_in_both_forms(client, form):
    """Each array parameter of the document, in each form, asks for both values: a move's
    answer carries view and legal_moves, the stream's view event both."""
    found = _array_parameters(client)
    assert found
    for path, verb, name, _ in found:
        query = FORMS[form].format(name=name)
        keys = SEEN[(verb, name)](client, path, query)
        assert {"view", "legal_moves"} <= keys, (path, form, keys)


def test_a_view_event_carries_legal_moves_only_when_asked(client):
    """``include=view`` alone: the view event has no ``legal_moves`` (an empty list there
    would read as "no legal moves")."""
    keys = _events(client, "/api/v1/games/{game_id}/events", "include=view")
    assert keys == {"game", "version", "view"}
