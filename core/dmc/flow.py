"""Carrying out moves: card actions, the action stack, turns and the end of the game.

Everything here trusts its caller (the move was checked by
:func:`core.dmc.rules.why_not` or taken from :func:`core.dmc.rules.legal_moves`).
Card actions are resolved one at a time, depth-first: a card's actions are
pushed on ``state.stack`` and the top entry is carried out (or waited for)
before anything under it.  Actions that cannot be carried out are skipped.
"""

from __future__ import annotations

from typing import Any

from core.dmc.cards import DISTANCE, DURATION
from core.dmc.rules import (
    DISTANCE_ONLY,
    current,
    deck_size,
    distance,
    draw_required,
    hand_count,
    play_moves,
    stoplight_left,
)
from core.dmc.state import HAND_SIZE, REFILL, State
from core.protocol import Config
from core.rng import Rng

Event = dict[str, Any]

def new_state(config: Config, seed: int) -> tuple[State, list[Event]]:
    """Shuffle, deal 4 cards each and start the first player's turn."""
    s = State(config)
    rng = Rng(seed)
    first = config.options.get("first_player")
    if first is None:
        first = rng.randbelow(s.n)
    deck = [card for card, count in s.totals.items() for _ in range(count)]
    if s.digital:
        rng.shuffle(deck)
        for _ in range(HAND_SIZE):
            for seat in range(s.n):
                s.hands[seat].append(deck.pop())
        s.deck = deck
    else:
        s.counts = [HAND_SIZE] * s.n
        s.deck_n = len(deck) - HAND_SIZE * s.n
    s.rng = rng.state
    events: list[Event] = [{"type": "deal", "count": HAND_SIZE}]
    _start_turn(s, int(first), events)
    return s, events


# -- moves -------------------------------------------------------------------------

def push(s: State, seat: int, move: dict[str, Any]) -> list[Event]:
    """Apply a legal ``move`` by ``seat`` and return its events (trusted fast path)."""
    kind = move["type"]
    events: list[Event] = []
    if kind == "undo":
        snap = s.snap
        assert snap is not None
        s.restore(snap)
        return [{"type": "undo", "seat": seat}]
    snap = None if s.digital else s.clone()
    decision = current(s)
    assert decision is not None
    step = decision[0]
    if kind == "play":
        s.idle = 0
        if step == "play":
            s.stack.pop()
        else:
            _begin_acting(s, seat)
        card = move["card"]
        _take_from_hand(s, seat, card)
        event: Event = {"type": "play", "seat": seat, "card": card}
        target = move.get("target")
        if target is not None:
            target = int(target)
            event["target"] = target
        if "option" in move:
            event["option"] = move["option"]
        events.append(event)
        _resolve(s, seat, card, target, move.get("option"), events)
    elif kind == "discard":
        card = move["card"]
        _take_from_hand(s, seat, card)
        s.discard.append(card)
        events.append({"type": "discard", "seat": seat, "card": card})
        if step == "toll":
            s.stack[-1] = ("toll", seat, decision[2] - 1, decision[3])
        else:
            s.phase = "discarding"
            s.idle = 0
    elif kind == "end_turn":
        _begin_acting(s, seat)
        events.append({"type": "end_turn", "seat": seat})
    elif kind == "pass":
        events.append({"type": "pass", "seat": seat})
        if deck_size(s) == 0 and not s.discard:
            s.idle += 1
            if s.idle >= s.n:
                _finish_longest_road(s, events)
                return _reported(s, seat, snap, events)
        else:
            s.idle = 0
        _begin_acting(s, seat)
    elif kind == "draw":
        s.stack.pop()
        _draw(s, seat, int(move["count"]), decision[3], events)
    elif kind == "take":
        card = move["card"]
        s.deck.remove(card)
        s.hands[seat].append(card)
        events.append({"type": "take", "seat": seat, "private": {"card": card},
                       "private_to": seat})
        if decision[2] <= 1:
            s.stack.pop()
            _shuffle_deck(s)
        else:
            s.stack[-1] = ("take", seat, decision[2] - 1, decision[3])
    else:  # skip (referee)
        s.stack.pop()
        events.append({"type": "skip", "seat": seat, "source": decision[3]})
    _settle(s, events)
    return _reported(s, seat, snap, events)


def _reported(s: State, seat: int, snap: State | None, events: list[Event]) -> list[Event]:
    if snap is not None:
        s.snap = snap
        s.snap_seat = seat
    return events


def _begin_acting(s: State, seat: int) -> None:
    """Start the end of a turn's main action: refill the hand, then end the turn."""
    s.phase = "acting"
    s.stack = [("end", seat, 0, ""), ("draw", seat, REFILL, "refill")]


def _take_from_hand(s: State, seat: int, card: str) -> None:
    if s.digital:
        s.hands[seat].remove(card)
    else:
        s.counts[seat] -= 1


# -- card actions ----------------------------------------------------------------------

def _resolve(
    s: State, seat: int, card: str, target: int | None, option: Any, events: list[Event],
) -> None:
    """Carry out the actions printed on ``card`` (pushing any plays and draws)."""
    stack = s.stack
    if card in DISTANCE:
        s.roads[seat].append(card)
        if distance(s, seat) == s.goal:
            _finish(s, [seat], "goal", events)
    elif card in DURATION:  # stoplight, traffic: a turn tracker in front of the target
        assert target is not None
        s.effects[target].append([card, DURATION[card], False])
    elif card == "u_turn":
        assert target is not None
        road = s.roads[target]
        removed = road[-2:]
        del road[-2:]
        s.discard.extend(removed)
        s.discard.append(card)
        events.append({"type": "u_turn", "seat": target, "cards": removed})
    elif card == "toll_booth":
        assert target is not None
        s.effects[target].append([card, 0, False])
        stack.append(("toll", target, 2, card))
    elif card == "shortcut" and option == "resolve_traffic":
        for effect in s.effects[seat]:
            if effect[0] == "traffic" and not effect[2]:
                effect[2] = True
        s.effects[seat].append([card, 0, True])
        events.append({"type": "resolve", "seat": seat, "card": "traffic"})
    else:
        s.effects[seat].append([card, 0, False])
        stack.append(("done", seat, 0, card))
        if card == "roundabout":
            stack += [("play", seat, 0, card), ("play", seat, 0, card)]
        elif card == "shortcut":
            stack += [("play", seat, 0, card), ("play", seat, 0, card)]
        elif card == "gps":
            stack.append(("take", seat, 2, card) if s.digital else ("draw", seat, 2, card))
        elif card == "bus":
            stack += [("play", seat, 0, card), ("draw", seat, 3, card)]
        elif card == "race_car":
            stack += [("play", seat, 0, card), ("draw", seat, 1, card),
                      ("play", seat, 0, card), ("draw", seat, 1, card)]


def _settle(s: State, events: list[Event]) -> None:
    """Carry out automatic stack entries until a seat must decide (or the game ends)."""
    stack = s.stack
    while s.outcome is None and stack:
        entry = stack[-1]
        kind, seat, n, source = entry
        if kind == "end":
            stack.pop()
            _end_turn(s, seat, events)
        elif kind == "done":
            stack.pop()
            _to_discard_from_front(s, seat, source, events)
        elif kind == "draw":
            count = draw_required(s, entry)
            if count and not s.digital:
                return
            stack.pop()
            if count:
                _draw(s, seat, count, source, events)
        elif kind == "play":
            if play_moves(s, seat, source in DISTANCE_ONLY):
                return
            stack.pop()
            events.append({"type": "skip", "seat": seat, "source": source})
        elif kind == "take":
            if not s.deck and s.discard:
                _reshuffle(s, events)
            if s.deck:
                return
            stack.pop()
            events.append({"type": "skip", "seat": seat, "source": source})
        else:  # toll
            if n > 0 and hand_count(s, seat) > 0:
                return
            stack.pop()
            _to_discard_from_front(s, seat, source, events)


def _to_discard_from_front(s: State, seat: int, card: str, events: list[Event]) -> None:
    front = s.effects[seat]
    for index in range(len(front) - 1, -1, -1):
        if front[index][0] == card and not front[index][2]:
            del front[index]
            break
    s.discard.append(card)
    events.append({"type": "resolved", "seat": seat, "card": card})


# -- drawing -------------------------------------------------------------------------

def _draw(s: State, seat: int, count: int, source: str, events: list[Event]) -> None:
    """Draw ``count`` cards for ``seat``, reshuffling the discard pile when needed."""
    if s.digital:
        deck, hand, cards = s.deck, s.hands[seat], []
        for _ in range(count):
            if not deck:
                if not s.discard:
                    break
                _reshuffle(s, events)
                deck = s.deck
            cards.append(deck.pop())
        hand += cards
        events.append({"type": "draw", "seat": seat, "count": len(cards), "source": source,
                       "private": {"cards": cards}, "private_to": seat})
        return
    left = count
    if left > s.deck_n:
        left -= s.deck_n
        s.deck_n = 0
        _reshuffle(s, events)
    s.deck_n -= left
    s.counts[seat] += count
    events.append({"type": "draw", "seat": seat, "count": count, "source": source})


def _reshuffle(s: State, events: list[Event]) -> None:
    """The draw pile is empty: the discard pile becomes the (shuffled) draw pile."""
    events.append({"type": "reshuffle", "count": len(s.discard)})
    if s.digital:
        s.deck = s.discard
        s.discard = []
        _shuffle_deck(s)
    else:
        s.deck_n += len(s.discard)
        s.discard = []


def _shuffle_deck(s: State) -> None:
    if s.digital:
        rng = Rng(s.rng)
        rng.shuffle(s.deck)
        s.rng = rng.state


# -- turns ---------------------------------------------------------------------------

def _end_turn(s: State, seat: int, events: list[Event]) -> None:
    _rotate(s, seat)
    _start_turn(s, (seat + 1) % s.n, events)


def _rotate(s: State, seat: int) -> None:
    """End of ``seat``'s turn: every turn tracker in front of them turns by one."""
    for effect in s.effects[seat]:
        if effect[1] > 0 and not effect[2]:
            effect[1] -= 1


def _start_turn(s: State, seat: int, events: list[Event]) -> None:
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
            done = [e[0] for e in front if e[2] or e[1] == 0]
            if done:
                s.effects[seat] = [e for e in front if not (e[2] or e[1] == 0)]
                s.discard += done
                events.append({"type": "remove", "seat": seat, "cards": done})
        events.append({"type": "turn", "seat": seat})
        if not stoplight_left(s, seat):
            return
        events.append({"type": "skip_turn", "seat": seat, "left": stoplight_left(s, seat)})
        s.idle = 0
        _rotate(s, seat)
        seat = (seat + 1) % s.n


# -- the end -------------------------------------------------------------------------

def _finish(s: State, winners: list[int], reason: str, events: list[Event]) -> None:
    s.outcome = {"winners": winners, "reason": reason}
    events.append({"type": "game_over", "winners": winners, "reason": reason})


def _finish_longest_road(s: State, events: list[Event]) -> None:
    """Deck and discard exhausted and a full round passed: the longest road wins (ties shared)."""
    best = max(distance(s, seat) for seat in range(s.n))
    _finish(s, [seat for seat in range(s.n) if distance(s, seat) == best],
            "deck_exhausted", events)
