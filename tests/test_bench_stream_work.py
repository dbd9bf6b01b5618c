"""The in-process count of work per streamed move (bench/stream_work.py) counts what it says."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.stream_work import run_in

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_with_one_app_the_movers_view_is_built_once_for_its_answer_and_its_stream():
    # two phones streaming, the mover POSTing with include=view,legal_moves: one view and
    # one legal-move list for the mover (its answer's, pushed to its own stream) and one
    # for the other phone; before the mover's were shared it was 3 of each
    got = run_in(ROOT, 30, 1, 1)
    assert got["moves"] == 30
    assert got["views"] == got["legal_moves"] == 2.0
    assert got["python_calls"] > 0


@pytest.mark.slow
def test_with_two_apps_a_mover_whose_stream_is_elsewhere_builds_its_own():
    got = run_in(ROOT, 30, 2, 1)
    assert got["moves"] == 30
    assert 2.0 < got["views"] <= 3.0  # the POST lands beside its stream only some moves
