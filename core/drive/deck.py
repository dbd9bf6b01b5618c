"""House decks for referee mode: the cards of a real 1960 box, and cards described in play.

No public card list of the 1960 game survives, so the engine's set is a
reconstruction (:mod:`core.drive.cards`).  A real box may hold more or fewer
of a card, or cards the reconstruction lacks.  In referee mode the option
``deck`` declares the box:

- ``{"level-crossing": 4}``: a reconstructed card and its count in the box
  (replacing the reconstruction's; 0 removes it);
- ``{"bend-garage": {"count": 2, "roads": "NE", "stops": "N"}}``: a card the
  reconstruction lacks, described by what matters for play: its ``roads``
  (edges, in the card's own orientation), ``stops`` (the arms with a Miss a
  Turn obstruction), ``triangle`` (the edge that must touch the car),
  ``no_stopping`` and ``rules`` (signs giving orders: per entry edge, the
  exits allowed; ``""`` is No Entry), plus an optional ``name``.

A draw report names a card by its id, or describes it the same way
(``{"type": "draw", "card": {"roads": "NES", "triangle": "N"}}``): the
description is matched, in any rotation, against the game's cards with a copy
left (:func:`resolve`).  Either way no more copies of a card can be reported
than the deck declares.  Digital mode keeps the documented reconstruction.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from core.drive.cards import (
    INDEX,
    ROUNDABOUT,
    CardSet,
    CardType,
    Oriented,
    card_set,
    oriented,
)
from core.drive.geometry import EDGES
from core.errors import InvalidConfig

#: a house card's id: lower-case words joined by hyphens
HOUSE_ID = r"^[a-z0-9]+(-[a-z0-9]+)*$"
MAX_ID = 40
#: bounds of what a house deck may declare
MAX_COPIES, MAX_PACK, MAX_HOUSE_TYPES = 40, 300, 40
#: the fields of a described card (a draw report), and those only the deck option adds
FEATURES = ("roads", "stops", "triangle", "no_stopping", "rules")
DECLARED = ("count", "name")

_EDGES_SCHEMA = {"type": "string", "pattern": "^[NESW]{0,4}$"}
#: JSON Schema of a card described by what matters for play
DESCRIPTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "A card described by what matters for play, in its own orientation:"
                   " roads (edges with a road, 2 to 4), stops (arms with a Miss a Turn"
                   " obstruction), triangle (edge that must touch the car), no_stopping, and"
                   " rules (per entry edge the exits signs allow; \"\" is No Entry).",
    "properties": {
        "roads": {**_EDGES_SCHEMA, "minLength": 2},
        "stops": _EDGES_SCHEMA,
        "triangle": {"anyOf": [{"type": "string", "enum": list(EDGES)}, {"type": "null"}]},
        "no_stopping": {"type": "boolean"},
        "rules": {"type": "object", "propertyNames": {"enum": list(EDGES)},
                  "additionalProperties": _EDGES_SCHEMA},
    },
    "required": ["roads"],
    "additionalProperties": False,
}
#: JSON Schema of the ``deck`` option
OPTION_SCHEMA: dict[str, Any] = {
    "type": ["object", "null"],
    "default": None,
    "description": "Referee mode: the cards of your box, when it differs from the"
                   " reconstructed set. A reconstructed card's id with its count (0 removes"
                   " it), or a new id with the card described: {count, name, roads, stops,"
                   " triangle, no_stopping, rules}.",
    "propertyNames": {"pattern": HOUSE_ID, "maxLength": MAX_ID},
    "additionalProperties": {"anyOf": [
        {"type": "integer", "minimum": 0, "maximum": MAX_COPIES},
        {**DESCRIPTION_SCHEMA,
         "properties": {**DESCRIPTION_SCHEMA["properties"],
                        "count": {"type": "integer", "minimum": 0, "maximum": MAX_COPIES},
                        "name": {"type": "string", "maxLength": 60}},
         "required": ["count", "roads"]},
    ]},
}


def _edges(value: Any, what: str, allowed: str = EDGES) -> str:
    if not isinstance(value, str) or len(set(value)) != len(value) or not set(value) <= set(
            allowed):
        raise ValueError(f"{what} must be distinct edges among {allowed or 'none'},"
                         f" not {value!r}")
    return "".join(e for e in EDGES if e in value)


def describe(data: Any, card_id: str = "described", count: int = 0,
             name: str | None = None) -> CardType:
    """Return the card type ``data`` describes (only :data:`FEATURES`); raise ValueError."""
    if not isinstance(data, Mapping):
        raise ValueError("a card is described by an object {roads, stops, triangle, ...}")
    unknown = sorted(set(data) - set(FEATURES))
    if unknown:
        raise ValueError(f"unknown field(s) {', '.join(unknown)}; a card is described by"
                         f" {', '.join(FEATURES)}")
    if "roads" not in data:
        raise ValueError("a card needs its roads")
    roads = _edges(data["roads"], "roads")
    if len(roads) < 2:
        raise ValueError("a card needs at least 2 roads (a car must enter and leave it)")
    stops = _edges(data.get("stops", ""), "stops (arms with an obstruction)", roads)
    triangle = data.get("triangle")
    if triangle is not None and (not isinstance(triangle, str) or triangle not in roads):
        raise ValueError(f"triangle must be one of the card's roads {roads}, or null")
    no_stopping = data.get("no_stopping", False)
    if not isinstance(no_stopping, bool):
        raise ValueError("no_stopping must be true or false")
    rules = data.get("rules", {})
    if not isinstance(rules, Mapping):
        raise ValueError("rules must be an object {entry edge: exits allowed}")
    checked = {}
    for entry, exits in rules.items():
        if entry not in roads:
            raise ValueError(f"rules: {entry!r} is not one of the card's roads {roads}")
        checked[entry] = _edges(exits, f"rules[{entry}] (exits)",
                                "".join(e for e in roads if e != entry))
    return CardType(card_id, name or card_id, count, roads, stops, no_stopping, checked,
                    triangle)


def _count(value: Any, card: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COPIES:
        raise InvalidConfig(f"deck: the count of {card} must be a whole number from 0 to"
                            f" {MAX_COPIES}, not {value!r}", code="invalid_option")
    return value


def deck_of(options: Mapping[str, Any], mode: str) -> CardSet:
    """Check the ``deck`` option and return the game's cards; raise InvalidConfig if refused."""
    deck = options.get("deck")
    if deck is None:
        return card_set({})
    if mode != "referee":
        raise InvalidConfig("deck: a house deck describes a physical box, for referee mode;"
                            " digital mode deals the documented set", code="invalid_option")
    if not isinstance(deck, Mapping):
        raise InvalidConfig("deck must be an object {card: count or description}",
                            code="invalid_option")
    counts: dict[str, int] = {}
    extra: list[CardType] = []
    for card, value in deck.items():
        if card in INDEX and INDEX[card] != ROUNDABOUT:
            counts[card] = _count(value, card)
            continue
        if card == "roundabout":
            raise InvalidConfig("deck: Roundabouts are dealt 2 per player, not drawn",
                                code="invalid_option")
        if not isinstance(card, str) or len(card) > MAX_ID or not re.match(HOUSE_ID, card):
            raise InvalidConfig(f"deck: {card!r} is not a card id (lower-case words joined by"
                                " hyphens)", code="invalid_option")
        if not isinstance(value, Mapping):
            raise InvalidConfig(f"deck: {card!r} is not a card of the reconstructed set:"
                                " describe it {count, roads, stops, triangle, no_stopping,"
                                " rules}", code="invalid_option")
        name = value.get("name")
        if name is not None and (not isinstance(name, str) or not 0 < len(name) <= 60):
            raise InvalidConfig(f"deck: the name of {card} must be a short text",
                                code="invalid_option")
        count = _count(value.get("count"), card)
        try:
            extra.append(describe({k: v for k, v in value.items() if k not in DECLARED},
                                  card, count, name))
        except ValueError as exc:
            raise InvalidConfig(f"deck: {card}: {exc}", code="invalid_option") from None
    if len(extra) > MAX_HOUSE_TYPES:
        raise InvalidConfig(f"deck: at most {MAX_HOUSE_TYPES} cards beyond the reconstructed"
                            " set", code="invalid_option")
    cards = card_set(counts, tuple(extra))
    if not 0 < cards.pack_size() <= MAX_PACK:
        raise InvalidConfig(f"deck: a pack of {cards.pack_size()} cards; it must hold 1 to"
                            f" {MAX_PACK}", code="invalid_option")
    return cards


def plain(card: Oriented, ignore_triangles: bool) -> Oriented:
    """Return ``card`` as play sees it: without its triangle when triangles are disregarded."""
    return replace(card, triangle=-1) if ignore_triangles and card.triangle >= 0 else card


@lru_cache(maxsize=64)
def looks(cards: CardSet, ignore_triangles: bool) -> tuple[frozenset[Oriented], ...]:
    """Return, per type of ``cards``, the ways it can lie on the table as play sees them.

    Two types that look alike (the same set: "look-alikes") are the same card
    for play; only their ids and pictures differ.
    """
    return tuple(frozenset(plain(o, ignore_triangles) for o in rotations)
                 for rotations in cards.table)


def alike(cards: CardSet, ignore_triangles: bool, card: int) -> list[int]:
    """Return the types of ``cards`` (in the pack's slots) that look like ``card``."""
    seen = looks(cards, ignore_triangles)
    return [t for t in range(cards.slots) if t != ROUNDABOUT and seen[t] == seen[card]]


def resolve(cards: CardSet, drawable: list[int], data: Any,
            ignore_triangles: bool = False) -> int | None:
    """Return the type a described card (a draw report) is booked as, or None if none is left.

    The first type of the game's set (reconstructed order, then house cards)
    that the description fits in some rotation (its triangle disregarded when
    triangles are) and with a copy left to draw.  The booking is provisional:
    a later report naming a look-alike whose copies are all booked moves it to
    another look-alike (:func:`core.drive.apply.rebook`).  Raises ValueError
    for a bad description.
    """
    wanted = plain(oriented(describe(data))[0], ignore_triangles)
    seen = looks(cards, ignore_triangles)
    for index in range(len(drawable)):
        if drawable[index] and index != ROUNDABOUT and wanted in seen[index]:
            return index
    return None


def matches(cards: CardSet, data: Any, ignore_triangles: bool = False) -> list[str]:
    """Return the ids of every card of the set the description fits (any rotation)."""
    wanted = plain(oriented(describe(data))[0], ignore_triangles)
    seen = looks(cards, ignore_triangles)
    return [t.id for i, t in enumerate(cards.types[:cards.slots])
            if i != ROUNDABOUT and wanted in seen[i]]

