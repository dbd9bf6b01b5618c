"""The goals judged (issues 11 and 28): each bench ends with its figures against them.

One line per goal: the figure, the goal, and ``met`` or ``NOT met`` with the
factor by which it misses (``1.29x`` over a ceiling, or under a floor).  Why a
goal is missed on this kind of machine is in ``docs/performance.md``; the
benches point there.
"""

from __future__ import annotations

WHY = "why a goal is not met, and the profile behind it: docs/performance.md"


def judged(label: str, value: float, goal: float, *, at_most: bool, unit: str = "",
           digits: int = 2) -> str:
    """Return ``label: value (goal <= goal): met`` or ``... NOT met, F x off``.

    ``at_most`` is True for a ceiling (latency, CPU, errors), False for a floor
    (a ratio that must reach the goal).
    """
    met = value <= goal if at_most else value >= goal
    line = (f"{label}: {value:.{digits}f}{unit} (goal {'<=' if at_most else '>='}"
            f" {goal:.{digits}f}{unit}): ")
    if met:
        return line + "met"
    if at_most:
        off = value / goal if goal else float("inf")
    else:
        off = goal / value if value else float("inf")
    return line + f"NOT met, {off:.2f}x off"


def print_goals(lines: list[str]) -> None:
    """Print the judged goals under one heading, and where the reasons are."""
    print("goals:")
    for line in lines:
        print("  " + line)
    if any("NOT met" in line for line in lines):
        print("  " + WHY)
