"""Reading a Driving Me Crazy! state and checking one rule at a time (both modes).

Each ``*_problem`` function returns the code of the one rule that forbids something, or
None; :mod:`core.dmc.candidates` lists moves through these same checks and
:mod:`core.dmc.refusals` words their codes for players.  What a move's handler and settling
each stack entry read is here too, one call each (:func:`move_count`, the ``*_settles``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import filterfalse, islice
from typing import Any

from core.dmc import entries
from core.dmc.cards import BLUE, DISTANCE, FORBIDDEN, FORBIDS, OPTIONS, ORDER, REACTION, RED, SIGN
from core.dmc.counts import road_km, skipping, turns_left
from core.dmc.entries import Draw, Entry, Free, Give
from core.dmc.state import HAND_SIZE, REFILL, TRAILER_HAND_SIZE, State

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
    pile = deck_size(state) - signs_in_deck(state)  # never below zero, also for a state saved
    # before draws asked for the signs at the pile's end (decision_views.draw_now)
    return (pile if pile > 0 else 0) + len(state.discard)  # not max(): asked at every refill


def sign_in_force(state: State) -> str | None:
    """Return the sign on top of the sign pile (the only one in force), or None."""
    return state.signs[-1] if state.signs else None


def distance(state: State, seat: int) -> int:
    """Return the kilometres on ``seat``'s road."""
    return road_km(state.roads[seat])


def has_red_in_front(state: State, seat: int) -> bool:
    """Return True while a red card lies in front of ``seat`` (resolved or not)."""
    # loops, not any() over a generator: asked for every seat at most plays of a playout,
    # and most fronts are empty
    for effect in state.effects[seat]:
        if effect.card in RED:
            return True
    return False


def _active(state: State, seat: int, card: str) -> bool:
    """Return True while an unresolved ``card`` with turns left lies in front of ``seat``; a
    tracker placed in its target's own turn (``fresh``) blocks only the following turns."""
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
    return skipping(state.effects[seat])


def seen_counts(state: State) -> Counter[str]:
    """Return how many copies of each card are face up: roads, cards in front, the discard
    and sign piles, the card waiting in a reaction window or for its player's choice."""
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


#: the move types whose handler reads a count of the state (:func:`move_count`; any other: 0)
COUNTED = frozenset({"draw", "pass", "play"})


def move_count(state: State, seat: int, kind: str, decision: Entry | None) -> int:
    """Return the one count the handler of a ``kind`` move (one of ``COUNTED``) by ``seat``
    reads, before the move changes anything: a draw's :func:`draw_required`, a pass's
    :func:`drawable`, a play's :func:`two_plays` (1 or 0)."""
    if kind == "draw":
        assert isinstance(decision, Draw)  # legal: only a draw decision takes a draw
        return draw_required(state, decision)
    return drawable(state) if kind == "pass" else two_plays(state, seat)


def draw_required(state: State, entry: Draw) -> int:
    """Return exactly how many cards a draw entry makes its seat draw now."""
    seat = entry.seat
    want = (hand_size(state, seat) - hand_count(state, seat) if entry.count == REFILL
            else entry.count)
    # the piles not read when none is wanted, nor when the discards alone cover it (most
    # refills: drawable() counts every discard, so it is at least that many)
    left = drawable(state) if 0 < want > len(state.discard) else want
    return 0 if want <= 0 else want if want < left else left  # not max()/min(): every refill


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
        if _active(state, seat, "traffic"):  # traffic_active, a call fewer (every play)
            return "traffic_blocks_distance"
        if card == "km100" and _active(state, seat, "truck"):  # truck_active
            return "truck_blocks_100"
    if road_km(state.roads[seat]) + DISTANCE[card] > state.goal:
        return "exceeds_goal"
    return None


def card_problem(
    state: State, seat: int, card: str, distance_only: bool = False,
    seen: Counter[str] | None = None, held: bool = False, targets: list[int] | None = None,
) -> str | None:
    """Return the code of the rule that forbids ``seat`` playing ``card`` at all now (``held``:
    ``seat`` may hold it, or it is played from elsewhere; ``targets``: :func:`open_targets`)."""
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
    sign = sign_in_force(state) if card in FORBIDDEN else None  # no other card asks for it
    if sign is not None and FORBIDS[sign] == card:
        return "forbidden_by_sign"
    if card in RED and not (open_targets(state, seat) if targets is None else targets):
        return "no_target"
    return None


def open_targets(state: State, seat: int) -> list[int]:
    """Return the seats ``seat`` may put a red card on: the opponents with no red card in front
    (each one :func:`core.dmc.refusals.target_problem` allows: ``tests/dmc/test_sampling.py``)."""
    # an empty front (the usual one) holds no red card: no call for it; a loop, not a
    # comprehension (a function and a frame of its own in CPython 3.11)
    targets = []
    for target, front in enumerate(state.effects):
        if target != seat and not (front and has_red_in_front(state, target)):
            targets.append(target)
    return targets


def option_problem(state: State, seat: int, option: Any, card: str = "shortcut") -> str | None:
    """Return the code of the rule that forbids playing ``card`` with ``option``."""
    if option not in OPTIONS[card]:
        return "invalid_option"
    if option == "resolve_traffic" and not _active(state, seat, "traffic"):
        return "no_traffic_to_resolve"
    if option == "resolve_truck" and not _active(state, seat, "truck"):
        return "no_truck_to_resolve"
    return None


# -- what a seat may play: every card's checks in one pass ---------------------

def hand_kinds(state: State) -> list[str]:
    """Return the kinds of card this game's deck can put in a hand, in catalogue order."""
    return [card for card in state.totals if card not in SIGN]


#: the catalogue-order sort key, bound once (held_kinds runs at most plies of a playout)
_ORDER_KEY = ORDER.__getitem__


def held_kinds(state: State, seat: int, seen: Counter[str] | None) -> list[str]:
    """Return the card kinds ``seat`` may hold, in catalogue order: exactly the cards that
    pass :func:`holds` (in hand; referee: an unseen copy left, the hand not empty)."""
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
    options (an either-or card) or ``(None,)``; ``kinds``: the cards to try (default: every
    card ``seat`` may hold, :func:`held_kinds`), known to be held or played from elsewhere.

    Every card's checks in one pass: :func:`core.dmc.candidates.play_moves` builds one move
    per way, a random playout only the move it draws (:mod:`core.dmc.sample`)."""
    if kinds is None:
        if state.referee and seen is None:
            seen = seen_counts(state)
        kinds = held_kinds(state, seat, seen)
    out: list[tuple[str, Any]] = []
    targets = None  # the same for every red card: found once, and the no-target rule's too
    for card in kinds:
        if card in RED and targets is None:
            targets = open_targets(state, seat)
        if card_problem(state, seat, card, distance_only, seen, True, targets) is not None:
            continue
        if card in RED:
            out.append((card, targets))
        elif card in OPTIONS:
            ways = []  # a loop, not a comprehension (a frame of its own) over 2 or 3 options
            for option in OPTIONS[card]:
                if option_problem(state, seat, option, card) is None:
                    ways.append(option)
            out.append((card, ways))
        else:
            out.append((card, _PLAIN))
    return out


def can_play(state: State, seat: int, distance_only: bool = False) -> bool:
    """Return whether ``seat`` has a ``play`` move now, read off the :func:`playable` ways
    the moves are built from (a settling extra play asks it once: :func:`play_settles`)."""
    for _card, ways in playable(state, seat, distance_only):  # a loop: no generator's frame
        if ways:
            return True
    return False


# -- deck searches -----------------------------------------------------------------

def _search_pool(state: State, seen: Counter[str] | None, ordered: bool) -> Iterable[str]:
    # the kinds a search may find: in the pile; referee, unseen ones while it holds non-signs
    if not state.referee:  # a set difference, not a generator over the pile: frequent
        if not ordered:  # the pile's cards as they lie, repeats and all: no set to build
            return filterfalse(SIGN.__contains__, state.deck)
        return sorted(set(state.deck).difference(SIGN), key=_ORDER_KEY)
    if deck_size(state) - signs_in_deck(state) <= 0:
        return []
    return [card for card in hand_kinds(state) if unseen(state, card, seen) > 0]


def search_cards(state: State, entry: entries.Search, seen: Counter[str] | None,
                 first: bool = False) -> list[str]:
    """Return the cards a deck search (GPS, Motorway, Carpool) may take now, in order (never a
    sign: flipped once on top); ``first``: only the first found, in no set order (whether the
    search finds any: its settling asks after every take, and GPS and Motorway, which test the
    card alone, read the pile as it lies for it; Carpool checks each kind once)."""
    seat = entry.seat
    pool = _search_pool(state, seen, not (first and isinstance(entry, entries.Take)))
    if isinstance(entry, entries.Take):  # GPS: any card; Motorway: a distance card
        found = pool if entry.source != "motorway" else filter(DISTANCE.__contains__, pool)
    elif isinstance(entry, entries.Blue):  # Carpool: a blue card the searcher can play at once
        found = (card for card in pool if card in BLUE and _free_ways(state, seat, card))
    elif isinstance(entry, entries.Km):  # Carpool: a distance card the searcher can play at once
        found = (card for card in pool if card in DISTANCE
                 and not distance_problem(state, seat, card))
    else:  # a Carpool copy: the opponent's, blocks ignored
        found = (card for card in pool if card == entry.card
                 and not distance_problem(state, seat, card, ignore_blocks=True))
    return list(islice(found, 1)) if first else list(found)


def _free_ways(state: State, seat: int, card: str) -> Any:
    # the ways seat may play card not from their hand (none: empty), as free_moves has them
    for _card, ways in playable(state, seat, kinds=[card]):
        return ways
    return ()


# -- settling: what each entry on the stack reads --------------------------------------
# Per kind, a row's ``settles`` (core.dmc.decisions.settle_all) reads what settling the top
# entry needs, in one call: WAITS (a seat must decide), DONE (popped), SKIP (popped with a
# ``skip`` event), REFILL_PILE (a search meets an empty pile or only signs: refill, read
# again), or what the row's ``carry`` (core.dmc.actions) carries it out with.
WAITS, DONE, SKIP, REFILL_PILE = "waits", "done", "skip", "refill_pile"
#: the draws a referee table reports for a search of the deck (digital: ``Take``)
SEARCH_DRAWS = frozenset({"gps", "motorway"})


def waits(state: State, entry: Entry) -> str:
    """A decision that never settles by itself."""
    return WAITS


def _refill(state: State, entry: entries.Search | Draw) -> str | None:
    # before a deck search, both modes: signs alone on the pile are flipped (a referee table
    # reports them first) and an empty pile is refilled from the discards, as for a draw
    if isinstance(entry, entries.Km) and entry.left <= 0:  # Carpool: all taken, no search
        return None
    size = deck_size(state)
    if size and size == signs_in_deck(state):  # only unflipped signs are left
        return WAITS if state.referee else REFILL_PILE
    return REFILL_PILE if not size and state.discard else None


def draw_settles(state: State, entry: Draw) -> int | str:
    """Digital: how many cards to draw (0: none); referee: the table reports them."""
    refill = _refill(state, entry) if state.referee and entry.source in SEARCH_DRAWS else None
    if refill is not None:
        return refill
    count = draw_required(state, entry)
    return WAITS if count and state.referee else count


def search_settles(state: State, entry: entries.Search) -> str | bool:
    """A deck search waits while it can find a card (a digital Carpool copy: whether the
    deck holds it, for :func:`core.dmc.actions.copy`)."""
    refill = _refill(state, entry)
    if refill is not None:
        return refill
    if isinstance(entry, entries.Copy) and not state.referee:
        return bool(search_cards(state, entry, None, True))
    if isinstance(entry, entries.Take | entries.Km) and entry.left <= 0:
        return DONE  # every card was taken
    seen = None if not state.referee else seen_counts(state)
    return WAITS if search_cards(state, entry, seen, True) else SKIP


def free_settles(state: State, entry: Free) -> str | bool:
    """A gained card is played at once with its one way (True) or not (False: none); with
    a target or an option to choose, its player decides."""
    ways = _free_ways(state, entry.seat, entry.card)
    return WAITS if len(ways) > 1 or (ways and ways[0] is not None) else bool(ways)


def play_settles(state: State, entry: entries.Play) -> str:
    """An additional play waits while a card can be played, else it is skipped."""
    return WAITS if can_play(state, entry.seat, entry.source in DISTANCE_ONLY) else SKIP


def toll_settles(state: State, entry: entries.Toll | entries.Camera) -> str | bool:
    """The Toll Booth's (Speed Camera's) victim discards (distance) cards while owed and
    held (referee: maybe held)."""
    seat = entry.seat
    if entry.left > 0 and (hand_count(state, seat) > 0 if state.referee or isinstance(
            entry, entries.Toll) else not DISTANCE.keys().isdisjoint(state.hands[seat])):
        return WAITS
    return True


def rest_settles(state: State, entry: entries.Rest) -> str:
    """Rest Stop discards go on while the hand holds cards."""
    return WAITS if hand_count(state, entry.seat) > 0 else DONE


def mirror_settles(state: State, entry: entries.Mirror) -> str:
    """Rearview Mirror takes go on while cards are owed and the discard pile has some."""
    return WAITS if entry.left > 0 and state.discard else DONE


def look_settles(state: State, entry: entries.Look) -> str:
    """Rearview Mirror looks go on until 3 hands or every other hand was seen."""
    everyone = (1 << state.players) - 1
    return WAITS if bin(entry.seen).count("1") < MIRROR_COUNT and entry.seen | 1 << entry.seat \
        != everyone else DONE


def give_settles(state: State, entry: Give) -> str:
    """Carpool's opponent is chosen when there is something to give."""
    return WAITS if entry.blue or entry.cards else DONE
