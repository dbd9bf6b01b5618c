"""The event stream (``GET /events``, Server-Sent Events) and the one-round-trip move.

The stream sends each log entry once, in order, with its index as the event
id; resumes after ``Last-Event-ID``; shows each caller exactly what the log
shows it (private events only to their seat); pushes new entries as they are
committed; ends when the game is over or gone.  A move's answer carries the
caller's new view and legal moves on request.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from core.rng import Rng
from tests.api.helpers import auth, create, join_all, play_to_end


def read_stream(response: Any, until: Any = None) -> Iterator[dict[str, Any]]:
    """Parse the SSE body chunk by chunk: yield {"id", "event", "data"} per event."""
    buffer = ""
    for chunk in response.response:
        buffer += chunk.decode() if isinstance(chunk, bytes) else chunk
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            fields: dict[str, Any] = {}
            for line in block.split("\n"):
                if line.startswith(":") or not line:
                    continue
                name, _, value = line.partition(": ")
                fields[name] = value
            if "data" in fields:
                yield {"id": fields.get("id"), "event": fields.get("event", "message"),
                       "data": json.loads(fields["data"])}


def stream(client: Any, game_id: str, token: str | None = None, **query: Any) -> Any:
    headers = auth(token) if token else {}
    if "last_event_id" in query:
        headers["Last-Event-ID"] = str(query.pop("last_event_id"))
    response = client.get(f"/api/v1/games/{game_id}/events", headers=headers,
                          query_string=query, buffered=False)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/event-stream"
    return response


def finished_game(client: Any) -> tuple[str, dict[int, str]]:
    game_id = create(client, players=2, seed=11, options={"goal": 300})["id"]
    tokens = join_all(client, game_id, 2)
    play_to_end(client, game_id, tokens, seed=3)
    return game_id, tokens


def test_every_log_entry_is_streamed_once_in_order_with_its_index_as_id(client):
    game_id, tokens = finished_game(client)
    log = client.get(f"/api/v1/games/{game_id}/log", headers=auth(tokens[0])).get_json()
    sent = list(read_stream(stream(client, game_id, tokens[0])))
    entries = [e for e in sent if e["event"] == "log"]
    assert [int(e["id"]) for e in entries] == list(range(1, log["last"] + 1))
    assert [e["data"] for e in entries] == log["events"]


def test_a_stream_ends_once_the_game_is_over(client):
    game_id, tokens = finished_game(client)
    sent = list(read_stream(stream(client, game_id, tokens[1])))
    assert sent[-1]["event"] == "end"
    assert any(e["data"]["event"]["type"] == "game_over" for e in sent if e["event"] == "log")


def test_a_reconnecting_client_resumes_after_its_last_event_id(client):
    game_id, tokens = finished_game(client)
    sent = list(read_stream(stream(client, game_id, tokens[0], last_event_id=7)))
    ids = [int(e["id"]) for e in sent if e["event"] == "log"]
    assert ids[0] == 8 and ids == sorted(set(ids))
    # Last-Event-ID wins over the query's after
    sent = list(read_stream(stream(client, game_id, tokens[0], after=2, last_event_id=5)))
    assert int(next(e["id"] for e in sent if e["event"] == "log")) == 6


def test_a_malformed_last_event_id_is_refused_with_422(client):
    game_id, _ = finished_game(client)
    answer = client.get(f"/api/v1/games/{game_id}/events", headers={"Last-Event-ID": "x1"})
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "invalid_request"


def test_private_events_reach_only_their_seat_spectators_get_public_ones(client):
    game_id, tokens = finished_game(client)
    for token in (None, tokens[0], tokens[1]):
        headers = auth(token) if token else {}
        log = client.get(f"/api/v1/games/{game_id}/log", headers=headers).get_json()
        sent = [e["data"] for e in read_stream(stream(client, game_id, token))
                if e["event"] == "log"]
        assert sent == log["events"]  # the log's own filtering, entry for entry
        text = json.dumps(sent)
        assert '"private"' not in text and '"private_to"' not in text
    seat0 = json.dumps([e["data"] for e in read_stream(stream(client, game_id, tokens[0]))])
    spectator = json.dumps([e["data"] for e in read_stream(stream(client, game_id))])
    assert seat0 != spectator  # seat 0 saw its own draws, the spectator did not


def test_a_move_is_pushed_to_an_open_stream_with_the_seats_fresh_view(client, app):
    game_id = create(client, players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    opened = stream(client, game_id, tokens[1], include="view,legal_moves")
    events = read_stream(opened)
    game = client.get(f"/api/v1/games/{game_id}").get_json()
    last = game_backlog = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    seen = [next(events) for _ in range(game_backlog + 1)]  # the backlog, then a view
    assert seen[-1]["event"] == "view" and seen[-1]["data"]["version"] == game["version"]
    seat = game["pending"][0]
    mover = app.test_client()
    moves = mover.get(f"/api/v1/games/{game_id}/legal-moves",
                      headers=auth(tokens[seat])).get_json()["moves"]
    timer = threading.Timer(0.3, lambda: mover.post(f"/api/v1/games/{game_id}/moves",
                                                   json=moves[0], headers=auth(tokens[seat])))
    timer.start()
    try:
        pushed = next(events)
    finally:
        timer.join()
    assert pushed["event"] == "log" and int(pushed["id"]) == last + 1
    view = next(e for e in events if e["event"] == "view")["data"]
    expected = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[1])).get_json()
    assert view["version"] == expected["version"]
    assert view["view"]["view"] == expected["view"] and view["view"]["seat"] == 1
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves",
                       headers=auth(tokens[1])).get_json()["moves"]
    assert view["legal_moves"] == legal
    opened.close()


def test_a_stream_says_gone_when_the_host_ends_a_game_that_never_started(client, app):
    # a started game is closed, not removed: its stream ends with "end" after the entry
    # "ended" (tests/api/test_end_a_started_game.py)
    created = create(client, players=3, seed=5)
    game_id = created["id"]
    join_all(client, game_id, 2)  # one seat still free: the game waits
    events = read_stream(stream(client, game_id))
    last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    for _ in range(last):
        next(events)
    ender = app.test_client()
    timer = threading.Timer(0.3, lambda: ender.delete(
        f"/api/v1/games/{game_id}", headers=auth(created["host_token"])))
    timer.start()
    try:
        rest = list(events)
    finally:
        timer.join()
    assert [e["event"] for e in rest] == ["gone"]


@pytest.mark.parametrize("game", ["driving-me-crazy", "drive"])
def test_a_move_answer_carries_the_new_view_and_next_legal_moves_on_request(client, game):
    game_id = create(client, game=game, players=2, seed=9)["id"]
    tokens = join_all(client, game_id, 2)
    rng = Rng(4)
    seat = client.get(f"/api/v1/games/{game_id}").get_json()["pending"][0]
    moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                       headers=auth(tokens[seat])).get_json()["moves"]
    for _ in range(12):  # a whole stretch of play with no other read
        answer = client.post(f"/api/v1/games/{game_id}/moves?include=view,legal_moves",
                             json=moves[rng.randbelow(len(moves))], headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
        body = answer.get_json()
        view = client.get(f"/api/v1/games/{game_id}", headers=auth(tokens[seat])).get_json()
        assert body["view"] | {"server_time": 0} == view | {"server_time": 0}
        legal = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        assert body["legal_moves"] == legal
        if view["status"] != "active":
            break
        seat = view["pending"][0]
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
    plain = client.post(f"/api/v1/games/{game_id}/moves", json={"type": "nonsense"},
                        headers=auth(tokens[seat]))
    assert plain.status_code == 422


def test_an_unknown_include_is_refused_with_422(client):
    game_id = create(client, players=2, seed=9)["id"]
    tokens = join_all(client, game_id, 2)
    answer = client.post(f"/api/v1/games/{game_id}/moves?include=everything",
                         json={"type": "pass"}, headers=auth(tokens[0]))
    assert answer.status_code == 422


def test_a_stream_is_its_own_generator_uncompressed_and_closing_it_stops_the_wait(client, app):
    # direct_passthrough: no werkzeug layer between the server and the stream, so
    # the server's close must reach the generator (the watch let go, the slot given
    # back), and compression must leave the event stream alone even when asked
    game_id = create(client, players=2, seed=5)["id"]
    tokens = join_all(client, game_id, 2)
    hub = app.extensions["roadtrip"].store.hub
    opened = client.get(f"/api/v1/games/{game_id}/events", buffered=False,
                        headers={**auth(tokens[0]), "Accept-Encoding": "gzip, br"})
    assert opened.status_code == 200 and opened.headers.get("Content-Encoding") is None
    events = read_stream(opened)
    assert next(events)["event"] == "log"  # the backlog, plain SSE
    assert hub.watched(game_id)
    opened.close()
    assert not hub.watched(game_id)
    cap = app.wsgi_app
    while not hasattr(cap, "open"):  # the StreamCap under the app's other middleware
        cap = cap.app
    assert not cap.open
