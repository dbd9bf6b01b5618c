"""Replays (issue 27): the table after every move, and no hidden card before the end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core import Config, TranscriptError, get_game
from core.playout import random_playout
from core.protocol import event_for
from core.replay import open_replay, steps
from core.transcript import Transcript
from tests.api.test_secrecy import FORBIDDEN_KEYS, hands_in, keys_in
from tests.plugins import every_game

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def finished_game(name: str, mode: str = "digital", players: int = 3) -> Transcript:
    """A whole random game of ``name`` (seed 5) as a transcript."""
    game = get_game(name)
    players = max(game.min_players, min(players, game.max_players))
    config = Config(players=players, mode=mode)
    for seed in range(5, 40):
        played = random_playout(game, config, seed, checked=True)
        if played.finished:
            return Transcript(game=name, config=config, seed=seed, moves=played.moves)
    raise AssertionError(f"no random {name} game ended")


def tables_after_each_move(transcript: Transcript, seat: int | None) -> list[dict[str, Any]]:
    """The view ``seat`` had after each move, played move by move (the oracle)."""
    game = get_game(transcript.game)
    state = game.new(transcript.config, transcript.seed)
    seen = [game.view(state, seat)]
    for mover, move in transcript.moves:
        game.apply(state, mover, move)
        seen.append(game.view(state, seat))
    return seen


@pytest.mark.parametrize("name", every_game())
def test_a_replay_has_the_deal_and_one_step_per_move(name):
    transcript = finished_game(name)
    replay = open_replay(transcript)
    shown = list(steps(transcript, replay))
    assert replay.length == len(transcript.moves) + 1 == len(shown)
    assert [s.number for s in shown] == list(range(len(shown)))
    assert shown[0].seat is None and shown[0].move is None and shown[0].events == []
    assert [(s.seat, s.move) for s in shown[1:]] == transcript.moves  # over: moves are public


@pytest.mark.parametrize("name", every_game())
def test_each_step_shows_the_table_as_it_was_after_that_move(name):
    transcript = finished_game(name)
    shown = list(steps(transcript, open_replay(transcript)))
    assert [s.view for s in shown] == tables_after_each_move(transcript, None)
    for seat in range(transcript.config.players):
        assert [s.seats[seat] for s in shown] == tables_after_each_move(transcript, seat)


def test_a_page_of_steps_equals_the_same_steps_of_the_whole_replay():
    transcript = Transcript.from_dict(json.loads((EXAMPLES / "drive-2p-legal.json").read_text()))
    replay = open_replay(transcript)
    whole = [s.to_dict() for s in steps(transcript, replay)]
    assert [s.to_dict() for s in steps(transcript, replay, 40, 59)] == whole[40:60]
    assert [s.number for s in steps(transcript, replay, replay.length - 2, 10_000)] == [
        replay.length - 2, replay.length - 1]


@pytest.mark.parametrize("name", every_game())
def test_no_hidden_card_appears_in_any_step_of_a_digital_game_in_progress(name):
    whole = finished_game(name)
    # the same game stopped half-way: still in progress
    transcript = Transcript(game=name, config=whole.config, seed=whole.seed,
                            moves=whole.moves[: len(whole.moves) // 2])
    game = get_game(name)
    state = game.new(transcript.config, transcript.seed)
    raw_events: list[list[dict[str, Any]]] = [[]]
    for seat, move in transcript.moves:
        raw_events.append(game.apply(state, seat, move))
    assert not game.is_over(state)
    for viewer in (None, 0):
        replay = open_replay(transcript, viewer)
        assert not replay.revealed and not replay.public_moves
        for step in steps(transcript, replay):
            body = step.to_dict()
            assert step.seats is None
            assert not keys_in(body) & FORBIDDEN_KEYS
            own = None if viewer is None else step.own.get("hand")
            for hand in hands_in(body):
                assert viewer is not None and hand == own, "a hand other than the viewer's"
            assert step.events == [event_for(e, viewer) for e in raw_events[step.number]]
            assert step.move is None or step.seat == viewer


@pytest.mark.parametrize("name", every_game())
def test_every_hand_is_shown_once_the_game_is_over(name):
    transcript = finished_game(name)
    replay = open_replay(transcript)
    assert replay.finished and replay.revealed
    last = list(steps(transcript, replay, replay.length - 1))[-1]
    final = _final(transcript)
    assert last.seats == [get_game(name).view(final, s) for s in range(transcript.config.players)]


def _final(transcript: Transcript) -> Any:
    game = get_game(transcript.game)
    state = game.new(transcript.config, transcript.seed)
    for seat, move in transcript.moves:
        game.apply(state, seat, move)
    return state


def test_a_referee_game_shows_its_reports_while_it_runs():
    transcript = finished_game("drive", mode="referee", players=2)
    transcript.moves = transcript.moves[:10]
    replay = open_replay(transcript)
    assert not replay.revealed and replay.public_moves
    assert [(s.seat, s.move) for s in steps(transcript, replay)][1:] == transcript.moves


def test_a_replay_stops_at_the_first_illegal_move_with_the_referee_verdict():
    data = json.loads((EXAMPLES / "drive-2p-illegal.json").read_text())
    transcript = Transcript.from_dict(data)
    replay = open_replay(transcript)
    assert not replay.verdict.legal
    shown = list(steps(transcript, replay))
    assert len(shown) == replay.verdict.index + 1  # the deal and every move before it
    assert shown[-1].view == tables_after_each_move(
        Transcript(game=transcript.game, config=transcript.config, seed=transcript.seed,
                   moves=transcript.moves[: replay.verdict.index]), None)[-1]


def test_a_viewer_who_is_not_a_seat_is_refused():
    transcript = finished_game("drive", players=2)
    with pytest.raises(TranscriptError):
        open_replay(transcript, 2)
