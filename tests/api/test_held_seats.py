"""Issue 38: a seat without a phone, one device for the whole table, handing a seat over.

A seat's token is the token that holds it; the host's token holds the seats of
players without a phone and acts for one with ``?as=N``, under exactly that
seat's rules.  A hand-over link works once; a wrong or used one is refused and
changes nothing; the phone that gave the seat up is told by the log.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import auth, create

DMC = "driving-me-crazy"


def hold(client: FlaskClient, game_id: str, host: str, name: str, **extra: Any) -> Any:
    return client.post(f"/api/v1/games/{game_id}/held-seats", json={"name": name, **extra},
                       headers=auth(host))


def state(client: FlaskClient, game_id: str) -> tuple[int, list[Any]]:
    """The game's version and its seats as stored (what a refusal must not change)."""
    game = client.get(f"/api/v1/games/{game_id}").get_json()
    return game["version"], game["players"]


def referee_table(client: FlaskClient) -> tuple[str, str, str]:
    """Ann on her phone; Grandpa and Kid without a phone, at the host's phone."""
    created = create(client, DMC, 3, mode="referee")
    game_id, host = created["id"], created["host_token"]
    ann = client.post(f"/api/v1/games/{game_id}/players", json={"name": "Ann"}).get_json()
    assert hold(client, game_id, host, "Grandpa").status_code == 201
    answer = hold(client, game_id, host, "Kid")
    assert answer.status_code == 201 and answer.get_json()["status"] == "active"
    return game_id, host, ann["token"]


def test_the_host_seats_players_without_a_phone_and_the_game_starts(client):
    game_id, host, _ = referee_table(client)
    game = client.get(f"/api/v1/games/{game_id}", headers=auth(host)).get_json()
    assert [(p["name"], p["held"]) for p in game["players"]] == [
        ("Ann", False), ("Grandpa", True), ("Kid", True)]
    assert game["seat"] is None and game["held"] == [1, 2]
    log = client.get(f"/api/v1/games/{game_id}/log").get_json()["events"]
    assert {"type": "joined", "seat": 1, "name": "Grandpa", "held": True} in \
        [e["event"] for e in log]


def test_only_the_host_adds_a_player_without_a_phone(client):
    created = create(client, DMC, 2, mode="referee")
    ann = client.post(f"/api/v1/games/{created['id']}/players", json={"name": "Ann"}).get_json()
    before = state(client, created["id"])
    refused = hold(client, created["id"], ann["token"], "Grandpa")
    assert refused.status_code == 403 and refused.get_json()["code"] == "not_host"
    assert state(client, created["id"]) == before


def test_the_host_acts_for_a_held_seat_with_as_under_that_seats_rules(client):
    game_id, host, ann = referee_table(client)
    game = client.get(f"/api/v1/games/{game_id}", headers=auth(host)).get_json()
    due = game["pending"][0]
    url = f"/api/v1/games/{game_id}"
    # without as the host acts for no seat: never a guess
    refused = client.get(f"{url}/legal-moves", headers=auth(host))
    assert refused.status_code == 403 and refused.get_json()["code"] == "not_your_seat"
    # as a seat the token does not hold: refused (Ann's seat is Ann's)
    for token, seat in ((host, 0), (ann, 1)):
        refused = client.get(f"{url}/legal-moves?as={seat}", headers=auth(token))
        assert refused.status_code == 403 and refused.get_json()["code"] == "not_your_seat"
    assert client.get(f"{url}/legal-moves?as=x", headers=auth(host)).status_code == 422
    # whoever's decision is due reports, by its own token or the host's with as
    token, suffix = (ann, "") if due == 0 else (host, f"?as={due}")
    moves = client.get(f"{url}/legal-moves{suffix}", headers=auth(token)).get_json()["moves"]
    assert moves
    seen = client.get(f"{url}{suffix}", headers=auth(token)).get_json()
    assert seen["seat"] == due
    answer = client.post(f"{url}/moves{suffix}", json=moves[0], headers=auth(token))
    assert answer.status_code == 200, answer.get_json()
    # a seat that is not due is refused as it would be from its own phone
    waiting = next(s for s in (1, 2) if s not in
                   client.get(url).get_json()["pending"])
    legal = client.get(f"{url}/legal-moves?as={waiting}", headers=auth(host)).get_json()
    refused = client.post(f"{url}/moves?as={waiting}", json=moves[0], headers=auth(host))
    if not legal["moves"]:
        assert refused.status_code == 422 and "rule" in refused.get_json()


@pytest.mark.slow  # a whole game over HTTP
def test_one_device_holds_every_seat_and_plays_a_referee_game_to_the_end(client):
    created = create(client, DMC, 4, mode="referee")
    game_id, host = created["id"], created["host_token"]
    for name in ("Ann", "Bob", "Cas", "Dee"):
        assert hold(client, game_id, host, name).status_code == 201
    url = f"/api/v1/games/{game_id}"
    rng = random.Random(38)
    for _ in range(3000):
        game = client.get(url, headers=auth(host)).get_json()
        assert game["held"] == [0, 1, 2, 3]
        if game["status"] == "finished":
            break
        seat = game["pending"][0]
        moves = client.get(f"{url}/legal-moves?as={seat}", headers=auth(host)).get_json()
        plays = [m for m in moves["moves"] if m["type"] != "undo"] or moves["moves"]
        answer = client.post(f"{url}/moves?as={seat}", json=rng.choice(plays),
                             headers=auth(host))
        assert answer.status_code == 200, answer.get_json()
    assert client.get(url).get_json()["status"] == "finished"


def test_a_digital_table_on_one_device_shows_a_hand_only_as_its_seat(client):
    created = create(client, DMC, 2, mode="digital")
    game_id, host = created["id"], created["host_token"]
    for name in ("Ann", "Bob"):
        assert hold(client, game_id, host, name).status_code == 201
    url = f"/api/v1/games/{game_id}"
    spectator = client.get(url, headers=auth(host)).get_json()
    as_ann = client.get(f"{url}?as=0", headers=auth(host)).get_json()
    as_bob = client.get(f"{url}?as=1", headers=auth(host)).get_json()
    assert spectator["view"] == client.get(url).get_json()["view"]  # no hand without as
    assert as_ann["view"] != as_bob["view"]
    assert as_ann["seat"] == 0 and as_bob["seat"] == 1


def test_a_rematch_keeps_the_players_without_a_phone_at_the_host_phone(client):
    created = create(client, DMC, 2, mode="referee")
    game_id, host = created["id"], created["host_token"]
    for name in ("Ann", "Bob"):
        hold(client, game_id, host, name)
    again = client.post(f"/api/v1/games/{game_id}/rematch", headers=auth(host)).get_json()
    game = client.get(f"/api/v1/games/{again['id']}", headers=auth(again["host_token"]))
    body = game.get_json()
    assert body["status"] == "active" and body["held"] == [0, 1]
    assert [p["name"] for p in body["players"]] == ["Ann", "Bob"]


def offer(client: FlaskClient, game_id: str, token: str, seat: int) -> Any:
    return client.post(f"/api/v1/games/{game_id}/seats/{seat}/handover", headers=auth(token))


def claim(client: FlaskClient, game_id: str, seat: int, secret: str,
          token: str | None = None) -> Any:
    return client.post(f"/api/v1/games/{game_id}/seats/{seat}/claim", json={"secret": secret},
                       headers=auth(token) if token else {})


def test_a_seat_is_handed_to_a_new_phone_once_and_the_host_is_told(client):
    game_id, host, ann = referee_table(client)
    url = f"/api/v1/games/{game_id}"
    link = offer(client, game_id, host, 1)
    assert link.status_code == 201
    body = link.get_json()
    assert body["url"].endswith(f"/games/{game_id}/claim/1#{body['secret']}")
    after = client.get(f"{url}/log").get_json()["last"]
    taken = claim(client, game_id, 1, body["secret"])
    assert taken.status_code == 200
    grandpa = taken.get_json()["token"]
    # the new phone is Grandpa's seat; the host's phone no longer holds it, and is told
    assert client.get(url, headers=auth(grandpa)).get_json()["seat"] == 1
    assert client.get(url, headers=auth(host)).get_json()["held"] == [2]
    told = client.get(f"{url}/log?after={after}", headers=auth(host)).get_json()["events"]
    assert [e["event"] for e in told] == [{"type": "handed_over", "seat": 1, "name": "Grandpa"}]
    refused = client.get(f"{url}/legal-moves?as=1", headers=auth(host))
    assert refused.status_code == 403
    # the link worked once: used again it is refused, and nothing changes
    before = state(client, game_id)
    again = claim(client, game_id, 1, body["secret"])
    assert again.status_code == 403 and again.get_json()["code"] == "invalid_handover"
    assert state(client, game_id) == before
    assert client.get(url, headers=auth(grandpa)).get_json()["seat"] == 1


def test_a_wrong_hand_over_link_is_refused_and_changes_nothing(client):
    game_id, host, ann = referee_table(client)
    secret = offer(client, game_id, host, 2).get_json()["secret"]
    before = state(client, game_id)
    for seat, guess in ((2, secret[:-1] + ("A" if secret[-1] != "A" else "B")), (1, secret)):
        refused = claim(client, game_id, seat, guess)
        assert refused.status_code == 403 and refused.get_json()["code"] == "invalid_handover"
        assert refused.get_json()["detail"] == "this hand-over link is wrong or was used already"
    assert state(client, game_id) == before
    assert client.get(f"/api/v1/games/{game_id}", headers=auth(host)).get_json()["held"] == [1, 2]
    # the right one still works
    assert claim(client, game_id, 2, secret).status_code == 200


def test_only_the_phone_holding_a_seat_can_hand_it_over(client):
    game_id, host, ann = referee_table(client)
    for token, seat in ((ann, 1), (host, 0)):
        refused = offer(client, game_id, token, seat)
        assert refused.status_code == 403 and refused.get_json()["code"] == "not_your_seat"
    assert offer(client, game_id, host, 7).status_code == 422


def test_a_seat_goes_back_to_the_host_phone_the_way_it_left(client):
    game_id, host, ann = referee_table(client)
    secret = offer(client, game_id, host, 1).get_json()["secret"]
    grandpa = claim(client, game_id, 1, secret).get_json()["token"]
    back = offer(client, game_id, grandpa, 1).get_json()["secret"]
    answer = claim(client, game_id, 1, back, token=host)
    assert answer.status_code == 200 and answer.get_json() == {"seat": 1}
    url = f"/api/v1/games/{game_id}"
    assert client.get(url, headers=auth(host)).get_json()["held"] == [1, 2]
    # the phone that gave it back holds nothing of this game any more
    assert client.get(url, headers=auth(grandpa)).status_code == 401


def test_a_phone_with_a_seat_can_take_a_second_one_and_names_it_with_as(client):
    game_id, host, ann = referee_table(client)
    secret = offer(client, game_id, host, 2).get_json()["secret"]
    assert claim(client, game_id, 2, secret, token=ann).get_json() == {"seat": 2}
    url = f"/api/v1/games/{game_id}"
    game = client.get(url, headers=auth(ann)).get_json()
    assert game["held"] == [0, 2] and game["seat"] is None
    assert client.get(f"{url}?as=2", headers=auth(ann)).get_json()["seat"] == 2
    refused = client.get(f"{url}/legal-moves", headers=auth(ann))
    assert refused.status_code == 403 and "?as=" in refused.get_json()["detail"]


def test_refusals_of_held_seats_read_in_the_callers_language(client):
    game_id, host, _ = referee_table(client)
    refused = claim(client, game_id, 1, "nope")
    nl = client.post(f"/api/v1/games/{game_id}/seats/1/claim", json={"secret": "nope"},
                     headers={"Accept-Language": "nl"})
    assert nl.get_json()["code"] == refused.get_json()["code"] == "invalid_handover"
    assert nl.get_json()["detail"] == "deze overdrachtslink klopt niet of is al gebruikt"


def test_a_caller_is_the_same_whether_the_token_s_digest_is_handed_or_made():
    """A keyed move makes its token's digest for the key's slot and hands it to identify
    (api/service/play.py): every caller, and every refusal, is the one identify makes
    from the token itself."""
    from api.problems import ApiError
    from api.service.seats import hash_token, identify

    tokens = ["host", "seat0", "seat1", "both", "stranger"]
    meta = {"host": hash_token("host"), "seats": [
        {"token": hash_token("seat0")}, {"token": hash_token("both")},
        {"token": hash_token("both")}, {"token": ""}, {"token": hash_token("host")}]}

    def who(token: str, acting: int | None, digest: str | None) -> Any:
        try:
            return identify(meta, token, acting, digest)
        except ApiError as error:
            return error.status, error.code

    for token in tokens:
        for acting in (None, 0, 1, 2, 3, 4, 5):
            assert who(token, acting, hash_token(token)) == who(token, acting, None)
