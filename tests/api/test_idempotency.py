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


def _two_seats(client):
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2, "seed": 3})
    game_id = created.get_json()["id"]
    tokens = {}
    for name in ("A", "B"):
        joined = client.post(f"/api/v1/games/{game_id}/players", json={"name": name})
        tokens[joined.get_json()["seat"]] = joined.get_json()["token"]
    return game_id, tokens


def _play(client, game_id, tokens, key):
    """The pending seat's first legal move, sent with ``key``; returns (seat, move, answer)."""
    seat = client.get(f"/api/v1/games/{game_id}").get_json()["pending"][0]
    move = client.get(f"/api/v1/games/{game_id}/legal-moves",
                      headers=auth(tokens[seat])).get_json()["moves"][0]
    answer = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                         headers={**auth(tokens[seat]), "Idempotency-Key": key})
    assert answer.status_code == 200, answer.get_json()
    return seat, move, answer.get_json()


def test_a_players_move_answers_take_one_small_field_not_a_key_per_move(app, client,
                                                                         redis_url):
    """Issue 28: idempotency answers no longer dominate a game's memory.  A player's
    latest keyed moves are kept in the game's hash as what rebuilds their answers
    (the version, the log's range, a digest): one small field per player, whatever
    the number of moves."""
    import redis

    from api.service.move_answers import KEPT
    from api.store.store import game_key

    game_id, tokens = _two_seats(client)
    for n in range(12):
        _play(client, game_id, tokens, f"phone-{n}")
    raw = redis.Redis.from_url(redis_url)
    try:
        assert list(raw.scan_iter(f"rt:{{{game_id}}}:idem:*")) == []
        fields = {k: v for k, v in raw.hgetall(game_key(game_id)).items()
                  if k.startswith(b"idem:")}
    finally:
        raw.close()
    assert len(fields) == 2  # one per player
    for value in fields.values():  # its KEPT latest keyed moves, a line of ~45 B each
        assert len(value.split(b"\n")) == KEPT
        assert len(value) <= KEPT * 64


def test_a_retry_of_the_latest_keyed_move_rebuilds_the_same_bytes(client):
    """The answer is rebuilt from the log after the game went on: the same events, as
    that seat saw them, the same version."""
    game_id, tokens = _two_seats(client)
    seat, move, first = _play(client, game_id, tokens, "turn-1")
    other = next(s for s in tokens if s != seat)
    pending = client.get(f"/api/v1/games/{game_id}").get_json()["pending"]
    if pending and pending[0] == other:  # the other player moves meanwhile
        _play(client, game_id, tokens, "other-1")
    again = client.post(f"/api/v1/games/{game_id}/moves", json=move,
                        headers={**auth(tokens[seat]), "Idempotency-Key": "turn-1"})
    assert again.status_code == 200
    assert again.get_json() == first


def test_a_kept_line_is_found_by_its_tag_alone():
    """``found`` looks for the tag in the player's lines only when the text holds it (a
    new key, nearly every move, is not there): the same line, or none, either way."""
    from api.service.move_answers import added, found

    kept = None
    tags = []
    for n in range(6):  # more than KEPT: the oldest are dropped
        tag = f"{n:x}" * 12
        tags.append(tag[:12])
        kept = added(kept, tag[:12], "f" * 64, {"version": n, "events": [{}] * n}, n + 1)
        kept = kept.encode()
    for tag in tags:
        lines = [line.split(" ") for line in kept.decode().split("\n")]
        line = next((words for words in lines if words[0] == tag), None)
        expected = None if line is None else {
            "request": line[1], "answer": {"v": int(line[2]), "f": int(line[3]),
                                           "n": int(line[4]), "d": line[5]}}
        assert found(kept, tag) == expected
    assert found(kept, tags[-1]) is not None and found(kept, tags[0]) is None
    # a tag that is only part of another line's words is no line's tag
    assert found(kept, "f" * 12) is None and found(kept, tags[-1][:6]) is None
    assert found(None, tags[-1]) is None and found(b"", tags[-1]) is None
