"""getLog reads its query exactly as its documented schema does, on its hot path too.

A woken long-poll is one of thousands answered at once, so ``getLog`` answers
without flask-smorest's wrapping when its query is the usual ``after`` and
``wait`` (:func:`api.http.resources.log._log_fast`, its query read by a reader made
of ``LogQuerySchema``: :mod:`api.http.query_reader`); any other query goes through
the schema.  Either way the answer is the same: these queries
are answered with the hot path and with the documented stack alone, and the
two answers compared.
"""

from __future__ import annotations

import pytest

from api.http.query_reader import QueryReader
from tests.api.helpers import auth, create, join_all

QUERIES = ["", "?after=0", "?after=2", "?after=0002", "?after=2&wait=0", "?wait=0.05&after=99",
           "?after=abc", "?after=-1", "?after=2.0", "?after=", "?after=99999999999",
           "?wait=26", "?wait=nan", "?wait=1e1", "?after=1&after=2", "?cachebuster=7&after=1"]


@pytest.mark.parametrize("query", QUERIES)
def test_the_hot_path_answers_a_query_as_the_documented_schema_does(client, monkeypatch, query):
    game_id = create(client, players=2, seed=3)["id"]
    tokens = join_all(client, game_id, 2)
    url = f"/api/v1/games/{game_id}/log{query}"
    fast = client.get(url, headers=auth(tokens[0]))
    monkeypatch.setattr(QueryReader, "read", lambda *_: None)  # every query through the schema
    documented = client.get(url, headers=auth(tokens[0]))
    assert fast.status_code == documented.status_code
    assert fast.get_json() == documented.get_json()
    assert fast.headers.get("ETag") == documented.headers.get("ETag")
