"""The rules' own CPU in one streamed move of the comparison, with no HTTP, Redis or hub.

What the rules engine must do for a move of ``run.py``'s streaming comparison
whatever serves it: decode the stored state (the POST's read), apply the move,
encode the new state (the commit), decode it once more (the pushing process),
and build three views with their legal moves (the mover's answer and each
phone's push), each serialised.  Random 2-player Driving Me Crazy! games;
only that work is timed (CPU time of this process).

    python bench/peer_bgio/rules_work.py [--games 300]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))
from core import get_game  # noqa: E402
from core.protocol import Config  # noqa: E402

GAME = get_game("driving-me-crazy")


def pushed(state: object, seat: int) -> bytes:
    """One seat's view and legal moves, serialised, as a push or the mover's answer."""
    return orjson.dumps({"view": GAME.view(state, seat),
                         "legal_moves": GAME.legal_moves(state, seat)})


def per_move(games: int) -> tuple[int, float]:
    """Play ``games`` random games; return their moves and the CPU seconds of the work."""
    moves, spent = 0, 0.0
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new(Config.from_dict({"players": 2}), seed)
        stored = orjson.dumps(GAME.to_json(state))
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0]
            move = rng.choice(GAME.legal_moves(state, seat))
            started = time.process_time()
            state = GAME.from_json(orjson.loads(stored))  # the POST reads the game
            GAME.apply(state, seat, move)
            stored = orjson.dumps(GAME.to_json(state))  # the commit
            heard = GAME.from_json(orjson.loads(stored))  # the pushing process decodes it
            pushed(state, seat)  # the mover's answer
            for phone in (0, 1):
                pushed(heard, phone)
            spent += time.process_time() - started
            moves += 1
    return moves, spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    moves, spent = per_move(args.games)
    print(f"rules_work: {args.games} games, {moves} moves ({moves / args.games:.0f} a game):"
          f" the rules' work {spent / moves * 1000:.3f} ms CPU a streamed move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
