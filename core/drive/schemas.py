"""JSON Schemas of what Drive sends: its view, events and outcome.

The API publishes them as OpenAPI components (``drive.View``, ...);
``tests/drive/test_schemas.py`` checks every view and event of random games
against them, so they cannot drift from :mod:`core.drive.view` and
:mod:`core.drive.rules`.
"""

from __future__ import annotations

from core.drive.cards import ALL_TYPES
from core.drive.deck import HOUSE_ID
from core.drive.geometry import COLOURS, EDGES, ROTATIONS
from core.schema import (
    BOOL,
    INT,
    SEAT,
    SEATS,
    STR,
    Schema,
    array,
    catalogue,
    enum,
    event,
    nullable,
    obj,
    outcome,
)

#: a card of the reconstructed set, or of a referee's house deck (option deck)
CARD = {"anyOf": [enum([t.id for t in ALL_TYPES]),
                  {"type": "string", "pattern": HOUSE_ID, "description": "a house deck's card"}]}
EDGE = enum(list(EDGES))  # EDGES is the string "NESW": its letters
ROTATION = {"type": "integer", "enum": list(ROTATIONS)}
#: ``no_cards`` only in games saved before the "no car can move" ruling (``no_moves``)
REASONS = ("finish", "all_retired", "no_moves", "no_way_to_finish", "stalemate", "no_cards")
STUCK = enum(("no_cards", "opponents_car", "own_card", "no_way_through", "shut_in",
              "no_playable_card"))
BREAKDOWN = enum(("no_roundabouts", "by_choice"))
OUTCOME = outcome(REASONS)

CELL = obj("A card on the table, turned by rotation: its roads, stops and signs.", {
    "x": INT, "y": INT, "card": CARD, "rotation": ROTATION, "roads": array(EDGE),
    "stops": array(EDGE), "triangle": nullable(EDGE), "no_stopping": BOOL,
    "rules": {"type": "object", "additionalProperties": array(EDGE),
              "description": "entry edge: the exits signs allow from it"},
    "signs": array(STR), "placed_by": nullable(SEAT),
    "described?": {"type": "boolean", "const": True,
                   "description": "referee mode: reported by a description, so card is one of"
                                  " its look-alikes (the id may still change: event rebook)"},
    "covered": array(obj("A card under a Roundabout.",
                         {"card": CARD, "rotation": ROTATION, "placed_by": nullable(SEAT)})),
})

CAR = obj("A player's car.", {
    "seat": SEAT, "colour": enum(COLOURS), "x": INT, "y": INT, "edge": nullable(EDGE),
    "entry": nullable(EDGE), "port": nullable(STR), "held": BOOL, "retired": BOOL,
    "front?": nullable(obj("The cell in front of the car, where its next card goes.",
                           {"x": INT, "y": INT, "entry": EDGE})),
    "to_finish?": {**nullable(INT), "description":
                   "how many cards the car is from its Finish along the road (0: finished;"
                   " null: retired or no way on): progress toward a Finish"},
})

BOARD = obj("The table: cards, the Start and Finish card, cars and counts.", {
    "cells": array(CELL),
    "start_finish": obj("The central Start and Finish card and its eight ports.", {
        "x": INT, "y": INT, "width": INT, "height": INT,
        "ports": array(obj("A port of the Start and Finish card.", {
            "port": STR, "x": INT, "y": INT, "edge": EDGE,
            "kind": enum(("start", "finish", "closed")), "seat": nullable(SEAT)})),
    }),
    "cars": array(CAR),
    "finishes": array(obj("Where a seat's car leaves to finish.",
                          {"seat": SEAT, "x": INT, "y": INT, "edge": EDGE})),
    "roundabouts_left": array(INT), "pack": INT, "discard": INT,
    "drawn": nullable(obj("The card drawn and where it must go.",
                          {"seat": SEAT, "card": CARD, "x": INT, "y": INT, "entry": EDGE})),
    "limit": nullable(obj("Option limit: the allowed cell range.", {"min": INT, "max": INT})),
})

VIEW = obj("A Drive game as one seat (or a spectator) may see it (the same board for all).", {
    "game": {"type": "string", "const": "drive"},
    "mode": enum(("digital", "referee")),
    "players": array(obj("A seat's car: the colour chosen (option cars), its Start and"
                         " Finish.", {
        "seat": SEAT, "colour": enum(COLOURS), "start": STR, "finish": STR,
        "retired": BOOL})),
    "options": obj("The options in play.",
                   {"limit": BOOL, "ignore_triangles": BOOL, "turn_round": BOOL,
                    "stall_turns?": nullable(INT)}),
    "turn": nullable(SEAT), "phase": nullable(enum(("turn", "place", "exit"))),
    "pending": SEATS, "finished": BOOL, "outcome": nullable(OUTCOME), "you": nullable(SEAT),
    "board": BOARD, "undo?": nullable(SEAT),
    "deck?": array(obj("Referee mode with a house deck (option deck): a card of the box and"
                       " its count, drawn at rotation 0.", {
        "id": CARD, "title": STR, "count": INT, "miss_a_turn": BOOL, "roads": array(EDGE),
        "stops": array(EDGE), "triangle": nullable(EDGE), "no_stopping": BOOL,
        "rules": {"type": "object", "additionalProperties": array(EDGE)}})),
    "stuck?": nullable(obj("Why the seat to move cannot drive on, or can get nowhere any more"
                           " (shut_in, no_playable_card: it may retire), in a plain sentence"
                           " (the ruling) the player sees; null when it can.", {
        "seat": SEAT, "reason": {"anyOf": [STUCK, BREAKDOWN]}, "text": STR})),
    "ending?": nullable(obj("Why the game ended without a winner, in a plain sentence; null"
                            " while it goes on and after a win.", {
        "reason": enum(REASONS), "text": STR})),
})

_AT = {"seat": SEAT, "x": INT, "y": INT}
EVENTS: dict[str, Schema] = {schema["properties"]["type"]["const"]: schema for schema in (
    event("draw", "A card drawn (referee mode: the card reported).", {"seat": SEAT,
                                                                     "card": CARD}),
    event("place", "The drawn card placed in front of the car.",
          {**_AT, "card": CARD, "rotation": ROTATION}),
    event("discard", "The drawn card discarded.", {"seat": SEAT, "card": CARD}),
    event("exit", "The car leaves the card by edge.", {**_AT, "edge": EDGE}),
    event("drive", "The car drove onto the card in front.", _AT),
    event("roundabout", "A Roundabout played on an opponent's card (covers: the card under"
          " it).", {**_AT, "covers": CARD}),
    event("miss_a_turn", "The car is held by a Miss-a-Turn card.", _AT),
    event("pass_obstruction", "A held car moves past the obstruction.", {**_AT, "edge": EDGE}),
    event("another_turn", "The seat plays again.", {"seat": SEAT, "reason": STR}),
    event("wait", "The turn passes: the car cannot drive on (reason; text: the ruling in"
          " words).", {"seat": SEAT, "reason?": STUCK, "text?": STR}),
    event("break_down", "The car broke down (no Roundabout left) or its player chose to"
          " retire (reason; text: in words).", {"seat": SEAT, "reason?": BREAKDOWN,
                                                 "text?": STR}),
    event("turn_round", "Option turn_round: the car turned round.", {"seat": SEAT,
                                                                    "edge": EDGE}),
    event("finish", "The car reached its Finish.", {"seat": SEAT}),
    event("reshuffle", "The discards became the pack.", {"cards": INT}),
    event("rebook", "Referee mode: a card reported by a description is now booked as a"
          " look-alike (now), freeing a copy of card for the report naming it; x, y and"
          " rotation where it lies (null: in the discard pile).",
          {"card": CARD, "now": CARD, "x": nullable(INT), "y": nullable(INT),
           "rotation": nullable(ROTATION)}),
    event("undo", "Referee mode: seat took back the last report standing (reporter's).",
          {"seat": SEAT, "reporter?": SEAT}),
    event("game_over", "The game ended.", {"winners": SEATS, "reason": enum(REASONS)}),
)}

#: every refusal code of the rules (:class:`~core.errors.IllegalMove`), with its meaning;
#: ``tests/drive/test_refusal_codes.py`` keeps it complete
REFUSALS: dict[str, str] = {
    "game_over": "the game has ended",
    "not_a_seat": "no such seat",
    "not_your_turn": "another seat is to move",
    "unknown_move": "not an object with a known type",
    "malformed_move": "unexpected fields (a digital draw naming a card, extras)",
    "wrong_move": "that kind of move is not possible now",
    "unknown_card": "referee: not a card type of the pack",
    "card_exhausted": "referee: every copy of that type is already accounted for",
    "miss_a_turn": "the car is held: it passes the obstruction, no draw",
    "must_not_draw": "a card lies in front: drive or play a Roundabout",
    "place_the_drawn_card": "a drawn card waits to be placed or discarded",
    "must_play_drawn_card": "discard refused: the card can be placed",
    "must_discard": "the drawn card cannot be placed anywhere legal",
    "bad_rotation": "rotation is not 0, 90, 180 or 270",
    "cell_taken": "a card may not be played on top of another",
    "no_road_towards_car": ("the arm facing the car is not a road (or the card in front"
                            " bars the car)"),
    "no_entry": "the arm facing the car is a No Entry",
    "triangle_must_touch_car": "the black triangle must face the car",
    "no_access_to_finish": "one card from the Finish, the card must give access to it",
    "no_legal_exit": ("every exit would lead into a Start, another Finish, a closed port or"
                      " beyond the limit"),
    "choose_an_exit": "the car must first choose its exit",
    "bad_edge": "edge is not N, E, S or W",
    "no_u_turn": "the car may not leave by the edge it came in by",
    "no_road": "no road at that edge",
    "sign_forbids_exit": "a sign forbids that exit from this entry",
    "exit_not_allowed": ("that exit leads into a port other than the car's Finish, or"
                         " beyond the limit"),
    "no_card_in_front": "nothing to drive onto: draw",
    "roundabout_needs_a_card": "a Roundabout goes on a card already played",
    "no_roundabouts_left": "both Roundabouts are used",
    "roundabout_on_own_card": "a Roundabout goes on an opponent's card",
    "roundabout_on_roundabout": "the card in front is already a Roundabout",
    "roundabout_under_opponents_car": "an opponent's car stands on that card",
    "not_blocked": "wait / break_down only when the way is barred",
    "cannot_turn_round": "option off, car held, on the Start card, or it would face the Start card",
    "nothing_to_undo": ("digital mode, or this seat did not make the last report (or a"
                        " later report was made); rule is the undo ruling"),
}


#: :meth:`~core.drive.game.DriveGame.catalogue`: the fields every game has, each card's
#: drawing at rotation 0, and the table's geometry, its limit and its signs
CATALOGUE = catalogue("Drive (1960)", {
    "count": INT, "miss_a_turn": BOOL, "card": STR, "rotation": INT,
    "roads": array(STR), "stops": array(STR), "triangle": {"type": ["string", "null"]},
    "no_stopping": BOOL,
    "rules": {"type": "object", "additionalProperties": array(STR),
              "description": "per entry edge, the exits a car may take (empty: No Entry)"},
    "signs": array(STR),
}, {
    "seats": array(obj("A seat: its car's colour and its Start and Finish ports when the"
                       " option cars is left empty.",
                       {"seat": INT, "colour": STR, "start": STR, "finish": STR}, closed=True)),
    "cars": array(obj("A car a player may choose (option cars): its colour and the Start and"
                      " Finish ports of that colour.",
                      {"colour": STR, "start": STR, "finish": STR}, closed=True)),
    "edges": array(obj("An edge and the step to the neighbouring cell across it (y grows"
                       " south).", {"edge": STR, "dx": INT, "dy": INT}, closed=True)),
    "rotations": array(INT),
    "start_finish": obj("The Start and Finish card: the 2×2 cells it covers and its eight"
                        " ports.", {"x": INT, "y": INT, "width": INT, "height": INT,
                                    "ports": array(obj("A port: the cell and edge a car stands"
                                                       " at.", {"port": STR, "x": INT, "y": INT,
                                                                "edge": STR}, closed=True))},
                        closed=True),
    "limit": obj("The limit option: the cells cards may go in (both coordinates in"
                 " min..max).", {"min": INT, "max": INT}, closed=True),
    "pack_size": INT,
    "roundabouts_per_player": INT,
    "signs": array(obj("A traffic sign printed on a card and its group on the rulebook's sign"
                       " sheet.", {"name": STR, "group": STR}, closed=True)),
})
