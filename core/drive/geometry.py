"""The table of Drive (1960): the grid, edges, rotations, the Start and Finish card.

Cells are squares at ``(x, y)`` with ``y`` growing southward.  Edges are
numbered clockwise ``N=0 E=1 S=2 W=3`` and a rotation of ``r`` quarter turns
clockwise moves an arm at edge ``e`` to ``(e + r) % 4``.

The Start and Finish card covers the 2×2 block ``(0,0) (1,0) (0,1) (1,1)``.
Its eight outer edge segments are the ports, clockwise ``N0 N1 E0 E1 S0 S1
W0 W1``.  A car on a port stands on the Start and Finish card at that edge,
facing the cell beyond it.

Where a car of each colour may leave a cell (:func:`exit_kind_of`,
:func:`legal_exits`) and which places no edge of that card or the limit
touches (:func:`free_place`) are facts of the grid, the same in every game:
the rule checks (:mod:`core.drive.checks`) read them.
"""

from __future__ import annotations

from functools import lru_cache

N, E, S, W = 0, 1, 2, 3
EDGES = "NESW"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
ROTATIONS = (0, 90, 180, 270)

COLOURS = ("red", "blue", "green", "yellow")

#: port name -> (cell x, cell y, edge) on the Start and Finish card
PORTS: dict[str, tuple[int, int, int]] = {
    "N0": (0, 0, N), "N1": (1, 0, N),
    "E0": (1, 0, E), "E1": (1, 1, E),
    "S0": (1, 1, S), "S1": (0, 1, S),
    "W0": (0, 1, W), "W1": (0, 0, W),
}
#: the Start port of each seat (red, blue, green, yellow)
START_PORTS = ("N0", "E0", "S0", "W0")
#: the Finish port of each seat, on the side opposite its Start
FINISH_PORTS = ("S1", "W1", "N1", "E1")

#: the limit option: cards only within these bounds ("4 cards in any direction")
LIMIT_MIN, LIMIT_MAX = -4, 5


def opposite(edge: int) -> int:
    """Return the edge across the cell from ``edge``."""
    return (edge + 2) % 4


def left_of(entry: int) -> int:
    """Return the edge on the driver's left after entering a card at ``entry``.

    >>> EDGES[left_of(S)]  # a northbound driver entering at S has W on the left
    'W'
    """
    return (entry + 1) % 4


def right_of(entry: int) -> int:
    """Return the edge on the driver's right after entering a card at ``entry``.

    >>> EDGES[right_of(S)]
    'E'
    """
    return (entry + 3) % 4


def rotate(edge: int, quarters: int) -> int:
    """Return where ``edge`` goes when a card turns ``quarters`` quarter turns clockwise."""
    return (edge + quarters) % 4


def parse_edge(name: str) -> int:
    """Return the edge number of ``"N"``, ``"E"``, ``"S"`` or ``"W"``."""
    return EDGES.index(name)


#: :func:`parse_edge` of each edge's letter, read where a legal move names its edge (the
#: exit move, every few moves of a playout): a look-up instead of a call
EDGE_NUMBER: dict[str, int] = {name: parse_edge(name) for name in EDGES}


def is_start_card(x: int, y: int) -> bool:
    """Return True if ``(x, y)`` is one of the four cells of the Start and Finish card."""
    return 0 <= x <= 1 and 0 <= y <= 1


def within_limit(x: int, y: int) -> bool:
    """Return True if a card may go at ``(x, y)`` under the 4-card limit."""
    return LIMIT_MIN <= x <= LIMIT_MAX and LIMIT_MIN <= y <= LIMIT_MAX


def port_outside(port: str) -> tuple[int, int, int]:
    """Return ``(x, y, edge)``: the cell just outside ``port`` and its edge facing it.

    A car leaving that cell by that edge drives into the port.
    """
    x, y, edge = PORTS[port]
    return x + DX[edge], y + DY[edge], opposite(edge)


def port_of(x: int, y: int, edge: int) -> str | None:
    """Return the port a car at ``(x, y)`` leaving by ``edge`` drives into, if any."""
    nx, ny = x + DX[edge], y + DY[edge]
    if not is_start_card(nx, ny) or is_start_card(x, y):
        return None
    back = opposite(edge)
    for name, spot in PORTS.items():
        if spot == (nx, ny, back):
            return name
    return None  # pragma: no cover - every outer edge of the block is a port


#: ``AHEAD[edge]``: for a car at exit ``edge`` of its cell, ``(dx, dy, entry)``: the step to
#: the place in front of it and the edge by which it enters that place (:func:`opposite`);
#: read every time a car's front is (several times a turn), one look-up for three reads
AHEAD: tuple[tuple[int, int, int], ...] = tuple((DX[e], DY[e], opposite(e)) for e in range(4))

#: (x, y, edge) from which each colour's car drives into its own Finish
FINISH_OUT = tuple(port_outside(p) for p in FINISH_PORTS)

ILLEGAL, OPEN, FINISH = 0, 1, 2  # where leaving a card leads (reading.exit_kind)


def exit_kind_of(colour: int, limit: bool, x: int, y: int, edge: int) -> int:
    """:func:`core.drive.reading.exit_kind` for a car of ``colour``, the limit agreed or not."""
    nx = x + DX[edge]
    ny = y + DY[edge]
    if 0 <= nx <= 1 and 0 <= ny <= 1:
        out = FINISH_OUT[colour]
        return FINISH if out[0] == x and out[1] == y and out[2] == edge else ILLEGAL
    if limit and not within_limit(nx, ny):
        return ILLEGAL
    return OPEN


@lru_cache(maxsize=4096)
def legal_exits(colour: int, limit: bool, x: int, y: int) -> int:
    """The mask of edges by which a car of ``colour`` may leave ``(x, y)`` (:func:`exit_kind_of`
    not ``ILLEGAL``): the same in every game, so remembered (cards lie on a few hundred
    cells at most near the Start and Finish card or within the limit)."""
    return sum(1 << edge for edge in range(4) if exit_kind_of(colour, limit, x, y, edge))


def free_place(limit: bool, x: int, y: int) -> bool:
    """True if no edge of ``(x, y)`` touches the Start and Finish card or the limit.

    There every exit of a card is open and no card is one from a Finish, so a card
    may go at every turn at which it takes the car on (:attr:`CardSet.turns`);
    elsewhere the table around counts too (:func:`core.drive.checks.placements_at`).
    """
    return not (-1 <= x <= 2 and -1 <= y <= 2) and (
        not limit or LIMIT_MIN < x < LIMIT_MAX and LIMIT_MIN < y < LIMIT_MAX)
