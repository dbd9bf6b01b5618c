"""Quick Reactions: the reaction window, the four reaction cards and the deadline.

After any card is played from a hand, a **reaction window** opens for every
other seat (the card's player and the player whose turn it is excepted:
"They must be played during another player's turn").  Every eligible seat is
pending, holding a reaction card or not, so the window leaks nothing.  Each
answers ``react`` or ``pass_reaction``; the first accepted reaction closes
the window, and reactions are never reacted to.  When every seat has passed,
the card resolves as usual.

``core`` has no clock: the caller passes its time in with :func:`tick`,
which stamps a newly opened window with its opening time and closes a window
whose deadline (option ``reaction_seconds``, default 15) has passed, exactly
as if every seat still waiting had passed.

**Digital windows hide hands in their timing** (ruling, see
``docs/rules/driving-me-crazy.md``).  A stamped window has a *pass moment*,
``pass_seconds`` (default 2) after it opened.  Before it, a ``pass_reaction``
is *held*: kept secret in ``window.held``, the seat still listed as waiting,
nothing published and nothing recorded (its event carries ``"held": true``).
At the pass moment :func:`tick` makes, in clockwise order, the pass of every
seat whose pass was held and of every seat that cannot answer the card (holds
no Stop Sign, Yield or Backseat Driver that may answer it), each a recorded move
(``"move"``) like a deadline's pass, all alike.  So the window never closes before
the pass moment, the passes all come at that one moment in seat order, and
neither depends on who holds what; a seat that can answer and has not (a person
deliberating) keeps the window open until it answers or the deadline.  Bots
decide at the pass moment too (:func:`ready`), not at once.  Replays have no
clock: their windows are never stamped, so every pass counts at once; the
recorded passes come where the pass moment made them, so a replay reaches the
same states.

**Referee mode never blocks** (people shout "Stop sign!" or say nothing; nobody
taps "pass"): the window a card opens is not left open — the card resolves at
once, as if everyone passed — but the state at that moment, window open, is kept
(``state.late``) until the next report.  Until then each seat that was waiting
may report a reaction, checked against that moment (:func:`late_window`); the
table then goes back to it and the reaction is carried out as in a window.  A
Swerve goes back too: carried out inside the window, which stays open, after which
the card resolves again as if everyone passed (:func:`resolve_late`).

This module changes the window and the hands; resolving a card is
:mod:`core.dmc.apply`'s job, so :func:`react` and :func:`answer` return the
card to resolve (or None).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from core.dmc.cards import BLUE, DISTANCE, REACTION, RED
from core.dmc.checks import distance_problem, holds
from core.dmc.counts import road_km
from core.dmc.state import PASS_SECONDS, REACTION_SECONDS, ReactionWindow, State
from core.protocol import Event


class Played(NamedTuple):
    """A card played and waiting to be resolved: its player, target and option."""

    card: str
    player: int
    target: int | None
    option: Any


def deadline_seconds(state: State) -> float:
    """Return the window's deadline in seconds (option ``reaction_seconds``)."""
    return float(state.config.options.get("reaction_seconds", REACTION_SECONDS))


def pass_seconds(state: State) -> float:
    """Return the pass moment's delay in seconds (option ``pass_seconds``), never after the
    deadline."""
    chosen = float(state.config.options.get("pass_seconds", PASS_SECONDS))
    return min(chosen, deadline_seconds(state))


#: the reaction cards that answer the card in a window (Swerve is played "at any time
#: outside of your turn", window or not: it answers nothing)
ANSWERS = REACTION - {"swerve"}


def reaction_problem(state: State, seat: int, card: str, seen: Counter[str] | None = None,
                     held: bool = False) -> str | None:
    """Return the code of the rule that forbids ``seat`` reacting with ``card`` now, or None
    (``held``: ``seat`` is known to pass :func:`~core.dmc.checks.holds` for it, as every card
    :func:`~core.dmc.checks.held_kinds` lists does: not asked again)."""
    if card not in REACTION:
        return "not_a_reaction"
    window = state.window
    if card == "swerve":
        # "Play at any time outside of your turn": in or out of a window, answered or not
        if seat == state.turn:
            return "reaction_on_own_turn"
        return None if held else holds(state, seat, card, seen)
    if window is None:
        return "no_reaction_window"
    if seat not in window.waiting or (window.held is not None and seat in window.held):
        # a held pass (digital, before the pass moment) is an answer given
        return "reaction_on_own_turn" if seat in (state.turn, window.player) else "already_answered"
    problem = None if held else holds(state, seat, card, seen)
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


def can_answer(state: State, seat: int) -> bool:
    """Digital: True when ``seat`` holds a reaction card that may answer the open window's card
    (Stop Sign, Yield or Backseat Driver; not Swerve, which answers nothing)."""
    hand = state.hands[seat]
    return any(card in hand and reaction_problem(state, seat, card) is None for card in ANSWERS)


def answered(state: State, seat: int) -> bool:
    """True when ``seat`` is not waiting in the open window, or its pass is held."""
    window = state.window
    return window is None or seat not in window.waiting or (
        window.held is not None and seat in window.held)


def ready(state: State, seat: int, now: float) -> bool:
    """Return whether a bot in pending ``seat`` decides at ``now``: in a digital window only
    from its pass moment on (bots answer at that fixed moment, not at once, so their speed
    tells nothing), and not once its pass is held."""
    window = state.window
    if window is None:
        return True
    if window.opened is None:
        return False  # not stamped yet: its pass moment is not known
    if window.held is None:
        return True
    return now >= window.opened + pass_seconds(state) and seat not in window.held


def open_window(state: State, seat: int, card: str, target: int | None, option: Any,
                events: list[Event]) -> bool:
    """Open a window for ``card`` just played by ``seat``; return False when nobody may react.

    The waiting seats are listed clockwise from the card's player.
    """
    key = (state.players, seat, state.turn)
    clockwise = _CLOCKWISE.get(key)
    if clockwise is None:  # the same few seat orders all game long: listed once each
        # every other seat clockwise, less the turn's player when another seat played (a
        # reactor's play): ranges unpacked, no generator's frame
        order = [*range(seat + 1, state.players), *range(seat)]
        if state.turn != seat:
            order.remove(state.turn)
        clockwise = _CLOCKWISE[key] = tuple(order)
    if not clockwise:
        return False
    waiting = list(clockwise)
    state.window = ReactionWindow(card, seat, target, option, waiting)
    if state.referee:  # referee: keep the moment for a late reaction, resolve at once
        late = state.clone()
        late.late = None
        state.late = late
        state.window = None
        return False
    events.append({"type": "reaction_window", "seat": seat, "card": card, "waiting": waiting[:]})
    return True


#: the seats a window waits for, by (players, card's player, turn)
_CLOCKWISE: dict[tuple[int, int, int], tuple[int, ...]] = {}


def late_window(state: State) -> State | None:
    """Referee: the state a reaction reported now answers (its window open), or None."""
    return state.late if state.window is None else None


def resolve_late(state: State) -> Played:
    """Referee: the card in the open window resolves as if every seat passed, and the moment
    (window open) is kept for a late reaction, exactly as :func:`open_window` keeps it."""
    late = state.clone()
    late.late = None
    state.late = late
    window = state.window
    assert window is not None
    state.window = None
    return Played(window.card, window.player, window.target, window.option)


def mirror_swerve(state: State, seat: int) -> None:
    """Referee: a Swerve reported while a late reaction is possible is carried into the kept
    moment too, so a reaction reported after it is checked against the new hands."""
    late = state.late
    if late is None:
        return
    late = late.clone()
    late.late = None
    late.counts[seat] -= 1
    swerve(late, seat, [])
    state.late = late


def close(state: State, events: list[Event], reason: str) -> ReactionWindow:
    """Close the window; return it: its card, player, target and option are the card to be
    resolved as played (the closed window itself, not a :class:`Played` built from it: the
    last pass of every window closes one)."""
    window = state.window
    assert window is not None
    state.window = None
    events.append({"type": "reaction_window_closed", "card": window.card, "reason": reason})
    return window


def answer(state: State, seat: int, events: list[Event]) -> ReactionWindow | None:
    """``seat`` passes; once nobody is left waiting, return the closed window (its card is
    resolved as played: :func:`close`).

    Before a timed window's pass moment the pass is held (secret, the seat still waiting):
    the only event, ``reaction_held``, carries ``"held": true`` (not published, not
    recorded: the pass moment records the pass).
    """
    window = state.window
    assert window is not None
    if window.held is not None:
        window.held.append(seat)
        events.append({"type": "reaction_held", "seat": seat, "held": True})
        return None
    window.waiting.remove(seat)
    events.append({"type": "pass_reaction", "seat": seat})
    return close(state, events, "all_passed") if not window.waiting else None


def swerve(state: State, seat: int, events: list[Event]) -> None:
    """Swerve: every player passes their entire hand to the player on their left.

    Play goes clockwise (increasing seats), so the player on one's left is
    the next seat: seat ``i``'s hand goes to seat ``i + 1``.
    """
    if not state.referee:
        state.hands = [state.hands[i - 1] for i in range(state.players)]
    else:
        state.counts = [state.counts[i - 1] for i in range(state.players)]
    state.discard.append("swerve")
    events.append({"type": "swerve", "seat": seat})


def react(state: State, seat: int, card: str, events: list[Event],
          ) -> tuple[Played | None, Played | None]:
    """Carry out ``seat``'s reaction ``card`` (already taken from the hand).

    Returns ``(resolve, gained)``: the card that now resolves as played (never,
    since Stop Sign cancels it, Yield places it and Swerve leaves the window
    open), or the card ``seat`` gains with Backseat Driver.
    """
    events.append({"type": "react", "seat": seat, "card": card})
    if card == "swerve":
        # "Play at any time outside of your turn": not an answer to the card, so an open
        # window stays open and the seats still waiting answer with their new hands
        swerve(state, seat, events)
        return None, None
    closed = close(state, events, "reaction")
    played, player, target, option = closed.card, closed.player, closed.target, closed.option
    state.discard.append(card)
    if card == "stop_sign":
        # "Cancel the effects of the card and discard it."
        state.discard.append(played)
        events.append({"type": "cancel", "seat": player, "card": played})
        return None, None
    if card == "yield":
        # "the other player must play the card on your 'road'" — traffic and truck ignored
        state.roads[seat].append(played)
        events.append({"type": "yield", "seat": seat, "from": player, "card": played,
                       "distance": road_km(state.roads[seat])})
        return None, None
    # Backseat Driver: "Instead of the active player, you immediately gain the benefits"
    return None, Played(played, seat, target, option)


def deadline(state: State) -> float | None:
    """Return when the open reaction window (referee: the held end) closes (``-inf``: not
    stamped yet), or None."""
    if state.outcome is not None:
        return None
    if state.window is None:
        if state.finishing is None:
            return None
        opened = state.finishing.get("opened")
        return float("-inf") if opened is None else opened + deadline_seconds(state)
    window = state.window
    if window.opened is None:
        return float("-inf")
    if window.held is not None:  # the pass moment comes first
        return window.opened + pass_seconds(state)
    return window.opened + deadline_seconds(state)


def _tick_finishing(state: State, now: float,
                    push: Callable[[State, int, dict[str, Any]], list[Event]],
                    events: list[Event]) -> None:
    """Referee: stamp a held end with ``now``; once its deadline passed, end the game.

    Nobody at a table taps "no reaction": the card that reached the goal may be answered
    for ``reaction_seconds`` (as a digital window), then the game ends exactly as if a
    seat confirmed it (``push`` of the winner's ``finish``; the ``game_over`` event carries
    ``"deadline": true``, the seat and the move, so the caller records it).
    """
    held = state.finishing
    assert held is not None
    opened = held.get("opened")
    if opened is None:
        held["opened"] = now
        events.append({"type": "reaction_window_opened", "at": now,
                       "deadline": now + deadline_seconds(state)})
        return
    if now < opened + deadline_seconds(state):
        return
    seat = held["winners"][0]
    for event in push(state, seat, {"type": "close"}):
        if event.get("type") == "game_over":
            event.update(seat=seat, deadline=True, move={"type": "close"})
        events.append(event)


def _pass(state: State, seat: int, push: Callable[[State, int, dict[str, Any]], list[Event]],
          events: list[Event], deadline: bool) -> None:
    """Make ``seat``'s pass for the clock: its event carries the move itself, so the caller
    records it in the transcript, and ``"deadline": true`` when the deadline made it."""
    for event in push(state, seat, {"type": "pass_reaction"}):
        if event.get("type") == "pass_reaction":
            if deadline:
                event["deadline"] = True
            event["move"] = {"type": "pass_reaction"}
        events.append(event)


def _pass_moment(state: State, window: ReactionWindow,
                 push: Callable[[State, int, dict[str, Any]], list[Event]],
                 events: list[Event], expired: bool) -> None:
    """The pass moment: every held pass and every seat that cannot answer passes, clockwise
    (every seat, when the deadline is here too: ``expired``).

    All these passes look alike (a held pass and one made for a seat without an answer are
    the same event), so their order and moment depend on nothing hidden.
    """
    held, window.held = window.held or [], None
    for seat in list(window.waiting):
        if state.window is not window:  # the last pass closed it
            break
        if expired or seat in held or not can_answer(state, seat):
            _pass(state, seat, push, events, expired)


def tick(state: State, now: float, push: Callable[[State, int, dict[str, Any]], list[Event]],
         ) -> list[Event]:
    """Tell the game the time is ``now``: stamp a new window, pass at its pass moment, close
    an expired one.

    An open window with no opening time gets ``now`` (and, digital, its pass moment
    ``now + pass_seconds``).  At the pass moment the held passes and the seats that
    cannot answer pass (:func:`_pass_moment`); after it, a seat that can no longer answer
    (its hand changed with a Swerve) is passed for at once.  A window whose deadline
    ``opened + reaction_seconds`` is ``<= now`` is closed exactly as if every seat still
    waiting passed (``push`` of ``pass_reaction`` for each, so the state is the same as
    if they had; each of those events carries ``"deadline": true`` and the move).
    Returns the events.
    """
    events: list[Event] = []
    if state.finishing is not None and state.outcome is None:
        _tick_finishing(state, now, push, events)
        return events
    while state.outcome is None and state.window is not None:
        window = state.window
        if window.opened is None:
            window.opened = now
            window.held = [] if not state.referee else None
            events.append({"type": "reaction_window_opened", "at": now,
                           "pass_at": now + pass_seconds(state),
                           "deadline": now + deadline_seconds(state)})
            break
        if window.held is not None:
            if now < window.opened + pass_seconds(state):
                break
            _pass_moment(state, window, push, events,
                         now >= window.opened + deadline_seconds(state))
            continue
        if now >= window.opened + deadline_seconds(state):
            for seat in list(window.waiting):
                _pass(state, seat, push, events, True)
            continue
        idle = [seat for seat in window.waiting if not can_answer(state, seat)]
        if not idle:
            break
        for seat in idle:
            if state.window is not window:
                break
            _pass(state, seat, push, events, False)
    return events
