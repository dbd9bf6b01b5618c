"""The example transcripts and the ``roadtrip referee check`` command on them.

Regenerate the examples with ``python -m tests.dmc.test_examples``.
"""

import json
from pathlib import Path

from api.cli import main
from core import Config
from core.dmc import GAME
from core.dmc.rules import current, has_red_in_front
from core.playout import random_playout
from core.transcript import Transcript, replay

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "dmc-base-legal.json"
ILLEGAL = EXAMPLES / "dmc-base-illegal.json"
CONFIG = Config(players=3, mode="digital")


def legal_transcript() -> Transcript:
    """The shortest goal-ending random 3-player game among a few seeds."""
    best = None
    for seed in range(1, 40):
        result = random_playout(GAME, CONFIG, seed, max_moves=3000)
        if result.finished and GAME.outcome(result.state)["reason"] == "goal" and (
                best is None or len(result.moves) < len(best[1].moves)):
            best = (seed, result)
    assert best is not None
    return Transcript(game=GAME.name, config=CONFIG, seed=best[0], moves=best[1].moves)


def illegal_transcript(legal: Transcript) -> tuple[Transcript, int]:
    """The same game with one move replaced by a red card onto a protected player."""
    state = GAME.new(legal.config, legal.seed)
    for index, (seat, move) in enumerate(legal.moves):
        decision = current(state)
        held = [c for c in ("stoplight", "traffic", "u_turn", "toll_booth")
                if c in state.hands[seat]]
        victims = [t for t in range(state.n) if t != seat and has_red_in_front(state, t)]
        if decision[0] == "main" and held and victims:
            bad = {"type": "play", "card": held[0], "target": victims[0]}
            moves = list(legal.moves)
            moves[index] = (seat, bad)
            return Transcript(game=legal.game, config=legal.config, seed=legal.seed,
                              moves=moves), index
        GAME.apply(state, seat, move)
    raise AssertionError("no position for the illegal example")


def write_examples() -> None:
    """Write both example transcripts."""
    legal = legal_transcript()
    illegal, _ = illegal_transcript(legal)
    for path, transcript in ((LEGAL, legal), (ILLEGAL, illegal)):
        path.write_text(json.dumps(transcript.to_dict(), indent=1) + "\n", encoding="utf-8")


def test_legal_example_is_a_full_game_with_a_winner():
    state, verdict = replay(Transcript.loads(LEGAL.read_text(encoding="utf-8")))
    assert verdict.legal and verdict.finished
    assert verdict.outcome["reason"] == "goal" and len(verdict.outcome["winners"]) == 1


def test_illegal_example_breaks_the_red_card_rule():
    _, verdict = replay(Transcript.loads(ILLEGAL.read_text(encoding="utf-8")))
    assert not verdict.legal and verdict.code == "red_card_already_in_front"
    assert "red card already in front" in verdict.rule


def test_examples_are_reproducible_from_their_seed():
    legal = legal_transcript()
    assert json.loads(LEGAL.read_text(encoding="utf-8")) == json.loads(
        json.dumps(legal.to_dict()))
    illegal, _ = illegal_transcript(legal)
    assert json.loads(ILLEGAL.read_text(encoding="utf-8")) == json.loads(
        json.dumps(illegal.to_dict()))


def test_referee_check_exit_codes(tmp_path, capsys):
    assert main(["referee", "check", str(LEGAL)]) == 0
    assert "legal" in capsys.readouterr().out
    assert main(["referee", "check", str(ILLEGAL)]) == 1
    out = capsys.readouterr().out
    assert "red_card_already_in_front" in out
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "roadtrip-transcript", "game": "driving-me-crazy"',
                      encoding="utf-8")
    assert main(["referee", "check", str(broken)]) == 2
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"game": "driving-me-crazy", "config": {"players": 3},
                                 "seed": 1, "moves": "none"}), encoding="utf-8")
    assert main(["referee", "check", str(wrong)]) == 2


if __name__ == "__main__":
    write_examples()
