"""Transcripts: reading, refusing malformed documents, and the CLI's exit codes."""

import json

import pytest

from api.cli import main
from core import TranscriptError
from core.transcript import Transcript, check


@pytest.mark.parametrize(
    "data, fragment",
    [
        ([], "object"),
        ({"format": "pgn"}, "format"),
        ({"game": "drive", "config": {"players": 2}, "seed": 1}, "moves"),
        ({"game": 3, "config": {"players": 2}, "seed": 1, "moves": []}, "game"),
        ({"game": "drive", "config": {"players": 2}, "seed": "1", "moves": []}, "seed"),
        ({"game": "drive", "config": {"players": 2}, "seed": 1, "moves": {}}, "moves"),
        ({"game": "drive", "config": {"players": 2}, "seed": 1, "moves": [{"seat": 0}]},
         "moves[0]"),
        ({"game": "drive", "config": {"players": "2"}, "seed": 1, "moves": []}, "config"),
        ({"game": "drive", "config": {"players": 2}, "seed": 1, "moves": [], "version": 9},
         "version"),
    ],
)
def test_malformed_transcripts_are_refused_with_a_clear_message(data, fragment):
    with pytest.raises(TranscriptError) as info:
        Transcript.from_dict(data)
    assert fragment in info.value.message


def test_unknown_game_in_a_transcript_is_a_transcript_error():
    with pytest.raises(TranscriptError):
        check({"game": "chess", "config": {"players": 2}, "seed": 1, "moves": []})


def test_transcript_json_round_trip():
    text = json.dumps({"game": "drive", "config": {"players": 2}, "seed": 5,
                       "moves": [{"seat": 0, "move": {"type": "draw"}}]})
    transcript = Transcript.loads(text)
    assert Transcript.from_dict(transcript.to_dict()) == transcript


def test_cli_exit_code_2_for_a_file_that_is_not_json(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    assert main(["referee", "check", str(path)]) == 2
    assert "not JSON" in capsys.readouterr().err


def test_cli_exit_code_2_for_a_missing_file(tmp_path, capsys):
    assert main(["referee", "check", str(tmp_path / "absent.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_cli_exit_code_2_for_a_malformed_transcript(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "drive"}))
    assert main(["referee", "check", str(path)]) == 2
    assert "missing field" in capsys.readouterr().err
