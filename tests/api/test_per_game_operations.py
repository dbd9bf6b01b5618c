"""A new game-specific endpoint is typed for every game without a list to maintain.

Issue 26, item 8: the per-game copies of an operation (``/api/v1/<game>/games/...``,
in the OpenAPI document and in Flask) follow from what the operation answers or
takes: an operation under ``/api/v1/games/`` that refers to a game's view, move,
log or transcript gets one copy per game; nothing names the operations.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis
from flask import Flask
from flask.views import MethodView
from flask_smorest import Blueprint

from api import create_app
from api.http import resources
from api.http.resources.common import games
from api.http.schemas import GameSchema
from api.openapi.typed import camel
from core import game_names
from tests.api.helpers import create
from tests.plugins import owned_by


def new_endpoint() -> Blueprint:
    """An endpoint nobody listed: the game as a spectator sees it, under another path."""
    blp = Blueprint("newcomer", __name__, url_prefix="/api/v1/games/<gameid:game_id>")

    @blp.route("/as-seen")
    class AsSeen(MethodView):
        @blp.response(200, GameSchema)
        @blp.doc(operationId="getAsSeen")
        def get(self, game_id: str) -> dict[str, Any]:
            """The game as a spectator sees it."""
            service = games()
            snap, game, state = service.play.current(game_id)
            return service.views.document(game_id, snap, game, state, None)

    return blp


@pytest.fixture()
def grown(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Flask]:
    monkeypatch.setattr(resources, "BLUEPRINTS", (*resources.BLUEPRINTS, new_endpoint()))
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    yield app
    app.extensions["roadtrip"].store.client.close()
    app.extensions["roadtrip"].store.blocking.close()
    for limiter in app.extensions.get("limiter", ()):
        client = getattr(limiter.storage, "storage", None)
        if client is not None:
            client.close()


def test_a_new_endpoint_answering_a_game_gets_a_typed_copy_per_game_in_the_document(grown):
    spec = grown.test_client().get("/api/openapi.json").get_json()
    for name in game_names():
        with owned_by(name):
            operation = spec["paths"][f"/api/v1/{name}/games/{{game_id}}/as-seen"]["get"]
            assert operation["operationId"] == f"getAsSeen{camel(name)}"
            answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
            assert answer == {"$ref": f"#/components/schemas/{name}.Game"}


def test_a_new_endpoint_answering_a_game_is_served_under_each_games_path(grown):
    client = grown.test_client()
    created = create(client, "drive", 2)
    assert client.get(f"/api/v1/drive/games/{created['id']}/as-seen").status_code == 200
    other = client.get(f"/api/v1/driving-me-crazy/games/{created['id']}/as-seen")
    assert other.status_code == 404 and other.get_json()["code"] == "unknown_game"


def test_an_endpoint_about_no_games_rules_gets_no_copy(app):
    spec = app.test_client().get("/api/openapi.json").get_json()
    for name in game_names():
        with owned_by(name):
            for generic in ("/bots", "/join.svg", "/players", "/rematch", "/events"):
                assert f"/api/v1/{name}/games/{{game_id}}{generic}" not in spec["paths"]


def redis_commands(monkeypatch: pytest.MonkeyPatch, request: Callable[[], Any]) -> int:
    """How many commands ``request()`` sends to Redis."""
    sent = []
    original = redis.connection.AbstractConnection.send_packed_command

    def counting(self: Any, command: Any, check_health: bool = True) -> None:
        sent.append(command)
        original(self, command, check_health)

    with monkeypatch.context() as patched:
        patched.setattr(redis.connection.AbstractConnection, "send_packed_command", counting)
        request()
    return len(sent)


def test_a_games_own_path_costs_no_more_redis_than_the_generic_one(client, monkeypatch):
    created = create(client, "drive", 2)
    token = client.post(f"/api/v1/games/{created['id']}/players", json={"name": "Ann"}
                        ).get_json()["token"]
    for tail, headers in (("", {}), ("", {"If-None-Match": '"2"'}), ("/log", {}),
                          ("/legal-moves", {"Authorization": f"Bearer {token}"})):
        generic, own = (redis_commands(monkeypatch, functools.partial(
            client.get, f"{base}/{created['id']}{tail}", headers=headers))
            for base in ("/api/v1/games", "/api/v1/drive/games"))
        assert own == generic, (tail, headers)


def test_another_games_id_is_unknown_under_a_games_path_even_when_unchanged(client):
    created = create(client, "drive", 2)
    version = client.get(f"/api/v1/games/{created['id']}").get_json()["version"]
    for name in game_names():
        with owned_by(name):
            path = f"/api/v1/{name}/games/{created['id']}"
            answer = client.get(path, headers={"If-None-Match": f'"{version}"'})
            if name == "drive":
                assert answer.status_code == 304
            else:
                assert answer.status_code == 404 and answer.get_json()["code"] == "unknown_game"
