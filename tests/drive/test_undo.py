"""Referee mode: "a report can be undone by its reporter until the next report is made"."""

import json

import pytest

from core.errors import IllegalMove, InvalidState
from core.rng import Rng
from core.transcript import Transcript, replay
from core.undo import RULE_UNDO

from .helpers import BLUE, GAME, RED, dump, fresh, play

UNDO = {"type": "undo"}


def refused(state, seat, move, code):
    before = dump(state)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, seat, move)
    assert info.value.code == code
    assert dump(state) == before
    return info.value


def red_reports_a_crossroads_and_leaves_east(state):
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0},
         {"type": "exit", "edge": "E"})


def test_referee_undo_restores_the_state_before_the_last_report():
    state = fresh()
    start = dump(state)
    events = play(state, {"type": "draw", "card": "crossroads"})
    assert GAME.legal_moves(state, RED)[-1] == UNDO
    assert GAME.view(state, None)["undo"] == RED
    assert GAME.apply(state, RED, UNDO) == [{"type": "undo", "seat": RED}]
    assert dump(state) == start
    assert GAME.view(state, None)["undo"] is None
    # the engine goes on as if the report had never been made
    assert play(state, {"type": "draw", "card": "crossroads"}) == events


def test_undo_takes_back_a_placement_mid_turn_and_the_drawn_card_waits_again():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"})
    drawn = dump(state)
    play(state, {"type": "place", "rotation": 0})
    assert state.cells and state.phase == "exit"
    GAME.apply(state, RED, UNDO)
    assert not state.cells and state.phase == "place" and GAME.pending(state) == [RED]
    assert json.loads(dump(state)) == {k: v for k, v in json.loads(drawn).items() if k != "undo"}


def test_only_the_last_reporter_may_undo():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    assert GAME.pending(state) == [BLUE]
    # the turn has passed, but red's exit report is still red's to take back
    assert GAME.legal_moves(state, RED) == [UNDO]
    assert UNDO not in GAME.legal_moves(state, BLUE)
    error = refused(state, BLUE, UNDO, "nothing_to_undo")
    assert "seat 0" in error.message and error.rule == RULE_UNDO
    GAME.apply(state, RED, UNDO)
    assert GAME.pending(state) == [RED] and state.phase == "exit"


def test_undo_is_gone_once_the_next_report_is_made():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    play(state, {"type": "draw", "card": "straight"})  # blue's report
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert "later report" in error.message and error.rule == RULE_UNDO
    assert GAME.view(state, None)["undo"] == BLUE


def test_an_undo_is_not_undoable():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"})
    GAME.apply(state, RED, UNDO)
    assert UNDO not in GAME.legal_moves(state, RED)
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert "nobody" in error.message


def test_digital_mode_has_no_undo():
    state = fresh(mode="digital")
    play(state, {"type": "draw"})
    assert UNDO not in GAME.legal_moves(state, RED)
    assert "undo" not in GAME.view(state, RED) and "undo" not in GAME.to_json(state)
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert "digital" in error.message and error.rule == RULE_UNDO


def test_nothing_is_undone_once_the_game_is_over():
    state = fresh()
    state.cars[BLUE].retired = True
    play(state, {"type": "draw", "card": "crossroads"})
    state.over, state.reason = True, "all_retired"
    assert GAME.legal_moves(state, RED) == []
    assert GAME.view(state, None)["undo"] is None
    refused(state, RED, UNDO, "game_over")


def test_undo_takes_no_fields():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"})
    refused(state, RED, {"type": "undo", "seat": RED}, "malformed_move")


def test_undo_survives_json_round_trip():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    data = json.loads(json.dumps(GAME.to_json(state)))
    assert data["undo"]["seat"] == RED
    assert "undo" not in data["undo"]["state"], "a snapshot holds no snapshot"
    copy = GAME.from_json(data)
    assert dump(copy) == dump(state)
    GAME.apply(copy, RED, UNDO)
    GAME.apply(state, RED, UNDO)
    assert dump(copy) == dump(state)
    assert copy.phase == "exit" and GAME.pending(copy) == [RED]


def test_a_state_whose_snapshot_nests_a_snapshot_is_refused():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"}, {"type": "place", "rotation": 0})
    data = GAME.to_json(state)
    data["undo"]["state"]["undo"] = {"seat": RED, "state": data["undo"]["state"]}
    with pytest.raises(InvalidState):
        GAME.from_json(data)
    digital = GAME.to_json(fresh(mode="digital"))
    digital["undo"] = GAME.to_json(state)["undo"]
    with pytest.raises(InvalidState):
        GAME.from_json(digital)


def test_undo_replays_from_a_transcript():
    state = fresh(seed=3)
    red_reports_a_crossroads_and_leaves_east(state)
    GAME.apply(state, RED, UNDO)
    record = [(RED, {"type": "draw", "card": "crossroads"}),
              (RED, {"type": "place", "rotation": 0}), (RED, {"type": "exit", "edge": "E"}),
              (RED, UNDO)]
    transcript = Transcript(game="drive", config=GAME.config_of(state), seed=3, moves=record)
    replayed, verdict = replay(Transcript.from_dict(json.loads(json.dumps(transcript.to_dict()))))
    assert verdict.legal and dump(replayed) == dump(state)


def test_the_bot_never_undoes():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"})
    for salt in range(20):
        assert GAME.bot_move(GAME.observe(state, RED), RED, Rng(salt))["type"] != "undo"
