"""What storing a game's state costs per codec: CPU to encode and decode, and bytes in Redis.

Every commit writes the whole state (compact JSON) and every move reads it
back; ``store.commit`` compressed it with zlib level 9.  This bench plays
4-player games of each game to their end (random legal moves, fixed seeds),
keeps every state a commit would write, and measures each candidate codec on
the same states, in interleaved rounds (the machine is shared: ratios to
level 9 in the same round, not absolute times):

- ``zlib-9`` (what shipped), ``zlib-6``, ``zlib-1``;
- ``raw<N>``: plain JSON below ``N`` bytes, zlib level 1 above (what
  :mod:`api.store.state_codec` does with its threshold).

    python bench/state_codec.py [--games 4] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from api.store import fastjson  # noqa: E402
from api.store.state_codec import RAW_BELOW, decode_state, encode_state  # noqa: E402
from bench.goals import judged, print_goals  # noqa: E402
from core import Config, game_names, get_game  # noqa: E402
from core.rng import Rng  # noqa: E402


def recorded_states(games: int) -> dict[str, list[bytes]]:
    """Return, per game, the compact JSON of every state its commits write (4 players)."""
    out: dict[str, list[bytes]] = {}
    for name in game_names():
        game = get_game(name)
        states: list[bytes] = []
        for seed in range(1, games + 1):
            state = game.new(Config(players=4), seed)
            rng = Rng(seed)
            states.append(fastjson.dumpb(game.to_json(state)))
            for _ in range(5000):
                if game.is_over(state) or not game.pending(state):
                    break
                seat = game.pending(state)[0]
                game.apply(state, seat, game.sample_move(state, seat, rng))
                states.append(fastjson.dumpb(game.to_json(state)))
        out[name] = states
    return out


def codecs() -> dict[str, tuple[Callable[[bytes], bytes], Callable[[bytes], bytes]]]:
    """Return name -> (encode, decode) of every candidate."""
    def zlib_at(level: int) -> tuple[Callable[[bytes], bytes], Callable[[bytes], bytes]]:
        return (lambda raw: zlib.compress(raw, level)), zlib.decompress

    return {"zlib-9": zlib_at(9), "zlib-6": zlib_at(6), "zlib-1": zlib_at(1),
            f"raw{RAW_BELOW}": (encode_state, decode_state)}


def cpu(states: list[bytes], encode: Callable[[bytes], bytes],
        decode: Callable[[bytes], bytes]) -> tuple[float, float, float]:
    """Return CPU seconds per state to encode, to decode, and the mean stored bytes."""
    started = time.process_time()
    blobs = [encode(raw) for raw in states]
    encoded = time.process_time() - started
    started = time.process_time()
    for blob in blobs:
        decode(blob)
    decoded = time.process_time() - started
    return encoded / len(states), decoded / len(states), statistics.mean(map(len, blobs))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per kind of game")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(f"state_codec: {args.games} 4-player games per game, {args.rounds} interleaved"
          f" rounds, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    recorded = recorded_states(args.games)
    lines = []
    for name, states in recorded.items():
        sizes = sorted(map(len, states))
        print(f"{name}: {len(states)} states, JSON median {sizes[len(sizes) // 2]} B,"
              f" max {sizes[-1]} B")
        ratios: dict[str, list[tuple[float, float, float]]] = {codec: [] for codec in codecs()}
        stored: dict[str, float] = {}
        for _ in range(args.rounds):
            base = cpu(states, *codecs()["zlib-9"])
            for codec, (encode, decode) in codecs().items():
                enc, dec, size = cpu(states, encode, decode)
                ratios[codec].append((enc / base[0], dec / base[1],
                                      (enc + dec) / (base[0] + base[1])))
                stored[codec] = size
        for codec, pairs in ratios.items():
            enc = statistics.median(p[0] for p in pairs)
            dec = statistics.median(p[1] for p in pairs)
            print(f"  {codec:8} encode {enc:.2f}x, decode {dec:.2f}x of zlib-9's CPU;"
                  f" {stored[codec]:.0f} B stored on average"
                  f" ({stored[codec] / stored['zlib-9']:.2f}x zlib-9's)")
        print(f"  (zlib-9 on this loaded machine, last round: encode {base[0] * 1e6:.1f} us,"
              f" decode {base[1] * 1e6:.1f} us per state)")
        chosen = f"raw{RAW_BELOW}"
        lines.append(judged(f"{name}: encode+decode CPU of the shipped codec vs zlib-9",
                            statistics.median(p[2] for p in ratios[chosen]), 1.0,
                            at_most=True, unit="x"))
    print_goals(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
