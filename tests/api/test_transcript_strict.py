"""checkTranscript refuses what a reader would ignore (issue 24, item 8).

An unknown field beside a move's ``seat`` and ``move`` is refused with the
schema's ``422 invalid_request`` (naming the field); an unknown property inside
a move makes that move illegal (``malformed_move``, its index), in every game
and mode; ``roadtrip referee check`` refuses the first as ``invalid_transcript``.
"""

from __future__ import annotations

import copy

import pytest

from core import Config, get_game
from core.errors import TranscriptError
from core.playout import random_playout
from core.transcript import Transcript, check


def transcript(name: str, mode: str) -> dict:
    played = random_playout(get_game(name), Config(players=3, mode=mode), 2, choice_seed=2)
    return Transcript(game=name, config=Config(players=3, mode=mode), seed=2,
                      moves=played.moves).to_dict()


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("name", ["driving-me-crazy", "drive"])
def test_an_unknown_property_in_a_move_makes_it_illegal(client, name, mode):
    data = transcript(name, mode)
    for index in (0, len(data["moves"]) // 2):
        bent = copy.deepcopy(data)
        bent["moves"][index]["move"]["colour"] = "red"
        verdict = client.post("/api/v1/transcripts/check", json=bent).get_json()
        assert verdict["legal"] is False
        assert verdict["index"] == index and verdict["code"] == "malformed_move"


def test_an_unknown_field_beside_a_move_is_refused(client):
    data = transcript("drive", "digital")
    data["moves"][1]["comment"] = "nice"
    answer = client.post("/api/v1/transcripts/check", json=data)
    assert answer.status_code == 422
    assert answer.get_json()["errors"]["moves"]["1"]["comment"]
    with pytest.raises(TranscriptError, match="unknown field"):
        check(data)
