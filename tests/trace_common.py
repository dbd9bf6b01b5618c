"""Recorded replay traces of a game: played once, then replayed byte for byte.

A trace pins a game's observable behaviour while its engine is restructured:
for every move it keeps the move, the events it returned, a digest of the
state's :meth:`~core.protocol.Game.to_json`, of every seat's and the
spectator's view and of the legal moves, and for the illegal moves tried on
the way their refusal (code, message, rule).  What is the same for every game
is here, one piece of code: how a game of a trace is played and recorded,
replayed and compared, saved and read.  What each game's trace plays (its
setups, the illegal moves it tries, how it picks a move) is the game's own
module: :mod:`tests.dmc.trace`, :mod:`tests.drive.trace`.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core import Config, IllegalMove
from core.protocol import Game

#: ``illegal(rng, state, seat, legal)``: a (seat, move) most likely refused (the seat
#: may be none of the game's)
Illegal = Callable[[random.Random, Any, int, list[dict[str, Any]]], tuple[Any, Any]]
#: ``choose(rng, state, legal, entry)``: the move a step makes in the game ``entry``
#: describes (default: one of ``legal``)
Choose = Callable[[random.Random, Any, list[dict[str, Any]], dict[str, Any]], Any]
#: ``apply(state, seat, move, now)``: the checked move at a time (games with deadlines)
ApplyAt = Callable[[Any, Any, Any, float], list[dict[str, Any]]]
#: ``movers(state, steps)``: the seats that may be picked to move now
Movers = Callable[[Any, list[dict[str, Any]]], list[int]]


def text(value: Any) -> str:
    """Return ``value`` as compact JSON text, keys in their own order (bytes matter)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def digest(value: Any) -> str:
    """Return a short digest of ``value``'s exact JSON text."""
    return hashlib.sha256(text(value).encode()).hexdigest()[:20]


def save(trace: dict[str, Any], path: Path) -> None:
    """Write ``trace`` gzip'd, byte-for-byte reproducible (no timestamp in the gzip header)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text(trace).encode()
    path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))


def load(path: Path) -> dict[str, Any]:
    """Read a committed trace."""
    result: dict[str, Any] = json.loads(gzip.decompress(path.read_bytes()))
    return result


def moves_in(trace: dict[str, Any]) -> int:
    """Return how many moves (legal and tried illegal) ``trace`` replays."""
    return sum(len(step["tries"]) + 1 for game in trace["games"] for step in game["steps"])


def _any_move(rng: random.Random, state: Any, legal: list[dict[str, Any]],
              entry: dict[str, Any]) -> Any:
    return rng.choice(legal)


@dataclass(frozen=True)
class Trace:
    """How one game's trace is played, recorded and replayed.

    ``players(state)`` is the number of seats (their views are recorded);
    ``illegal`` mutates a legal move into one most likely refused; ``choose``
    picks the move a step makes; ``movers`` (default: the pending seats that
    have a legal move) the seats a step may pick, also once the game is over;
    ``apply_at`` makes a move at a time (a game with deadlines).
    """

    game: Game[Any]
    players: Callable[[Any], int]
    illegal: Illegal
    max_steps: int
    #: seconds between moves, and now and then a long pause (deadlines expire)
    tick: float = 1.0
    pause: float = 120.0
    choose: Choose = _any_move
    movers: Movers | None = None
    #: how a move is made at ``now``: the game's ``apply`` unless it has deadlines
    apply_at: ApplyAt | None = None
    #: the share of steps that first try an illegal move
    try_rate: float = 0.25

    def _views(self, state: Any) -> str:
        """Digest every seat's view and the spectator's."""
        return digest([self.game.view(state, seat)
                       for seat in [*range(self.players(state)), None]])

    def _snapshot(self, state: Any) -> dict[str, Any]:
        """What one step records about the position it leaves."""
        return {"state": digest(self.game.to_json(state)), "views": self._views(state),
                "pending": self.game.pending(state), "over": self.game.is_over(state)}

    def _movers(self, state: Any, steps: list[dict[str, Any]]) -> list[int]:
        if self.movers is not None:
            return self.movers(state, steps)
        # a seat whose pass is held until the pass moment has nothing to do meanwhile
        return [p for p in self.game.pending(state) if self.game.legal_moves(state, p)]

    def play_game(self, entry: dict[str, Any]) -> dict[str, Any]:
        """Play one game of the trace and return its record (moves chosen by its seed)."""
        game = self.game
        config = Config.from_dict(entry["config"])
        state = game.new(config, entry["seed"])
        rng = random.Random(entry["seed"] ^ 0x14)
        now = 0.0
        steps: list[dict[str, Any]] = []
        record = {**entry, "start": game.to_json(state), "steps": steps}
        while len(steps) < self.max_steps:
            over_before = game.is_over(state)
            if over_before and not self._movers(state, steps):
                break
            now += self.pause if rng.random() < 0.05 else self.tick
            ticked = game.tick(state, now)
            if game.is_over(state) and not over_before:
                # a window closed by its deadline can end the game
                record["last_tick"] = {"now": now, "ticked": ticked}
                break
            pending = self._movers(state, steps)
            if not pending:
                continue
            seat = rng.choice(pending)
            legal = game.legal_moves(state, seat)
            tries = []
            if rng.random() < self.try_rate:
                bad_seat, bad = self.illegal(rng, state, seat, legal)
                tries.append({"seat": bad_seat, "move": bad})
            steps.append({"now": now, "ticked": ticked, "seat": seat,
                          "legal": digest(legal), "n_legal": len(legal),
                          "tries": tries, "move": self.choose(rng, state, legal, entry)})
            self.replay_step(state, steps[-1], record=True)
        record["end"] = game.to_json(state)
        record["outcome"] = game.outcome(state)
        return record

    def _attempt(self, state: Any, seat: Any, move: Any, now: float) -> dict[str, Any]:
        """Apply ``move`` at ``now``; return its events or its refusal, as the trace keeps them."""
        before = text(self.game.to_json(state))
        try:
            if self.apply_at is not None:
                events = self.apply_at(state, seat, move, now)
            else:
                events = self.game.apply(state, seat, move)
        except IllegalMove as error:
            # a refusal changes nothing (the tick before it already ran in replay_step)
            assert text(self.game.to_json(state)) == before, "a refused move changed the state"
            return {"refused": [error.code, str(error.message), error.rule]}
        return {"events": events}

    def replay_step(self, state: Any, step: dict[str, Any], record: bool = False) -> list[str]:
        """Carry out one recorded step on ``state``; record its results, or compare them.

        Returns the differences found (empty when the step replays identically).
        """
        found: dict[str, Any] = {}
        for attempt in step["tries"]:
            attempt_result = self._attempt(state, attempt["seat"], attempt["move"], step["now"])
            found.setdefault("tried", []).append(attempt_result)
        found["result"] = self._attempt(state, step["seat"], step["move"], step["now"])
        found["after"] = self._snapshot(state)
        if record:
            step.update(found)
            return []
        return [f"{key}: recorded {text(step.get(key))[:300]}, now {text(value)[:300]}"
                for key, value in found.items() if text(step.get(key)) != text(value)]

    def replay_game(self, record: dict[str, Any]) -> list[str]:
        """Replay one recorded game; return its differences (empty when byte-identical)."""
        game = self.game
        state = game.new(Config.from_dict(record["config"]), record["seed"])
        label = f"{text(record['config'])} seed {record['seed']}"
        if text(game.to_json(state)) != text(record["start"]):
            return [f"{label}: the new game differs"]
        for index, step in enumerate(record["steps"]):
            ticked = game.tick(state, step["now"])
            problems = [] if text(ticked) == text(step["ticked"]) else ["ticked events differ"]
            legal = game.legal_moves(state, step["seat"])
            if digest(legal) != step["legal"]:
                problems.append(f"legal moves differ ({len(legal)} now, {step['n_legal']} then)")
            problems += self.replay_step(state, step)
            if problems:
                return [f"{label} step {index}: {p}" for p in problems]
        if "last_tick" in record:
            last = record["last_tick"]
            if text(game.tick(state, last["now"])) != text(last["ticked"]):
                return [f"{label}: the last tick's events differ"]
        if text(game.to_json(state)) != text(record["end"]):
            return [f"{label}: the final state differs"]
        return []


def write_trace(trace: dict[str, Any], path: Path, min_moves: int) -> None:
    """Check that ``trace`` replays at least ``min_moves`` moves, write it and say so."""
    moves = moves_in(trace)
    if moves < min_moves:
        raise SystemExit(f"only {moves} moves; the trace must replay at least {min_moves}")
    save(trace, path)
    print(f"{path}: {len(trace['games'])} games, {moves} moves, {path.stat().st_size} bytes")
