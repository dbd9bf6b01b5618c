"""Roundabouts, breakdown, the three discard cases, the pack, and the end of the game."""

import pytest

from core.drive.cards import INDEX
from core.errors import IllegalMove

from .helpers import (
    BLUE,
    GAME,
    RED,
    car_at,
    fresh,
    moves,
    park,
    play,
    put,
    to_move,
)


def test_roundabout_is_played_on_the_opponents_card_in_front_instead_of_drawing():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)  # E-W: no road towards red
    pack = sum(state.pack_counts)
    assert moves(state) == [{"type": "roundabout"}]
    events = play(state, {"type": "roundabout"})
    assert events[0] == {"type": "roundabout", "seat": RED, "x": 0, "y": -1,
                         "covers": "straight"}
    assert sum(state.pack_counts) == pack
    assert state.roundabouts[RED] == 1


def test_roundabout_covers_the_card_and_crosses_to_any_exit():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)
    play(state, {"type": "roundabout"})
    assert moves(state) == [{"type": "exit", "edge": e} for e in "NEW"]
    play(state, {"type": "exit", "edge": "W"})
    assert car_at(state, RED) == (0, -1, "W")
    cell = GAME.view(state, None)["board"]["cells"][0]
    assert cell["card"] == "roundabout" and cell["placed_by"] == RED
    assert cell["covered"] == [{"card": "straight", "rotation": 90, "placed_by": BLUE}]
    assert cell["roads"] == ["N", "E", "S", "W"]


def test_roundabout_may_also_cross_an_opponents_road_the_car_could_drive():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=BLUE)
    assert moves(state) == [{"type": "drive"}, {"type": "roundabout"}]


def test_roundabout_only_on_an_opponents_card():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    assert moves(state) == [{"type": "drive"}]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "roundabout"})
    assert info.value.code == "roundabout_on_own_card"


def test_roundabout_never_on_an_empty_cell():
    state = fresh()
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "roundabout"})
    assert info.value.code == "roundabout_needs_a_card"


def test_roundabout_never_on_another_roundabout():
    state = fresh()
    put(state, 0, -1, "roundabout", 0, by=BLUE)
    assert moves(state) == [{"type": "drive"}]


def test_roundabout_never_under_an_opponents_car():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)
    park(state, BLUE, 0, -1, "E", "W")
    assert moves(state) == [{"type": "wait"}]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "roundabout"})
    assert info.value.code == "roundabout_under_opponents_car"
    play(state, {"type": "wait"})
    assert GAME.pending(state) == [BLUE]
    park(state, BLUE, 1, 0, "E")  # the blocking car has moved on
    to_move(state, RED)
    assert moves(state) == [{"type": "roundabout"}]


def test_roundabout_left_counts_per_seat():
    state = fresh()
    state.roundabouts[RED] = 1
    put(state, 0, -1, "straight", 90, by=BLUE)
    play(state, {"type": "roundabout"}, {"type": "exit", "edge": "N"})
    assert GAME.view(state, None)["board"]["roundabouts_left"] == [0, 2]


def test_breakdown_retires_the_player():
    state = fresh(players=3)
    state.roundabouts[RED] = 0
    put(state, 0, -1, "straight", 90, by=BLUE)
    assert moves(state) == [{"type": "break_down"}]
    events = play(state, {"type": "break_down"})
    assert events[0] == {"type": "break_down", "seat": RED, "reason": "no_roundabouts",
                         "text": "Red has used both Roundabouts and the card in front gives "
                                 "no road: the car has broken down and Red retires."}
    assert state.cars[RED].retired
    assert GAME.view(state, None)["players"][RED]["retired"] is True
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 90})
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    assert GAME.pending(state) == [BLUE]  # red is skipped from now on


def test_breakdown_when_own_card_bars_the_road_and_no_roundabout_is_left():
    state = fresh()
    state.roundabouts[RED] = 0
    put(state, 0, -1, "straight", 90, by=RED)
    assert moves(state) == [{"type": "break_down"}]


def test_break_down_is_refused_when_the_road_is_open():
    state = fresh()
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "break_down"})
    assert info.value.code == "not_blocked"


def test_discard_when_one_card_from_finish_and_no_access():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")  # facing (0,2), one card from Finish S1
    play(state, {"type": "draw", "card": "straight"})
    assert moves(state) == [{"type": "discard"}]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "place", "rotation": 90})
    assert info.value.code == "must_discard"
    events = play(state, {"type": "discard"})
    assert events[0] == {"type": "discard", "seat": RED, "card": "straight"}
    assert sum(state.discard) == 1 and GAME.pending(state) == [BLUE]
    assert GAME.view(state, None)["board"]["discard"] == 1


def test_discard_then_draw_again_until_a_card_reaches_finish():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    play(state, {"type": "draw", "card": "t-junction"})
    assert [m["rotation"] for m in moves(state)] == [180, 270]
    play(state, {"type": "place", "rotation": 270})  # arms W N E: N is the Finish
    assert moves(state) == [{"type": "exit", "edge": "N"}, {"type": "exit", "edge": "E"}]


def test_win_on_own_finish():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    events = play(state, {"type": "draw", "card": "bend"}, {"type": "place", "rotation": 270})
    assert {"type": "finish", "seat": RED} in events
    assert GAME.is_over(state)
    assert GAME.outcome(state) == {"winners": [RED], "reason": "finish"}
    assert GAME.pending(state) == []
    # referee mode: only the undo of the winning report is left (tests/drive/test_undo.py)
    assert GAME.legal_moves(state, BLUE) == [{"type": "undo"}]
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, BLUE, {"type": "draw", "card": "bend"})
    assert info.value.code == "game_over"


def test_win_after_passing_an_obstruction_in_front_of_finish():
    state = fresh()
    put(state, 0, 3, "straight", 0, by=RED)
    park(state, RED, 0, 3, "N", "S")
    play(state, {"type": "draw", "card": "level-crossing"}, {"type": "place", "rotation": 0})
    assert state.cars[RED].held and not GAME.is_over(state)
    to_move(state, RED)
    play(state, {"type": "pass_obstruction"})
    assert GAME.outcome(state) == {"winners": [RED], "reason": "finish"}


def test_discard_when_card_would_force_into_another_players_finish():
    state = fresh(players=4)
    put(state, 2, 0, "straight", 0, by=RED)
    park(state, RED, 2, 0, "S", "N")  # facing (2,1), beside yellow's Finish E1
    play(state, {"type": "draw", "card": "bend-turn-right"})  # triangle N: must turn W
    assert moves(state) == [{"type": "discard"}]


def test_discard_when_card_would_force_into_another_players_start():
    state = fresh(players=2)
    put(state, 2, -1, "straight", 0, by=RED)
    park(state, RED, 2, -1, "S", "N")  # facing (2,0), beside blue's Start E0
    play(state, {"type": "draw", "card": "bend-turn-right"})
    assert moves(state) == [{"type": "discard"}]


def test_limit_discards_a_card_that_would_force_the_car_beyond():
    state = fresh(limit=True)
    put(state, 0, -3, "straight", 0, by=RED)
    park(state, RED, 0, -3, "N", "S")  # facing (0,-4), the last row
    play(state, {"type": "draw", "card": "straight"})
    assert moves(state) == [{"type": "discard"}]
    play(state, {"type": "discard"})
    to_move(state, RED)
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    assert moves(state) == [{"type": "exit", "edge": "E"}, {"type": "exit", "edge": "W"}]
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "exit", "edge": "N"})
    assert info.value.code == "exit_not_allowed"


def test_without_the_limit_the_table_is_unbounded():
    state = fresh()
    put(state, 0, -3, "straight", 0, by=RED)
    park(state, RED, 0, -3, "N", "S")
    play(state, {"type": "draw", "card": "straight"})
    assert moves(state) == [{"type": "place", "rotation": 0}, {"type": "place", "rotation": 180}]


@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_discard_pile_is_shuffled_and_used_as_the_pack(mode):
    state = fresh(mode=mode)
    state.discard, state.pack_counts = state.pack_counts, [0] * len(state.pack_counts)
    state.pack = []
    draw = {"type": "draw"} if mode == "digital" else {"type": "draw", "card": "garage"}
    events = play(state, draw)
    assert events[0] == {"type": "reshuffle", "cards": 70}
    assert sum(state.pack_counts) == 69 and sum(state.discard) == 0
    if mode == "digital":
        assert len(state.pack) == 69


def test_all_retired_is_a_draw():
    state = fresh()
    state.roundabouts = [0, 0]
    put(state, 0, -1, "straight", 90, by=BLUE)
    put(state, 2, 0, "straight", 0, by=RED)
    play(state, {"type": "break_down"})
    assert not GAME.is_over(state)
    events = play(state, {"type": "break_down"})
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "all_retired"}
    assert GAME.outcome(state) == {"winners": [], "reason": "all_retired"}


def test_a_lone_survivor_plays_on_until_he_finishes():
    state = fresh()
    state.roundabouts[RED] = 0
    put(state, 0, -1, "straight", 90, by=BLUE)
    play(state, {"type": "break_down"})
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 90})
    assert GAME.pending(state) == [BLUE] and not GAME.is_over(state)


def test_referee_refuses_more_copies_than_the_set_holds():
    state = fresh()
    play(state, {"type": "draw", "card": "one-way"}, {"type": "place", "rotation": 180})
    assert state.pack_counts[INDEX["one-way"]] == 0
    drawable = {m["card"] for m in moves(state)}
    assert "one-way" not in drawable and "straight" in drawable
    with pytest.raises(IllegalMove) as info:
        play(state, {"type": "draw", "card": "one-way"})
    assert info.value.code == "card_exhausted"


def test_referee_refuses_a_card_not_in_the_pack():
    state = fresh()
    for card in ("roundabout", "joker", 7):
        with pytest.raises(IllegalMove) as info:
            play(state, {"type": "draw", "card": card})
        assert info.value.code == "unknown_card"


def test_referee_a_discarded_card_returns_with_the_reshuffle():
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    play(state, {"type": "draw", "card": "straight-quayside"}, {"type": "discard"})
    assert "straight-quayside" not in {m["card"] for m in moves(state)}
    state.pack_counts = [0] * len(state.pack_counts)
    to_move(state, BLUE)
    assert moves(state) == [{"type": "draw", "card": "straight-quayside"}]


def test_not_your_turn_is_refused_and_changes_nothing():
    state = fresh()
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, BLUE, {"type": "draw", "card": "straight"})
    assert info.value.code == "not_your_turn"
    assert GAME.pending(state) == [RED]
