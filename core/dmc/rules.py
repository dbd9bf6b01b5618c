"""The rules of Driving Me Crazy!: one check per rule, shared by both modes.

:func:`why_not` answers "why may ``seat`` not make ``move`` now?" and is the
only legality test: :func:`legal_moves` filters candidate moves through the
same checks (:func:`play_problem`, :func:`discard_problem`), and
``explain`` turns a refusal into an :class:`~core.errors.IllegalMove` with the
rulebook sentence it breaks.  Only the candidates differ between modes:
digital mode proposes the cards in hand, referee mode every card with an
unseen copy left (hands and deck are unknown to the engine).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core import undo
from core.dmc.cards import (
    BLUE,
    BY_ID,
    DISTANCE,
    FORBIDS,
    OPTIONS,
    ORDER,
    REACTION,
    RED,
    SIGN,
)
from core.dmc.state import HAND_SIZE, REFILL, TRAILER_HAND_SIZE, Entry, State
from core.errors import IllegalMove

#: plays granted by these cards must be distance cards
DISTANCE_ONLY = frozenset({"shortcut", "race_car", "motorway", "overtake"})
#: Rearview Mirror: "show and draw any 3 cards" / "the hands of up to 3 other players"
MIRROR_COUNT = 3
#: Speed Camera: "Choose 3 distance cards from your hand and discard them"
CAMERA_COUNT = 3

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
RULE_COPIES = ("1. Components: 104 x base game cards, 52 x '7-10 player' cards (marked '7+')"
               " — no more copies of a card can be seen than the deck holds.")
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


# -- reading the state ---------------------------------------------------------

def hand_count(s: State, seat: int) -> int:
    """Return how many cards ``seat`` holds (known in both modes)."""
    return len(s.hands[seat]) if s.digital else s.counts[seat]


def hand_size(s: State, seat: int) -> int:
    """Return the size ``seat``'s hand is refilled to (Trailer's 6 while it lasts)."""
    if any(t[0] == "hand_size" for t in s.trailer[seat]):
        return TRAILER_HAND_SIZE
    return HAND_SIZE


def two_plays(s: State, seat: int) -> bool:
    """Return True while a Trailer lets ``seat`` play 2 cards instead of one."""
    return any(t[0] == "two_plays" for t in s.trailer[seat])


def deck_size(s: State) -> int:
    """Return how many cards are in the draw pile (unflipped signs included)."""
    return len(s.deck) if s.digital else s.deck_n


def signs_in_deck(s: State) -> int:
    """Return how many signs are still in the draw pile (signs are never anywhere else)."""
    if not s.signs and "signs_of_madness" not in s.variants:
        return 0
    return sum(s.totals.get(card, 0) for card in SIGN) - len(s.signs)


def drawable(s: State) -> int:
    """Return how many cards can still be drawn (draw pile plus the reshuffled discards)."""
    # max(): never below zero, also for a state saved before draws asked for the signs met
    # at the end of the pile (draw_now); today deck_size >= signs_in_deck always holds
    return max(0, deck_size(s) - signs_in_deck(s)) + len(s.discard)


def sign_in_force(s: State) -> str | None:
    """Return the sign on top of the sign pile (the only one in force), or None."""
    return s.signs[-1] if s.signs else None


def distance(s: State, seat: int) -> int:
    """Return the kilometres on ``seat``'s road."""
    return sum(DISTANCE[card] for card in s.roads[seat])


def turns_left(effect: list[Any]) -> int:
    """Return how many of its player's turns a card in front still affects.

    The one count of an effect's duration: the view's ``turns_left`` and
    ``skipping``, the ``skip_turn`` event's ``left`` and every rule that asks
    whether a tracker is active read it.  It counts the turn in progress when
    that turn is one of the card's (a tracker turns at the end of each of its
    player's turns), and otherwise only the player's following turns: a red card
    placed during its target's own turn (``fresh``) still has its full count, so
    Stoplight skips the next 2 turns, Traffic blocks the next 4, Truck the next 6.
    A resolved card (Shortcut, Overtake) affects no more turns.
    """
    return 0 if effect[2] else int(effect[1])


def has_red_in_front(s: State, seat: int) -> bool:
    """Return True while a red card lies in front of ``seat`` (resolved or not)."""
    return any(effect[0] in RED for effect in s.effects[seat])


def _active(s: State, seat: int, card: str) -> bool:
    """Return True while an unresolved ``card`` with turns left lies in front of ``seat``."""
    return any(e[0] == card and turns_left(e) > 0 for e in s.effects[seat])


def traffic_active(s: State, seat: int) -> bool:
    """Return True while an unresolved Traffic with turns left lies in front of ``seat``."""
    return _active(s, seat, "traffic")


def truck_active(s: State, seat: int) -> bool:
    """Return True while an unresolved Truck with turns left lies in front of ``seat``."""
    return _active(s, seat, "truck")


def stoplight_left(s: State, seat: int) -> int:
    """Return how many turns ``seat`` still skips (an active Stoplight's tracker)."""
    return max((turns_left(e) for e in s.effects[seat] if e[0] == "stoplight"), default=0)


def seen_counts(s: State) -> Counter[str]:
    """Return how many copies of each card are face up.

    Roads, cards in front, the discard pile, the sign pile and the card
    waiting in a reaction window.
    """
    cards = s.discard + s.signs
    for road in s.roads:
        cards += road
    for front in s.effects:
        cards += [effect[0] for effect in front]
    if s.window is not None:
        cards.append(s.window[0])
    for kind, _seat, n, card in s.stack:
        # a gained card waiting for its player's choice lies on the table
        if n == 1 and kind in ("free", "give"):
            cards.append(card)
    return Counter(cards)


def current(s: State) -> Entry | None:
    """Return the decision the game waits for as ``(kind, seat, n, source)``, or None.

    ``kind`` is ``"main"`` (play, discard or pass), ``"discarding"`` (discard
    more or end the turn), ``"window"`` (an open reaction window: ``seat`` is
    the card's player; the deciding seats are the window's waiting seats) or
    the kind of the stack's top entry.
    """
    if s.outcome is not None:
        return None
    if s.window is not None:
        return ("window", s.window[1], 0, s.window[0])
    if s.stack:
        return s.stack[-1]
    return (s.phase, s.turn, 0, "")


def draw_required(s: State, entry: Entry) -> int:
    """Return exactly how many cards a draw entry makes its seat draw now."""
    want = hand_size(s, entry[1]) - hand_count(s, entry[1]) if entry[2] == REFILL else entry[2]
    return max(0, min(want, drawable(s)))


def draw_now(s: State, entry: Entry) -> int:
    """Return how many cards the draw entry's seat reports drawing now (referee steps).

    Referee mode, Signs of Madness: the unflipped signs are all in the draw pile, so
    ``deck_n - signs`` ordinary cards lie there.  When the draw needs more than those
    (the pile runs out and the discard pile is reshuffled), the table meets every
    remaining sign before the reshuffle, so the engine asks in the table's order: the
    ordinary cards left first, then the sign flips (:func:`signs_to_flip`; this
    returns 0 meanwhile), then the rest after the reshuffle.  Otherwise all of
    :func:`draw_required` at once; a sign met in the middle is reported as a flip.
    """
    need = draw_required(s, entry)
    if s.digital or not need:
        return need
    return min(need, deck_size(s) - signs_in_deck(s)) if signs_in_deck(s) else need


def signs_to_flip(s: State, entry: Entry) -> int:
    """Referee: how many signs the table must flip before the draw entry goes on.

    Nonzero only when the draw pile holds nothing but unflipped signs and the draw
    still needs cards: each sign is on top in turn ("Every time one of the Signs of
    Madness cards are on the top of the deck, flip it over").
    """
    if s.digital or not draw_required(s, entry) or draw_now(s, entry):
        return 0
    return signs_in_deck(s)


def unseen(s: State, card: str, seen: Counter[str] | None) -> int:
    """Return how many copies of ``card`` are not face up (referee: may be anywhere hidden)."""
    if seen is None:
        seen = seen_counts(s)
    return s.totals.get(card, 0) - seen[card]


# -- one check per rule --------------------------------------------------------

def _holds(s: State, seat: int, card: str, seen: Counter[str] | None) -> str | None:
    """Check that ``seat`` can have ``card`` in hand (digital: does; referee: may)."""
    if hand_count(s, seat) == 0:
        return "empty_hand"
    if s.digital:
        return None if card in s.hands[seat] else "card_not_in_hand"
    return None if card not in SIGN and unseen(s, card, seen) > 0 else "too_many_copies"


def distance_problem(s: State, seat: int, card: str, ignore_blocks: bool = False) -> str | None:
    """Return why ``card`` cannot go on ``seat``'s road now (Traffic, Truck, the goal)."""
    if not ignore_blocks:
        if traffic_active(s, seat):
            return "traffic_blocks_distance"
        if card == "km100" and truck_active(s, seat):
            return "truck_blocks_100"
    if distance(s, seat) + DISTANCE[card] > s.goal:
        return "exceeds_goal"
    return None


def card_problem(
    s: State, seat: int, card: str, distance_only: bool = False,
    seen: Counter[str] | None = None, held: bool = False,
) -> str | None:
    """Return the code of the rule that forbids ``seat`` playing ``card`` at all now.

    ``held``: the caller already knows ``seat`` may hold ``card`` (a candidate,
    or a card played from elsewhere than the hand).
    """
    if not held:
        problem = _holds(s, seat, card, seen)
        if problem:
            return problem
    if card in DISTANCE:
        return distance_problem(s, seat, card)
    if distance_only:
        return "distance_card_required"
    if card in REACTION:
        return "reaction_card"
    sign = sign_in_force(s)
    if sign is not None and FORBIDS[sign] == card:
        return "forbidden_by_sign"
    if card in RED and not any(t != seat and not has_red_in_front(s, t) for t in range(s.n)):
        return "no_target"
    return None


def target_problem(s: State, seat: int, target: int) -> str | None:
    """Return the code of the rule that forbids a red card from ``seat`` on ``target``."""
    if target == seat:
        return "not_an_opponent"
    if has_red_in_front(s, target):
        return "red_card_already_in_front"
    return None


def option_problem(s: State, seat: int, option: Any, card: str = "shortcut") -> str | None:
    """Return the code of the rule that forbids playing ``card`` with ``option``."""
    if option not in OPTIONS[card]:
        return "invalid_option"
    if option == "resolve_traffic" and not traffic_active(s, seat):
        return "no_traffic_to_resolve"
    if option == "resolve_truck" and not truck_active(s, seat):
        return "no_truck_to_resolve"
    return None


def play_problem(
    s: State, seat: int, card: str, target: Any = None, option: Any = None,
    distance_only: bool = False, seen: Counter[str] | None = None, held: bool = False,
) -> str | None:
    """Return the code of the rule that forbids playing ``card`` now, or None."""
    problem = card_problem(s, seat, card, distance_only, seen, held)
    if problem is None and card in RED:
        return target_problem(s, seat, target)
    if problem is None and card in OPTIONS:
        return option_problem(s, seat, option, card)
    return problem


def discard_problem(s: State, seat: int, card: str, seen: Counter[str] | None = None) -> str | None:
    """Return the code of the rule that forbids discarding ``card`` now, or None.

    Any card the player may hold may be discarded: this is exactly the hold
    check that candidate generation (:func:`_cards`) applies.
    """
    return _holds(s, seat, card, seen)


def reaction_problem(s: State, seat: int, card: str, seen: Counter[str] | None = None,
                     ) -> str | None:
    """Return the code of the rule that forbids ``seat`` reacting with ``card`` now, or None."""
    if card not in REACTION:
        return "not_a_reaction"
    window = s.window
    if card == "swerve":
        # "Play at any time outside of your turn": in or out of a window, answered or not
        if seat == s.turn:
            return "reaction_on_own_turn"
        return _holds(s, seat, card, seen)
    if window is None:
        return "no_reaction_window"
    if seat not in window[4]:
        return "reaction_on_own_turn" if seat in (s.turn, window[1]) else "already_answered"
    problem = _holds(s, seat, card, seen)
    if problem:
        return problem
    played = window[0]
    if card == "yield":
        if played not in DISTANCE:
            return "yield_needs_distance"
        return distance_problem(s, seat, played, ignore_blocks=True)
    if card == "backseat_driver" and played not in RED and played not in BLUE:
        return "backseat_needs_action"
    return None


# -- candidates ------------------------------------------------------------------

def hand_kinds(s: State) -> list[str]:
    """Return the kinds of card this game's deck can put in a hand, in catalogue order."""
    return [card for card in s.totals if card not in SIGN]


def _cards(s: State, seat: int, seen: Counter[str] | None) -> list[str]:
    """Return the card kinds ``seat`` may hold, in catalogue order.

    Exactly the cards that pass :func:`_holds`: in hand (digital), or with an
    unseen copy left while the hand is not empty (referee).
    """
    if s.digital:
        # the hand's few kinds, not the whole catalogue (hot in playouts and searches)
        return sorted(set(s.hands[seat]), key=ORDER.__getitem__)
    if s.counts[seat] == 0 or seen is None:
        return []
    return [card for card in hand_kinds(s) if unseen(s, card, seen) > 0]


def _ways(s: State, seat: int, card: str) -> list[dict[str, Any]]:
    """Return the ``play`` moves of a playable ``card``: one per target or option."""
    if card in RED:
        return [{"type": "play", "card": card, "target": target} for target in range(s.n)
                if target_problem(s, seat, target) is None]
    if card in OPTIONS:
        return [{"type": "play", "card": card, "option": option}
                for option in OPTIONS[card] if option_problem(s, seat, option, card) is None]
    return [{"type": "play", "card": card}]


def play_moves(
    s: State, seat: int, distance_only: bool = False, seen: Counter[str] | None = None,
) -> list[dict[str, Any]]:
    """Return every legal ``play`` move of ``seat`` now."""
    if not s.digital and seen is None:
        seen = seen_counts(s)
    moves: list[dict[str, Any]] = []
    for card in _cards(s, seat, seen):
        if card_problem(s, seat, card, distance_only, seen, held=True) is None:
            moves += _ways(s, seat, card)
    return moves


def free_moves(s: State, seat: int, card: str) -> list[dict[str, Any]]:
    """Return the ways ``seat`` may play a ``card`` not from their hand (Backseat, Carpool)."""
    if card_problem(s, seat, card, held=True) is not None:
        return []
    return _ways(s, seat, card)


def _discard_moves(s: State, seat: int, seen: Counter[str] | None,
                   only: frozenset[str] | None = None) -> list[dict[str, Any]]:
    return [{"type": "discard", "card": card} for card in _cards(s, seat, seen)
            if only is None or card in only]


_DISTANCE_IDS = frozenset(DISTANCE)


def _sorted(cards: Any) -> list[str]:
    return sorted(set(cards), key=ORDER.__getitem__)


def search_cards(s: State, entry: Entry, seen: Counter[str] | None) -> list[str]:
    """Return the cards a deck search (GPS, Motorway, Carpool) may take now, in order.

    Digital: the kinds in the draw pile; referee: the kinds with an unseen
    copy (signs are never taken: they are flipped as soon as they are on top).
    """
    kind, seat, _n, source = entry
    if s.digital:
        pool = _sorted(card for card in s.deck if card not in SIGN)
    else:
        if deck_size(s) - signs_in_deck(s) <= 0:
            return []
        pool = [card for card in hand_kinds(s) if unseen(s, card, seen) > 0]
    if kind == "blue":
        return [card for card in pool if card in BLUE and free_moves(s, seat, card)]
    if kind == "km":
        return [card for card in pool if card in DISTANCE and not distance_problem(s, seat, card)]
    if kind == "copy":
        return [card for card in pool if card == source
                and not distance_problem(s, seat, card, ignore_blocks=True)]
    if source == "motorway":
        return [card for card in pool if card in DISTANCE]
    return pool


def reaction_moves(s: State, seat: int, seen: Counter[str] | None) -> list[dict[str, Any]]:
    """Return ``seat``'s reactions now: inside a window react or pass; outside, Swerve;
    referee: a late reaction to the last card played, checked against that moment."""
    if "quick_reactions" not in s.variants or s.outcome is not None:
        return []
    moves: list[dict[str, Any]] = []
    late = s.late if s.window is None else None
    if late is not None and late.window is not None and seat in late.window[4]:
        late_seen = seen_counts(late)
        moves = [{"type": "react", "card": card} for card in _cards(late, seat, late_seen)
                 if card in REACTION and card != "swerve"
                 and reaction_problem(late, seat, card, late_seen) is None]
    if seat == s.turn:
        return moves
    window = s.window
    answering = window is not None and seat in window[4]
    moves += [{"type": "react", "card": card} for card in _cards(s, seat, seen)
              if card in REACTION and (answering or card == "swerve")
              and reaction_problem(s, seat, card, seen) is None]
    if answering:
        moves.append({"type": "pass_reaction"})
    return moves


def flip_moves(s: State, seen: Counter[str] | None) -> list[dict[str, Any]]:
    """Referee: the sign flips the table may report (a sign with an unseen copy, a deck left)."""
    if s.digital or "signs_of_madness" not in s.variants or s.outcome is not None:
        return []
    if s.deck_n <= 0 or seen is None:
        return []
    return [{"type": "flip_sign", "card": card} for card in s.totals
            if card in SIGN and unseen(s, card, seen) > 0]


def legal_moves(s: State, seat: int) -> list[dict[str, Any]]:
    """Return every move ``seat`` may make now (the undo report last)."""
    decision = current(s)
    moves: list[dict[str, Any]] = []
    seen = None if s.digital else seen_counts(s)
    if decision is not None and decision[0] == "window":
        moves = reaction_moves(s, seat, seen)
    elif decision is not None:
        if decision[1] == seat:
            moves = _decision_moves(s, seat, decision, seen)
        if s.variants:
            moves += reaction_moves(s, seat, seen)
    if s.variants:
        moves += flip_moves(s, seen)
    if undo.offered(s, seat, s.outcome is not None):
        moves.append(dict(undo.UNDO_MOVE))
    return moves


def _decision_moves(s: State, seat: int, decision: Entry, seen: Counter[str] | None,
                    ) -> list[dict[str, Any]]:
    """Return the moves of the seat whose decision ``decision`` is."""
    kind = decision[0]
    moves: list[dict[str, Any]] = []
    if kind == "main":
        if hand_count(s, seat) == 0:
            moves.append({"type": "pass"})
        else:
            moves = play_moves(s, seat, False, seen) + _discard_moves(s, seat, seen)
    elif kind == "discarding":
        moves = _discard_moves(s, seat, seen)
        moves.append({"type": "end_turn"})
    elif kind == "play":
        moves = play_moves(s, seat, decision[3] in DISTANCE_ONLY, seen)
        if not s.digital:
            moves.append({"type": "skip"})
    elif kind == "toll":
        moves = _discard_moves(s, seat, seen)
    elif kind == "draw":
        if not signs_to_flip(s, decision):  # else only the flips (flip_moves) go on
            moves.append({"type": "draw", "count": draw_now(s, decision)})
    elif kind in ("take", "blue", "km", "copy"):
        moves = [{"type": "take", "card": card} for card in search_cards(s, decision, seen)]
        if not s.digital and kind != "take":
            moves.append({"type": "skip"})
    elif kind == "free":
        moves = free_moves(s, seat, decision[3])
    elif kind == "camera":
        moves = _discard_moves(s, seat, seen, _DISTANCE_IDS)
        if not s.digital:
            moves.append({"type": "skip"})
    elif kind == "rest":
        moves = _discard_moves(s, seat, seen) + [{"type": "stop"}]
    elif kind == "mirror":  # "draw any 3 cards": exactly 3, or all when fewer (no stop)
        moves = [{"type": "take", "card": card} for card in _sorted(s.discard)]
    elif kind == "look":
        moves = [{"type": "look", "target": target} for target in range(s.n)
                 if target != seat and not decision[2] >> target & 1]
        moves.append({"type": "stop"})
    elif kind == "give":
        moves = [{"type": "choose_opponent", "target": target} for target in range(s.n)
                 if target != seat]
    return moves


# -- explaining a refusal ----------------------------------------------------------

def _title(card: Any) -> str:
    return BY_ID[card].title if card in BY_ID else repr(card)


def _error(code: str, s: State, seat: int, move: dict[str, Any]) -> IllegalMove:
    card, target = move.get("card"), move.get("target")
    title = _title(card)
    window = s.window
    played = _title(window[0]) if window is not None else "no card"
    texts: dict[str, tuple[str, str]] = {
        "empty_hand": (f"seat {seat} has no cards in hand", RULE_PASS),
        "card_not_in_hand": (f"seat {seat} holds no {title}", RULE_PLAY_OR_DISCARD),
        "too_many_copies": (
            f"all {s.totals[card]} copies of {title} in this deck are already face up"
            if s.totals.get(card) else f"this game's deck holds no {title}", RULE_COPIES),
        "traffic_blocks_distance": (
            f"seat {seat} has Traffic in front and cannot play distance cards", RULE_TRAFFIC),
        "truck_blocks_100": (
            f"seat {seat} has a Truck in front and cannot play 100 km cards", RULE_TRUCK),
        "exceeds_goal": (
            f"{_title(window[0]) if card == 'yield' and window else title} would take seat"
            f" {seat} from {distance(s, seat)} km past the goal of {s.goal} km", RULE_GOAL),
        "distance_card_required": (f"this play must be a distance card, not {title}",
                                   RULE_SHORTCUT if s.stack and s.stack[-1][3] == "shortcut"
                                   else RULE_SPEED_CAMERA if s.stack
                                   and s.stack[-1][0] == "camera" else RULE_RACE_CAR),
        "no_target": (f"every opponent already has a red card in front: {title} has no target",
                      RULE_RED_CARD),
        "not_an_opponent": ("red cards are played on an opponent, not yourself",
                            RULE_RED_OPPONENT),
        "red_card_already_in_front": (
            f"seat {target} already has a red card in front of them", RULE_RED_CARD),
        "invalid_option": (
            f"{title} needs an option: one of {', '.join(OPTIONS.get(card, ()))}",
            RULE_OPTION.get(card, RULE_SHORTCUT)),
        "no_traffic_to_resolve": (f"seat {seat} has no active Traffic to resolve",
                                  RULE_SHORTCUT),
        "no_truck_to_resolve": (f"seat {seat} has no active Truck to resolve", RULE_OVERTAKE),
        "reaction_card": (f"{title} is a reaction card: it is played during another player's"
                          " turn, with a react move", RULE_REACTION),
        "forbidden_by_sign": (
            f"{_title(sign_in_force(s))} is in force: no {title} cards may be played",
            RULE_SIGN),
        "not_a_reaction": (f"{title} is not a reaction card", RULE_REACTION),
        "no_reaction_window": (
            "no reaction window is open (it closed when everyone answered, at its deadline,"
            " or no card was played; referee mode: a reaction is reported before the next"
            " report): only Swerve may be played outside one", RULE_WINDOW),
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
}


def _shape_error(move: Any) -> IllegalMove | None:
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


def why_not(s: State, seat: int, move: Any) -> IllegalMove | None:
    """Return why ``seat`` may not make ``move`` now, or None when it is legal."""
    if s.outcome is not None:
        return IllegalMove("game_over", "the game is over")
    shape = _shape_error(move)
    if shape is not None:
        return shape
    kind = move["type"]
    if not isinstance(seat, int) or not 0 <= seat < s.n:
        return IllegalMove("not_a_seat", f"there is no seat {seat!r} in this game")
    if kind == "undo":  # any seat, for the table, while a report stands (core.undo)
        return undo.refusal(s, seat, not s.digital)
    seen = None if s.digital else seen_counts(s)
    if kind in ("react", "pass_reaction", "flip_sign"):
        return _variant_move_problem(s, seat, move, seen)
    decision = current(s)
    assert decision is not None
    step, owner = decision[0], decision[1]
    if step == "window":
        return IllegalMove("reaction_window_open",
                           f"{_title(decision[3])} waits for reactions from seat(s)"
                           f" {', '.join(map(str, s.window[4] if s.window else []))}",
                           RULE_WINDOW)
    if owner != seat:
        return IllegalMove("not_your_turn", f"it is seat {owner}'s decision, not seat {seat}'s",
                           RULE_TURN)
    if kind == "play":
        if step == "discarding":
            return IllegalMove("already_discarded",
                               "you discarded this turn: discard more or end the turn",
                               RULE_DISCARD)
        if step not in ("main", "play", "free"):
            return _not_now(decision, move)
        if "target" in move and not 0 <= move["target"] < s.n:
            return IllegalMove("invalid_target", f"there is no seat {move['target']}",
                               RULE_RED_OPPONENT)
        if step == "free" and move["card"] != decision[3]:
            return IllegalMove("not_now", f"seat {seat} plays {_title(decision[3])} now",
                               RULE_BACKSEAT if decision[2] else RULE_CARPOOL)
        code = play_problem(s, seat, move["card"], move.get("target"), move.get("option"),
                            step == "play" and decision[3] in DISTANCE_ONLY, seen,
                            held=step == "free")
        return None if code is None else _error(code, s, seat, move)
    if kind == "discard":
        if step == "play":
            return IllegalMove("no_discard_after_play",
                               "you played a card this turn and may not discard",
                               RULE_NO_DISCARD_AFTER_PLAY)
        if step not in ("main", "discarding", "toll", "camera", "rest"):
            return _not_now(decision, move)
        if step == "camera" and move["card"] not in DISTANCE:
            return IllegalMove("distance_card_required",
                               f"Speed Camera discards distance cards, not {_title(move['card'])}",
                               RULE_SPEED_CAMERA)
        code = discard_problem(s, seat, move["card"], seen)
        return None if code is None else _error(code, s, seat, move)
    if kind == "end_turn":
        if step == "main":
            return IllegalMove("must_play_or_discard", "play a card or discard first",
                               RULE_PLAY_OR_DISCARD)
        return None if step == "discarding" else _not_now(decision, move)
    if kind == "pass":
        if step != "main":
            return _not_now(decision, move)
        if hand_count(s, seat) > 0:
            return IllegalMove("cannot_pass_with_cards",
                               f"seat {seat} holds {hand_count(s, seat)} card(s): play or discard",
                               RULE_PASS)
        return None
    if kind == "take":
        return _take_problem(s, decision, move, seen)
    if kind == "draw":
        if step != "draw":
            return _not_now(decision, move)
        flips = signs_to_flip(s, decision)
        if flips:
            return IllegalMove("flip_signs_first",
                               f"the draw pile holds only {flips} unflipped sign(s): flip them"
                               " onto the sign pile (flip_sign), then the discard pile is"
                               " reshuffled and the draw goes on", RULE_SIGN)
        need = draw_now(s, decision)
        if move["count"] != need:
            more = draw_required(s, decision) - need
            then = (f" (then flip the {signs_in_deck(s)} sign(s) left on the draw pile,"
                    f" reshuffle the discard pile and draw {more} more)") if more else ""
            return IllegalMove("wrong_draw_count",
                               f"seat {seat} must draw exactly {need} card(s) now{then}, not"
                               f" {move['count']}", RULE_SIGN if more else RULE_DRAW)
        return None
    if kind == "stop":
        if step == "mirror":
            return IllegalMove("mirror_takes_three",
                               f"Rearview Mirror draws {MIRROR_COUNT} cards from the discard"
                               f" pile (all of it when it holds fewer): {decision[2]} more to"
                               " take", RULE_MIRROR)
        return None if step in ("rest", "look") else _not_now(decision, move)
    if kind in ("look", "choose_opponent"):
        if step != ("look" if kind == "look" else "give"):
            return _not_now(decision, move)
        target = move["target"]
        if target == seat or not 0 <= target < s.n:
            return IllegalMove("invalid_target", f"seat {target} is not another player's seat",
                               RULE_MIRROR if kind == "look" else RULE_CARPOOL)
        if kind == "look" and decision[2] >> target & 1:
            return IllegalMove("already_looked", f"seat {seat} already saw seat {target}'s hand",
                               RULE_MIRROR)
        return None
    # skip
    if step not in ("play", "camera", "blue", "km", "copy") or s.digital:
        return IllegalMove("cannot_skip",
                           "only an additional play or a search or discard that finds nothing"
                           " can be skipped, and only in referee mode (digital mode skips"
                           " impossible actions by itself)", RULE_SKIP)
    return None


def _take_problem(s: State, decision: Entry, move: dict[str, Any],
                  seen: Counter[str] | None) -> IllegalMove | None:
    """Check a ``take``: from the deck (GPS, Motorway, Carpool) or the discard pile (Mirror)."""
    step, card = decision[0], move["card"]
    if step == "mirror":
        if card not in s.discard:
            return IllegalMove("card_not_in_discard", f"the discard pile holds no {_title(card)}",
                               RULE_MIRROR)
        return None
    if step not in ("take", "blue", "km", "copy"):
        return _not_now(decision, move)
    rule = {"blue": RULE_CARPOOL, "km": RULE_CARPOOL, "copy": RULE_CARPOOL}.get(
        step, RULE_MOTORWAY if decision[3] == "motorway" else RULE_GPS)
    if s.digital and card not in s.deck:
        return IllegalMove("card_not_in_deck", f"the deck holds no {_title(card)}", rule)
    if card not in search_cards(s, decision, seen):
        return IllegalMove("card_not_searchable",
                           f"{_title(card)} cannot be taken by this search now", rule)
    return None


def _variant_move_problem(s: State, seat: int, move: dict[str, Any],
                          seen: Counter[str] | None) -> IllegalMove | None:
    """Check a reaction, a pass in a reaction window or a referee's sign flip."""
    kind = move["type"]
    if kind == "flip_sign":
        card = move["card"]
        if "signs_of_madness" not in s.variants or card not in SIGN:
            return IllegalMove("not_a_sign", f"{_title(card)} is not a sign of this game",
                               RULE_SIGN)
        if s.digital:
            return IllegalMove("not_now", "digital mode flips signs by itself", RULE_SIGN)
        if unseen(s, card, seen) <= 0 or s.deck_n <= 0:
            return IllegalMove("too_many_copies", f"no unseen {_title(card)} is left in the deck",
                               RULE_COPIES)
        return None
    if "quick_reactions" not in s.variants:
        return IllegalMove("variant_not_in_play", "Quick Reactions is not played in this game",
                           RULE_REACTION)
    if kind == "pass_reaction":
        window = s.window
        if window is None:
            return _error("no_reaction_window", s, seat, move)
        if seat not in window[4]:
            return _error("reaction_on_own_turn" if seat in (s.turn, window[1])
                          else "already_answered", s, seat, move)
        return None
    late = s.late if s.window is None else None
    if late is not None and move["card"] != "swerve":
        # referee: a late reaction is checked against the moment the card was played
        code = reaction_problem(late, seat, move["card"], seen_counts(late))
        return None if code is None else _error(code, late, seat, move)
    code = reaction_problem(s, seat, move["card"], seen)
    return None if code is None else _error(code, s, seat, move)


_EXPECTED = {
    "main": "play a card, discard or pass",
    "discarding": "discard another card or end the turn",
    "play": "play a card",
    "draw": "report the cards drawn",
    "take": "take a card from the deck",
    "toll": "discard a card for the Toll booth",
    "free": "play the card they gained",
    "camera": "discard a distance card for the Speed Camera",
    "rest": "discard cards for the Rest Stop or stop",
    "mirror": "take a card from the discard pile",
    "look": "look at another player's hand or stop",
    "blue": "take a blue card from the deck for the Carpool",
    "km": "take a distance card from the deck for the Carpool",
    "give": "choose the opponent of the Carpool",
    "copy": "take another copy of a Carpool card",
}


def _not_now(decision: Entry, move: dict[str, Any]) -> IllegalMove:
    return IllegalMove("not_now", f"a {move['type']} move is not expected now: seat"
                       f" {decision[1]} must {_EXPECTED[decision[0]]}", RULE_PLAY_OR_DISCARD)
