"""The lobby's QR code carries the address other phones can reach (issue 22, item 9): a
server listening on every interface (0.0.0.0) opened as localhost puts its Wi-Fi address in
the QR code, the same address as the lobby's Copy link, never 127.0.0.1 or localhost."""

from __future__ import annotations

import io
from urllib.parse import urlsplit

import pytest
import segno

from api.http import lan
from tests.web.helpers import create_game, shot

pytestmark = pytest.mark.browser

WIFI = "192.168.1.23"


def qr_svg(url: str) -> bytes:
    """segno's SVG of ``url`` with the settings of ``getJoinQr``: equal bytes, equal code."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, title="Join the game")
    return out.getvalue()


def test_the_lobby_qr_code_is_the_wifi_address_as_copy_link_is(phone, base_url, monkeypatch):
    port = urlsplit(base_url).port
    # served on every interface (as `roadtrip serve --host 0.0.0.0` says), with one Wi-Fi address
    monkeypatch.setenv(lan.BIND_ENV, f"0.0.0.0:{port}")
    monkeypatch.setattr(lan, "lan_addresses", lambda: [WIFI])
    ann = phone(f"http://localhost:{port}/")
    code = create_game(ann, "driving-me-crazy", "Ann", players=3, mode="referee")
    ann.wait_for_selector("#loopback-warning")  # localhost: the lobby warns, as before
    ann.wait_for_function("() => document.querySelector('.qr img').naturalWidth > 0")
    src = ann.get_attribute(".qr img", "src")
    svg = ann.evaluate("src => fetch(src).then(r => r.text())", src).encode()
    wifi_link = f"http://{WIFI}:{port}/?join={code}"
    assert svg == qr_svg(wifi_link)
    assert svg != qr_svg(f"http://localhost:{port}/?join={code}")
    # Copy link gives the same address (the app's own join path at that base)
    # (what the app hands the clipboard, read as it is written: headless has no clipboard)
    ann.evaluate("navigator.clipboard.writeText = (text) => { window.copied = text;"
                 " return Promise.resolve(); }")
    ann.get_by_role("button", name="Copy link").click()
    ann.wait_for_function("() => window.copied")
    copied = ann.evaluate("window.copied")
    assert urlsplit(copied).netloc == urlsplit(wifi_link).netloc == f"{WIFI}:{port}"
    assert copied.endswith(code)


def test_the_lobby_at_localhost_says_the_qr_code_holds_the_wifi_address(phone, base_url,
                                                                         monkeypatch):
    """Issue 38, item 5: the words are true. With a Wi-Fi address known, the QR code and
    Copy link carry it: the lobby says so (not "they point at localhost"), in light and
    dark; without one, it still warns that the link is this computer's only."""
    port = urlsplit(base_url).port
    monkeypatch.setenv(lan.BIND_ENV, f"0.0.0.0:{port}")
    monkeypatch.setattr(lan, "lan_addresses", lambda: [WIFI])
    for dark in (False, True):
        ann = phone(f"http://localhost:{port}/", width=360, height=640, dark=dark)
        create_game(ann, "driving-me-crazy", "Ann", players=3, mode="referee")
        note = ann.locator("#loopback-warning")
        note.wait_for()
        words = note.inner_text()
        assert f"{WIFI}:{port}" in words
        assert "QR code and Copy link use this computer's Wi-Fi address" in words
        assert "point at" not in words and "cannot open" not in words
        assert note.get_attribute("role") == "note"  # nothing is wrong: no alert
        assert ann.evaluate("document.documentElement.scrollWidth") <= 360
        shot(ann, f"38-05-lobby-localhost-with-wifi{'-dark' if dark else ''}")
    # no Wi-Fi address: the join link is this computer's only, and the lobby warns
    monkeypatch.setattr(lan, "lan_addresses", lambda: [])
    bob = phone(f"http://localhost:{port}/")
    create_game(bob, "drive", "Bob", players=2)
    warning = bob.locator("#loopback-warning")
    warning.wait_for()
    assert warning.get_attribute("role") == "alert"
    assert urlsplit(bob.url).netloc in warning.inner_text()  # this page's own address
