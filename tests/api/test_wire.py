"""Light on the wire: compressed answers, and validators so a copy is revalidated not resent."""

from __future__ import annotations

import gzip
import json

import brotli
import pytest

from tests.api.helpers import auth, create, join_all, play_to_end

STATIC_DOCUMENTS = ("/api/v1/games/catalogue", "/api/v1/operations", "/api/openapi.json")


def fetch(client, path, **headers):
    response = client.get(path, headers=headers)
    try:
        return response.status_code, response.headers, response.get_data()
    finally:
        response.close()


@pytest.mark.parametrize("coding, decode", [("br", brotli.decompress), ("gzip", gzip.decompress)])
def test_json_is_compressed_in_the_coding_the_client_accepts(client, coding, decode):
    _, plain_headers, plain = fetch(client, "/api/v1/games/catalogue")
    assert "Content-Encoding" not in plain_headers
    status, headers, body = fetch(client, "/api/v1/games/catalogue",
                                  **{"Accept-Encoding": coding})
    assert status == 200 and headers["Content-Encoding"] == coding
    assert "Accept-Encoding" in headers["Vary"]
    assert json.loads(decode(body)) == json.loads(plain)
    assert len(body) * 4 < len(plain)


@pytest.mark.parametrize("path", STATIC_DOCUMENTS)
def test_a_document_that_changes_only_with_a_deploy_is_revalidated_with_304(client, path):
    status, headers, _ = fetch(client, path, **{"Accept-Encoding": "br"})
    assert status == 200 and headers["Cache-Control"] == "no-cache"
    status, again, body = fetch(client, path, **{"Accept-Encoding": "br",
                                                 "If-None-Match": headers["ETag"]})
    assert status == 304 and body == b""
    assert fetch(client, path, **{"If-None-Match": '"other"'})[0] == 200


@pytest.mark.parametrize("path", ("/", "/js/app.js", "/style.css"))
def test_web_files_are_compressed_and_still_revalidated(client, path):
    status, headers, body = fetch(client, path, **{"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["Content-Encoding"] == "br"
    assert int(headers["Content-Length"]) == len(body)
    assert brotli.decompress(body) == fetch(client, path)[2]
    for validator in ({"If-None-Match": headers["ETag"]},
                      {"If-Modified-Since": headers["Last-Modified"]}):
        assert fetch(client, path, **{"Accept-Encoding": "gzip, br", **validator})[0] == 304


def test_a_games_etag_stays_its_version_in_every_coding(client):
    """Clients send the ETag back in If-Match; a version is the same game in any coding."""
    game = create(client, "driving-me-crazy", 4)
    tokens = join_all(client, game["id"], 4)
    status, headers, body = fetch(client, f"/api/v1/games/{game['id']}",
                                  **{"Accept-Encoding": "gzip", **auth(tokens[0])})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    version = json.loads(gzip.decompress(body))["version"]
    assert headers["ETag"] == f'"{version}"'
    assert fetch(client, f"/api/v1/games/{game['id']}",
                 **{"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"],
                    **auth(tokens[0])})[0] == 304


def test_a_small_answer_is_sent_as_it_is(client):
    status, headers, body = fetch(client, "/healthz", **{"Accept-Encoding": "gzip, br"})
    assert status == 200 and "Content-Encoding" not in headers
    assert json.loads(body) == {"status": "ok"}


def test_the_event_stream_is_sent_as_it_is_so_each_event_arrives_at_once(client):
    """A compressor would hold events back until its buffer fills."""
    game = create(client, "driving-me-crazy", 2, options={"goal": 300})
    tokens = join_all(client, game["id"], 2)
    play_to_end(client, game["id"], tokens, seed=3)
    response = client.get(f"/api/v1/games/{game['id']}/events",
                          headers={"Accept-Encoding": "gzip, br, zstd"}, buffered=False)
    try:
        assert response.mimetype == "text/event-stream"
        assert "Content-Encoding" not in response.headers
        assert b"event: log" in b"".join(response.response)
    finally:
        response.close()


def test_a_byte_range_is_of_the_file_as_it_is_and_a_coded_answer_offers_no_ranges(client):
    _, headers, whole = fetch(client, "/style.css")
    status, ranged, part = fetch(client, "/style.css", Range="bytes=0-99",
                                 **{"Accept-Encoding": "br"})
    assert status == 206 and part == whole[:100] and "Content-Encoding" not in ranged
    _, coded, _ = fetch(client, "/style.css", **{"Accept-Encoding": "br"})
    assert "Accept-Ranges" not in coded


def test_an_answer_to_a_client_that_takes_no_coding_still_varies_on_accept_encoding(client):
    """A cache between must not hand this plain copy to a client that asked for a coding."""
    status, headers, body = fetch(client, "/api/v1/games/catalogue")
    assert status == 200 and "Content-Encoding" not in headers
    assert "Accept-Encoding" in headers["Vary"]
    assert json.loads(body)
