"""The example transcripts: a full legal game won at a Finish, and one illegal move.

Both are rebuilt here from a seeded random playout, so they can be regenerated
with ``python -m tests.drive.test_examples`` and the test proves they are.
"""

import json
from pathlib import Path

from api.run.cli import main
from core.drive.geometry import COLOURS
from core.drive.render import render_text
from core.playout import random_playout
from core.protocol import Config
from core.transcript import Transcript, replay

from .helpers import GAME

ROOT = Path(__file__).resolve().parents[2]
LEGAL = ROOT / "examples" / "drive-2p-legal.json"
ILLEGAL = ROOT / "examples" / "drive-2p-illegal.json"
CONFIG = Config(players=2, mode="digital")
SEED = 211


def legal_transcript() -> Transcript:
    """A seeded random 2-player game that ends with a car on its own Finish."""
    result = random_playout(GAME, CONFIG, SEED, max_moves=20000)
    return Transcript(game="drive", config=CONFIG, seed=SEED, moves=result.moves)


def illegal_transcript() -> Transcript:
    """The legal game up to its 12th draw, then a placement the card does not allow."""
    legal = legal_transcript()
    draws = [i for i, (_, m) in enumerate(legal.moves) if m["type"] == "draw"]
    cut = draws[11] + 1
    prefix = legal.moves[:cut]
    state = GAME.new(CONFIG, SEED)
    for seat, move in prefix:
        GAME.apply(state, seat, move)
    seat = GAME.pending(state)[0]
    allowed = {m.get("rotation") for m in GAME.legal_moves(state, seat)}
    bad = next(r for r in (0, 90, 180, 270) if r not in allowed)
    return Transcript(game="drive", config=CONFIG, seed=SEED,
                      moves=[*prefix, (seat, {"type": "place", "rotation": bad})])


def write(path: Path, transcript: Transcript) -> None:
    path.write_text(json.dumps(transcript.to_dict(), indent=1) + "\n", encoding="utf-8")


def test_legal_example_is_the_seeded_playout_and_ends_in_a_win():
    assert json.loads(LEGAL.read_text()) == legal_transcript().to_dict()
    state, verdict = replay(Transcript.loads(LEGAL.read_text()))
    assert verdict.legal and verdict.finished
    assert verdict.outcome == {"winners": [1], "reason": "finish"}
    assert "game over (finish): blue wins" in render_text(state)


def test_illegal_example_has_one_illegal_move_at_its_end():
    data = json.loads(ILLEGAL.read_text())
    assert data == illegal_transcript().to_dict()
    _, verdict = replay(Transcript.from_dict(data))
    assert not verdict.legal
    assert verdict.index == len(data["moves"]) - 1
    assert verdict.code in ("no_road_towards_car", "triangle_must_touch_car", "no_entry",
                            "no_legal_exit", "no_access_to_finish")


def test_referee_check_cli_accepts_the_legal_and_rejects_the_illegal(capsys):
    assert main(["referee", "check", str(LEGAL)]) == 0
    assert "(finished, winners: seat 2 (blue))" in capsys.readouterr().out
    assert main(["referee", "check", str(ILLEGAL)]) == 1
    out = capsys.readouterr().out
    moves = json.loads(ILLEGAL.read_text())["moves"]  # the last move is the bad one
    seat = moves[-1]["seat"]
    # people count moves and seats from 1, and name Drive's seats by their car's colour
    assert f"illegal move {len(moves)} by seat {seat + 1} ({COLOURS[seat]})" in out
    assert "rule:" in out


if __name__ == "__main__":
    write(LEGAL, legal_transcript())
    write(ILLEGAL, illegal_transcript())
    print(render_text(replay(legal_transcript())[0]))


def test_referee_check_says_why_a_game_without_a_winner_ended(tmp_path, capsys):
    # reproduction: "finished, winners: -" while the outcome said no_moves; the check now
    # says the reason in words and its code, in the language asked for
    for seed in range(200):
        result = random_playout(GAME, Config(players=2, mode="digital",
                                             options={"stall_turns": 1}), seed)
        if result.finished and not result.state.outcome["winners"]:
            break
    reason = result.state.outcome["reason"]
    path = tmp_path / "drawn.json"
    write(path, Transcript(game="drive", config=Config(players=2, mode="digital",
                                                       options={"stall_turns": 1}),
                           seed=seed, moves=result.moves))
    assert main(["referee", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "winners: -" not in out
    assert "(finished, no winner: " in out and f"({reason}))" in out
    assert main(["referee", "check", str(path), "--lang", "nl"]) == 0
    assert "geen winnaar" in capsys.readouterr().out
