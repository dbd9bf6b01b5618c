"""Referee draws reported by description stay "one of the cards that fit" (house deck ruling).

docs/rules/drive-1960.md, "House deck": a described draw is booked as the first card that
fits, provisionally; a later report naming a card whose copies are all booked moves a
described card's booking to a look-alike with a copy left (event ``rebook``). With
"Disregard all black Triangles", a description matches cards with or without one.
"""

import json

import pytest

from core.drive.cards import INDEX
from core.errors import IllegalMove

from .helpers import GAME, RED, dump, fresh, moves, park, play, put, take_from_pack

STRAIGHT_ROAD = {"roads": "NS"}
PLAIN_STRAIGHTS = ("straight", "straight-pedestrian-crossing", "straight-road-narrows",
                   "straight-quayside")


def play_on(state, report):
    """Play whoever is to move: a draw as ``report()`` says, else the first legal move."""
    legal = moves(state)
    if legal[0]["type"] == "draw":
        return GAME.apply(state, state.turn, {"type": "draw", "card": report()})
    return GAME.apply(state, state.turn, legal[0])


def test_five_draws_described_as_a_straight_road_leave_every_straight_card_reportable():
    # reproduction: the five were booked as "straight" and a sixth draw named "straight"
    # was refused (card_exhausted), though any of the ten straight roads could be them
    state = fresh()
    described = 0
    while described < 5:
        before = sum(state.pack_counts)
        play_on(state, lambda: STRAIGHT_ROAD)
        described += sum(state.pack_counts) < before
    assert state.pack_counts[INDEX["straight"]] == 0  # all five copies booked
    booked = sum(state.cells[(x, y)].card == INDEX["straight"] for x, y, _ in state.described)
    drawn = state.drawn == INDEX["straight"]  # the fifth, waiting to be placed
    assert booked + state.discard[INDEX["straight"]] + drawn == 5
    named, rebooked = 0, []
    while named < 5:  # the five real "straight" cards, named, all accepted
        legal = moves(state)
        if legal[0]["type"] != "draw":
            play_on(state, None)
            continue
        assert {"type": "draw", "card": "straight"} in legal
        events = GAME.apply(state, state.turn, {"type": "draw", "card": "straight"})
        rebooked += [e for e in events if e["type"] == "rebook"]
        named += 1
        play_on(state, None)
    assert len(rebooked) == 5 and {e["card"] for e in rebooked} == {"straight"}
    assert {e["now"] for e in rebooked} <= set(PLAIN_STRAIGHTS[1:])
    # ten straight roads reported: the look-alikes are all accounted for now
    assert sum(state.pack_counts[INDEX[c]] for c in PLAIN_STRAIGHTS) == 0
    while moves(state)[0]["type"] != "draw":
        play_on(state, None)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, state.turn, {"type": "draw", "card": STRAIGHT_ROAD})
    assert info.value.code == "card_exhausted"


def test_a_described_card_on_the_table_is_marked_so_in_the_view():
    state = fresh()
    play(state, {"type": "draw", "card": STRAIGHT_ROAD}, {"type": "place", "rotation": 0})
    cell = GAME.view(state, None)["board"]["cells"][0]
    assert cell["card"] == "straight" and cell["described"] is True
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 90})
    named = [c for c in GAME.view(state, None)["board"]["cells"] if c["x"] == 2]
    assert "described" not in named[0]


BENDS = {"bend": 1, "bend-warning": 0, "bend-turn-left": 0, "bend-turn-right": 1}


def test_a_rebooked_card_on_the_table_keeps_the_way_it_lies():
    # with triangles disregarded a Bend and a "Turn right" bend (N-W) look alike
    state = fresh(ignore_triangles=True, deck=BENDS)
    play(state, {"type": "draw", "card": {"roads": "NE"}}, {"type": "place", "rotation": 90})
    assert state.cells[(0, -1)].card == INDEX["bend"]  # booked first, lies E-S
    play(state, {"type": "draw", "card": "straight"})
    play(state, moves(state)[0])  # blue places (or discards) its straight
    while state.turn != RED or moves(state)[0]["type"] != "draw":
        play_on(state, lambda: "straight")
    before = dump(state)
    events = play(state, {"type": "draw", "card": "bend"})  # the real Bend, named
    assert {"type": "rebook", "card": "bend", "now": "bend-turn-right", "x": 0, "y": -1,
            "rotation": 180} in events
    cell = next(c for c in GAME.view(state, None)["board"]["cells"] if (c["x"], c["y"]) ==
                (0, -1))
    assert cell["card"] == "bend-turn-right" and cell["roads"] == ["E", "S"]
    assert dump(GAME.from_json(json.loads(dump(state)))) == dump(state)
    play(state, {"type": "undo"})  # the report taken back: the booking as it was
    assert dump(state) == before


def test_with_triangles_disregarded_a_bend_described_without_its_triangle_matches_bends_with_one():
    # reproduction: refused once the plain bends were used up
    for ignore, legal in ((True, True), (False, False)):
        state = fresh(ignore_triangles=ignore)
        for card in ("bend", "bend-warning"):
            for _ in range(state.pack_counts[INDEX[card]]):
                take_from_pack(state, INDEX[card])
        if legal:
            events = play(state, {"type": "draw", "card": {"roads": "NE"}})
            assert events[-1]["card"] == "bend-turn-left"
        else:
            with pytest.raises(IllegalMove) as info:
                play(state, {"type": "draw", "card": {"roads": "NE"}})
            assert info.value.code == "card_exhausted"


def test_a_described_card_discarded_can_be_rebooked_too():
    state = fresh(deck={"straight": 1, "straight-pedestrian-crossing": 1})
    # red one card from its Finish: a straight road gives no access to it, so it goes
    put(state, -1, 2, "bend", 180, by=RED)
    park(state, RED, -1, 2, "E", "S")
    play(state, {"type": "draw", "card": STRAIGHT_ROAD}, {"type": "discard"})
    assert state.discard[INDEX["straight"]] == 1
    while state.turn != RED or moves(state)[0]["type"] != "draw":
        play_on(state, lambda: "t-junction")
    events = play(state, {"type": "draw", "card": "straight"})
    assert {"type": "rebook", "card": "straight", "now": "straight-pedestrian-crossing",
            "x": None, "y": None, "rotation": None} in events
    assert state.discard[INDEX["straight-pedestrian-crossing"]] == 1
