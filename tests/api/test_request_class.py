"""A request's query, body length and type, and JSON body are read as werkzeug and ``json``
read them (api/http/request_class.py, api/store/fastjson.py's ``Provider.loads``).

:class:`api.http.request_class.RoadtripRequest` keeps each query's parameters per process
and reads ``Content-Length``, ``Transfer-Encoding`` and ``Content-Type`` from the environ;
the app's JSON provider reads a body through orjson where orjson reads what ``json``
reads.  werkzeug's and Flask's functions they stand beside are pinned by digest (an
upgrade that changes one fails here until both are read again), and each answer is held
to werkzeug's or ``json``'s over generated queries, headers and JSON texts.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from flask import Request
from flask.json.provider import DefaultJSONProvider
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import EnvironHeaders, Headers, MultiDict
from werkzeug.sansio.request import Request as SansioRequest
from werkzeug.test import EnvironBuilder

from api.http import request_class
from api.http.request_class import (
    ARGS_KEPT,
    KEPT,
    KEPT_QUERY_LENGTH,
    KEPT_VALUE_LENGTH,
    RoadtripRequest,
)
from api.store.fastjson import Provider
from tests.api.test_pool_parity import assert_pinned

#: (ours, the werkzeug or Flask function whose work it does, ours' digest, theirs':
#: werkzeug 3.1, Flask 3.1)
PAIRS = [
    (RoadtripRequest.args.fget, SansioRequest.args.fget, "1aa41db5c71b8e4c",
     "908fea725fc661a3"),
    (RoadtripRequest.content_length.fget, SansioRequest.content_length.fget,
     "0d68669784e09b19", "949bd20b0528fd39"),
    (RoadtripRequest._parse_content_type, SansioRequest._parse_content_type,
     "9ecb873a67e31518", "93d23a354468ec89"),
    # how werkzeug's headers map a name to the environ's key (what is read here instead)
    (RoadtripRequest.content_length.fget, EnvironHeaders._get_key, "0d68669784e09b19",
     "880f45c1ade33e85"),
    (RoadtripRequest.content_length.fget, Headers.get, "0d68669784e09b19",
     "090076cdf314aab6"),
    (Provider.loads, DefaultJSONProvider.loads, "3a8027dd3313ee3b", "1c063ba0517e6d97"),
]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda pair: pair[1].__qualname__)
def test_the_request_s_readers_and_werkzeug_s_change_together(pair):
    assert_pinned(pair, "werkzeug's or Flask's")


def _environ(query: str = "", **extra: Any) -> dict[str, Any]:
    environ: dict[str, Any] = EnvironBuilder(path="/api/v1/games/x").get_environ()
    environ["QUERY_STRING"] = query
    for name, value in extra.items():
        if value is None:
            environ.pop(name, None)
        else:
            environ[name] = value
    return environ


def _parsed(cls: type[Request], environ: dict[str, Any]) -> Any:
    try:
        return list(cls(dict(environ)).args.items(multi=True))
    except Exception as error:  # noqa: BLE001 - the same refusal is what is compared
        return type(error), str(error)


#: what clients put in a query: names, separators, percent escapes (some not UTF-8), pluses
QUERY_PARTS = st.sampled_from(["include", "view", "legal_moves", ",", "=", "&", ";", "+",
                               "%2C", "%20", "%e2%82%ac", "%ff", "%", "%zz", "as", "7",
                               "\u00e9", "\u00ff", "[]", "after", ""])


@settings(max_examples=300, deadline=None)
@given(st.lists(QUERY_PARTS, max_size=12).map("".join))
def test_a_query_s_parameters_are_the_ones_werkzeug_parses(query):
    request_class._ARGS.clear()
    theirs = _parsed(Request, _environ(query))
    assert _parsed(RoadtripRequest, _environ(query)) == theirs  # parsed, then kept
    assert _parsed(RoadtripRequest, _environ(query)) == theirs  # answered from what was kept


def test_a_query_parsed_once_is_shared_and_cannot_be_changed():
    first = RoadtripRequest(_environ("include=view,legal_moves")).args
    again = RoadtripRequest(_environ("include=view,legal_moves")).args
    assert again is first
    assert first.getlist("include") == ["view,legal_moves"]
    with pytest.raises(TypeError):
        again["include"] = "view"  # type: ignore[index]
    with pytest.raises(TypeError):
        again.add("as", "1")
    again.getlist("include").append("x")  # (a copy: the kept one is as it was)
    assert first.getlist("include") == ["view,legal_moves"]


def test_a_long_query_or_another_storage_class_is_parsed_every_time():
    long = "include=" + "v" * KEPT_QUERY_LENGTH
    one, two = (RoadtripRequest(_environ(long)).args for _ in range(2))
    assert one == two and one is not two

    class Mutable(RoadtripRequest):
        parameter_storage_class = MultiDict

    args = Mutable(_environ("as=1")).args
    args["as"] = "2"  # werkzeug's mutable storage: this request's own
    assert Mutable(_environ("as=1")).args["as"] == "1"


def test_a_query_that_does_not_decode_is_refused_as_werkzeug_does_and_not_kept():
    request_class._ARGS.clear()
    bad = "as=\u00ff"  # latin-1 in the environ: not UTF-8 once encoded back
    assert _parsed(RoadtripRequest, _environ(bad)) == _parsed(Request, _environ(bad))
    assert not request_class._ARGS


def test_the_kept_queries_are_bounded():
    request_class._ARGS.clear()
    for n in range(ARGS_KEPT + 10):
        RoadtripRequest(_environ(f"after={n}")).args  # noqa: B018
    assert len(request_class._ARGS) <= ARGS_KEPT
    assert RoadtripRequest(_environ("after=3")).args["after"] == "3"


LENGTHS = st.sampled_from([None, "", "0", "12", " 12", "12 ", "-1", "+5", "1_0", "abc",
                           "99999999999999999999", "\u0661"])
ENCODINGS = st.sampled_from([None, "", "chunked", "gzip, chunked", "Chunked", "gzip",
                             "identity"])
TYPES = st.sampled_from([None, "", "application/json", "application/json; charset=utf-8",
                         "APPLICATION/JSON", "application/problem+json", "text/plain",
                         "application/x-www-form-urlencoded", "application/", "json",
                         'multipart/form-data; boundary="a;b"'])


@settings(max_examples=300, deadline=None)
@given(LENGTHS, ENCODINGS, TYPES)
def test_a_body_s_length_and_type_are_what_werkzeug_reads(length, encoding, kind):
    environ = _environ("", CONTENT_LENGTH=length, HTTP_TRANSFER_ENCODING=encoding,
                       CONTENT_TYPE=kind)
    theirs = Request(dict(environ))
    for _ in range(2):  # read, then answered from what was kept
        ours = RoadtripRequest(dict(environ))
        assert ours.content_length == theirs.content_length
        assert (ours.mimetype, ours.mimetype_params, ours.is_json) == (
            theirs.mimetype, theirs.mimetype_params, theirs.is_json)
        ours.mimetype_params["charset"] = "changed"  # (this request's own dict)


def test_long_lengths_and_types_are_read_every_time_and_the_kept_ones_bounded():
    request_class._LENGTHS.clear()
    request_class._TYPES.clear()
    odd = "application/json; " + "x" * KEPT_VALUE_LENGTH
    request = RoadtripRequest(_environ("", CONTENT_LENGTH="1" + " " * KEPT_VALUE_LENGTH,
                                       CONTENT_TYPE=odd))
    assert (request.content_length, request.mimetype) == (1, "application/json")
    assert not request_class._LENGTHS and not request_class._TYPES
    for n in range(KEPT + 10):
        request = RoadtripRequest(_environ("", CONTENT_LENGTH=str(n),
                                           CONTENT_TYPE=f"text/plain; n={n}"))
        assert (request.content_length, request.mimetype_params) == (n, {"n": str(n)})
    assert len(request_class._LENGTHS) <= KEPT and len(request_class._TYPES) <= KEPT


def _loaded(load: Any, text: bytes | str) -> Any:
    try:
        value = load(text)
    except Exception as error:  # noqa: BLE001 - the same refusal is what is compared
        return "refused", type(error), str(error)
    return "read", _exact(value)


def _exact(value: Any) -> Any:
    """``value`` with each item's type beside it (1 and 1.0 and True differ; -0.0 and NaN
    are told by their text)."""
    if isinstance(value, dict):
        return {key: _exact(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_exact(item) for item in value]
    if isinstance(value, float):
        return float, repr(value) if math.isfinite(value) else str(value)
    return type(value), value


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.floats() | st.text()
    | st.integers(min_value=-(2 ** 70), max_value=2 ** 70)
    | st.sampled_from([2 ** 63 - 1, 2 ** 63, 2 ** 64 - 1, 2 ** 64, -(2 ** 63), -(2 ** 63) - 1]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12)
#: texts orjson and json might read apart (numbers, escapes, encodings, odd endings)
EDGES = [b"-0", b"-0.0", b"1e400", b"-1e400", b"1e-400", b"NaN", b"Infinity", b"-Infinity",
         b"1.7976931348623159e308", b"18446744073709551615", b"18446744073709551616",
         b"-9223372036854775809", b"9223372036854775807", b"1234567890123456789.5",
         b"0.1", b"1E2", b"01", b"1.", b".5", b'"\\ud800"', b'"\\udc00\\ud800"',
         b'"\\ud83d\\ude00"', b'{"a":1,"a":2}', b"\xef\xbb\xbf{}", b'\xff"', b"[1]\x00",
         b' {"type" : "draw" } ', b"", b"null", b'"\x1f"', b'"\x7f"', b"[" * 40 + b"]" * 40,
         '{"a": "\u00e9"}'.encode("utf-16"), b'{"type":"play","card":12}']


@pytest.mark.parametrize("text", EDGES)
def test_a_body_is_read_as_json_reads_it(text):
    provider = Provider.__new__(Provider)  # (loads reads nothing of its app)
    assert _loaded(provider.loads, text) == _loaded(json.loads, text)


@settings(max_examples=500, deadline=None)
@given(JSON_VALUES, st.booleans(), st.sampled_from([None, (",", ":"), (", ", ": ")]))
def test_a_generated_body_is_read_as_json_reads_it(value, ascii_only, separators):
    text = json.dumps(value, ensure_ascii=ascii_only, separators=separators)
    provider = Provider.__new__(Provider)
    for raw in (text.encode("utf-8", "surrogatepass"), text):
        assert _loaded(provider.loads, raw) == _loaded(json.loads, raw)


def test_a_kept_attribute_is_worked_out_once_and_then_read_from_the_request():
    req = RoadtripRequest(_environ("include=view", CONTENT_LENGTH="12"))
    args, length = req.args, req.content_length
    assert length == 12
    assert req.__dict__["args"] is args and req.__dict__["content_length"] == 12
    assert req.args is args and req.content_length == 12
    req.args = MultiDict()  # assignable, as werkzeug's cached_property is
    assert not req.args


def test_the_endpoint_is_flask_s_and_kept_only_once_the_request_is_routed():
    req = RoadtripRequest(_environ())
    assert req.endpoint is None and "endpoint" not in req.__dict__  # not routed yet

    class Rule:
        endpoint = "moves.Moves"

    req.url_rule = Rule()  # type: ignore[assignment]
    assert req.endpoint == "moves.Moves" == Request.endpoint.fget(req)  # type: ignore[attr-defined]
    assert req.__dict__["endpoint"] == "moves.Moves"


@pytest.mark.parametrize("path, method", [
    ("/api/v1/games", "POST"), ("/api/v1/games/nope", "GET"),
    ("/api/v1/games/nope/moves", "POST"), ("/api/v1/games/nope/legal-moves", "GET"),
    ("/api/v1/games/dmc/nope/moves", "POST"), ("/api/v1/nowhere", "GET"),
    ("/api/v1/games", "DELETE"), ("/", "GET"), ("/api/openapi.json", "GET"),
])
def test_every_hook_reads_the_endpoint_flask_would(app, path, method):
    seen: list[tuple[Any, Any]] = []

    def look() -> None:
        from flask import request

        req = request._get_current_object()  # type: ignore[attr-defined]
        seen.append((req.endpoint, Request.endpoint.fget(req)))  # type: ignore[attr-defined]

    app.before_request(look)
    app.after_request(lambda response: (look(), response)[1])
    app.teardown_request(lambda error: look())
    app.test_client().open(path, method=method,
                           json={"seat": 0} if method == "POST" else None).close()
    assert len(seen) == 3 and all(ours == flask_s for ours, flask_s in seen), seen
