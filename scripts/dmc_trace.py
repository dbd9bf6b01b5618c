"""Regenerate tests/dmc/data/dmc_trace.json.gz, the Driving Me Crazy! replay trace.

Run only after a deliberate rule change: ``PYTHONPATH=$PWD python3 scripts/dmc_trace.py``.
"""

from __future__ import annotations

from tests.dmc import trace
from tests.trace_common import write_trace


def main() -> None:
    """Play the trace's games, check its size and write it."""
    write_trace(trace.generate(), trace.PATH, trace.MIN_MOVES)


if __name__ == "__main__":
    main()
