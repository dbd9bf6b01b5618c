"""JSON Schemas of what Driving Me Crazy! sends: its view, events and outcome.

The API publishes them as OpenAPI components (``driving-me-crazy.View``, ...);
``tests/dmc/test_schemas.py`` checks every view and event of random games
against them, so they cannot drift from :mod:`core.dmc.view` and
:mod:`core.dmc.apply`.
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
    catalogue,
    enum,
    event,
    move,
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
    "flip_signs", "finishing",
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
                   "pass_at?": nullable(NUMBER), "answered?": BOOL,
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
    "finishing?": nullable(obj(
        "Referee, Quick Reactions: card brought a road to the goal; the game ends with this"
        " outcome once the table confirms it (finish), unless a reaction to the card is"
        " reported first or its deadline passes (opened, deadline: the server's clock, null"
        " until stamped).", {"winners": SEATS, "reason": enum(REASONS), "card": CARD,
                             "opened": nullable(NUMBER), "deadline": nullable(NUMBER)})),
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
    event("reaction_window_opened", "Quick Reactions: the window's times (server clock;"
          " pass_at: digital, the pass moment).",
          {"at": NUMBER, "deadline": NUMBER, "pass_at?": NUMBER}),
    event("reaction_held", "Quick Reactions, digital: seat's pass before the pass moment,"
          " held secret until then (never published: the pass moment publishes the pass).",
          {"seat": SEAT, "held": BOOL}),
    event("reaction_window_closed", "Quick Reactions: the window closed.",
          {"card": CARD, "reason": STR}),
    event("react", "Quick Reactions: a reaction card played.", {"seat": SEAT, "card": CARD}),
    event("pass_reaction", "Quick Reactions: seat did not react (move: made at the window's"
          " pass moment or deadline, recorded as the seat's move; deadline: at the deadline).",
          {"seat": SEAT, "deadline?": BOOL,
           "move?": move("pass_reaction", description="the pass the clock made, recorded as"
                                                      " the seat's move")}),
    event("swerve", "Quick Reactions: Swerve took a red card away.", {"seat": SEAT}),
    event("yield", "Quick Reactions: Yield took a distance card.",
          {"seat": SEAT, "from": SEAT, "card": CARD, "distance": INT}),
    event("undo", "Referee mode: seat took back the last report standing (reporter's).",
          {"seat": SEAT, "reporter?": SEAT}),
    event("finishing", "Referee, Quick Reactions: card brought the winners' road to the goal;"
          " the game ends once the table confirms it, unless the card is answered first.",
          {"winners": SEATS, "reason": enum(REASONS), "card": CARD}),
    event("no_answer", "Referee, Quick Reactions: seat, which may still answer the card that"
          " reached the goal, does not (finish); the game ends once no such seat is left.",
          {"seat": SEAT, "card": CARD}),
    event("game_over", "The game ended (referee, deadline: a held end closed by its deadline,"
          " as seat's move).", {"winners": SEATS, "reason": enum(REASONS), "seat?": SEAT,
                                "deadline?": BOOL,
                                "move?": move("close", description="the end the deadline"
                                                                   " made, recorded as the"
                                                                   " seat's move")}),
)}

#: every refusal code of the rules (:class:`~core.errors.IllegalMove`), with its meaning;
#: ``tests/dmc/test_refusal_codes.py`` keeps it complete
REFUSALS: dict[str, str] = {
    "game_over": "the game has ended",
    "not_a_seat": "no such seat",
    "not_your_turn": "another seat is to decide",
    "not_now": "a move of a kind not expected at this decision",
    "unknown_move": "not an object with a known type",
    "malformed_move": "the move's fields are not exactly those its type and card need",
    "unknown_card": "not a card of this game",
    "card_not_in_hand": "the card is not in the hand",
    "empty_hand": "no card in hand",
    "too_many_copies": "referee: more copies of that card than the deck holds",
    "red_card_already_in_front": "the target already has a red card in front",
    "not_an_opponent": "a red card goes on an opponent",
    "no_target": "a red card needs a target",
    "invalid_target": "target is not a seat number",
    "exceeds_goal": "the distance would pass the goal",
    "traffic_blocks_distance": "Traffic in front: no distance card",
    "truck_blocks_100": "a Truck in front: no 100 km card",
    "distance_card_required": "only a distance card may be played now",
    "invalid_option": "not one of the card's two options",
    "no_traffic_to_resolve": "no Traffic to resolve",
    "no_truck_to_resolve": "no Truck to resolve",
    "cannot_pass_with_cards": "pass only with an empty hand",
    "must_play_or_discard": "play or discard before ending the turn",
    "already_discarded": "after a discard only more discards or end_turn",
    "no_discard_after_play": "no discard after a play",
    "not_yours_to_close": "referee: only a seat that may still answer (for itself), the"
                          " deadline or the host closes the window on a winning card",
    "card_not_in_deck": "that card is not in the draw pile",
    "card_not_in_discard": "that card is not in the discard pile",
    "card_not_searchable": "that card may not be taken by this search",
    "wrong_draw_count": "referee: not the number of cards the rules draw now",
    "cannot_skip": "nothing may be skipped now",
    "nothing_to_undo": "digital mode, or this seat did not make the last report",
    "reaction_card": "a reaction card is played with react",
    "not_a_reaction": "not a reaction card",
    "no_reaction_window": "no reaction window is open",
    "reaction_on_own_turn": "no reaction on one's own turn or card",
    "already_answered": "this seat already passed in the window",
    "reaction_window_open": "a reaction window is open: react or pass_reaction first",
    "yield_needs_distance": "Yield answers a distance card",
    "backseat_needs_action": "Backseat Driver answers a blue or red action card",
    "variant_not_in_play": "the card's variant is not in play",
    "forbidden_by_sign": "the sign in force forbids that card",
    "not_a_sign": "not a sign card",
    "already_looked": "that hand was already looked at",
    "flip_signs_first": "referee: the draw pile's last cards are signs: flip them first",
    "mirror_takes_three": "referee: Rearview Mirror takes three cards from the discards",
    "illegal_move": "the move is not available now",
}


#: :meth:`~core.dmc.game.DrivingMeCrazy.catalogue`: the fields every game has, each card's
#: counts and facts, the goal, the hand size, the deck's totals and the colours' words
CATALOGUE = catalogue("Driving Me Crazy!", {
    "colour": enum(("distance", "red", "blue", "reaction", "sign")),
    "base": {"type": "integer", "description": "copies in the base deck"},
    "seven_plus": {"type": "integer", "description": "copies added from 7 players"},
    "variant": {"type": ["string", "null"], "description": "its variant, or null"},
    "variant_count": {"type": "integer", "description": "copies added by its variant"},
    "distance": {"type": ["integer", "null"]},
    "duration": {"type": ["integer", "null"],
                 "description": "turns its effect lasts (the turn tracker)"},
    "note": {"type": ["string", "null"], "description": "the rulebook's note"},
    "options": array(obj('One reading of a card with "one effect OR another" (a play move\'s'
                         " option).", {"option": STR, "text": STR}, closed=True)),
    "forbids": {"type": ["string", "null"],
                "description": "a sign: the card no one may play while it is in force"},
}, {
    "goal": obj("The goal: the default distance and the shorter one for 5+ players.",
                {"default": INT, "five_plus": INT, "five_plus_from": INT}, closed=True),
    "hand_size": INT,
    "totals": {"type": "object", "additionalProperties": INT},
    "colours": {"type": "object", "additionalProperties": STR,
                "description": "who a card of each colour is played on, in the rulebook's words"},
})
