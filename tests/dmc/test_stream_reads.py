"""What a streamed move reads (the ninth pass: decoding, encoding, views, events) is what the
general forms give, at every ply of seeded games in both modes:

- :func:`core.dmc.state.state_to_json` (map over the cards' codes, no comprehension) writes
  what the comprehensions as first written wrote, and :func:`~core.dmc.state.state_from_json`
  reads it back to the same lists, every seat's its own;
- a state decoded without a stack entry, a window or a Trailer field refuses what it refused;
- each seat of :func:`core.dmc.view.view` counts as :func:`~core.dmc.checks.distance` and
  :func:`~core.dmc.checks.stoplight_left` do;
- :func:`core.protocol.audience` and :func:`~core.protocol.same_move` (map, no generator)
  answer as the generators they replaced.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from core import Config, get_game
from core.dmc.cards import CODE, OPTIONS
from core.dmc.checks import distance, stoplight_left
from core.dmc.state import State, state_from_json, state_to_json
from core.errors import InvalidState
from core.protocol import audience, same_move
from core.rng import Rng

GAME = get_game("driving-me-crazy")


def _states(mode: str, games: int, variants: tuple[str, ...]) -> Iterator[State]:
    """Every state of ``games`` seeded random games (2-10 players)."""
    for seed in range(1, games + 1):
        state = GAME.new(Config(players=2 + seed % 9, mode=mode, variants=variants), seed)
        rng = Rng(seed)
        while seats := GAME.pending(state):
            yield state
            seat = seats[rng.randbelow(len(seats))]
            GAME.push(state, seat, GAME.sample_move(state, seat, rng))
        yield state


def _codes(cards: list[str]) -> str:
    return "".join(CODE[card] for card in cards)


def _as_first_written(state: State, data: dict[str, Any]) -> None:
    # the comprehensions state_to_json used before map
    assert data["roads"] == [_codes(road) for road in state.roads]
    assert data["discard"] == _codes(state.discard)
    assert data["stack"] == [list(entry.saved()) for entry in state.stack]
    assert [len(front) for front in data["effects"]] == [len(f) for f in state.effects]
    if "signs" in data:
        assert data["signs"] == _codes(state.signs)
    if not state.referee:
        assert data["deck"] == _codes(state.deck)
        assert data["hands"] == [_codes(hand) for hand in state.hands]


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("variants", [(), GAME.variants], ids=["base", "variants"])
def test_the_codec_writes_and_reads_what_the_comprehensions_did(mode, variants):
    for state in _states(mode, 4, variants):
        data = state_to_json(state)
        _as_first_written(state, data)
        back = state_from_json(copy.deepcopy(data))
        assert state_to_json(back) == data
        assert back.roads == state.roads and back.discard == state.discard
        assert [e.saved() for e in back.stack] == [e.saved() for e in state.stack]
        assert back.window == state.window and back.trailer == state.trailer
        if not state.referee:
            assert back.hands == state.hands and back.deck == state.deck
        for seat_lists in (back.hands, back.roads, back.effects, back.trailer):
            assert len({id(x) for x in seat_lists}) == state.players  # every seat its own
        for seat, (view_seat, front) in enumerate(zip(GAME.view(state, None)["seats"],
                                                      state.effects, strict=True)):
            assert view_seat["distance"] == distance(state, seat)
            assert view_seat["skipping"] == stoplight_left(state, seat)
            assert len(view_seat["effects"]) == len(front)


def test_a_new_state_gives_every_seat_its_own_lists():
    state = State(Config(players=3, variants=("fork_in_the_road",)))
    state.hands[0].append("25")
    state.roads[1].append("25")
    state.trailer[2].append(None)  # type: ignore[arg-type]
    assert state.hands == [["25"], [], []] and state.roads == [[], ["25"], []]
    assert state.trailer == [[], [], [None]] and state.effects == [[], [], []]


@pytest.mark.parametrize("field,value", [("stack", None), ("stack", 0), ("trailer", None),
                                         ("window", 7), ("roads", None)])
def test_a_malformed_field_is_refused_as_before(field, value):
    data = state_to_json(GAME.new(Config(players=2, variants=("fork_in_the_road",)), 1))
    data[field] = value
    with pytest.raises(InvalidState):
        state_from_json(data)


def test_absent_optional_fields_read_as_none_active():
    data = state_to_json(GAME.new(Config(players=3), 1))
    assert "trailer" not in data and "window" not in data and data["stack"] == []
    state = state_from_json(data)
    assert state.trailer == [[], [], []] and state.window is None and state.stack == []
    trailer = state_to_json(GAME.new(Config(players=2, variants=("fork_in_the_road",)), 1))
    trailer["trailer"] = [[f"{OPTIONS['trailer'].index('hand_size')}2"], []]
    assert state_from_json(trailer).trailer[0][0].turns_left == 2


EVENTS = [{"type": "draw"}, {"type": "draw", "private_to": 1, "private": {"cards": ["25"]}},
          {"type": "look", "private_to": True}, {"type": "x", "private_to": None}]


@pytest.mark.parametrize("seat", [None, 0, 1, 2, True])
@pytest.mark.parametrize("count", range(len(EVENTS) + 1))
def test_audience_answers_as_the_generator_did(seat, count):
    events = EVENTS[:count]
    old = seat if seat is not None and any(seat == e.get("private_to") for e in events) else None
    assert audience(events, seat) == old
    assert audience(iter(events), seat) == old


def _same_types(a: Any, b: Any) -> bool:
    # the generators same_move's type walk used before map
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return all(_same_types(x, y) for x, y in zip(a, b, strict=True))
    return True


VALUES = [1, True, 1.0, "1", None, [1, 2], [True, 2], [1.0, 2], {"seat": 1}, {"seat": True},
          {"seat": 1, "cards": ["a", 1]}, {"seat": 1, "cards": ["a", True]},
          {"seat": 1, "cards": ["a", 1], "x": {"y": [1]}},
          {"seat": 1, "cards": ["a", 1], "x": {"y": [1.0]}}, [], {}]


@pytest.mark.parametrize("a", VALUES)
def test_same_move_answers_as_the_generators_did(a):
    for b in VALUES:
        assert same_move(a, b) == (a == b and _same_types(a, b))
