"""Drive (1960) in the rulebook's words: what each card does, its signs, what a phase asks.

The catalogue serves these texts, so clients show them and keep no copy of
the rules.  A card's text is built from its data in :mod:`core.drive.cards`
(the same data the rules read), with the rulebook's sentences for each kind
of feature; edges are named as the card lies in its base orientation.
"""

from __future__ import annotations

from core.drive.cards import CardType
from core.drive.geometry import EDGES, left_of, parse_edge, right_of

#: the rulebook's four groups of traffic signs ("Traffic Signs", back of the rules)
ORDERS = "Signs Giving Orders – Mostly Circular"
WARNING = "Warning Signs – Mostly Triangular"
LIGHTS = "Light Signals"
INFORMATION = "Information Signs – All Rectangular"

#: the group of every sign printed on a card
SIGN_GROUP: dict[str, str] = {
    "Stop and Give Way": ORDERS,
    "Give way to traffic on major road": ORDERS,
    "No entry": ORDERS,
    "No waiting": ORDERS,
    "No stopping (\"Clearway\")": ORDERS,
    "No right turn": ORDERS,
    "No left turn": ORDERS,
    "Turn left": ORDERS,
    "Cross roads": WARNING,
    "Bend to right (or left if symbol reversed)": WARNING,
    "Road narrows on both sides": WARNING,
    "Pedestrian crossing": WARNING,
    "Road works": WARNING,
    "Level crossing without gate or barrier ahead": WARNING,
    "Location of level crossing without gate or barrier": WARNING,
    "Quayside or river bank": WARNING,
    "Low-flying aircraft or sudden aircraft noise": WARNING,
    "Alternately flashing red lights": LIGHTS,
    "Parking place": INFORMATION,
}

MISS_A_TURN = ("\"Miss a Turn\": the car stops before the obstruction or sign until the"
               " player's NEXT turn. At his next turn the player does not draw a card – he"
               " moves his car past the obstruction.")
GARAGE = ("Garage Cards are also \"Miss a Turn\" cards – the car is moved into the garage and"
          " left there until the next turn.")
NO_STOPPING = "\"No Stopping\" Cards mean what they say! Follow the instructions and take" \
              " another turn."
TRIANGLE = ("Cards having black Triangles must be placed with the Triangle side touching the"
            " position where the player's car is standing.")
ORDERS_FOLLOWED = ("\"Diversion\" Signs, signs indicating No Entry, Left (or Right) Turn Only,"
                   " and No Left (or Right) Turn, must all be followed.")
CAUTIONARY = "merely cautionary and do not affect play"
ROUNDABOUT = ("This card (of which each player has two) may only be played by placing it (at"
              " his turn) on top of any opponent's card already played. He does not take a"
              " card from the pack. It enables a player to cross or join an opponent's road."
              " Once played, the card remains where it is, becoming part of the Roadway.")

_SIDE = {"N": "north", "E": "east", "S": "south", "W": "west"}

#: every ``phase`` of the view, and what it asks of the seat to move
DECISION_TEXT: dict[str, str] = {
    "turn": "Draw the top card from the pack and add it to your Roadway, or drive along a road"
            " already laid (one card a turn), or play a Roundabout on an opponent's card.",
    "place": "Place the card you drew in front of your car, turned so that a road meets your"
             " car (a Triangle side touching it); if it cannot be played, discard it.",
    "exit": "Decide on the road on which you will leave your car (taking due note of any"
            " \"Diversion\", etc., signs).",
}


def _rule_text(card: CardType, entry: str, exits: str) -> str:
    side = _SIDE[entry]
    if not exits:
        return f"No Entry: no car may enter from the {side} side."
    arms = [e for e in card.roads if e != entry]
    barred = [e for e in arms if e not in exits]
    turn = {EDGES[left_of(parse_edge(entry))]: "left", EDGES[right_of(parse_edge(entry))]:
            "right"}
    if len(exits) == 1:
        way = turn.get(exits, "straight on")
        return (f"A car entering from the {side} side must leave by the {_SIDE[exits]} side"
                f" ({way} only).")
    names = " and ".join(f"the {_SIDE[e]} side ({turn.get(e, 'straight on')})" for e in barred)
    return f"A car entering from the {side} side may not leave by {names}."


def card_text(card: CardType) -> str:
    """Return what ``card`` does in play, in the rulebook's words where it has them."""
    if card.id == "roundabout":
        return ROUNDABOUT
    parts: list[str] = []
    if card.stops:
        parts.append(GARAGE if card.id == "garage" else MISS_A_TURN)
    if card.no_stopping:
        parts.append(NO_STOPPING)
    for entry, exits in card.rules.items():
        parts.append(_rule_text(card, entry, exits))
    if card.rules:
        parts.append(ORDERS_FOLLOWED)
    if card.triangle is not None:
        parts.append(TRIANGLE)
    if card.signs:
        orders = bool(card.rules or card.stops or card.no_stopping)
        listed = ", ".join(card.signs)
        parts.append(f"Signs: {listed} (to be followed as above)." if orders
                     else f"Signs: {listed} ({CAUTIONARY}).")
    if not parts:
        parts.append("A plain section of road: no sign controls the movement of the cars.")
    return " ".join(parts)
