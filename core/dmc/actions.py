"""Carrying out Driving Me Crazy!'s card actions, draws, turns and the end of the game.

Everything here trusts its caller (the move is one of
:func:`core.dmc.rules.legal_moves`).  Card actions are resolved one at a
time, depth-first: a card's actions are pushed on ``state.stack`` as named
records (:mod:`core.dmc.entries`) and the top entry is carried out (or waited
for) before anything under it: :func:`core.dmc.decisions.settle_all` reads what it needs
(:mod:`core.dmc.checks`), then carries it out here (the last section).
"""

from __future__ import annotations

from typing import Any

from core.dmc.candidates import answerable
from core.dmc.cards import DISTANCE, DURATION, SIGN, TRAILER_TURNS
from core.dmc.checks import (
    CAMERA_COUNT,
    MIRROR_COUNT,
    two_plays,
)
from core.dmc.counts import road_km, skipping, turns_left
from core.dmc.entries import (
    Blue,
    Camera,
    Copy,
    Done,
    Draw,
    End,
    Entry,
    Free,
    Give,
    Km,
    Look,
    Mirror,
    Play,
    Rest,
    Take,
    Toll,
)
from core.dmc.state import REFILL, Effect, State, Trailer
from core.protocol import Event


def begin_acting(state: State, seat: int) -> None:
    """Start the end of a turn's main action: refill the hand, then end the turn."""
    state.phase = "acting"
    if seat not in _ACTING:  # records are immutable: built once per seat, not every turn
        _ACTING[seat] = (End(seat), Draw(seat, REFILL, "refill"))
    state.stack = list(_ACTING[seat])


_ACTING: dict[int, tuple[End, Draw]] = {}  # each seat's end of turn (top last)


def take_from_hand(state: State, seat: int, card: str) -> None:
    """Take ``card`` out of ``seat``'s hand (referee: one card fewer)."""
    if not state.referee:
        state.hands[seat].remove(card)
    else:
        state.counts[seat] -= 1


# -- card actions ----------------------------------------------------------------------

def resolve(
    state: State, seat: int, card: str, target: int | None, option: Any, events: list[Event],
    placed: bool = True,
) -> None:
    """Carry out the actions printed on ``card`` (pushing any plays and draws).

    ``placed`` False: only the card's effect is carried out for ``seat`` (the
    opponent's half of a Carpool); the card itself lies elsewhere.
    """
    if card in DISTANCE:
        state.roads[seat].append(card)
        finish_at_goal(state, seat, events)
    elif card in DURATION or card in _ON_TARGET:
        assert target is not None
        _on_target(state, card, target, events)
    elif option in ("resolve_traffic", "resolve_truck"):  # Shortcut, Overtake
        _resolve_blocker(state, seat, card, option, events, placed)
    elif card == "trailer":
        _trailer(state, seat, option, events, placed)
    else:
        if placed:
            state.effects[seat].append(Effect(card, 0))
            state.stack.append(Done(seat, card))
        state.stack.extend(actions(state, seat, card, option))


#: red cards other than the turn trackers (``DURATION``), carried out on their target
_ON_TARGET = frozenset({"u_turn", "toll_booth", "speed_camera"})


def _on_target(state: State, card: str, target: int, events: list[Event]) -> None:
    """A red card's effect on its target: a turn tracker, a U-turn, a Toll Booth or Camera."""
    if card in DURATION:  # stoplight, traffic, truck: a turn tracker in front of the target
        # Placed during the target's own turn (a Backseat Driver's red card, a reactor's
        # additional play), the tracker counts only the target's following turns: that
        # turn's end does not turn it (see counts.turns_left).
        state.effects[target].append(Effect(card, DURATION[card], fresh=target == state.turn))
    elif card == "u_turn":
        road = state.roads[target]
        removed = road[-2:]
        del road[-2:]
        state.discard.extend(removed)
        state.discard.append(card)
        events.append({"type": "u_turn", "seat": target, "cards": removed})
    else:
        state.effects[target].append(Effect(card, 0))
        state.stack.append(Toll(target, 2, card) if card == "toll_booth"
                       else Camera(target, CAMERA_COUNT, card))


def _resolve_blocker(state: State, seat: int, card: str, option: str, events: list[Event],
                     placed: bool) -> None:
    """Shortcut or Overtake resolving an active Traffic or Truck."""
    blocker = "traffic" if option == "resolve_traffic" else "truck"
    for effect in state.effects[seat]:
        if effect.card == blocker and not effect.resolved:
            effect.resolved = True
    if placed:
        state.effects[seat].append(Effect(card, 0, resolved=True))
    events.append({"type": "resolve", "seat": seat, "card": blocker})


def _trailer(state: State, seat: int, option: Any, events: list[Event], placed: bool) -> None:
    """Trailer: its option lasts for the player's next turns."""
    # "Play 2 cards instead of one" is two plays a turn however many Trailers say so: a
    # turn begun under one already has its second play (used or to come)
    doubled = two_plays(state, seat)
    state.trailer[seat].append(Trailer(option, TRAILER_TURNS))
    if placed:
        state.discard.append("trailer")
    events.append({"type": "trailer", "seat": seat, "option": option,
                   "turns_left": TRAILER_TURNS})
    extra = Play(seat, "trailer")
    if option == "two_plays" and seat == state.turn and not doubled and extra not in state.stack:
        state.stack.append(extra)


def actions(state: State, seat: int, card: str, option: Any) -> list[Entry]:
    """Return the stack entries (top last) that carry out a blue card's actions."""
    if card in ("roundabout", "shortcut", "overtake"):
        return [Play(seat, card), Play(seat, card)]
    if card == "gps":
        return [Take(seat, 2, card) if not state.referee else Draw(seat, 2, card)]
    if card == "bus":
        return [Play(seat, card), Draw(seat, 3, card)]
    if card == "race_car":
        return [Play(seat, card), Draw(seat, 1, card),
                Play(seat, card), Draw(seat, 1, card)]
    if card == "motorway":
        return [Play(seat, card), Play(seat, card),
                Take(seat, 1, card) if not state.referee else Draw(seat, 1, card)]
    if card == "rest_stop":
        return [Draw(seat, 5, card) if option == "draw" else Rest(seat, card)]
    if card == "rearview_mirror":
        return [Mirror(seat, MIRROR_COUNT, card) if option == "discard_pile"
                else Look(seat, 0, card)]
    if card == "carpool":
        if option == "blue_card":
            return [Blue(seat, card)]
        return [Give(seat, False, ()), Km(seat, 2, card)]
    return []


def place_distance(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Put a distance card on ``seat``'s road (not from a hand); the goal may end the game."""
    state.roads[seat].append(card)
    events.append({"type": "road", "seat": seat, "card": card,
                   "distance": road_km(state.roads[seat])})
    finish_at_goal(state, seat, events)


def copy(state: State, entry: Copy, found: bool, events: list[Event]) -> None:
    """Digital Carpool: take another of the same card for the opponent, if the deck has one
    (``found``, :func:`core.dmc.checks.search_settles`)."""
    state.stack.pop()
    target, card = entry.seat, entry.card
    if found:
        state.deck.remove(card)
        shuffle_deck(state)
        place_distance(state, target, card, events)
    else:
        events.append({"type": "skip", "seat": target, "source": "carpool"})


def to_hand(state: State, seat: int, card: str) -> None:
    """Put ``card`` into ``seat``'s hand (referee: one card more)."""
    if not state.referee:
        state.hands[seat].append(card)
    else:
        state.counts[seat] += 1


def to_discard_from_front(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Move the unresolved ``card`` in front of ``seat`` to the discard pile: it is resolved."""
    front = state.effects[seat]
    for index in range(len(front) - 1, -1, -1):
        if front[index].card == card and not front[index].resolved:
            del front[index]
            break
    state.discard.append(card)
    events.append({"type": "resolved", "seat": seat, "card": card})


# -- drawing -------------------------------------------------------------------------

def draw(state: State, seat: int, count: int, source: str, events: list[Event]) -> None:
    """Draw ``count`` cards for ``seat``, reshuffling the discard pile when needed."""
    if not state.referee:
        deck, hand = state.deck, state.hands[seat]
        # the top ``count`` cards, top first: when none is a sign, the loop below would take
        # exactly them, with no flip and no reshuffle (most refills), so they go in one cut
        cards = deck[:-count - 1:-1] if 0 < count <= len(deck) else []
        if cards and SIGN.isdisjoint(cards):
            del deck[-count:]
            count = 0  # all taken: none left for the loop
        else:
            cards = []
        for _ in range(count):
            if deck and deck[-1] in SIGN:
                flip_signs(state, events)
            if not deck:
                if not state.discard:
                    break
                reshuffle(state, events)
                deck = state.deck
                flip_signs(state, events)
                if not deck:  # only signs were left to flip
                    break
            cards.append(deck.pop())
        hand += cards
        events.append({"type": "draw", "seat": seat, "count": len(cards), "source": source,
                       "private": {"cards": cards}, "private_to": seat})
        if deck and deck[-1] in SIGN:
            # uncovered by this draw: "Every time one of the Signs of Madness cards are on
            # the top of the deck, flip it over", at once, before anything else is played
            flip_signs(state, events)
        return
    left = count
    if left > state.deck_n:
        left -= state.deck_n
        state.deck_n = 0
        reshuffle(state, events)
    state.deck_n -= left
    state.counts[seat] += count
    events.append({"type": "draw", "seat": seat, "count": count, "source": source})


def reshuffle(state: State, events: list[Event]) -> None:
    """The draw pile is empty: the discard pile becomes the (shuffled) draw pile."""
    events.append({"type": "reshuffle", "count": len(state.discard)})
    if not state.referee:
        state.deck += state.discard  # any signs still in the draw pile stay in it
        state.discard = []
        shuffle_deck(state)
    else:
        state.deck_n += len(state.discard)
        state.discard = []


def shuffle_deck(state: State) -> None:
    """Digital: shuffle the draw pile with the game's stored random state."""
    if not state.referee:
        state.rng.shuffle(state.deck)


def flip_signs(state: State, events: list[Event]) -> None:
    """Digital: flip every sign on top of the draw pile onto the sign pile ("Every time one of
    the Signs of Madness cards are on the top of the deck, flip it over")."""
    deck = state.deck
    while deck and deck[-1] in SIGN:
        card = deck.pop()
        state.signs.append(card)
        events.append({"type": "flip_sign", "card": card})


def refill_pile(state: State, events: list[Event]) -> None:
    """Before a deck search that found the draw pile empty or only signs left on it
    (:func:`core.dmc.checks.search_settles`): digital, those signs are flipped; then the
    empty pile is refilled from the discard pile, as for a draw."""
    flip_signs(state, events)
    if state.discard:
        reshuffle(state, events)
        flip_signs(state, events)  # digital: a sign shuffled on top is flipped at once


# -- turns ---------------------------------------------------------------------------

def rotate(state: State, seat: int) -> None:
    """End of ``seat``'s turn: every turn tracker in front of them turns by one.

    A tracker placed during this very turn does not turn: the turn was not one of
    the turns it counts (it becomes an ordinary tracker instead).
    """
    for effect in state.effects[seat]:
        if effect.fresh:
            effect.fresh = False
        elif effect.turns > 0 and not effect.resolved:
            effect.turns -= 1
    if state.trailer[seat]:
        for trailer in state.trailer[seat]:
            trailer.turns_left -= 1
        state.trailer[seat] = [t for t in state.trailer[seat] if t.turns_left > 0]


def start_turn(state: State, seat: int, events: list[Event]) -> None:
    """Begin ``seat``'s turn: clear finished cards, then play it or skip it (Stoplight).

    Ruling: a turn skipped by a Stoplight is not played at all (no play, no
    discard, no draw), but it is still one of the player's turns, so every
    tracker in front of them turns.
    """
    while True:
        state.turn = seat
        state.phase = "main"
        state.stack = []
        front = state.effects[seat]
        if front:
            # loops, not comprehensions (each a function and frame of its own): most fronts
            # hold a card or two, and a turn starts at every sixth ply of a playout
            done = []
            for effect in front:
                if turns_left(effect) == 0:
                    done.append(effect.card)
            if done:
                kept = []
                for effect in front:
                    if turns_left(effect) > 0:
                        kept.append(effect)
                state.effects[seat] = kept
                state.discard += done
                events.append({"type": "remove", "seat": seat, "cards": done})
        events.append({"type": "turn", "seat": seat})
        # "left": the turns still to skip, this one included (counts.turns_left, the count
        # the view shows): "misses this turn, left - 1 more to miss"; after this turn the
        # view shows left - 1.  Read once: the skip's event says the same count.
        # (an empty front, most turns' start, skips nothing: not asked)
        left = skipping(state.effects[seat]) if front else 0
        if not left:
            return
        events.append({"type": "skip_turn", "seat": seat, "left": left})
        state.idle = 0
        rotate(state, seat)
        seat = (seat + 1) % state.players


# -- the end -------------------------------------------------------------------------

def finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    """End the game with ``winners`` for ``reason``."""
    state.outcome = {"winners": winners, "reason": reason}
    events.append({"type": "game_over", "winners": winners, "reason": reason})


def finish_at_goal(state: State, seat: int, events: list[Event]) -> None:
    """End the game if ``seat``'s road, just grown, is exactly at the goal (that seat wins).

    Referee mode: while a reaction to the card just played may still be reported
    (``state.late``), the end is held (``state.finishing``) until the table confirms it
    (``finish``), its deadline passes (:func:`core.dmc.reactions.tick`) or a reaction
    takes the table back to the moment the card was played.
    """
    if road_km(state.roads[seat]) != state.goal:
        return
    late = state.late
    if state.referee and answerable(state):
        assert late is not None and late.window is not None  # answerable says so
        card = late.window.card
        state.finishing = {"winners": [seat], "reason": "goal", "card": card, "opened": None}
        events.append({"type": "finishing", "winners": [seat], "reason": "goal", "card": card})
        return
    finish(state, [seat], "goal", events)


def finish_longest_road(state: State, events: list[Event]) -> None:
    """Deck and discard exhausted and a full round passed: the longest road wins (ties shared)."""
    km = [road_km(road) for road in state.roads]
    finish(state, [seat for seat, road in enumerate(km) if road == max(km)], "deck_exhausted",
           events)


# -- settling: carrying out what the stack's entries read (core.dmc.checks' *_settles) ----

def end(state: State, entry: End, read: object, events: list[Event]) -> None:
    """End the turn of ``entry``'s seat: its trackers turn, then the next seat's turn
    starts (the one end of a turn, carried out once a turn)."""
    state.stack.pop()
    seat = entry.seat
    if state.effects[seat] or state.trailer[seat]:  # nothing in front turns: most turns
        rotate(state, seat)
    start_turn(state, (seat + 1) % state.players, events)


def done(state: State, entry: Done, read: object, events: list[Event]) -> None:
    """A blue card's actions are done: it goes to the discard pile, and so does every blue
    card done beneath it, in the same step (discarding one changes nothing another reads)."""
    stack = state.stack
    while True:
        stack.pop()
        to_discard_from_front(state, entry.seat, entry.card, events)
        top = stack[-1] if stack else None
        if not isinstance(top, Done):
            return
        entry = top


def draw_entry(state: State, entry: Draw, count: int, events: list[Event]) -> None:
    """Digital: draw the ``count`` cards read (none: nothing to draw, the entry goes)."""
    state.stack.pop()
    if count:
        draw(state, entry.seat, count, entry.source, events)


def owed(state: State, entry: Toll | Camera, read: object, events: list[Event]) -> None:
    """Nothing more is owed (or held) for a Toll Booth or Speed Camera: it is resolved."""
    state.stack.pop()
    to_discard_from_front(state, entry.seat, entry.source, events)


def free(state: State, entry: Free, playable: bool, events: list[Event]) -> None:
    """A gained card with one way is played (``playable``); with none, a placed one is
    discarded ("If you cannot play it, discard it.")."""
    seat, card = entry.seat, entry.card
    state.stack.pop()
    if playable:
        events.append({"type": "play", "seat": seat, "card": card, "gained": True})
        resolve(state, seat, card, None, None, events, placed=entry.placed)
    elif entry.placed:
        state.discard.append(card)
        events.append({"type": "discarded", "seat": seat, "card": card})
