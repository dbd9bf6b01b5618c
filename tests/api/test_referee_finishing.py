"""Referee mode over HTTP: a card that reaches the goal waits for the table before the end.

Ruling (docs/rules/driving-me-crazy.md, "Referee mode: reactions never block"): the
game is not over — status ``active``, no outcome, its transcript not finished — while a reaction to
the winning card may still be reported; a Stop Sign reported then undoes the win, and
``finish`` (any seat) or the deadline (``reaction_seconds``, the service's clock) ends the
game.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from flask import Flask

from api import create_app
from core.transcript import check
from tests.api.helpers import auth, create, join_all

ROOT = Path(__file__).resolve().parents[2]


def test_referee_the_host_closes_the_window_on_a_winning_card_for_the_table(client):
    # Ruling: "the host on behalf of the table" closes it (the web asks the host to confirm)
    created = create(client, "driving-me-crazy", 3, mode="referee",
                     variants=["quick_reactions"], options={"goal": 100, "first_player": 0})
    game_id = created["id"]
    tokens = join_all(client, game_id, 3)
    played = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "play", "card": "km100"},
                         headers=auth(tokens[0]))
    assert played.status_code == 200, played.get_json()
    closed = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "close"},
                         headers=auth(created["host_token"]))
    assert closed.status_code == 200, closed.get_json()
    final = client.get(f"/api/v1/games/{game_id}").get_json()
    assert final["status"] == "finished" and final["outcome"] == {"winners": [0],
                                                                  "reason": "goal"}
    # recorded as the table's move in the winner's name: the check replays it
    transcript = client.get(f"/api/v1/games/{game_id}/transcript").get_json()
    assert transcript["moves"][-1] == {"seat": 0, "move": {"type": "close"}}
    assert check(transcript).legal
    other = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "draw", "count": 1},
                        headers=auth(created["host_token"]))
    assert other.status_code == 403 and other.get_json()["code"] == "not_your_seat"


def test_referee_the_end_waits_for_the_table_and_a_stop_sign_undoes_the_win(client, tmp_path):
    created = create(client, "driving-me-crazy", 3, mode="referee",
                     variants=["quick_reactions"], options={"goal": 100, "first_player": 0})
    game_id = created["id"]
    tokens = join_all(client, game_id, 3)

    def move(seat: int, body: dict) -> dict:
        answer = client.post(f"/api/v1/games/{game_id}/moves", json=body,
                             headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
        return dict(answer.get_json())

    def game() -> dict:
        return dict(client.get(f"/api/v1/games/{game_id}").get_json())

    move(0, {"type": "play", "card": "km100"})
    now = game()
    assert now["status"] == "active" and now["outcome"] is None
    held = now["view"]["finishing"]
    assert (held["winners"], held["reason"], held["card"]) == ([0], "goal", "km100")
    # the seats that may still answer it are asked, not the winner
    assert now["view"]["decision"]["kind"] == "finishing" and now["pending"] == [1, 2]
    early = check(client.get(f"/api/v1/games/{game_id}/transcript").get_json())
    assert early.legal and not early.finished
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(tokens[2]))
    assert {"type": "react", "card": "stop_sign"} in legal.get_json()["moves"]
    assert {"type": "finish"} in legal.get_json()["moves"]

    # "Stop sign!": the 100 km is cancelled, the game goes on
    move(2, {"type": "react", "card": "stop_sign"})
    now = game()
    assert now["status"] == "active" and now["view"]["finishing"] is None
    assert now["view"]["seats"][0]["distance"] == 0

    move(0, {"type": "draw", "count": 1})
    move(1, {"type": "play", "card": "km100"})
    assert game()["view"]["finishing"]["winners"] == [1]
    refused = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "draw", "count": 1},
                          headers=auth(tokens[1]))
    assert refused.status_code == 422 and refused.get_json()["code"] == "not_now"
    # the seat the card benefits may not say "nobody answers" for the others (not even with
    # the table's close), nor may another seat close it for the table: only the host
    refused = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "finish"},
                          headers=auth(tokens[1]))
    assert refused.status_code == 422 and refused.get_json()["code"] == "not_yours_to_close"
    assert "Referee mode ruling" in refused.get_json()["rule"]
    for seat in (1, 2):
        refused = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "close"},
                              headers=auth(tokens[seat]))
        assert refused.status_code == 403 and refused.get_json()["code"] == "not_host"
    move(0, {"type": "finish"})  # seat 0 does not answer it, for itself
    assert game()["status"] == "active" and game()["pending"] == [2]
    move(2, {"type": "finish"})  # nor does seat 2: nobody is left to answer
    final = game()
    assert final["status"] == "finished"
    assert final["outcome"] == {"winners": [1], "reason": "goal"}

    # the transcript replays to the same end, through core and `roadtrip referee check`
    transcript = client.get(f"/api/v1/games/{game_id}/transcript")
    assert transcript.status_code == 200
    assert transcript.get_json()["moves"][-1] == {"seat": 2, "move": {"type": "finish"}}
    verdict = check(transcript.get_json())
    assert verdict.legal and verdict.finished and verdict.outcome == final["outcome"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(transcript.get_json()))
    done = subprocess.run([sys.executable, "-m", "api.run.cli", "referee", "check", str(path),
                           "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["outcome"] == {"winners": [1], "reason": "goal"}


START = 1_800_000_000.0


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


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


def test_referee_the_held_end_closes_by_itself_at_its_deadline(client, clock):
    # nobody at a table taps "no reaction": after reaction_seconds the game is over
    created = create(client, "driving-me-crazy", 3, mode="referee",
                     variants=["quick_reactions"],
                     options={"goal": 100, "first_player": 0, "reaction_seconds": 5})
    game_id = created["id"]
    tokens = join_all(client, game_id, 3)
    answer = client.post(f"/api/v1/games/{game_id}/moves",
                         json={"type": "play", "card": "km100"}, headers=auth(tokens[0]))
    assert answer.status_code == 200, answer.get_json()
    now = client.get(f"/api/v1/games/{game_id}").get_json()
    assert now["status"] == "active"
    assert now["view"]["finishing"]["deadline"] == START + 5
    clock.now = START + 4.9
    assert client.get(f"/api/v1/games/{game_id}").get_json()["status"] == "active"
    clock.now = START + 5
    final = client.get(f"/api/v1/games/{game_id}").get_json()
    assert final["status"] == "finished"
    assert final["outcome"] == {"winners": [0], "reason": "goal"}
    late = client.post(f"/api/v1/games/{game_id}/moves",
                       json={"type": "react", "card": "stop_sign"}, headers=auth(tokens[1]))
    assert late.status_code == 422 and late.get_json()["code"] == "game_over"
    # the deadline's move is in the transcript, which replays to the same end
    transcript = client.get(f"/api/v1/games/{game_id}/transcript").get_json()
    assert transcript["moves"][-1]["move"] == {"type": "close"}
    verdict = check(transcript)
    assert verdict.legal and verdict.finished and verdict.outcome == final["outcome"]
