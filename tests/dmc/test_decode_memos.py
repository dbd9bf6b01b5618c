"""What a decoded state reads from the per-process memos (:mod:`core.memo`) is what the
general reads give, and no two decoded states share a list through them:

- :func:`core.dmc.setup.read_config` gives :func:`~core.dmc.setup.derived_from` of
  :meth:`~core.protocol.Config.from_dict`, refuses what it refused (a text kept for an
  equal value of another JSON type, ``true`` for ``1``, included), and keeps nothing the
  caller may change afterwards;
- the card texts (:data:`core.dmc.state._ID_TUPLES`) read as the map over the codes does,
  the cards' texts (:data:`~core.dmc.state._CODE_TEXTS`) are the codes joined, whichever
  way a pair was kept first, and every state decoded gets lists of its own.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core import Config, get_game
from core.dmc import setup
from core.dmc.cards import BY_CODE, CODE
from core.dmc.setup import derived_from, read_config
from core.dmc.state import _CODE_TEXTS, _ID_TUPLES, _IDS, state_from_json, state_to_json
from core.errors import InvalidConfig, InvalidState
from core.rng import Rng

GAME = get_game("driving-me-crazy")

CONFIGS: list[Any] = [
    {"players": 2, "mode": "digital", "variants": [], "options": {}},
    {"players": 5, "mode": "referee", "variants": ["signs_of_madness"], "options": {}},
    {"players": 3, "mode": "digital", "variants": list(GAME.variants), "options": {"goal": 300}},
    {"players": 2, "mode": "digital", "variants": [], "options": {"goal": 300.0}},
    {"players": 4, "variants": ["fork_in_the_road"]},
    {"players": 2, "mode": "digital", "variants": [], "options": {"deck": {"25": 3, "50": 2}}},
]
#: each refused, though an equal value of another JSON type above is kept
REFUSED: list[Any] = [
    {"players": True, "mode": "digital", "variants": [], "options": {}},
    {"players": 2.0, "mode": "digital", "variants": [], "options": {}},
    {"players": 2, "mode": "digital", "variants": [1], "options": {}},
    {"players": 2, "mode": "digital", "variants": [], "options": {}, "extra": 1},
    {"players": 2, "mode": "nonsense", "variants": [], "options": {}},
    {"players": 2, "mode": "digital", "variants": ["a", "a"], "options": {}},
    {"players": 2, "mode": "digital", "variants": [], "options": []},
    [("players", 2)],
]


def _general(data: Any) -> Any:
    return derived_from(Config.from_dict(data))


@pytest.mark.parametrize("data", CONFIGS)
def test_read_config_gives_what_the_general_read_gives(data):
    setup._CONFIGS.clear()
    first, again = read_config(copy.deepcopy(data)), read_config(copy.deepcopy(data))
    assert first == _general(data) and again is first  # the second from the memo


@pytest.mark.parametrize("data", REFUSED)
def test_read_config_refuses_what_the_general_read_refuses(data):
    for kept in CONFIGS:
        read_config(copy.deepcopy(kept))
    with pytest.raises(InvalidConfig):
        _general(data)
    with pytest.raises(InvalidConfig):
        read_config(data)


def test_a_kept_config_shares_nothing_with_the_data_it_was_read_from():
    setup._CONFIGS.clear()
    data = {"players": 2, "mode": "digital", "variants": [], "options": {"deck": {"25": 3}}}
    config = read_config(data)[0]
    data["options"]["deck"]["25"] = 9
    assert config.options == {"deck": {"25": 3}}


def test_the_config_memo_is_bounded():
    setup._CONFIGS.clear()
    for goal in range(300):
        read_config({"players": 2, "options": {"goal": 100 + goal}})
    assert 0 < len(setup._CONFIGS) <= 256


def _states(mode: str, players: int, variants: tuple[str, ...]) -> list[Any]:
    state = GAME.new(Config(players=players, mode=mode, variants=variants), players)
    rng, out = Rng(players), []
    while (seats := GAME.pending(state)) and len(out) < 150:
        out.append(state_to_json(state))
        seat = seats[rng.randbelow(len(seats))]
        GAME.push(state, seat, GAME.sample_move(state, seat, rng))
    return out


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("players,variants", [(2, ()), (4, tuple(GAME.variants))])
def test_card_texts_read_as_the_map_and_every_state_gets_its_own_lists(mode, players, variants):
    for data in _states(mode, players, variants):
        texts = [data["discard"], *data["roads"]] + ([data["deck"]] if mode == "digital" else [])
        for text in texts:
            assert _ID_TUPLES[text] == tuple(_IDS(text))
            assert _CODE_TEXTS[tuple(_IDS(text))] == text
        one, two = state_from_json(copy.deepcopy(data)), state_from_json(copy.deepcopy(data))
        assert state_to_json(one) == data
        one.discard.append("25")
        one.roads[0].append("25")
        one.deck.append("25")
        assert state_to_json(two) == data  # nothing of ``one`` is ``two``'s


def test_a_bad_card_text_is_refused_and_not_kept():
    data = state_to_json(GAME.new(Config(players=2), 1))
    data["deck"] = data["deck"] + "?"
    with pytest.raises(InvalidState):
        state_from_json(data)
    assert data["deck"] not in _ID_TUPLES


def test_the_card_text_memo_is_bounded():
    for n in range(_ID_TUPLES.most + 10):
        _ID_TUPLES["5" * (n % 50) + "1" * (n // 50)]
    assert 0 < len(_ID_TUPLES) <= _ID_TUPLES.most


def test_each_code_is_one_cards_so_a_text_and_its_cards_are_kept_both_ways():
    assert sorted(CODE[card.id] for card in BY_CODE.values()) == sorted(BY_CODE)
    _ID_TUPLES.clear()
    _CODE_TEXTS.clear()
    cards = ("km50", "km100", "km50", "stoplight")
    text = "".join(CODE[c] for c in cards)
    assert _CODE_TEXTS[cards] == text and _ID_TUPLES[text] == cards  # written, then read
    _ID_TUPLES.clear()
    _CODE_TEXTS.clear()
    assert _ID_TUPLES[text] == cards and _CODE_TEXTS[cards] == text  # read, then written


def test_an_unknown_card_is_refused_and_not_kept():
    state = GAME.new(Config(players=2), 1)
    state.discard.append("no such card")
    with pytest.raises(KeyError):
        state_to_json(state)
    assert tuple(state.discard) not in _CODE_TEXTS
