"""The example transcripts and the ``roadtrip referee check`` command on them.

Regenerate the examples with ``python -m tests.dmc.test_examples``.
"""

import json

from api.run.cli import main
from core import Config
from core.dmc.rules import current, has_red_in_front
from core.transcript import Transcript, replay

from .examples import EXAMPLES, ExamplePair, shortest_goal_game

LEGAL = EXAMPLES / "dmc-base-legal.json"
ILLEGAL = EXAMPLES / "dmc-base-illegal.json"
CONFIG = Config(players=3, mode="digital")


def legal_transcript() -> Transcript:
    """The shortest goal-ending random 3-player game among a few seeds."""
    return shortest_goal_game(CONFIG, range(1, 40))


def red_card_onto_a_protected_player(state, seat):
    """A red card held by ``seat`` played onto an opponent with a red card in front."""
    held = [c for c in ("stoplight", "traffic", "u_turn", "toll_booth")
            if c in state.hands[seat]]
    victims = [t for t in range(state.players) if t != seat and has_red_in_front(state, t)]
    if current(state).kind == "main" and held and victims:
        return {"type": "play", "card": held[0], "target": victims[0]}
    return None


PAIR = ExamplePair(LEGAL, ILLEGAL, legal_transcript, red_card_onto_a_protected_player)


def test_legal_example_is_a_full_game_with_a_winner():
    state, verdict = replay(Transcript.loads(LEGAL.read_text(encoding="utf-8")))
    assert verdict.legal and verdict.finished
    assert verdict.outcome["reason"] == "goal" and len(verdict.outcome["winners"]) == 1


def test_illegal_example_breaks_the_red_card_rule():
    _, verdict = replay(Transcript.loads(ILLEGAL.read_text(encoding="utf-8")))
    assert not verdict.legal and verdict.code == "red_card_already_in_front"
    assert "red card already in front" in verdict.rule


def test_examples_are_reproducible_from_their_seed():
    PAIR.assert_reproducible()


def test_referee_check_exit_codes(tmp_path, capsys):
    PAIR.assert_referee_check(capsys, "red_card_already_in_front")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "roadtrip-transcript", "game": "driving-me-crazy"',
                      encoding="utf-8")
    assert main(["referee", "check", str(broken)]) == 2
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"game": "driving-me-crazy", "config": {"players": 3},
                                 "seed": 1, "moves": "none"}), encoding="utf-8")
    assert main(["referee", "check", str(wrong)]) == 2


if __name__ == "__main__":
    PAIR.write()
