"""Digital Quick Reactions over HTTP: windows close at their pass moment; nobody is asked
who cannot answer (docs/rules/driving-me-crazy.md, "Digital windows that hide hands").

The service's clock is the tests' fake clock (``clock``), moved by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from api import create_app
from tests.api.helpers import auth, create, join_all
from tests.api.test_reaction_deadline import START, Clock, game_of, log_of, post

PASS = {"type": "pass_reaction"}
#: a house deck without the three cards that answer a card (Swerve, which answers
#: nothing, stays): nobody can ever answer
NO_ANSWERS = {"stop_sign": 0, "yield": 0, "backseat_driver": 0}
ANSWERS = ("stop_sign", "yield", "backseat_driver")


@pytest.fixture()
def clock() -> Clock:
    return Clock()


@pytest.fixture()
def app(redis_url: str, clock: Clock) -> Iterator[Flask]:
    """The conftest app, with the fake clock."""
    flusher = redis.Redis.from_url(redis_url)
    flusher.flushdb()
    flusher.close()
    application = create_app({"TESTING": True, "REDIS_URL": redis_url,
                              "PUBLIC_URL": "http://roadtrip.test", "CLOCK": clock})
    yield application
    store = application.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


def moves_of(client, game_id: str, token: str) -> list[dict[str, Any]]:
    response = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(token))
    assert response.status_code == 200
    return list(response.get_json()["moves"])


def turn_move(moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The human's own turn: the first play, else the first move that is not a reaction."""
    plays = [m for m in moves if m["type"] == "play"]
    return (plays or [m for m in moves if m["type"] not in ("react", "pass_reaction")])[0]


def test_a_human_without_a_reaction_card_is_never_asked_against_three_bots(client, clock):
    created = create(client, players=4, seed=5, variants=["quick_reactions"],
                     options={"deck": NO_ANSWERS, "goal": 300, "first_player": 0},
                     bots=[1, 2, 3])
    game_id = created["id"]
    token = join_all(client, game_id, 4, bots=(1, 2, 3))[0]
    windows = with_me = 0
    for _ in range(400):
        game = game_of(client, game_id, Authorization=f"Bearer {token}")
        if game["status"] == "finished":
            break
        decision = game["view"]["decision"]
        if decision["kind"] == "reaction_window":
            windows += 1
            with_me += 0 in decision["seats"]
            # nothing this seat could answer with: it is not asked, and does not tap
            assert not [m for m in moves_of(client, game_id, token)
                        if m["type"] == "react" and m["card"] in ANSWERS]
            assert decision["pass_at"] == decision["opened"] + 2
            clock.now = decision["pass_at"] - 0.01
            assert game_of(client, game_id)["view"]["decision"] == {**decision,
                                                                  "answered": False}
            clock.now = decision["pass_at"]
            continue
        assert game["pending"] == [0], "a bot left a decision waiting"
        response = post(client, game_id, token, turn_move(moves_of(client, game_id, token)))
        assert response.status_code == 200, response.get_json()
    else:
        raise AssertionError("the game did not finish")
    assert windows >= 10 and with_me >= 5
    log = log_of(client, game_id)
    closed = [e for e in log if e["type"] == "reaction_window_closed"]
    assert len(closed) >= windows and all(e["reason"] == "all_passed" for e in closed)
    # every pass of seat 0 was made by the game at a pass moment, none by a tap
    transcript = client.get(f"/api/v1/games/{game_id}/transcript").get_json()
    mine = [m for m in transcript["moves"] if m["seat"] == 0 and m["move"] == PASS]
    assert len(mine) == sum(1 for e in log if e["type"] == "pass_reaction" and e["seat"] == 0)
    assert not [e for e in log if e["type"] == "pass_reaction" and e.get("deadline")]


def recorded(app, game_id: str) -> list[tuple[int, dict[str, Any]]]:
    """The moves the service recorded for the transcript so far."""
    return [(seat, move) for seat, move in app.extensions["roadtrip"].store.moves(game_id)]


def test_a_tap_before_the_pass_moment_is_neither_logged_nor_recorded_until_then(
        app, client, clock):
    created = create(client, players=3, seed=1, variants=["quick_reactions"],
                     options={"pass_seconds": 2})
    game_id = created["id"]
    tokens = join_all(client, game_id, 3)
    assert post(client, game_id, tokens[2], {"type": "play", "card": "km50"}).status_code == 200
    before = log_of(client, game_id)
    clock.advance(0.5)
    response = post(client, game_id, tokens[1], PASS)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["events"] == []
    assert log_of(client, game_id) == before
    mine = game_of(client, game_id, Authorization=f"Bearer {tokens[1]}")
    theirs = game_of(client, game_id, Authorization=f"Bearer {tokens[0]}")
    assert mine["view"]["decision"]["answered"] is True
    assert theirs["view"]["decision"]["answered"] is False
    assert mine["pending"] == theirs["pending"] == [0, 1]
    assert (1, PASS) not in recorded(app, game_id)
    # again: refused as answered
    again = post(client, game_id, tokens[1], PASS)
    assert again.status_code == 422 and again.get_json()["code"] == "already_answered"
    clock.now = START + 2
    log = log_of(client, game_id)
    # the pass moment made it, with seat 0's (nothing that answers km50 in hand), in seat
    # order from the card's player
    assert [e for e in log if e["type"] == "pass_reaction"] == [
        {"type": "pass_reaction", "seat": 0, "move": PASS},
        {"type": "pass_reaction", "seat": 1, "move": PASS}]
    assert recorded(app, game_id)[-1] == (1, PASS)
