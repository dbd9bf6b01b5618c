"""Carrying out moves: card actions, the action stack, turns and the end of the game.

Everything here trusts its caller (the move was checked by
:func:`core.dmc.rules.why_not` or taken from :func:`core.dmc.rules.legal_moves`).
Card actions are resolved one at a time, depth-first: a card's actions are
pushed on ``state.stack`` and the top entry is carried out (or waited for)
before anything under it.  Actions that cannot be carried out are skipped.
"""

from __future__ import annotations

from typing import Any

from core import undo
from core.dmc import reactions, signs
from core.dmc.cards import DISTANCE, DURATION, SIGN, TRAILER_TURNS
from core.dmc.rules import (
    CAMERA_COUNT,
    DISTANCE_ONLY,
    MIRROR_COUNT,
    current,
    distance,
    draw_required,
    drawable,
    free_moves,
    hand_count,
    play_moves,
    search_cards,
    seen_counts,
    signs_in_deck,
    stoplight_left,
    turns_left,
    two_plays,
)
from core.dmc.state import HAND_SIZE, REFILL, Entry, State
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
    # Signs of Madness cards are mixed in only after the deal.
    deck = [card for card, count in s.totals.items() if card not in SIGN for _ in range(count)]
    if s.digital:
        rng.shuffle(deck)
        for _ in range(HAND_SIZE):
            for seat in range(s.n):
                s.hands[seat].append(deck.pop())
        s.deck = deck
    else:
        s.counts = [HAND_SIZE] * s.n
        s.deck_n = sum(s.totals.values()) - HAND_SIZE * s.n
    signs.mix_in(s, rng)
    s.rng = rng.state
    events: list[Event] = [{"type": "deal", "count": HAND_SIZE}]
    signs.flip(s, events)
    _start_turn(s, int(first), events)
    return s, events


# -- moves -------------------------------------------------------------------------

def push(s: State, seat: int, move: dict[str, Any]) -> list[Event]:
    """Apply a legal ``move`` by ``seat`` and return its events (trusted fast path).

    In referee mode every report can be taken back by ``undo`` until the next
    report (:func:`core.undo.push` keeps the state before it).
    """
    return undo.push(s, seat, move, not s.digital, play, State.clone)


def play(s: State, seat: int, move: dict[str, Any]) -> list[Event]:
    """Apply a legal move of the game itself (no undo bookkeeping); return its events."""
    kind = move["type"]
    events: list[Event] = []
    # Referee: a late reaction may be reported only until the next report.
    late, s.late = s.late, None
    if kind == "react" and late is not None:
        if move["card"] == "swerve":  # answers nothing: now, and into the kept moment
            s.late = late
        else:  # back to the moment the card was played, its window open
            keep = s.undo
            undo.become(s, late.clone())
            s.undo, s.late = keep, None
            window = s.window
            assert window is not None
            events.append({"type": "reaction_window", "seat": window[1], "card": window[0],
                           "waiting": list(window[4]), "late": True})
    decision = current(s)
    assert decision is not None
    step = decision[0]
    if kind == "play":
        s.idle = 0
        card = move["card"]
        target = move.get("target")
        if target is not None:
            target = int(target)
        event: Event = {"type": "play", "seat": seat, "card": card}
        if target is not None:
            event["target"] = target
        if "option" in move:
            event["option"] = move["option"]
        if step == "free":
            s.stack.pop()
            event["gained"] = True
            events.append(event)
            _resolve(s, seat, card, target, move.get("option"), events, placed=decision[2] == 1)
        else:
            if step == "play":
                s.stack.pop()
            else:
                _begin_acting(s, seat)
                if two_plays(s, seat):  # Trailer: "Play 2 cards instead of one"
                    s.stack.append(("play", seat, 0, "trailer"))
            _take_from_hand(s, seat, card)
            events.append(event)
            if "quick_reactions" not in s.variants or not reactions.open_window(
                    s, seat, card, target, move.get("option"), events):
                _resolve(s, seat, card, target, move.get("option"), events)
    elif kind == "react":
        card = move["card"]
        s.idle = 0
        _take_from_hand(s, seat, card)
        if card == "swerve":
            reactions.mirror_swerve(s, seat)
        played, gained = reactions.react(s, seat, card, events)
        if played is not None:
            _resolve(s, played[1], played[0], played[2], played[3], events)
        if gained is not None:
            s.stack.append(("free", seat, 1, gained[0]))
        if card == "yield":  # the played distance card went onto this seat's road
            _finish_at_goal(s, seat, events)
    elif kind == "pass_reaction":
        played = reactions.answer(s, seat, events)
        if played is not None:
            _resolve(s, played[1], played[0], played[2], played[3], events)
    elif kind == "flip_sign":
        signs.report_flip(s, move["card"], events)
    elif kind == "discard":
        card = move["card"]
        _take_from_hand(s, seat, card)
        s.discard.append(card)
        events.append({"type": "discard", "seat": seat, "card": card})
        if step in ("toll", "camera"):
            s.stack[-1] = (step, seat, decision[2] - 1, decision[3])
        elif step != "rest":
            s.phase = "discarding"
            s.idle = 0
    elif kind == "end_turn":
        _begin_acting(s, seat)
        events.append({"type": "end_turn", "seat": seat})
    elif kind == "pass":
        events.append({"type": "pass", "seat": seat})
        if drawable(s) == 0 and not s.discard:
            s.idle += 1
            if s.idle >= s.n:
                _finish_longest_road(s, events)
                return events
        else:
            s.idle = 0
        _begin_acting(s, seat)
    elif kind == "draw":
        count = int(move["count"])
        if count < draw_required(s, decision):  # referee: signs to flip before the rest
            if decision[2] != REFILL:
                s.stack[-1] = ("draw", seat, decision[2] - count, decision[3])
        else:
            s.stack.pop()
        _draw(s, seat, count, decision[3], events)
    elif kind == "take":
        _take(s, seat, decision, move["card"], events)
    elif kind == "stop":
        s.stack.pop()
        events.append({"type": "stop", "seat": seat, "source": decision[3]})
    elif kind == "look":
        _look(s, seat, decision, int(move["target"]), events)
    elif kind == "choose_opponent":
        _choose_opponent(s, seat, decision, int(move["target"]), events)
    else:  # skip (referee)
        s.stack.pop()
        events.append({"type": "skip", "seat": seat, "source": decision[3]})
        if step == "camera":  # no distance card left: the Speed Camera is done
            _to_discard_from_front(s, seat, decision[3], events)
    _settle(s, events)
    if "signs_of_madness" in s.variants:
        # "Every time one of the Signs of Madness cards are on the top of the deck, flip it"
        signs.flip(s, events)
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
    placed: bool = True,
) -> None:
    """Carry out the actions printed on ``card`` (pushing any plays and draws).

    ``placed`` False: only the card's effect is carried out for ``seat`` (the
    opponent's half of a Carpool); the card itself lies elsewhere.
    """
    stack = s.stack
    if card in DISTANCE:
        s.roads[seat].append(card)
        _finish_at_goal(s, seat, events)
    elif card in DURATION:  # stoplight, traffic, truck: a turn tracker in front of the target
        assert target is not None
        # Placed during the target's own turn (a Backseat Driver's red card, a reactor's
        # additional play), the tracker counts only the target's following turns: that
        # turn's end does not turn it (see rules.turns_left).
        s.effects[target].append([card, DURATION[card], False, target == s.turn])
    elif card == "u_turn":
        assert target is not None
        road = s.roads[target]
        removed = road[-2:]
        del road[-2:]
        s.discard.extend(removed)
        s.discard.append(card)
        events.append({"type": "u_turn", "seat": target, "cards": removed})
    elif card in ("toll_booth", "speed_camera"):
        assert target is not None
        s.effects[target].append([card, 0, False, False])
        stack.append(("toll", target, 2, card) if card == "toll_booth"
                     else ("camera", target, CAMERA_COUNT, card))
    elif option in ("resolve_traffic", "resolve_truck"):  # Shortcut, Overtake
        blocker = "traffic" if option == "resolve_traffic" else "truck"
        for effect in s.effects[seat]:
            if effect[0] == blocker and not effect[2]:
                effect[2] = True
        if placed:
            s.effects[seat].append([card, 0, True, False])
        events.append({"type": "resolve", "seat": seat, "card": blocker})
    elif card == "trailer":
        s.trailer[seat].append([option, TRAILER_TURNS])
        if placed:
            s.discard.append(card)
        events.append({"type": "trailer", "seat": seat, "option": option,
                       "turns_left": TRAILER_TURNS})
        if option == "two_plays" and seat == s.turn and ("play", seat, 0, "trailer") not in stack:
            stack.append(("play", seat, 0, "trailer"))
    else:
        if placed:
            s.effects[seat].append([card, 0, False, False])
            stack.append(("done", seat, 0, card))
        stack.extend(_actions(s, seat, card, option))


def _actions(s: State, seat: int, card: str, option: Any) -> list[Entry]:
    """Return the stack entries (top last) that carry out a blue card's actions."""
    if card in ("roundabout", "shortcut", "overtake"):
        return [("play", seat, 0, card), ("play", seat, 0, card)]
    if card == "gps":
        return [("take", seat, 2, card) if s.digital else ("draw", seat, 2, card)]
    if card == "bus":
        return [("play", seat, 0, card), ("draw", seat, 3, card)]
    if card == "race_car":
        return [("play", seat, 0, card), ("draw", seat, 1, card),
                ("play", seat, 0, card), ("draw", seat, 1, card)]
    if card == "motorway":
        return [("play", seat, 0, card), ("play", seat, 0, card),
                ("take", seat, 1, card) if s.digital else ("draw", seat, 1, card)]
    if card == "rest_stop":
        return [("draw", seat, 5, card) if option == "draw" else ("rest", seat, 0, card)]
    if card == "rearview_mirror":
        return [("mirror", seat, MIRROR_COUNT, card) if option == "discard_pile"
                else ("look", seat, 0, card)]
    if card == "carpool":
        if option == "blue_card":
            return [("blue", seat, 0, card)]
        return [("give", seat, 0, ""), ("km", seat, 2, card)]
    return []


def _take(s: State, seat: int, decision: Entry, card: str, events: list[Event]) -> None:
    """A chosen card: from the discard pile (Rearview Mirror) or a deck search."""
    step, _, n, source = decision
    if step == "mirror":
        s.discard.remove(card)
        _to_hand(s, seat, card)
        # "show and draw": the card is public
        events.append({"type": "take", "seat": seat, "card": card, "source": source})
        s.stack[-1] = (step, seat, n - 1, source)
        return
    if s.digital:
        s.deck.remove(card)
    else:
        s.deck_n -= 1
    if step == "take":  # GPS, Motorway: into the hand, seen by the searcher only
        _to_hand(s, seat, card)
        event: Event = {"type": "take", "seat": seat}
        if source != "gps":
            event["source"] = source
        event.update(private={"card": card}, private_to=seat)
        events.append(event)
        if n <= 1:
            s.stack.pop()
            _shuffle_deck(s)
        else:
            s.stack[-1] = ("take", seat, n - 1, source)
        return
    _shuffle_deck(s)  # the deck was searched
    events.append({"type": "take", "seat": seat, "card": card, "source": step})
    if step == "blue":  # Carpool: play it for yourself and an opponent
        s.stack[-1] = ("give", seat, 1, card)
    elif step == "km":  # Carpool: play it at once; remember it for the opponent's copy
        give = s.stack[-2]
        s.stack[-2] = (give[0], give[1], give[2], give[3] + card + " ")
        s.stack[-1] = (step, seat, n - 1, source)
        _place_distance(s, seat, card, events)
    else:  # copy (referee): the opponent's copy of a Carpool distance card
        s.stack.pop()
        _place_distance(s, seat, card, events)


def _place_distance(s: State, seat: int, card: str, events: list[Event]) -> None:
    s.roads[seat].append(card)
    events.append({"type": "road", "seat": seat, "card": card, "distance": distance(s, seat)})
    _finish_at_goal(s, seat, events)


def _look(s: State, seat: int, decision: Entry, target: int, events: list[Event]) -> None:
    """Rearview Mirror: ``seat`` looks at ``target``'s hand, shown to ``seat`` only."""
    mask = decision[2] | 1 << target
    s.stack[-1] = ("look", seat, mask, decision[3])
    event: Event = {"type": "look", "seat": seat, "target": target}
    if s.digital:
        event.update(private={"hand": sorted(s.hands[target])}, private_to=seat)
    events.append(event)


def _choose_opponent(s: State, seat: int, decision: Entry, target: int,
                     events: list[Event]) -> None:
    """Carpool: the opponent gets the blue card's effect, or copies of the distance cards."""
    s.stack.pop()
    events.append({"type": "choose_opponent", "seat": seat, "target": target})
    if decision[2] == 1:
        card = decision[3]
        # yourself first (the card lies in front of you), then the opponent's copy
        s.stack += [("free", target, 0, card), ("free", seat, 1, card)]
        return
    for card in reversed(decision[3].split()):
        s.stack.append(("copy", target, 0, card))


def _copy(s: State, entry: Entry, events: list[Event]) -> None:
    """Digital Carpool: take another of the same card for the opponent, if the deck has one."""
    _, target, _, card = entry
    if card in search_cards(s, entry, None):
        s.deck.remove(card)
        _shuffle_deck(s)
        _place_distance(s, target, card, events)
    else:
        events.append({"type": "skip", "seat": target, "source": "carpool"})


def _to_hand(s: State, seat: int, card: str) -> None:
    if s.digital:
        s.hands[seat].append(card)
    else:
        s.counts[seat] += 1


def _settle(s: State, events: list[Event]) -> None:
    """Carry out automatic stack entries until a seat must decide (or the game ends)."""
    stack = s.stack
    while s.outcome is None and s.window is None and stack:
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
        elif kind in ("take", "blue", "km", "copy"):
            if s.digital and not s.deck and s.discard:
                _reshuffle(s, events)
                signs.flip(s, events)
            elif not s.digital and not (n <= 0 and kind == "km"):
                # the table searches as digital mode does: an empty pile is refilled from
                # the discards first, and signs left on it are flipped before that
                if s.deck_n and s.deck_n == signs_in_deck(s):
                    return
                if not s.deck_n and s.discard:
                    _reshuffle(s, events)
            if kind == "copy" and s.digital:
                stack.pop()
                _copy(s, entry, events)
                continue
            if n <= 0 and kind in ("take", "km"):
                stack.pop()  # every card was taken
                continue
            if search_cards(s, entry, None if s.digital else seen_counts(s)):
                return
            stack.pop()
            events.append({"type": "skip", "seat": seat, "source": source})
        elif kind == "toll":
            if n > 0 and hand_count(s, seat) > 0:
                return
            stack.pop()
            _to_discard_from_front(s, seat, source, events)
        elif kind == "camera":
            if n > 0 and (any(c in DISTANCE for c in s.hands[seat]) if s.digital
                          else hand_count(s, seat) > 0):
                return
            stack.pop()
            _to_discard_from_front(s, seat, source, events)
        elif kind == "free":
            moves = free_moves(s, seat, source)
            if len(moves) > 1 or (moves and len(moves[0]) > 2):
                return  # a target or an option to choose
            stack.pop()
            if moves:
                events.append({"type": "play", "seat": seat, "card": source, "gained": True})
                _resolve(s, seat, source, None, None, events, placed=n == 1)
            elif n == 1:  # "If you cannot play it, discard it."
                s.discard.append(source)
                events.append({"type": "discarded", "seat": seat, "card": source})
        elif kind == "rest":
            if hand_count(s, seat) > 0:
                return
            stack.pop()
        elif kind == "mirror":
            if n > 0 and s.discard:
                return
            stack.pop()
        elif kind == "look":
            if bin(n).count("1") < MIRROR_COUNT and n | 1 << seat != (1 << s.n) - 1:
                return
            stack.pop()
        else:  # give
            if n == 1 or source:
                return
            stack.pop()


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
            if deck and deck[-1] in SIGN:
                signs.flip(s, events)
            if not deck:
                if not s.discard:
                    break
                _reshuffle(s, events)
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
        _reshuffle(s, events)
    s.deck_n -= left
    s.counts[seat] += count
    events.append({"type": "draw", "seat": seat, "count": count, "source": source})


def _reshuffle(s: State, events: list[Event]) -> None:
    """The draw pile is empty: the discard pile becomes the (shuffled) draw pile."""
    events.append({"type": "reshuffle", "count": len(s.discard)})
    if s.digital:
        s.deck += s.discard  # any signs still in the draw pile stay in it
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
    """End of ``seat``'s turn: every turn tracker in front of them turns by one.

    A tracker placed during this very turn does not turn: the turn was not one of
    the turns it counts (it becomes an ordinary tracker instead).
    """
    for effect in s.effects[seat]:
        if effect[3]:
            effect[3] = False
        elif effect[1] > 0 and not effect[2]:
            effect[1] -= 1
    if s.trailer[seat]:
        for trailer in s.trailer[seat]:
            trailer[1] -= 1
        s.trailer[seat] = [t for t in s.trailer[seat] if t[1] > 0]


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
            done = [e[0] for e in front if turns_left(e) == 0]
            if done:
                s.effects[seat] = [e for e in front if turns_left(e) > 0]
                s.discard += done
                events.append({"type": "remove", "seat": seat, "cards": done})
        events.append({"type": "turn", "seat": seat})
        if not stoplight_left(s, seat):
            return
        # "left": the turns still to skip, this one included (rules.turns_left, the count
        # the view shows): "misses this turn, left - 1 more to miss"; after this turn the
        # view shows left - 1
        events.append({"type": "skip_turn", "seat": seat, "left": stoplight_left(s, seat)})
        s.idle = 0
        _rotate(s, seat)
        seat = (seat + 1) % s.n


# -- the end -------------------------------------------------------------------------

def _finish(s: State, winners: list[int], reason: str, events: list[Event]) -> None:
    s.outcome = {"winners": winners, "reason": reason}
    events.append({"type": "game_over", "winners": winners, "reason": reason})


def _finish_at_goal(s: State, seat: int, events: list[Event]) -> None:
    """End the game if ``seat``'s road, just grown, is exactly at the goal (that seat wins)."""
    if distance(s, seat) == s.goal:
        _finish(s, [seat], "goal", events)


def _finish_longest_road(s: State, events: list[Event]) -> None:
    """Deck and discard exhausted and a full round passed: the longest road wins (ties shared)."""
    best = max(distance(s, seat) for seat in range(s.n))
    _finish(s, [seat for seat in range(s.n) if distance(s, seat) == best],
            "deck_exhausted", events)
