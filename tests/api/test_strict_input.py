"""Strict input, never a 5xx: sizes and depths are checked before parsing, on a real server.

Every refusal is a problem document with a 4xx and stores nothing.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api.guard.guard import deeper_than, json_depth
from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"


def nested(levels: int) -> bytes:
    return b"[" * levels + b"]" * levels


def problem(status: int, head: dict[str, str], body: bytes) -> dict:
    assert head["content-type"].startswith("application/problem+json"), (status, body[:200])
    document = json.loads(body)
    assert document["status"] == status
    return document


def test_python_json_itself_fails_on_963_levels_so_depth_is_measured_first():
    with pytest.raises(RecursionError):
        json.loads(nested(100_000))
    assert json_depth(nested(963)) == 963
    assert json_depth(b'{"a": "[[[[{{{{", "b": [1, {"c": "\\"]]"}]}') == 3


#: JSON texts, nested or not, with brackets inside strings too, and stray bracket bytes
TEXTS = st.one_of(
    st.recursive(st.one_of(st.none(), st.integers(), st.text(alphabet="[]{}\\\"ab")),
                 lambda inner: st.one_of(st.lists(inner, max_size=3),
                                         st.dictionaries(st.text(max_size=3), inner,
                                                         max_size=3)),
                 max_leaves=12).map(lambda value: json.dumps(value).encode()),
    st.binary(max_size=40).map(lambda raw: raw.replace(b"x", b"[")))


@given(data=TEXTS, limit=st.integers(0, 8))
def test_the_depth_check_walks_only_a_text_that_could_be_too_deep_and_says_the_same(
        data, limit):
    # the shortcut (few brackets in all) never lets through what the walk refuses
    assert deeper_than(data, limit) == (json_depth(data) > limit)


@pytest.mark.parametrize("path", ["/api/v1/games", "/api/v1/transcripts/check"])
def test_deeply_nested_json_is_a_400_not_a_500(real_server, path):
    for levels in (963, 5000):
        status, head, body = real_server.call("POST", path, nested(levels),
                                              {"Content-Type": "application/json"})
        assert status == 400
        assert problem(400, head, body)["code"] == "json_too_deep"


def test_deeply_nested_move_is_a_400_not_a_500(real_server):
    status, _, created = real_server.json("POST", "/api/v1/games",
                                          {"game": DMC, "players": 2, "bots": [1]})
    assert status == 201
    game_id = created["id"]
    _, _, joined = real_server.json("POST", f"/api/v1/games/{game_id}/players", {"name": "A"})
    status, head, body = real_server.call(
        "POST", f"/api/v1/games/{game_id}/moves", b'{"type": ' + nested(2000) + b"}",
        {"Content-Type": "application/json", **auth(joined["token"])})
    assert status == 400
    assert problem(400, head, body)["code"] == "json_too_deep"


def test_a_100_mb_chunked_body_is_a_413(real_server):
    block = b" " * (1 << 20)
    status, head, body = real_server.call(
        "POST", "/api/v1/games", chunks=(block for _ in range(100)))
    assert status == 413
    assert problem(413, head, body)["code"] == "body_too_large"


def test_a_body_over_the_limit_with_a_length_is_a_413(real_server):
    status, head, body = real_server.call(
        "POST", "/api/v1/games", b"[" + b"1," * 40_000 + b"1]",
        {"Content-Type": "application/json"})
    assert status == 413
    assert problem(413, head, body)["code"] == "body_too_large"


@pytest.mark.parametrize("length", [5000, 8000, 20_000])
def test_an_over_long_url_is_a_problem_414_not_gunicorns_html(real_server, length):
    status, head, body = real_server.call("GET", "/api/v1/games/" + "a" * length)
    assert status == 414
    assert problem(414, head, body)["code"] == "uri_too_long"


@pytest.mark.parametrize("header", ["If-Match", "If-None-Match"])
def test_a_malformed_conditional_header_is_a_400(real_server, header):
    status, head, body = real_server.call("GET", "/api/v1/games/catalogue",
                                          headers={header: "junk"})
    assert status == 400
    assert problem(400, head, body)["code"] == "invalid_header"


def test_a_malformed_if_match_on_a_move_applies_nothing(client):
    created = create(client, bots=[1])
    tokens = join_all(client, created["id"], 2, bots=(1,))
    before = client.get(f"/api/v1/games/{created['id']}").get_json()["version"]
    move = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                      headers=auth(tokens[0])).get_json()["moves"][0]
    answer = client.post(f"/api/v1/games/{created['id']}/moves", json=move,
                         headers={**auth(tokens[0]), "If-Match": "junk"})
    assert answer.status_code == 400
    assert answer.get_json()["code"] == "invalid_header"
    assert client.get(f"/api/v1/games/{created['id']}").get_json()["version"] == before


def test_a_malformed_request_line_is_a_problem_not_html(real_server):
    import socket

    with socket.create_connection(("127.0.0.1", real_server.port), timeout=10) as sock:
        sock.sendall(b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 414")
    assert b"application/problem+json" in head
    assert json.loads(body)["code"] == "uri_too_long"


@pytest.mark.parametrize("request_bytes, status", [
    (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", b"414"),
    (b"GET / HTTP/1.1\r\nHost: x\r\n" + b"X-Big: " + b"b" * 9000 + b"\r\n\r\n", b"431"),
], ids=["414", "431"])
def test_gunicorns_own_errors_carry_the_apps_security_headers(real_server, request_bytes,
                                                               status):
    """Issue 24, item 8: 414/431 answered by gunicorn carried only nosniff."""
    import socket

    from api.http.headers import SECURITY_HEADERS

    with socket.create_connection(("127.0.0.1", real_server.port), timeout=10) as sock:
        sock.sendall(request_bytes)
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head = reply.partition(b"\r\n\r\n")[0].decode("latin1")
    assert head.startswith("HTTP/1.1 " + status.decode())
    lines = {line.split(":", 1)[0].lower(): line.split(":", 1)[1].strip()
             for line in head.split("\r\n")[1:]}
    for name, value in SECURITY_HEADERS.items():
        assert lines.get(name.lower()) == value, name


@pytest.mark.parametrize("body, field", [
    ({"game": DMC, "players": 1}, "players"),
    ({"game": DMC, "players": 11}, "players"),
])
def test_the_documented_player_range_is_the_enforced_one(client, body, field):
    answer = client.post("/api/v1/games", json=body)
    assert answer.status_code == 422
    assert field in answer.get_json()["errors"]


def test_a_transcript_with_an_empty_game_name_is_refused_by_the_schema(client):
    answer = client.post("/api/v1/transcripts/check", json={
        "game": "", "config": {"players": 2}, "seed": 1, "moves": []})
    assert answer.status_code == 422
    assert "game" in answer.get_json()["errors"]


def test_the_document_says_what_the_server_enforces(client):
    spec = client.get("/api/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    for name, players in (("drive", (2, 4)), (DMC, (2, 10))):  # each game's own range
        create_body = schemas[f"{name}.CreateGame"]["properties"]["players"]
        assert (create_body["minimum"], create_body["maximum"]) == players
        transcript = schemas[f"{name}.Transcript"]["properties"]["game"]
        assert transcript["const"] == name
    post_move = spec["paths"]["/api/v1/games/{game_id}/moves"]["post"]
    key = next(p for p in post_move["parameters"] if p["name"] == "Idempotency-Key")
    assert key["schema"]["minLength"] == 1
