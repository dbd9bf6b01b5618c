"""Transcripts: reading, refusing malformed documents, and the CLI's exit codes."""

import json

import pytest

from api.run.cli import main
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
        ({"game": "drive", "config": {"players": 2}, "seed": 1,
          "moves": [{"seat": 0, "move": {"type": "draw"}, "note": "x"}]}, "unknown field(s): note"),
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


def _drive_transcript_with_a_bad_fifth_move(tmp_path):
    """Red's first turn, then blue's draw reported by red: the 5th move (moves[4])."""
    moves = [{"seat": 0, "move": {"type": "draw", "card": "crossroads"}},
             {"seat": 0, "move": {"type": "place", "rotation": 0}},
             {"seat": 0, "move": {"type": "exit", "edge": "E"}},
             {"seat": 1, "move": {"type": "draw", "card": "straight"}},
             {"seat": 0, "move": {"type": "place", "rotation": 90}}]
    path = tmp_path / "fifth.json"
    path.write_text(json.dumps({"game": "drive", "seed": 1, "moves": moves, "config": {
        "players": 2, "mode": "referee", "options": {"first_player": 0}}}))
    return path


def test_referee_check_counts_moves_from_one_for_people(tmp_path, capsys):
    path = _drive_transcript_with_a_bad_fifth_move(tmp_path)
    assert main(["referee", "check", str(path)]) == 1
    out = capsys.readouterr().out
    # seats from 1 as well, Drive's by their colour; the file's own index and seat beside
    assert out.startswith('illegal move 5 by seat 1 (red) (moves[4] in the file, "seat": 0):'
                          " [not_your_turn] it is seat 2 (blue)'s turn, not seat 1 (red)'s")


def test_referee_check_json_carries_the_index_and_the_number(tmp_path, capsys):
    path = _drive_transcript_with_a_bad_fifth_move(tmp_path)
    assert main(["referee", "check", str(path), "--json"]) == 1
    verdict = json.loads(capsys.readouterr().out)
    assert (verdict["index"], verdict["number"], verdict["seat"]) == (4, 5, 0)
    assert verdict["code"] == "not_your_turn" and verdict["moves_checked"] == 4


def test_a_legal_verdict_has_no_index_and_no_number():
    verdict = check({"game": "drive", "config": {"players": 2}, "seed": 1, "moves": []})
    assert verdict.legal and verdict.number is None
    assert "index" not in verdict.to_dict() and "number" not in verdict.to_dict()


@pytest.mark.parametrize("lang, first, rule", [
    ("nl", 'ongeldige zet 5 door plaats 1 (rood) (moves[4] in het bestand, "seat": 0):'
           " [not_your_turn] plaats 2 (blauw) is aan de beurt, niet plaats 1 (rood)",
           "regel: Het spel gaat beurtelings"),
    ("de", 'unerlaubter Zug 5 von Platz 1 (rot) (moves[4] in der Datei, "seat": 0):'
           " [not_your_turn] Platz 2 (blau) ist am Zug, nicht Platz 1 (rot)",
           "Regel: Es wird reihum gespielt"),
    ("fr", 'coup illégal 5 par place 1 (rouge) (moves[4] dans le fichier, "seat"\u00a0: 0)\u00a0:'
           " [not_your_turn] c'est au tour de la place 2 (bleu), pas de la place 1 (rouge)",
           "règle\u00a0: Le jeu se poursuit"),
])
def test_referee_check_prints_its_verdict_in_the_chosen_language(tmp_path, capsys, lang,
                                                                 first, rule):
    path = _drive_transcript_with_a_bad_fifth_move(tmp_path)
    assert main(["referee", "check", str(path), "--lang", lang]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == first
    assert out[1].startswith(rule)


def test_referee_check_in_dutch_says_a_legal_game_is_legal(tmp_path, capsys):
    path = tmp_path / "empty.json"
    path.write_text(json.dumps({"game": "drive", "seed": 1, "moves": [],
                                "config": {"players": 2}}))
    assert main(["referee", "check", str(path), "--lang", "nl"]) == 0
    assert capsys.readouterr().out.startswith(
        "geldig: 0 zetten van drive gecontroleerd (niet afgelopen")


def test_a_transcript_that_names_its_players_names_them_in_the_check(tmp_path, capsys):
    """Issue 38, item 9: a transcript of a game played here gives its players' names
    (optional ``players``); the referee check names the player, not only "seat 1"."""
    path = _drive_transcript_with_a_bad_fifth_move(tmp_path)
    data = json.loads(path.read_text())
    data["players"] = [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bob"}]
    path.write_text(json.dumps(data))
    transcript = Transcript.from_dict(data)
    assert transcript.names == ["Ann", "Bob"]
    assert Transcript.from_dict(transcript.to_dict()).to_dict() == transcript.to_dict()
    assert main(["referee", "check", str(path)]) == 1
    assert capsys.readouterr().out.startswith("illegal move 5 by Ann, seat 1 (red) (moves")
    verdict = check(data).to_dict()
    assert verdict["name"] == "Ann" and verdict["player"] == "seat 1 (red)"
    # without names, as before; a malformed players list is refused
    del data["players"]
    assert "name" not in check(data).to_dict()
    with pytest.raises(TranscriptError, match="players"):
        Transcript.from_dict({**data, "players": [{"seat": 5, "name": "Zed"}]})
