"""checkTranscript refuses what a reader would ignore (issue 24, item 8) and what the
document forbids (issue 41, item 3).

An unknown field beside a move's ``seat`` and ``move``, an unknown property inside a
move, an option of the wrong type: each is refused with the schema's ``422
invalid_request`` naming it, in every game and mode.  ``roadtrip referee check``
refuses the first as ``invalid_transcript`` and calls the second ``malformed_move``.
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
def test_an_unknown_property_in_a_move_is_refused_as_the_document_forbids_it(client, name, mode):
    """Issue 41 (3): the document types a transcript's moves as the game's, so a move with
    an unknown property is the request's form (422 invalid_request naming the move), as in
    every body; ``roadtrip referee check`` (no document) still calls it malformed_move."""
    data = transcript(name, mode)
    for index in (0, len(data["moves"]) // 2):
        bent = copy.deepcopy(data)
        bent["moves"][index]["move"]["colour"] = "red"
        for path in ("/api/v1/transcripts/check", "/api/v1/transcripts/replay"):
            answer = client.post(path, json=bent)
            assert answer.status_code == 422, answer.get_json()
            problem = answer.get_json()
            assert problem["code"] == "invalid_request"
            assert list(problem["errors"]) == [f"moves.{index}.move"]
        verdict = check(bent)
        assert verdict.legal is False and verdict.index == index
        assert verdict.code == "malformed_move"


def test_a_transcript_option_of_the_wrong_type_is_refused(client):
    """Found by schemathesis' strictness checks: ``pass_seconds: null`` was read as the
    default although the document types it a number."""
    data = transcript("driving-me-crazy", "digital")
    data["config"]["options"] = {"pass_seconds": None}
    answer = client.post("/api/v1/transcripts/check", json=data)
    assert answer.status_code == 422, answer.get_json()
    assert "config.options.pass_seconds" in answer.get_json()["errors"]


def test_an_unknown_config_field_is_refused_as_the_document_says(client):
    data = transcript("drive", "digital")
    data["config"]["table"] = "kitchen"
    answer = client.post("/api/v1/transcripts/check", json=data)
    assert answer.status_code == 422
    assert answer.get_json()["code"] == "invalid_request"
    document = client.get("/api/openapi.json").get_json()
    assert document["components"]["schemas"]["drive.TranscriptConfig"][
        "additionalProperties"] is False


def test_an_unknown_field_beside_a_move_is_refused(client):
    data = transcript("drive", "digital")
    data["moves"][1]["comment"] = "nice"
    answer = client.post("/api/v1/transcripts/check", json=data)
    assert answer.status_code == 422
    assert answer.get_json()["errors"]["moves.1.comment"]
    with pytest.raises(TranscriptError, match="unknown field"):
        check(data)


def test_whole_floats_in_a_transcript_are_its_integers(client):
    """Found by schemathesis' positive data: ``"seed": 1000000000.0`` (an integer to JSON
    Schema) was refused; seats and players as 0.0 and 3.0 read as 0 and 3 too."""
    data = transcript("driving-me-crazy", "digital")
    expected = client.post("/api/v1/transcripts/check", json=data).get_json()
    floated = copy.deepcopy(data)
    floated["seed"] = float(data["seed"])
    floated["config"]["players"] = 3.0
    for entry in floated["moves"]:
        entry["seat"] = float(entry["seat"])
    answer = client.post("/api/v1/transcripts/check", json=floated)
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json() == expected
