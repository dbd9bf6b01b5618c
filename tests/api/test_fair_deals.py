"""Fair deals (issue 12, point 1): no chosen deal when people play each other, and proof.

Against a real gunicorn server over a real redis-server with the product's own
rule (``CHOSEN_SEEDS=bots-only``): a digital game's seed may be chosen only
when every other seat is a bot; every digital game shows every seat, from its
creation, a commitment to its deal; the finished game's transcript reveals
the seed and salt, and ``roadtrip referee check`` proves the deal was the one
committed to (and catches a seed that was not).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from core.fairness import commitment, verify
from core.rng import Rng
from tests.api.helpers import auth
from tests.api.realserver import Gunicorn

ROOT = Path(__file__).resolve().parents[2]
DMC = "driving-me-crazy"


@pytest.fixture(scope="module")
def server(redis_server) -> Iterator[Gunicorn]:
    url = str(redis_server["url"]).rsplit("/", 1)[0] + "/7"
    flusher = redis.Redis.from_url(url)
    flusher.flushdb()
    flusher.close()
    with Gunicorn({"REDIS_URL": url, "CHOSEN_SEEDS": "bots-only"}) as gunicorn:
        yield gunicorn


def test_a_commitment_opens_only_with_its_seed_and_salt():
    sealed = commitment(42, "pepper")
    assert sealed.startswith("sha256:") and sealed == commitment(42, "pepper")
    assert verify(42, "pepper", sealed)
    assert not verify(43, "pepper", sealed) and not verify(42, "salt", sealed)


@pytest.mark.parametrize("body, status", [
    ({"players": 3, "seed": 9, "bots": [1]}, 422),          # a person at seat 2 too
    ({"players": 2, "seed": 9}, 422),                       # two people
    ({"players": 3, "seed": 9, "bots": [1, 2]}, 201),       # alone against bots
    ({"players": 2, "seed": 9, "mode": "referee"}, 201),    # the table deals: no secret
    ({"players": 2}, 201),                                  # the server deals
])
def test_a_chosen_seed_is_refused_unless_every_other_seat_is_a_bot(server, body, status):
    answer_status, _, answer = server.json("POST", "/api/v1/games", {"game": DMC, **body})
    assert answer_status == status, answer
    if status == 422:
        assert answer["code"] == "seed_not_allowed"


def play(server: Gunicorn, game_id: str, tokens: dict[int, str]) -> None:
    rng = Rng(3)
    for _ in range(3000):
        _, _, game = server.json("GET", f"/api/v1/games/{game_id}")
        if game["status"] == "finished":
            return
        seat = game["pending"][rng.randbelow(len(game["pending"]))]
        _, _, legal = server.json("GET", f"/api/v1/games/{game_id}/legal-moves",
                                  headers=auth(tokens[seat]))
        move = legal["moves"][rng.randbelow(len(legal["moves"]))]
        status, _, answer = server.json("POST", f"/api/v1/games/{game_id}/moves", move,
                                        auth(tokens[seat]))
        assert status == 200, answer
    raise AssertionError("the game did not finish")


def check(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "api.run.cli", "referee", "check", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_every_seat_sees_the_commitment_and_the_transcript_proves_the_deal(server, tmp_path):
    status, _, created = server.json("POST", "/api/v1/games",
                                     {"game": DMC, "players": 2, "options": {"goal": 200}})
    assert status == 201
    game_id = created["id"]
    tokens = {}
    for name in ("Ann", "Bob"):
        _, _, joined = server.json("POST", f"/api/v1/games/{game_id}/players", {"name": name})
        tokens[joined["seat"]] = joined["token"]
    seen = {server.json("GET", f"/api/v1/games/{game_id}", headers=auth(token))[2]
            ["deal_commitment"] for token in tokens.values()}
    seen.add(server.json("GET", f"/api/v1/games/{game_id}")[2]["deal_commitment"])
    assert len(seen) == 1  # the same commitment for both seats and a spectator
    published = seen.pop()
    assert published.startswith("sha256:")
    assert server.json("GET", f"/api/v1/games/{game_id}/transcript")[0] == 409  # not yet

    play(server, game_id, tokens)
    status, _, transcript = server.json("GET", f"/api/v1/games/{game_id}/transcript")
    assert status == 200
    assert transcript["commitment"] == published
    seed = int(transcript["seed"])  # 129 bits: its decimal digits, as JSON carries them
    assert (1 << 128) <= seed < (1 << 129)  # 128 secret bits under the marker bit
    assert verify(seed, transcript["salt"], published)

    honest = tmp_path / "honest.json"
    honest.write_text(json.dumps(transcript))
    verdict = check(honest)
    assert verdict.returncode == 0, verdict.stdout + verdict.stderr
    assert "deal: the seed matches the commitment published at the start" in verdict.stdout

    # a transcript whose seed is not the committed one proves nothing: refused
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(dict(transcript, seed=str(seed + 1))))
    verdict = check(forged)
    assert verdict.returncode == 1
    assert "deal_not_committed" in verdict.stdout
    # the API's referee check says the same
    status, _, answer = server.json("POST", "/api/v1/transcripts/check",
                                    dict(transcript, seed=str(seed + 1)))
    assert status == 200
    assert answer["legal"] is False and answer["deal_verified"] is False
    status, _, answer = server.json("POST", "/api/v1/transcripts/check", transcript)
    assert answer["legal"] is True and answer["deal_verified"] is True


def test_a_move_that_does_not_fit_the_committed_deal_is_caught(tmp_path):
    """The moves are replayed with the cards the revealed seed deals."""
    # a hand-written transcript with a commitment but another deal's card play
    sealed = commitment(5, "salt")
    forged = {"format": "roadtrip-transcript", "version": 1, "game": DMC,
              "config": {"players": 2}, "seed": 5, "commitment": sealed, "salt": "salt",
              "moves": [{"seat": 0, "move": {"type": "play", "card": "no-such-card"}}]}
    path = tmp_path / "moves.json"
    path.write_text(json.dumps(forged))
    verdict = check(path)
    assert verdict.returncode == 1 and "illegal move 1" in verdict.stdout
