"""Bot levels through the API: chosen per bot seat when creating or adding bots."""

from __future__ import annotations

from core.protocol import BOT_LEVELS
from tests.api.helpers import auth, create

DMC = "driving-me-crazy"


def test_the_catalogue_lists_the_bot_levels_of_every_game(client):
    games = client.get("/api/v1/games/catalogue").get_json()["games"]
    for game in games:
        assert [entry["level"] for entry in game["bot_levels"]] == list(BOT_LEVELS)
        assert all(entry["description"] for entry in game["bot_levels"])


def test_each_bot_seat_plays_at_the_level_chosen_when_the_game_is_created(client):
    created = create(client, "drive", 3, bots=[2, 1], bot_levels=["hard", "easy"], seed=3)
    path = f"/api/v1/games/{created['id']}"
    client.post(f"{path}/players", json={"name": "Ann"})
    players = client.get(path).get_json()["players"]
    assert [(p["bot"], p["level"]) for p in players] == [(False, None), (True, "easy"),
                                                         (True, "hard")]


def test_bots_added_by_the_host_default_to_normal_or_take_the_given_levels(client):
    created = create(client, DMC, 4, seed=8)
    path = f"/api/v1/games/{created['id']}"
    host = auth(created["host_token"])
    client.post(f"{path}/players", json={"name": "Ann", "seat": 3})
    client.post(f"{path}/bots", json={"seats": [1]}, headers=host)
    answer = client.post(f"{path}/bots", json={"seats": [0, 2], "levels": ["hard", "easy"]},
                         headers=host)
    assert answer.status_code == 200 and answer.get_json()["status"] == "active"
    body = client.get(path).get_json()
    assert [p["level"] for p in body["players"]] == ["hard", "normal", "easy", None]
    assert body["pending"] == [3]  # the bots have played up to the person's turn


def test_a_bot_level_that_does_not_exist_or_does_not_pair_with_a_seat_is_refused(client):
    refused = client.post("/api/v1/games", json={"game": DMC, "players": 2, "bots": [1],
                                                 "bot_levels": ["grandmaster"]})
    assert refused.status_code == 422
    unpaired = client.post("/api/v1/games", json={"game": DMC, "players": 3, "bots": [1, 2],
                                                  "bot_levels": ["hard"]})
    assert unpaired.status_code == 422 and unpaired.get_json()["code"] == "invalid_bot_level"
    created = create(client, DMC, 3, seed=8)
    path = f"/api/v1/games/{created['id']}"
    host = auth(created["host_token"])
    twice = client.post(f"{path}/bots", json={"seats": [1, 1], "levels": ["hard", "easy"]},
                        headers=host)
    assert twice.status_code == 422 and twice.get_json()["code"] == "invalid_bot_level"
    assert all(not p["bot"] for p in client.get(path).get_json()["players"])


def test_a_rematch_keeps_the_bot_levels(client):
    created = create(client, "drive", 2, bots=[1], bot_levels=["hard"], seed=5)
    path = f"/api/v1/games/{created['id']}"
    client.post(f"{path}/players", json={"name": "Ann"})
    rematch = client.post(f"{path}/rematch", headers=auth(created["host_token"])).get_json()
    players = client.get(f"/api/v1/games/{rematch['id']}").get_json()["players"]
    assert players[1]["level"] == "hard"
