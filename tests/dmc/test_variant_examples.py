"""The variant example transcripts (every variant on) and the referee check on them.

Regenerate the examples with ``python -m tests.dmc.test_variant_examples``.
"""

from core import Config
from core.dmc.cards import FORBIDS, VARIANTS
from core.dmc.rules import current, sign_in_force
from core.transcript import Transcript, replay

from .examples import EXAMPLES, ExamplePair, shortest_goal_game

LEGAL = EXAMPLES / "dmc-variants-legal.json"
ILLEGAL = EXAMPLES / "dmc-variants-illegal.json"
CONFIG = Config(players=3, mode="digital", variants=VARIANTS, options={"goal": 500})


def legal_transcript() -> Transcript:
    """The shortest goal-ending random 3-player game, every variant on, that flips a sign
    and answers a reaction window with a reaction."""
    return shortest_goal_game(CONFIG, range(1, 60), lambda result: bool(
        any(move["type"] == "react" for _, move in result.moves) and result.state.signs))


def card_the_sign_forbids(state, seat):
    """``seat``, at its main decision, plays the card the sign in force forbids."""
    decision = current(state)
    sign = sign_in_force(state)
    if sign and decision.kind == "main" and decision.seat == seat and FORBIDS[sign] in \
            state.hands[seat]:
        card = FORBIDS[sign]
        bad = {"type": "play", "card": card}
        if card == "stoplight" or card == "u_turn":
            bad["target"] = (seat + 1) % state.players
        return bad
    return None


PAIR = ExamplePair(LEGAL, ILLEGAL, legal_transcript, card_the_sign_forbids)


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
    # the sign's own sentence, not the flipping rule ("No bus cards may be played.")
    assert verdict.rule.endswith("cards may be played.") and "Sign" in verdict.rule


def test_variant_examples_are_reproducible_from_their_seed():
    PAIR.assert_reproducible()


def test_referee_check_on_the_variant_examples(capsys):
    PAIR.assert_referee_check(capsys, "forbidden_by_sign")


if __name__ == "__main__":
    PAIR.write()
