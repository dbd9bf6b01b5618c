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

from core.dmc.cards import BASE_IDS, BY_ID, DISTANCE, ORDER, RED
from core.dmc.state import HAND_SIZE, REFILL, Entry, State
from core.errors import IllegalMove

#: plays granted by these cards must be distance cards
DISTANCE_ONLY = frozenset({"shortcut", "race_car"})
SHORTCUT_OPTIONS = ("resolve_traffic", "play_distance")

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
RULE_TOLL_BOOTH = "Toll booth: Choose 2 cards from your hand and discard them."
RULE_GPS = "GPS: Search the deck and draw any 2 cards."
RULE_DRAW = ("At the end of your turn, if you have fewer than 4 cards, draw from the deck until"
             " you have 4 in your hand. If the draw pile is ever empty, reshuffle the discard"
             " pile. If you have 4 or more cards, do nothing.")
RULE_SKIP = ("Each action on a card is a separate effect. If you cannot legally carry out an"
             " action, simply skip it.")
RULE_COPIES = ("1. Components: 104 x base game cards, 52 x '7-10 player' cards (marked '7+')"
               " — no more copies of a card can be seen than the deck holds.")
RULE_UNDO = ("Referee mode: a report can be undone by its reporter until the next report is"
             " made.")


# -- reading the state ---------------------------------------------------------

def hand_count(s: State, seat: int) -> int:
    """Return how many cards ``seat`` holds (known in both modes)."""
    return len(s.hands[seat]) if s.digital else s.counts[seat]


def deck_size(s: State) -> int:
    """Return how many cards are in the draw pile."""
    return len(s.deck) if s.digital else s.deck_n


def drawable(s: State) -> int:
    """Return how many cards can still be drawn (draw pile plus the reshuffled discards)."""
    return deck_size(s) + len(s.discard)


def distance(s: State, seat: int) -> int:
    """Return the kilometres on ``seat``'s road."""
    return sum(DISTANCE[card] for card in s.roads[seat])


def has_red_in_front(s: State, seat: int) -> bool:
    """Return True while a red card lies in front of ``seat`` (resolved or not)."""
    return any(effect[0] in RED for effect in s.effects[seat])


def traffic_active(s: State, seat: int) -> bool:
    """Return True while an unresolved Traffic with turns left lies in front of ``seat``."""
    return any(e[0] == "traffic" and not e[2] and e[1] > 0 for e in s.effects[seat])


def stoplight_left(s: State, seat: int) -> int:
    """Return how many turns ``seat`` still skips (an active Stoplight's tracker)."""
    return max((e[1] for e in s.effects[seat] if e[0] == "stoplight" and not e[2]), default=0)


def seen_counts(s: State) -> Counter[str]:
    """Return how many copies of each card are face up (roads, in front, discard pile)."""
    cards = s.discard[:]
    for road in s.roads:
        cards += road
    for front in s.effects:
        cards += [effect[0] for effect in front]
    return Counter(cards)


def current(s: State) -> Entry | None:
    """Return the decision the game waits for as ``(kind, seat, n, source)``, or None.

    ``kind`` is ``"main"`` (play, discard or pass), ``"discarding"`` (discard
    more or end the turn) or the kind of the stack's top entry.
    """
    if s.outcome is not None:
        return None
    if s.stack:
        return s.stack[-1]
    return (s.phase, s.turn, 0, "")


def draw_required(s: State, entry: Entry) -> int:
    """Return exactly how many cards a draw entry makes its seat draw now."""
    want = HAND_SIZE - hand_count(s, entry[1]) if entry[2] == REFILL else entry[2]
    return max(0, min(want, drawable(s)))


# -- one check per rule --------------------------------------------------------

def _holds(s: State, seat: int, card: str, seen: Counter[str] | None) -> str | None:
    """Check that ``seat`` can have ``card`` in hand (digital: does; referee: may)."""
    if hand_count(s, seat) == 0:
        return "empty_hand"
    if s.digital:
        return None if card in s.hands[seat] else "card_not_in_hand"
    if seen is None:
        seen = seen_counts(s)
    return None if s.totals.get(card, 0) - seen[card] > 0 else "too_many_copies"


def card_problem(
    s: State, seat: int, card: str, distance_only: bool = False,
    seen: Counter[str] | None = None, held: bool = False,
) -> str | None:
    """Return the code of the rule that forbids ``seat`` playing ``card`` at all now.

    ``held``: the caller already knows ``seat`` may hold ``card`` (a candidate).
    """
    if not held:
        problem = _holds(s, seat, card, seen)
        if problem:
            return problem
    if card in DISTANCE:
        if traffic_active(s, seat):
            return "traffic_blocks_distance"
        if distance(s, seat) + DISTANCE[card] > s.goal:
            return "exceeds_goal"
        return None
    if distance_only:
        return "distance_card_required"
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


def option_problem(s: State, seat: int, option: Any) -> str | None:
    """Return the code of the rule that forbids playing Shortcut with ``option``."""
    if option not in SHORTCUT_OPTIONS:
        return "invalid_option"
    if option == "resolve_traffic" and not traffic_active(s, seat):
        return "no_traffic_to_resolve"
    return None


def play_problem(
    s: State, seat: int, card: str, target: Any = None, option: Any = None,
    distance_only: bool = False, seen: Counter[str] | None = None,
) -> str | None:
    """Return the code of the rule that forbids playing ``card`` now, or None."""
    problem = card_problem(s, seat, card, distance_only, seen)
    if problem is None and card in RED:
        return target_problem(s, seat, target)
    if problem is None and card == "shortcut":
        return option_problem(s, seat, option)
    return problem


def discard_problem(s: State, seat: int, card: str, seen: Counter[str] | None = None) -> str | None:
    """Return the code of the rule that forbids discarding ``card`` now, or None.

    Any card the player may hold may be discarded: this is exactly the hold
    check that candidate generation (:func:`_cards`) applies.
    """
    return _holds(s, seat, card, seen)


# -- candidates ------------------------------------------------------------------

def _cards(s: State, seat: int, seen: Counter[str] | None) -> list[str]:
    """Return the card kinds ``seat`` may hold, in catalogue order.

    Exactly the cards that pass :func:`_holds`: in hand (digital), or with an
    unseen copy left while the hand is not empty (referee).
    """
    if s.digital:
        hand = s.hands[seat]
        return [card for card in BASE_IDS if card in hand]
    if s.counts[seat] == 0 or seen is None:
        return []
    totals = s.totals
    return [card for card in BASE_IDS if totals.get(card, 0) - seen[card] > 0]


def play_moves(
    s: State, seat: int, distance_only: bool = False, seen: Counter[str] | None = None,
) -> list[dict[str, Any]]:
    """Return every legal ``play`` move of ``seat`` now."""
    if not s.digital and seen is None:
        seen = seen_counts(s)
    moves: list[dict[str, Any]] = []
    for card in _cards(s, seat, seen):
        if card_problem(s, seat, card, distance_only, seen, held=True) is not None:
            continue
        if card in RED:
            moves += [{"type": "play", "card": card, "target": target} for target in range(s.n)
                      if target_problem(s, seat, target) is None]
        elif card == "shortcut":
            moves += [{"type": "play", "card": card, "option": option}
                      for option in SHORTCUT_OPTIONS if option_problem(s, seat, option) is None]
        else:
            moves.append({"type": "play", "card": card})
    return moves


def _discard_moves(s: State, seat: int, seen: Counter[str] | None) -> list[dict[str, Any]]:
    return [{"type": "discard", "card": card} for card in _cards(s, seat, seen)]


def legal_moves(s: State, seat: int) -> list[dict[str, Any]]:
    """Return every move ``seat`` may make now (the undo report last)."""
    decision = current(s)
    moves: list[dict[str, Any]] = []
    if decision is not None and decision[1] == seat:
        kind = decision[0]
        seen = None if s.digital else seen_counts(s)
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
            moves.append({"type": "draw", "count": draw_required(s, decision)})
        elif kind == "take":
            moves = [{"type": "take", "card": card}
                     for card in sorted(set(s.deck), key=ORDER.__getitem__)]
    if s.snap is not None and s.snap_seat == seat and s.outcome is None:
        moves.append({"type": "undo"})
    return moves


# -- explaining a refusal ----------------------------------------------------------

def _title(card: Any) -> str:
    return BY_ID[card].title if card in BY_ID else repr(card)


def _error(code: str, s: State, seat: int, move: dict[str, Any]) -> IllegalMove:
    card, target = move.get("card"), move.get("target")
    title = _title(card)
    texts: dict[str, tuple[str, str]] = {
        "empty_hand": (f"seat {seat} has no cards in hand", RULE_PASS),
        "card_not_in_hand": (f"seat {seat} holds no {title}", RULE_PLAY_OR_DISCARD),
        "too_many_copies": (
            f"all {s.totals[card]} copies of {title} in this deck are already face up"
            if s.totals.get(card) else f"this game's deck holds no {title}", RULE_COPIES),
        "traffic_blocks_distance": (
            f"seat {seat} has Traffic in front and cannot play distance cards", RULE_TRAFFIC),
        "exceeds_goal": (
            f"{title} would take seat {seat} from {distance(s, seat)} km past the goal of"
            f" {s.goal} km", RULE_GOAL),
        "distance_card_required": (f"this play must be a distance card, not {title}",
                                   RULE_SHORTCUT if s.stack and s.stack[-1][3] == "shortcut"
                                   else RULE_RACE_CAR),
        "no_target": (f"every opponent already has a red card in front: {title} has no target",
                      RULE_RED_CARD),
        "not_an_opponent": ("red cards are played on an opponent, not yourself",
                            RULE_RED_OPPONENT),
        "red_card_already_in_front": (
            f"seat {target} already has a red card in front of them", RULE_RED_CARD),
        "invalid_option": (f"Shortcut needs an option: one of {', '.join(SHORTCUT_OPTIONS)}",
                           RULE_SHORTCUT),
        "no_traffic_to_resolve": (f"seat {seat} has no active Traffic to resolve",
                                  RULE_SHORTCUT),
    }
    message, rule = texts[code]
    return IllegalMove(code, message, rule)


_SHAPES: dict[str, frozenset[str]] = {
    "play": frozenset({"type", "card"}),
    "discard": frozenset({"type", "card"}),
    "take": frozenset({"type", "card"}),
    "draw": frozenset({"type", "count"}),
    "end_turn": frozenset({"type"}),
    "pass": frozenset({"type"}),
    "skip": frozenset({"type"}),
    "undo": frozenset({"type"}),
}


def _shape_error(move: Any) -> IllegalMove | None:
    if not isinstance(move, dict) or move.get("type") not in _SHAPES:
        kinds = ", ".join(_SHAPES)
        return IllegalMove("unknown_move", f"a move is an object whose type is one of {kinds}")
    kind = move["type"]
    keys = set(_SHAPES[kind])
    card = move.get("card")
    if "card" in keys and (not isinstance(card, str) or card not in BY_ID):
        return IllegalMove("unknown_card", f"{card!r} is not a card of this game")
    if kind == "play":
        if card in RED:
            keys.add("target")
        if card == "shortcut":
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
    if kind == "undo":
        if s.digital:
            return IllegalMove("nothing_to_undo", "moves cannot be undone in digital mode",
                               RULE_UNDO)
        if s.snap is None or s.snap_seat != seat:
            return IllegalMove("nothing_to_undo",
                               f"seat {seat} has no report to undo (the last report was"
                               f" {'nobody' if s.snap_seat is None else 'seat ' + str(s.snap_seat)}"
                               "'s, or a later report was made)", RULE_UNDO)
        return None
    decision = current(s)
    assert decision is not None
    step, owner = decision[0], decision[1]
    if owner != seat:
        return IllegalMove("not_your_turn", f"it is seat {owner}'s decision, not seat {seat}'s",
                           RULE_TURN)
    seen = None if s.digital else seen_counts(s)
    if kind == "play":
        if step == "discarding":
            return IllegalMove("already_discarded",
                               "you discarded this turn: discard more or end the turn",
                               RULE_DISCARD)
        if step not in ("main", "play"):
            return _not_now(decision, move)
        if "target" in move and not 0 <= move["target"] < s.n:
            return IllegalMove("invalid_target", f"there is no seat {move['target']}",
                               RULE_RED_OPPONENT)
        code = play_problem(s, seat, move["card"], move.get("target"), move.get("option"),
                            step == "play" and decision[3] in DISTANCE_ONLY, seen)
        return None if code is None else _error(code, s, seat, move)
    if kind == "discard":
        if step == "play":
            return IllegalMove("no_discard_after_play",
                               "you played a card this turn and may not discard",
                               RULE_NO_DISCARD_AFTER_PLAY)
        if step not in ("main", "discarding", "toll"):
            return _not_now(decision, move)
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
        if step != "take":
            return _not_now(decision, move)
        if move["card"] not in s.deck:
            return IllegalMove("card_not_in_deck", f"the deck holds no {_title(move['card'])}",
                               RULE_GPS)
        return None
    if kind == "draw":
        if step != "draw":
            return _not_now(decision, move)
        need = draw_required(s, decision)
        if move["count"] != need:
            return IllegalMove("wrong_draw_count",
                               f"seat {seat} must draw exactly {need} card(s) now, not"
                               f" {move['count']}", RULE_DRAW)
        return None
    # skip
    if step != "play" or s.digital:
        return IllegalMove("cannot_skip",
                           "only an additional play can be skipped, and only in referee mode"
                           " (digital mode skips impossible actions by itself)", RULE_SKIP)
    return None


_EXPECTED = {
    "main": "play a card, discard or pass",
    "discarding": "discard another card or end the turn",
    "play": "play a card",
    "draw": "report the cards drawn",
    "take": "take a card from the deck",
    "toll": "discard a card for the Toll booth",
}


def _not_now(decision: Entry, move: dict[str, Any]) -> IllegalMove:
    return IllegalMove("not_now", f"a {move['type']} move is not expected now: seat"
                       f" {decision[1]} must {_EXPECTED[decision[0]]}", RULE_PLAY_OR_DISCARD)
