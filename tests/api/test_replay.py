"""The replay and session API (issue 27, item 6): every step's views, paged and cached,
no hidden card before the end, and the evening's games chained by rematch."""

from __future__ import annotations

import json
from typing import Any

import pytest

from api.service.replay import PAGE
from core import get_game
from core.rng import Rng
from tests.api.helpers import auth, create, join_all
from tests.api.test_secrecy import FORBIDDEN_KEYS, hands_in, keys_in


def whole_replay(client, game_id: str, headers: dict[str, str] | None = None,
                 prefix: str = "/api/v1/games") -> list[dict[str, Any]]:
    """Every step of the game, page after page."""
    found: list[dict[str, Any]] = []
    start: int | None = 0
    while start is not None:
        response = client.get(f"{prefix}/{game_id}/replay?from={start}", headers=headers or {})
        assert response.status_code == 200, response.get_json()
        page = response.get_json()
        found += page["steps"]
        start = page["next"]
    return found


def play_recording(client, game_id: str, tokens: dict[int, str], seed: int = 1,
                   stop_after: int | None = None) -> dict[int, dict[str, Any]]:
    """Play random legal moves over HTTP; return the spectator's view at every version seen."""
    rng = Rng(seed)
    seen: dict[int, dict[str, Any]] = {}
    for _ in range(4000):
        game = client.get(f"/api/v1/games/{game_id}").get_json()
        seen[game["version"]] = game["view"]
        if game["status"] == "finished" or (stop_after is not None and len(seen) > stop_after):
            return seen
        pending = [s for s in game["pending"] if s in tokens]
        seat = pending[rng.randbelow(len(pending))]
        moves = client.get(f"/api/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        answer = client.post(f"/api/v1/games/{game_id}/moves", json=moves[
            rng.randbelow(len(moves))], headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.get_json()
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("name, mode", [("driving-me-crazy", "digital"), ("drive", "digital"),
                                        ("driving-me-crazy", "referee"), ("drive", "referee")])
def test_each_step_is_the_view_the_live_game_showed_at_its_version(client, name, mode):
    # a person and a bot: one commit holds a move and the bot's answers
    created = create(client, name, 2, mode=mode, bots=[1], seed=3)
    tokens = join_all(client, created["id"], 2, bots=(1,))
    seen = play_recording(client, created["id"], tokens, stop_after=None if mode == "digital"
                          else 60)
    steps = whole_replay(client, created["id"])
    assert [s["number"] for s in steps] == list(range(len(steps)))
    live = {s["version"]: s["view"] for s in steps if s["live"]}
    moved = {version: view for version, view in seen.items() if version in live}
    assert len(moved) > 10, "the game made moves at a handful of versions at least"
    for version, view in moved.items():
        assert live[version] == view, f"the step live at version {version}"
    # a version no step ends (seating) shows the table of the last step before it
    for version, view in seen.items():
        before = [s for s in steps if s["version"] <= version]
        assert before[-1]["view"] == view


def test_a_page_holds_at_most_page_steps_and_names_the_next(client):
    created = create(client, "drive", 2, bots=[0, 1], seed=4)  # bots only: played at once
    first = client.get(f"/api/v1/games/{created['id']}/replay").get_json()
    assert first["from"] == 0 and first["to"] == PAGE - 1 and first["next"] == PAGE
    assert len(first["steps"]) == PAGE and first["length"] > PAGE
    some = client.get(f"/api/v1/games/{created['id']}/replay?from=3&to=5").get_json()
    assert [s["number"] for s in some["steps"]] == [3, 4, 5] and some["next"] == 6
    assert some["steps"] == first["steps"][3:6]
    tail = client.get(f"/api/v1/games/{created['id']}/replay?from={first['length'] - 1}"
                      f"&to=100000").get_json()
    assert tail["to"] == first["length"] - 1 and tail["next"] is None


@pytest.mark.parametrize("query, status, code", [
    ("from=5&to=4", 422, "invalid_step_range"),
    ("from=100000", 422, "step_out_of_range"),
    ("from=-1", 422, "invalid_request"),
    ("to=two", 422, "invalid_request"),
])
def test_a_bad_range_is_a_problem_and_changes_nothing(client, query, status, code):
    created = create(client, "driving-me-crazy", 2, bots=[0, 1], seed=4)
    before = client.get(f"/api/v1/games/{created['id']}").get_json()
    response = client.get(f"/api/v1/games/{created['id']}/replay?{query}")
    assert response.status_code == status
    assert response.content_type == "application/problem+json"
    assert response.get_json()["code"] == code
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["version"] == before["version"]


def test_an_unknown_game_has_no_replay_nor_session(client):
    for part in ("replay", "session"):
        response = client.get(f"/api/v1/games/AAAAAAAAAAAAAAAA/{part}")
        assert response.status_code == 404 and response.get_json()["code"] == "unknown_game"


def test_the_replay_is_cached_with_its_version_and_immutable_once_final(client):
    created = create(client, "driving-me-crazy", 2, seed=8, bots=[1])
    tokens = join_all(client, created["id"], 2, bots=(1,))
    url = f"/api/v1/games/{created['id']}/replay?from=0&to=2"
    running = client.get(url)
    assert running.headers["Cache-Control"] == "public, no-cache"
    etag = running.headers["ETag"]
    assert etag == f'"{running.get_json()["version"]}"'
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.headers["ETag"] == etag
    play_recording(client, created["id"], tokens)
    assert client.get(url, headers={"If-None-Match": etag}).status_code == 200  # it moved on
    over = client.get(url)
    assert over.get_json()["final"] and over.get_json()["status"] == "finished"
    assert over.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    mine = client.get(url, headers=auth(tokens[0]))
    assert mine.headers["Cache-Control"] == "private, max-age=31536000, immutable"
    assert "Authorization" in mine.headers["Vary"]


def test_a_referee_game_is_not_final_while_its_end_can_be_taken_back(client):
    created = create(client, "drive", 2, mode="referee", bots=[1], seed=2)
    tokens = join_all(client, created["id"], 2, bots=(1,))
    play_recording(client, created["id"], tokens, stop_after=5)
    page = client.get(f"/api/v1/games/{created['id']}/replay").get_json()
    assert page["status"] == "active" and not page["final"] and not page["revealed"]
    # a referee game's reports are public while it runs
    assert all(s["move"] is not None for s in page["steps"][1:])


def test_no_hidden_card_is_in_any_step_of_a_digital_game_before_its_end(client, app):
    created = create(client, "driving-me-crazy", 3)
    tokens = join_all(client, created["id"], 3)
    play_recording(client, created["id"], tokens, seed=5, stop_after=25)
    game = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert game["status"] == "active"
    store = app.extensions["roadtrip"].store
    snap = store.load(created["id"])
    engine = get_game(snap.meta["game"])
    state = engine.from_json(snap.state)
    for seat in [None, *tokens]:
        headers = auth(tokens[seat]) if seat is not None else {}
        steps = whole_replay(client, created["id"], headers)
        assert len(steps) > 20
        for step in steps:
            assert "seats" not in step
            assert not keys_in(step) & FORBIDDEN_KEYS
            own = step.get("own", {}).get("hand")
            for hand in hands_in(step):
                assert seat is not None and hand == own, "a hand other than the caller's"
            assert step["move"] is None or step["seat"] == seat
        if seat is not None:  # the last step is the seat's view now
            assert steps[-1]["own"] == engine.view(state, seat)


def test_every_hand_is_in_the_steps_once_the_game_is_over(client, app):
    created = create(client, "driving-me-crazy", 2, bots=[0, 1], seed=6)
    steps = whole_replay(client, created["id"])
    page = client.get(f"/api/v1/games/{created['id']}/replay?from=0&to=0").get_json()
    assert page["revealed"] and page["status"] == "finished"
    assert all(len(s["seats"]) == 2 and s["move"] is not None for s in steps[1:])
    snap = app.extensions["roadtrip"].store.load(created["id"])
    engine = get_game(snap.meta["game"])
    final = engine.from_json(snap.state)
    assert steps[-1]["seats"] == [engine.view(final, seat) for seat in (0, 1)]
    assert all("hand" in view for view in steps[-1]["seats"])


def test_each_game_has_its_own_typed_replay_path(client):
    created = create(client, "drive", 2, bots=[0, 1], seed=4)
    typed = client.get(f"/api/v1/drive/games/{created['id']}/replay?to=3")
    assert typed.status_code == 200
    assert typed.get_json() == client.get(f"/api/v1/games/{created['id']}/replay?to=3").get_json()
    other = client.get(f"/api/v1/driving-me-crazy/games/{created['id']}/replay")
    assert other.status_code == 404


def test_three_rematches_make_a_session_with_each_winner_and_the_wins_per_player(client):
    first = create(client, "driving-me-crazy", 2, bots=[0, 1], seed=1)
    chain = [first]
    for _ in range(3):
        response = client.post(f"/api/v1/games/{chain[-1]['id']}/rematch",
                               headers=auth(chain[-1]["host_token"]))
        assert response.status_code == 201
        chain.append(response.get_json())
    winners = []
    for created in chain:
        outcome = client.get(f"/api/v1/games/{created['id']}").get_json()["outcome"]
        winners.append(outcome["winners"])
    for created in (chain[0], chain[2], chain[3]):  # the same from any game of the evening
        session = client.get(f"/api/v1/games/{created['id']}/session").get_json()
        assert [g["id"] for g in session["games"]] == [c["id"] for c in chain]
        assert [g["winners"] for g in session["games"]] == winners
        tally = {s["name"]: s["wins"] for s in session["standings"]}
        assert tally == {f"Bot {seat + 1}": sum(seat in w for w in winners) for seat in (0, 1)}
        assert [s["wins"] for s in session["standings"]] == sorted(tally.values(), reverse=True)


def test_a_game_without_rematch_is_a_session_of_one(client):
    created = create(client, "drive", 2)
    join_all(client, created["id"], 2)
    session = client.get(f"/api/v1/games/{created['id']}/session").get_json()
    assert session == {"games": [{"id": created["id"], "status": "active",
                                  "players": ["P0", "P1"], "winners": [], "reason": None}],
                       "standings": [{"name": "P0", "wins": 0}, {"name": "P1", "wins": 0}]}


def test_a_free_seat_of_a_rematch_nobody_took_yet_is_not_in_the_standings(client):
    created = create(client, "drive", 2, bots=[1])
    join_all(client, created["id"], 2, bots=(1,))
    rematch = client.post(f"/api/v1/games/{created['id']}/rematch",
                          headers=auth(created["host_token"])).get_json()
    session = client.get(f"/api/v1/games/{rematch['id']}/session").get_json()
    assert session["games"][1]["players"] == ["Seat 1", "Bot 2"]
    assert [s["name"] for s in session["standings"]] == ["P0", "Bot 2"]


def illegal_drive_transcript() -> dict[str, Any]:
    """Red's first turn, then blue's draw reported by red: the 5th move is illegal."""
    moves = [{"seat": 0, "move": {"type": "draw", "card": "crossroads"}},
             {"seat": 0, "move": {"type": "place", "rotation": 0}},
             {"seat": 0, "move": {"type": "exit", "edge": "E"}},
             {"seat": 1, "move": {"type": "draw", "card": "straight"}},
             {"seat": 0, "move": {"type": "place", "rotation": 90}}]
    return {"game": "drive", "seed": 1, "moves": moves,
            "config": {"players": 2, "mode": "referee", "options": {"first_player": 0}}}


def test_a_posted_transcript_replays_up_to_its_first_illegal_move(client):
    data = illegal_drive_transcript()
    verdict = client.post("/api/v1/transcripts/check", json=data).get_json()
    answer = client.post("/api/v1/transcripts/replay", json=data)
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert not verdict["legal"] and not body["legal"]
    assert body["length"] == verdict["index"] + 1 == 5  # the deal and moves 1..4
    assert [s["number"] for s in body["steps"]] == [0, 1, 2, 3, 4]
    assert [s["move"] for s in body["steps"][1:]] == [m["move"] for m in data["moves"][:4]]


def test_a_posted_transcript_that_cannot_be_read_is_refused(client):
    answer = client.post("/api/v1/transcripts/replay", json={"game": "drive", "seed": 1,
                                                              "config": {"players": 9},
                                                              "moves": []})
    # 9 players: the document's drive.TranscriptConfig says 2 to 4, so it is the request's
    # form (issue 41: the server refuses what the document forbids, as the document says)
    assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_request"
    assert "config.players" in answer.get_json()["errors"]


def test_a_replay_without_seats_leaves_every_seats_view_out(client):
    created = create(client, "driving-me-crazy", 2, bots=[0, 1], seed=6)
    whole = client.get(f"/api/v1/games/{created['id']}/replay?to=4").get_json()
    light = client.get(f"/api/v1/games/{created['id']}/replay?to=4&seats=false").get_json()
    assert all("seats" in step for step in whole["steps"])
    assert light["steps"] == [{k: v for k, v in step.items() if k != "seats"}
                              for step in whole["steps"]]


@pytest.mark.parametrize("path", ["/api/v1/games", "/api/v1/transcripts/check",
                                  "/api/v1/transcripts/replay"])
def test_a_house_deck_of_a_billion_cards_is_refused_before_any_deck_is_built(client, path):
    """A house deck's counts are bounded (102 copies a card, docs/rules/driving-me-crazy.md):
    a billion copies is a clear 422 wherever a config comes in, not a server building a
    billion-card deck (the schemathesis pass once found this through a posted transcript)."""
    config = {"players": 2, "options": {"deck": {"km50": 10**9}}}
    body = ({"game": "driving-me-crazy", **config} if path == "/api/v1/games" else
            {"game": "driving-me-crazy", "seed": 1, "config": config, "moves": []})
    answer = client.post(path, json=body)
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["code"] in {"invalid_option", "invalid_request"}
    assert "102" in json.dumps(answer.get_json())
