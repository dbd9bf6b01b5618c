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
