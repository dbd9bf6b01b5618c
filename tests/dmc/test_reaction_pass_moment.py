"""Quick Reactions, digital: the pass moment, so a window's timing hides the hands.

Ruling (docs/rules/driving-me-crazy.md, "Reaction windows that hide hands"): a window
has a fixed pass moment ``pass_seconds`` after it opens.  A pass before it is held,
secret; at it every held pass and every seat that cannot answer passes, clockwise; a
seat that can answer may take until the deadline.  "They must be played during another
player's turn" — the window is that moment of another player's turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from core import Config
from core.dmc import GAME
from core.dmc.reactions import can_answer
from core.errors import InvalidConfig
from core.rng import Rng

from .helpers import H, builder, play, refused

qr = builder(("quick_reactions",), players=4)
PASS = {"type": "pass_reaction"}
OPEN = 100.0


def opened(hands: list[list[str]], **options: Any):
    """Seat 0 plays km100 at OPEN: a window for seats 1, 2 and 3, stamped at OPEN."""
    s = qr(hands=hands, options={"reaction_seconds": 15, **options})
    play(s, 0, "km100")
    GAME.tick(s, OPEN)
    assert s.window is not None and s.window.waiting == [1, 2, 3]
    return s


def passes(events: list[dict[str, Any]]) -> list[int]:
    return [e["seat"] for e in events if e["type"] == "pass_reaction"]


def test_a_window_never_closes_before_its_pass_moment_even_when_everyone_passed():
    s = opened([H, H, H, H])
    for seat in (3, 1, 2):  # all answer at once, in any order
        events = GAME.apply_at(s, seat, PASS, OPEN + 0.1)
        assert [e["type"] for e in events] == ["reaction_held"]
    assert s.window is not None and GAME.pending(s) == [1, 2, 3]
    assert GAME.tick(s, OPEN + 1.999) == []
    assert GAME.deadline(s) == OPEN + 2
    events = GAME.tick(s, OPEN + 2)
    # made at the pass moment, in seat order whatever the order they were given in
    assert passes(events) == [1, 2, 3]
    # recorded moves, all alike; not "too late" (that is the deadline's word)
    assert [e for e in events if e["type"] == "pass_reaction"] == [
        {"type": "pass_reaction", "seat": seat, "move": PASS} for seat in (1, 2, 3)]
    assert s.window is None


def test_seats_that_cannot_answer_are_passed_for_at_the_pass_moment_not_before():
    s = opened([H, H, ["stop_sign", *H[1:]], H])
    assert [can_answer(s, seat) for seat in (1, 2, 3)] == [False, True, False]
    assert GAME.tick(s, OPEN + 1.5) == []
    assert GAME.pending(s) == [1, 2, 3]
    assert passes(GAME.tick(s, OPEN + 2)) == [1, 3]
    # seat 2 holds an answer: it may take until the deadline
    assert GAME.pending(s) == [2]
    assert GAME.deadline(s) == OPEN + 15
    assert GAME.tick(s, OPEN + 14.9) == []
    assert passes(GAME.tick(s, OPEN + 15)) == [2]
    assert s.window is None


def test_swerve_answers_nothing_so_it_does_not_hold_the_window():
    s = opened([H, ["swerve", *H[1:]], H, H])
    assert not can_answer(s, 1)
    assert passes(GAME.tick(s, OPEN + 2)) == [1, 2, 3]


def test_a_held_pass_is_secret_to_the_others_and_final_for_its_seat():
    s = opened([H, ["stop_sign", *H[1:]], H, H])
    GAME.apply_at(s, 1, PASS, OPEN + 0.5)
    mine = GAME.view(s, 1)["decision"]
    theirs = GAME.view(s, 2)["decision"]
    assert mine["answered"] is True and theirs["answered"] is False
    assert mine["seats"] == theirs["seats"] == [1, 2, 3]
    assert GAME.view(s, 2)["pending"] == [1, 2, 3]
    assert {"type": "react", "card": "stop_sign"} not in GAME.legal_moves(s, 1)
    refused(s, 1, {"type": "react", "card": "stop_sign"}, "already_answered")
    refused(s, 1, PASS, "already_answered")


def test_a_pass_after_the_pass_moment_counts_at_once():
    s = opened([H, ["stop_sign", *H[1:]], H, H])
    GAME.tick(s, OPEN + 2)
    events = GAME.apply_at(s, 1, PASS, OPEN + 3)
    assert passes(events) == [1] and s.window is None


def test_bots_are_ready_only_from_the_pass_moment():
    s = qr(hands=[H, H, H, H])
    play(s, 0, "km100")
    assert not GAME.ready(s, 1, OPEN)  # not stamped: its pass moment is not known
    GAME.tick(s, OPEN)
    assert not GAME.ready(s, 1, OPEN + 1.99)
    assert GAME.ready(s, 1, OPEN + 2)
    GAME.apply(s, 1, PASS)  # a bot answers at the pass moment before the clock: held too
    assert not GAME.ready(s, 1, OPEN + 2)
    assert passes(GAME.tick(s, OPEN + 2)) == [1, 2, 3]


def test_replays_have_no_clock_so_a_pass_counts_at_once():
    s = qr(hands=[H, H, H, H])
    play(s, 0, "km100")
    for seat in (1, 2, 3):
        GAME.apply(s, seat, PASS)
    assert s.window is None


@pytest.mark.parametrize("seconds", [0, -1, 30.5, True, "2"])
def test_pass_seconds_is_a_short_positive_number(seconds):
    with pytest.raises(InvalidConfig) as caught:
        GAME.new(Config(players=3, variants=("quick_reactions",),
                        options={"pass_seconds": seconds}), 1)
    assert caught.value.code == "invalid_option"


def test_the_pass_moment_is_never_after_the_deadline():
    # at once with the deadline: everyone passes in seat order, holding an answer or not
    s = opened([H, H, ["stop_sign", *H[1:]], H], reaction_seconds=1, pass_seconds=5)
    assert GAME.tick(s, OPEN + 0.99) == []
    assert passes(GAME.tick(s, OPEN + 1)) == [1, 2, 3]


# -- the property: hidden hands do not change a window's timing --------------------------

def timeline(s, taps: dict[int, float], now: float) -> list[tuple[float, str, Any]]:
    """Run the window from ``now``: each seat in ``taps`` passes at its time unless the
    window has closed; return what everyone sees: (time, event type, seat)."""
    seen: list[tuple[float, str, Any]] = []
    moments = sorted({now, *taps.values(), *[now + k / 4 for k in range(4 * 16)]})
    done: set[int] = set()
    for t in moments:
        events = GAME.tick(s, t)
        for seat, at in sorted(taps.items()):
            if at <= t and seat not in done and s.window is not None \
                    and PASS in GAME.legal_moves(s, seat):
                events += GAME.apply_at(s, seat, PASS, t)
                done.add(seat)
        seen += [(t, e["type"], e.get("seat")) for e in events if not e.get("held")
                 and e["type"] in ("reaction_window_opened", "pass_reaction",
                                   "reaction_window_closed")]
        if s.window is None:
            break
    return seen


def window_state(seed: int):
    """A random digital Quick Reactions game, played on until a card opens a window."""
    rng = Rng(seed)
    players = 3 + rng.randbelow(8)
    s = GAME.new(Config(players=players, variants=("quick_reactions",)), seed)
    while s.window is None and s.outcome is None:
        seat = GAME.pending(s)[0]
        GAME.push(s, seat, GAME.sample_move(s, seat, rng))
    return s, rng


def twin_with_other_hands(s, rng: Rng):
    """The same game with the waiting seats' hands dealt again from their cards and the deck
    (what nobody else sees), each hand keeping its size."""
    twin = GAME.from_json(GAME.to_json(s))
    waiting = twin.window.waiting
    pool = [card for seat in waiting for card in twin.hands[seat]] + twin.deck
    rng.shuffle(pool)
    for seat in waiting:
        size = len(twin.hands[seat])
        twin.hands[seat], pool = pool[:size], pool[size:]
    twin.deck = pool
    return twin


def test_two_games_differing_only_in_hidden_hands_have_the_same_window_timings():
    """Seats that pass do so at the same moments, in the same order, whatever they hold: a
    seat holding an answer that decides to pass taps before the pass moment (a person, or a
    bot at it); a seat without one does nothing and is passed for."""
    compared = 0
    for seed in range(60):
        s, rng = window_state(seed)
        if s.window is None:
            continue
        twin = twin_with_other_hands(s, rng)
        runs = []
        for game in (s, twin):
            taps = {seat: OPEN + rng.randbelow(190) / 100 for seat in game.window.waiting
                    if can_answer(game, seat)}
            runs.append(timeline(game, taps, OPEN))
        assert runs[0] == runs[1], seed
        closed = [t for t, kind, _ in runs[0] if kind == "reaction_window_closed"]
        assert closed == [OPEN + 2]
        compared += 1
    assert compared >= 40
