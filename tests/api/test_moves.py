"""Moves: If-Match, Idempotency-Key, ETag/304 and the log with its long-poll."""

from __future__ import annotations

import threading
import time

import pytest

from core import get_game
from tests.api.helpers import auth, create, join_all
from tests.plugins import every_game

DMC = "driving-me-crazy"


@pytest.fixture()
def game(client):
    created = create(client, DMC, 3, seed=8)
    tokens = join_all(client, created["id"], 3)
    return {"id": created["id"], "tokens": tokens}


def turn(client, game):
    """Return (seat, token, first legal move, version) of a pending seat."""
    view = client.get(f"/api/v1/games/{game['id']}").get_json()
    seat = view["pending"][0]
    token = game["tokens"][seat]
    legal = client.get(f"/api/v1/games/{game['id']}/legal-moves", headers=auth(token)).get_json()
    return seat, token, legal["moves"][0], legal["version"]


def test_a_move_with_a_current_if_match_is_applied(client, game):
    seat, token, move, version = turn(client, game)
    response = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                           headers={**auth(token), "If-Match": f'"{version}"'})
    assert response.status_code == 200
    assert response.get_json()["version"] > version


def test_a_stale_if_match_is_a_409_and_applies_nothing(client, game):
    seat, token, move, version = turn(client, game)
    before = client.get(f"/api/v1/games/{game['id']}/log").get_json()
    response = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                           headers={**auth(token), "If-Match": f'"{version - 1}"'})
    assert response.status_code == 409
    assert response.get_json()["code"] == "version_conflict"
    assert client.get(f"/api/v1/games/{game['id']}/log").get_json() == before
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == version


def test_a_content_etag_as_if_match_is_a_409_naming_the_version_to_send(client, game):
    """getLegalMoves' ETag is a hash of its content, not a version (issue 25): sent as
    If-Match it is refused, and the detail says which If-Match to send instead."""
    seat, token, move, version = turn(client, game)
    legal = client.get(f"/api/v1/games/{game['id']}/legal-moves", headers=auth(token))
    tag = legal.headers["ETag"]
    assert tag != f'"{version}"'
    response = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                           headers={**auth(token), "If-Match": tag})
    problem = response.get_json()
    assert response.status_code == 409 and problem["code"] == "version_conflict"
    assert f"If-Match {tag} is not a version" in problem["detail"]
    assert f'send If-Match: "{version}"' in problem["detail"]
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == version
    again = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                        headers={**auth(token), "If-Match": f'"{version}"'})
    assert again.status_code == 200


def test_an_idempotent_retry_returns_the_first_answer_and_applies_nothing(client, game, app):
    seat, token, move, version = turn(client, game)
    headers = {**auth(token), "Idempotency-Key": "move-1"}
    first = client.post(f"/api/v1/games/{game['id']}/moves", json=move, headers=headers)
    assert first.status_code == 200
    after_first = client.get(f"/api/v1/games/{game['id']}").get_json()["version"]
    moves_after_first = app.extensions["roadtrip"].store.moves(game["id"])
    again = client.post(f"/api/v1/games/{game['id']}/moves", json=move, headers=headers)
    assert again.status_code == 200
    assert again.get_json() == first.get_json()
    assert client.get(f"/api/v1/games/{game['id']}").get_json()["version"] == after_first
    assert app.extensions["roadtrip"].store.moves(game["id"]) == moves_after_first
    # a new key is a new request
    seat2, token2, move2, _ = turn(client, game)
    other = client.post(f"/api/v1/games/{game['id']}/moves", json=move2,
                        headers={**auth(token2), "Idempotency-Key": "move-2"})
    assert other.status_code == 200
    assert other.get_json()["version"] > after_first


def test_the_same_idempotency_key_from_another_seat_is_another_request(client, game):
    seat, token, move, version = turn(client, game)
    first = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                        headers={**auth(token), "Idempotency-Key": "k"})
    assert first.status_code == 200
    pending = client.get(f"/api/v1/games/{game['id']}").get_json()["pending"]
    idle = next(s for s in game["tokens"] if s not in pending)
    # the idle seat's request is judged on its own (not its turn), not answered from cache
    answer = client.post(f"/api/v1/games/{game['id']}/moves", json=move,
                         headers={**auth(game["tokens"][idle]), "Idempotency-Key": "k"})
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "not_your_turn"


def test_the_view_has_an_etag_and_if_none_match_gives_304(client, game):
    path = f"/api/v1/games/{game['id']}"
    first = client.get(path)
    etag = first.headers["ETag"]
    assert etag == f'"{first.get_json()["version"]}"'
    assert "Authorization" in first.headers["Vary"]
    unchanged = client.get(path, headers={"If-None-Match": etag})
    assert unchanged.status_code == 304
    assert unchanged.get_data() == b""
    assert unchanged.headers["ETag"] == etag
    seat, token, move, _ = turn(client, game)
    client.post(f"{path}/moves", json=move, headers=auth(token))
    changed = client.get(path, headers={"If-None-Match": etag})
    assert changed.status_code == 200
    assert changed.headers["ETag"] != etag


def test_the_log_returns_events_after_an_index(client, game):
    path = f"/api/v1/games/{game['id']}"
    everything = client.get(f"{path}/log").get_json()
    seat, token, move, _ = turn(client, game)
    answer = client.post(f"{path}/moves", json=move, headers=auth(token)).get_json()
    assert answer["events"], "a move has at least one event"
    newer = client.get(f"{path}/log?after={everything['last']}",
                       headers=auth(token)).get_json()
    assert newer["events"] == answer["events"]
    indexes = [e["index"] for e in client.get(f"{path}/log").get_json()["events"]]
    assert indexes == list(range(1, len(indexes) + 1))
    assert client.get(f"{path}/log?after={newer['last']}").get_json()["events"] == []
    assert client.get(f"{path}/log?after=-1").status_code == 422
    assert client.get(f"{path}/log?wait=26").status_code == 422
    assert client.get(f"{path}/log?after=1.5").status_code == 422
    assert client.get(f"{path}/log?after=1.0").status_code == 422
    # a cache buster is a parameter the document does not list: named, not ignored
    busted = client.get(f"{path}/log?after=0&_=1700000000")
    assert busted.status_code == 400 and busted.get_json()["parameters"] == ["_"]


def test_a_waiting_log_request_sees_another_phones_move_within_a_second(app, game):
    waiter, mover = app.test_client(), app.test_client()
    path = f"/api/v1/games/{game['id']}"
    last = waiter.get(f"{path}/log").get_json()["last"]
    result = {}

    def wait() -> None:
        started = time.monotonic()
        result["body"] = waiter.get(f"{path}/log?after={last}&wait=10").get_json()
        result["seconds"] = time.monotonic() - started

    thread = threading.Thread(target=wait)
    thread.start()
    time.sleep(0.5)
    seat, token, move, _ = turn(mover, game)
    mover.post(f"{path}/moves", json=move, headers=auth(token))
    posted = time.monotonic()
    thread.join(timeout=15)
    assert not thread.is_alive()
    # woken by the move, not by its 10 s wait running out (which answers no events); how
    # soon is bounded loosely, for a loaded machine: the move's commit wakes it at once
    assert result["body"]["events"]
    assert result["body"]["events"][0]["index"] == last + 1
    assert result["seconds"] < 10
    assert time.monotonic() - posted < 5


def test_a_waiting_log_request_times_out_empty(client, game):
    path = f"/api/v1/games/{game['id']}"
    last = client.get(f"{path}/log").get_json()["last"]
    started = time.monotonic()
    body = client.get(f"{path}/log?after={last}&wait=0.5").get_json()
    assert body["events"] == []
    assert 0.4 < time.monotonic() - started < 9  # its wait, not the longest one (25 s)


def test_a_tiny_wait_does_not_block_forever(client, game):
    path = f"/api/v1/games/{game['id']}"
    last = client.get(f"{path}/log").get_json()["last"]
    started = time.monotonic()
    assert client.get(f"{path}/log?after={last}&wait=0.0001").get_json()["events"] == []
    assert time.monotonic() - started < 9  # not the longest wait (25 s), even on a loaded machine


# -- the hot path: postMove answers what its documented schema would dump ---------------

@pytest.mark.parametrize("name", every_game())
@pytest.mark.parametrize("query", ["", "?include=view,legal_moves", "?include=view",
                                   "?include=legal_moves&include=view"])
def test_a_move_answer_is_exactly_what_the_documented_schema_dumps(client, name, query):
    """postMove skips flask-smorest's dump (api.http.resources.common.hot_path), so its answers
    must be what MoveResultSchema would dump: same keys, same values, nothing dropped,
    in every game (a short one plays several games)."""
    from api.http.schemas import MoveResultSchema

    schema = MoveResultSchema()
    players = max(get_game(name).min_players, 2)
    answered = 0
    for seed in range(11, 31):
        if answered >= 10:
            break
        created = create(client, name, players, seed=seed)
        tokens = join_all(client, created["id"], players)
        for _ in range(40):
            view = client.get(f"/api/v1/games/{created['id']}").get_json()
            if view["status"] != "active":
                break
            token = tokens[view["pending"][0]]
            legal = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                               headers=auth(token)).get_json()
            answer = client.post(f"/api/v1/games/{created['id']}/moves{query}",
                                 json=legal["moves"][-1], headers=auth(token))
            assert answer.status_code == 200, answer.get_json()
            body = answer.get_json()
            assert schema.dump(body) == body
            assert schema.validate(body) == {}
            assert answer.headers["ETag"] == f'"{body["version"]}"'
            assert answer.mimetype == "application/json"
            answered += 1
    assert answered >= 10


@pytest.mark.parametrize("name", every_game())
def test_a_view_and_legal_moves_are_exactly_what_their_documented_schemas_dump(client, name):
    """getGame and getLegalMoves skip flask-smorest's dump too (hot_path): every seat's and
    the spectator's view, and each seat's legal moves, are what GameSchema and
    LegalMovesSchema would dump, through whole games of every game (a short one plays
    several); If-None-Match still answers 304."""
    from api.http.schemas import GameSchema, LegalMovesSchema

    views, legal_schema = GameSchema(), LegalMovesSchema()
    players = max(get_game(name).min_players, 2)
    checked = 0
    for seed in range(11, 31):
        if checked >= 10:
            break
        created = create(client, name, players, seed=seed)
        path = f"/api/v1/games/{created['id']}"
        tokens = join_all(client, created["id"], players)
        for _ in range(40):
            for headers in ({}, *(auth(token) for token in tokens.values())):
                answer = client.get(path, headers=headers)
                body = answer.get_json()
                assert answer.status_code == 200 and answer.mimetype == "application/json"
                assert views.dump(body) == body and views.validate(body) == {}
                assert answer.headers["ETag"] == f'"{body["version"]}"'
                # a seat's view is never stored, a spectator's revalidated (issue 41)
                assert answer.headers["Cache-Control"] == ("no-store" if headers else "no-cache")
                assert "Authorization" in answer.headers["Vary"]
                unchanged = client.get(path, headers={**headers,
                                                      "If-None-Match": answer.headers["ETag"]})
                assert unchanged.status_code == 304 and unchanged.data == b""
            if body["status"] != "active":
                break
            for seat, token in tokens.items():
                legal = client.get(f"{path}/legal-moves", headers=auth(token))
                moves = legal.get_json()
                assert legal.status_code == 200 and legal.mimetype == "application/json"
                assert legal_schema.dump(moves) == moves and legal_schema.validate(moves) == {}
                if seat == body["pending"][0]:
                    mover, move = token, moves["moves"][-1]
            assert client.post(f"{path}/moves", json=move,
                               headers=auth(mover)).status_code == 200
            checked += 1
    assert checked >= 10
    # the problems are the documented ones
    assert client.get(f"{path}/legal-moves").get_json()["code"] == "invalid_token"
    assert client.get("/api/v1/games/nosuchgame0000000000").get_json()["code"] == "unknown_game"


@pytest.mark.parametrize(("query", "status", "keys"), [
    ("?include=", 200, {"game", "version", "events"}),
    ("?include=view&include=legal_moves", 200, {"game", "version", "events", "view",
                                                 "legal_moves"}),
    ("?include=view,board", 422, None),
    ("?include=view, legal_moves", 422, None),
])
def test_an_unusual_include_is_judged_by_the_documented_schema(client, game, query, status,
                                                               keys):
    """A query the hot path does not read itself goes through the documented stack: an
    empty include is nothing, a repeated one is read as a comma-separated one, an
    unknown name is a 422 problem naming the field."""
    _, token, move, _ = turn(client, game)
    answer = client.post(f"/api/v1/games/{game['id']}/moves{query}", json=move,
                         headers=auth(token))
    assert answer.status_code == status, answer.get_json()
    if keys is not None:
        assert set(answer.get_json()) == keys
        return
    problem = answer.get_json()
    assert problem["code"] == "invalid_request"
    assert any(field.startswith("query.include") for field in problem["errors"])
