"""Views, events and the JSON form: hidden information stays hidden."""

import json

import pytest

from core import Config, InvalidState, event_for
from core.dmc import GAME

from .helpers import H, decision, play, position


def test_view_has_every_public_field():
    s = GAME.new(Config(players=4, options={"first_player": 2}), 1)
    view = GAME.view(s, 0)
    assert view["game"] == "driving-me-crazy" and view["mode"] == "digital"
    assert view["players"] == 4 and view["turn"] == 2 and view["pending"] == [2]
    assert view["finished"] is False and view["outcome"] is None and view["you"] == 0
    assert view["goal"] == 1000 and view["deck_count"] == 104 - 16 and view["discard"] == []
    assert view["seats"][0] == {"seat": 0, "road": [], "distance": 0, "hand_count": 4,
                                "effects": [], "skipping": 0}
    assert view["decision"] == {"seat": 2, "kind": "turn"}


def test_a_seat_sees_only_its_own_hand_and_never_the_deck_order():
    s = GAME.new(Config(players=3), 2)
    for seat in range(3):
        view = GAME.view(s, seat)
        assert sorted(view["hand"]) == sorted(s.hands[seat])
        text = json.dumps(view)
        assert "deck\"" not in text.replace("deck_count", "")
    assert "hand" not in GAME.view(s, None)


def test_gps_searcher_alone_sees_the_deck_contents_as_counts():
    s = position(3, hands=[["gps"] + H[:3], H, H], deck=["bus", "km50", "bus"])
    play(s, 0, "gps")
    assert GAME.view(s, 0)["decision"]["deck"] == {"km50": 1, "bus": 2}
    for seat in (1, 2, None):
        assert "deck" not in GAME.view(s, seat)["decision"]


def test_decisions_name_the_pending_seat_and_what_it_decides():
    s = position(hands=[["roundabout", "toll_booth", "km50", "km50"], H], deck=["gps"] * 9)
    play(s, 0, "roundabout")
    assert decision(s) == {"seat": 0, "kind": "roundabout_play", "source": "roundabout",
                           "distance_only": False}
    play(s, 0, "toll_booth", target=1)
    assert decision(s) == {"seat": 1, "kind": "toll_booth_discard", "remaining": 2,
                           "source": "toll_booth"}
    assert GAME.pending(s) == [1]


def test_drawn_cards_are_private_to_the_drawer():
    s = position(hands=[H, H], deck=["gps", "traffic"])
    events = play(s, 0, "km50")
    draw = next(e for e in events if e["type"] == "draw")
    assert event_for(draw, 0)["cards"] == ["traffic"]
    assert event_for(draw, 1) == {"type": "draw", "seat": 0, "count": 1, "source": "refill"}
    assert "cards" not in event_for(draw, None)


def test_json_round_trip_is_exact_in_both_modes():
    for mode in ("digital", "referee"):
        s = GAME.new(Config(players=5, mode=mode), 3)
        seat = GAME.pending(s)[0]
        GAME.apply(s, seat, GAME.legal_moves(s, seat)[0])
        data = GAME.to_json(s)
        assert data["v"] == 1
        again = GAME.to_json(GAME.from_json(json.loads(json.dumps(data))))
        assert again == data


def test_json_keeps_the_referee_undo_snapshot():
    s = GAME.new(Config(players=2, mode="referee"), 3)
    seat = GAME.pending(s)[0]
    play(s, seat, "km50")
    copy = GAME.from_json(json.loads(json.dumps(GAME.to_json(s))))
    GAME.apply(copy, seat, {"type": "undo"})
    assert GAME.to_json(copy) == GAME.to_json(GAME.new(Config(players=2, mode="referee"), 3))


@pytest.mark.parametrize("data", [
    None, [], {"v": 2}, {"v": 1}, {"v": 1, "config": {"players": 2}},
])
def test_unreadable_state_raises_invalid_state(data):
    with pytest.raises(InvalidState):
        GAME.from_json(data)


def test_corrupt_cards_raise_invalid_state():
    data = GAME.to_json(GAME.new(Config(players=2), 1))
    data["deck"] = "?!"
    with pytest.raises(InvalidState):
        GAME.from_json(data)
