"""The headers an answer hands the server are werkzeug's (api/http/app_class.py's
``RoadtripResponse``), whatever the answer."""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Callable
from typing import Any

import pytest
from flask import Response
from werkzeug.datastructures import Headers
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Response as WerkzeugResponse

from api.http.app_class import RoadtripResponse
from tests.api.helpers import create
from tests.api.test_pool_parity import assert_pinned

#: werkzeug's method as read beside ours (werkzeug 3.1): a change of it fails here until
#: both are read again and this digest written anew (docs/engine-shape.md, "Fast paths")
WERKZEUG_DIGEST = "c602160e42792250"


def _stream() -> Any:
    yield b"a"
    yield b"b"


#: (status, body, headers): every case werkzeug's method fixes, and
#: the answers it leaves alone
CASES: list[tuple[int, Any, list[tuple[str, str]]]] = [
    (200, b'{"a":1}', [("ETag", '"3"'), ("X-Content-Type-Options", "nosniff")]),
    (201, b"{}", [("Location", "/api/v1/games/x")]),
    (200, b"{}", [("Content-Location", "/caf\u00e9")]),
    (301, b"", [("location", "http://example.com/\u00e9")]),
    (204, b"", []),
    (304, b"", [("ETag", '"3"'), ("Content-Type", "application/json")]),
    (101, b"", []),
    (200, _stream, []),
    (200, [b"x", b"yz"], []),
    (200, b"body", [("Vary", "Accept-Encoding"), ("RateLimit-Limit", "600")]),
    (422, b'{"code":"x"}', [("Content-Language", "en")]),
]


def _answer(cls: type[Response], status: int, body: Any, headers: list[tuple[str, str]]
            ) -> Response:
    return cls(body() if callable(body) else body, status=status, headers=headers)


@pytest.mark.parametrize("case", range(len(CASES)))
@pytest.mark.parametrize("path", ["/api/v1/games/abc/moves", "/x/y/"])
def test_the_server_gets_werkzeug_s_headers(case, path):
    status, body, headers = CASES[case]
    environ = EnvironBuilder(path=path, base_url="http://h.example:8000/").get_environ()
    ours = _answer(RoadtripResponse, status, body, headers)
    theirs = _answer(Response, status, body, headers)
    assert ours.get_wsgi_headers(environ).to_wsgi_list() == \
        theirs.get_wsgi_headers(environ).to_wsgi_list()
    # the answer's own headers are left as they were (the server's copy is a copy)
    assert list(ours.headers) == list(theirs.headers)


def test_the_copy_is_not_the_answer_s_list():
    answer = RoadtripResponse(b"{}")
    sent = answer.get_wsgi_headers({})
    sent["X-Later"] = "1"
    assert "X-Later" not in answer.headers


def test_the_app_answers_with_it(app, client):
    game = create(client)
    assert app.response_class is RoadtripResponse
    with app.test_request_context(f"/api/v1/games/{game['id']}"):
        assert isinstance(app.make_response(({"a": 1}, 200)), RoadtripResponse)
    answer = client.get(f"/api/v1/games/{game['id']}")
    assert answer.status_code == 200 and answer.headers["Content-Length"]


def _digest(function: Callable[..., Any]) -> str:
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


def test_werkzeug_s_method_is_the_one_read():
    assert _digest(WerkzeugResponse.get_wsgi_headers) == WERKZEUG_DIGEST, (
        "werkzeug's Response.get_wsgi_headers changed: read it beside"
        " RoadtripResponse.get_wsgi_headers, keep them answering alike, then write its"
        " digest here again")


#: (the answer's headers, what is set): names it lacks, has (in another case), has twice,
#: set twice in one update (names differing in case), a list value
UPDATES: list[tuple[list[tuple[str, str]], dict[str, Any]]] = [
    ([("Content-Type", "application/json"), ("Content-Length", "2")],
     {"ETag": '"3"', "Vary": "Authorization", "Cache-Control": "no-store"}),
    ([("etag", '"1"'), ("Vary", "Origin")], {"ETag": '"2"', "X-New": "1"}),
    ([("Vary", "a"), ("X", "1"), ("vary", "b")], {"VARY": "c"}),
    ([], {"ETag": '"1"', "etag": '"2"'}),
    ([("X", "1")], {"Link": ["<a>", "<b>"], "Y": "2"}),
]


@pytest.mark.parametrize("case", range(len(UPDATES)))
def test_update_sets_the_headers_werkzeug_s_update_sets(case):
    from api.http.headers import update

    before, items = UPDATES[case]
    ours, theirs = Headers(before), Headers(before)
    update(ours, items)
    theirs.update(items)
    assert ours.to_wsgi_list() == theirs.to_wsgi_list()


@pytest.mark.parametrize("before", [[], [("ETag", '"1"')]])
def test_update_and_vary_refuse_a_line_break_as_werkzeug_does(before):
    from api.http.headers import add_vary, update

    with pytest.raises(ValueError, match="newline"):
        update(Headers(before), {"ETag": '"1"\r\nX-Injected: 1'})
    with pytest.raises(ValueError, match="newline"):
        add_vary(Response("{}"), "Origin\nX-Injected: 1")


@pytest.mark.parametrize("before", [
    [], [("Vary", "Authorization")], [("vary", "Origin"), ("X", "1"), ("Vary", "Cookie")],
    [("Vary", "Origin, authorization")], [("Vary", "")]])
@pytest.mark.parametrize("name", ["Authorization", "Accept-Encoding"])
def test_add_vary_names_what_werkzeug_s_vary_names(before, name):
    from api.http.headers import add_vary

    ours, theirs = Response("{}", headers=before), Response("{}", headers=before)
    add_vary(ours, name)
    theirs.vary.add(name)
    assert [(key.lower(), {v.strip().lower() for v in value.split(",") if v.strip()})
            for key, value in ours.headers if key.lower() == "vary"] == \
        [(key.lower(), {v.strip().lower() for v in value.split(",") if v.strip()})
         for key, value in theirs.headers if key.lower() == "vary"]
    with pytest.raises(ValueError, match="newline"):
        add_vary(ours, "X-Other\r\nX-Injected: 1")


#: (ours, the werkzeug method it stands for, ours' digest, theirs': werkzeug 3.1): what a
#: closed body runs (Response.close) and what it is encoded by, read beside ours too
BODY_PAIRS = [
    (RoadtripResponse.get_app_iter, WerkzeugResponse.get_app_iter, "eb7a7a7a927b4500",
     "e5cf208df0ccb585"),
    (RoadtripResponse.get_app_iter, WerkzeugResponse.close, "eb7a7a7a927b4500",
     "7e7028b507ccdd28"),
    (RoadtripResponse.get_app_iter, WerkzeugResponse.iter_encoded, "eb7a7a7a927b4500",
     "8b50df3d7759e31d"),
]


@pytest.mark.parametrize("pair", BODY_PAIRS, ids=lambda pair: pair[1].__qualname__)
def test_the_body_handed_over_and_werkzeug_s_change_together(pair):
    assert_pinned(pair, "werkzeug")


def _sent(answer: WerkzeugResponse, method: str) -> tuple[bytes, list[str], bool]:
    """What the server sends of ``answer`` and what closing the body ran."""
    ran: list[str] = []
    answer.call_on_close(lambda: ran.append("closed")) if method.endswith("+close") else None
    environ = EnvironBuilder(method=method.split("+")[0]).get_environ()
    body = answer.get_app_iter(environ)
    data = b"".join(body)
    close = getattr(body, "close", None)
    if close is not None:
        close()
    return data, ran, isinstance(body, tuple)


@pytest.mark.parametrize("method", ["GET", "HEAD", "POST+close"])
@pytest.mark.parametrize(("status", "body", "headers"), CASES + [
    (200, [b"a", b"b"], []), (200, "text", []), (201, b"", []), (599, b"x", [])])
def test_the_body_handed_over_is_werkzeug_s(status, body, headers, method):
    def made(cls: type[WerkzeugResponse]) -> WerkzeugResponse:
        answer = cls(body() if callable(body) else body, status, headers=headers,
                     mimetype="application/json")
        if isinstance(body, bytes):
            answer = cls(body, status, mimetype="application/json")
        return answer

    ours, theirs = _sent(made(RoadtripResponse), method), _sent(made(WerkzeugResponse), method)
    assert ours[:2] == theirs[:2]
    # the plain answer of one bytes body, nothing to run at its close, is handed over as is
    assert ours[2] == (isinstance(body, (bytes, str)) and method == "GET"
                       and status >= 200 and status not in (204, 304))


def test_a_passthrough_body_is_werkzeug_s():
    body = iter([b"x"])
    answer = RoadtripResponse(body, direct_passthrough=True)
    assert answer.get_app_iter(EnvironBuilder().get_environ()) is body


def test_a_move_s_answer_is_handed_over_as_it_is(app, client):
    game = create(client)
    with app.test_request_context(f"/api/v1/games/{game['id']}"):
        answer = app.make_response(({"a": 1}, 200))
        assert answer.get_app_iter({"REQUEST_METHOD": "POST"}) == (b'{"a":1}\n',)
