"""The variant example transcripts (every variant on) and the referee check on them.

Regenerate the examples with ``python -m tests.dmc.test_variant_examples``.
"""

import json
from pathlib import Path

from api.cli import main
from core import Config
from core.dmc import GAME
from core.dmc.cards import FORBIDS, VARIANTS
from core.dmc.rules import current, sign_in_force
from core.playout import random_playout
from core.transcript import Transcript, replay

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "dmc-variants-legal.json"
ILLEGAL = EXAMPLES / "dmc-variants-illegal.json"
CONFIG = Config(players=3, mode="digital", variants=VARIANTS, options={"goal": 500})


def legal_transcript() -> Transcript:
    """The shortest goal-ending random 3-player game, every variant on, that flips a sign
    and answers a reaction window with a reaction."""
    best = None
    for seed in range(1, 60):
        result = random_playout(GAME, CONFIG, seed, max_moves=3000)
        reacted = any(move["type"] == "react" for _, move in result.moves)
        if result.finished and GAME.outcome(result.state)["reason"] == "goal" and reacted \
                and result.state.signs and (best is None or len(result.moves) < len(best[1].moves)):
            best = (seed, result)
    assert best is not None
    return Transcript(game=GAME.name, config=CONFIG, seed=best[0], moves=best[1].moves)


def illegal_transcript(legal: Transcript) -> tuple[Transcript, int]:
    """The same game with one move replaced by playing the card the sign in force forbids."""
    state = GAME.new(legal.config, legal.seed)
    for index, (seat, move) in enumerate(legal.moves):
        decision = current(state)
        sign = sign_in_force(state)
        if sign and decision[0] == "main" and decision[1] == seat and FORBIDS[sign] in \
                state.hands[seat]:
            card = FORBIDS[sign]
            bad = {"type": "play", "card": card}
            if card == "stoplight" or card == "u_turn":
                bad["target"] = (seat + 1) % state.n
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


def test_variants_legal_example_is_a_full_game_with_a_winner():
    transcript = Transcript.loads(LEGAL.read_text(encoding="utf-8"))
    assert set(transcript.config.variants) == set(VARIANTS)
    state, verdict = replay(transcript)
    assert verdict.legal and verdict.finished
    assert verdict.outcome["reason"] == "goal" and len(verdict.outcome["winners"]) == 1
    assert state.signs and any(move["type"] == "react" for _, move in transcript.moves)


def test_variants_illegal_example_plays_a_card_the_sign_in_force_forbids():
    _, verdict = replay(Transcript.loads(ILLEGAL.read_text(encoding="utf-8")))
    assert not verdict.legal and verdict.code == "forbidden_by_sign"
    assert "Signs of Madness" in verdict.rule


def test_variant_examples_are_reproducible_from_their_seed():
    legal = legal_transcript()
    assert json.loads(LEGAL.read_text(encoding="utf-8")) == json.loads(
        json.dumps(legal.to_dict()))
    illegal, _ = illegal_transcript(legal)
    assert json.loads(ILLEGAL.read_text(encoding="utf-8")) == json.loads(
        json.dumps(illegal.to_dict()))


def test_referee_check_on_the_variant_examples(capsys):
    assert main(["referee", "check", str(LEGAL)]) == 0
    assert "legal" in capsys.readouterr().out
    assert main(["referee", "check", str(ILLEGAL)]) == 1
    assert "forbidden_by_sign" in capsys.readouterr().out


if __name__ == "__main__":
    write_examples()
