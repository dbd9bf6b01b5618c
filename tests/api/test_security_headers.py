"""Security headers of a real server: the page's policy on documents, ``nosniff`` on every
answer (pages, the app's files, API answers and errors)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.sansio.response import Response as SansioResponse
from werkzeug.wrappers import Response

from api.http.headers import (
    API_ANSWER,
    EVERY_ANSWER,
    SECURITY_HEADERS,
    _mimetype,
    first_value,
    lowered_names,
)
from tests.api.test_pool_parity import assert_pinned

#: answers a browser makes a page (or a worker) of
DOCUMENTS = [
    ("GET", "/"),
    ("GET", "/games/ABC123/lobby"),        # a screen's address: the same page
    ("GET", "/favicon.svg"),               # an SVG opened on its own is a page too
    ("GET", "/sw.js"),                     # the service worker runs under its own answer's policy
]
#: answers that run (if at all) under the policy of the page that loaded them
NOT_DOCUMENTS = [
    ("GET", "/js/app.js"),
    ("GET", "/style.css"),
    ("GET", "/i18n/web/nl.json"),
    ("GET", "/healthz"),
]
#: API answers: JSON, problems, the document
API_ANSWERS = [
    ("GET", "/api/v1/games/catalogue"),
    ("GET", "/api/openapi.json"),
    ("GET", "/api/v1/games/nosuchgame"),   # 404 problem
    ("POST", "/api/v1/games"),             # 400 problem (no body)
]


def assert_page_policy(head: dict[str, str]) -> None:
    """The full set a page needs: its CSP, no framing, no referrer, powerful features off."""
    csp = head["content-security-policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "frame-ancestors 'none'" in csp
    assert head["x-frame-options"] == "DENY"
    assert head["x-content-type-options"] == "nosniff"
    assert head["referrer-policy"] == "no-referrer"
    assert "screen-wake-lock=(self)" in head["permissions-policy"]
    assert "camera=()" in head["permissions-policy"]
    assert head["cross-origin-opener-policy"] == "same-origin"


@pytest.mark.parametrize("method, path", DOCUMENTS)
def test_every_document_carries_the_page_policy(real_server, method, path):
    status, head, _ = real_server.call(method, path)
    assert status == 200
    assert_page_policy(head)


@pytest.mark.parametrize("method, path", NOT_DOCUMENTS)
def test_every_other_answer_is_never_sniffed_and_carries_no_page_policy(real_server, method, path):
    """A script, a style or a JSON answer runs under its page's policy: ``nosniff`` only."""
    status, head, _ = real_server.call(method, path)
    assert status < 500
    assert head["x-content-type-options"] == "nosniff"
    for name in set(SECURITY_HEADERS) - set(EVERY_ANSWER):
        assert name.lower() not in head, name


@pytest.mark.parametrize("method, path", API_ANSWERS)
def test_an_api_answer_can_load_run_and_show_nothing_and_carries_no_page_policy(
        real_server, method, path):
    """Issue 41 (5): JSON opened in a tab or framed runs nothing, as GitHub's API answers."""
    status, head, _ = real_server.call(method, path)
    assert status < 500
    assert head["content-security-policy"] == "default-src 'none'"
    assert head["x-frame-options"] == "deny"
    assert head["x-content-type-options"] == "nosniff"
    for name in set(SECURITY_HEADERS) - set(API_ANSWER):
        assert name.lower() not in head, name


def test_the_server_header_names_no_product_version(real_server):
    _, head, _ = real_server.call("GET", "/healthz")
    assert "gunicorn" not in head.get("server", "").lower()
    assert not any(ch.isdigit() for ch in head.get("server", ""))


@pytest.mark.parametrize("path, headers", [("/", SECURITY_HEADERS), ("/js/app.js", EVERY_ANSWER)])
def test_a_not_modified_answer_keeps_the_headers(client, path, headers):
    with client.get(path) as first:
        etag = first.headers["ETag"]
    with client.get(path, headers={"If-None-Match": etag}) as again:
        assert again.status_code == 304
        for name in headers:
            assert name in again.headers


def test_the_web_app_has_no_inline_script_or_style():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "web"
    page = (root / "index.html").read_text()
    assert "<script>" not in page and "<style" not in page and " style=" not in page
    assert " on" not in page.replace(" only", "")  # no onclick= and the like


def test_a_header_the_view_set_itself_is_kept_and_the_others_added(app):
    from flask import Response

    from api.http.headers import add_security_headers

    with app.test_request_context("/"):
        own = add_security_headers(Response("x", headers={"x-frame-options": "SAMEORIGIN"}))
        plain = add_security_headers(Response("x"))
        data = add_security_headers(Response("{}", mimetype="application/json",
                                             headers={"X-Content-Type-Options": "nosniff"}))
    assert own.headers.getlist("X-Frame-Options") == ["SAMEORIGIN"]
    for name, value in SECURITY_HEADERS.items():
        assert plain.headers.getlist(name) == [value]
        if name != "X-Frame-Options":
            assert own.headers[name] == value
    assert data.headers.getlist("X-Content-Type-Options") == ["nosniff"]
    assert "Content-Security-Policy" not in data.headers


@pytest.mark.parametrize("path", ["/api/v1/games/catalogue", "/healthz"])
def test_every_answer_has_one_date_header_of_now(real_server, path):
    """RFC 9110 6.6.1: one Date, the time the answer was made (gunicorn's, a second apart)."""
    import http.client
    import time
    from email.utils import parsedate_to_datetime

    connection = http.client.HTTPConnection("127.0.0.1", real_server.port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        dates = [value for name, value in response.getheaders() if name.lower() == "date"]
    finally:
        connection.close()
    assert len(dates) == 1
    assert abs(parsedate_to_datetime(dates[0]).timestamp() - time.time()) < 5


#: werkzeug 3.1's ``Response.mimetype``, as read beside :func:`api.http.headers._mimetype`
#: (the hook reads the type off the answer's names lower-cased once); a change fails here
#: until both are read again
MIMETYPE_PAIR = (_mimetype, SansioResponse.mimetype.fget, "6e354d60d36b3a35", "696b15d2ed5d6ff9")


def test_the_hook_s_reading_of_a_type_and_werkzeug_s_change_together():
    assert_pinned(MIMETYPE_PAIR, "werkzeug")


HEADER_NAMES = st.sampled_from(["Content-Type", "content-type", "CONTENT-TYPE", "Cache-Control",
                                "cache-control", "Vary", "ETag", "X-Other"])
HEADER_VALUES = st.sampled_from(["", "application/json", "text/html; charset=utf-8",
                                 " image/svg+xml ;q=1", "TEXT/HTML", ";", "no-cache",
                                 "no-cache, private", "private, max-age=5"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(HEADER_NAMES, HEADER_VALUES), max_size=6))
def test_an_answer_s_type_and_headers_are_read_as_werkzeug_reads_them(pairs):
    response = Response(b"{}")
    response.headers._list = list(pairs)  # (as an answer may carry them: in any case)
    names = lowered_names(response.headers)
    assert _mimetype(first_value(response.headers, names, "content-type")) == response.mimetype
    for name in ("cache-control", "vary", "etag", "x-absent"):
        assert first_value(response.headers, names, name) == response.headers.get(name)
