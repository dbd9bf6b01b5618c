"""JSON Schemas of what Driving Me Crazy! sends: its view, events and outcome.

The API publishes them as OpenAPI components (``driving-me-crazy.View``, ...);
``tests/dmc/test_schemas.py`` checks every view and event of random games
against them, so they cannot drift from :mod:`core.dmc.view` and
:mod:`core.dmc.flow`.
"""

from __future__ import annotations

from core.dmc.cards import ALL_IDS
from core.schema import (
    BOOL,
    INT,
    NUMBER,
    SEAT,
    SEATS,
    STR,
    Schema,
    array,
    enum,
    event,
    nullable,
    obj,
    outcome,
)

CARD = enum(ALL_IDS)
CARDS = array(CARD)
REASONS = ("goal", "deck_exhausted")
OUTCOME = outcome(REASONS)
#: the decision kinds of :func:`core.dmc.view.decision_view`
DECISION_KINDS = (
    "turn", "pass", "discard_or_end_turn", "roundabout_play", "bus_play", "shortcut_play",
    "race_car_play", "motorway_play", "overtake_play", "trailer_play", "draw", "gps_take",
    "motorway_take", "toll_booth_discard", "gained_card_play", "speed_camera_discard",
    "rest_stop_discard", "rearview_mirror_take", "rearview_mirror_look", "carpool_blue_take",
    "carpool_distance_take", "carpool_opponent", "carpool_copy_take", "reaction_window",
    "flip_signs",
)

DECISION = obj("What the pending seat must decide now; kind says which decision, the other"
               " fields depend on it.", {
                   "seat": SEAT, "kind": enum(DECISION_KINDS),
                   "source?": STR, "distance_only?": BOOL, "count?": INT, "remaining?": INT,
                   "deck?": {"type": "object", "additionalProperties": INT,
                             "description": "the draw pile as counts (its searcher only)"},
                   "seen?": SEATS, "card?": CARD, "cards?": CARDS,
                   "seats?": SEATS, "player?": SEAT, "target?": SEAT, "option?": STR,
                   "opened?": nullable(NUMBER), "deadline?": nullable(NUMBER),
               })

SEAT_VIEW = obj("One seat's public state.", {
    "seat": SEAT, "road": CARDS, "distance": INT, "hand_count": INT,
    "effects": array(obj("An active effect with the turns it has left.",
                         {"card": CARD, "turns_left": nullable(INT), "resolved": BOOL})),
    "skipping": INT,
    "trailer?": array(obj("Fork in the Road: a Trailer effect.",
                          {"option": STR, "turns_left": INT})),
    "hand_size?": INT,
})

VIEW = obj("A Driving Me Crazy! game as one seat (or a spectator) may see it.", {
    "game": {"type": "string", "const": "driving-me-crazy"},
    "mode": enum(("digital", "referee")),
    "players": INT, "turn": nullable(SEAT), "pending": SEATS, "finished": BOOL,
    "outcome": nullable(OUTCOME), "you": nullable(SEAT), "goal": INT, "deck_count": INT,
    "discard": CARDS, "seats": array(SEAT_VIEW), "decision": nullable(DECISION),
    "hand?": CARDS, "signs?": CARDS, "sign_in_force?": nullable(CARD),
    "reaction_seconds?": NUMBER, "undo?": nullable(SEAT),
    "late_reaction?": nullable(obj(
        "Referee, Quick Reactions: the card a reaction may still be reported to, until the"
        " next report (reactions never block at a table).",
        {"card": CARD, "player": SEAT, "seats": SEATS, "target?": SEAT, "option?": STR})),
})

EVENTS: dict[str, Schema] = {schema["properties"]["type"]["const"]: schema for schema in (
    event("turn", "Seat's turn begins.", {"seat": SEAT}),
    event("play", "A card played (target: the victim of a red card; gained: not from the"
          " hand).", {"seat": SEAT, "card": CARD, "target?": SEAT, "option?": STR,
                      "gained?": BOOL}),
    event("road", "A distance card placed on a road.",
          {"seat": SEAT, "card": CARD, "distance": INT}),
    event("discard", "A card discarded.", {"seat": SEAT, "card": CARD}),
    event("discarded", "A card put on the discard pile by an effect.",
          {"seat": SEAT, "card": CARD}),
    event("draw", "Cards drawn; cards only for the drawer.",
          {"seat": SEAT, "count": INT, "source": STR, "cards?": CARDS}),
    event("take", "A card taken from the pile or the discards; card only where public or"
          " for the taker.", {"seat": SEAT, "source?": STR, "card?": CARD}),
    event("end_turn", "Seat ended its turn.", {"seat": SEAT}),
    event("pass", "Seat passed (empty hand).", {"seat": SEAT}),
    event("skip", "Seat skipped a decision.", {"seat": SEAT, "source": STR}),
    event("skip_turn", "Seat misses a turn (Stoplight).", {"seat": SEAT, "left": INT}),
    event("stop", "Seat stopped a repeated decision.", {"seat": SEAT, "source": STR}),
    event("resolve", "An effect resolved by a card.", {"seat": SEAT, "card": CARD}),
    event("resolved", "An effect ended.", {"seat": SEAT, "card": CARD}),
    event("cancel", "An effect cancelled.", {"seat": SEAT, "card": CARD}),
    event("remove", "Cards removed from a road.", {"seat": SEAT, "cards": CARDS}),
    event("u_turn", "U-Turn: the road's distance cards are removed.",
          {"seat": SEAT, "cards": CARDS}),
    event("reshuffle", "The discards were shuffled into a new draw pile.", {"count": INT}),
    event("look", "Rearview Mirror: seat looked at target's hand (hand: the looker only).",
          {"seat": SEAT, "target": SEAT, "hand?": CARDS}),
    event("choose_opponent", "Carpool: the opponent chosen.", {"seat": SEAT, "target": SEAT}),
    event("trailer", "Fork in the Road: a Trailer effect begins.",
          {"seat": SEAT, "option": STR, "turns_left": INT}),
    event("flip_sign", "Signs of Madness: a sign flipped.", {"card": CARD}),
    event("reaction_window", "Quick Reactions: a card may be answered by these seats (late:"
          " referee, a reaction reported after the card took effect takes the table back to"
          " that moment).", {"seat": SEAT, "card": CARD, "waiting": SEATS, "late?": BOOL}),
    event("reaction_window_opened", "Quick Reactions: the window's times (server clock).",
          {"at": NUMBER, "deadline": NUMBER}),
    event("reaction_window_closed", "Quick Reactions: the window closed.",
          {"card": CARD, "reason": STR}),
    event("react", "Quick Reactions: a reaction card played.", {"seat": SEAT, "card": CARD}),
    event("pass_reaction", "Quick Reactions: seat did not react (deadline: the window's"
          " deadline passed it).", {"seat": SEAT, "deadline?": BOOL,
                                    "move?": {"type": "object"}}),
    event("swerve", "Quick Reactions: Swerve took a red card away.", {"seat": SEAT}),
    event("yield", "Quick Reactions: Yield took a distance card.",
          {"seat": SEAT, "from": SEAT, "card": CARD, "distance": INT}),
    event("undo", "Referee mode: seat took back the last report standing (reporter's).",
          {"seat": SEAT, "reporter?": SEAT}),
    event("game_over", "The game ended.", {"winners": SEATS, "reason": enum(REASONS)}),
)}
