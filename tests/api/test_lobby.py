"""Catalogue, creating and joining games, join codes, bots, rematch, QR, transcripts."""

from __future__ import annotations

import io
import json
import re

import pytest
import segno

from api import create_app
from api.service.seats import JOIN_ALPHABET, hash_token
from core import game_names, get_game
from tests.api.helpers import auth, create, join_all, play_to_end

DMC = "driving-me-crazy"


def test_the_catalogue_lists_every_registered_game(client):
    body = client.get("/api/v1/games/catalogue").get_json()
    assert [g["name"] for g in body["games"]] == game_names()
    for entry in body["games"]:
        game = get_game(entry["name"])
        assert entry["title"] == game.title
        assert entry["players"] == {"min": game.min_players, "max": game.max_players}
        assert entry["move_types"] == sorted(game.move_schemas())


def test_a_created_game_has_an_unguessable_id_and_a_short_join_code(client, app):
    created = [create(client, DMC, 2) for _ in range(5)]
    assert len({c["id"] for c in created}) == 5
    for c in created:
        assert re.fullmatch(r"[A-Za-z0-9]{16}", c["id"])
        assert len(c["join_code"]) == 6 and set(c["join_code"]) <= set(JOIN_ALPHABET)
        assert c["join_url"] == f"http://roadtrip.test/?join={c['join_code']}"
        assert len(c["host_token"]) >= 40
        found = client.get(f"/api/v1/join/{c['join_code'].lower()}")
        assert found.status_code == 200 and found.get_json() == {"id": c["id"]}


def test_tokens_are_stored_only_as_hashes(client, app, redis_url):
    import redis

    created = create(client, DMC, 2)
    tokens = join_all(client, created["id"], 2)
    raw = redis.Redis.from_url(redis_url)
    dump = b"".join(v for k in raw.keys("*") if raw.type(k) == b"hash"
                    for v in raw.hgetall(k).values())
    dump += b"".join(raw.get(k) or b"" for k in raw.keys("*") if raw.type(k) == b"string")
    raw.close()
    for token in [created["host_token"], *tokens.values()]:
        assert token.encode() not in dump
        assert hash_token(token).encode() in dump


def test_the_game_starts_when_every_seat_is_taken(client):
    created = create(client, DMC, 3)
    path = f"/api/v1/games/{created['id']}"
    for n in range(3):
        body = client.get(path).get_json()
        assert body["status"] == "waiting" and body["pending"] == []
        assert [p["joined"] for p in body["players"]] == [True] * n + [False] * (3 - n)
        client.post(f"{path}/players", json={"name": f"P{n}"})
    body = client.get(path).get_json()
    assert body["status"] == "active" and body["pending"]
    assert [p["name"] for p in body["players"]] == ["P0", "P1", "P2"]


def test_a_seat_token_sees_its_seat_and_a_spectator_none(client):
    created = create(client, DMC, 2)
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}"
    assert client.get(path).get_json()["seat"] is None
    for seat, token in tokens.items():
        assert client.get(path, headers=auth(token)).get_json()["seat"] == seat


def test_a_game_of_bots_but_one_starts_when_that_one_joins(client):
    created = create(client, DMC, 4, bots=[0, 2, 3], seed=6)
    path = f"/api/v1/games/{created['id']}"
    assert client.get(path).get_json()["status"] == "waiting"
    joined = client.post(f"{path}/players", json={"name": "Solo"}).get_json()
    assert joined["seat"] == 1
    body = client.get(path).get_json()
    assert body["status"] == "active"
    # the bots acted at once: the only pending decision is the human's
    assert body["pending"] == [1]
    legal = client.get(f"{path}/legal-moves", headers=auth(joined["token"])).get_json()
    assert legal["moves"]


def test_a_game_of_only_bots_plays_itself_out(client):
    for name in game_names():
        created = create(client, name, 2, bots=[0, 1], seed=2)
        body = client.get(f"/api/v1/games/{created['id']}").get_json()
        assert body["status"] == "finished", name
        transcript = client.get(f"/api/v1/games/{created['id']}/transcript").get_json()
        checked = client.post("/api/v1/transcripts/check", json=transcript).get_json()
        assert checked["legal"] and checked["finished"]


def test_bots_are_deterministic_for_a_seed(client):
    first = create(client, DMC, 3, bots=[0, 1, 2], seed=12)
    second = create(client, DMC, 3, bots=[0, 1, 2], seed=12)
    moves = [client.get(f"/api/v1/games/{c['id']}/transcript").get_json()["moves"]
             for c in (first, second)]
    assert moves[0] == moves[1]


def test_a_rematch_keeps_the_setup_and_bots_with_a_new_seed(client):
    created = create(client, DMC, 3, bots=[2], seed=5, options={"goal": 500})
    tokens = join_all(client, created["id"], 3, bots=(2,))
    path = f"/api/v1/games/{created['id']}"
    version = client.get(path).get_json()["version"]
    response = client.post(f"{path}/rematch", headers=auth(created["host_token"]))
    assert response.status_code == 201
    rematch = response.get_json()
    assert set(rematch) == {"id", "join_code", "host_token", "join_url"}
    assert rematch["id"] != created["id"]
    old = client.get(path).get_json()
    assert old["rematch"] == rematch["id"] and old["version"] == version + 1
    new = client.get(f"/api/v1/games/{rematch['id']}").get_json()
    assert new["config"] == old["config"]
    assert [p["bot"] for p in new["players"]] == [False, False, True]
    assert new["status"] == "waiting"
    # a second rematch of the same game is refused; the old tokens are not the new game's
    again = client.post(f"{path}/rematch", headers=auth(created["host_token"]))
    assert again.status_code == 409 and again.get_json()["code"] == "rematch_exists"
    assert client.get(f"/api/v1/games/{rematch['id']}", headers=auth(tokens[0])).status_code \
        == 401


def test_the_join_qr_code_encodes_the_join_url(client):
    created = create(client, DMC, 2)
    response = client.get(f"/api/v1/games/{created['id']}/join.svg")
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    svg = response.get_data(as_text=True)
    assert "<svg" in svg and "</svg>" in svg
    expected = io.BytesIO()
    segno.make(created["join_url"], error="m").save(expected, kind="svg", scale=6, border=2,
                                                    title="Join the game")
    assert response.get_data() == expected.getvalue()


def test_a_digital_transcript_is_hidden_until_the_game_is_over(client):
    created = create(client, DMC, 2, seed=3)
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}/transcript"
    hidden = client.get(path)
    assert hidden.status_code == 409 and hidden.get_json()["code"] == "transcript_hidden"
    play_to_end(client, created["id"], tokens)
    shown = client.get(path).get_json()
    assert shown["format"] == "roadtrip-transcript"
    assert shown["seed"] == 3 and shown["game"] == DMC


def test_a_referee_transcript_is_always_shown(client):
    created = create(client, DMC, 2, mode="referee", seed=3)
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}"
    view = client.get(path).get_json()
    seat = view["pending"][0]
    move = client.get(f"{path}/legal-moves", headers=auth(tokens[seat])).get_json()["moves"][0]
    client.post(f"{path}/moves", json=move, headers=auth(tokens[seat]))
    transcript = client.get(f"{path}/transcript").get_json()
    assert transcript["moves"] == [{"seat": seat, "move": move}]
    assert transcript["config"]["mode"] == "referee"


def test_check_finds_the_first_illegal_move(client):
    created = create(client, DMC, 2, bots=[0, 1], seed=9)
    transcript = client.get(f"/api/v1/games/{created['id']}/transcript").get_json()
    legal = client.post("/api/v1/transcripts/check", json=transcript)
    assert legal.status_code == 200 and legal.get_json()["legal"] is True
    broken = json.loads(json.dumps(transcript))
    first = broken["moves"][3]
    broken["moves"][3] = {"seat": 1 - first["seat"], "move": first["move"]}
    verdict = client.post("/api/v1/transcripts/check", json=broken).get_json()
    assert verdict["legal"] is False
    assert verdict["index"] == 3 and verdict["number"] == 4  # moves[3] is the 4th move
    assert verdict["code"] and verdict["message"] and "rule" in verdict


@pytest.mark.parametrize("body", [
    {"game": DMC},
    {"game": DMC, "config": {"players": 2}, "seed": 1.5, "moves": []},
    {"game": DMC, "config": {"players": 2}, "seed": 1, "moves": [{"seat": "0", "move": {}}]},
    {"game": "nope", "config": {"players": 2}, "seed": 1, "moves": []},
    {"game": DMC, "config": {"players": 99}, "seed": 1, "moves": []},
])
def test_check_refuses_a_malformed_transcript_with_422(client, body):
    response = client.post("/api/v1/transcripts/check", json=body)
    assert response.status_code == 422
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert response.get_json()["code"] in ("invalid_request", "invalid_transcript")


def test_health_and_readiness(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready"}


def test_cors_is_off_by_default_and_configurable(redis_url):
    plain = create_app({"TESTING": True, "REDIS_URL": redis_url}).test_client()
    response = plain.get("/api/v1/games/catalogue", headers={"Origin": "https://x.example"})
    assert "Access-Control-Allow-Origin" not in response.headers
    open_app = create_app({"TESTING": True, "REDIS_URL": redis_url,
                           "CORS_ORIGINS": "https://x.example"}).test_client()
    response = open_app.get("/api/v1/games/catalogue", headers={"Origin": "https://x.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "https://x.example"
    preflight = open_app.options("/api/v1/games/abc/moves", headers={
        "Origin": "https://x.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Authorization, If-Match, Idempotency-Key"})
    assert preflight.status_code == 200
    allowed = preflight.headers["Access-Control-Allow-Headers"].lower()
    assert "authorization" in allowed and "idempotency-key" in allowed
    other = open_app.get("/api/v1/games/catalogue", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_the_web_app_is_served_at_the_root(tmp_path, redis_url):
    (tmp_path / "index.html").write_text("<!doctype html><title>Roadtrip</title>")
    (tmp_path / "app.js").write_text("console.log(1)")
    client = create_app({"TESTING": True, "REDIS_URL": redis_url,
                         "WEB_DIR": str(tmp_path)}).test_client()
    with client.get("/") as index:
        assert b"Roadtrip" in index.get_data()
    with client.get("/app.js") as script:
        assert script.status_code == 200 and script.get_data() == b"console.log(1)"
    missing = client.get("/nope.js")
    assert missing.status_code == 404
    assert missing.headers["Content-Type"].startswith("application/problem+json")
    # unknown API routes stay API problems, whatever the method
    assert client.post("/api/v1/nope", json={}).status_code == 404
    empty = create_app({"TESTING": True, "REDIS_URL": redis_url,
                        "WEB_DIR": str(tmp_path / "none")}).test_client()
    assert empty.get("/").status_code == 404


def test_check_takes_a_long_game_beyond_the_usual_body_limit(client):
    from core import Config
    from core.playout import random_playout
    from core.transcript import Transcript

    game = get_game(DMC)
    playout = random_playout(game, Config(players=10), seed=2)
    document = Transcript(DMC, Config(players=10), 2, playout.moves).to_dict()
    assert len(json.dumps(document)) > 64 * 1024
    verdict = client.post("/api/v1/transcripts/check", json=document)
    assert verdict.status_code == 200
    assert verdict.get_json()["legal"] is True
    # elsewhere the 64 KB limit stands
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2,
                                                 "options": {"x": "y" * 70000}})
    assert created.status_code == 413


def test_a_failing_bot_never_refuses_the_humans_move(client, app, monkeypatch):
    from core import Config

    created = create(client, DMC, 2, bots=[1], seed=4)
    path = f"/api/v1/games/{created['id']}"
    token = client.post(f"{path}/players", json={"name": "Solo"}).get_json()["token"]
    assert client.get(path).get_json()["pending"] == [0]  # the bot has acted

    def broken(*args, **kwargs):
        raise RuntimeError("a rules bug")

    monkeypatch.setattr("api.service.settle.bot_move", broken)
    before = client.get(path).get_json()["version"]
    for _ in range(20):  # play until the bot is needed
        move = client.get(f"{path}/legal-moves", headers=auth(token)).get_json()["moves"][0]
        answer = client.post(f"{path}/moves", json=move, headers=auth(token))
        assert answer.status_code == 200
        if 1 in client.get(path).get_json()["pending"]:
            break
    assert 1 in client.get(path).get_json()["pending"]
    # what is stored is exactly the replay of the stored moves
    store = app.extensions["roadtrip"].store
    snap = store.load(created["id"])
    game = get_game(DMC)
    state = game.new(Config.from_dict(snap.meta["config"]), snap.meta["seed"])
    for seat, move in store.moves(created["id"]):
        game.apply(state, seat, move)
    assert game.to_json(state) == snap.state
    assert snap.version > before


def test_the_host_fills_free_seats_with_bots_and_the_game_starts(client):
    created = create(client, DMC, 3, seed=8)
    path = f"/api/v1/games/{created['id']}"
    human = client.post(f"{path}/players", json={"name": "Ann"}).get_json()
    host = auth(created["host_token"])
    assert client.post(f"{path}/bots", json={"seats": [0]}, headers=host).status_code == 409
    assert client.post(f"{path}/bots", json={"seats": [1]},
                       headers=auth(human["token"])).get_json()["code"] == "not_host"
    assert client.post(f"{path}/bots", json={"seats": [1.5]}, headers=host).status_code == 422
    assert client.post(f"{path}/bots", json={"seats": [5]}, headers=host).status_code == 422
    first = client.post(f"{path}/bots", json={"seats": [1]}, headers=host)
    assert first.status_code == 200 and first.get_json()["status"] == "waiting"
    second = client.post(f"{path}/bots", json={"seats": [2]}, headers=host).get_json()
    assert second["status"] == "active"
    body = client.get(path).get_json()
    assert [p["bot"] for p in body["players"]] == [False, True, True]
    assert body["pending"] == [0]
    again = client.post(f"{path}/bots", json={"seats": [2]}, headers=host)
    assert again.status_code == 409 and again.get_json()["code"] == "game_started"
    assert client.post(f"{path}/players", json={"name": "late"}).get_json()["code"] \
        == "game_full"


def test_the_host_ends_a_game(client):
    """Only the host ends a game; a started one is then over (tests/api/test_end_a_started_game.py
    has the whole ruling), no longer joinable by its code."""
    created = create(client, DMC, 2)
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}"
    assert client.delete(path, headers=auth(tokens[0])).get_json()["code"] == "not_host"
    assert client.delete(path).get_json()["code"] == "invalid_token"
    assert client.get(path).get_json()["status"] == "active"
    ended = client.delete(path, headers=auth(created["host_token"]))
    assert ended.status_code == 204 and ended.get_data() == b""
    game = client.get(path).get_json()
    assert game["status"] == "finished" and game["ended_by"] == "host"
    assert client.get(f"/api/v1/join/{created['join_code']}").status_code == 404
