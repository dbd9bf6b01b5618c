"""A recorded trace of Driving Me Crazy! games: how it is played, recorded and replayed.

The trace pins the rules' observable behaviour byte for byte while the engine
is restructured: for every move it keeps the move, the events it returned, a
digest of the state's :meth:`~core.protocol.Game.to_json`, of every seat's and
the spectator's view and of the legal moves, and for the illegal moves tried
on the way their refusal (code, message, rule).  It covers every variant
subset (the empty one, each alone, random mixes, all four) in both modes.

Drive is left out on purpose: its rules are still being corrected, and a
trace of them would break with every correction.

Regenerate with ``PYTHONPATH=$PWD python3 scripts/dmc_trace.py`` after a
deliberate rule change (and say why in the commit); the test
``tests/dmc/test_replay_trace.py`` replays the committed file.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from itertools import combinations
from pathlib import Path
from typing import Any

from core import Config, IllegalMove
from core.dmc import GAME
from core.dmc.cards import ALL_IDS, VARIANTS
from core.dmc.state import State

PATH = Path(__file__).parent / "data" / "dmc_trace.json.gz"
#: the trace's own format; bump when what a step records changes
FORMAT = 1
MIN_MOVES = 10_000
MAX_STEPS = 260  # per game: long enough to reach the end of short-goal games
#: one seconds tick per move, and now and then a long pause so Quick Reactions' windows expire
TICK = 1.0
PAUSE = 120.0


def _text(value: Any) -> str:
    """Return ``value`` as compact JSON text, keys in their own order (bytes matter)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def digest(value: Any) -> str:
    """Return a short digest of ``value``'s exact JSON text."""
    return hashlib.sha256(_text(value).encode()).hexdigest()[:20]


def subsets() -> list[tuple[str, ...]]:
    """Return every subset of the variants, in a fixed order."""
    return [combo for k in range(len(VARIANTS) + 1) for combo in combinations(VARIANTS, k)]


def configs() -> list[dict[str, Any]]:
    """Return the games the trace plays: each variant subset in each mode, twice over."""
    pick = random.Random(14)
    out = []
    for round_ in range(2):
        for variants in subsets():
            for mode in ("digital", "referee"):
                players = pick.randint(2, 10)
                options: dict[str, Any] = {}
                if pick.random() < 0.6:  # a short goal so many games reach their end
                    options["goal"] = pick.choice([150, 200, 300, 400])
                if pick.random() < 0.3:
                    options["first_player"] = pick.randrange(players)
                if "quick_reactions" in variants and pick.random() < 0.5:
                    options["reaction_seconds"] = pick.choice([5, 30])
                out.append({"config": {"players": players, "mode": mode,
                                       "variants": list(variants), "options": options},
                            "seed": pick.randrange(2**31), "round": round_})
    return out


def _illegal(rng: random.Random, s: State, seat: int, legal: list[dict[str, Any]],
             ) -> tuple[int, Any]:
    """Return a (seat, move) that is most likely refused: a mutation of a legal move."""
    move = dict(rng.choice(legal))
    kind = rng.randrange(7)
    if kind == 0:  # another seat than the one deciding
        return (seat + 1 + rng.randrange(s.players - 1)) % s.players, move
    if kind == 1:
        move["card"] = rng.choice(ALL_IDS)
    elif kind == 2:
        move["target"] = rng.choice([seat, s.players, -1, rng.randrange(s.players)])
    elif kind == 3:
        move["type"] = rng.choice(["play", "discard", "take", "draw", "skip", "end_turn",
                                   "pass", "react", "pass_reaction", "stop", "look",
                                   "choose_opponent", "flip_sign", "undo", "fly"])
    elif kind == 4:
        move["count"] = rng.choice([0, 1, 2, 5, "two"])
    elif kind == 5:
        move["option"] = rng.choice(["first", "second", "nonsense"])
    else:
        return seat, rng.choice([{}, {"type": "play"}, {"type": "play", "card": None},
                                 "play", {"type": "discard", "card": "km50", "extra": 1}])
    return seat, move


def _views(s: State) -> str:
    """Digest every seat's view and the spectator's."""
    return digest([GAME.view(s, seat) for seat in [*range(s.players), None]])


def _snapshot(s: State) -> dict[str, Any]:
    """What one step records about the position it leaves."""
    return {"state": digest(GAME.to_json(s)), "views": _views(s),
            "pending": GAME.pending(s), "over": GAME.is_over(s)}


def play_game(entry: dict[str, Any]) -> dict[str, Any]:
    """Play one game of the trace and return its record (moves chosen by ``entry``'s seed)."""
    config = Config.from_dict(entry["config"])
    s = GAME.new(config, entry["seed"])
    rng = random.Random(entry["seed"] ^ 0x14)
    now = 0.0
    steps: list[dict[str, Any]] = []
    record = {**entry, "start": GAME.to_json(s), "steps": steps}
    while len(steps) < MAX_STEPS and not GAME.is_over(s):
        now += PAUSE if rng.random() < 0.05 else TICK
        ticked = GAME.tick(s, now)
        if GAME.is_over(s):  # a window closed by its deadline can end the game
            record["last_tick"] = {"now": now, "ticked": ticked}
            break
        # a seat whose pass is held until the pass moment has nothing to do meanwhile
        pending = [p for p in GAME.pending(s) if GAME.legal_moves(s, p)]
        if not pending:
            continue
        seat = rng.choice(pending)
        legal = GAME.legal_moves(s, seat)
        tries = []
        if rng.random() < 0.25:
            bad_seat, bad = _illegal(rng, s, seat, legal)
            tries.append({"seat": bad_seat, "move": bad})
        steps.append({"now": now, "ticked": ticked, "seat": seat,
                      "legal": digest(legal), "n_legal": len(legal),
                      "tries": tries, "move": rng.choice(legal)})
        replay_step(s, steps[-1], record=True)
    record["end"] = GAME.to_json(s)
    record["outcome"] = GAME.outcome(s)
    return record


def _attempt(s: State, seat: int, move: Any, now: float) -> dict[str, Any]:
    """Apply ``move`` at ``now``; return its events or its refusal, as the trace keeps them."""
    before = _text(GAME.to_json(s))
    try:
        events = GAME.apply_at(s, seat, move, now)
    except IllegalMove as error:
        # a refusal changes nothing (the tick before it already ran in replay_step)
        assert _text(GAME.to_json(s)) == before, "a refused move changed the state"
        return {"refused": [error.code, str(error.message), error.rule]}
    return {"events": events}


def replay_step(s: State, step: dict[str, Any], record: bool = False) -> list[str]:
    """Carry out one recorded step on ``s``; record its results, or compare them.

    Returns the differences found (empty when the step replays identically).
    """
    found: dict[str, Any] = {}
    for attempt in step["tries"]:
        attempt_result = _attempt(s, attempt["seat"], attempt["move"], step["now"])
        found.setdefault("tried", []).append(attempt_result)
    result = _attempt(s, step["seat"], step["move"], step["now"])
    found["result"] = result
    found["after"] = _snapshot(s)
    if record:
        step.update(found)
        return []
    return [f"{key}: recorded {_text(step.get(key))[:300]}, now {_text(value)[:300]}"
            for key, value in found.items() if _text(step.get(key)) != _text(value)]


def replay_game(record: dict[str, Any]) -> list[str]:
    """Replay one recorded game; return its differences (empty when byte-identical)."""
    config = Config.from_dict(record["config"])
    s = GAME.new(config, record["seed"])
    label = f"{_text(record['config'])} seed {record['seed']}"
    if _text(GAME.to_json(s)) != _text(record["start"]):
        return [f"{label}: the new game differs"]
    for index, step in enumerate(record["steps"]):
        ticked = GAME.tick(s, step["now"])
        problems = [] if _text(ticked) == _text(step["ticked"]) else ["ticked events differ"]
        legal = GAME.legal_moves(s, step["seat"])
        if digest(legal) != step["legal"]:
            problems.append(f"legal moves differ ({len(legal)} now, {step['n_legal']} then)")
        problems += replay_step(s, step)
        if problems:
            return [f"{label} step {index}: {p}" for p in problems]
    if "last_tick" in record:
        last = record["last_tick"]
        if _text(GAME.tick(s, last["now"])) != _text(last["ticked"]):
            return [f"{label}: the last tick's events differ"]
    if _text(GAME.to_json(s)) != _text(record["end"]):
        return [f"{label}: the final state differs"]
    return []


def generate() -> dict[str, Any]:
    """Play every game of the trace and return it."""
    games = [play_game(entry) for entry in configs()]
    return {"format": FORMAT, "games": games}


def moves_in(trace: dict[str, Any]) -> int:
    """Return how many moves (legal and tried illegal) the trace replays."""
    return sum(len(step["tries"]) + 1 for game in trace["games"] for step in game["steps"])


def save(trace: dict[str, Any], path: Path = PATH) -> None:
    """Write ``trace`` gzip'd, byte-for-byte reproducible (no timestamp in the gzip header)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = _text(trace).encode()
    path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))


def load(path: Path = PATH) -> dict[str, Any]:
    """Read the committed trace."""
    return json.loads(gzip.decompress(path.read_bytes()))
