"""Carrying out Driving Me Crazy! moves: one handler per move type, then settling.

Everything here trusts its caller (the move is one of
:func:`core.dmc.rules.legal_moves`, entered by :func:`core.dmc.apply.push`).  A move's
handler changes the state; then :func:`core.dmc.decisions.settle_all` carries out the
pending actions nobody has to choose (each kind's way is in the table's rows) and flips
the signs that come on top of the deck.  Card actions, draws and turns are in
:mod:`core.dmc.actions`.
"""

from __future__ import annotations

from collections.abc import Callable

from core import undo
from core.dmc import actions, reactions, signs
from core.dmc.candidates import late_swerve, may_answer
from core.dmc.decisions import settle_all
from core.dmc.entries import (
    Blue,
    Camera,
    Copy,
    Draw,
    Entry,
    Free,
    Give,
    Km,
    Look,
    Mirror,
    Play,
    Rest,
    Search,
    Take,
    Toll,
)
from core.dmc.state import REFILL, State
from core.protocol import Event, Move

#: What a move's handler reads before changing the state, read once by
#: :func:`core.dmc.apply.push`: the decision the move answers (None for a reaction or its
#: pass) and the handler's one count (:func:`core.dmc.checks.move_count`; else 0).  A plain
#: pair: built at every ply of a playout (a NamedTuple cost playouts 3-4%).
MoveReads = tuple[Entry | None, int]
#: the reads of a reaction or its pass: no decision, no count
NO_READS: MoveReads = (None, 0)

#: the move types whose handlers read no decision: a reaction or a pass answers the window
#: (or nobody's decision, a Swerve), and half the plies of a playout are passes
ANSWERS = frozenset({"react", "pass_reaction"})


def play(state: State, seat: int, move: Move, reads: MoveReads) -> list[Event]:
    """Apply a legal move of the game itself (no undo bookkeeping); return its events.

    One pass: the move's handler, given what it reads of the state (``reads``, read once by
    :func:`core.dmc.apply.push` with :func:`~core.dmc.checks.move_reads`, the decision the
    move answers among them), then everything that follows by itself
    (:func:`core.dmc.decisions.settle_all`).
    """
    events: list[Event] = []
    kind = move["type"]
    if state.late is not None and kind not in _KEEP_LATE:
        # Referee: a late reaction may be reported only until the next report (a seat's "I
        # do not answer" the card that reached the goal leaves the others their chance)
        state.late = None
    ended = HANDLERS[kind](state, seat, move, reads, events)  # the game ended at once
    if not ended and state.window is None:
        # nothing settles while a window waits, and no sign can be on top then: every move
        # ends with none (settle_all flips them), and one that leaves a window open draws,
        # shuffles and deals nothing (half the plies of a playout are such passes)
        settle_all(state, events)
    return events


#: the move types that do not end the time for a late reaction by themselves: a seat's
#: "I do not answer", and a reaction (its handler reads the late moment first)
_KEEP_LATE = frozenset({"finish", "react"})


def _late_reaction(state: State, seat: int, move: Move, late: State, events: list[Event],
                   ) -> bool:
    """Referee: a reaction reported late goes back to the moment its card was played.

    Every reaction does, Swerve too ("Play at any time outside of your turn": called while
    the card waited for answers, it is carried out inside the card's window, as digital
    mode does); True when the table went back.  Only a Swerve its player could not have
    called at that moment (it was their turn then) is carried out now, mirrored into the
    kept moment.
    """
    if move["card"] == "swerve" and not late_swerve(late, seat):
        state.late = late
        return False
    keep = state.undo
    undo.become(state, late.clone())
    state.undo, state.late = keep, None
    window = state.window
    assert window is not None
    events.append({"type": "reaction_window", "seat": window.player, "card": window.card,
                   "waiting": list(window.waiting), "late": True})
    return True


# -- one handler per move type: change the state, True when the game ended at once -------

def _play(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    state.idle = 0
    card = move["card"]
    target = move.get("target")
    if target is not None:
        target = int(target)
    event: Event = {"type": "play", "seat": seat, "card": card}
    if target is not None:
        event["target"] = target
    if "option" in move:
        event["option"] = move["option"]
    decision = reads[0]
    # the record's class compared (no record class is subclassed): most plays answer the
    # turn's main decision, which two failed isinstance tests cost more
    kind = type(decision)
    if kind is Free:
        assert isinstance(decision, Free)  # (for mypy: the same test)
        state.stack.pop()
        event["gained"] = True
        events.append(event)
        actions.resolve(state, seat, card, target, move.get("option"), events,
                        placed=decision.placed)
        return False
    if kind is Play:
        state.stack.pop()
    else:
        actions.begin_acting(state, seat)
        if reads[1]:  # Trailer: two_plays: "Play 2 cards instead of one"
            state.stack.append(Play(seat, "trailer"))
    actions.take_from_hand(state, seat, card)
    events.append(event)
    if "quick_reactions" not in state.variants or not reactions.open_window(
            state, seat, card, target, move.get("option"), events):
        actions.resolve(state, seat, card, target, move.get("option"), events)
    return False


def _react(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    late, state.late = state.late, None
    # referee: a reaction reported late goes back to the moment its card was played first
    rewound = late is not None and _late_reaction(state, seat, move, late, events)
    card = move["card"]
    state.idle = 0
    actions.take_from_hand(state, seat, card)
    if card == "swerve":
        reactions.mirror_swerve(state, seat)
    played, gained = reactions.react(state, seat, card, events)
    if played is not None:
        actions.resolve(state, played.player, played.card, played.target, played.option, events)
    if gained is not None:
        state.stack.append(Free(seat, True, gained.card))
    if card == "yield":  # the played distance card went onto this seat's road
        actions.finish_at_goal(state, seat, events)
    if rewound and state.window is not None:
        # Referee: a Swerve called on the card was carried out inside its window; the card
        # now resolves as if everyone passed, and may still be answered from this moment
        played = reactions.resolve_late(state)
        actions.resolve(state, played.player, played.card, played.target, played.option, events)
    return False


def _pass_reaction(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event],
                   ) -> bool:
    # the pass is carried out and settled by pass_reaction (True: play settles nothing more)
    events += pass_reaction(state, seat, move)
    return True


def pass_reaction(state: State, seat: int, move: Move) -> list[Event]:
    """``seat``'s pass, and its events: the card resolves once nobody is left waiting, then
    everything settles as after any move (:func:`play`).

    :func:`core.dmc.apply.push` calls it straight for a digital pass (half the plies of a
    playout: no reads, no undo, and digital mode keeps no late moment for :func:`play` to end).
    """
    events: list[Event] = []
    played = reactions.answer(state, seat, events)
    if played is not None:
        actions.resolve(state, played.player, played.card, played.target, played.option, events)
        if state.window is None:  # as play: nothing settles while a window waits
            settle_all(state, events)
    return events


def _finish(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    """Referee: ``seat``, which may still answer the card that reached the goal, does not;
    once no such seat is left, the game is over."""
    held = state.finishing
    assert held is not None
    held["declined"] = [*held.get("declined", ()), seat]  # a new list: clones share the old
    events.append({"type": "no_answer", "seat": seat, "card": held["card"]})
    if may_answer(state):
        return True
    return _close(state, seat, move, reads, events)


def _close(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    """Referee: the window on the card that reached the goal closes (the host, for the table,
    its deadline, or the last seat that may answer it): the game is over."""
    held = state.finishing
    assert held is not None
    state.finishing = None
    actions.finish(state, held["winners"], held["reason"], events)
    return True


def _flip_sign(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event],
               ) -> bool:
    signs.report_flip(state, move["card"], events)
    return False


def _discard(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    card = move["card"]
    actions.take_from_hand(state, seat, card)
    state.discard.append(card)
    events.append({"type": "discard", "seat": seat, "card": card})
    decision = reads[0]
    if type(decision) not in _OWED:  # a turn's own discard (most): one lookup, no isinstance
        state.phase = "discarding"
        state.idle = 0
    elif isinstance(decision, Toll):
        state.stack[-1] = Toll(decision.seat, decision.left - 1, decision.source)
    elif isinstance(decision, Camera):
        state.stack[-1] = Camera(decision.seat, decision.left - 1, decision.source)
    return False


#: the decisions whose discards a card asks for (a Rest Stop's end nothing): the turn's phase
#: stays as it is (a record's class looked up: no record class is subclassed)
_OWED: frozenset[type[Entry]] = frozenset({Toll, Camera, Rest})


def _end_turn(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    actions.begin_acting(state, seat)
    # the turn's action was discarding (``acting``: a play): a move refused while the hand is
    # refilled is explained by what the turn did (decisions.DECISIONS, Draw)
    state.phase = "discarding"
    events.append({"type": "end_turn", "seat": seat})
    return False


def _pass(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    events.append({"type": "pass", "seat": seat})
    if reads[1] == 0 and not state.discard:  # nothing drawable
        state.idle += 1
        if state.idle >= state.players:
            actions.finish_longest_road(state, events)
            return True
    else:
        state.idle = 0
    actions.begin_acting(state, seat)
    return False


def _draw(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    decision = reads[0]
    assert isinstance(decision, Draw)  # legal: only a draw decision takes a draw
    count = int(move["count"])
    if count < reads[1]:  # draw_required  # referee: signs to flip before the rest
        if decision.count != REFILL:
            state.stack[-1] = Draw(seat, decision.count - count, decision.source)
    else:
        state.stack.pop()
    actions.draw(state, seat, count, decision.source, events)
    return False


def _take(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    decision = reads[0]
    assert isinstance(decision, Mirror | Search)  # legal: a take answers these only
    take(state, seat, decision, move["card"], events)
    return False


def _stop(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    decision = reads[0]
    assert isinstance(decision, Rest | Look)  # legal: only these may stop
    state.stack.pop()
    events.append({"type": "stop", "seat": seat, "source": decision.source})
    return False


def _look(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    decision = reads[0]
    assert isinstance(decision, Look)  # legal: only a look decision takes a look
    look(state, seat, decision, int(move["target"]), events)
    return False


def _choose_opponent(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event],
                     ) -> bool:
    decision = reads[0]
    assert isinstance(decision, Give)  # legal: only Carpool's choice takes it
    choose_opponent(state, seat, decision, int(move["target"]), events)
    return False


def _skip(state: State, seat: int, move: Move, reads: MoveReads, events: list[Event]) -> bool:
    """Referee: an additional play, a search or a Speed Camera discard finds nothing."""
    decision = reads[0]
    assert isinstance(decision, Play | Draw | Camera | Search)  # legal: only these are skipped
    state.stack.pop()
    source = decision.card if isinstance(decision, Copy) else decision.source
    events.append({"type": "skip", "seat": seat, "source": source})
    if isinstance(decision, Camera):  # no distance card left: the Speed Camera is done
        actions.to_discard_from_front(state, seat, source, events)
    return False


# -- what a chosen card, a look or Carpool's choice of opponent change -------------------

def take(state: State, seat: int, decision: Mirror | Search, card: str,
         events: list[Event]) -> None:
    """A chosen card: from the discard pile (Rearview Mirror) or a deck search."""
    if isinstance(decision, Mirror):
        state.discard.remove(card)
        actions.to_hand(state, seat, card)
        # "show and draw": the card is public
        events.append({"type": "take", "seat": seat, "card": card, "source": decision.source})
        state.stack[-1] = Mirror(decision.seat, decision.left - 1, decision.source)
        return
    if not state.referee:
        state.deck.remove(card)
    else:
        state.deck_n -= 1
    if isinstance(decision, Take):  # GPS, Motorway: into the hand, seen by the searcher only
        actions.to_hand(state, seat, card)
        event: Event = {"type": "take", "seat": seat}
        if decision.source != "gps":
            event["source"] = decision.source
        event.update(private={"card": card}, private_to=seat)
        events.append(event)
        if decision.left <= 1:
            state.stack.pop()
            actions.shuffle_deck(state)
        else:
            state.stack[-1] = Take(decision.seat, decision.left - 1, decision.source)
        return
    actions.shuffle_deck(state)  # the deck was searched
    events.append({"type": "take", "seat": seat, "card": card, "source": decision.kind})
    if isinstance(decision, Blue):  # Carpool: play it for yourself and an opponent
        state.stack[-1] = Give(seat, True, (card,))
    elif isinstance(decision, Km):  # Carpool: play it at once; remember it for the opponent
        give = state.stack[-2]
        assert isinstance(give, Give)  # Carpool pushes its choice under the search
        state.stack[-2] = Give(give.seat, give.blue, (*give.cards, card))
        state.stack[-1] = Km(decision.seat, decision.left - 1, decision.source)
        actions.place_distance(state, seat, card, events)
    else:  # copy (referee): the opponent's copy of a Carpool distance card
        state.stack.pop()
        actions.place_distance(state, seat, card, events)


def look(state: State, seat: int, decision: Look, target: int, events: list[Event]) -> None:
    """Rearview Mirror: ``seat`` looks at ``target``'s hand, shown to ``seat`` only."""
    state.stack[-1] = Look(decision.seat, decision.seen | 1 << target, decision.source)
    event: Event = {"type": "look", "seat": seat, "target": target}
    if not state.referee:
        event.update(private={"hand": sorted(state.hands[target])}, private_to=seat)
    events.append(event)


def choose_opponent(state: State, seat: int, decision: Give, target: int,
                     events: list[Event]) -> None:
    """Carpool: the opponent gets the blue card's effect, or copies of the distance cards."""
    state.stack.pop()
    events.append({"type": "choose_opponent", "seat": seat, "target": target})
    if decision.blue:
        card = decision.cards[0]
        # yourself first (the card lies in front of you), then the opponent's copy
        state.stack += [Free(target, False, card), Free(seat, True, card)]
        return
    for card in reversed(decision.cards):
        state.stack.append(Copy(target, card))



#: the handler of each move type (``undo`` is core.undo's, before any of these)
HANDLERS: dict[str, Callable[[State, int, Move, MoveReads, list[Event]], bool]] = {
    "play": _play, "react": _react, "pass_reaction": _pass_reaction, "flip_sign": _flip_sign,
    "discard": _discard, "end_turn": _end_turn, "pass": _pass, "draw": _draw, "take": _take,
    "stop": _stop, "look": _look, "choose_opponent": _choose_opponent, "skip": _skip,
    "finish": _finish,
    "close": _close,
}
