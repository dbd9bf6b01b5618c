"""Join links you can trust (issue 12, point 6): PUBLIC_URL, else a trusted proxy's host,
else the request's own host; the QR code is never shared between hosts by a cache."""

from __future__ import annotations

import pytest

from api import create_app

DMC = "driving-me-crazy"


def test_without_public_url_the_link_names_the_host_asked_and_the_qr_varies_on_it(real_server):
    for host in ("table.example:8000", "192.168.1.20:8000"):
        status, _, created = real_server.json(
            "POST", "/api/v1/games", {"game": DMC, "players": 2},
            {"Host": host, "X-Forwarded-Host": "evil.example"})
        assert status == 201
        # no TRUSTED_PROXIES: the forwarded host is not believed
        assert created["join_url"] == f"http://{host}/?join={created['join_code']}"
    status, head, svg = real_server.call("GET", f"/api/v1/games/{created['id']}/join.svg",
                                         headers={"Host": "table.example:8000"})
    assert status == 200 and b"<svg" in svg[:400]
    assert "Host" in head["vary"]
    assert "private" in head["cache-control"] and "public" not in head["cache-control"]


@pytest.mark.parametrize("host", ["evil.example/<script>", "a b", "x@evil.example"])
def test_a_host_that_is_not_a_host_name_is_refused(real_server, host):
    status, head, body = real_server.call("POST", "/api/v1/games",
                                          {"game": DMC, "players": 2}, {"Host": host})
    assert 400 <= status < 500
    assert head["content-type"].startswith("application/problem+json")


def test_behind_a_trusted_proxy_the_forwarded_host_and_scheme_make_the_link(redis_url):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url,
                         "TRUSTED_PROXIES": 1}).test_client()
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2}, headers={
        "X-Forwarded-Host": "roadtrip.example.org", "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "203.0.113.5"}).get_json()
    assert created["join_url"] == f"https://roadtrip.example.org/?join={created['join_code']}"


def test_public_url_wins_over_every_header(redis_url):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, "TRUSTED_PROXIES": 1,
                         "PUBLIC_URL": "https://play.example.org/"}).test_client()
    created = client.post("/api/v1/games", json={"game": DMC, "players": 2}, headers={
        "Host": "evil.example", "X-Forwarded-Host": "evil.example"}).get_json()
    assert created["join_url"] == f"https://play.example.org/?join={created['join_code']}"
    base = client.get("/api/v1/server", headers={"Host": "evil.example"}).get_json()
    assert base["join_base_url"] == "https://play.example.org/"
