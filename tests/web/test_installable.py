"""Phones that stay useful: an installable app whose shell opens offline, a screen kept on
during a game, a buzz when this phone must decide (real Chromium, real server)."""

from __future__ import annotations

import struct
import time
from pathlib import Path

import pytest

from api import i18n
from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
from tests.web.helpers import create_game

pytestmark = pytest.mark.browser

WEB = Path(__file__).resolve().parents[2] / "web"
#: ms a busy machine may take to install and activate the service worker
WORKER_TIMEOUT = 30_000


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


SHELL_MISSING = """async () => {
  const names = performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)
    .filter((p) => p.startsWith('/js/') || p.startsWith('/i18n/') || p === '/style.css'
      || p === '/api/v1/operations');
  const cache = await caches.open('roadtrip-shell-v1');
  const wanted = ['/', '/api/v1/operations', ...names];
  const kept = await Promise.all(wanted.map((p) => cache.match(p)));
  return wanted.filter((p, i) => !kept[i]);
}"""


def eventually(page, script: str, want: object, timeout: float = 15) -> None:
    """Poll ``script`` (a JS function, maybe async) in the page until it returns ``want``."""
    deadline = time.monotonic() + timeout
    while (got := page.evaluate(script)) != want:
        assert time.monotonic() < deadline, f"{script} stayed {got!r}, not {want!r}"
        page.wait_for_timeout(100)


def until_controlled(page) -> None:
    """Wait until the service worker is active and controls the page: a page opened while
    it was installing may stay outside it until the next load, as in any browser."""
    eventually(page, """async () => {
      const worker = (await navigator.serviceWorker.getRegistration())?.active;
      return Boolean(worker && worker.state === 'activated');
    }""", True, timeout=WORKER_TIMEOUT / 1000)
    if page.evaluate("() => navigator.serviceWorker.controller === null"):
        page.reload()
    page.wait_for_function("() => navigator.serviceWorker.controller !== null",
                           timeout=WORKER_TIMEOUT)


def until_the_shell_is_kept(page) -> None:
    """Wait until the service worker controls the page and holds every file it loaded."""
    until_controlled(page)
    deadline = time.monotonic() + 15
    while missing := page.evaluate(SHELL_MISSING):
        assert time.monotonic() < deadline, f"the service worker never kept {missing}"
        page.wait_for_timeout(100)


def test_chromium_finds_the_app_installable(browser, base_url, tmp_path):
    """Chromium's own installability check (a profile on disk: it never installs from an
    incognito context, which is what a plain test context is)."""
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS,
        viewport=PHONE, is_mobile=True, has_touch=True, base_url=base_url)
    try:
        page = context.new_page()
        page.goto("/")
        page.wait_for_selector("a[href='/new']")
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"].endswith("/manifest.webmanifest") and not manifest["errors"]
        until_controlled(page)
        deadline = time.monotonic() + 15
        while errors := cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]:
            assert time.monotonic() < deadline, errors  # the icons may still be on their way
            page.wait_for_timeout(200)
    finally:
        context.close()


def test_every_icon_of_the_manifest_is_served_at_its_size(phone):
    page = phone("/")
    manifest = page.evaluate("() => fetch('/manifest.webmanifest').then((r) => r.json())")
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    purposes = set()
    for icon in manifest["icons"]:
        response = page.request.get(icon["src"])
        assert response.ok and response.headers["content-type"].startswith(icon["type"])
        if icon["type"] == "image/png":
            width, height = png_size(response.body())
            assert f"{width}x{height}" == icon["sizes"]
        purposes.add(icon["purpose"])
    assert purposes == {"any", "maskable"}


def test_the_shell_opens_with_no_network_and_a_game_says_it_is_reconnecting(phone):
    page = phone("/")
    create_game(page, "driving-me-crazy", "Ann", bots=(1,), seed=3)
    game_url = page.url
    until_the_shell_is_kept(page)
    # online, the worker hands over the page's files; a game's data never passes through it
    answers = []
    page.on("response", lambda r: answers.append((r.url, r.from_service_worker)))
    page.reload()
    page.wait_for_selector("#status")
    assert any(url.endswith("/js/app.js") and worker for url, worker in answers)
    game_data = [worker for url, worker in answers if "/api/v1/games/" in url]
    assert game_data and not any(game_data)
    page.context.set_offline(True)
    try:
        page.goto("/")
        page.get_by_role("link", name="New game").wait_for()
        page.goto(game_url)
        page.wait_for_selector("#conn:not([hidden])")
        assert "retrying" in page.inner_text("#conn").lower()
    finally:
        page.context.set_offline(False)
    page.wait_for_selector("#status")
    assert not page.js_errors


def test_the_screen_stays_on_while_a_game_is_on_and_sleeps_again_after(phone):
    page = phone("/")
    awake = "() => import('/js/device.js').then((d) => d.isAwake())"
    assert page.evaluate(awake) is False
    create_game(page, "drive", "Ann", bots=(1,), seed=5)
    eventually(page, awake, True)
    page.get_by_role("link", name="Roadtrip home").click()
    eventually(page, awake, False)


def test_a_phone_buzzes_once_when_its_decision_comes(phone):
    page = phone("/")
    page.get_by_role("link", name="New game").click()  # a first tap: vibration is allowed
    calls = page.evaluate("""async () => {
      const device = await import('/js/device.js');
      const seen = [];
      const vibrate = navigator.vibrate.bind(navigator);
      navigator.vibrate = (pattern) => { seen.push(pattern); return vibrate(pattern); };
      const alerted = [true, true, false, true].map((mine) => device.decisionNow(mine));
      return { alerted, seen };
    }""")
    assert calls["alerted"] == [True, False, False, True]
    assert calls["seen"] == [[120, 60, 120], [120, 60, 120]]


#: what the lobby says once the phone answered the offer: granted, or not (headless Chromium
#: answers the request itself, a second or two later: the lobby may be drawn again meanwhile)
NOTIFY_ANSWERS = [i18n.text(f"web.notify.{answer}", "en") for answer in ("granted", "denied")]


def what_the_phone_will_do(page) -> str:
    """Wait until the lobby says what the phone will do (not the offer's button); return it.

    The lobby may be drawn again at any moment (its live view comes in): poll the text."""
    page.wait_for_function("""() => {
      const box = document.getElementById('notify-offer');
      return Boolean(box && !box.querySelector('#notify') && box.innerText.trim());
    }""")
    return str(page.inner_text("#notify-offer")).strip()


def test_the_lobby_offers_notifications_and_says_what_the_phone_will_do(phone):
    page = phone("/")
    create_game(page, "driving-me-crazy", "Ann", players=3, bots=(1,))
    page.locator("#notify").click()
    assert what_the_phone_will_do(page) in NOTIFY_ANSWERS


def test_the_lobby_still_says_what_the_phone_will_do_after_another_phone_joins(phone):
    """A player who just answered the offer still reads what the phone will do when the
    lobby is drawn again (a phone joins): the answer is no longer "default", yet it stays."""
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", players=3)
    ann.locator("#notify").click()
    said = what_the_phone_will_do(ann)
    assert said in NOTIFY_ANSWERS
    bob = phone(f"/?join={code}")
    bob.wait_for_selector("#name")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.locator("#seats li", has_text="Bob").wait_for()  # Ann's lobby was drawn again
    assert ann.locator("#notify").count() == 0  # not asked twice
    assert ann.inner_text("#notify-offer").strip() == said
    assert not ann.js_errors and not bob.js_errors


def test_a_phone_that_already_allows_notifications_is_not_asked_again(phone):
    page = phone("/")
    page.context.grant_permissions(["notifications"])
    create_game(page, "driving-me-crazy", "Ann", players=3, bots=(1,))
    page.wait_for_selector("#seats")
    assert page.locator("#notify").count() == 0


def test_a_language_chosen_after_the_shell_was_kept_opens_offline_too(phone):
    page = phone("/")
    until_the_shell_is_kept(page)
    page.select_option("#lang", "de")
    page.get_by_role("link", name="Neues Spiel").wait_for()
    deadline = time.monotonic() + 15
    while not page.evaluate("""async () => {
      const cache = await caches.open("roadtrip-shell-v1");
      // the app's German words and glossary: one answer (api/http/web.py)
      return Boolean(await cache.match("/i18n/web/de.json"));
    }"""):
        assert time.monotonic() < deadline, "the worker never kept the German words"
        page.wait_for_timeout(100)
    page.context.set_offline(True)
    try:
        page.reload()
        page.get_by_role("link", name="Neues Spiel").wait_for()
        assert page.evaluate("document.documentElement.lang") == "de"
    finally:
        page.context.set_offline(False)
    assert not page.js_errors
