"""The Drive (1960) card set, as data in one place, and its rotated tables.

No public record of the original cards survives, so this set is a
reconstruction (see docs/rules/drive-1960.md).  Every card is drawn in its
base orientation (rotation 0); edges are ``N E S W`` and left and right are
from the driver's point of view: a northbound driver entering at ``S`` has
``W`` on the left and ``E`` on the right.

- ``roads``: the edges with a road arm; all arms of a card meet in the middle.
- ``stops``: arms with a Miss-a-Turn obstruction (level crossing, road works,
  garage): a route through one halts the car before it until its next turn.
- ``no_stopping``: a car may not end its move here; it takes another turn.
- ``rules``: per entry edge, the exits a car may take (No Entry, Turn Only,
  No Left/Right Turn, Diversion); an empty list is No Entry.
- ``triangle``: the edge that must touch the car's position, or None.
- ``signs``: pictures only; they do not affect play.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from core.drive.geometry import EDGES, parse_edge, rotate


@dataclass(frozen=True)
class CardType:
    """One kind of Roadway card, in its base orientation."""

    id: str
    name: str
    count: int
    roads: str
    stops: str = ""
    no_stopping: bool = False
    rules: dict[str, str] = field(default_factory=dict)
    triangle: str | None = None
    signs: tuple[str, ...] = ()

    @property
    def miss_a_turn(self) -> bool:
        """True if the card bears the words "Miss a Turn"."""
        return bool(self.stops)


#: The draw pile (70 cards).  The Roundabouts are dealt separately.
CARD_TYPES: tuple[CardType, ...] = (
    CardType("straight", "Straight road", 5, "NS"),
    CardType("straight-pedestrian-crossing", "Straight road, pedestrian crossing", 2, "NS",
             signs=("Pedestrian crossing",)),
    CardType("straight-road-narrows", "Straight road, road narrows", 2, "NS",
             signs=("Road narrows on both sides",)),
    CardType("straight-quayside", "Straight road, quayside", 1, "NS",
             signs=("Quayside or river bank",)),
    CardType("bend", "Bend", 8, "NE"),
    CardType("bend-warning", "Bend, bend warning", 2, "NE",
             signs=("Bend to right (or left if symbol reversed)",)),
    CardType("bend-turn-left", "Bend, Turn left (triangle)", 4, "NE", triangle="N",
             signs=("Turn left",)),
    CardType("bend-turn-right", "Bend, Turn right (triangle)", 4, "NW", triangle="N",
             signs=("Bend to right (or left if symbol reversed)",)),
    CardType("t-junction", "T-junction", 8, "NES"),
    CardType("t-junction-stem", "T-junction, triangle on the stem", 2, "ESW", triangle="S",
             signs=("Stop and Give Way",)),
    CardType("t-junction-bar", "T-junction, triangle on the bar", 2, "NES", triangle="N",
             signs=("Give way to traffic on major road",)),
    CardType("crossroads", "Crossroads", 5, "NESW", signs=("Cross roads",)),
    CardType("crossroads-aircraft", "Crossroads, low-flying aircraft", 1, "NESW",
             signs=("Low-flying aircraft or sudden aircraft noise",)),
    CardType("level-crossing", "Level crossing (Miss a Turn)", 3, "NS", stops="N",
             signs=("Level crossing without gate or barrier ahead",
                    "Alternately flashing red lights")),
    CardType("crossroads-level-crossing", "Crossroads with level crossing (Miss a Turn)", 2,
             "NESW", stops="NS",
             signs=("Location of level crossing without gate or barrier",)),
    CardType("road-works", "Road works (Miss a Turn)", 2, "NS", stops="N",
             signs=("Road works",)),
    CardType("garage", "Garage (Miss a Turn)", 3, "NS", stops="N",
             signs=("Parking place",)),
    CardType("no-stopping", "No Stopping (Clearway)", 3, "NS", no_stopping=True,
             signs=("No stopping (\"Clearway\")", "No waiting")),
    CardType("one-way", "One way (No Entry at S)", 1, "NS", rules={"S": ""},
             signs=("No entry",)),
    CardType("t-junction-no-entry", "T-junction, No Entry at E", 2, "NES", rules={"E": ""},
             signs=("No entry",)),
    CardType("left-turn-only", "Left Turn Only", 1, "ESW", rules={"S": "W"},
             signs=("Turn left",)),
    CardType("right-turn-only", "Right Turn Only", 1, "ESW", rules={"S": "E"}),
    CardType("no-left-turn", "No Left Turn", 2, "NESW", rules={"S": "NE"},
             signs=("No left turn",)),
    CardType("no-right-turn", "No Right Turn", 2, "NESW", rules={"S": "NW"},
             signs=("No right turn",)),
    CardType("diversion", "Diversion", 2, "NESW", rules={"S": "E"}),
)

ROUNDABOUT_TYPE = CardType("roundabout", "Roundabout", 8, "NESW")
#: every type, the draw pile's first and the Roundabout last
ALL_TYPES: tuple[CardType, ...] = CARD_TYPES + (ROUNDABOUT_TYPE,)
ROUNDABOUT = len(CARD_TYPES)
ROUNDABOUTS_PER_PLAYER = 2
PACK_SIZE = sum(t.count for t in CARD_TYPES)
INDEX: dict[str, int] = {t.id: i for i, t in enumerate(ALL_TYPES)}


def _mask(edges: str) -> int:
    out = 0
    for ch in edges:
        out |= 1 << parse_edge(ch)
    return out


def _rot_mask(mask: int, quarters: int) -> int:
    return ((mask << quarters) | (mask >> (4 - quarters))) & 0xF


@dataclass(frozen=True, slots=True)
class Oriented:
    """A card type turned by a rotation: bit masks over the rotated edges."""

    arms: int
    stops: int
    triangle: int
    no_stopping: bool
    #: exits[entry]: the exits allowed after entering at ``entry`` (0: cannot enter)
    exits: tuple[int, int, int, int]


def _orient(card: CardType, quarters: int) -> Oriented:
    arms = _mask(card.roads)
    exits = []
    for entry in range(4):
        if not arms >> entry & 1:
            exits.append(0)
            continue
        allowed = arms & ~(1 << entry)
        rule = card.rules.get(EDGES[entry])
        if rule is not None:
            allowed &= _mask(rule)
        exits.append(allowed)
    rotated = [0, 0, 0, 0]
    for entry in range(4):
        rotated[rotate(entry, quarters)] = _rot_mask(exits[entry], quarters)
    triangle = -1 if card.triangle is None else rotate(parse_edge(card.triangle), quarters)
    return Oriented(
        arms=_rot_mask(arms, quarters), stops=_rot_mask(_mask(card.stops), quarters),
        triangle=triangle, no_stopping=card.no_stopping,
        exits=(rotated[0], rotated[1], rotated[2], rotated[3]),
    )


#: TABLE[type index][quarter turns]: every card in every rotation, precomputed
TABLE: tuple[tuple[Oriented, ...], ...] = tuple(
    tuple(_orient(card, q) for q in range(4)) for card in ALL_TYPES
)


def edges_of(mask: int) -> list[str]:
    """Return the edge names set in ``mask``, clockwise from N."""
    return [EDGES[e] for e in range(4) if mask >> e & 1]


@dataclass(frozen=True, eq=False)
class CardSet:
    """The cards of one game: the reconstructed set, or a referee's house deck.

    ``types`` are the reconstructed types (their counts possibly replaced),
    the Roundabout at :data:`ROUNDABOUT`, then any house card types; ``slots``
    is the length of a state's per-type pack and discard counts: the
    reconstructed types only, or every type when house cards are present
    (the Roundabout's slot then stays 0: it is never in the pack).
    """

    types: tuple[CardType, ...]
    table: tuple[tuple[Oriented, ...], ...]
    index: dict[str, int]
    slots: int

    @property
    def house(self) -> bool:
        """True for a house deck (any count or card differs from the reconstruction)."""
        return self is not STANDARD

    def counts(self) -> list[int]:
        """Return the copies of each type in the pack, one per slot (a list of its own)."""
        return list(self.copies)

    @cached_property
    def copies(self) -> tuple[int, ...]:
        """The copies of each type in the pack, one per slot: worked out once per card set
        (every new game starts from them)."""
        return tuple(0 if i == ROUNDABOUT else t.count
                     for i, t in enumerate(self.types[:self.slots]))

    @cached_property
    def unshuffled(self) -> tuple[int, ...]:
        """The pack before it is shuffled: each type's index as many times as it has
        copies, in type order (a new game of the digital mode shuffles a copy of it)."""
        return tuple(index for index, count in enumerate(self.copies)
                     for _ in range(count))

    def pack_size(self) -> int:
        """Return the number of cards in the pack (Roundabouts are dealt apart)."""
        return sum(self.counts())

    @cached_property
    def turns(self) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
        """``turns[ignore_triangles][type][entry]``: the quarter turns at which a card of
        ``type`` takes a car entering by ``entry`` on to some exit, its triangle (unless
        triangles are ignored) facing the car.

        Away from the Start and Finish card and from any limit, these are the card's
        placements (:func:`core.drive.checks.placements_at`); elsewhere the table
        around may rule out some of them.  Built once per card set, when first asked:
        only a house deck's own types are new (a house deck is built anew each time a
        game's state is read).
        """
        known = len(TABLE) if self.table[:len(TABLE)] == TABLE else 0
        return tuple(TABLE_TURNS[ignore][:known]
                     + tuple(_turns_of(rotations, not ignore) for rotations in self.table[known:])
                     for ignore in (False, True))

    @cached_property
    def every_type_takes(self) -> tuple[bool, bool]:
        """``[ignore_triangles]``: True if a card of every type of the pack (slots) takes a
        car on from every edge at some turn (the reconstructed set does): then any card
        left may go in an empty place away from the Start and Finish card and the limit."""
        takes = [all(map(all, by_type[:self.slots])) for by_type in self.turns]
        return takes[0], takes[1]


def _takes(card: Oriented, entry: int, triangles: bool) -> bool:
    """True if ``card`` as it lies takes a car entering by ``entry`` on to some exit, its
    triangle (when ``triangles`` are observed) facing the car."""
    return bool(card.exits[entry]) and not (triangles and card.triangle >= 0
                                            and card.triangle != entry)


def _turns_of(rotations: tuple[Oriented, ...], triangles: bool) -> tuple[tuple[int, ...], ...]:
    """Per entry edge: the quarter turns at which a card turned as ``rotations`` takes a car
    entering there on (:attr:`CardSet.turns`)."""
    return tuple(tuple(q for q, turned in enumerate(rotations) if _takes(turned, entry, triangles))
                 for entry in range(4))


#: :attr:`CardSet.turns` of every type of :data:`TABLE`: ``[ignore_triangles][type][entry]``
TABLE_TURNS = tuple(tuple(_turns_of(rotations, not ignore) for rotations in TABLE)
                    for ignore in (False, True))


STANDARD = CardSet(ALL_TYPES, TABLE, INDEX, len(CARD_TYPES))


def card_set(counts: dict[str, int], extra: tuple[CardType, ...] = ()) -> CardSet:
    """Return a house deck: ``counts`` replace reconstructed counts, ``extra`` types are added."""
    if not counts and not extra:
        return STANDARD
    types = tuple(replace(t, count=counts[t.id]) if t.id in counts else t for t in CARD_TYPES)
    types += (ROUNDABOUT_TYPE, *extra)
    table = TABLE + tuple(tuple(_orient(card, q) for q in range(4)) for card in extra)
    return CardSet(types, table, {t.id: i for i, t in enumerate(types)},
                   len(types) if extra else len(CARD_TYPES))


def oriented(card: CardType) -> tuple[Oriented, ...]:
    """Return ``card`` in its four rotations (what matters for play, turned)."""
    return tuple(_orient(card, q) for q in range(4))
