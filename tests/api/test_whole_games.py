"""Whole games over HTTP for every registered game, in both modes."""

from __future__ import annotations

import pytest

from core import get_game
from core.transcript import Transcript, check, replay
from tests.api.helpers import auth, create, join_all, play_to_end
from tests.plugins import every_game


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("name", every_game())
def test_a_whole_game_is_played_over_http(client, name, mode):
    game = get_game(name)
    players = max(game.min_players, 2)
    created = create(client, name, players, mode=mode, seed=11)
    tokens = join_all(client, created["id"], players)
    assert sorted(tokens) == list(range(players))
    answers = play_to_end(client, created["id"], tokens, seed=5)
    final = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert final["status"] == "finished"
    assert final["outcome"] is not None
    assert answers[-1]["version"] == final["version"]
    # the transcript replays to the same outcome, through core and through the API
    transcript = client.get(f"/api/v1/games/{created['id']}/transcript")
    assert transcript.status_code == 200
    replayed, verdict = replay(Transcript.from_dict(transcript.get_json()))
    assert verdict.legal and verdict.finished
    assert verdict.outcome == final["outcome"]
    checked = client.post("/api/v1/transcripts/check", json=transcript.get_json())
    assert checked.status_code == 200
    assert checked.get_json()["legal"] is True
    # after the end the API offers what the game itself still offers, nothing else: no move
    # but, in referee mode, the undo of the report that ended it where the game has undo
    # (tests/api/test_undo_the_end.py)
    legal = client.get(f"/api/v1/games/{created['id']}/legal-moves", headers=auth(tokens[0]))
    left = game.legal_moves(replayed, 0)
    assert legal.get_json()["moves"] == left
    assert [move["type"] for move in left] in ([], ["undo"] if mode == "referee" else [])


@pytest.mark.parametrize("name", every_game())
def test_bots_play_a_game_to_the_end_with_one_human(client, name):
    game = get_game(name)
    players = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    bots = list(range(1, players))
    created = create(client, name, players, bots=bots, seed=3)
    waiting = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert waiting["status"] == "waiting"
    assert [p["bot"] for p in waiting["players"]] == [False] + [True] * len(bots)
    tokens = join_all(client, created["id"], players, bots=tuple(bots))
    assert list(tokens) == [0]
    started = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert started["status"] in ("active", "finished")
    # after the join (and after every move) only the human is pending
    assert started["pending"] in ([], [0]) or 0 in started["pending"]
    play_to_end(client, created["id"], tokens, seed=9)
    final = client.get(f"/api/v1/games/{created['id']}").get_json()
    assert final["status"] == "finished"
    moves = client.get(f"/api/v1/games/{created['id']}/transcript").get_json()["moves"]
    assert {m["seat"] for m in moves} == set(range(players))
    assert check(client.get(f"/api/v1/games/{created['id']}/transcript").get_json()).legal
