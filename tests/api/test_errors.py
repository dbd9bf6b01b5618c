"""Every refusal is an RFC 9457 problem, changes nothing, and never shows a trace."""

from __future__ import annotations

import pytest
import redis

from api import create_app
from api.run.redis_process import free_port
from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"


def assert_problem(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data(True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.get_json()
    assert {"type", "title", "status", "detail", "code"} <= set(body)
    assert body["status"] == status
    if code is not None:
        assert body["code"] == code, body
    assert "Traceback" not in response.get_data(as_text=True)
    return body


@pytest.fixture()
def game(client):
    created = create(client, DMC, 2, seed=4)
    tokens = join_all(client, created["id"], 2)
    view = client.get(f"/api/v1/games/{created['id']}").get_json()
    return {"id": created["id"], "host": created["host_token"], "tokens": tokens,
            "pending": view["pending"][0], "version": view["version"]}


def snapshot(client, game_id):
    """Everything observable about a game, to check a refusal changed nothing."""
    view = client.get(f"/api/v1/games/{game_id}").get_json()
    view.pop("server_time")  # the clock moves on; the game does not
    log = client.get(f"/api/v1/games/{game_id}/log").get_json()
    return view, log


def test_an_unknown_route_is_a_404_problem(client):
    assert_problem(client.get("/api/v1/nothing-here"), 404, "not_found")
    assert_problem(client.post("/api/v1/nothing-here", json={}), 404, "not_found")


def test_an_unknown_game_is_a_404_unknown_game(client):
    for path in ("", "/legal-moves", "/log", "/transcript", "/join.svg"):
        assert_problem(client.get(f"/api/v1/games/nosuchgame{path}"), 404, "unknown_game")
    assert_problem(client.post("/api/v1/games/nosuchgame/players", json={"name": "a"}), 404,
                   "unknown_game")
    assert_problem(client.post("/api/v1/games/nosuchgame/moves", json={"type": "pass"},
                               headers=auth("x")), 404, "unknown_game")
    assert_problem(client.get("/api/v1/join/ZZZZZZ"), 404, "unknown_join_code")


def test_a_wrong_method_is_a_405_with_allow(client):
    response = client.delete("/api/v1/games/catalogue")
    assert_problem(response, 405, "method_not_allowed")
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= {"GET"}
    response = client.put("/api/v1/games/catalogue")  # no body: still a 405, not a 400
    assert_problem(response, 405, "method_not_allowed")
    response = client.get("/api/v1/transcripts/check")
    assert_problem(response, 405)
    assert "POST" in response.headers["Allow"]


def test_a_body_that_is_not_json_is_a_400(client, game):
    before = snapshot(client, game["id"])
    for body, ctype in (("{not json", "application/json"), ("hello", "text/plain"), ("", None)):
        headers = auth(game["tokens"][game["pending"]])
        if ctype:
            headers["Content-Type"] = ctype
        assert_problem(client.post(f"/api/v1/games/{game['id']}/moves", data=body,
                                   headers=headers), 400, "not_json")
    assert_problem(client.post("/api/v1/games", data="[1,", content_type="application/json"),
                   400, "not_json")
    assert snapshot(client, game["id"]) == before


@pytest.mark.parametrize("body, field", [
    ({"game": DMC, "players": 2.5}, "players"),
    ({"game": DMC, "players": "2"}, "players"),
    ({"game": DMC}, "players"),
    ({"game": DMC, "players": 2, "seed": 1.5}, "seed"),
    ({"game": DMC, "players": 2, "bots": [1.5]}, "bots"),
    ({"game": DMC, "players": 2, "mode": "online"}, "mode"),
    ({"game": DMC, "players": 2, "colour": "red"}, "colour"),
])
def test_a_body_that_breaks_the_schema_is_a_422_with_field_errors(client, body, field):
    problem = assert_problem(client.post("/api/v1/games", json=body), 422, "invalid_request")
    # a flat map: a list's or nested field's errors by their dotted path (bots.0)
    assert any(name == field or name.startswith(f"{field}.") for name in problem["errors"])
    assert all(isinstance(messages, list) and all(isinstance(m, str) for m in messages)
               for messages in problem["errors"].values())


def test_a_whole_float_is_an_integer_as_the_document_says_and_a_fraction_is_refused(client):
    """Issue 41 (3): JSON Schema's ``integer`` takes ``1.0`` (JSON has one kind of number),
    so the server takes it as 1 too; ``1.5`` and ``"1"`` stay refused."""
    created = create(client, DMC, 3)
    path = f"/api/v1/games/{created['id']}/players"
    for seat in (1.5, "1", True):
        problem = assert_problem(client.post(path, json={"name": "a", "seat": seat}), 422,
                                 "invalid_request")
        assert "seat" in problem["errors"]
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["version"] == 1
    joined = client.post(path, json={"name": "a", "seat": 1.0})
    assert joined.status_code == 201 and joined.get_json()["seat"] == 1


def test_a_config_the_game_refuses_is_a_422_with_its_code(client):
    assert_problem(client.post("/api/v1/games", json={"game": "drive", "players": 5}), 422,
                   "invalid_players")
    assert_problem(client.post("/api/v1/games", json={"game": DMC, "players": 2,
                                                      "variants": ["nope"]}), 422,
                   "unknown_variant")
    # a game name outside the catalogue is a field error (unknown_game is only the 404)
    problem = assert_problem(client.post("/api/v1/games", json={"game": "chess", "players": 2}),
                             422, "invalid_request")
    assert "game" in problem["errors"]
    assert_problem(client.post("/api/v1/games", json={"game": DMC, "players": 2, "bots": [5]}),
                   422, "invalid_seat")


def test_a_goal_the_deck_cannot_reach_is_a_422_naming_the_maximum(client):
    """Driving Me Crazy!'s goal is bounded by the deck's distance cards (4900 km in the box)."""
    problem = assert_problem(client.post("/api/v1/games", json={
        "game": DMC, "players": 2, "options": {"goal": 100000}}), 422, "invalid_option")
    assert "at most 4900 km" in problem["detail"]


def test_an_illegal_move_is_a_422_with_the_rule_and_changes_nothing(client, game):
    other = 1 - game["pending"]
    legal = client.get(f"/api/v1/games/{game['id']}/legal-moves",
                       headers=auth(game["tokens"][game["pending"]])).get_json()["moves"]
    before = snapshot(client, game["id"])
    problem = assert_problem(client.post(f"/api/v1/games/{game['id']}/moves", json=legal[0],
                                         headers=auth(game["tokens"][other])), 422,
                             "not_your_turn")
    assert problem["rule"]
    assert problem["detail"]
    problem = assert_problem(client.post(f"/api/v1/games/{game['id']}/moves",
                                         json={"type": "play", "card": "km200"},
                                         headers=auth(game["tokens"][game["pending"]])), 422)
    assert problem["code"] != "invalid_request"
    for junk in ([1, 2], {"card": "km50"}, {"type": 3}, "text"):
        assert_problem(client.post(f"/api/v1/games/{game['id']}/moves", json=junk,
                                   headers=auth(game["tokens"][game["pending"]])), 422,
                       "invalid_request")
    assert snapshot(client, game["id"]) == before


def test_tokens_are_checked(client, game):
    path = f"/api/v1/games/{game['id']}"
    before = snapshot(client, game["id"])
    assert_problem(client.get(f"{path}/legal-moves"), 401, "invalid_token")
    assert_problem(client.post(f"{path}/moves", json={"type": "pass"}), 401, "invalid_token")
    assert_problem(client.get(path, headers=auth("not-a-token")), 401, "invalid_token")
    assert_problem(client.get(path, headers={"Authorization": "Basic abc"}), 401,
                   "invalid_token")
    response = client.post(f"{path}/moves", json={"type": "pass"}, headers=auth("wrong"))
    assert_problem(response, 401, "invalid_token")
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    # the host token can see, but not play for a seat
    assert client.get(path, headers=auth(game["host"])).status_code == 200
    assert_problem(client.get(f"{path}/legal-moves", headers=auth(game["host"])), 403,
                   "not_your_seat")
    assert_problem(client.post(f"{path}/moves", json={"type": "pass"},
                               headers=auth(game["host"])), 403, "not_your_seat")
    # a seat token is no host token
    assert_problem(client.post(f"{path}/rematch", headers=auth(game["tokens"][0])), 403,
                   "not_host")
    assert_problem(client.post(f"{path}/rematch"), 401, "invalid_token")
    # another game's token is no token of this game
    other = create(client, DMC, 2)
    other_tokens = join_all(client, other["id"], 2)
    assert_problem(client.get(f"{path}/legal-moves", headers=auth(other_tokens[0])), 401,
                   "invalid_token")
    assert snapshot(client, game["id"]) == before


def test_conflicts_are_409(client):
    created = create(client, DMC, 2)
    path = f"/api/v1/games/{created['id']}"
    first = client.post(f"{path}/players", json={"name": "a", "seat": 1})
    assert first.status_code == 201 and first.get_json()["seat"] == 1
    assert_problem(client.post(f"{path}/players", json={"name": "b", "seat": 1}), 409,
                   "seat_taken")
    # not started yet: no moves
    assert_problem(client.post(f"{path}/moves", json={"type": "pass"},
                               headers=auth(first.get_json()["token"])), 409, "game_not_started")
    assert client.post(f"{path}/players", json={"name": "b"}).get_json()["seat"] == 0
    assert_problem(client.post(f"{path}/players", json={"name": "c"}), 409, "game_full")
    assert_problem(client.post(f"{path}/players", json={"name": "c", "seat": 7}), 422,
                   "invalid_seat")
    assert_problem(client.get(f"{path}/transcript"), 409, "transcript_hidden")


def test_a_body_too_large_is_a_413(client, game):
    huge = {"type": "play", "card": "x" * (70 * 1024)}
    before = snapshot(client, game["id"])
    assert_problem(client.post(f"/api/v1/games/{game['id']}/moves", json=huge,
                               headers=auth(game["tokens"][game["pending"]])), 413,
                   "body_too_large")
    assert snapshot(client, game["id"]) == before


def test_an_unexpected_error_is_a_bare_500_problem(app, client, monkeypatch):
    def explode(self, *args, **kwargs):
        raise RuntimeError("secret internals: /etc/passwd")

    monkeypatch.setattr("api.service.lobby.Lobby.find_join_code", explode)
    problem = assert_problem(client.get("/api/v1/join/ABCDEF"), 500, "internal_error")
    assert "secret" not in problem["detail"]
    assert "RuntimeError" not in client.get("/api/v1/join/ABCDEF").get_data(as_text=True)


def test_redis_unreachable_is_a_503_with_retry_after_and_never_500():
    app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{free_port()}/0"})
    client = app.test_client()
    for response in (client.post("/api/v1/games", json={"game": DMC, "players": 2}),
                     client.get("/api/v1/games/abc"),
                     client.get("/api/v1/games/abc/log?wait=1"),
                     client.get("/api/v1/join/ABCDEF"),
                     client.get("/readyz")):
        problem = assert_problem(response, 503, "store_unavailable")
        assert int(response.headers["Retry-After"]) >= 1
        assert "redis" not in problem["detail"].lower()
    assert client.get("/healthz").status_code == 200


@pytest.mark.parametrize("reply, status", [
    ("Error running script (call to f_0): @user_script:12: -OOM command not allowed", 503),
    ("READONLY You can't write against a read only replica.", 503),
    ("WRONGTYPE Operation against a key holding the wrong kind of value", 500),
])
def test_a_store_refusal_inside_the_commit_script_is_a_503(client, monkeypatch, reply, status):
    def refuse(*args, **kwargs):
        raise redis.exceptions.ResponseError(reply)

    monkeypatch.setattr("api.store.store.Store.commit", refuse)
    response = client.post("/api/v1/games", json={"game": DMC, "players": 2})
    problem = assert_problem(response, status)
    assert problem["code"] == ("store_unavailable" if status == 503 else "internal_error")
    assert "script" not in problem["detail"] and "READONLY" not in problem["detail"]


def test_a_refused_create_leaves_no_join_code_behind(client, monkeypatch, redis_url):
    def refuse(*args, **kwargs):
        raise redis.exceptions.ResponseError("-OOM command not allowed")

    monkeypatch.setattr("api.store.store.Store.commit", refuse)
    assert_problem(client.post("/api/v1/games", json={"game": DMC, "players": 2}), 503)
    raw = redis.Redis.from_url(redis_url)
    assert [k for k in raw.keys("*") if not k.startswith(b"rt-limit")] == []  # only counters
    raw.close()
