"""How long a card waits in a digital Quick Reactions window at 10 players, now and before.

Plays digital Driving Me Crazy! games with Quick Reactions at 10 players on a simulated
clock, through the engine's own timing protocol in the API's order (bots due at ``now``
act first — :meth:`~core.protocol.Game.ready` —, then :meth:`~core.protocol.Game.tick`),
like :mod:`api.service.play`.  Humans never tap "No reaction" (the phone's "answer for me when I
can't react", on by default); a human holding a card that could answer decides
``--think`` seconds after the window opened and passes.  Bots play at the ``normal``
level.

Printed per table (1 human + 9 bots, 4 humans + 6 bots, 10 humans): windows, the seconds a
card waits in its window (mean, median, p90, max) and the human taps asked per human per
game, **now** (the engine's pass moment, ``pass_seconds`` = 2) and **before** (every
waiting seat had to answer: bots at once, each human after ``--tap`` seconds, or the 15 s
deadline when one of them does not tap — the "each able to hold the game up to 15 s"
case, also printed).  The engine's figure is exact; a phone sees the window close up to
``api.live.live.TIMED_STEP`` (1 s) later, when a waiting connection wakes.

    python bench/reaction_windows.py [--games 3] [--tap 1.5] [--think 3]
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from core import Config, get_game
from core.dmc.reactions import can_answer
from core.playout import bot_move
from core.protocol import Budget

GAME = get_game("driving-me-crazy")
PLAYERS = 10
REACTION_SECONDS = 15.0
#: the simulated clock's step between two looks at the table (seconds)
STEP = 0.05
MAX_STEPS = 200_000


def human_move(state: Any, seat: int) -> dict[str, Any]:
    """A human's own decision: the first play, else the first move that is not a reaction."""
    moves = [m for m in GAME.legal_moves(state, seat) if m["type"] not in ("react",)]
    plays = [m for m in moves if m["type"] == "play"]
    return (plays or moves)[0]


def play_game(seed: int, humans: set[int], think: float) -> list[dict[str, Any]]:
    """Play one game; return its windows: open and close times, and the humans waiting in
    each (with whether each could answer)."""
    state = GAME.new(Config(players=PLAYERS, variants=("quick_reactions",),
                            options={"goal": 700}), seed)
    now = 0.0
    windows: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    budget = Budget(playouts=16, seconds=1.0)
    salt = seed
    for _ in range(MAX_STEPS):
        if GAME.is_over(state):
            break
        progressed = True
        while progressed and not GAME.is_over(state):
            progressed = False
            for seat in GAME.pending(state):
                if seat in humans:
                    window = state.window
                    if window is None:
                        GAME.apply(state, seat, human_move(state, seat))
                        progressed = True
                    elif (window.opened is not None and can_answer(state, seat)
                          and now >= window.opened + think
                          and {"type": "pass_reaction"} in GAME.legal_moves(state, seat)):
                        GAME.apply(state, seat, {"type": "pass_reaction"})
                        progressed = True
                elif GAME.ready(state, seat, now):
                    salt += 1
                    GAME.apply(state, seat, bot_move(GAME, state, seat, salt, "normal", budget))
                    progressed = True
                if progressed:
                    break
            GAME.tick(state, now)
            if state.window is not None and current is None:
                current = {"opened": state.window.opened,
                           "humans": [(s, can_answer(state, s)) for s in state.window.waiting
                                      if s in humans]}
            if state.window is None and current is not None:
                current["closed"] = now
                windows.append(current)
                current = None
            if state.window is not None and current is not None \
                    and state.window.opened != current["opened"]:
                current["closed"] = now  # one window closed and the next opened at once
                windows.append(current)
                current = {"opened": state.window.opened,
                           "humans": [(s, can_answer(state, s))
                                      for s in state.window.waiting if s in humans]}
        now += STEP
    return windows


def figures(waits: list[float]) -> str:
    """Mean, median, p90 and max of ``waits`` in seconds."""
    waits = sorted(waits)
    p90 = waits[min(len(waits) - 1, int(0.9 * len(waits)))]
    return (f"mean {statistics.mean(waits):5.2f}  median {statistics.median(waits):5.2f}"
            f"  p90 {p90:5.2f}  max {waits[-1]:5.2f}")


def main() -> None:
    """Play the tables and print the figures, now and before."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--tap", type=float, default=1.5,
                        help="before: seconds a human took to tap No reaction")
    parser.add_argument("--think", type=float, default=3.0,
                        help="seconds a human holding an answer takes to decide")
    args = parser.parse_args()
    for humans in ({0}, {0, 1, 2, 3}, set(range(PLAYERS))):
        windows: list[dict[str, Any]] = []
        for game in range(args.games):
            windows += play_game(1000 + game, humans, args.think)
        now = [w["closed"] - w["opened"] for w in windows]
        # before: bots answered at once, every waiting human had to tap (a human holding an
        # answer took as long as now); absent one tap, the deadline
        before = [max([args.think if could else args.tap for _, could in w["humans"]],
                      default=0.0) for w in windows]
        absent = [REACTION_SECONDS if w["humans"] else 0.0 for w in windows]
        asked_now = sum(could for w in windows for _, could in w["humans"])
        asked_before = sum(len(w["humans"]) for w in windows)
        per = args.games * len(humans)
        print(f"{len(humans)} human(s) + {PLAYERS - len(humans)} bots: {len(windows)} windows"
              f" in {args.games} games")
        print(f"  now    : {figures(now)}   taps asked per human per game"
              f" {asked_now / per:6.1f}")
        print(f"  before : {figures(before)}   taps asked per human per game"
              f" {asked_before / per:6.1f}")
        print(f"  before, one human not tapping: {figures(absent)}")


if __name__ == "__main__":
    main()
