"""Equal game lengths for the comparison: Roadtrip's mean moves a game, and bgio's goal for it.

Every peer pays a game's setup (a new game or match, two joins, the phones'
streams or sockets) once a game, so a peer whose games are shorter pays it
more often per move.  Roadtrip's side plays random 2-player Driving Me Crazy!
games, each seat choosing uniformly among the legal moves it is offered
(:mod:`bench.peer_bgio.streams`, ``run.py``'s POST loop): its mean length is
measured here by playing such games in-process with the rules engine (the
same rules, the same choice, no server).  boardgame.io's race then gets the
goal whose mean length is nearest (``tune.js``: the race's own moves, played
as ``load.js`` plays them), and the floors' trivial race a goal of as many
moves.  ``run.py`` prints these and the lengths its rounds actually played.
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def roadtrip_mean_moves(games: int, seed: int = 0) -> float:
    """The mean moves of ``games`` random 2-player Driving Me Crazy! games, as the bench plays."""
    from core import get_game
    from core.protocol import Config

    game = get_game("driving-me-crazy")
    rng = random.Random(seed)
    total = 0
    for _ in range(games):
        state = game.new(Config.from_dict({"players": 2}), rng.randrange(2**31))
        while not game.is_over(state):
            seat = game.pending(state)[0]
            game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
            total += 1
    return total / games


def bgio_goal(target: float, games: int = 20000) -> dict[str, Any]:
    """boardgame.io's race goal (km) whose mean game lasts nearest ``target`` moves:
    ``{"target", "goal", "mean", "games", "tried"}`` (``tune.js``)."""
    out = subprocess.run(["node", str(HERE / "tune.js"), str(target), str(games)],
                         capture_output=True, text=True, check=True, timeout=300, cwd=HERE)
    return dict(json.loads(out.stdout))


def floor_goal(target: float, step: int) -> int:
    """The floor race's goal (km) for games of ``target`` moves: seat 0 wins on move
    ``2 * goal / step - 1``."""
    return step * max(1, round((target + 1) / 2))
