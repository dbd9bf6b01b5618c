"""How well the bots play: win rates with 95% confidence intervals, and thinking time.

Seeded games between bot levels, each game's seats at the levels given; the
seat of the bot measured rotates with the seed, so no level keeps the first
turn.  Win rates count a shared win as a fraction.  Decision times are per
bot call (the observation included), in milliseconds, on this machine.

    python bench/bots.py [--games 200] [--only dmc|dmc-variants|drive|easy]

Goals (issue 16): Driving Me Crazy!, 4 players, one ``hard`` against three
``normal`` >= 40% wins (25% is parity), also with all variants on; Drive,
2 players, ``hard`` against ``normal`` >= 65%; ``normal`` clearly ahead of
``easy`` in both games.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core import Config, get_game  # noqa: E402
from core.playout import bot_move  # noqa: E402
from core.protocol import BOT_LEVELS, Budget  # noqa: E402

#: a bound on moves per game (a game that reaches it counts as a loss)
MAX_MOVES = 20000


@dataclass
class Match:
    """One line of the table: ``level`` at one seat, ``others`` at the rest."""

    title: str
    game: str
    config: Config
    level: str
    others: str
    goal: float | None = None
    wins: float = 0.0
    games: int = 0
    unfinished: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score 95% interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(match: Match, seed: int, budget: Budget) -> None:
    """Play one seeded game of ``match`` and add its result."""
    game = get_game(match.game)
    state = game.new(match.config, seed)
    players = match.config.players
    measured = seed % players
    levels = [match.level if seat == measured else match.others for seat in range(players)]
    for step in range(MAX_MOVES):
        if game.is_over(state):
            break
        seat = game.pending(state)[0]
        level = levels[seat]
        start = time.perf_counter()
        move = bot_move(game, state, seat, salt=seed * 1_000_003 + step, level=level,
                        budget=budget)
        match.times.setdefault(level, []).append(time.perf_counter() - start)
        game.push(state, seat, move)
    match.games += 1
    outcome = game.outcome(state)
    if outcome is None:
        match.unfinished += 1
        return
    winners = outcome["winners"]
    if measured in winners:
        match.wins += 1 / len(winners)


def percentile(values: list[float], q: float) -> float:
    """Return the ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def matches(only: str | None) -> list[Match]:
    """The table's lines."""
    dmc = "driving-me-crazy"
    every = tuple(get_game(dmc).variants)
    lines = {
        "dmc": Match("DMC 4p: hard vs 3 normal", dmc, Config(players=4), "hard", "normal", 0.40),
        "dmc-variants": Match("DMC 4p all variants: hard vs 3 normal", dmc,
                              Config(players=4, variants=every), "hard", "normal", 0.40),
        "drive": Match("Drive 2p: hard vs normal", "drive", Config(players=2), "hard",
                       "normal", 0.65),
        "dmc-easy": Match("DMC 4p: normal vs 3 easy", dmc, Config(players=4), "normal",
                          "easy", 0.40),
        "drive-easy": Match("Drive 2p: normal vs easy", "drive", Config(players=2), "normal",
                            "easy", 0.65),
    }
    if only:
        return [line for key, line in lines.items() if key.startswith(only)]
    return list(lines.values())


def main() -> None:
    """Play the matches and print the table (Markdown)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--only", default=None, help="run only the lines whose key starts so")
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # No time cap: the bench measures the deterministic playout budget.
    budget = Budget(playouts=args.playouts)
    print(f"{args.games} games per line, hard budget {budget.playouts} playouts per decision\n")
    print("| match | wins | 95% CI | goal | games | unfinished |")
    print("|---|---|---|---|---|---|")
    times: dict[str, list[float]] = {}
    for match in matches(args.only):
        for game_index in range(args.games):
            play(match, args.seed * 100_000 + game_index, budget)
        low, high = wilson(match.wins, match.games)
        goal = "" if match.goal is None else f">= {match.goal:.0%}"
        print(f"| {match.title} | {match.wins / match.games:.1%} | {low:.1%}–{high:.1%} |"
              f" {goal} | {match.games} | {match.unfinished} |", flush=True)
        for level, spent in match.times.items():
            times.setdefault(f"{match.game} {level}", []).extend(spent)
    print("\n| bot | decisions | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|")
    for key in sorted(times, key=lambda k: (k.split()[0], BOT_LEVELS.index(k.split()[1]))):
        spent = times[key]
        print(f"| {key} | {len(spent)} | {percentile(spent, 0.5) * 1000:.2f} |"
              f" {percentile(spent, 0.99) * 1000:.2f} | {max(spent) * 1000:.2f} |")


if __name__ == "__main__":
    main()
