"""Small helpers the API tests share: create a game, join it, play it over HTTP."""

from __future__ import annotations

import threading
import time
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from core.rng import Rng


def close_app(application: Flask) -> None:
    """Close an app's Redis clients: its store's, its hub's and its rate limits' storage.

    The limits' client, left to the garbage collector, has its socket reported
    unclosed in whichever later test the collection happens to run.
    """
    store = application.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()
    for limiter in application.extensions.get("limiter", ()):
        client = getattr(limiter.storage, "storage", None)
        if client is not None:
            client.close()


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client: FlaskClient, game: str = "driving-me-crazy", players: int = 2,
           **extra: Any) -> dict[str, Any]:
    body = {"game": game, "players": players, **extra}
    response = client.post("/api/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return dict(response.get_json())


def join_all(client: FlaskClient, game_id: str, players: int,
             bots: tuple[int, ...] = ()) -> dict[int, str]:
    tokens = {}
    for n in range(players - len(bots)):
        response = client.post(f"/api/v1/games/{game_id}/players", json={"name": f"P{n}"})
        assert response.status_code == 201, response.get_json()
        tokens[response.get_json()["seat"]] = response.get_json()["token"]
    return tokens


def play_to_end(client: FlaskClient, game_id: str, tokens: dict[int, str], seed: int = 1,
                max_moves: int = 4000) -> list[dict[str, Any]]:
    """Play random legal moves over HTTP until the game ends; return the move answers."""
    rng = Rng(seed)
    answers = []
    for _ in range(max_moves):
        game = client.get(f"/api/v1/games/{game_id}").get_json()
        if game["status"] == "finished":
            return answers
        assert game["status"] == "active"
        pending = [s for s in game["pending"] if s in tokens]
        assert pending, game["pending"]
        seat = pending[rng.randbelow(len(pending))]
        legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat]))
        assert legal.status_code == 200, legal.get_json()
        moves = legal.get_json()["moves"]
        assert moves, f"seat {seat} is pending but has no legal move"
        move = moves[rng.randbelow(len(moves))]
        response = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                               headers=auth(tokens[seat]))
        assert response.status_code == 200, (move, response.get_json())
        answers.append(response.get_json())
    raise AssertionError("the game did not finish")


def waiting_long_poll(app: Flask, game_id: str, after: int) -> tuple[threading.Thread, dict]:
    """Start a long-poll of the log after ``after`` and check it is waiting.

    Returns the waiting thread and a dict that receives the answer as ``"json"``.
    """
    answer: dict[str, Any] = {}

    def poll() -> None:
        response = app.test_client().get(f"/api/v1/games/{game_id}/log?after={after}&wait=10")
        answer["json"] = response.get_json()

    waiter = threading.Thread(target=poll)
    waiter.start()
    waiter.join(0.3)
    assert waiter.is_alive()  # nothing new yet: it waits
    return waiter, answer


def listening(hub: Any) -> None:
    """Start the hub's subscription and return once it listens.

    Its first subscription wakes every waiter registered before it to re-read
    (an announcement made earlier was not heard): a test that counts reads or
    wake-ups registers its waiters after that.
    """
    with hub.watch("a game nobody plays"):
        deadline = time.monotonic() + 30
        while not hub.subscribed:
            assert time.monotonic() < deadline, "the hub did not subscribe"
            time.sleep(0.02)
