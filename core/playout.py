"""Random playouts and a simple bot: one generic driver for every game.

Used by the property tests, the benchmark and the API's bot seats.  All
choices come from an explicit seed so a playout is reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.protocol import DEFAULT_BOT_LEVEL, Budget, Config, Game, Move
from core.rng import Rng


@dataclass
class Playout:
    """The result of one random playout."""

    state: Any
    moves: list[tuple[int, Move]] = field(default_factory=list)
    finished: bool = False


def random_playout(
    game: Game[Any], config: Config, seed: int, choice_seed: int | None = None,
    max_moves: int = 5000, checked: bool = False,
) -> Playout:
    """Play ``game`` with uniformly random legal moves until it ends.

    ``choice_seed`` seeds the move choices (default: ``seed``); ``checked``
    uses :meth:`Game.apply` instead of the trusted :meth:`Game.push`.
    Stops after ``max_moves`` moves, leaving ``finished`` False.
    """
    state = game.new(config, seed)
    rng = Rng(seed if choice_seed is None else choice_seed)
    result = Playout(state)
    # Bound once: the loop runs millions of times in benches and searches.
    step = game.apply if checked else game.push
    pending, sample = game.pending, game.sample_move
    randbelow, record = rng.randbelow, result.moves.append
    for _ in range(max_moves):
        # no seat pending: the game is over (Game.pending), so is_over is asked once a game,
        # not before every move as well
        seats = pending(state)
        if not seats:
            break
        seat = seats[randbelow(len(seats))] if len(seats) > 1 else seats[0]
        move = sample(state, seat, rng)
        step(state, seat, move)
        record((seat, move))
    result.finished = game.is_over(state)
    return result


def bot_move(game: Game[Any], state: Any, seat: int, salt: int, level: str = DEFAULT_BOT_LEVEL,
             budget: Budget | None = None) -> Move:
    """Choose a move for a bot seat, deterministically from ``salt``.

    The API passes a salt derived from the game's seed and version, so a
    replay of the same game makes the same bot choices.  The bot is given
    only ``seat``'s observation (:meth:`Game.observe`), never ``state``.
    """
    rng = Rng(salt * 0x9E3779B1 + seat)
    return game.bot_move(game.observe(state, seat), seat, rng, level, budget)
