"""A recorded trace of Drive (1960) games: what it plays.

The trace pins Drive's observable behaviour byte for byte while its engine is
restructured (how a trace is played, recorded and replayed is
:mod:`tests.trace_common`, shared with Driving Me Crazy!'s).  It was recorded
on the corrected rules (docs/rules/drive-1960.md) and covers every setup: 2
to 4 players, digital and referee mode, the rulebook's agreed limit and
variations, the house rule ``stall_turns`` (off, short, the digital default),
house decks, cards described in draw reports, chosen cars, retirements,
undo (and the undo of the report that ended a game), and refused tries with
their code, message and rule.

Regenerate with ``PYTHONPATH=$PWD python3 scripts/drive_trace.py`` after a
deliberate rule change (and say why in the commit); the test
``tests/drive/test_replay_trace.py`` replays the committed file.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from core.drive import GAME
from core.drive.bot import bot_move
from core.drive.cards import ALL_TYPES
from core.drive.geometry import COLOURS
from core.drive.refusals import MOVE_FIELDS
from core.drive.state import DriveState
from core.rng import Rng
from tests import trace_common
from tests.trace_common import Trace, moves_in

__all__ = ["FORMAT", "MIN_MOVES", "PATH", "generate", "load", "moves_in", "replay_game", "save"]

PATH = Path(__file__).parent / "data" / "drive_trace.json.gz"
#: the trace's own format; bump when what a step records changes
FORMAT = 1
MIN_MOVES = 4_000
MAX_STEPS = 300  # per game: most games reach their end well before
ROUNDS = 4  # each player count in each mode, this many times over

#: referee mode's house decks (option deck): changed counts, a card removed, new cards
HOUSE_DECKS: tuple[dict[str, Any], ...] = (
    {"bend-garage": {"count": 2, "name": "Bend with garage", "roads": "NE", "stops": "N"},
     "straight": 7, "diversion": 0},
    {"level-crossing": 4,
     "one-way-triangle": {"count": 1, "roads": "NES", "triangle": "S", "rules": {"S": "N"},
                          "no_stopping": True}},
)
#: a few card descriptions a draw report may carry, fitting and not
DESCRIPTIONS: tuple[Any, ...] = (
    {"roads": "NE"}, {"roads": "NS", "stops": "N"}, {"roads": "N"}, {"roads": "NESW",
     "stops": "NESW", "no_stopping": True}, {"wheels": 4}, "NE", {"roads": "NE", "rules": 1})


def configs() -> list[dict[str, Any]]:
    """Return the games the trace plays: each player count in each mode, a few times over."""
    pick = random.Random(28)
    out = []
    for round_ in range(ROUNDS):
        for players in (2, 3, 4):
            for mode in ("digital", "referee"):
                options: dict[str, Any] = {}
                for flag in ("limit", "ignore_triangles", "turn_round"):
                    if pick.random() < 0.35:
                        options[flag] = True
                if pick.random() < 0.3:
                    options["first_player"] = pick.randrange(players)
                if pick.random() < 0.5:  # off, short, or the mode's default (left out)
                    options["stall_turns"] = pick.choice([0, 2, 4, 8])
                if pick.random() < 0.4:  # "Each player chooses a car"
                    options["cars"] = pick.sample(COLOURS, players)
                if mode == "referee" and pick.random() < 0.4:
                    options["deck"] = pick.choice(HOUSE_DECKS)
                out.append({"config": {"players": players, "mode": mode, "variants": [],
                                       "options": options},
                            "seed": pick.randrange(2**31), "round": round_,
                            "greedy": pick.random() < 0.5})
    return out


def _illegal(rng: random.Random, state: DriveState, seat: int, legal: list[dict[str, Any]],
             ) -> tuple[Any, Any]:
    """Return a (seat, move) that is most likely refused: a mutation of a legal move."""
    n = state.players
    move = dict(rng.choice(legal))
    kind = rng.randrange(8)
    if kind == 0:  # another seat than the one to move, or no seat at all
        return rng.choice([(seat + 1 + rng.randrange(n - 1)) % n, n, -1, "one"]), move
    if kind == 1:
        move["type"] = rng.choice([*MOVE_FIELDS, "fly", "play"])
    elif kind == 2:
        move = {"type": "place", "rotation": rng.choice([0, 90, 180, 270, 45, "90", True])}
    elif kind == 3:
        move = {"type": "exit", "edge": rng.choice(["N", "E", "S", "W", "X", 1])}
    elif kind == 4:
        card = rng.choice([*(t.id for t in ALL_TYPES), "bend-garage", "nope", *DESCRIPTIONS])
        move = {"type": "draw", "card": card}
    elif kind == 5:
        move["extra"] = 1
    elif kind == 6:
        move = {"type": rng.choice(["roundabout", "drive", "wait", "break_down", "turn_round",
                                    "discard", "pass_obstruction", "undo"])}
    else:
        return seat, rng.choice([{}, "draw", {"type": None}, [], {"type": "draw", "card": None}])
    return seat, move


def _choose(rng: random.Random, state: DriveState, legal: list[dict[str, Any]],
            entry: dict[str, Any]) -> Any:
    """One of the legal moves; a referee's draw report now and then describes its card.

    In a ``greedy`` game half the moves are the greedy bot's, so that some
    cars reach their Finish (random moves seldom do);
    an undo (offered after every referee report) is taken now and then only,
    so that referee games get on.
    """
    if entry["greedy"] and state.outcome is None and rng.random() < 0.5:
        move = bot_move(state, state.turn, Rng(rng.randrange(2**31)))
    else:
        move = rng.choice(legal)
        if move["type"] == "undo" and len(legal) > 1 and rng.random() < 0.85:
            move = rng.choice(legal[:-1])  # undo comes last
    if move["type"] == "draw" and "card" in move and rng.random() < 0.3:
        cards = state.options.cards
        card = cards.types[cards.index[move["card"]]]
        described: dict[str, Any] = {"roads": card.roads}
        if card.stops:
            described["stops"] = card.stops
        if card.triangle:
            described["triangle"] = card.triangle
        if card.no_stopping:
            described["no_stopping"] = True
        if card.rules:
            described["rules"] = dict(card.rules)
        return {"type": "draw", "card": described}
    return move


def _movers(state: DriveState, steps: list[dict[str, Any]]) -> list[int]:
    """The seat to move; once a referee game is over, the first time, every seat (undo)."""
    if not GAME.is_over(state):
        return [seat for seat in GAME.pending(state) if GAME.legal_moves(state, seat)]
    if sum(step["after"]["over"] for step in steps) != 1:
        return []  # taken back once already (or a digital game): the end stands
    return [seat for seat in range(state.players) if GAME.legal_moves(state, seat)]


TRACE = Trace(game=GAME, players=lambda state: state.players, illegal=_illegal,
              max_steps=MAX_STEPS, choose=_choose, movers=_movers)
replay_game = TRACE.replay_game


def generate() -> dict[str, Any]:
    """Play every game of the trace and return it."""
    return {"format": FORMAT, "games": [TRACE.play_game(entry) for entry in configs()]}


def save(trace: dict[str, Any], path: Path = PATH) -> None:
    """Write ``trace`` (see :func:`tests.trace_common.save`)."""
    trace_common.save(trace, path)


def load(path: Path = PATH) -> dict[str, Any]:
    """Read the committed trace."""
    return trace_common.load(path)
