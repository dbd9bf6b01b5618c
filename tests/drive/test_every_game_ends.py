"""Every Drive game ends, or says why not (docs/rules/drive-1960.md, "Every game ends").

The rulebook ends a game only at a Finish ("The game ends immediately a player reaches
'Finish', and he is the winner") and retires a car only when "having used both his
Roundabouts" it is barred. Rulings: a car that can get nowhere any more may retire; the
game ends without a winner once no car can get anywhere; the house rule stall_turns
counts rounds without progress toward any Finish.
"""

import json

import pytest

from core.drive.bot import bot_move as greedy_move
from core.drive.cards import INDEX
from core.drive.checks import can_get_somewhere, can_turn_round
from core.drive.game import DIGITAL_STALL
from core.drive.state import changed
from core.playout import bot_move
from core.protocol import Config
from core.rng import Rng

from .helpers import BLUE, GAME, RED, dump, fresh, moves, park, play, put, to_move
from .test_properties import move_bound

BREAK_DOWN = {"type": "break_down"}


def loop_of_red_road(state):
    """Four bends of red's own road closing a square; red's car on it, going round."""
    put(state, 2, -2, "bend", 0, by=RED)    # N-E
    put(state, 2, -3, "bend", 90, by=RED)   # E-S
    put(state, 3, -3, "bend", 180, by=RED)  # S-W
    put(state, 3, -2, "bend", 270, by=RED)  # W-N
    park(state, RED, 2, -2, "E", "N")


# -- "a car that cannot reach its Finish any more may retire" ----------------------


def test_a_car_shut_in_a_loop_of_its_own_road_may_retire():
    state = fresh()
    loop_of_red_road(state)
    # its Roundabouts go only on an opponent's card: it can only circle, or retire
    assert moves(state) == [{"type": "drive"}, BREAK_DOWN]
    stuck = GAME.view(state, None)["stuck"]
    assert stuck["seat"] == RED and stuck["reason"] == "shut_in"
    assert stuck["text"].startswith("Red's car is shut in")
    assert greedy_move(state, RED, Rng(1)) == BREAK_DOWN  # the normal bot retires it
    events = play(state, BREAK_DOWN)
    assert events[0]["reason"] == "by_choice" and state.cars[RED].retired
    assert not GAME.is_over(state)  # blue plays on


def test_a_car_shut_in_a_loop_with_an_opponents_card_may_still_use_a_roundabout():
    state = fresh()
    loop_of_red_road(state)
    state.cells[(3, -3)].by = BLUE  # one bend of the loop is blue's
    assert BREAK_DOWN not in moves(state)
    assert GAME.view(state, None)["stuck"] is None


def test_with_turn_round_a_car_in_a_loop_is_still_shut_in():
    state = fresh(turn_round=True)
    loop_of_red_road(state)
    # turning round only sends it round the loop the other way
    assert moves(state) == [{"type": "drive"}, {"type": "turn_round"}, BREAK_DOWN]
    assert GAME.view(state, None)["stuck"]["reason"] == "shut_in"


def test_a_car_with_only_unplaceable_cards_left_may_retire():
    # one card from its Finish, only straight roads left: none gives access to the Finish
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    only_straights(state)
    assert moves(state)[-1] == BREAK_DOWN and {"type": "draw", "card": "straight"} in moves(state)
    stuck = GAME.view(state, None)["stuck"]
    assert stuck["reason"] == "no_playable_card" and "can only draw and discard" in stuck["text"]


def only_straights(state):
    """The pack holds straight roads only; nothing is discarded."""
    state.pack_counts = [0] * len(state.pack_counts)
    state.pack_counts[INDEX["straight"]] = 3
    state.discard = [0] * len(state.discard)
    changed(state)


def test_one_car_left_with_only_unplaceable_cards_ends_the_game_and_says_why():
    # reproduction: the last car drew and discarded for ever
    state = fresh()
    put(state, -1, 2, "straight", 90, by=RED)
    park(state, RED, -1, 2, "E", "W")
    only_straights(state)
    put(state, 2, 0, "straight", 0, by=RED)  # blue is barred, Roundabouts used
    state.roundabouts[BLUE] = 0
    to_move(state, BLUE)
    events = play(state, BREAK_DOWN)  # blue breaks down: red alone, and can get nowhere
    assert events[-1] == {"type": "game_over", "winners": [], "reason": "no_way_to_finish"}
    ending = GAME.view(state, None)["ending"]
    assert ending["reason"] == "no_way_to_finish" and "without a winner" in ending["text"]


def test_the_turn_round_bot_turns_round_when_its_own_card_bars_it():
    # reproduction: the normal bot scored waiting 13 and turning round 15, and waited for ever
    state = fresh(turn_round=True)
    put(state, 0, -1, "t-junction", 180, by=RED)  # arms S W N: a road west behind the car
    put(state, 0, -2, "straight", 0, by=RED)
    put(state, 0, -3, "straight", 90, by=RED)  # red's own card, no road towards the car
    park(state, RED, 0, -2, "N", "S")
    assert [m["type"] for m in moves(state)] == ["wait", "break_down", "turn_round"]
    assert GAME.view(state, None)["stuck"]["reason"] == "own_card"
    assert can_get_somewhere(state, RED)  # turned round, it reaches the empty (-1,-1)
    assert greedy_move(state, RED, Rng(1)) == {"type": "turn_round"}


def test_a_car_that_may_turn_round_but_gets_nowhere_does_not_keep_the_game_going():
    state = fresh(turn_round=True)
    put(state, 2, 0, "straight", 90, by=BLUE)
    put(state, 3, 0, "straight", 90, by=BLUE)
    park(state, BLUE, 3, 0, "E", "W")  # blue faces the empty (4,0); behind it, its road
    state.pack_counts = [0] * len(state.pack_counts)
    state.discard = [0] * len(state.discard)
    changed(state)
    assert can_turn_round(state, BLUE)
    events = play(state, {"type": "wait"})  # red cannot draw; blue could turn round, in vain
    assert events[-1]["type"] == "game_over"
    assert events[-1]["reason"] == "no_way_to_finish"


# -- stall_turns: rounds without progress toward any Finish ---------------------------


def test_stall_turns_counts_rounds_of_every_car_still_in_the_game():
    # reproduction: it counted turns, so 10 meant 2.5 rounds with 4 players
    for idle, over in ((10, False), (11, True)):
        state = fresh(players=4, stall_turns=3)
        put(state, 0, -1, "straight", 0, by=BLUE)
        state.idle = idle  # turns without progress so far
        play(state, {"type": "drive"})  # red drives away from its Finish: no progress
        # the 12th turn without progress begins: 3 rounds of 4 cars
        assert GAME.is_over(state) == over and state.idle == idle + 1
    assert GAME.outcome(state) == {"winners": [], "reason": "stalemate"}


def test_a_car_driving_old_roads_nearer_its_finish_than_ever_before_is_progress():
    state = fresh(stall_turns=3)
    put(state, 0, 4, "straight", 0, by=BLUE)
    put(state, 0, 3, "straight", 0, by=BLUE)  # toward (0,2), whence red drives home
    park(state, RED, 0, 4, "N", "S")
    state.idle = 5  # the 6th turn without progress would end the game
    play(state, {"type": "drive"})  # facing (0,2): nearer than from its Start
    assert not GAME.is_over(state) and state.idle == 1 and state.best[RED] == 0


def test_left_out_stall_turns_is_twenty_rounds_in_a_digital_game_and_off_at_a_table():
    assert DIGITAL_STALL == 20
    assert fresh(mode="digital").options.stall_turns == 20
    assert fresh(mode="digital", stall_turns=None).options.stall_turns == 20  # the default
    assert fresh(mode="referee").options.stall_turns is None
    assert fresh(mode="digital", stall_turns=0).options.stall_turns is None  # 0: off
    state = fresh(mode="digital")
    assert GAME.view(state, None)["options"]["stall_turns"] == 20


def test_progress_travels_with_the_saved_game():
    state = fresh(mode="digital")
    state.best = [1, 2]
    again = GAME.from_json(json.loads(dump(state)))
    assert again.best == [1, 2]
    old = GAME.to_json(state)
    del old["best"]  # a game saved before progress was measured: as on the Starts
    assert GAME.from_json(old).best == [3, 3]


# -- property: every game ends within the bound ---------------------------------------

#: (mode, options) of every setup: the options alone and together, both modes
SETUPS = [(mode, options) for mode in ("digital", "referee") for options in (
    {}, {"limit": True}, {"ignore_triangles": True}, {"turn_round": True},
    {"limit": True, "ignore_triangles": True, "turn_round": True})]


def run(config: Config, seed: int, chooser) -> tuple[object, int]:
    """Play a game to its end with ``chooser``; return it and its number of moves."""
    config = Config(config.players, config.mode, config.variants,
                    {"stall_turns": DIGITAL_STALL, **config.options})
    state = GAME.new(config, seed)
    bound = move_bound(sum(state.pack_counts), config.players, DIGITAL_STALL)
    for count in range(bound + 1):
        if GAME.is_over(state):
            return state, count
        seat = GAME.pending(state)[0]
        GAME.push(state, seat, chooser(state, seat, seed * 7919 + count))
    raise AssertionError(f"{config} seed {seed}: no end within {bound} moves")


def random_chooser(state, seat, salt):
    legal = [m for m in GAME.legal_moves(state, seat) if m["type"] != "undo"]
    return legal[Rng(salt).randbelow(len(legal))]


def bot_chooser(level):
    return lambda state, seat, salt: bot_move(GAME, state, seat, salt, level=level)


@pytest.mark.parametrize(("mode", "options"), SETUPS,
                         ids=[f"{m}-{'-'.join(o) or 'plain'}" for m, o in SETUPS])
def test_every_random_and_bot_game_of_every_setup_ends_within_the_bound(mode, options):
    # the bound: move_bound(pack, players, 20) (tests/drive/test_properties.py)
    reasons = set()
    for seed in range(6):
        config = Config(players=2 + seed % 3, mode=mode, options=options)
        for chooser in (random_chooser, bot_chooser("easy"), bot_chooser("normal")):
            state, _ = run(config, seed, chooser)
            reasons.add(state.outcome["reason"])
            view = GAME.view(state, None)
            assert (view["ending"] is None) == bool(state.outcome["winners"])
    assert "finish" in reasons


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "options"), SETUPS,
                         ids=[f"{m}-{'-'.join(o) or 'plain'}" for m, o in SETUPS])
def test_many_more_random_and_bot_games_of_every_setup_end_within_the_bound(mode, options):
    for seed in range(6, 60):
        config = Config(players=2 + seed % 3, mode=mode, options=options)
        for chooser in (random_chooser, bot_chooser("easy"), bot_chooser("normal")):
            run(config, seed, chooser)
