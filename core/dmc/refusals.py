"""Why a Driving Me Crazy! move is refused: the rulebook sentences and the players' words.

Refusals are data: :func:`error` turns the code a check returned
(:mod:`core.dmc.checks`) into an :class:`~core.errors.IllegalMove` with its
message and the sentence of the rulebook it rests on.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core.dmc.cards import BY_ID, OPTIONS, RED
from core.dmc.checks import (
    card_problem,
    distance,
    has_red_in_front,
    holds,
    option_problem,
    sign_in_force,
)
from core.dmc.entries import Camera, Play
from core.dmc.state import State
from core.dmc.texts import CARD_TEXT
from core.errors import IllegalMove

# The rulebook sentences each refusal cites.
RULE_TURN = ("Choose a first player (ex. whoever last took a road trip)."
             " Play then continues clockwise.")
RULE_PLAY_OR_DISCARD = ("On your turn: You must either play a card and do the actions on the"
                        " played card, OR discard.")
RULE_PASS = ("You must play a card OR discard. You can only pass if you start your turn with"
             " no cards in your hand.")
RULE_DISCARD = ("On any turn, you may choose to discard one or more cards from your hand"
                " instead of playing a card.")
RULE_NO_DISCARD_AFTER_PLAY = ("Note: If you play any card on your turn, you may NOT discard"
                              " on the same turn.")
RULE_RED_CARD = ("Note: A red card can NOT be played to a player with a red card already in"
                 " front of them.")
RULE_RED_OPPONENT = "Red cards are played on and affect an opponent of your choice."
RULE_GOAL = ("Note: A player may not exceed the goal distance (i.e. they cannot play 100 km if"
             " they only need 50 km to win).")
RULE_TRAFFIC = "Traffic: You cannot play distance cards for 4 turns."
RULE_SHORTCUT = "Shortcut: Resolve an active traffic card OR Play 2 distance cards."
RULE_RACE_CAR = "Race car: Draw a card. Play a distance card. Repeat."
RULE_GPS = "GPS: Search the deck and draw any 2 cards."
RULE_DRAW = ("At the end of your turn, if you have fewer than 4 cards, draw from the deck until"
             " you have 4 in your hand. If the draw pile is ever empty, reshuffle the discard"
             " pile. If you have 4 or more cards, do nothing.")
RULE_SKIP = ("Each action on a card is a separate effect. If you cannot legally carry out an"
             " action, simply skip it.")
RULE_COPIES = ("104 x base game cards ... 52 x '7-10 player' cards (marked '7+') ... 56 x 'game"
               " variant' cards ... Referee mode ruling: no more copies of a card can be seen"
               " than the deck holds.")
#: a table that declared its own deck (the ``deck`` option): the box's counts do not apply
RULE_COPIES_HOUSE = ("Referee mode ruling: this table declared its own deck (a house deck), so no"
                     " more copies of a card can be seen than the house deck holds.")
RULE_YIELD = ("Yield: Play this when another player plays a distance card. Instead of adding to"
              " their own 'road', the other player must play the card on your 'road', ignoring"
              " any active traffic or truck cards.")
RULE_BACKSEAT = ("Backseat Driver: Play this when another player plays a blue or red action"
                 " card. Instead of the active player, you immediately gain the benefits of the"
                 " played card. If you cannot play it, discard it.")
RULE_SWERVE = ("Swerve: Play at any time outside of your turn. All players must pass their"
               " entire hand to the player on their left.")
RULE_REACTION = ("Yellow lightning bolt cards are reaction cards. They must be played during"
                 " another player's turn.")
RULE_WINDOW = ("Quick Reactions ruling: after any card is played, every other player reacts or"
               " passes until the first reaction or the window's deadline; reactions cannot"
               " themselves be reacted to.")
RULE_GAME_OVER = ("The first player to reach exactly 1000 km (5+ players = 700 km) in their"
                  " 'road', ends the game and wins.")
RULE_FINISH = ("The first player to reach exactly 1000 km (5+ players = 700 km) in their 'road',"
               " ends the game and wins. ... Stop Sign: Play this when another player plays any"
               " card. Referee mode ruling: the end waits until the table confirms nobody"
               " answers the card that reached the goal.")
RULE_CLOSE = ("Stop Sign: Play this when another player plays any card. Referee mode ruling:"
              " a reaction window is closed only by those who may answer it (each seat that may"
              " still answer says for itself that it does not), by its deadline, or by the host"
              " on behalf of the table; never by the player the card benefits.")
RULE_SPEED_CAMERA = "Speed Camera: Choose 3 distance cards from your hand and discard them."
RULE_TRUCK = "Truck: You cannot play 100 km distance cards for 6 turns."
RULE_MOTORWAY = ("Motorway: Search the deck and draw any distance card. Then play 2 distance"
                 " cards to your road.")
RULE_OVERTAKE = "Overtake: Discard an active truck card OR Play 2 distance cards."
RULE_REST_STOP = "Rest Stop: Draw 5 cards into your hand, OR Discard as many cards as you want."
RULE_MIRROR = ("Rearview Mirror: Search the discard pile, then show and draw any 3 cards OR"
               " Look at the hands of up to 3 other players.")
RULE_CARPOOL = ("Carpool: Search the deck for a blue action card. Immediately play it for"
                " yourself and one opponent of your choice, OR Search the deck for 2 distance"
                " cards. Immediately play these for yourself. Take another of the same 2 cards"
                " and play these for an opponent of your choice, ignoring any traffic or truck"
                " cards.")
RULE_TRAILER = ("Trailer: Draw until you have 6 cards in your hand for the next 4 turns, OR Play"
                " 2 cards instead of one for the next four turns.")
RULE_SIGN = ("Every time one of the Signs of Madness cards are on the top of the deck, flip it"
             " over onto a separate discard pile. Whichever card is on the top of this pile"
             " affects the entire table until it is covered up by another Signs of Madness"
             " card.")
RULE_OPTION = {"shortcut": RULE_SHORTCUT, "overtake": RULE_OVERTAKE, "rest_stop": RULE_REST_STOP,
               "rearview_mirror": RULE_MIRROR, "carpool": RULE_CARPOOL, "trailer": RULE_TRAILER}


def card_rule(card: str) -> str:
    """The rulebook's sentence for ``card``: its title and text ("Low Tunnel Sign: No bus ...")."""
    return f"{BY_ID[card].title}: {CARD_TEXT[card]}"


# The cards' own sentences a refusal quotes: when a reaction answers, what a sign forbids.
RULE_STOP_SIGN = card_rule("stop_sign")
RULE_HIGHWAY_SIGN = card_rule("highway_sign")
RULE_NO_U_TURN_SIGN = card_rule("no_u_turn_sign")
RULE_LOW_TUNNEL_SIGN = card_rule("low_tunnel_sign")
RULE_SPEED_BUMPS_SIGN = card_rule("speed_bumps_sign")
RULE_SIGNAL_NOT_FOUND = card_rule("signal_not_found")
RULE_BY_CARD = {"stop_sign": RULE_STOP_SIGN, "yield": RULE_YIELD, "backseat_driver": RULE_BACKSEAT,
                "highway_sign": RULE_HIGHWAY_SIGN, "no_u_turn_sign": RULE_NO_U_TURN_SIGN,
                "low_tunnel_sign": RULE_LOW_TUNNEL_SIGN, "speed_bumps_sign": RULE_SPEED_BUMPS_SIGN,
                "signal_not_found": RULE_SIGNAL_NOT_FOUND}


def _sign_rule(state: State) -> str:
    """The sentence of the sign in force ("Low Tunnel Sign: No bus cards may be played.")."""
    sign = sign_in_force(state)
    return RULE_SIGN if sign is None else RULE_BY_CARD[sign]


def copies_rule(state: State) -> str:
    """The sentence a count of copies rests on: the box's components, or the house deck."""
    return RULE_COPIES_HOUSE if state.config.options.get("deck") else RULE_COPIES


def _reaction_rule(card: Any) -> str:
    """The sentence saying when a reaction card is played (Stop Sign, Yield, Backseat Driver)."""
    return RULE_BY_CARD.get(card, RULE_REACTION) if card != "swerve" else RULE_REACTION


def counted(n: int, one: str, other: str) -> str:
    """``n`` things in English words: "1 card", "4 cards" (never "card(s)"; the API edge
    words each form in the caller's language, by its plural rules)."""
    return f"{n} {one if n == 1 else other}"


def title(card: Any) -> str:
    """Return a card's title for a message (its repr when it is not a card)."""
    return BY_ID[card].title if card in BY_ID else repr(card)


def _distance_rule(state: State) -> str:
    """The sentence a distance-only play rests on: Shortcut's, Speed Camera's or Race car's."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Play) and top.source == "shortcut":
        return RULE_SHORTCUT
    return RULE_SPEED_CAMERA if isinstance(top, Camera) else RULE_RACE_CAR


def error(code: str, state: State, seat: int, move: dict[str, Any]) -> IllegalMove:
    """Return the refusal of ``move`` by ``seat`` for the check code ``code``."""
    # the move passed its shape check: a move with a card names it by a string
    card, target = str(move.get("card", "")), move.get("target")
    name = title(card)
    window = state.window
    played = title(window.card) if window is not None else "no card"
    texts: dict[str, tuple[str, str]] = {
        "empty_hand": (f"seat {seat} has no cards in hand", RULE_PASS),
        "card_not_in_hand": (f"seat {seat} holds no {name}", RULE_PLAY_OR_DISCARD),
        "too_many_copies": (
            f"all {state.totals[card]} copies of {name} in this deck are already face up"
            if state.totals.get(card) else f"this game's deck holds no {name}", copies_rule(state)),
        "traffic_blocks_distance": (
            f"seat {seat} has Traffic in front and cannot play distance cards", RULE_TRAFFIC),
        "truck_blocks_100": (
            f"seat {seat} has a Truck in front and cannot play 100 km cards", RULE_TRUCK),
        "exceeds_goal": (
            f"{title(window.card) if card == 'yield' and window else name} would take seat"
            f" {seat} from {distance(state, seat)} km past the goal of {state.goal} km", RULE_GOAL),
        "distance_card_required": (f"this play must be a distance card, not {name}",
                                   _distance_rule(state)),
        "no_target": (f"every opponent already has a red card in front: {name} has no target",
                      RULE_RED_CARD),
        "not_an_opponent": ("red cards are played on an opponent, not yourself",
                            RULE_RED_OPPONENT),
        "red_card_already_in_front": (
            f"seat {target} already has a red card in front of them", RULE_RED_CARD),
        "invalid_option": (
            f"{name} needs an option: one of {', '.join(OPTIONS.get(card) or ())}",
            RULE_OPTION.get(card, RULE_SHORTCUT)),
        "no_traffic_to_resolve": (f"seat {seat} has no active Traffic to resolve",
                                  RULE_SHORTCUT),
        "no_truck_to_resolve": (f"seat {seat} has no active Truck to resolve", RULE_OVERTAKE),
        "reaction_card": (f"{name} is a reaction card: it is played during another player's"
                          " turn, with a react move", RULE_REACTION),
        "forbidden_by_sign": (
            f"{title(sign_in_force(state))} is in force: no {name} cards may be played",
            _sign_rule(state)),
        "not_a_reaction": (f"{name} is not a reaction card", RULE_REACTION),
        "no_reaction_window": (
            "no reaction window is open (it closed when everyone answered, at its deadline,"
            " or no card was played; referee mode: a reaction is reported before the next"
            " report): only Swerve may be played outside one", _reaction_rule(card)),
        "reaction_on_own_turn": (
            f"seat {seat} cannot react during their own turn or to their own card",
            RULE_SWERVE if card == "swerve" else RULE_REACTION),
        "already_answered": (f"seat {seat} already passed in this reaction window",
                             RULE_WINDOW),
        "yield_needs_distance": (f"Yield answers a distance card, not {played}", RULE_YIELD),
        "backseat_needs_action": (
            f"Backseat Driver answers a blue or red action card, not {played}", RULE_BACKSEAT),
    }
    message, rule = texts[code]
    return IllegalMove(code, message, rule)


#: the fields of each move type (a play adds ``target``/``option`` for some cards);
#: also the source of the move schemas (``DrivingMeCrazy.move_schemas``)
SHAPES: dict[str, frozenset[str]] = {
    "play": frozenset({"type", "card"}),
    "discard": frozenset({"type", "card"}),
    "take": frozenset({"type", "card"}),
    "draw": frozenset({"type", "count"}),
    "end_turn": frozenset({"type"}),
    "pass": frozenset({"type"}),
    "skip": frozenset({"type"}),
    "undo": frozenset({"type"}),
    "react": frozenset({"type", "card"}),
    "pass_reaction": frozenset({"type"}),
    "stop": frozenset({"type"}),
    "look": frozenset({"type", "target"}),
    "choose_opponent": frozenset({"type", "target"}),
    "flip_sign": frozenset({"type", "card"}),
    "finish": frozenset({"type"}),
    "close": frozenset({"type"}),
}


def shape_error(move: Any) -> IllegalMove | None:
    """Return why ``move`` is not a well-formed move of this game, or None."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str) \
            or move["type"] not in SHAPES:
        kinds = ", ".join(SHAPES)
        return IllegalMove("unknown_move", f"a move is an object whose type is one of {kinds}")
    kind = move["type"]
    keys = set(SHAPES[kind])
    card = move.get("card")
    if "card" in keys and (not isinstance(card, str) or card not in BY_ID):
        return IllegalMove("unknown_card", f"{card!r} is not a card of this game")
    if kind == "play":
        if card in RED:
            keys.add("target")
        if card in OPTIONS:
            keys.add("option")
    if set(move) != keys:
        return IllegalMove("malformed_move",
                           f"a {kind} move has exactly the fields {', '.join(sorted(keys))}")
    if "target" in keys:
        target = move["target"]
        if not isinstance(target, int) or isinstance(target, bool):
            return IllegalMove("invalid_target", "target must be a seat number", RULE_RED_OPPONENT)
    if "count" in keys and (not isinstance(move["count"], int) or isinstance(move["count"], bool)):
        return IllegalMove("wrong_draw_count", "count must be an integer", RULE_DRAW)
    return None


# -- the checks only a refused move asks ------------------------------------------------

def play_problem(
    state: State, seat: int, card: str, target: Any = None, option: Any = None,
    distance_only: bool = False, seen: Counter[str] | None = None, held: bool = False,
) -> str | None:
    """Return the code of the rule that forbids playing ``card`` now, or None."""
    problem = card_problem(state, seat, card, distance_only, seen, held)
    if problem is None and card in RED:
        return target_problem(state, seat, target)
    if problem is None and card in OPTIONS:
        return option_problem(state, seat, option, card)
    return problem


def target_problem(state: State, seat: int, target: int) -> str | None:
    """Return the code of the rule that forbids a red card from ``seat`` on ``target`` (the
    moves list the targets :func:`~core.dmc.checks.open_targets` finds, each one this allows)."""
    if target == seat:
        return "not_an_opponent"
    if has_red_in_front(state, target):
        return "red_card_already_in_front"
    return None


def discard_problem(state: State, seat: int, card: str,
                    seen: Counter[str] | None = None) -> str | None:
    """Return the code of the rule that forbids discarding ``card`` now, or None: any card
    the player may hold may be discarded (the hold check :func:`~core.dmc.checks.held_kinds`
    lists discards through)."""
    return holds(state, seat, card, seen)
