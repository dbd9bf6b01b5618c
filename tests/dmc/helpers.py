"""Build Driving Me Crazy! positions directly, rather than searching for them."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from core import IllegalMove
from core.dmc import GAME
from core.dmc.rules import seen_counts
from core.dmc.state import Effect, State
from core.protocol import Config

#: a plain hand of four distance cards
H = ["km50", "km100", "km50", "km50"]
#: a draw pile that does not run out during a test (GPS: no rule reacts to drawing it)
FILL = ["gps"] * 40


def position(
    players: int = 2, *, mode: str = "digital", hands: list[list[str]] | None = None,
    deck: list[str] | None = None, roads: list[list[str]] | None = None,
    effects: dict[int, list[list[Any]]] | None = None, discard: list[str] | None = None,
    turn: int = 0, counts: list[int] | None = None, deck_n: int | None = None,
    options: dict[str, Any] | None = None, variants: tuple[str, ...] = (),
    signs: list[str] | None = None,
) -> State:
    """Return a state at the start of ``turn``'s main decision with the given zones.

    Digital: ``hands`` and ``deck`` (top last).  Referee: ``counts`` (default 4
    each) and ``deck_n``.
    """
    s = State(Config(players=players, mode=mode, options=options or {}, variants=variants))
    if not s.referee:
        s.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
        s.deck = list(deck or [])
    else:
        s.counts = list(counts if counts is not None else [4] * players)
        s.deck_n = 20 if deck_n is None else deck_n
    s.roads = [list(r) for r in (roads or [[] for _ in range(players)])]
    for seat, front in (effects or {}).items():
        # ``[card, turns_left, resolved]``, not fresh unless a fourth value says so
        s.effects[seat] = [Effect(*[*e, False][:4]) for e in front]
    s.discard = list(discard or [])
    s.signs = list(signs or [])
    s.turn = turn
    return s


def builder(variants: tuple[str, ...], players: int = 2) -> Callable[..., State]:
    """A ``position`` builder for one variant's tests: those variants and the ``FILL`` deck
    unless a call names others."""
    def build(players: int = players, **kw: Any) -> State:
        kw.setdefault("variants", variants)
        kw.setdefault("deck", FILL)
        return position(players, **kw)
    return build


def end_turn(s: State, seat: int) -> None:
    """``seat`` discards its last card and ends its turn."""
    discard(s, seat, s.hands[seat][-1])
    GAME.apply(s, seat, {"type": "end_turn"})


def play(s: State, seat: int, card: str, **extra: Any) -> list[dict[str, Any]]:
    """Apply a checked play move."""
    return GAME.apply(s, seat, {"type": "play", "card": card, **extra})


def discard(s: State, seat: int, card: str) -> list[dict[str, Any]]:
    """Apply a checked discard move."""
    return GAME.apply(s, seat, {"type": "discard", "card": card})


def dump(s: State) -> str:
    """The state's JSON text, for byte-identical comparisons."""
    return json.dumps(GAME.to_json(s), sort_keys=True)


def zone_counts(s: State) -> Counter[str]:
    """Digital: every card in every zone; must equal the deck's composition."""
    cards: Counter[str] = Counter(s.deck)
    for hand in s.hands:
        cards.update(hand)
    return cards + seen_counts(s)


def referee_total(s: State) -> int:
    """Referee: deck size plus hand counts plus every face-up card."""
    return s.deck_n + sum(s.counts) + sum(seen_counts(s).values())


def refused(s: State, seat: int, move: dict[str, Any], code: str) -> Any:
    """Assert ``move`` is refused with ``code`` and the state is untouched; return the error."""
    before = dump(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, seat, move)
    assert err.value.code == code, err.value.message
    assert err.value.message
    assert dump(s) == before
    return err.value


def react(s: State, seat: int, card: str) -> list[dict[str, Any]]:
    """Apply a checked reaction."""
    return GAME.apply(s, seat, {"type": "react", "card": card})


def pass_all(s: State) -> list[dict[str, Any]]:
    """Every seat waiting in the open reaction window passes; return the events."""
    events: list[dict[str, Any]] = []
    while s.window is not None:
        events += GAME.apply(s, s.window.waiting[0], {"type": "pass_reaction"})
    return events


def decision(s: State) -> dict[str, Any] | None:
    """The pending decision as a spectator sees it."""
    return GAME.view(s, None)["decision"]
