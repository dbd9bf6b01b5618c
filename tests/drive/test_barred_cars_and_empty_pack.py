"""When the pack runs out, and when a car is barred: what the rules still allow.

Rulebook: "Discard Pile. Should the pack be used up before the game is won, the
Discard pile ... is shuffled and used as the pack." and "End of Game. The game
ends immediately a player reaches 'Finish', and he is the winner." Nothing
else ends the game; rulings in docs/rules/drive-1960.md ("The pack runs out",
"A barred car").
"""

import pytest

from core.drive.state import changed
from core.errors import IllegalMove, InvalidConfig
from core.protocol import Config

from .helpers import BLUE, GAME, RED, car_at, fresh, moves, park, play, put, to_move

WAIT = {"type": "wait"}
BREAK_DOWN = {"type": "break_down"}


def empty_the_pack(state):
    """Nothing left to draw: the pack and the discard pile are both empty."""
    state.pack_counts = [0] * len(state.pack_counts)
    state.discard = [0] * len(state.discard)
    state.pack = []
    changed(state)


# -- the pack runs out ------------------------------------------------------------


def test_with_nothing_to_draw_the_turn_passes_and_the_game_goes_on():
    # reproduction: this used to end the game at once, with no winner ("no_cards")
    state = fresh()
    put(state, 2, 0, "straight", 90, by=RED)  # blue can drive along red's road
    empty_the_pack(state)
    # red can get nowhere (nothing to draw): it waits, or may retire (no_way_on)
    assert moves(state) == [WAIT, BREAK_DOWN]
    events = play(state, WAIT)
    assert events[0]["type"] == "wait" and events[0]["reason"] == "no_cards"
    assert "cannot draw" in events[0]["text"]
    assert not GAME.is_over(state) and GAME.pending(state) == [BLUE]
    assert moves(state) == [{"type": "drive"}, {"type": "roundabout"}]


def test_with_nothing_to_draw_a_car_drives_along_existing_roads():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=RED)
    put(state, 0, -2, "straight", 0, by=BLUE)  # an opponent's road
    empty_the_pack(state)
    play(state, {"type": "drive"})
    to_move(state, RED)
    assert moves(state) == [{"type": "drive"}, {"type": "roundabout"}]
    play(state, {"type": "drive"})
    assert car_at(state, RED) == (0, -2, "N")


def test_with_nothing_to_draw_a_roundabout_may_still_be_played():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)  # no road towards red
    put(state, 0, -2, "straight", 0, by=BLUE)
    empty_the_pack(state)
    assert moves(state) == [{"type": "roundabout"}]
    play(state, {"type": "roundabout"}, {"type": "exit", "edge": "N"})
    # blue cannot draw (it waits, or may retire), but red can drive on: the game goes on
    assert not GAME.is_over(state) and moves(state) == [WAIT, BREAK_DOWN]


def test_with_nothing_to_draw_a_held_car_still_passes_its_obstruction():
    state = fresh()
    put(state, 0, -1, "level-crossing", 0, by=RED)
    park(state, RED, 0, -1, "N", "S", held=True)
    empty_the_pack(state)
    assert moves(state) == [{"type": "pass_obstruction"}]


def test_the_game_ends_without_a_winner_once_no_car_can_get_anywhere():
    # ruling: every car still in the game can reach neither its Finish nor a place where
    # a card left could go, nor open the way with a Roundabout ("no_way_to_finish")
    state = fresh()
    put(state, 2, 0, "straight", 90, by=RED)  # two cards of road ahead of blue's car
    put(state, 3, 0, "straight", 90, by=BLUE)
    empty_the_pack(state)
    play(state, WAIT)  # red cannot draw; blue may still play a Roundabout on red's card
    assert not GAME.is_over(state)
    # blue drives onto (2,0): ahead only its own card, then an empty place with nothing
    # to draw: no car can get anywhere any more, though blue could still drive one card
    events = play(state, {"type": "drive"})
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "no_way_to_finish"}
    ending = GAME.view(state, None)["ending"]
    assert ending["reason"] == "no_way_to_finish"
    assert ending["text"].startswith("No car still in the game can reach its Finish")


def test_the_game_ends_no_moves_when_every_car_can_only_wait():
    state = fresh()
    put(state, 2, 0, "straight", 90, by=BLUE)
    park(state, BLUE, 2, 0, "E", "W")  # blue faces the empty (3,0), as red faces (0,-1)
    empty_the_pack(state)
    events = play(state, WAIT)  # nothing to draw for either car
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "no_moves"}
    assert GAME.outcome(state) == {"winners": [], "reason": "no_moves"}


def test_a_car_waiting_for_a_car_that_cannot_move_cannot_move_either():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=BLUE)  # red must play a Roundabout there...
    park(state, BLUE, 0, -1, "W", "E")  # ...but blue's car stands on it, facing nothing
    empty_the_pack(state)
    to_move(state, BLUE)
    assert moves(state) == [WAIT, BREAK_DOWN]  # blue can get nowhere: it may retire
    events = play(state, WAIT)  # blue cannot draw; red must wait for blue's car
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "no_moves"}


# -- the stalemate house rule ------------------------------------------------------


def test_the_stalemate_rule_is_off_unless_the_table_agrees():
    state = fresh()
    put(state, 0, -1, "straight", 0, by=BLUE)
    state.idle = 100_000
    play(state, {"type": "drive"})
    assert not GAME.is_over(state)
    assert GAME.view(state, None)["options"]["stall_turns"] is None  # referee mode


def test_the_stalemate_house_rule_ends_the_game_after_the_agreed_rounds():
    state = fresh(stall_turns=10)
    put(state, 0, -1, "straight", 0, by=BLUE)
    state.idle = 19  # 10 rounds of 2 cars: the 20th turn without progress begins
    events = play(state, {"type": "drive"})  # red drives away from its Finish
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "stalemate"}
    assert GAME.view(state, None)["ending"]["reason"] == "stalemate"


def test_placing_a_card_resets_the_stall_count():
    state = fresh(stall_turns=10)
    state.idle = 19
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 0})
    assert not GAME.is_over(state) and state.idle == 1


@pytest.mark.parametrize("value", [-1, 10_001, "200", True, 2.5])
def test_stall_turns_is_a_number_of_rounds(value):
    with pytest.raises(InvalidConfig) as info:
        GAME.new(Config(players=2, options={"stall_turns": value}), 1)
    assert info.value.code == "invalid_option"


# -- a barred car --------------------------------------------------------------------


def test_a_car_barred_by_its_own_card_while_holding_a_roundabout_waits_or_retires():
    # reproduction: the car was retired ("broken down") at once
    state = fresh()
    put(state, 0, -1, "straight", 90, by=RED)  # red's own card, no road towards the car
    assert moves(state) == [WAIT, BREAK_DOWN]
    stuck = GAME.view(state, RED)["stuck"]
    assert stuck["seat"] == RED and stuck["reason"] == "own_card"
    assert "goes only on an opponent's card" in stuck["text"]
    assert "has not broken down" in stuck["text"]
    events = play(state, WAIT)
    assert events[0] == {"type": "wait", "seat": RED, "reason": "own_card",
                         "text": stuck["text"]}
    assert not state.cars[RED].retired and GAME.pending(state) == [BLUE]


def test_an_opponents_roundabout_on_the_barring_card_opens_the_way():
    state = fresh()
    put(state, 0, -1, "straight", 90, by=RED)
    play(state, WAIT)
    park(state, BLUE, 1, -1, "W", "E")  # blue faces red's card from the east
    play(state, {"type": "roundabout"}, {"type": "exit", "edge": "N"})
    assert moves(state) == [{"type": "drive"}]  # red's way is open again


def test_a_barred_player_holding_a_roundabout_may_choose_to_retire():
    state = fresh(players=3)
    put(state, 0, -1, "straight", 90, by=RED)
    events = play(state, BREAK_DOWN)
    assert events[0]["reason"] == "by_choice" and "chose to retire" in events[0]["text"]
    assert state.cars[RED].retired and GAME.pending(state) == [BLUE]


def test_a_car_facing_an_edge_with_no_road_while_holding_a_roundabout_waits():
    state = fresh()
    park(state, RED, 0, -1, "S", "N")  # facing the Start card's N0 from outside
    put(state, 0, -1, "straight", 0, by=RED)
    assert moves(state) == [WAIT, BREAK_DOWN]
    assert GAME.view(state, None)["stuck"]["reason"] == "no_way_through"


def test_a_car_breaks_down_only_having_used_both_its_roundabouts():
    # "If a player, having used both his Roundabouts, finds later that his further progress
    # is barred by an opponent's card giving him no road to enter, the player's car is
    # considered to have 'broken down' and he retires from the game."
    state = fresh(players=3)
    put(state, 0, -1, "straight", 90, by=BLUE)
    state.roundabouts[RED] = 1
    assert moves(state) == [{"type": "roundabout"}]
    state.roundabouts[RED] = 0
    changed(state)
    assert moves(state) == [BREAK_DOWN]
    stuck = GAME.view(state, None)["stuck"]
    assert stuck["reason"] == "no_roundabouts" and "broken down" in stuck["text"]
    with pytest.raises(IllegalMove) as info:
        play(state, WAIT)
    assert info.value.code == "not_blocked"


def test_the_view_says_nothing_when_the_car_can_move():
    state = fresh()
    assert GAME.view(state, None)["stuck"] is None
    put(state, 0, -1, "straight", 90, by=BLUE)
    park(state, BLUE, 0, -1, "E", "W")
    stuck = GAME.view(state, None)["stuck"]
    assert stuck["reason"] == "opponents_car" and "waits until that car has moved" in stuck["text"]
