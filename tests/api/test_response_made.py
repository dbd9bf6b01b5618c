"""An answer with a body of bytes is made from what werkzeug made of an empty one, and
is the answer werkzeug's constructor would have made.

:class:`api.http.app_class.RoadtripResponse` builds such an answer from the fields
werkzeug's constructor set on an empty body of the same class, status and type (made
once), giving it its own headers, body list and close callbacks.  The constructors
it stands beside are pinned by digest (an upgrade that changes one fails here until
both are read again), and every answer is held to werkzeug's, field by field and in
werkzeug's order, over generated bodies, statuses and types.
"""

from __future__ import annotations

from http import HTTPStatus

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.sansio.response import Response as SansioResponse
from werkzeug.wrappers import Response as WerkzeugResponse

from api.http.app_class import RoadtripResponse, _made
from tests.api.test_pool_parity import assert_pinned

#: (ours, the werkzeug method whose work it does, ours' digest, theirs': werkzeug 3.1)
PAIRS = [
    (RoadtripResponse.__init__, WerkzeugResponse.__init__, "274489a6cd85b229",
     "5cc1ac2c686280cf"),
    (_made, SansioResponse.__init__, "d9d9b24ea92564d3", "0d32fd6f20d5767a"),
    (RoadtripResponse.__init__, WerkzeugResponse.set_data, "274489a6cd85b229",
     "3306b1cae928db5c"),
]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda pair: pair[1].__qualname__)
def test_the_answer_s_constructor_and_werkzeug_s_change_together(pair):
    assert_pinned(pair, "werkzeug")


def _fields(response: WerkzeugResponse) -> list[tuple[str, object]]:
    """The response's fields in order, its headers as their list of pairs."""
    return [(name, list(value.items()) if name == "headers" else value)
            for name, value in vars(response).items()]


def _werkzeug_s(cls: type[RoadtripResponse], *args: object, **kwargs: object) -> object:
    made = cls.__new__(cls)
    WerkzeugResponse.__init__(made, *args, **kwargs)  # type: ignore[arg-type]
    return made


STATUSES = st.sampled_from([None, 200, 201, 304, 404, 429, "200 OK", "201 Created",
                            "299 Odd", HTTPStatus.CREATED])
MIMETYPES = st.sampled_from(["application/json", "application/problem+json", "text/plain",
                             "text/html", "text/event-stream", "application/octet-stream"])


class _NoLength(RoadtripResponse):
    automatically_set_content_length = False


@settings(max_examples=300, deadline=None)
@given(body=st.binary(max_size=64), status=STATUSES, mimetype=MIMETYPES,
       cls=st.sampled_from([RoadtripResponse, _NoLength]))
def test_an_answer_is_what_werkzeug_s_constructor_makes(body, status, mimetype, cls):
    ours = cls(body, status, mimetype=mimetype)
    theirs = _werkzeug_s(cls, body, status, mimetype=mimetype)
    assert _fields(ours) == _fields(theirs)
    assert ours.get_data() == body and ours.status == theirs.status  # type: ignore[attr-defined]


def test_answers_made_alike_share_nothing_they_may_change():
    first = RoadtripResponse(b"{}", 201, mimetype="application/json")
    second = RoadtripResponse(b"[1]", 201, mimetype="application/json")
    first.headers["ETag"] = '"1"'
    first.call_on_close(lambda: None)
    first.set_data(b"changed")
    assert list(second.headers.items()) == [("Content-Type", "application/json"),
                                            ("Content-Length", "3")]
    assert second._on_close == [] and second.get_data() == b"[1]"


@pytest.mark.parametrize(("args", "kwargs"), [
    (("text",), {"mimetype": "text/plain"}),  # a str body
    ((b"x",), {"mimetype": "text/plain", "headers": {"X-A": "1"}}),
    ((b"x",), {"content_type": "text/plain; charset=utf-8"}),
    ((b"x",), {}),  # no type: werkzeug's default
    ((bytearray(b"x"),), {"mimetype": "text/plain"}),
    ((b"x",), {"mimetype": "text/plain", "direct_passthrough": True}),
])
def test_every_other_call_is_werkzeug_s(args, kwargs):
    ours = RoadtripResponse(*args, **kwargs)
    theirs = _werkzeug_s(RoadtripResponse, *args, **kwargs)
    assert _fields(ours) == _fields(theirs)


def _outcome(make):
    try:
        return _fields(make())
    except (ValueError, TypeError, AttributeError) as exc:
        return type(exc)


@pytest.mark.parametrize("status", ["not a status", "", 99, 1000, "abc def", -1, [200],
                                    2.5])
def test_an_odd_status_is_taken_or_refused_as_werkzeug_does(status):
    assert _outcome(lambda: RoadtripResponse(b"x", status, mimetype="text/plain")) == \
        _outcome(lambda: _werkzeug_s(RoadtripResponse, b"x", status, mimetype="text/plain"))
