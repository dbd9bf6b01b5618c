"""Idempotency as Stripe does it: an ``Idempotency-Key`` is bound to the request's body.

Against a real gunicorn server and a real redis-server: the same key with the
same move answers the first answer again; the same key with another move is
refused ``422 idempotency_key_reused`` and changes nothing.
"""

from __future__ import annotations

from tests.api.helpers import auth

DMC = "driving-me-crazy"


def seated_game(server) -> tuple[str, str]:
    """A started 3-seat game (two bots) and the human's seat token."""
    status, _, created = server.json("POST", "/api/v1/games",
                                     {"game": DMC, "players": 3, "seed": 5, "bots": [1, 2]})
    assert status == 201, created
    status, _, joined = server.json("POST", f"/api/v1/games/{created['id']}/players",
                                    {"name": "Ann"})
    assert status == 201, joined
    return created["id"], joined["token"]


def test_the_same_key_with_another_move_is_refused_and_nothing_is_applied(real_server):
    game_id, token = seated_game(real_server)
    _, _, legal = real_server.json("GET", f"/api/v1/games/{game_id}/legal-moves",
                                   headers=auth(token))
    first_move, other_move = legal["moves"][0], legal["moves"][1]
    assert first_move != other_move
    headers = {**auth(token), "Idempotency-Key": "turn-1"}
    status, _, first = real_server.json("POST", f"/api/v1/games/{game_id}/moves",
                                        first_move, headers)
    assert status == 200, first
    _, _, log_before = real_server.json("GET", f"/api/v1/games/{game_id}/log")

    status, head, refused = real_server.json("POST", f"/api/v1/games/{game_id}/moves",
                                             other_move, headers)
    assert status == 422
    assert head["content-type"].startswith("application/problem+json")
    assert refused["code"] == "idempotency_key_reused"
    assert real_server.json("GET", f"/api/v1/games/{game_id}/log")[2] == log_before

    # the same move with the same key (fields in another order) is a retry
    reordered = dict(reversed(list(first_move.items())))
    status, _, again = real_server.json("POST", f"/api/v1/games/{game_id}/moves",
                                        reordered, headers)
    assert status == 200
    assert again == first
    assert real_server.json("GET", f"/api/v1/games/{game_id}/log")[2] == log_before


def test_an_empty_idempotency_key_is_refused(real_server):
    game_id, token = seated_game(real_server)
    _, _, legal = real_server.json("GET", f"/api/v1/games/{game_id}/legal-moves",
                                   headers=auth(token))
    status, _, refused = real_server.json("POST", f"/api/v1/games/{game_id}/moves",
                                          legal["moves"][0],
                                          {**auth(token), "Idempotency-Key": ""})
    assert status == 422
    assert refused["code"] == "invalid_request"


def test_an_idempotency_answer_is_kept_minutes_not_a_day(app, client, redis_url):
    """Redis memory per table stays flat: a move's stored answer expires within
    IDEMPOTENCY_TTL, ten minutes by default (long enough for a phone's resends)."""
    import redis

    from api import DEFAULTS

    assert DEFAULTS["IDEMPOTENCY_TTL"] == 600
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2, "seed": 3})
    game_id = created.get_json()["id"]
    tokens = {}
    for name in ("A", "B"):
        joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": name})
        tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
    seat = client.get(f"/api/v1/games/{game_id}").get_json()["pending"][0]
    move = client.get(f"/api/v1/games/{game_id}/legal-moves",
                      headers=auth(tokens[seat])).get_json()["moves"][0]
    answer = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                         headers={**auth(tokens[seat]), "Idempotency-Key": "phone-1"})
    assert answer.status_code == 200
    raw = redis.Redis.from_url(redis_url)
    try:
        idem = [key for key in raw.scan_iter(f"rt:{{{game_id}}}:idem:*")]
        assert len(idem) == 1
        assert 0 < raw.ttl(idem[0]) <= app.config["IDEMPOTENCY_TTL"] <= 600
    finally:
        raw.close()
