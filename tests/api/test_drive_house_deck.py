"""Drive's house deck through the generic API: the option and the described draw report."""

from .helpers import auth, create, join_all

DECK = {"level-crossing": 4, "bend-garage": {"count": 2, "roads": "NE", "stops": "N"}}


def test_a_house_deck_game_is_created_and_a_described_card_is_reported(client):
    created = create(client, "drive", 2, mode="referee", seed=3,
                     options={"first_player": 0, "deck": DECK})
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}/moves"
    legal = client.get(f"/api/v1/games/{created['id']}/legal-moves", headers=auth(tokens[0]))
    assert {"type": "draw", "card": "bend-garage"} in legal.get_json()["moves"]
    answer = client.post(path, json={"type": "draw", "card": {"roads": "ES", "stops": "E"}},
                         headers=auth(tokens[0]))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["events"][0]["event"]["card"] == "bend-garage"


def test_a_house_deck_is_refused_in_digital_mode_and_when_malformed(client):
    for mode, deck in (("digital", DECK), ("referee", {"new-card": {"count": 1, "roads": "N"}})):
        answer = client.post("/api/v1/games", json={"game": "drive", "players": 2, "mode": mode,
                                                    "options": {"deck": deck}})
        assert answer.status_code == 422
        assert answer.get_json()["code"] == "invalid_option"


def test_a_described_card_the_game_lacks_is_refused_as_data(client):
    created = create(client, "drive", 2, mode="referee", seed=3, options={"first_player": 0})
    tokens = join_all(client, created["id"], 2)
    answer = client.post(f"/api/v1/games/{created['id']}/moves",
                         json={"type": "draw", "card": {"roads": "NE", "stops": "N"}},
                         headers=auth(tokens[0]))
    assert answer.status_code == 422 and answer.get_json()["code"] == "unknown_card"
