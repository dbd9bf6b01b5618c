"""Reading a Driving Me Crazy! state and checking one rule at a time (both modes).

Each ``*_problem`` function returns the code of the one rule that forbids
something, or None; :mod:`core.dmc.candidates` lists moves through these same
checks and :mod:`core.dmc.refusals` words their codes for players.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core.dmc.cards import BLUE, DISTANCE, FORBIDS, OPTIONS, ORDER, REACTION, RED, SIGN
from core.dmc.entries import Discarding, Draw, Entry, Finishing, Free, Give, Main, Window
from core.dmc.state import HAND_SIZE, REFILL, TRAILER_HAND_SIZE, Effect, State

#: plays granted by these cards must be distance cards
DISTANCE_ONLY = frozenset({"shortcut", "race_car", "motorway", "overtake"})
#: Rearview Mirror: "show and draw any 3 cards" / "the hands of up to 3 other players"
MIRROR_COUNT = 3
#: Speed Camera: "Choose 3 distance cards from your hand and discard them"
CAMERA_COUNT = 3


# -- reading the state ---------------------------------------------------------

def hand_count(state: State, seat: int) -> int:
    """Return how many cards ``seat`` holds (known in both modes)."""
    return len(state.hands[seat]) if not state.referee else state.counts[seat]


def hand_size(state: State, seat: int) -> int:
    """Return the size ``seat``'s hand is refilled to (Trailer's 6 while it lasts)."""
    for trailer in state.trailer[seat]:  # a loop: asked at every refill, mostly none
        if trailer.option == "hand_size":
            return TRAILER_HAND_SIZE
    return HAND_SIZE


def two_plays(state: State, seat: int) -> bool:
    """Return True while a Trailer lets ``seat`` play 2 cards instead of one."""
    for trailer in state.trailer[seat]:  # a loop: asked at every play, mostly none
        if trailer.option == "two_plays":
            return True
    return False


def deck_size(state: State) -> int:
    """Return how many cards are in the draw pile (unflipped signs included)."""
    return len(state.deck) if not state.referee else state.deck_n


def signs_in_deck(state: State) -> int:
    """Return how many signs are still in the draw pile (signs are never anywhere else)."""
    if not state.signs and "signs_of_madness" not in state.variants:
        return 0
    return state.sign_total - len(state.signs)


def drawable(state: State) -> int:
    """Return how many cards can still be drawn (draw pile plus the reshuffled discards)."""
    # max(): never below zero, also for a state saved before draws asked for the signs met
    # at the end of the pile (decision_views.draw_now); today deck_size >= signs_in_deck holds
    return max(0, deck_size(state) - signs_in_deck(state)) + len(state.discard)


def sign_in_force(state: State) -> str | None:
    """Return the sign on top of the sign pile (the only one in force), or None."""
    return state.signs[-1] if state.signs else None


def distance(state: State, seat: int) -> int:
    """Return the kilometres on ``seat``'s road."""
    return sum(map(DISTANCE.__getitem__, state.roads[seat]))


def turns_left(effect: Effect) -> int:
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
    return 0 if effect.resolved else int(effect.turns)


def has_red_in_front(state: State, seat: int) -> bool:
    """Return True while a red card lies in front of ``seat`` (resolved or not)."""
    # loops, not any() over a generator: asked for every seat at most plays of a playout,
    # and most fronts are empty
    for effect in state.effects[seat]:
        if effect.card in RED:
            return True
    return False


def _active(state: State, seat: int, card: str) -> bool:
    """Return True while an unresolved ``card`` with turns left lies in front of ``seat``.

    A tracker placed during its target's own turn (``fresh``) counts only the target's
    following turns, so it does not block the rest of the turn it lands in either: "for 4
    turns" are the next 4, not parts of 5.
    """
    for effect in state.effects[seat]:
        if effect.card == card and turns_left(effect) > 0 and not effect.fresh:
            return True
    return False


def traffic_active(state: State, seat: int) -> bool:
    """Return True while an unresolved Traffic with turns left lies in front of ``seat``."""
    return _active(state, seat, "traffic")


def truck_active(state: State, seat: int) -> bool:
    """Return True while an unresolved Truck with turns left lies in front of ``seat``."""
    return _active(state, seat, "truck")


def stoplight_left(state: State, seat: int) -> int:
    """Return how many turns ``seat`` still skips (an active Stoplight's tracker)."""
    front = state.effects[seat]
    if not front:  # asked at every turn's start, and most fronts are empty
        return 0
    return max((turns_left(e) for e in front if e.card == "stoplight"), default=0)


def seen_counts(state: State) -> Counter[str]:
    """Return how many copies of each card are face up.

    Roads, cards in front, the discard pile, the sign pile and the card
    waiting in a reaction window.
    """
    cards = state.discard + state.signs
    for road in state.roads:
        cards += road
    for front in state.effects:
        cards += [effect.card for effect in front]
    if state.window is not None:
        cards.append(state.window.card)
    for entry in state.stack:
        # a gained card waiting for its player's choice lies on the table
        if isinstance(entry, Free) and entry.placed:
            cards.append(entry.card)
        elif isinstance(entry, Give) and entry.blue:
            cards += entry.cards
    return Counter(cards)


def current(state: State) -> Entry | None:
    """Return the decision the game waits for as a named record (:mod:`.entries`), or None.

    ``kind`` is ``"main"`` (play, discard or pass), ``"discarding"`` (discard
    more or end the turn), ``"window"`` (an open reaction window: ``seat`` is
    the card's player; the deciding seats are the window's waiting seats),
    ``"finishing"`` (referee: ``seat``'s road reached the goal with ``card``,
    which may still be answered; any seat confirms the end) or the kind of the
    stack's top entry.
    """
    if state.outcome is not None:
        return None
    if state.finishing is not None:
        return Finishing(state.finishing["winners"][0], state.finishing["card"])
    if state.window is not None:
        return Window(state.window.player, state.window.card)
    if state.stack:
        return state.stack[-1]
    key = (state.phase, state.turn)
    record = _TURN_RECORDS.get(key)
    if record is None:  # records are immutable: one per phase and seat, built once
        record = _TURN_RECORDS[key] = (Discarding(state.turn) if state.phase == "discarding"
                                       else Main(state.turn))
    return record


_TURN_RECORDS: dict[tuple[str, int], Main | Discarding] = {}


#: What a move's handler reads before changing the state, read once: the decision the move
#: answers (:func:`current`; None for a reaction or its pass) and the handler's one count,
#: its move type's: a draw's :func:`draw_required`, a pass's :func:`drawable`, a play's
#: :func:`two_plays` (1 or 0), else 0.  A plain pair: built at every ply of a playout.
MoveReads = tuple[Entry | None, int]

#: the reads of a reaction or its pass: no decision, no count
NO_READS: MoveReads = (None, 0)
#: the move types whose handler reads a count besides the decision (any other: 0)
COUNTED = frozenset({"draw", "pass", "play"})


def move_reads(state: State, seat: int, kind: str) -> MoveReads:
    """Return what the handler of a ``kind`` move by ``seat`` reads, in one visit per move
    (:func:`core.dmc.apply.push` hands it on instead of the handler asking again)."""
    decision = current(state)
    if kind == "draw":
        assert isinstance(decision, Draw)  # legal: only a draw decision takes a draw
        return decision, draw_required(state, decision)
    if kind == "pass":
        return decision, drawable(state)
    if kind == "play":
        return decision, two_plays(state, seat)
    return decision, 0  # no count (push asks current itself for these)


def draw_required(state: State, entry: Draw) -> int:
    """Return exactly how many cards a draw entry makes its seat draw now."""
    seat = entry.seat
    want = (hand_size(state, seat) - hand_count(state, seat) if entry.count == REFILL
            else entry.count)
    return max(0, min(want, drawable(state)))


def signs_on_top(state: State) -> int:
    """Referee: how many signs the table must flip now, before anything else (0: none).

    Nonzero while the draw pile holds nothing but unflipped signs, so a sign is on top
    whatever the pile's order ("Every time one of the Signs of Madness cards are on the
    top of the deck, flip it over onto a separate discard pile"; the signs' backs show
    it).  Digital mode flips by itself; a sign elsewhere in the pile is unknown to the
    engine until the table reports it.
    """
    if not state.referee or state.outcome is not None or not state.deck_n:
        return 0
    left = signs_in_deck(state)
    return left if left == state.deck_n else 0


def unseen(state: State, card: str, seen: Counter[str] | None) -> int:
    """Return how many copies of ``card`` are not face up (referee: may be anywhere hidden)."""
    if seen is None:
        seen = seen_counts(state)
    return state.totals.get(card, 0) - seen[card]


# -- one check per rule --------------------------------------------------------

def holds(state: State, seat: int, card: str, seen: Counter[str] | None) -> str | None:
    """Check that ``seat`` can have ``card`` in hand (digital: does; referee: may)."""
    if hand_count(state, seat) == 0:
        return "empty_hand"
    if not state.referee:
        return None if card in state.hands[seat] else "card_not_in_hand"
    return None if card not in SIGN and unseen(state, card, seen) > 0 else "too_many_copies"


def distance_problem(state: State, seat: int, card: str, ignore_blocks: bool = False) -> str | None:
    """Return why ``card`` cannot go on ``seat``'s road now (Traffic, Truck, the goal)."""
    if not ignore_blocks and state.effects[seat]:  # an empty front blocks nothing
        if traffic_active(state, seat):
            return "traffic_blocks_distance"
        if card == "km100" and truck_active(state, seat):
            return "truck_blocks_100"
    if distance(state, seat) + DISTANCE[card] > state.goal:
        return "exceeds_goal"
    return None


def card_problem(
    state: State, seat: int, card: str, distance_only: bool = False,
    seen: Counter[str] | None = None, held: bool = False,
) -> str | None:
    """Return the code of the rule that forbids ``seat`` playing ``card`` at all now.

    ``held``: the caller already knows ``seat`` may hold ``card`` (a candidate,
    or a card played from elsewhere than the hand).
    """
    if not held:
        problem = holds(state, seat, card, seen)
        if problem:
            return problem
    if card in DISTANCE:
        return distance_problem(state, seat, card)
    if distance_only:
        return "distance_card_required"
    if card in REACTION:
        return "reaction_card"
    sign = sign_in_force(state)
    if sign is not None and FORBIDS[sign] == card:
        return "forbidden_by_sign"
    if card in RED and not open_targets(state, seat):
        return "no_target"
    return None


def open_targets(state: State, seat: int) -> list[int]:
    """Return the seats ``seat`` may put a red card on: the opponents with no red card in
    front (each one :func:`target_problem` allows, as ``tests/dmc/test_sampling.py`` checks).
    """
    effects = state.effects
    # an empty front (the usual one) holds no red card: no call for it
    return [target for target in range(state.players)
            if target != seat and not (effects[target] and has_red_in_front(state, target))]


def target_problem(state: State, seat: int, target: int) -> str | None:
    """Return the code of the rule that forbids a red card from ``seat`` on ``target``."""
    if target == seat:
        return "not_an_opponent"
    if has_red_in_front(state, target):
        return "red_card_already_in_front"
    return None


def option_problem(state: State, seat: int, option: Any, card: str = "shortcut") -> str | None:
    """Return the code of the rule that forbids playing ``card`` with ``option``."""
    if option not in OPTIONS[card]:
        return "invalid_option"
    if option == "resolve_traffic" and not traffic_active(state, seat):
        return "no_traffic_to_resolve"
    if option == "resolve_truck" and not truck_active(state, seat):
        return "no_truck_to_resolve"
    return None


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


def discard_problem(state: State, seat: int, card: str,
                    seen: Counter[str] | None = None) -> str | None:
    """Return the code of the rule that forbids discarding ``card`` now, or None.

    Any card the player may hold may be discarded: this is exactly the hold
    check that candidate generation (:func:`held_kinds`) applies.
    """
    return holds(state, seat, card, seen)


def reaction_problem(state: State, seat: int, card: str, seen: Counter[str] | None = None,
                     ) -> str | None:
    """Return the code of the rule that forbids ``seat`` reacting with ``card`` now, or None."""
    if card not in REACTION:
        return "not_a_reaction"
    window = state.window
    if card == "swerve":
        # "Play at any time outside of your turn": in or out of a window, answered or not
        if seat == state.turn:
            return "reaction_on_own_turn"
        return holds(state, seat, card, seen)
    if window is None:
        return "no_reaction_window"
    if seat not in window.waiting or (window.held is not None and seat in window.held):
        # a held pass (digital, before the pass moment) is an answer given
        return "reaction_on_own_turn" if seat in (state.turn, window.player) else "already_answered"
    problem = holds(state, seat, card, seen)
    if problem:
        return problem
    played = window.card
    if card == "yield":
        if played not in DISTANCE:
            return "yield_needs_distance"
        return distance_problem(state, seat, played, ignore_blocks=True)
    if card == "backseat_driver" and played not in RED and played not in BLUE:
        return "backseat_needs_action"
    return None


# -- what a seat may play: every card's checks in one pass ---------------------

def hand_kinds(state: State) -> list[str]:
    """Return the kinds of card this game's deck can put in a hand, in catalogue order."""
    return [card for card in state.totals if card not in SIGN]


#: the catalogue-order sort key, bound once (held_kinds runs at most plies of a playout)
_ORDER_KEY = ORDER.__getitem__


def held_kinds(state: State, seat: int, seen: Counter[str] | None) -> list[str]:
    """Return the card kinds ``seat`` may hold, in catalogue order.

    Exactly the cards that pass :func:`holds`: in hand (digital), or with an
    unseen copy left while the hand is not empty (referee).
    """
    if not state.referee:
        # the hand's few kinds, not the whole catalogue (hot in playouts and searches)
        return sorted(set(state.hands[seat]), key=_ORDER_KEY)
    if state.counts[seat] == 0 or seen is None:
        return []
    return [card for card in hand_kinds(state) if unseen(state, card, seen) > 0]


#: the one way of a card played without target or option
_PLAIN = (None,)


def playable(
    state: State, seat: int, distance_only: bool = False, seen: Counter[str] | None = None,
    kinds: list[str] | None = None,
) -> list[tuple[str, Any]]:
    """Return each card ``seat`` may play now with its ways: its targets (a red card), its
    options (an either-or card) or ``(None,)``.

    ``kinds``: the cards to try (default: every card ``seat`` may hold, :func:`held_kinds`),
    known to be held or played from elsewhere.  Every card's checks in one pass here, not a
    call back from the candidates per card; :func:`core.dmc.candidates.play_moves` builds one
    move per way, a random playout only the move it draws (:mod:`core.dmc.sample`).
    """
    if kinds is None:
        if state.referee and seen is None:
            seen = seen_counts(state)
        kinds = held_kinds(state, seat, seen)
    out: list[tuple[str, Any]] = []
    targets = None  # the same for every red card: found once
    for card in kinds:
        if card_problem(state, seat, card, distance_only, seen, held=True) is not None:
            continue
        if card in RED:
            if targets is None:
                targets = open_targets(state, seat)
            out.append((card, targets))
        elif card in OPTIONS:
            out.append((card, [option for option in OPTIONS[card]
                               if option_problem(state, seat, option, card) is None]))
        else:
            out.append((card, _PLAIN))
    return out


def can_play(state: State, seat: int, distance_only: bool = False) -> bool:
    """Return whether ``seat`` has a ``play`` move now: its play moves are not empty.

    Read off the same :func:`playable` ways the moves are built from, without building them
    (a settling extra play asks it once, :func:`core.dmc.settle.play`).
    """
    return any(ways for _card, ways in playable(state, seat, distance_only))
