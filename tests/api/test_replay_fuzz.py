"""The replay and session operations fuzzed on their own (issue 27): the same checks as
``test_schemathesis.py`` (which fuzzes them with every operation), on a finished game, a
game in progress with a seat token, and generated ids, so a change to them runs in seconds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import settings

from tests.api.test_schemathesis import CHECKS, PLAIN, SETTINGS, _schema, fuzz_app  # noqa: F401

#: examples per operation on a real game (each request replays the whole game)
REAL_EXAMPLES = 10
#: the operations of issue 27, each game's typed copy included
MINE = r"^(getReplay|getSession|replayTranscript)"


@pytest.fixture()
def replay_schema(fuzz_app: Flask) -> Iterator[Any]:  # noqa: F811
    """Generated ids (mostly unknown games)."""
    yield _schema(fuzz_app).include(operation_id_regex=MINE)


@pytest.fixture()
def finished_schema(fuzz_app: Flask) -> Iterator[Any]:  # noqa: F811
    """A finished game (bots only) and one rematch of it: every range of a real replay."""
    client = fuzz_app.test_client()
    created = client.post("/api/v1/games", json={"game": "drive", "players": 2, "seed": 3,
                                                 "bots": [0, 1]}).get_json()
    client.post(f"/api/v1/games/{created['id']}/rematch",
                headers={"Authorization": f"Bearer {created['host_token']}"})
    schema = _schema(fuzz_app).include(operation_id_regex=MINE)
    schema.config.update(parameters={"game_id": created["id"]}, headers=PLAIN)
    yield schema


@pytest.fixture()
def running_schema(fuzz_app: Flask) -> Iterator[Any]:  # noqa: F811
    """A digital game in progress, asked with a seat token."""
    client = fuzz_app.test_client()
    created = client.post("/api/v1/games", json={"game": "driving-me-crazy", "players": 2,
                                                 "seed": 1, "bots": [1]}).get_json()
    joined = client.post(f"/api/v1/games/{created['id']}/players", json={"name": "Fuzz"})
    schema = _schema(fuzz_app).include(operation_id_regex=MINE)
    schema.config.update(parameters={"game_id": created["id"]},
                         headers={**PLAIN, "Authorization": f"Bearer {joined.get_json()['token']}"})
    yield schema


# the filter goes on the lazy schema: the pytest plug-in parametrizes over the lazy schema's
# operations, not over those of the schema its fixture yields (filtered there, every
# operation of the API was fuzzed again, four minutes of a whole run)
generated = schemathesis.pytest.from_fixture("replay_schema").include(operation_id_regex=MINE)
finished = schemathesis.pytest.from_fixture("finished_schema").include(operation_id_regex=MINE)
running = schemathesis.pytest.from_fixture("running_schema").include(operation_id_regex=MINE)


@generated.parametrize()
@SETTINGS
def test_the_replay_operations_conform_to_their_document(case):
    case.call_and_validate(checks=CHECKS)


@finished.parametrize()
@settings(SETTINGS, max_examples=REAL_EXAMPLES)
def test_the_replay_operations_conform_on_a_finished_game_and_its_rematch(case):
    case.call_and_validate(checks=CHECKS)


@running.parametrize()
@settings(SETTINGS, max_examples=REAL_EXAMPLES)
def test_the_replay_operations_conform_on_a_game_in_progress_with_a_seat_token(case):
    case.call_and_validate(checks=CHECKS)
