"""Referee mode: "the table takes back its reports last first, each by its reporter or by any
other seat on behalf of the table (up to the last 10 reports)" (core/undo.py)."""

import json
from pathlib import Path

import pytest

from core.drive.reading import card_id
from core.drive.refusals import RULE_GAME_OVER
from core.errors import IllegalMove, InvalidState
from core.protocol import Config
from core.rng import Rng
from core.transcript import Transcript, replay
from core.undo import DEPTH, RULE_UNDO, RULE_UNDO_END

from .helpers import BLUE, GAME, RED, dump, fresh, play

UNDO = {"type": "undo"}
ROOT = Path(__file__).resolve().parents[2]


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
    assert GAME.apply(state, RED, UNDO) == [{"type": "undo", "seat": RED, "reporter": RED}]
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
    assert dump(state) == drawn, "the draw report still stands and can be taken back in turn"


def test_any_seat_may_take_back_the_last_report_on_behalf_of_the_table():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    assert GAME.pending(state) == [BLUE]
    # the turn has passed; red's exit report is the last one: red or blue may take it back
    assert GAME.legal_moves(state, RED) == [UNDO]
    assert GAME.legal_moves(state, BLUE)[-1] == UNDO
    assert GAME.view(state, BLUE)["undo"] == RED  # whose report an undo takes back
    assert GAME.apply(state, BLUE, UNDO) == [{"type": "undo", "seat": BLUE, "reporter": RED}]
    assert GAME.pending(state) == [RED] and state.phase == "exit"


def test_undoing_a_report_gives_back_every_seats_right_to_undo():
    # seat 0 reports, seat 1 reports and undoes: seat 0 may still take its report back
    state = fresh()
    start = dump(state)
    red_reports_a_crossroads_and_leaves_east(state)
    after_red = dump(state)
    play(state, {"type": "draw", "card": "straight"})  # blue's report
    GAME.apply(state, BLUE, UNDO)
    assert dump(state) == after_red, "exactly as before blue's report, undo chain included"
    assert GAME.view(state, None)["undo"] == RED and UNDO in GAME.legal_moves(state, RED)
    for _ in range(3):  # red's exit, placement and draw, last first
        GAME.apply(state, RED, UNDO)
    assert dump(state) == start


def test_the_table_takes_back_the_last_reports_in_order():
    state = fresh()
    snapshots = [dump(state)]
    red_reports_a_crossroads_and_leaves_east(state)
    snapshots.append(dump(state))
    play(state, {"type": "draw", "card": "straight"}, {"type": "place", "rotation": 90})
    snapshots.append(dump(state))
    reporters = []
    while dump(state) != snapshots[0]:
        reporters.append(GAME.view(state, None)["undo"])
        GAME.apply(state, GAME.pending(state)[0], UNDO)  # whoever is to move, for the table
        if dump(state) in snapshots:
            assert snapshots.index(dump(state)) == len(snapshots) - 2
            snapshots.pop()
    assert reporters == [BLUE, BLUE, RED, RED, RED]


def test_only_the_last_reports_can_be_taken_back():
    state = fresh()
    reports = 0
    while reports <= DEPTH:  # one more report than the table can take back
        seat = GAME.pending(state)[0]
        move = next(m for m in GAME.legal_moves(state, seat) if m["type"] != "undo")
        GAME.apply(state, seat, move)
        reports += 1
    for _ in range(DEPTH):
        GAME.apply(state, RED, UNDO)
    assert GAME.view(state, None)["undo"] is None
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert f"last {DEPTH}" in error.message and error.rule == RULE_UNDO
    assert state.phase == "place", "the first report (red's draw) still stands"


def test_undo_is_gone_once_the_next_report_is_made():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    play(state, {"type": "draw", "card": "straight"})  # blue's report
    # red's report is no longer the last: an undo now takes back blue's first
    assert GAME.view(state, None)["undo"] == BLUE
    assert GAME.apply(state, RED, UNDO)[0]["reporter"] == BLUE


def test_an_undo_is_not_undoable():
    state = fresh()
    play(state, {"type": "draw", "card": "crossroads"})
    GAME.apply(state, RED, UNDO)
    assert UNDO not in GAME.legal_moves(state, RED)
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert "no report is left" in error.message


def test_digital_mode_has_no_undo():
    state = fresh(mode="digital")
    play(state, {"type": "draw"})
    assert UNDO not in GAME.legal_moves(state, RED)
    assert "undo" not in GAME.view(state, RED) and "undo" not in GAME.to_json(state)
    error = refused(state, RED, UNDO, "nothing_to_undo")
    assert "digital" in error.message and error.rule == RULE_UNDO


def test_without_a_report_standing_nothing_is_undone_once_the_game_is_over():
    state = fresh()
    state.cars[BLUE].retired = True
    state.outcome = {"winners": [], "reason": "all_retired"}
    assert GAME.legal_moves(state, RED) == []
    assert GAME.view(state, None)["undo"] is None
    error = refused(state, RED, UNDO, "game_over")
    assert error.rule == RULE_GAME_OVER


def game_only(text: str) -> dict:
    """A dumped state without its chain of reports that can be taken back."""
    data = json.loads(text)
    data.pop("undo", None)
    return data


def random_referee_game_to_its_end(seed: int, **options):
    """A random referee game (no undo) played to its end: the state, the dump before its
    last report, that report and its events; None when it does not end within the cap."""
    state = fresh(players=2 + seed % 3, seed=seed, **options)
    rng = Rng(seed)
    for _ in range(4000):
        seat = state.turn
        legal = [m for m in GAME.legal_moves(state, seat) if m["type"] != "undo"]
        move = legal[rng.randbelow(len(legal))]
        before = dump(state)
        events = GAME.apply(state, seat, move)
        if state.outcome is not None:
            return state, before, (seat, move), events
    return None


def test_the_report_that_ended_the_game_can_be_taken_back_whatever_ended_it():
    """Ruling: "the report that ended the game can be taken back like any other" — a finish,
    a stalemate, a game nobody can win any more, all cars retired: the game goes on."""
    reasons = set()
    for seed in range(5):
        ended = random_referee_game_to_its_end(seed, stall_turns=10)
        if ended is None:
            continue
        state, before, (seat, move), events = ended
        reasons.add(state.outcome["reason"])
        assert events[-1]["type"] == "game_over"
        assert GAME.legal_moves(state, seat) == [UNDO]
        other = (seat + 1) % state.players
        assert GAME.legal_moves(state, other) == [UNDO], "the table may take it back too"
        assert GAME.view(state, None)["undo"] == seat
        assert GAME.apply(state, other, UNDO) == [{"type": "undo", "seat": other,
                                                   "reporter": seat}]
        assert game_only(dump(state)) == game_only(before)  # (older reports beyond DEPTH
        assert not GAME.is_over(state) and GAME.outcome(state) is None  # are forgotten)
        assert GAME.pending(state) == [seat]
        # the same report ends it again, exactly
        assert GAME.apply(state, seat, move) == events
    assert len(reasons) >= 2, reasons


def test_a_winning_finish_report_can_be_taken_back_and_nobody_has_won():
    """The example game won at blue's Finish, refereed: its last report is taken back."""
    data = json.loads((ROOT / "examples" / "drive-2p-legal.json").read_text())
    digital = GAME.new(Config.from_dict(data["config"]), data["seed"])
    state = fresh(first=digital.turn, seed=data["seed"])
    for seat, move in ((m["seat"], m["move"]) for m in data["moves"]):
        GAME.apply(digital, seat, move)
        if move["type"] == "draw":  # the referee reports the card the digital game dealt
            move = {"type": "draw", "card": card_id(digital, digital.drawn)}
        before = dump(state)
        events = GAME.apply(state, seat, move)
    assert GAME.outcome(state) == {"winners": [BLUE], "reason": "finish"}
    assert GAME.view(state, None)["undo"] == BLUE
    GAME.apply(state, RED, UNDO)  # the table, for a mis-tapped last report
    assert game_only(dump(state)) == game_only(before)
    assert GAME.outcome(state) is None and GAME.pending(state) == [BLUE]
    assert GAME.apply(state, BLUE, move) == events


def test_after_the_end_only_the_undo_of_the_ending_report_is_left():
    ended = random_referee_game_to_its_end(1, stall_turns=10)
    assert ended is not None
    state, _, (seat, _), _ = ended
    error = refused(state, seat, {"type": "draw"}, "game_over")
    assert error.rule == RULE_UNDO_END and "(undo)" in error.message
    GAME.apply(state, seat, UNDO)
    assert not GAME.is_over(state)


def test_digital_mode_cannot_take_back_its_end():
    state = fresh(mode="digital", seed=3, stall_turns=10)
    rng = Rng(3)
    while state.outcome is None:
        legal = GAME.legal_moves(state, state.turn)
        GAME.apply(state, state.turn, legal[rng.randbelow(len(legal))])
    assert GAME.legal_moves(state, state.turn) == []
    assert refused(state, 0, UNDO, "game_over").rule == RULE_GAME_OVER


def test_the_end_taken_back_survives_json_round_trip():
    ended = random_referee_game_to_its_end(2, stall_turns=10)
    assert ended is not None
    state, before, (seat, _), _ = ended
    copy = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
    assert copy.outcome is not None and GAME.legal_moves(copy, seat) == [UNDO]
    GAME.apply(copy, seat, UNDO)
    assert game_only(dump(copy)) == game_only(before)


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


def test_the_undo_chain_survives_json_round_trip():
    state = fresh()
    red_reports_a_crossroads_and_leaves_east(state)
    play(state, {"type": "draw", "card": "straight"})
    data = json.loads(json.dumps(GAME.to_json(state)))
    assert data["undo"]["seat"] == BLUE and data["undo"]["below"]["seat"] == RED
    assert "undo" not in data["undo"]["below"]["state"]
    copy = GAME.from_json(data)
    assert dump(copy) == dump(state)
    for seat in (BLUE, RED, BLUE):
        GAME.apply(copy, seat, UNDO)
        GAME.apply(state, seat, UNDO)
        assert dump(copy) == dump(state)


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
