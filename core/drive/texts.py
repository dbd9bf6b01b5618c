"""Drive (1960) in the rulebook's words: what each card does, its signs, what a phase asks.

The catalogue serves these texts, so clients show them and keep no copy of
the rules.  A card's text is built from its data in :mod:`core.drive.cards`
(the same data the rules read), with the rulebook's sentences for each kind
of feature; edges are named as the card lies in its base orientation.
"""

from __future__ import annotations

from core.drive.cards import CardType
from core.drive.checks import (
    ALL_RETIRED,
    BROKEN_DOWN,
    NO_CARDS,
    NO_MOVES,
    NO_PLAYABLE_CARD,
    NO_WAY_THROUGH,
    NO_WAY_TO_FINISH,
    OPPONENTS_CAR,
    OWN_CARD,
    RETIRES,
    SHUT_IN,
    STALEMATE,
)
from core.drive.geometry import EDGES, left_of, parse_edge, right_of
from core.drive.state import DriveState, colour_of

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


# -- why a car cannot move, and why a game ends without a winner ----------------------

STUCK_TEXTS = {
    NO_CARDS: "The pack and the discard pile are empty: {c} cannot draw a card for the "
              "empty place in front, so the turn passes. The game goes on while any car "
              "can move.",
    OPPONENTS_CAR: "{c}'s way is barred and an opponent's car stands on the card in front, "
                   "where the Roundabout must go: {c} waits until that car has moved.",
    OWN_CARD: "{c}'s own card in front gives the car no road, and a Roundabout goes only on "
              "an opponent's card: the car waits (an opponent's Roundabout there would open "
              "the way). It has not broken down while it holds a Roundabout; {c} may retire "
              "instead.",
    NO_WAY_THROUGH: "{c}'s car faces no road it may take, and no Roundabout can go there "
                    "(an edge of the Start and Finish card, or a card no Roundabout opens): "
                    "the car waits. It has not broken down while it holds a Roundabout; {c} "
                    "may retire instead.",
    BROKEN_DOWN: "{c} has used both Roundabouts and the card in front gives no road: the "
                 "car has broken down and {c} retires.",
    RETIRES: "{c}'s car cannot go on and {c} chose to retire.",
    SHUT_IN: "{c}'s car is shut in: driving, its Roundabouts and turning round (if agreed)"
             " lead neither to its Finish nor to an empty place where a card could go. Only"
             " an opponent's Roundabout could open the way; {c} may retire.",
    NO_PLAYABLE_CARD: "None of the cards left in the pack and the discard pile can be placed"
                      " in front of {c}'s car, so {c} can only draw and discard; {c} may"
                      " retire.",
    ALL_RETIRED: "Every car has broken down or retired: the game ends without a winner.",
    NO_MOVES: "No car still in the game can move: each can only wait. The game ends without"
              " a winner.",
    NO_WAY_TO_FINISH: "No car still in the game can reach its Finish any more: each is barred,"
                      " shut in a loop of road or can place none of the cards left, and none"
                      " can open the way for another. The game ends without a winner.",
    STALEMATE: "No card was put on the table and no car came nearer its Finish than ever"
               " before for the agreed number of rounds (house rule): the game ends without"
               " a winner.",
}


def stuck_text(state: DriveState, seat: int, reason: str) -> str:
    """Return the plain sentence a player sees for ``reason`` (see :func:`stuck`)."""
    return STUCK_TEXTS[reason].format(c=colour_of(state, seat).capitalize())


def ending_text(state: DriveState, reason: str) -> str:
    """Return the plain sentence saying why a game ended (or can end) without a winner."""
    return STUCK_TEXTS[NO_MOVES if reason == NO_CARDS else reason]
