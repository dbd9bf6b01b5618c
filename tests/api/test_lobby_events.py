"""Joining a seat and the start are log events, so lobby long-polls wake up."""

from __future__ import annotations

from typing import Any

from tests.api.helpers import auth, create, waiting_long_poll


def events(client, game_id: str, after: int = 0) -> list[dict[str, Any]]:
    response = client.get(f"/api/v1/games/{game_id}/log?after={after}")
    assert response.status_code == 200
    return [entry["event"] for entry in response.get_json()["events"]]


def join(client, game_id: str, name: str, seat: int | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"name": name}
    if seat is not None:
        body["seat"] = seat
    response = client.post(f"/api/v1/games/{game_id}/players", json=body)
    assert response.status_code == 201, response.get_json()
    return dict(response.get_json())


def test_joins_and_the_start_are_logged_in_order(client):
    game_id = create(client, players=2)["id"]
    assert events(client, game_id) == []
    join(client, game_id, "Ada", seat=1)
    assert events(client, game_id) == [{"type": "joined", "seat": 1, "name": "Ada"}]
    join(client, game_id, "Bo")
    log = events(client, game_id)
    assert log[:3] == [{"type": "joined", "seat": 1, "name": "Ada"},
                       {"type": "joined", "seat": 0, "name": "Bo"},
                       {"type": "started"}]
    assert log.count({"type": "started"}) == 1
    response = client.get(f"/api/v1/games/{game_id}/log").get_json()
    assert [e["index"] for e in response["events"]] == list(range(1, len(log) + 1))


def test_a_refused_join_logs_nothing(client):
    game_id = create(client, players=2)["id"]
    join(client, game_id, "Ada", seat=0)
    assert client.post(f"/api/v1/games/{game_id}/players",
                       json={"name": "Bo", "seat": 0}).status_code == 409
    assert events(client, game_id) == [{"type": "joined", "seat": 0, "name": "Ada"}]


def test_bots_added_by_the_host_are_logged_and_start_the_game(client):
    created = create(client, players=3)
    game_id = created["id"]
    join(client, game_id, "Ada")
    response = client.post(f"/api/v1/games/{game_id}/bots", json={"seats": [2, 1]},
                           headers=auth(created["host_token"]))
    assert response.status_code == 200, response.get_json()
    log = events(client, game_id)
    assert log[:4] == [{"type": "joined", "seat": 0, "name": "Ada"},
                       {"type": "joined", "seat": 1, "name": "Bot 2", "bot": True,
                        "level": "normal"},
                       {"type": "joined", "seat": 2, "name": "Bot 3", "bot": True,
                        "level": "normal"},
                       {"type": "started"}]


def test_an_all_bot_game_logs_its_start(client):
    game_id = create(client, players=2, bots=[0, 1])["id"]
    assert events(client, game_id)[0] == {"type": "started"}


def test_a_lobby_long_poll_wakes_up_when_someone_joins(app, client):
    game_id = create(client, players=2)["id"]
    waiter, answer = waiting_long_poll(app, game_id, 0)
    join(client, game_id, "Ada")
    waiter.join(5)
    assert not waiter.is_alive(), "the long-poll did not wake up on the join"
    assert answer["json"]["events"] == [
        {"index": 1, "event": {"type": "joined", "seat": 0, "name": "Ada"}}]
    assert answer["json"]["last"] == 1
