"""A lost answer loses nothing: joins, creates, bots and rematches under an Idempotency-Key
(issue 24, item 4).

The same key with the same body answers the first answer again -- the seat or
host token included -- and changes nothing; the same key with another body is
``422 idempotency_key_reused``.  The moves endpoint shares the same code
(tests/api/test_idempotency.py).
"""

from __future__ import annotations

import redis

from api.store.keys import create_idem_key
from tests.api.helpers import auth, create

DMC = "driving-me-crazy"


def key(value: str) -> dict[str, str]:
    return {"Idempotency-Key": value}


def test_a_join_replayed_with_the_same_key_returns_the_same_seat_and_token(client):
    game = create(client, players=3)
    path = f"/api/v1/games/{game['id']}/players"
    first = client.post(path, json={"name": "Ann"}, headers=key("join-ann"))
    again = client.post(path, json={"name": "Ann"}, headers=key("join-ann"))
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    view = client.get(f"/api/v1/games/{game['id']}",
                      headers=auth(first.get_json()["token"])).get_json()
    assert view["seat"] == first.get_json()["seat"]  # the replayed token is a working token
    assert [p["joined"] for p in view["players"]] == [True, False, False]  # one seat taken
    assert view["version"] == 2


def test_a_join_key_with_another_body_is_refused_and_takes_no_seat(client):
    game = create(client, players=3)
    path = f"/api/v1/games/{game['id']}/players"
    assert client.post(path, json={"name": "Ann"}, headers=key("k")).status_code == 201
    refused = client.post(path, json={"name": "Bob"}, headers=key("k"))
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "idempotency_key_reused"
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == 2


def test_the_same_join_key_in_another_game_is_another_join(client):
    one, two = create(client), create(client)
    first = client.post(f"/api/v1/games/{one['id']}/players", json={"name": "A"},
                        headers=key("k"))
    second = client.post(f"/api/v1/games/{two['id']}/players", json={"name": "A"},
                         headers=key("k"))
    assert first.status_code == second.status_code == 201
    assert first.get_json()["token"] != second.get_json()["token"]


def test_a_create_replayed_with_the_same_key_returns_the_same_game_and_host_token(client):
    body = {"game": DMC, "players": 2}
    first = client.post("/api/v1/games", json=body, headers=key("create-1"))
    again = client.post("/api/v1/games", json=dict(reversed(list(body.items()))),
                        headers=key("create-1"))
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    other = client.post("/api/v1/games", json=body)
    assert other.get_json()["id"] != first.get_json()["id"]


def test_a_create_key_with_another_body_is_refused(client):
    assert client.post("/api/v1/games", json={"game": DMC, "players": 2},
                       headers=key("c")).status_code == 201
    refused = client.post("/api/v1/games", json={"game": DMC, "players": 3}, headers=key("c"))
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "idempotency_key_reused"


def test_the_stored_create_answer_is_small_and_holds_no_view(client, redis_url):
    client.post("/api/v1/games", json={"game": DMC, "players": 2}, headers=key("small"))
    stored = redis.Redis.from_url(redis_url).get(create_idem_key("small"))
    assert stored is not None and len(stored) < 250
    assert b"host_token" in stored and b"view" not in stored


def test_bots_added_twice_with_the_same_key_answer_once(client):
    game = create(client, players=3)
    host = {**auth(game["host_token"]), **key("bots")}
    path = f"/api/v1/games/{game['id']}/bots"
    first = client.post(path, json={"seats": [1]}, headers=host)
    again = client.post(path, json={"seats": [1]}, headers=host)
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json()
    refused = client.post(path, json={"seats": [2]}, headers=host)
    assert refused.get_json()["code"] == "idempotency_key_reused"


def test_a_rematch_replayed_with_the_same_key_returns_the_same_rematch(client):
    game = create(client, players=2, bots=[0, 1], seed=2)  # all bots: over at once
    host = {**auth(game["host_token"]), **key("again")}
    path = f"/api/v1/games/{game['id']}/rematch"
    first = client.post(path, headers=host)
    again = client.post(path, headers=host)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    without = client.post(path, headers=auth(game["host_token"]))
    assert without.status_code == 409 and without.get_json()["code"] == "rematch_exists"
