"""Carrying out Driving Me Crazy!'s card actions, draws, turns and the end of the game.

Everything here trusts its caller (the move is one of
:func:`core.dmc.rules.legal_moves`).  Card actions are resolved one at a
time, depth-first: a card's actions are pushed on ``state.stack`` as named
records (:mod:`core.dmc.entries`) and the top entry is carried out (or waited
for, :mod:`core.dmc.settle`) before anything under it.
"""

from __future__ import annotations

from typing import Any

from core.dmc import signs
from core.dmc.candidates import search_cards
from core.dmc.cards import DISTANCE, DURATION, SIGN, TRAILER_TURNS
from core.dmc.checks import CAMERA_COUNT, MIRROR_COUNT, distance, stoplight_left, turns_left
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
from core.rng import Rng


def begin_acting(s: State, seat: int) -> None:
    """Start the end of a turn's main action: refill the hand, then end the turn."""
    s.phase = "acting"
    s.stack = [End("end", seat, 0, ""), Draw("draw", seat, REFILL, "refill")]


def take_from_hand(s: State, seat: int, card: str) -> None:
    """Take ``card`` out of ``seat``'s hand (referee: one card fewer)."""
    if s.digital:
        s.hands[seat].remove(card)
    else:
        s.counts[seat] -= 1


# -- card actions ----------------------------------------------------------------------

def resolve(
    s: State, seat: int, card: str, target: int | None, option: Any, events: list[Event],
    placed: bool = True,
) -> None:
    """Carry out the actions printed on ``card`` (pushing any plays and draws).

    ``placed`` False: only the card's effect is carried out for ``seat`` (the
    opponent's half of a Carpool); the card itself lies elsewhere.
    """
    if card in DISTANCE:
        s.roads[seat].append(card)
        finish_at_goal(s, seat, events)
    elif card in DURATION or card in _ON_TARGET:
        assert target is not None
        _on_target(s, card, target, events)
    elif option in ("resolve_traffic", "resolve_truck"):  # Shortcut, Overtake
        _resolve_blocker(s, seat, card, option, events, placed)
    elif card == "trailer":
        _trailer(s, seat, option, events, placed)
    else:
        if placed:
            s.effects[seat].append(Effect(card, 0))
            s.stack.append(Done("done", seat, 0, card))
        s.stack.extend(actions(s, seat, card, option))


#: red cards other than the turn trackers (``DURATION``), carried out on their target
_ON_TARGET = frozenset({"u_turn", "toll_booth", "speed_camera"})


def _on_target(s: State, card: str, target: int, events: list[Event]) -> None:
    """A red card's effect on its target: a turn tracker, a U-turn, a Toll Booth or Camera."""
    if card in DURATION:  # stoplight, traffic, truck: a turn tracker in front of the target
        # Placed during the target's own turn (a Backseat Driver's red card, a reactor's
        # additional play), the tracker counts only the target's following turns: that
        # turn's end does not turn it (see checks.turns_left).
        s.effects[target].append(Effect(card, DURATION[card], fresh=target == s.turn))
    elif card == "u_turn":
        road = s.roads[target]
        removed = road[-2:]
        del road[-2:]
        s.discard.extend(removed)
        s.discard.append(card)
        events.append({"type": "u_turn", "seat": target, "cards": removed})
    else:
        s.effects[target].append(Effect(card, 0))
        s.stack.append(Toll("toll", target, 2, card) if card == "toll_booth"
                       else Camera("camera", target, CAMERA_COUNT, card))


def _resolve_blocker(s: State, seat: int, card: str, option: str, events: list[Event],
                     placed: bool) -> None:
    """Shortcut or Overtake resolving an active Traffic or Truck."""
    blocker = "traffic" if option == "resolve_traffic" else "truck"
    for effect in s.effects[seat]:
        if effect.card == blocker and not effect.resolved:
            effect.resolved = True
    if placed:
        s.effects[seat].append(Effect(card, 0, resolved=True))
    events.append({"type": "resolve", "seat": seat, "card": blocker})


def _trailer(s: State, seat: int, option: Any, events: list[Event], placed: bool) -> None:
    """Trailer: its option lasts for the player's next turns."""
    s.trailer[seat].append(Trailer(option, TRAILER_TURNS))
    if placed:
        s.discard.append("trailer")
    events.append({"type": "trailer", "seat": seat, "option": option,
                   "turns_left": TRAILER_TURNS})
    extra = Play("play", seat, 0, "trailer")
    if option == "two_plays" and seat == s.turn and extra not in s.stack:
        s.stack.append(extra)


def actions(s: State, seat: int, card: str, option: Any) -> list[Entry]:
    """Return the stack entries (top last) that carry out a blue card's actions."""
    if card in ("roundabout", "shortcut", "overtake"):
        return [Play("play", seat, 0, card), Play("play", seat, 0, card)]
    if card == "gps":
        return [Take("take", seat, 2, card) if s.digital else Draw("draw", seat, 2, card)]
    if card == "bus":
        return [Play("play", seat, 0, card), Draw("draw", seat, 3, card)]
    if card == "race_car":
        return [Play("play", seat, 0, card), Draw("draw", seat, 1, card),
                Play("play", seat, 0, card), Draw("draw", seat, 1, card)]
    if card == "motorway":
        return [Play("play", seat, 0, card), Play("play", seat, 0, card),
                Take("take", seat, 1, card) if s.digital else Draw("draw", seat, 1, card)]
    if card == "rest_stop":
        return [Draw("draw", seat, 5, card) if option == "draw" else Rest("rest", seat, 0, card)]
    if card == "rearview_mirror":
        return [Mirror("mirror", seat, MIRROR_COUNT, card) if option == "discard_pile"
                else Look("look", seat, 0, card)]
    if card == "carpool":
        if option == "blue_card":
            return [Blue("blue", seat, 0, card)]
        return [Give("give", seat, 0, ""), Km("km", seat, 2, card)]
    return []


def take(s: State, seat: int, decision: Any, card: str, events: list[Event]) -> None:
    """A chosen card: from the discard pile (Rearview Mirror) or a deck search."""
    step = decision.kind
    if step == "mirror":
        s.discard.remove(card)
        to_hand(s, seat, card)
        # "show and draw": the card is public
        events.append({"type": "take", "seat": seat, "card": card, "source": decision.source})
        s.stack[-1] = decision._replace(left=decision.left - 1)
        return
    if s.digital:
        s.deck.remove(card)
    else:
        s.deck_n -= 1
    if step == "take":  # GPS, Motorway: into the hand, seen by the searcher only
        to_hand(s, seat, card)
        event: Event = {"type": "take", "seat": seat}
        if decision.source != "gps":
            event["source"] = decision.source
        event.update(private={"card": card}, private_to=seat)
        events.append(event)
        if decision.left <= 1:
            s.stack.pop()
            shuffle_deck(s)
        else:
            s.stack[-1] = decision._replace(left=decision.left - 1)
        return
    shuffle_deck(s)  # the deck was searched
    events.append({"type": "take", "seat": seat, "card": card, "source": step})
    if step == "blue":  # Carpool: play it for yourself and an opponent
        s.stack[-1] = Give("give", seat, 1, card)
    elif step == "km":  # Carpool: play it at once; remember it for the opponent's copy
        give = s.stack[-2]
        s.stack[-2] = give._replace(cards=give.cards + card + " ")  # type: ignore[union-attr]
        s.stack[-1] = decision._replace(left=decision.left - 1)
        place_distance(s, seat, card, events)
    else:  # copy (referee): the opponent's copy of a Carpool distance card
        s.stack.pop()
        place_distance(s, seat, card, events)


def place_distance(s: State, seat: int, card: str, events: list[Event]) -> None:
    """Put a distance card on ``seat``'s road (not from a hand); the goal may end the game."""
    s.roads[seat].append(card)
    events.append({"type": "road", "seat": seat, "card": card, "distance": distance(s, seat)})
    finish_at_goal(s, seat, events)


def look(s: State, seat: int, decision: Look, target: int, events: list[Event]) -> None:
    """Rearview Mirror: ``seat`` looks at ``target``'s hand, shown to ``seat`` only."""
    s.stack[-1] = decision._replace(seen=decision.seen | 1 << target)
    event: Event = {"type": "look", "seat": seat, "target": target}
    if s.digital:
        event.update(private={"hand": sorted(s.hands[target])}, private_to=seat)
    events.append(event)


def choose_opponent(s: State, seat: int, decision: Give, target: int,
                     events: list[Event]) -> None:
    """Carpool: the opponent gets the blue card's effect, or copies of the distance cards."""
    s.stack.pop()
    events.append({"type": "choose_opponent", "seat": seat, "target": target})
    if decision.blue == 1:
        card = decision.cards
        # yourself first (the card lies in front of you), then the opponent's copy
        s.stack += [Free("free", target, 0, card), Free("free", seat, 1, card)]
        return
    for card in reversed(decision.card_list()):
        s.stack.append(Copy("copy", target, 0, card))


def copy(s: State, entry: Copy, events: list[Event]) -> None:
    """Digital Carpool: take another of the same card for the opponent, if the deck has one."""
    target, card = entry.seat, entry.card
    if card in search_cards(s, entry, None):
        s.deck.remove(card)
        shuffle_deck(s)
        place_distance(s, target, card, events)
    else:
        events.append({"type": "skip", "seat": target, "source": "carpool"})


def to_hand(s: State, seat: int, card: str) -> None:
    """Put ``card`` into ``seat``'s hand (referee: one card more)."""
    if s.digital:
        s.hands[seat].append(card)
    else:
        s.counts[seat] += 1


def to_discard_from_front(s: State, seat: int, card: str, events: list[Event]) -> None:
    """Move the unresolved ``card`` in front of ``seat`` to the discard pile: it is resolved."""
    front = s.effects[seat]
    for index in range(len(front) - 1, -1, -1):
        if front[index].card == card and not front[index].resolved:
            del front[index]
            break
    s.discard.append(card)
    events.append({"type": "resolved", "seat": seat, "card": card})


# -- drawing -------------------------------------------------------------------------

def draw(s: State, seat: int, count: int, source: str, events: list[Event]) -> None:
    """Draw ``count`` cards for ``seat``, reshuffling the discard pile when needed."""
    if s.digital:
        deck, hand, cards = s.deck, s.hands[seat], []
        for _ in range(count):
            if deck and deck[-1] in SIGN:
                signs.flip(s, events)
            if not deck:
                if not s.discard:
                    break
                reshuffle(s, events)
                deck = s.deck
                signs.flip(s, events)
                if not deck:  # only signs were left to flip
                    break
            cards.append(deck.pop())
        hand += cards
        events.append({"type": "draw", "seat": seat, "count": len(cards), "source": source,
                       "private": {"cards": cards}, "private_to": seat})
        return
    left = count
    if left > s.deck_n:
        left -= s.deck_n
        s.deck_n = 0
        reshuffle(s, events)
    s.deck_n -= left
    s.counts[seat] += count
    events.append({"type": "draw", "seat": seat, "count": count, "source": source})


def reshuffle(s: State, events: list[Event]) -> None:
    """The draw pile is empty: the discard pile becomes the (shuffled) draw pile."""
    events.append({"type": "reshuffle", "count": len(s.discard)})
    if s.digital:
        s.deck += s.discard  # any signs still in the draw pile stay in it
        s.discard = []
        shuffle_deck(s)
    else:
        s.deck_n += len(s.discard)
        s.discard = []


def shuffle_deck(s: State) -> None:
    """Digital: shuffle the draw pile with the game's stored random state."""
    if s.digital:
        rng = Rng(s.rng)
        rng.shuffle(s.deck)
        s.rng = rng.state



# -- turns ---------------------------------------------------------------------------

def end_turn(s: State, seat: int, events: list[Event]) -> None:
    """End ``seat``'s turn: its trackers turn, then the next seat's turn starts."""
    rotate(s, seat)
    start_turn(s, (seat + 1) % s.n, events)


def rotate(s: State, seat: int) -> None:
    """End of ``seat``'s turn: every turn tracker in front of them turns by one.

    A tracker placed during this very turn does not turn: the turn was not one of
    the turns it counts (it becomes an ordinary tracker instead).
    """
    for effect in s.effects[seat]:
        if effect.fresh:
            effect.fresh = False
        elif effect.turns > 0 and not effect.resolved:
            effect.turns -= 1
    if s.trailer[seat]:
        for trailer in s.trailer[seat]:
            trailer.turns_left -= 1
        s.trailer[seat] = [t for t in s.trailer[seat] if t.turns_left > 0]


def start_turn(s: State, seat: int, events: list[Event]) -> None:
    """Begin ``seat``'s turn: clear finished cards, then play it or skip it (Stoplight).

    Ruling: a turn skipped by a Stoplight is not played at all (no play, no
    discard, no draw), but it is still one of the player's turns, so every
    tracker in front of them turns.
    """
    while True:
        s.turn = seat
        s.phase = "main"
        s.stack = []
        front = s.effects[seat]
        if front:
            done = [e.card for e in front if turns_left(e) == 0]
            if done:
                s.effects[seat] = [e for e in front if turns_left(e) > 0]
                s.discard += done
                events.append({"type": "remove", "seat": seat, "cards": done})
        events.append({"type": "turn", "seat": seat})
        if not stoplight_left(s, seat):
            return
        # "left": the turns still to skip, this one included (checks.turns_left, the count
        # the view shows): "misses this turn, left - 1 more to miss"; after this turn the
        # view shows left - 1
        events.append({"type": "skip_turn", "seat": seat, "left": stoplight_left(s, seat)})
        s.idle = 0
        rotate(s, seat)
        seat = (seat + 1) % s.n


# -- the end -------------------------------------------------------------------------

def finish(s: State, winners: list[int], reason: str, events: list[Event]) -> None:
    """End the game with ``winners`` for ``reason``."""
    s.outcome = {"winners": winners, "reason": reason}
    events.append({"type": "game_over", "winners": winners, "reason": reason})


def finish_at_goal(s: State, seat: int, events: list[Event]) -> None:
    """End the game if ``seat``'s road, just grown, is exactly at the goal (that seat wins)."""
    if distance(s, seat) == s.goal:
        finish(s, [seat], "goal", events)


def finish_longest_road(s: State, events: list[Event]) -> None:
    """Deck and discard exhausted and a full round passed: the longest road wins (ties shared)."""
    best = max(distance(s, seat) for seat in range(s.n))
    finish(s, [seat for seat in range(s.n) if distance(s, seat) == best],
            "deck_exhausted", events)
