"""Quick Reactions deadlines over HTTP: the service's clock closes reaction windows.

The app gets a fake clock (``CLOCK``) so the tests move time instead of
sleeping.  Seed 1 with three seats: seat 2 starts and may play ``km50``,
which opens a reaction window for seats 0 and 1 (both hold a reaction card).
Most tests here set the pass moment at the deadline (``pass_seconds`` =
``reaction_seconds``) to test the deadline; the pass moment's own tests are in
``test_reaction_pass_moment.py``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask

from api import create_app
from core import get_game
from core.rng import Rng
from core.transcript import Transcript, replay
from tests.api.helpers import auth, create, join_all, listening, waiting_long_poll

SECONDS = 5
START = 1_800_000_000.0
KM50 = {"type": "play", "card": "km50"}
PASS = {"type": "pass_reaction"}


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


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


def new_game(client, seed: int = 1, pass_seconds: float = SECONDS,
             ) -> tuple[str, dict[int, str]]:
    created = create(client, players=3, seed=seed, variants=["quick_reactions"],
                     options={"reaction_seconds": SECONDS, "pass_seconds": pass_seconds})
    return created["id"], join_all(client, created["id"], 3)


def game_of(client, game_id: str, **headers: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/games/{game_id}", headers=headers)
    assert response.status_code == 200, response.get_json()
    return dict(response.get_json())


def log_of(client, game_id: str) -> list[dict[str, Any]]:
    response = client.get(f"/api/v1/games/{game_id}/log")
    assert response.status_code == 200
    return [entry["event"] for entry in response.get_json()["events"]]


def post(client, game_id: str, token: str, move: dict[str, Any]):
    return client.post(f"/api/v1/games/{game_id}/moves", json=move, headers=auth(token))


def open_window(client, clock: Clock) -> tuple[str, dict[int, str]]:
    """Create the game and let seat 2 play km50: a window for seats 0 and 1."""
    game_id, tokens = new_game(client)
    assert game_of(client, game_id)["pending"] == [2]
    response = post(client, game_id, tokens[2], KM50)
    assert response.status_code == 200, response.get_json()
    opened = [e["event"] for e in response.get_json()["events"]
              if e["event"]["type"] == "reaction_window_opened"]
    assert opened == [{"type": "reaction_window_opened", "at": START,
                       "pass_at": START + SECONDS, "deadline": START + SECONDS}]
    game = game_of(client, game_id)
    assert game["pending"] == [0, 1]
    assert game["view"]["decision"]["kind"] == "reaction_window"
    assert game["view"]["decision"]["deadline"] == START + SECONDS
    assert game["server_time"] == START
    return game_id, tokens


def deadline_passes(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == "pass_reaction" and e.get("deadline")]


def test_a_reaction_before_the_deadline_is_accepted(client, clock):
    game_id, tokens = open_window(client, clock)
    clock.advance(SECONDS - 0.01)
    react = [m for m in client.get(f"/api/v1/games/{game_id}/legal-moves",
                                   headers=auth(tokens[0])).get_json()["moves"]
             if m["type"] == "react"]
    assert react
    response = post(client, game_id, tokens[0], react[0])
    assert response.status_code == 200, response.get_json()
    events = [e["event"] for e in response.get_json()["events"]]
    assert {"type": "react", "seat": 0, "card": react[0]["card"]} in events
    assert not deadline_passes(log_of(client, game_id))


def test_a_reaction_after_the_deadline_is_refused_and_the_window_is_closed(client, clock):
    game_id, tokens = open_window(client, clock)
    clock.advance(SECONDS)  # the deadline itself: opened + reaction_seconds <= now
    response = post(client, game_id, tokens[0], PASS)
    assert response.status_code == 422
    assert response.get_json()["code"] == "no_reaction_window"

    game = game_of(client, game_id)
    assert game["view"]["decision"]["kind"] != "reaction_window"
    assert game["view"].get("window") is None
    assert 0 not in game["pending"] or game["view"]["decision"]["kind"] == "turn"
    assert game["server_time"] == START + SECONDS
    passes = deadline_passes(log_of(client, game_id))
    assert [(e["seat"], e["move"]) for e in passes] == [(0, PASS), (1, PASS)]
    log = log_of(client, game_id)
    assert {"type": "reaction_window_closed", "card": "km50", "reason": "all_passed"} in log
    # the card resolved as played
    assert any(e["type"] == "resolved" or e.get("card") == "km50" for e in log)


def test_a_read_alone_closes_an_expired_window(client, clock):
    game_id, tokens = open_window(client, clock)
    etag = client.get(f"/api/v1/games/{game_id}").headers["ETag"]
    version = int(etag.strip('"'))
    clock.advance(SECONDS - 1)
    # before the deadline an unchanged game is still a 304
    assert client.get(f"/api/v1/games/{game_id}",
                      headers={"If-None-Match": etag}).status_code == 304
    assert not deadline_passes(log_of(client, game_id))
    clock.advance(1.5)
    # after it, the read itself lets the deadline act, even with If-None-Match
    game = game_of(client, game_id, **{"If-None-Match": etag})
    assert game["version"] > version
    assert game["view"]["decision"]["kind"] != "reaction_window"
    assert len(deadline_passes(log_of(client, game_id))) == 2
    # later reads change nothing more
    again = game_of(client, game_id)
    assert again["version"] == game["version"]
    assert len(deadline_passes(log_of(client, game_id))) == 2


def test_legal_moves_after_the_deadline_have_no_reaction(client, clock):
    game_id, tokens = open_window(client, clock)
    clock.advance(SECONDS + 1)
    for seat in (0, 1):
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        assert PASS not in moves and not any(m["type"] == "react" for m in moves)
    assert len(deadline_passes(log_of(client, game_id))) == 2


def test_a_waiting_long_poll_wakes_up_when_the_deadline_passes(app, clock):
    client = app.test_client()
    game_id, _ = open_window(client, clock)
    last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    waiter, answer = waiting_long_poll(app, game_id, last)
    clock.advance(SECONDS)
    waiter.join(5)
    assert not waiter.is_alive(), "the long-poll did not notice the deadline"
    events = [e["event"] for e in answer["json"]["events"]]
    assert len(deadline_passes(events)) == 2


def subscribed(app: Flask) -> None:
    """Let the process's hub subscribe first: its first wake-up of a waiter is a resync."""
    listening(app.extensions["roadtrip"].store.hub)


def test_a_waiting_long_poll_asks_the_game_only_once_its_deadline_has_come(app, clock,
                                                                           monkeypatch):
    """Before the deadline nothing is due: the long-poll looks at the clock each second
    but loads and ticks the game (``Play.current``) only at its start and once the
    deadline came, as the event stream does."""
    client = app.test_client()
    game_id, _ = open_window(client, clock)
    last = client.get(f"/api/v1/games/{game_id}/log").get_json()["last"]
    subscribed(app)
    play = app.extensions["roadtrip"].play
    asked: list[float] = []
    current = play.current

    def counted(game: str) -> Any:
        asked.append(clock.now)
        return current(game)

    monkeypatch.setattr(play, "current", counted)
    waiter, answer = waiting_long_poll(app, game_id, last)
    time.sleep(2.5)  # two wake-ups of the long-poll before the deadline
    assert asked == [START], "asked the game again before its deadline"
    clock.advance(SECONDS)
    waiter.join(5)
    assert not waiter.is_alive(), "the long-poll did not notice the deadline"
    assert asked[1:] == [START + SECONDS]
    assert len(deadline_passes([e["event"] for e in answer["json"]["events"]])) == 2


def test_a_waiting_stream_pushes_the_window_its_deadline_closed(app, clock):
    """The stream lets the deadline act once it has come (not before: nothing is due),
    and pushes the closing entries, then the view they made, as one piece."""
    from tests.api.test_events import read_stream, stream

    client = app.test_client()
    game_id, tokens = open_window(client, clock)
    version = game_of(client, game_id)["version"]
    subscribed(app)
    opened = stream(app.test_client(), game_id, tokens[0], include="view")
    pushed: list[dict[str, Any]] = []
    waiting = threading.Event()  # the stream showed the open window: it waits on it

    def read() -> None:
        for event in read_stream(opened):
            if event["event"] == "view" and event["data"]["version"] == version:
                waiting.set()
                continue
            pushed.append(event)
            if event["event"] == "view" and event["data"]["version"] > version:
                return

    reader = threading.Thread(target=read)
    reader.start()
    assert waiting.wait(10)
    pushed.clear()  # what came before the deadline (the log so far)
    clock.advance(SECONDS)
    reader.join(10)
    opened.close()
    assert not reader.is_alive(), "the stream did not notice the deadline"
    after = [e for e in pushed if e["event"] == "log"
             and e["data"]["event"]["type"] == "pass_reaction"]
    assert len(deadline_passes([e["data"]["event"] for e in after])) == 2
    # the closing entries come before the view of the version they made
    assert pushed.index(after[-1]) < len(pushed) - 1
    assert game_of(client, game_id)["version"] == pushed[-1]["data"]["version"]


def test_a_whole_game_with_deadlines_replays_from_its_transcript(app, client, clock):
    """Passes held before the pass moment (1 s) and made at it replay to the same state."""
    game_id, tokens = new_game(client, seed=3, pass_seconds=1)
    rng = Rng(7)
    for _ in range(3000):
        game = game_of(client, game_id)
        if game["status"] == "finished":
            break
        decision = game["view"]["decision"]
        if decision and decision.get("kind") == "reaction_window" and rng.randbelow(3) == 0:
            clock.advance(SECONDS + rng.randbelow(3))  # nobody answers in time
            continue
        seat = game["pending"][rng.randbelow(len(game["pending"]))]
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        if not moves:  # this seat's pass is held until the pass moment
            clock.advance(1)
            continue
        move = moves[rng.randbelow(len(moves))]
        response = post(client, game_id, tokens[seat], move)
        assert response.status_code == 200, (move, response.get_json())
        clock.advance(rng.randbelow(2000) / 1000)
    else:
        raise AssertionError("the game did not finish")

    log = log_of(client, game_id)
    assert deadline_passes(log), "no window closed at its deadline"
    transcript = client.get(f"/api/v1/games/{game_id}/transcript").get_json()
    verdict = client.post("/api/v1/transcripts/check", json=transcript).get_json()
    assert verdict["legal"] is True, verdict
    assert verdict["finished"] is True

    state, checked = replay(Transcript.from_dict(transcript))
    assert checked.legal
    dmc = get_game("driving-me-crazy")
    stored = app.extensions["roadtrip"].store.load(game_id).state
    assert dmc.to_json(state) == stored
    assert sum(1 for m in transcript["moves"] if m["move"] == PASS) >= len(deadline_passes(log))


def test_bots_answer_a_reaction_window_at_its_pass_moment_not_at_once(client, clock):
    created = create(client, players=3, seed=1, variants=["quick_reactions"],
                     options={"reaction_seconds": SECONDS, "pass_seconds": 2}, bots=[0, 1])
    game_id = created["id"]
    tokens = join_all(client, game_id, 3, bots=(0, 1))
    assert list(tokens) == [2]
    response = post(client, game_id, tokens[2], KM50)
    assert response.status_code == 200, response.get_json()
    events = [e["event"] for e in response.get_json()["events"]]
    assert not [e for e in events if e["type"] in ("pass_reaction", "react")]
    assert game_of(client, game_id)["pending"] == [0, 1]
    clock.advance(1.99)
    assert game_of(client, game_id)["pending"] == [0, 1]
    clock.advance(0.01)
    game = game_of(client, game_id)
    log = log_of(client, game_id)
    answers = [e for e in log if e["type"] in ("pass_reaction", "react")]
    assert answers and {e["seat"] for e in answers} <= {0, 1}
    assert {"type": "reaction_window_closed", "card": "km50", "reason": "all_passed"} in log \
        or any(e["type"] == "react" for e in log)
    assert game["server_time"] == START + 2


def test_reads_racing_to_close_a_window_close_it_once(app, clock):
    client = app.test_client()
    game_id, _ = open_window(client, clock)
    clock.advance(SECONDS + 1)
    statuses: list[int] = []
    barrier = threading.Barrier(6)

    def read(path: str) -> None:
        reader = app.test_client()
        barrier.wait()
        statuses.append(reader.get(path).status_code)

    paths = [f"/api/v1/games/{game_id}", f"/api/v1/games/{game_id}/log"] * 3
    threads = [threading.Thread(target=read, args=(path,)) for path in paths]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert statuses == [200] * 6
    log = log_of(client, game_id)
    assert [(e["seat"], e["move"]) for e in deadline_passes(log)] == [(0, PASS), (1, PASS)]
    assert [e["type"] for e in log].count("reaction_window_closed") == 1
