"""Follow a game's state through the engine as moves run: which modules it visits, in order.

docs/engine-shape.md counts how a move's state travels through an engine's
modules: a *stay* is a module entered, a *return* a module entered again after
the state left it.  The figures there are read from the code as written; this
script measures the same thing as the code runs.  It plays seeded random games
through the trusted ``Game.push`` and, for each push, records every call
inside ``core/`` that receives the state object itself as an argument (helpers
handed a car or a card are not the state travelling), in the order they are
made.  Consecutive calls in one module are one stay.

    PYTHONPATH=$PWD python3 scripts/state_walk.py [--games 20] [--seed 1] [GAME ...]

It prints, per game and per move type, the median and the largest number of
stays and returns per move, and the path of the longest one.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import Config, get_game  # noqa: E402
from core.registry import game_names  # noqa: E402
from core.rng import Rng  # noqa: E402

CORE = str(ROOT / "core") + "/"


@dataclass
class Walk:
    """The modules one push's state went through, one entry a stay."""

    stays: list[str] = field(default_factory=list)

    @property
    def returns(self) -> int:
        """How many stays are in a module the state had already left."""
        return len(self.stays) - len(set(self.stays))


def _module(frame: FrameType) -> str | None:
    """The engine module (``dmc/apply.py``) a frame runs in, or None outside ``core/``."""
    name = frame.f_code.co_filename
    return name[len(CORE):] if name.startswith(CORE) else None


def _receives(frame: FrameType, state: Any) -> bool:
    """Whether the called function was handed ``state`` itself as one of its arguments."""
    code = frame.f_code
    count = code.co_argcount + code.co_kwonlyargcount
    local = frame.f_locals
    return any(local.get(name) is state for name in code.co_varnames[:count])


@contextmanager
def following(state: Any, walk: Walk) -> Iterator[None]:
    """Record in ``walk`` each module a call receiving ``state`` runs in, while inside."""

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event != "call":
            return
        module = _module(frame)
        if module is None or not _receives(frame, state):
            return
        if not walk.stays or walk.stays[-1] != module:
            walk.stays.append(module)

    sys.setprofile(profile)
    try:
        yield
    finally:
        sys.setprofile(None)


def walks(name: str, games: int, seed: int) -> dict[str, list[Walk]]:
    """Play ``games`` seeded random games of ``name`` and follow each push, by move type."""
    game = get_game(name)
    found: dict[str, list[Walk]] = defaultdict(list)
    for g in range(games):
        mode = game.catalogue()["modes"][g % len(game.catalogue()["modes"])]
        players = game.min_players + g % (game.max_players - game.min_players + 1)
        state = game.new(Config(players=players, mode=mode), seed + g)
        rng = Rng(seed + g)
        for _ in range(5000):
            if game.is_over(state):
                break
            seats = game.pending(state)
            seat = seats[rng.randbelow(len(seats))]
            move = game.sample_move(state, seat, rng)
            walk = Walk()
            with following(state, walk):
                game.push(state, seat, move)
            found[str(move.get("type"))].append(walk)
    return found


def report(name: str, found: dict[str, list[Walk]]) -> None:
    """Print the median and largest stays and returns per move type, and the longest path."""
    print(f"{name}: stays / returns per push, median and largest")
    every = [w for ws in found.values() for w in ws]
    rows = [("every move", every), *sorted(found.items())]
    for kind, ws in rows:
        stays = [len(w.stays) for w in ws]
        back = [w.returns for w in ws]
        print(f"  {kind:<18} {len(ws):>7} moves  stays {statistics.median(stays):>4.0f}"
              f" / {max(stays):>3}   returns {statistics.median(back):>4.0f} / {max(back):>3}")
    longest = max(every, key=lambda w: (len(w.stays), w.returns))
    print("  longest: " + " > ".join(longest.stays))


def main() -> None:
    """Parse the arguments and report each game."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("games", nargs="*", help="registry names (default: every game)")
    parser.add_argument("--games", dest="count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for name in args.games or game_names():
        report(name, walks(name, args.count, args.seed))


if __name__ == "__main__":
    main()
