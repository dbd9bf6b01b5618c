"""The hot paths read a query as its documented schema does, because they are made of it.

:class:`api.http.query_reader.QueryReader` is built from a query schema's own fields
and validators: whatever it reads equals what webargs loads through the schema, and
a schema changed (another name allowed, a new field of a kind it does not know)
changes the reader with it, or sends every query to the schema.  The answers'
side: with ``CHECK_HOT_PATHS`` (the API tests' app) a hot path's body must be its
response schema's dump of itself (:func:`api.http.resources.common.hot_path`), which
every API test exercises.
"""

from __future__ import annotations

import marshmallow as ma
import pytest
from marshmallow import fields, validate
from webargs.multidictproxy import MultiDictProxy
from werkzeug.datastructures import MultiDict

from api.http import schemas
from api.http.query_reader import QueryReader
from api.http.resources.common import _check_dump
from api.service.views import Views
from tests.api.helpers import create

QUERIES = ["", "after=0", "after=2", "after=0002", "after=2&wait=0", "wait=0.05&after=99",
           "after=abc", "after=-1", "after=2.0", "after=", "after=99999999999", "after=2147483649",
           "wait=26", "wait=25", "wait=nan", "wait=1e1", "wait=.5", "after=1&after=2",
           "cachebuster=7&after=1", "as=1", "as=16", "as=x", "as=1&as=2",
           "include=view", "include=view,legal_moves", "include=view&include=legal_moves",
           "include=", "include=view,,legal_moves", "include=score", "include=view,score",
           "include=VIEW"]


def _args(query: str) -> MultiDict[str, str]:
    pairs = [part.partition("=") for part in query.split("&") if part]
    return MultiDict([(name, value) for name, _, value in pairs])


def _loaded(schema: ma.Schema, args: MultiDict[str, str]) -> dict | None:
    """What ``blp.arguments(schema, location="query")`` hands the view (None: a 422)."""
    try:
        return schema.load(MultiDictProxy(args, schema))
    except ma.ValidationError:
        return None


@pytest.mark.parametrize("schema", [schemas.MoveQuerySchema(), schemas.LogQuerySchema(),
                                    schemas.EventsQuerySchema()], ids=type)
def test_a_query_the_reader_reads_is_what_the_schema_loads(schema):
    reader = QueryReader(schema)
    assert reader.complete, f"{type(schema).__name__}: fields {reader.unread} are not read"
    read_here = 0
    for query in QUERIES:
        args = _args(query)
        read = reader.read(args)
        if read is not None:
            read_here += 1
            assert read == _loaded(schema, args), query
    assert read_here >= 8  # the usual queries are read here, not left to the schema


@pytest.mark.parametrize("schema", [schemas.MoveQuerySchema(), schemas.LogQuerySchema(),
                                    schemas.EventsQuerySchema()], ids=type)
def test_a_query_read_again_is_read_as_the_first_time_and_shares_nothing(schema):
    reader = QueryReader(schema)
    for _ in range(3):  # read, then answered from what was kept (twice)
        for query in QUERIES:
            args = _args(query)
            kept = reader.read(args, query.encode())
            assert kept == reader.read(args), query
            for value in (kept or {}).values():
                if isinstance(value, list):
                    value.append("changed")  # (the caller's own copy)
    assert len(reader._kept) == len(QUERIES)


def test_a_reading_holding_another_kind_of_value_is_read_every_time():
    class Odd(ma.Schema):
        tags = fields.String(load_default=lambda: "x")  # (a scalar: kept)

    reader = QueryReader(Odd())
    reader.fields.append(("more", "more", lambda values: {"a": values}, ma.missing, False))
    assert reader.read(_args("more=1"), b"more=1") == {"tags": "x", "more": {"a": ["1"]}}
    assert not reader._kept  # (a dict: never shared)
    assert reader.read(_args("tags=y"), b"tags=y") == {"tags": "y"}
    assert list(reader._kept) == [b"tags=y"]


def test_another_name_in_the_schema_is_another_name_the_reader_takes():
    class Wider(schemas.MoveQuerySchema):
        include = schemas.QueryList(
            fields.String(validate=validate.OneOf([*schemas.INCLUDES, "score"])),
            load_default=list)

    assert QueryReader(schemas.MoveQuerySchema()).read(_args("include=score")) is None
    assert QueryReader(Wider()).read(_args("include=view,score")) == {
        "include": ["view", "score"]}


def test_a_new_bound_in_the_schema_is_the_readers_bound():
    class Shorter(schemas.LogQuerySchema):
        wait = fields.Float(load_default=0.0, validate=validate.Range(0, 5))

    assert QueryReader(schemas.LogQuerySchema()).read(_args("wait=7"))["wait"] == 7.0
    assert QueryReader(Shorter()).read(_args("wait=7")) is None
    assert QueryReader(Shorter()).read(_args(""))["wait"] == 0.0


def test_a_field_of_a_kind_the_reader_does_not_know_sends_every_query_to_the_schema():
    class Dated(schemas.LogQuerySchema):
        since = fields.Date()

    reader = QueryReader(Dated())
    assert not reader.complete and reader.unread == ["since"]
    assert reader.read(_args("after=1")) is None


def test_a_body_its_response_schema_would_not_dump_fails_the_check():
    answer = {"game": "driving-me-crazy", "version": 3, "events": []}
    _check_dump(schemas.MoveResultSchema(), answer)  # the schema's own dump: fine
    with pytest.raises(AssertionError, match="MoveResultSchema"):
        _check_dump(schemas.MoveResultSchema(), {**answer, "score": 7})


def test_a_hot_path_answering_more_than_its_schema_fails_every_api_test(client, monkeypatch,
                                                                        caplog):
    """The service grows a field GameSchema does not have: the documented stack would drop
    it, the hot path would send it; the API tests' app answers 500 instead (every test
    that reads the answer fails) and logs why."""
    game_id = create(client, players=2, seed=3)["id"]
    assert client.get(f"/api/v1/games/{game_id}").status_code == 200
    document = Views.document
    monkeypatch.setattr(Views, "document",
                        lambda self, *args, **kw: {**document(self, *args, **kw), "score": 7})
    assert client.get(f"/api/v1/games/{game_id}").status_code == 500
    assert "GameSchema would not dump (keys differing: ['score'])" in caplog.text
