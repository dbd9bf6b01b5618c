"""Instructions a move of the seeded playouts of ``bench/playout_pair.py``, two checkouts.

Timings on a shared machine swing by more than most changes; the instructions a process
executes (valgrind's callgrind, ``Ir``) do not.  For each checkout and game this runs, under
callgrind and ``PYTHONHASHSEED=0``, the first ``--count`` seeded playouts of
``bench/playout_pair.py``'s work, and the same process playing none (start-up, imports and
the warm-up playout), and prints the difference divided by the moves played.

    python bench/playout_instructions.py --base /work/main [--games dmc drive] [--count 10]
    python bench/playout_instructions.py --draws [--base /work/main]   # single draws

``--draws`` prints what one ``Rng`` draw costs in a loop (``randbelow`` from several sizes,
a short-lived generator's few draws), the same way: a run with the draws less one without.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
#: the draws ``--draws`` measures: name -> (setup, the loop's body, draws a loop)
DRAWS = {
    "randbelow(7), long-lived": ("rng = Rng(1)", "rng.randbelow(7)", 1),
    "randbelow(1), long-lived": ("rng = Rng(1)", "rng.randbelow(1)", 1),
    "randbelow(1) and randbelow(7) in turn": ("rng = Rng(1)",
                                              "rng.randbelow(1)\nrng.randbelow(7)", 2),
    "next64(), long-lived": ("rng = Rng(1)", "rng.next64()", 1),
    "Rng(seed) and 1 draw of randbelow(7)": ("pass", "rng = Rng(5)\nrng.randbelow(7)", 1),
    "Rng(seed) and 3 draws of randbelow(7)": (
        "pass", "rng = Rng(5)\nrng.randbelow(7)\nrng.randbelow(7)\nrng.randbelow(7)", 3),
    "Rng(seed), 10 draws of randbelow(7), state read": (
        "pass", "rng = Rng(5)\nfor _ in range(10):\n    rng.randbelow(7)\nrng.state", 10),
    "Rng(seed), 40 draws of randbelow(7), state read": (
        "pass", "rng = Rng(5)\nfor _ in range(40):\n    rng.randbelow(7)\nrng.state", 40),
}


#: run before the measured draws (in both runs, so subtracted): the lanes' constants of the
#: shuffle and the fills are built once a process (a few million instructions)
WARM = "warm = Rng(9)\nwarm.shuffle(list(range(20)))\nfor _ in range(300):\n    warm.randbelow(7)"


def play(name: str, count: int) -> int:
    """Play the warm-up and the first ``count`` games of ``name``'s work; return the moves
    (with the ``core`` and ``bench`` of the checkout ``PYTHONPATH`` names)."""
    from bench.playout_pair import WORK
    from core import Config, get_game
    from core.playout import random_playout

    game_name, spread, _games, with_variants = WORK[name]
    game = get_game(game_name)
    variants = game.variants if with_variants else ()

    def config(seed: int) -> Config:
        return Config(players=2 + seed % spread, variants=variants)

    random_playout(game, config(0), 0, max_moves=20000)  # as playout_pair: caches warmed
    return sum(len(random_playout(game, config(seed), seed, max_moves=20000).moves)
               for seed in range(1, count + 1))


def callgrind(tree: Path, *command: str) -> tuple[int, str]:
    """Run ``python command`` with ``tree``'s checkout under callgrind: (instructions, its
    stdout)."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "cg.out"
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        ran = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                              sys.executable, *command], cwd=tree, env=env, check=True,
                             capture_output=True, text=True)
        total = re.search(r"^summary: (\d+)", out.read_text(), re.M)
        assert total, "callgrind wrote no summary"
        return int(total.group(1)), ran.stdout


def per_move(tree: Path, name: str, count: int) -> tuple[int, float]:
    """``name``'s moves in its first ``count`` games and the instructions a move."""
    script = str(HERE / "bench" / "playout_instructions.py")
    full, moves = callgrind(tree, script, "--play", name, "--count", str(count))
    empty, _ = callgrind(tree, script, "--play", name, "--count", "0")
    return int(moves), (full - empty) / int(moves)


def draws(tree: Path, side: str, loops: int) -> None:
    """Print ``tree``'s instructions a draw for each case of :data:`DRAWS`."""
    for label, (setup, body, per) in DRAWS.items():
        code = (f"from core.rng import Rng\n{WARM}\n"
                f"def run(n):\n{textwrap.indent(setup, '    ')}\n"
                f"    for _ in range(n):\n{textwrap.indent(body, ' ' * 8)}\nrun({{}})\n")
        full, _ = callgrind(tree, "-c", code.format(loops))
        empty, _ = callgrind(tree, "-c", code.format(0))
        print(f"{side}, {label}: {(full - empty) / loops / per:,.0f} instructions a draw",
              flush=True)


def main() -> None:
    """Measure the checkouts (or the draws) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, help="the checkout to compare against")
    parser.add_argument("--games", nargs="+", default=["dmc-variants", "dmc", "drive"])
    parser.add_argument("--count", type=int, default=10, help="seeded games of each")
    parser.add_argument("--draws", action="store_true", help="single draws, this checkout")
    parser.add_argument("--loops", type=int, default=20000, help="draws a case of --draws")
    parser.add_argument("--play", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:  # one measured process, with the checkout PYTHONPATH names
        print(play(args.play, args.count))
        return
    trees = [("base", args.base.resolve())] if args.base else []
    trees.append(("this", HERE))
    if args.draws:
        for side, tree in trees:
            draws(tree, side, args.loops)
        return
    for name in args.games:
        for side, tree in trees:
            moves, each = per_move(tree, name, args.count)
            print(f"{name}, {side} ({tree}): {moves:,} moves, {each:,.0f} instructions a move",
                  flush=True)


if __name__ == "__main__":
    main()
