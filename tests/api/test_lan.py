"""Phones at the table must reach the server: the README's command, ``roadtrip serve``'s
banner and ``getServer`` (join base URL, loopback warning, LAN addresses)."""

from __future__ import annotations

import contextlib
import io
import ipaddress
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import psutil
import pytest
import segno

from api import create_app
from api.http import lan
from api.run.redis_process import free_port
from tests.api.helpers import create

ROOT = Path(__file__).resolve().parents[2]


def interface_ipv4() -> set[str]:
    return {a.address for addresses in psutil.net_if_addrs().values() for a in addresses
            if a.family == socket.AF_INET}


def test_the_readmes_run_command_installs_into_a_venv_and_listens_for_phones():
    """PEP 668: Debian's and Ubuntu's system Python refuse ``pip install``; the first
    command of the README creates a venv and runs pip and roadtrip from it.  (Running it
    here would download every dependency, so the text is checked.)"""
    block = (ROOT / "README.md").read_text().split("```sh\n", 1)[1]
    command = block.splitlines()[0].split("   #", 1)[0].strip()
    steps = [step.strip() for step in command.split("&&")]
    assert steps == ["python3 -m venv .venv", ".venv/bin/pip install -e .",
                     ".venv/bin/roadtrip serve --host 0.0.0.0"]


@pytest.mark.parametrize("host, loopback", [
    ("http://localhost:8000/", True), ("http://127.0.0.1:8000/", True),
    ("http://127.0.1.1/", True), ("http://[::1]:8000/", True), ("http://app.localhost/", True),
    ("http://192.168.1.23:8000/", False), ("https://roadtrip.test", False), ("10.0.0.2", False),
])
def test_a_join_link_on_localhost_is_this_computer_only(host, loopback):
    assert lan.is_loopback(host) is loopback


def test_the_lan_addresses_are_this_machines_reachable_ipv4_addresses():
    for address in lan.lan_addresses():
        ip = ipaddress.ip_address(address)
        assert address in interface_ipv4() and not ip.is_loopback and not ip.is_link_local


def test_get_server_warns_that_a_localhost_join_base_is_this_computer_only(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    body = app.test_client().get("/api/v1/server",
                                 base_url="http://127.0.0.1:8000").get_json()
    assert body["join_base_url"] == "http://127.0.0.1:8000/" and body["loopback"] is True
    assert body["lan_urls"] == [f"http://{a}:8000/" for a in lan.lan_addresses()]


def test_get_server_gives_the_base_of_the_join_links_it_makes(client):
    base = client.get("/api/v1/server").get_json()["join_base_url"]
    assert create(client, "drive", 2)["join_url"].startswith(base.rstrip("/") + "/?join=")
    assert client.get("/api/v1/server").get_json()["loopback"] is False


def test_a_server_listening_on_localhost_only_offers_no_lan_url(redis_url, monkeypatch):
    monkeypatch.setenv(lan.BIND_ENV, "127.0.0.1:8000")
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    body = app.test_client().get("/api/v1/server", base_url="http://localhost:8000").get_json()
    assert body == {"join_base_url": "http://localhost:8000/", "loopback": True,
                    "lan_urls": []}
    assert "--host 0.0.0.0" in lan.serve_banner("127.0.0.1", 8000)


def test_roadtrip_serve_prints_the_url_phones_open_and_answers_there(redis_url):
    port = free_port()
    env = dict(os.environ, REDIS_URL=redis_url)
    proc = subprocess.Popen([sys.executable, "-m", "api.run.cli", "serve", "--host", "0.0.0.0",
                             "--port", str(port)], env=env, cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert proc.stdout is not None
        banner = [proc.stdout.readline() for _ in range(1 + len(lan.lan_addresses()))]
        urls = re.findall(r"http://\S+", "".join(banner))
        if not lan.lan_addresses():  # no network here: the banner says what to do
            assert "no network address" in banner[0]
            return
        assert urls == [f"http://{a}:{port}/" for a in lan.lan_addresses()]
        body = wait_for_json(f"{urls[0]}api/v1/server")  # over the LAN address itself
        assert body["loopback"] is False and urls[0] in body["lan_urls"]
        assert urlsplit(body["join_base_url"]).hostname == urlsplit(urls[0]).hostname
    finally:
        children = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
        gone, alive = psutil.wait_procs(children, timeout=15)
        for child in alive:
            child.kill()
        assert not alive, "a gunicorn worker outlived roadtrip serve"


def wait_for_json(url: str) -> dict:
    deadline = time.monotonic() + 60
    while True:
        # not up yet: refused, or accepted by the socket before a worker has booted
        with contextlib.suppress(urllib.error.URLError, ConnectionError, TimeoutError):
            with urllib.request.urlopen(url, timeout=10) as response:
                return dict(json.loads(response.read()))
        assert time.monotonic() < deadline, f"{url} never answered"
        time.sleep(0.2)


def qr_svg(url: str) -> bytes:
    """The SVG QR code segno makes of ``url`` with the settings of ``getJoinQr``."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, title="Join the game")
    return out.getvalue()


def test_the_qr_code_of_a_server_on_every_interface_opened_as_localhost_is_its_lan_url(
        redis_url, monkeypatch):
    """Issue 22: the QR code carried 127.0.0.1 while the warning and Copy link used the
    Wi-Fi address; phones scan it, so it holds the first LAN URL, as Copy link does."""
    monkeypatch.setenv(lan.BIND_ENV, "0.0.0.0:8000")
    monkeypatch.setattr(lan, "lan_addresses", lambda: ["192.168.1.23", "10.0.0.5"])
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    client = app.test_client()
    for opened in ("http://localhost:8000", "http://127.0.0.1:8000"):
        created = client.post("/api/v1/games", base_url=opened, json={
            "game": "driving-me-crazy", "players": 2}).get_json()
        assert lan.is_loopback(created["join_url"])
        server = client.get("/api/v1/server", base_url=opened).get_json()
        assert server["lan_urls"][0] == "http://192.168.1.23:8000/"
        svg = client.get(f"/api/v1/games/{created['id']}/join.svg", base_url=opened).get_data()
        assert svg == qr_svg(f"http://192.168.1.23:8000/?join={created['join_code']}")
        assert svg != qr_svg(created["join_url"])


def test_the_qr_code_keeps_a_loopback_url_when_the_server_knows_no_lan_address(
        redis_url, monkeypatch):
    """Listening on this computer only, no LAN URL exists: the QR code holds the join URL
    (and the lobby warns that phones cannot open it)."""
    monkeypatch.setenv(lan.BIND_ENV, "127.0.0.1:8000")
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    client = app.test_client()
    created = client.post("/api/v1/games", base_url="http://localhost:8000", json={
        "game": "driving-me-crazy", "players": 2}).get_json()
    svg = client.get(f"/api/v1/games/{created['id']}/join.svg",
                     base_url="http://localhost:8000").get_data()
    assert svg == qr_svg(created["join_url"])


def test_the_qr_code_of_a_lan_or_public_address_is_the_join_url(redis_url, monkeypatch):
    """Opened at its LAN address (or with PUBLIC_URL), the join URL already reaches phones."""
    monkeypatch.setenv(lan.BIND_ENV, "0.0.0.0:8000")
    monkeypatch.setattr(lan, "lan_addresses", lambda: ["192.168.1.23"])
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    client = app.test_client()
    created = client.post("/api/v1/games", base_url="http://192.168.1.23:8000", json={
        "game": "driving-me-crazy", "players": 2}).get_json()
    assert created["join_url"].startswith("http://192.168.1.23:8000/")
    svg = client.get(f"/api/v1/games/{created['id']}/join.svg",
                     base_url="http://192.168.1.23:8000").get_data()
    assert svg == qr_svg(created["join_url"])


def _server_as(client, address: str, **headers: str) -> list[str]:
    return client.get("/api/v1/server", environ_base={"REMOTE_ADDR": address},
                      headers=headers).get_json()["lan_urls"]


def test_a_hosted_server_shows_its_lan_addresses_only_to_its_own_computer(
        redis_url, monkeypatch):
    """Issue 24, item 8: with PUBLIC_URL set (a server run for others) getServer showed
    the host's LAN addresses to anyone; now only to a browser on the host itself."""
    monkeypatch.setenv(lan.BIND_ENV, "0.0.0.0:8000")
    monkeypatch.setattr(lan, "lan_addresses", lambda: ["192.168.1.23"])
    app = create_app({"TESTING": True, "REDIS_URL": redis_url,
                      "PUBLIC_URL": "https://roadtrip.example"})
    client = app.test_client()
    assert _server_as(client, "127.0.0.1") == ["http://192.168.1.23:8000/"]
    assert _server_as(client, "203.0.113.9") == []
    assert _server_as(client, "192.168.1.40") == []  # hosted: even a private address
    # through a proxy on the same computer: the caller is whoever the proxy forwards
    assert _server_as(client, "127.0.0.1", **{"X-Forwarded-For": "203.0.113.9"}) == []


def test_a_table_server_shows_its_lan_addresses_to_its_network_only(redis_url, monkeypatch):
    monkeypatch.setenv(lan.BIND_ENV, "0.0.0.0:8000")
    monkeypatch.setattr(lan, "lan_addresses", lambda: ["192.168.1.23"])
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    client = app.test_client()
    for local in ("127.0.0.1", "192.168.1.40", "10.1.2.3", "fd00::5"):
        assert _server_as(client, local) == ["http://192.168.1.23:8000/"], local
    assert _server_as(client, "93.184.216.34") == []
