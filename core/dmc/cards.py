"""The Driving Me Crazy! cards: ids, titles, colours and deck counts, in one place.

The rulebook publishes only totals (104 base, 52 '7+', 56 variant cards); the
per-card counts below are the project's assumption (see
``docs/rules/driving-me-crazy.md``) and can be overridden per game with the
``deck`` option (a house deck).  Variant cards are listed with their variant
and are dealt only in games that enable their variant (``config.variants``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    """One kind of card: its id, short JSON code, title, colour and counts."""

    id: str
    code: str
    title: str
    colour: str
    base: int = 0
    seven_plus: int = 0
    variant: str | None = None
    variant_count: int = 0


#: the base game's cards: id, code (the one-character id used in state JSON), title,
#: colour, copies in the base deck, copies added by the '7+' expansion
_BASE_CARDS: tuple[tuple[str, str, str, str, int, int], ...] = (
    ("km50", "5", "50 km", "distance", 30, 15),
    ("km100", "1", "100 km", "distance", 34, 17),
    ("stoplight", "S", "Stoplight", "red", 5, 2),
    ("u_turn", "U", "U-turn", "red", 5, 3),
    ("traffic", "T", "Traffic", "red", 5, 3),
    ("toll_booth", "B", "Toll booth", "red", 5, 2),
    ("roundabout", "R", "Roundabout", "blue", 4, 2),
    ("shortcut", "C", "Shortcut", "blue", 4, 2),
    ("gps", "G", "GPS", "blue", 4, 2),
    ("bus", "O", "Bus", "blue", 4, 2),
    ("race_car", "A", "Race car", "blue", 4, 2),
)

#: each variant's cards: id, code, title, colour, copies
_VARIANT_CARDS: dict[str, tuple[tuple[str, str, str, str, int], ...]] = {
    "quick_reactions": (
        ("stop_sign", "s", "Stop Sign", "reaction", 4),
        ("yield", "y", "Yield", "reaction", 4),
        ("backseat_driver", "b", "Backseat Driver", "reaction", 4),
        ("swerve", "w", "Swerve", "reaction", 2),
    ),
    "highway_hysterics": (
        ("speed_camera", "c", "Speed Camera", "red", 4),
        ("truck", "t", "Truck", "red", 4),
        ("motorway", "m", "Motorway", "blue", 4),
    ),
    "fork_in_the_road": (
        ("rest_stop", "r", "Rest Stop", "blue", 3),
        ("rearview_mirror", "v", "Rearview Mirror", "blue", 3),
        ("overtake", "o", "Overtake", "blue", 3),
        ("carpool", "p", "Carpool", "blue", 3),
        ("trailer", "l", "Trailer", "blue", 3),
    ),
    "signs_of_madness": (
        ("highway_sign", "h", "Highway Sign", "sign", 3),
        ("no_u_turn_sign", "n", "No U-Turn Sign", "sign", 3),
        ("low_tunnel_sign", "x", "Low Tunnel Sign", "sign", 3),
        ("speed_bumps_sign", "d", "Speed Bumps Sign", "sign", 3),
        ("signal_not_found", "g", "Signal Not Found", "sign", 3),
    ),
}

#: every card of the box, in catalogue order: the base game's, then each variant's
CARDS: tuple[Card, ...] = (
    *(Card(*row) for row in _BASE_CARDS),
    *(Card(card_id, code, title, colour, variant=variant, variant_count=copies)
      for variant, rows in _VARIANT_CARDS.items()
      for card_id, code, title, colour, copies in rows),
)

BY_ID: dict[str, Card] = {card.id: card for card in CARDS}
BY_CODE: dict[str, Card] = {card.code: card for card in CARDS}
CODE: dict[str, str] = {card.id: card.code for card in CARDS}

#: the four variants of the rulebook's "Game Variants", with what each adds
VARIANT_TEXT: dict[str, str] = {
    "quick_reactions": "Stop Sign, Yield, Backseat Driver and Swerve: reaction cards played"
                       " during another player's turn, in a reaction window after every card",
    "highway_hysterics": "Speed Camera and Truck (red) and Motorway (blue)",
    "fork_in_the_road": "Rest Stop, Rearview Mirror, Overtake, Carpool and Trailer: blue cards"
                        " with a choice of one effect OR another",
    "signs_of_madness": "five signs mixed into the draw pile after the deal; the top sign of"
                        " the sign pile forbids one card for the whole table",
}
VARIANTS: tuple[str, ...] = tuple(VARIANT_TEXT)

#: base-game card ids in catalogue order
BASE_IDS: tuple[str, ...] = tuple(card.id for card in CARDS if card.variant is None)
#: every card id in catalogue order (the order moves are enumerated in)
ALL_IDS: tuple[str, ...] = tuple(card.id for card in CARDS)
ORDER: dict[str, int] = {card_id: index for index, card_id in enumerate(ALL_IDS)}

DISTANCE: dict[str, int] = {"km50": 50, "km100": 100}
RED: frozenset[str] = frozenset(card.id for card in CARDS if card.colour == "red")
BLUE: frozenset[str] = frozenset(card.id for card in CARDS if card.colour == "blue")
REACTION: frozenset[str] = frozenset(card.id for card in CARDS if card.colour == "reaction")
SIGN: frozenset[str] = frozenset(card.id for card in CARDS if card.colour == "sign")

#: "No X cards may be played": the card each sign forbids while it is in force
FORBIDS: dict[str, str] = {
    "highway_sign": "stoplight",
    "no_u_turn_sign": "u_turn",
    "low_tunnel_sign": "bus",
    "speed_bumps_sign": "race_car",
    "signal_not_found": "gps",
}
#: the cards some sign forbids (a play of any other card need not ask which sign is in force)
FORBIDDEN: frozenset[str] = frozenset(FORBIDS.values())

#: cards with "one effect OR another" and the option names, first is the default reading
OPTIONS: dict[str, tuple[str, str]] = {
    "shortcut": ("resolve_traffic", "play_distance"),
    "overtake": ("resolve_truck", "play_distance"),
    "rest_stop": ("draw", "discard"),
    "rearview_mirror": ("discard_pile", "hands"),
    "carpool": ("blue_card", "distance_cards"),
    "trailer": ("hand_size", "two_plays"),
}

#: turn trackers (the circled numbers): turns of the affected player
DURATION: dict[str, int] = {"stoplight": 2, "traffic": 4, "truck": 6}
#: "for the next 4 turns": Trailer's effect lasts this many of its player's turns
TRAILER_TURNS = 4

#: the '7+' cards are added from this many players on
SEVEN_PLUS_FROM = 7

#: a house deck holds at most this many copies of a card: twice the most any box holds (51
#: 100 km cards with 7 or more players), so a table may combine two boxes; the bound keeps
#: what one game's state holds small, whoever sends the options (a count of a billion
#: once made the server try to build a deck of a billion cards)
MAX_COPIES = 2 * max(card.base + card.seven_plus for card in CARDS)

TOTALS = {
    "base": sum(card.base for card in CARDS),
    "seven_plus": sum(card.seven_plus for card in CARDS),
    "variant": sum(card.variant_count for card in CARDS),
}


def deck_counts(
    players: int, variants: tuple[str, ...] = (), house: Mapping[str, int] | None = None,
) -> dict[str, int]:
    """Return ``{card id: copies}`` for a game (catalogue order, zero counts dropped).

    Base cards always, the '7+' cards from :data:`SEVEN_PLUS_FROM` players,
    variant cards for the enabled variants, then the house deck's counts
    replace the named cards' counts.
    """
    counts: dict[str, int] = {}
    for card in CARDS:
        count = card.base + (card.seven_plus if players >= SEVEN_PLUS_FROM else 0)
        if card.variant is not None and card.variant in variants:
            count += card.variant_count
        counts[card.id] = count
    for card_id, count in (house or {}).items():
        counts[card_id] = count
    return {card_id: count for card_id, count in counts.items() if count > 0}
