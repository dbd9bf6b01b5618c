"""Ruling over HTTP: "the report that ended the game can be taken back like any other (undo, by
its reporter or by any other seat on behalf of the table) until a rematch is started or the
host ends the table; the game then goes on as it was before that report." (core/undo.py)"""

from __future__ import annotations

from typing import Any

from core.rng import Rng
from core.undo import RULE_UNDO_END
from tests.api.helpers import auth, create, join_all

UNDO = {"type": "undo"}


class Table:
    """A referee game over HTTP with every seat's token."""

    def __init__(self, client: Any, game: str, players: int, **spec: Any) -> None:
        self.client = client
        self.created = create(client, game, players, mode="referee", **spec)
        self.id = self.created["id"]
        self.tokens = join_all(client, self.id, players)

    def post(self, seat: int, move: dict) -> Any:
        return self.client.post(f"/api/v1/games/{self.id}/moves", json=move,
                                headers=auth(self.tokens[seat]))

    def move(self, seat: int, move: dict) -> dict:
        answer = self.post(seat, move)
        assert answer.status_code == 200, answer.get_json()
        return dict(answer.get_json())

    def game(self) -> dict:
        return dict(self.client.get(f"/api/v1/games/{self.id}").get_json())

    def legal(self, seat: int) -> list[dict]:
        answer = self.client.get(f"/api/v1/games/{self.id}/legal-moves",
                                 headers=auth(self.tokens[seat]))
        return list(answer.get_json()["moves"])


def test_a_winning_report_is_taken_back_and_the_game_is_active_again(client):
    table = Table(client, "driving-me-crazy", 2, options={"goal": 100, "first_player": 0})
    table.move(0, {"type": "play", "card": "km50"})
    table.move(0, {"type": "draw", "count": 1})
    table.move(1, {"type": "discard", "card": "km50"})
    table.move(1, {"type": "end_turn"})
    table.move(1, {"type": "draw", "count": 1})
    before = table.game()
    table.move(0, {"type": "play", "card": "km50"})  # a mis-tap: the game is over
    over = table.game()
    assert over["status"] == "finished" and over["outcome"] == {"winners": [0], "reason": "goal"}
    assert over["view"]["undo"] == 0, "the view names whose report an undo takes back"
    assert table.legal(0) == [UNDO] and table.legal(1) == [UNDO]
    answer = table.move(1, UNDO)  # the table takes it back for the reporter
    assert answer["events"][0]["event"] == {"type": "undo", "seat": 1, "reporter": 0}
    now = table.game()
    assert now["status"] == "active" and now["outcome"] is None and now["pending"] == [0]
    assert now["view"]["seats"] == before["view"]["seats"]
    # the transcript keeps the taken-back end and the undo, and replays to this state
    verdict = client.post("/api/v1/transcripts/check",
                          json=client.get(f"/api/v1/games/{table.id}/transcript").get_json())
    assert verdict.get_json()["legal"] and not verdict.get_json()["finished"]


def test_after_a_rematch_the_end_stands(client):
    table = Table(client, "driving-me-crazy", 2, options={"goal": 100, "first_player": 0})
    table.move(0, {"type": "play", "card": "km100"})
    assert table.game()["status"] == "finished"
    rematch = client.post(f"/api/v1/games/{table.id}/rematch",
                          headers=auth(table.created["host_token"]))
    assert rematch.status_code == 201
    assert table.legal(0) == [] and table.legal(1) == []
    refused = table.post(0, UNDO)
    assert refused.status_code == 422
    body = refused.get_json()
    assert body["code"] == "game_over" and "rematch" in body["detail"]
    assert body["rule"] == RULE_UNDO_END
    assert table.game()["status"] == "finished"


def test_after_the_host_ends_the_table_nothing_is_taken_back(client):
    table = Table(client, "driving-me-crazy", 2, options={"goal": 100, "first_player": 0})
    table.move(0, {"type": "play", "card": "km100"})
    ended = client.delete(f"/api/v1/games/{table.id}",
                          headers=auth(table.created["host_token"]))
    assert ended.status_code == 204
    assert table.legal(0) == [] and table.legal(1) == []
    refused = table.post(0, UNDO)
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_ended"
    assert table.game()["outcome"] == {"winners": [0], "reason": "goal"}, "its end stands"


def test_a_drive_game_that_ended_is_taken_back_over_http(client):
    table = Table(client, "drive", 2, options={"first_player": 0, "stall_turns": 10})
    rng = Rng(13)  # a short random game that ends at a Finish
    for _ in range(300):
        game = table.game()
        if game["status"] == "finished":
            break
        seat = game["pending"][0]
        moves = [m for m in table.legal(seat) if m["type"] != "undo"]
        before, last = game, (seat, moves[rng.randbelow(len(moves))])
        table.move(*last)
    over = table.game()
    assert over["status"] == "finished" and over["outcome"]["reason"] == "finish"
    seat = last[0]
    assert table.legal(seat) == [UNDO] and table.legal(1 - seat) == [UNDO]
    table.move(1 - seat, UNDO)
    now = table.game()
    assert now["status"] == "active" and now["outcome"] is None and now["pending"] == [seat]
    assert now["view"]["board"] == before["view"]["board"]
    table.move(*last)
    assert table.game()["outcome"] == over["outcome"], "the same report ends it again"
