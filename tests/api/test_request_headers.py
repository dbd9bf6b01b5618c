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
