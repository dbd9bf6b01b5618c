"""ASCII drawings of Drive: the board (for tests and bug reports) and the card sheet.

Each cell is 7 characters wide and 3 rows tall.  Road arms are ``|`` and
``---``; a Miss-a-Turn obstruction on an arm is ``#``; the black triangle's
arm is ``T``; an arm that may not be entered is ``x``.  The centre shows the
card: ``+`` a road, ``O`` a Roundabout, ``M`` Miss a Turn, ``C`` No Stopping
(clearway), ``!`` a sign with orders (No Entry, Turn Only, No Turn,
Diversion).  Cars are the capital initial of their colour on the arm where
they stand (``R B G Y``); a held car is drawn in lower case in the centre.
The Start and Finish card shows its ports (``sR`` Red's Start, ``fR`` its
Finish, ``xx`` a port no seat uses) around ``&``.  :func:`card_sheet` writes
every card's facts and drawing for ``docs/rules/drive-1960.md``.
"""

from __future__ import annotations

from core.drive.cards import ALL_TYPES, ROUNDABOUT, STANDARD, CardSet
from core.drive.geometry import (
    COLOURS,
    EDGES,
    FINISH_PORTS,
    PORTS,
    START_PORTS,
    left_of,
    parse_edge,
    right_of,
)
from core.drive.reading import pack_size
from core.drive.state import DriveState, colour_of

WIDTH, HEIGHT = 7, 3
#: where each edge's arm is drawn inside a cell: (row, columns)
_ARM = {0: (0, (3,)), 1: (1, (4, 5, 6)), 2: (2, (3,)), 3: (1, (0, 1, 2))}
#: where a car standing at each edge is drawn: (row, column)
_CAR = {0: (0, 3), 1: (1, 6), 2: (2, 3), 3: (1, 0)}


def _card_block(card: int, quarters: int, cards: CardSet = STANDARD) -> list[list[str]]:
    oriented = cards.table[card][quarters]
    block = [[" "] * WIDTH for _ in range(HEIGHT)]
    restricted = False
    for edge in range(4):
        if not oriented.arms >> edge & 1:
            continue
        row, cols = _ARM[edge]
        glyph = "|" if edge in (0, 2) else "-"
        if oriented.stops >> edge & 1:
            glyph = "#"
        elif oriented.triangle == edge:
            glyph = "T"
        elif not oriented.exits[edge]:
            glyph = "x"
        if oriented.exits[edge] and oriented.exits[edge] != oriented.arms & ~(1 << edge):
            restricted = True
        for col in cols:
            block[row][col] = glyph
    centre = "+"
    if card == ROUNDABOUT:
        centre = "O"
    elif oriented.stops:
        centre = "M"
    elif oriented.no_stopping:
        centre = "C"
    elif restricted or any(not oriented.exits[e] for e in range(4) if oriented.arms >> e & 1):
        centre = "!"
    block[1][3] = centre
    return block


def card_drawing(card: int, quarters: int = 0) -> str:
    """Return the 7×3 drawing of one card in a rotation, framed by dots."""
    block = _card_block(card, quarters)
    rows = ["." * (WIDTH + 2)]
    rows += ["." + "".join(r) + "." for r in block]
    rows.append("." * (WIDTH + 2))
    return "\n".join(rows)


def _start_block(x: int, y: int, cars: tuple[int, ...]) -> list[list[str]]:
    block = [[" "] * WIDTH for _ in range(HEIGHT)]
    for name, (px, py, edge) in PORTS.items():
        if (px, py) != (x, y):
            continue
        if name in START_PORTS and START_PORTS.index(name) in cars:
            label = "s" + COLOURS[START_PORTS.index(name)][0].upper()
        elif name in FINISH_PORTS and FINISH_PORTS.index(name) in cars:
            label = "f" + COLOURS[FINISH_PORTS.index(name)][0].upper()
        else:
            label = "xx"
        row, col = {0: (0, 2), 1: (1, 5), 2: (2, 2), 3: (1, 0)}[edge]
        block[row][col:col + 2] = list(label)
    block[1][3] = "&"
    return block


def render_text(state: DriveState) -> str:
    """Return an ASCII drawing of the board, then the cars and the counts."""
    return "\n".join([*_board_lines(state), "", *_status_lines(state)])


def _blocks(state: DriveState) -> dict[tuple[int, int], list[list[str]]]:
    """The drawing of every card on the table and of the Start and Finish card, with cars."""
    blocks: dict[tuple[int, int], list[list[str]]] = {}
    for (x, y), cell in state.cells.items():
        blocks[(x, y)] = _card_block(cell.card, cell.rot, state.options.cards)
    for x in (0, 1):
        for y in (0, 1):
            blocks[(x, y)] = _start_block(x, y, state.options.cars[:state.players])
    for seat, car in enumerate(state.cars):
        block = blocks.get((car.x, car.y))
        if car.retired or block is None:  # a car always stands on a card
            continue
        letter = colour_of(state, seat)[0].upper()
        if car.held or car.edge < 0:
            block[1][3] = letter.lower()
        else:
            row, col = _CAR[car.edge]
            block[row][col] = letter
    return blocks


def _board_lines(state: DriveState) -> list[str]:
    """The board, one empty place around everything, with the coordinates in the margins."""
    xs = [0, 1] + [x for x, _ in state.cells] + [car.x for car in state.cars]
    ys = [0, 1] + [y for _, y in state.cells] + [car.y for car in state.cars]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    blocks = _blocks(state)
    lines = ["     " + "".join(f"{x:^{WIDTH}}" for x in range(x0, x1 + 1))]
    for y in range(y0, y1 + 1):
        for row in range(HEIGHT):
            label = f"{y:>4} " if row == 1 else "     "
            empty = "   .   " if row == 1 else " " * WIDTH
            parts = ["".join(blocks[(x, y)][row]) if (x, y) in blocks else empty
                     for x in range(x0, x1 + 1)]
            lines.append((label + "".join(parts)).rstrip())
    return lines


def _status_lines(state: DriveState) -> list[str]:
    """The cars, the pack and the discard pile, and who is to move (or how it ended)."""
    lines = []
    for seat, car in enumerate(state.cars):
        status = "retired" if car.retired else ("held (Miss a Turn)" if car.held else "")
        edge = EDGES[car.edge] if car.edge >= 0 else "?"
        lines.append(f"{colour_of(state, seat):<6} ({car.x},{car.y}) exit {edge}"
                     f"  roundabouts {state.roundabouts[seat]}  {status}".rstrip())
    drawn = (f"  drawn {state.options.cards.types[state.drawn].id}" if state.drawn >= 0
             else "")
    lines.append(f"pack {pack_size(state)}  discard {sum(state.discard)}{drawn}")
    outcome = state.outcome
    if outcome is None:
        lines.append(f"to move: {colour_of(state, state.turn)} ({state.phase})")
    elif outcome["winners"]:
        winners = ", ".join(colour_of(state, s) for s in outcome["winners"])
        lines.append(f"game over ({outcome['reason']}): {winners} wins")
    else:
        lines.append(f"game over ({outcome['reason']}): drawn")
    return lines


def _turn_name(entry: int, exit_: int) -> str:
    if exit_ == left_of(entry):
        return f"{EDGES[exit_]} (left)"
    if exit_ == right_of(entry):
        return f"{EDGES[exit_]} (right)"
    return f"{EDGES[exit_]} (straight on)"


def card_sheet() -> str:
    """Return every card of the set as Markdown: its facts and its drawing at rotation 0.

    Generated from the data, so the rules document cannot drift from the engine.
    """
    out = []
    for index, card in enumerate(ALL_TYPES):
        facts = [f"roads {'–'.join(card.roads)}"]
        if card.stops:
            arms = " and ".join(card.stops)
            facts.append(f"Miss a Turn: obstruction on the {arms} arm" + "s" * (len(arms) > 1))
        if card.no_stopping:
            facts.append("No Stopping: the car may not stop here, another turn")
        for entry, exits in card.rules.items():
            e = parse_edge(entry)
            allowed = ", ".join(_turn_name(e, parse_edge(x)) for x in exits)
            facts.append(f"entering at {entry}: " + (f"exit {allowed} only" if exits
                                                     else "No Entry"))
        if card.triangle:
            facts.append(f"black triangle on the {card.triangle} edge")
        if card.signs:
            facts.append("pictures: " + "; ".join(card.signs))
        out.append(f"### `{card.id}` ×{card.count}: {card.name}\n\n{'. '.join(facts)}.\n\n"
                   f"```\n{card_drawing(index)}\n```\n")
    return "\n".join(out)
