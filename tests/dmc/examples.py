"""Build, write and check a pair of example transcripts (legal, and one move made illegal).

Shared by ``test_examples`` (base game) and ``test_variant_examples`` (every variant on);
each of those modules is runnable to regenerate its pair.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from api.run.cli import main
from core import Config
from core.dmc import GAME
from core.dmc.state import State
from core.playout import Playout, random_playout
from core.transcript import Transcript

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def shortest_goal_game(config: Config, seeds: range,
                       keep: Callable[[Playout], bool] = lambda result: True) -> Transcript:
    """The shortest random game among ``seeds`` that ends at the goal and that ``keep`` accepts."""
    best = None
    for seed in seeds:
        result = random_playout(GAME, config, seed, max_moves=3000)
        if result.finished and GAME.outcome(result.state)["reason"] == "goal" and keep(result) \
                and (best is None or len(result.moves) < len(best[1].moves)):
            best = (seed, result)
    assert best is not None
    return Transcript(game=GAME.name, config=config, seed=best[0], moves=best[1].moves)


def with_first_bad_move(legal: Transcript,
                        bad_move: Callable[[State, int], dict[str, Any] | None]) -> Transcript:
    """``legal`` with its first move for which ``bad_move(state, seat)`` gives a move replaced
    by that move."""
    state = GAME.new(legal.config, legal.seed)
    for index, (seat, move) in enumerate(legal.moves):
        bad = bad_move(state, seat)
        if bad is not None:
            moves = list(legal.moves)
            moves[index] = (seat, bad)
            return Transcript(game=legal.game, config=legal.config, seed=legal.seed, moves=moves)
        GAME.apply(state, seat, move)
    raise AssertionError("no position for the illegal example")


@dataclass(frozen=True)
class ExamplePair:
    """Two example files and how to build them from their seeds."""

    legal_path: Path
    illegal_path: Path
    legal: Callable[[], Transcript]
    bad_move: Callable[[State, int], dict[str, Any] | None]

    def build(self) -> tuple[Transcript, Transcript]:
        """Build the legal transcript, then the illegal one from it."""
        legal = self.legal()
        return legal, with_first_bad_move(legal, self.bad_move)

    def write(self) -> None:
        """Write both example transcripts."""
        for path, transcript in zip((self.legal_path, self.illegal_path), self.build(),
                                    strict=True):
            path.write_text(json.dumps(transcript.to_dict(), indent=1) + "\n", encoding="utf-8")

    def assert_reproducible(self) -> None:
        """Both files are exactly what their seed builds."""
        for path, transcript in zip((self.legal_path, self.illegal_path), self.build(),
                                    strict=True):
            assert json.loads(path.read_text(encoding="utf-8")) == json.loads(
                json.dumps(transcript.to_dict()))

    def assert_referee_check(self, capsys: Any, code: str) -> None:
        """``roadtrip referee check`` passes the legal file and fails the other with ``code``."""
        assert main(["referee", "check", str(self.legal_path)]) == 0
        assert "legal" in capsys.readouterr().out
        assert main(["referee", "check", str(self.illegal_path)]) == 1
        assert code in capsys.readouterr().out
