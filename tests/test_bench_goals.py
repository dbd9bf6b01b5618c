"""The benches' verdicts on issue 11's goals: met, or by how far they miss."""

from __future__ import annotations

from bench.goals import judged


def test_a_ceiling_met_or_missed_by_its_factor():
    assert judged("p99", 0.8, 1.0, at_most=True, unit=" s").endswith("met")
    assert judged("p99", 1.0, 1.0, at_most=True).endswith(": met")
    assert judged("p99", 1.29, 1.0, at_most=True, unit=" s") == \
        "p99: 1.29 s (goal <= 1.00 s): NOT met, 1.29x off"


def test_a_floor_met_or_missed_by_its_factor():
    assert judged("ratio", 1.2, 1.0, at_most=False).endswith(": met")
    assert judged("ratio", 0.5, 1.0, at_most=False) == \
        "ratio: 0.50 (goal >= 1.00): NOT met, 2.00x off"


def test_a_zero_goal_or_figure_never_divides_by_zero():
    assert judged("errors", 0, 0, at_most=True, digits=0).endswith(": met")
    assert "inf" in judged("errors", 3, 0, at_most=True, digits=0)
    assert "inf" in judged("moves/s", 0, 1, at_most=False)
