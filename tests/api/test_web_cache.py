"""The static web app is cached only with revalidation, so a deploy never mixes versions."""

from __future__ import annotations

import pytest

WEB_FILES = ("/", "/index.html", "/js/app.js", "/js/dmc.js", "/style.css", "/favicon.svg")


def fetch(client, path, **headers):
    """GET ``path``; return status, headers and body, with the file closed."""
    response = client.get(path, headers=headers)
    try:
        return response.status_code, response.headers, response.get_data(as_text=True)
    finally:
        response.close()


@pytest.mark.parametrize("path", WEB_FILES)
def test_web_files_are_revalidated_not_kept_for_a_while(client, path):
    status, headers, _ = fetch(client, path)
    assert status == 200
    assert headers["Cache-Control"] == "no-cache"
    assert "Expires" not in headers
    etag, modified = headers["ETag"], headers["Last-Modified"]

    status, headers, _ = fetch(client, path, **{"If-None-Match": etag})
    assert status == 304
    assert headers["Cache-Control"] == "no-cache"
    assert fetch(client, path, **{"If-Modified-Since": modified})[0] == 304
    assert fetch(client, path, **{"If-None-Match": '"stale"'})[0] == 200


def test_a_changed_file_gets_a_new_etag(tmp_path, redis_url):
    from api import create_app

    (tmp_path / "index.html").write_text("<p>old</p>")
    (tmp_path / "app.js").write_text("export const v = 1;")
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "WEB_DIR": str(tmp_path)})
    client = app.test_client()
    _, old, _ = fetch(client, "/app.js")
    (tmp_path / "app.js").write_text("export const v = 22;")
    status, new, body = fetch(client, "/app.js", **{"If-None-Match": old["ETag"]})
    assert status == 200
    assert body == "export const v = 22;"
    assert new["ETag"] != old["ETag"]
    store = app.extensions["roadtrip"].store
    store.client.close()
    store.blocking.close()


@pytest.mark.parametrize("path", ["/games/abc123", "/games/abc123/lobby", "/games/abc123/table",
                                  "/games/abc123/end", "/new", "/join/ABCD", "/join"])
def test_a_screen_address_reloads_into_the_app(client, path):
    status, headers, body = fetch(client, path)
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    assert '<main id="app"' in body


@pytest.mark.parametrize("path", ["/games/abc123/nothing", "/games", "/nosuchfile.js",
                                  "/api/v1/nothing"])
def test_other_unknown_paths_stay_404(client, path):
    assert fetch(client, path)[0] == 404
