"""How well the bots play: win rates with 95% confidence intervals, and thinking time.

Seeded games between bot levels, each game's seats at the levels given; the
seat of the bot measured rotates with the seed, so no level keeps the first
turn.  Each game hands out one point: a win scores 1, a win shared by k
players 1/k, and a game nobody wins (Drive: every car retired, or a
stalemate) 1/players to each seat, as a draw.  Decision times are the CPU
time of one bot call (the observation included) on one core, in
milliseconds: CPU time moves far less than wall time with a shared
machine's load.

    python bench/bots.py [--games 200] [--only dmc|dmc-variants|drive|easy] [--api 60]

``--api N`` then plays N moves of one person against three ``hard`` bots
(Driving Me Crazy!, 4 players) through the API (Flask test client over a
private ``redis-server``) and prints ``POST /moves`` latency: every bot
answer lands inside the person's move's commit.

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

from bench.goals import judged, print_goals  # noqa: E402
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
    no_winner: int = 0
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
        if not [m for m in game.legal_moves(state, seat) if m["type"] != "undo"]:
            break  # a rules corner leaves the seat no move: counted as unfinished
        level = levels[seat]
        start = time.process_time()
        move = bot_move(game, state, seat, salt=seed * 1_000_003 + step, level=level,
                        budget=budget)
        match.times.setdefault(level, []).append(time.process_time() - start)
        game.push(state, seat, move)
    match.games += 1
    outcome = game.outcome(state)
    if outcome is None:
        match.unfinished += 1
        return
    winners = outcome["winners"]
    if not winners:
        match.no_winner += 1
        match.wins += 1 / players
    elif measured in winners:
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
                          "easy"),
        "drive-easy": Match("Drive 2p: normal vs easy", "drive", Config(players=2), "normal",
                            "easy"),
    }
    if only:
        return [line for key, line in lines.items() if key.startswith(only)]
    return list(lines.values())


def api_latency(moves: int, seed: int, level: str = "hard") -> dict[str, float]:
    """Time ``POST /moves`` of a person playing against three ``level`` bots (seconds)."""
    from api import create_app
    from bench.harness import limits, private_redis

    times: list[float] = []
    with private_redis() as port:
        # as shipped, limits on; a bench floods from one address, so budgets it cannot spend
        app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{port}/0",
                          **limits()})
        client = app.test_client()
        game_id, token, games = "", "", 0
        while len(times) < moves:
            if not game_id:
                created = client.post("/api/v1/games", json={
                    "game": "driving-me-crazy", "players": 4, "seed": seed + games,
                    "bots": [1, 2, 3], "bot_levels": [level] * 3}).get_json()
                game_id = created["id"]
                token = client.post(f"/api/v1/games/{game_id}/players",
                                    json={"name": "P"}).get_json()["token"]
                games += 1
            auth = {"Authorization": f"Bearer {token}"}
            legal = client.get(f"/api/v1/games/{game_id}/legal-moves", headers=auth).get_json()
            if not legal["moves"]:
                game_id = ""  # finished, or a rules corner left nobody a move
                continue
            move = legal["moves"][len(times) % len(legal["moves"])]
            start = time.perf_counter()
            answer = client.post(f"/api/v1/games/{game_id}/moves", json=move, headers=auth)
            times.append(time.perf_counter() - start)
            if answer.status_code != 200 or client.get(
                    f"/api/v1/games/{game_id}").get_json()["status"] != "active":
                game_id = ""
        store = app.extensions["roadtrip"].store
        store.client.close()
        store.blocking.close()
    return {"p50": percentile(times, 0.5), "p99": percentile(times, 0.99), "max": max(times)}


def main() -> None:
    """Play the matches and print the table (Markdown)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--only", default=None, help="run only the lines whose key starts so")
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--api", type=int, default=0,
                        help="POST /moves against three hard bots: this many moves")
    args = parser.parse_args()
    # No time cap: the bench measures the deterministic playout budget.
    budget = Budget(playouts=args.playouts)
    print(f"{args.games} games per line, hard budget {budget.playouts} playouts per decision\n")
    print("| match | win rate | 95% CI | parity | goal | games | no winner | unfinished |")
    print("|---|---|---|---|---|---|---|---|")
    times: dict[str, list[float]] = {}
    goals: list[str] = []
    for match in matches(args.only) if args.games else []:
        for game_index in range(args.games):
            play(match, args.seed * 100_000 + game_index, budget)
        low, high = wilson(match.wins, match.games)
        parity = 1 / match.config.players
        goals.append(
            judged(f"{match.title}: win rate", match.wins / match.games, match.goal,
                   at_most=False) if match.goal is not None else
            # "clearly ahead": the whole 95% interval above parity
            judged(f"{match.title}: the 95% interval's low end / parity", low / parity, 1.0,
                   at_most=False, unit="x"))
        goal = "clearly ahead" if match.goal is None else f">= {match.goal:.0%}"
        print(f"| {match.title} | {match.wins / match.games:.1%} | {low:.1%}–{high:.1%} |"
              f" {1 / match.config.players:.0%} | {goal} | {match.games} | {match.no_winner} |"
              f" {match.unfinished} |", flush=True)
        for level, spent in match.times.items():
            times.setdefault(f"{match.game} {level}", []).extend(spent)
    print("\n| bot | decisions | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|")
    for key in sorted(times, key=lambda k: (k.split()[0], BOT_LEVELS.index(k.split()[1]))):
        spent = times[key]
        print(f"| {key} | {len(spent)} | {percentile(spent, 0.5) * 1000:.2f} |"
              f" {percentile(spent, 0.99) * 1000:.2f} | {max(spent) * 1000:.2f} |")

    if goals:
        print()
        print_goals(goals)

    if args.api:
        ms = {k: v * 1000 for k, v in api_latency(args.api, args.seed).items()}
        print(f"\nAPI, one person and three hard bots (DMC 4p), POST /moves over {args.api}"
              f" moves: p50 {ms['p50']:.1f} ms, p99 {ms['p99']:.1f} ms, max {ms['max']:.1f} ms"
              f" (default budget: {Budget().playouts} playouts, {Budget().seconds * 1000:.0f} ms"
              " cap per bot decision)")


if __name__ == "__main__":
    main()
