"""The hot paths read a request header as werkzeug's ``request.headers.get`` does
(api/http/resources/common.py's ``request_header``)."""

from __future__ import annotations

import pytest
from flask import Flask, request
from werkzeug.datastructures import EnvironHeaders

from api.http.resources.common import (
    AUTHORIZATION,
    IDEMPOTENCY,
    IF_MATCH,
    IF_NONE_MATCH,
    request_header,
    wsgi_name,
)

READ = {"Authorization": AUTHORIZATION, "Idempotency-Key": IDEMPOTENCY,
        "If-Match": IF_MATCH, "If-None-Match": IF_NONE_MATCH}


@pytest.mark.parametrize("name", sorted(READ))
def test_a_header_is_read_where_werkzeug_reads_it(name):
    assert READ[name] == wsgi_name(name)
    assert EnvironHeaders({wsgi_name(name): "v"}).get(name) == "v"
    assert EnvironHeaders({wsgi_name(name): "v"}).get(name.lower()) == "v"


@pytest.mark.parametrize("sent", [
    {},
    {"Authorization": "Bearer abc", "If-Match": '"3", W/"4"'},
    {"authorization": "bearer  x ", "idempotency-key": "k" * 200, "IF-NONE-MATCH": "*"},
    {"If-Match": "", "Idempotency-Key": " spaced "},
])
def test_request_header_answers_what_request_headers_get_does(sent):
    app = Flask(__name__)
    with app.test_request_context("/api/v1/games/x", headers=sent):
        for name, wsgi in READ.items():
            assert request_header(wsgi) == request.headers.get(name)


@pytest.mark.parametrize(("query", "seat"), [
    ("", None), ("as=2", 2), ("include=view", None), ("x=1&as=0", 0)])
def test_acting_reads_as_from_the_query_and_nothing_from_none(query, seat):
    from api.http.resources.common import acting

    app = Flask(__name__)
    with app.test_request_context(f"/api/v1/games/x?{query}" if query else "/api/v1/games/x"):
        assert acting() == seat
        if not query:  # what werkzeug's args would have held: nothing
            assert not request.args


@pytest.mark.parametrize("query", ["as=x", "as=", "as=123"])
def test_acting_still_refuses_an_as_that_names_no_seat(query):
    from api.http.resources.common import acting
    from api.problems import ApiError

    app = Flask(__name__)
    with app.test_request_context(f"/api/v1/games/x?{query}"), \
            pytest.raises(ApiError) as raised:
        acting()
    assert raised.value.code == "invalid_seat"
