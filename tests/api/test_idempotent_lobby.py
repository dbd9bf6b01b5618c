"""A lost answer loses nothing: joins, creates, bots and rematches under an Idempotency-Key
(issue 24, item 4).

The same key with the same body answers the first answer again -- the seat or
host token included -- and changes nothing; the same key with another body is
``422 idempotency_key_reused``.  The moves endpoint shares the same code
(tests/api/test_idempotency.py).
"""

from __future__ import annotations

import redis

from api.guard.shed import bound
from api.store.keys import create_idem_key
from tests.api.helpers import auth, create

DMC = "driving-me-crazy"


def key(value: str) -> dict[str, str]:
    """A create's or join's key as the guide asks for one: at least 22 characters."""
    return {"Idempotency-Key": value.ljust(36, "0")}


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
    stored = redis.Redis.from_url(redis_url).get(
        create_idem_key(bound(key("small")["Idempotency-Key"], "127.0.0.1")))
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


# -- issue 41, item 1: retry keys that give nothing away --------------------------------

#: a second client: another address (the test client's own is 127.0.0.1)
ELSEWHERE = {"REMOTE_ADDR": "203.0.113.7"}


def test_the_same_create_key_and_body_from_another_client_gets_neither_the_token_nor_the_game(
        client):
    """The stored answer holds the host token: only the client that made it gets it back."""
    body = {"game": DMC, "players": 2}
    first = client.post("/api/v1/games", json=body, headers=key("3f0c9a4e-5b8d-4c1e"))
    other = client.post("/api/v1/games", json=body, headers=key("3f0c9a4e-5b8d-4c1e"),
                        environ_base=ELSEWHERE)
    assert first.status_code == other.status_code == 201
    mine, theirs = first.get_json(), other.get_json()
    assert theirs["host_token"] != mine["host_token"]
    assert theirs["id"] != mine["id"] and theirs["join_code"] != mine["join_code"]
    # the first client's retry still gets its own game, and only that one
    again = client.post("/api/v1/games", json=body, headers=key("3f0c9a4e-5b8d-4c1e"))
    assert again.get_json() == mine


def test_the_same_join_key_and_body_from_another_client_gets_neither_the_seat_nor_its_token(
        client):
    game = create(client, players=3)
    path = f"/api/v1/games/{game['id']}/players"
    first = client.post(path, json={"name": "Ann"}, headers=key("join-ann"))
    other = client.post(path, json={"name": "Ann"}, headers=key("join-ann"),
                        environ_base=ELSEWHERE)
    assert first.status_code == other.status_code == 201
    assert other.get_json()["token"] != first.get_json()["token"]
    assert other.get_json()["seat"] != first.get_json()["seat"]


def test_an_ipv6_client_keeps_its_key_across_its_own_addresses(client):
    """A phone's IPv6 privacy address changes within its /64: its retry still counts."""
    body = {"game": DMC, "players": 2}
    first = client.post("/api/v1/games", json=body, headers=key("v6-retry"),
                        environ_base={"REMOTE_ADDR": "2001:db8:1:2::10"})
    again = client.post("/api/v1/games", json=body, headers=key("v6-retry"),
                        environ_base={"REMOTE_ADDR": "2001:db8:1:2:abcd::99"})
    assert again.get_json() == first.get_json()


def test_a_create_or_join_key_too_short_to_be_unguessable_is_refused_and_changes_nothing(
        client):
    game = create(client, players=2)
    for path, body in (("/api/v1/games", {"game": DMC, "players": 2}),
                       (f"/api/v1/games/{game['id']}/players", {"name": "Ann"})):
        refused = client.post(path, json=body, headers={"Idempotency-Key": "7f1c"})
        assert refused.status_code == 422, refused.get_json()
        problem = refused.get_json()
        assert problem["code"] == "invalid_request"
        assert "22" in problem["detail"] and "UUID" in problem["detail"]
        worded = client.post(path, json=body, headers={"Idempotency-Key": "7f1c",
                                                      "Accept-Language": "de"})
        assert "zufällige Zeichen" in worded.get_json()["detail"]
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == 1


def test_a_uuid_is_a_long_enough_key(client):
    import uuid

    answer = client.post("/api/v1/games", json={"game": DMC, "players": 2},
                         headers={"Idempotency-Key": str(uuid.uuid4())})
    assert answer.status_code == 201


def test_a_moves_key_stays_free_in_length_as_it_belongs_to_its_token(client):
    """A move's (or the host's) key is kept per token: a short one gives nothing away."""
    game = create(client, players=3)
    answer = client.post(f"/api/v1/games/{game['id']}/bots", json={"seats": [1]},
                         headers={**auth(game["host_token"]), "Idempotency-Key": "b1"})
    assert answer.status_code == 200
