"""Regenerate tests/dmc/data/dmc_trace.json.gz, the Driving Me Crazy! replay trace.

Run only after a deliberate rule change: ``PYTHONPATH=$PWD python3 scripts/dmc_trace.py``.
"""

from __future__ import annotations

from tests.dmc.trace import MIN_MOVES, PATH, generate, moves_in, save


def main() -> None:
    """Play the trace's games, check its size and write it."""
    trace = generate()
    moves = moves_in(trace)
    if moves < MIN_MOVES:
        raise SystemExit(f"only {moves} moves; the trace must replay at least {MIN_MOVES}")
    save(trace)
    print(f"{PATH}: {len(trace['games'])} games, {moves} moves, {PATH.stat().st_size} bytes")


if __name__ == "__main__":
    main()
