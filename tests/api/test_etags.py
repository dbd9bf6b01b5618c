"""Every cacheable read has an ETag and answers 304 to it; a move's answer's ETag is its version."""

from __future__ import annotations

from tests.api.helpers import auth, create, join_all


def test_every_read_has_an_etag_that_answers_304(client):
    created = create(client, "drive", 2, seed=3, mode="referee")
    tokens = join_all(client, created["id"], 2)
    game = f"/api/v1/games/{created['id']}"
    reads = ["/api/v1/games/catalogue", f"/api/v1/join/{created['join_code']}", game,
             f"{game}/legal-moves", f"{game}/log", f"{game}/transcript", f"{game}/join.svg",
             f"/api/v1/drive/games/{created['id']}/legal-moves"]
    for path in reads:
        first = client.get(path, headers=auth(tokens[0]))
        assert first.status_code == 200, path
        etag = first.headers.get("ETag")
        assert etag, f"{path} has no ETag"
        again = client.get(path, headers={**auth(tokens[0]), "If-None-Match": etag})
        assert again.status_code == 304, path


def test_a_moves_answer_carries_the_new_version_as_its_etag(client):
    created = create(client, "drive", 2)
    tokens = join_all(client, created["id"], 2)
    game = f"/api/v1/games/{created['id']}"
    seat = client.get(game).get_json()["pending"][0]
    legal = client.get(f"{game}/legal-moves", headers=auth(tokens[seat])).get_json()
    answer = client.post(f"{game}/moves", json=legal["moves"][0], headers=auth(tokens[seat]))
    assert answer.headers["ETag"] == f'"{answer.get_json()["version"]}"'


def test_a_read_whose_answer_depends_on_the_token_varies_by_authorization(client):
    created = create(client, "driving-me-crazy", 2, seed=3)
    tokens = join_all(client, created["id"], 2)
    path = f"/api/v1/games/{created['id']}/legal-moves"
    plain = client.get(path, headers=auth(tokens[0]))
    coded = client.get(path, headers={**auth(tokens[0]), "Accept-Encoding": "gzip"})
    for answer in (plain, coded):
        varies = {v.strip().lower() for v in answer.headers.get("Vary", "").split(",")}
        assert {"authorization", "accept-encoding"} <= varies, answer.headers
        assert len(answer.headers.getlist("ETag")) == 1
    # the same body for the same token: the same content tag, whatever the coding
    assert plain.headers["ETag"] == coded.headers["ETag"]


def test_header_lookups_and_vary_without_werkzeug_exceptions():
    from flask import Response

    from api.http.headers import add_vary, header

    response = Response("{}", mimetype="application/json")
    assert header(response.headers, "etag") is None
    response.headers["ETag"] = '"x"'
    assert header(response.headers, "ETAG") == '"x"'
    add_vary(response, "Authorization")
    assert response.headers.getlist("Vary") == ["Authorization"]
    add_vary(response, "Accept-Encoding")
    add_vary(response, "authorization")  # already there, whatever its case
    assert response.headers.getlist("Vary") == ["Authorization, Accept-Encoding"]
    # the same as werkzeug's own set of names, on what a view or a library may have set
    for before in ("Origin", "origin,  Accept-Language", "Cookie, Origin", '"x", Origin'):
        ours, theirs = Response("{}"), Response("{}")
        ours.headers["Vary"] = theirs.headers["Vary"] = before
        for added in ("Accept-Encoding", "ORIGIN"):
            add_vary(ours, added)
            theirs.vary.add(added)
        assert {v.strip().lower() for v in ours.headers["Vary"].split(",")} == {
            v.strip().lower() for v in theirs.headers["Vary"].split(",")}, before


def test_a_content_etag_is_the_one_werkzeug_s_add_etag_gives_and_is_sent_once(client):
    from flask import Response

    created = create(client, "drive", 2)
    tokens = join_all(client, created["id"], 2)
    game = f"/api/v1/games/{created['id']}"
    seat = client.get(game).get_json()["pending"][0]
    answer = client.get(f"{game}/legal-moves", headers=auth(tokens[seat]))
    theirs = Response(answer.get_data())
    theirs.add_etag()
    assert answer.headers.getlist("ETag") == [theirs.headers["ETag"]]
    assert answer.headers.getlist("Vary") == ["Authorization, Accept-Encoding"]
