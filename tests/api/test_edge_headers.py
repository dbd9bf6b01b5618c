"""Headers as the most trusted APIs send them (issue 41, item 5), and authentication
before a conditional answer (item 4).

- a cross-origin answer names ``Origin`` in ``Vary`` and exposes what a browser's
  script reads (the ``RateLimit-*`` budget, ``Content-Language``, ``ETag``,
  ``Retry-After``, ``Location``);
- an answer carrying a token (create, join, rematch) or answering one (a seat's view,
  hand, legal moves) is ``Cache-Control: no-store``;
- ``getGame`` with a wrong token is 401 whether or not ``If-None-Match`` is sent.
"""

from __future__ import annotations

import pytest

from api import EXPOSED_HEADERS, create_app
from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"
SITE = {"Origin": "https://x.example"}


@pytest.fixture()
def cors_client(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url,
                       "CORS_ORIGINS": "https://x.example"}).test_client()


def _vary(response) -> set[str]:
    return {part.strip().lower() for part in response.headers.get("Vary", "").split(",")}


def test_a_cross_origin_answer_varies_by_origin_whoever_asks(cors_client):
    """With one allowed origin the answer still differs (an Allow-Origin or none): a cache
    must not hand the one to a request without Origin to the allowed site."""
    allowed = cors_client.get("/api/v1/games/catalogue", headers=SITE)
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://x.example"
    plain = cors_client.get("/api/v1/games/catalogue")
    other = cors_client.get("/api/v1/games/catalogue", headers={"Origin": "https://evil.example"})
    for response in (allowed, plain, other):
        assert "origin" in _vary(response), response.headers


def test_a_browser_client_may_read_the_budget_words_and_tags(cors_client):
    created = cors_client.post("/api/v1/games", json={"game": DMC, "players": 2}, headers=SITE)
    exposed = {name.strip().lower() for name in
               created.headers["Access-Control-Expose-Headers"].split(",")}
    for name in ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset",
                 "RateLimit-Policy", "Content-Language", "ETag", "Retry-After", "Location"):
        assert name.lower() in exposed, name
    assert {name.lower() for name in EXPOSED_HEADERS} <= exposed
    assert "ratelimit-policy" in {k.lower() for k in created.headers.keys()}


def test_answers_that_hand_out_a_token_are_never_stored(client):
    created = client.post("/api/v1/games", json={"game": DMC, "players": 3})
    assert created.status_code == 201 and created.headers["Cache-Control"] == "no-store"
    game = created.get_json()
    joined = client.post(f"/api/v1/games/{game['id']}/players", json={"name": "Ann"})
    assert joined.status_code == 201 and joined.headers["Cache-Control"] == "no-store"


def test_a_seats_private_answers_are_never_stored_and_a_spectators_are_revalidated(client):
    game = create(client, DMC, 2, seed=3)
    tokens = join_all(client, game["id"], 2)
    path = f"/api/v1/games/{game['id']}"
    seat = client.get(path, headers=auth(tokens[0]))
    assert seat.get_json()["seat"] == 0 and seat.headers["Cache-Control"] == "no-store"
    legal = client.get(f"{path}/legal-moves", headers=auth(tokens[0]))
    assert legal.headers["Cache-Control"] == "no-store"
    spectator = client.get(path)
    assert spectator.headers["Cache-Control"] == "no-cache"  # public: may be kept, asked again
    rematch = client.post(f"{path}/rematch", headers=auth(game["host_token"]))
    assert rematch.headers["Cache-Control"] == "no-store"


def test_a_wrong_token_is_401_even_with_a_matching_if_none_match(client):
    game = create(client, DMC, 2, seed=3)
    tokens = join_all(client, game["id"], 2)
    path = f"/api/v1/games/{game['id']}"
    etag = client.get(path, headers=auth(tokens[0])).headers["ETag"]
    wrong = {**auth("not-a-seat-token-of-this-game"), "If-None-Match": etag}
    refused = client.get(path, headers=wrong)
    assert refused.status_code == 401, refused.status_code
    assert refused.get_json()["code"] == "invalid_token"
    assert client.get(path, headers=auth("not-a-seat-token-of-this-game")).status_code == 401
    # the right token (and a spectator) still get their cheap 304
    assert client.get(path, headers={**auth(tokens[0]), "If-None-Match": etag}).status_code == 304
    assert client.get(path, headers={"If-None-Match": etag}).status_code == 304
