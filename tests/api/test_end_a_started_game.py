"""Ruling over HTTP and real Redis (issue 27, item 5, api/service/ended.py): the host ends a game.

"``DELETE /api/v1/games/{id}`` on a game that never started removes it.  On a started
game it closes the game instead: a public log entry ``ended`` is appended with the same
compare-and-set commit as any move, so streams and long-polls see it in order and then
end as they do for a finished game; the join code is released, the game stops counting
against the live-games cap and its keys get the ``ENDED_GAME_TTL``.  ``GET`` then answers
``finished`` with an outcome that says the host ended it (unless it had finished by itself)
and ``ended_by``; the final board is the view as it was.  Moves, undo, joins and bots are
refused ``409 game_ended``; the transcript, the replay and the session stay readable, a
digital game's revealed.  A second DELETE changes nothing.  A rematch is allowed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient

from api import create_app, i18n
from api.store.keys import game_key, join_key, log_key
from tests.api.helpers import auth, create, join_all, waiting_long_poll
from tests.api.test_events import read_stream, stream

ENDED = {"type": "ended", "by": "host"}


class Table:
    """A started game over HTTP: its id, host token and every seat's token."""

    def __init__(self, client: FlaskClient, game: str = "driving-me-crazy", **spec: Any) -> None:
        self.client = client
        self.created = create(client, game, 2, seed=7, **spec)
        self.id = self.created["id"]
        self.path = f"/api/v1/games/{self.id}"
        self.tokens = join_all(client, self.id, 2)

    def game(self, seat: int | None = None) -> dict[str, Any]:
        headers = auth(self.tokens[seat]) if seat is not None else {}
        return dict(self.client.get(self.path, headers=headers).get_json())

    def end(self) -> Any:
        return self.client.delete(self.path, headers=auth(self.created["host_token"]))

    def legal(self, seat: int) -> list[dict[str, Any]]:
        answer = self.client.get(f"{self.path}/legal-moves", headers=auth(self.tokens[seat]))
        return list(answer.get_json()["moves"])

    def log(self) -> dict[str, Any]:
        return dict(self.client.get(f"{self.path}/log").get_json())


@pytest.fixture()
def own_app(redis_url: str) -> Iterator[Any]:
    """Build an app with its own settings over the test Redis (flushed first)."""
    made: list[Flask] = []

    def build(**config: Any) -> Flask:
        flusher = redis.Redis.from_url(redis_url)
        flusher.flushdb()
        flusher.close()
        app = create_app({"TESTING": True, "REDIS_URL": redis_url, **config})
        made.append(app)
        return app

    yield build
    for app in made:
        app.extensions["roadtrip"].store.close()
        for limiter in app.extensions.get("limiter", ()):
            client = getattr(limiter.storage, "storage", None)
            if client is not None:
                client.close()


def test_a_game_that_never_started_is_still_removed(client):
    created = create(client, "driving-me-crazy", 2)
    path = f"/api/v1/games/{created['id']}"
    assert client.delete(path, headers=auth(created["host_token"])).status_code == 204
    assert client.get(path).get_json()["code"] == "unknown_game"
    assert client.get(f"/api/v1/join/{created['join_code']}").status_code == 404


def test_a_join_that_starts_the_game_while_the_host_ends_it_makes_it_closed_not_removed(
        client, app, monkeypatch):
    """The host's end read a waiting game; the last seat's join started it before the end
    removed it.  The removal is refused as a version conflict and the end decides again
    on the started game: closed like any started one, the new player's game kept."""
    created = create(client, "driving-me-crazy", 2, seed=7)
    path = f"/api/v1/games/{created['id']}"
    first = client.post(f"{path}/players", json={"name": "P0"}).get_json()
    games = app.extensions["roadtrip"]
    read = games.access.load
    joined: list[dict[str, Any]] = []

    def load_then_the_last_join(*args: Any, **kwargs: Any) -> Any:
        snap = read(*args, **kwargs)
        monkeypatch.undo()  # once: the end's first read, before it removes the waiting game
        joined.append(games.lobby.join(created["id"], "P1", None))
        return snap

    monkeypatch.setattr(games.access, "load", load_then_the_last_join)
    assert client.delete(path, headers=auth(created["host_token"])).status_code == 204
    assert joined[0]["seat"] == 1
    after = client.get(path, headers=auth(first["token"])).get_json()
    assert after["status"] == "finished" and after["ended_by"] == "host"
    log = client.get(f"{path}/log").get_json()
    assert [e["event"]["type"] for e in log["events"]][-1] == "ended"
    assert client.get(f"/api/v1/join/{created['join_code']}").status_code == 404


@pytest.mark.parametrize("game", ["driving-me-crazy", "drive"])
def test_a_started_game_is_closed_by_a_public_ended_entry_committed_like_a_move(client, game):
    table = Table(client, game)
    before = table.game()
    ended = table.end()
    assert ended.status_code == 204 and ended.get_data() == b""
    after = table.game()
    assert after["version"] == before["version"] + 1, "one commit, as a move"
    log = table.log()
    assert log["events"][-1] == {"index": log["last"], "event": ENDED}
    # public: every seat reads the same entry
    for seat in (0, 1):
        own = client.get(f"{table.path}/log?after={log['last'] - 1}",
                         headers=auth(table.tokens[seat])).get_json()
        assert own["events"] == [{"index": log["last"], "event": ENDED}]


@pytest.mark.parametrize("game", ["driving-me-crazy", "drive"])
def test_the_ended_game_reads_finished_ended_by_the_host_with_its_board_as_it_was(client, game):
    table = Table(client, game)
    before = {seat: table.game(seat) for seat in (None, 0, 1)}
    table.end()
    for seat, was in before.items():
        now = table.game(seat)
        assert now["status"] == "finished" and now["ended_by"] == "host"
        assert now["outcome"] == {"winners": [], "reason": "ended"}
        assert now["pending"] == []
        assert now["view"] == was["view"], "the final board is the view as it was"
    assert before[None]["ended_by"] is None, "a game not ended says null"


def test_a_game_that_had_finished_by_itself_keeps_its_own_outcome(client):
    table = Table(client, mode="referee", options={"goal": 100, "first_player": 0})
    client.post(f"{table.path}/moves", json={"type": "play", "card": "km100"},
                headers=auth(table.tokens[0]))
    own = table.game()["outcome"]
    assert own == {"winners": [0], "reason": "goal"}
    table.end()
    after = table.game()
    assert after["status"] == "finished" and after["ended_by"] == "host"
    assert after["outcome"] == own


def test_a_move_is_refused_game_ended(client):
    table = Table(client)
    seat = table.game()["pending"][0]
    move = table.legal(seat)[0]
    table.end()
    assert table.legal(seat) == []
    refused = client.post(f"{table.path}/moves", json=move, headers=auth(table.tokens[seat]))
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_ended"
    # also a move chosen at the version before the end (a phone's outbox): why, not "stale"
    version = table.game()["version"] - 1
    stale = client.post(f"{table.path}/moves", json=move, headers={
        **auth(table.tokens[seat]), "If-Match": f'"{version}"'})
    assert stale.get_json()["code"] == "game_ended"


def test_the_undo_of_the_report_that_ended_it_is_refused_game_ended(client):
    table = Table(client, mode="referee", options={"goal": 100, "first_player": 0})
    client.post(f"{table.path}/moves", json={"type": "play", "card": "km100"},
                headers=auth(table.tokens[0]))
    assert table.legal(1) == [{"type": "undo"}]
    table.end()
    assert table.legal(0) == [] and table.legal(1) == []
    refused = client.post(f"{table.path}/moves", json={"type": "undo"},
                          headers=auth(table.tokens[1]))
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_ended"


def test_a_join_is_refused_game_ended(client):
    table = Table(client)
    table.end()
    refused = client.post(f"{table.path}/players", json={"name": "Late"})
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_ended"


def test_bots_are_refused_game_ended(client):
    table = Table(client)
    table.end()
    refused = client.post(f"{table.path}/bots", json={"seats": [0]},
                          headers=auth(table.created["host_token"]))
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_ended"


@pytest.mark.parametrize("lang", ["en", "nl", "de", "fr"])
def test_the_refusal_is_worded_in_the_callers_language(client, lang):
    table = Table(client)
    table.end()
    refused = client.post(f"{table.path}/players", json={"name": "Late"},
                          headers={"Accept-Language": lang})
    assert refused.get_json()["detail"] == i18n.messages(lang)["problem.game_ended"]
    assert refused.headers["Content-Language"] == lang


def test_the_join_code_is_freed(client, app):
    table = Table(client)
    code = table.created["join_code"]
    assert client.get(f"/api/v1/join/{code}").status_code == 200
    table.end()
    assert client.get(f"/api/v1/join/{code}").get_json()["code"] == "unknown_join_code"
    assert app.extensions["roadtrip"].store.client.exists(join_key(code)) == 0


def test_the_ended_game_shows_no_join_code(client):
    """The freed code may name another table since: a phone must not offer it."""
    table = Table(client)
    assert table.game()["join_code"] == table.created["join_code"]
    table.end()
    assert table.game()["join_code"] is None
    assert table.game(0)["join_code"] is None


def test_a_join_code_that_names_another_game_since_is_kept(client, app):
    table = Table(client)
    raw = app.extensions["roadtrip"].store.client
    code = table.created["join_code"]
    raw.set(join_key(code), "AnotherGame12345")  # expired, then taken by a newer game
    table.end()
    assert raw.get(join_key(code)) == b"AnotherGame12345"


def test_the_ended_game_stops_counting_against_the_live_games_cap(own_app):
    client = own_app(LIVE_GAMES_MAX=1).test_client()
    table = Table(client)
    refused = client.post("/api/v1/games", json={"game": "driving-me-crazy", "players": 2})
    assert refused.status_code == 429 and refused.get_json()["code"] == "too_many_live_games"
    table.end()
    again = client.post("/api/v1/games", json={"game": "driving-me-crazy", "players": 2})
    assert again.status_code == 201, again.get_json()


def test_the_ended_games_keys_get_the_ended_game_ttl(own_app):
    app = own_app(ENDED_GAME_TTL=5000)
    client = app.test_client()
    table = Table(client)
    raw = app.extensions["roadtrip"].store.client
    assert raw.ttl(game_key(table.id)) > 5000, "a live game keeps GAME_TTL"
    table.end()
    for key in (game_key(table.id), log_key(table.id)):
        assert 4990 < raw.ttl(key) <= 5000
    # a rematch writes to the ended game (its link): its retention stays the ended one's
    client.post(f"{table.path}/rematch", headers=auth(table.created["host_token"]))
    assert raw.ttl(game_key(table.id)) <= 5000


def test_by_default_an_ended_game_is_kept_as_long_as_a_finished_one(app):
    assert app.config["ENDED_GAME_TTL"] == app.config["GAME_TTL"]
    assert app.extensions["roadtrip"].store.ended_ttl == app.config["GAME_TTL"]


def test_a_stream_sees_the_ended_entry_then_ends(client, app):
    table = Table(client)
    last = table.log()["last"]
    events = read_stream(stream(client, table.id, table.tokens[0], include="view"))
    ender = app.test_client()
    timer = threading.Timer(0.3, lambda: ender.delete(
        table.path, headers=auth(table.created["host_token"])))
    timer.start()
    try:
        sent = list(events)  # the stream ends by itself
    finally:
        timer.join()
    tail = sent[next(n for n, e in enumerate(sent) if e["id"] == str(last + 1)):]
    assert [e["event"] for e in tail] == ["log", "view", "end"]
    assert tail[0]["data"] == {"index": last + 1, "event": ENDED}
    assert tail[1]["data"]["view"]["status"] == "finished"
    assert tail[1]["data"]["view"]["ended_by"] == "host"
    assert tail[2]["data"] == {"last": last + 1}


def test_a_stream_opened_after_the_end_sends_everything_then_ends(client):
    table = Table(client)
    table.end()
    last = table.log()["last"]
    sent = list(read_stream(stream(client, table.id)))
    assert sent[-2]["data"] == {"index": last, "event": ENDED}
    assert sent[-1] == {"id": None, "event": "end", "data": {"last": last}}


def test_a_waiting_long_poll_is_answered_with_the_ended_entry(client, app):
    table = Table(client)
    last = table.log()["last"]
    waiter, answer = waiting_long_poll(app, table.id, last)
    table.end()
    waiter.join(5)
    assert answer["json"]["events"] == [{"index": last + 1, "event": ENDED}]


def test_the_transcript_is_readable_and_a_digital_ones_revealed(client):
    table = Table(client)  # digital, not over
    assert client.get(f"{table.path}/transcript").get_json()["code"] == "transcript_hidden"
    table.end()
    transcript = client.get(f"{table.path}/transcript")
    assert transcript.status_code == 200
    verdict = client.post("/api/v1/transcripts/check", json=transcript.get_json()).get_json()
    assert verdict["legal"] and verdict["deal_verified"]


def test_the_replay_is_readable_and_reveals_every_seat(client):
    table = Table(client)
    hidden = client.get(f"{table.path}/replay?from=0&to=0").get_json()
    assert not hidden["revealed"] and "seats" not in hidden["steps"][0]
    table.end()
    replay = client.get(f"{table.path}/replay?from=0&to=0").get_json()
    assert replay["status"] == "finished" and replay["revealed"] and replay["final"]
    assert len(replay["steps"][0]["seats"]) == 2


def test_the_session_is_readable_and_counts_no_winner_for_it(client):
    table = Table(client)
    table.end()
    session = client.get(f"{table.path}/session").get_json()
    assert session["games"] == [{"id": table.id, "status": "finished", "players": ["P0", "P1"],
                                 "winners": [], "reason": "ended"}]
    assert {s["wins"] for s in session["standings"]} == {0}


def test_a_second_end_changes_nothing(client):
    table = Table(client)
    table.end()
    once, log = table.game(), table.log()
    again = table.end()
    assert again.status_code == 204
    assert table.game()["version"] == once["version"] and table.log() == log


def test_only_the_host_ends_a_started_game(client):
    table = Table(client)
    refused = client.delete(table.path, headers=auth(table.tokens[0]))
    assert refused.status_code == 403 and refused.get_json()["code"] == "not_host"
    assert table.game()["status"] == "active"


def test_an_ended_game_is_rematched_as_a_finished_one(client):
    table = Table(client)
    table.end()
    rematch = client.post(f"{table.path}/rematch", headers=auth(table.created["host_token"]))
    assert rematch.status_code == 201
    following = rematch.get_json()["id"]
    assert table.game()["rematch"] == following
    session = client.get(f"/api/v1/games/{following}/session").get_json()
    assert [g["id"] for g in session["games"]] == [table.id, following]
    assert session["games"][0]["reason"] == "ended"
