"""What a deal from a 128-bit secret costs: creating a game, keyed against SplitMix64.

Server seeds have 128 secret bits and deal through BLAKE2b keyed by the seed
(:class:`core.rng.KeyedRng`); chosen seeds and old transcripts' deal with
SplitMix64.  Only the deal (and a later reshuffle) uses the keyed stream: bots,
playouts and searches keep SplitMix64.  This prints, per game, the time of
``Game.new`` with each generator and their ratio, and the same for a whole
random playout, where the ratio should stay near 1.

    python bench/keyed_deal.py [--repeat 300]
"""

from __future__ import annotations

import argparse
import timeit

from core import Config, get_game
from core.playout import random_playout

SECRET = (1 << 128) | 0x0123456789ABCDEF_FEDCBA9876543210


def measure(name: str, whole: bool, repeat: int) -> tuple[float, float]:
    """Seconds per ``Game.new`` (or whole playout) with SplitMix64 and with the keyed deal."""
    game, config = get_game(name), Config(players=4)

    def run(seed: int) -> object:
        if whole:
            return random_playout(game, config, seed, choice_seed=3)
        return game.new(config, seed)

    plain = timeit.timeit(lambda: run(12345), number=repeat) / repeat
    keyed = timeit.timeit(lambda: run(SECRET | 12345), number=repeat) / repeat
    return plain, keyed


def main() -> None:
    """Print the timings and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    repeat = parser.parse_args().repeat
    for name in ("driving-me-crazy", "drive"):
        for what, whole in (("new game", False), ("whole playout", True)):
            plain, keyed = measure(name, whole, max(1, repeat // 30) if whole else repeat)
            print(f"{name:17} {what:14} splitmix {plain * 1e3:8.3f} ms   keyed"
                  f" {keyed * 1e3:8.3f} ms   ratio {keyed / plain:5.2f}")


if __name__ == "__main__":
    main()
