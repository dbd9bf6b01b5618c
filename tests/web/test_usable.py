"""Usable and resilient: 320 px without horizontal overflow, every control named,
dark mode, a phone that reloads returns to its seat, a lost connection is shown."""

from __future__ import annotations

import re
import time

import pytest

from tests.web.helpers import create_game, game_id_of, past_the_edge, shot

pytestmark = pytest.mark.browser

# Every button, link and form control, with the accessible name a screen reader
# would announce (aria-label, aria-labelledby, <label for>, wrapping label, text).
UNNAMED_JS = """() => {
  const named = (el) => {
    if (el.getAttribute('aria-label')?.trim()) return true;
    const by = el.getAttribute('aria-labelledby');
    const text = (id) => document.getElementById(id)?.textContent.trim();
    if (by && by.split(' ').some(text)) return true;
    if (el.labels && [...el.labels].some((l) => l.textContent.trim())) return true;
    if (el.tagName === 'IMG') return Boolean(el.alt?.trim());
    return Boolean(el.textContent.trim() || el.getAttribute('title'));
  };
  const sel = 'button, a[href], input, select, textarea, [role=button], img';
  return [...document.querySelectorAll(sel)]
    .filter((el) => el.type !== 'hidden' && !named(el))
    .map((el) => el.outerHTML.slice(0, 120));
}"""

SMALL_TARGETS_JS = """() => [...document.querySelectorAll(
    'button, a.button, select, input[type=text], input[type=number]')]
  .filter((el) => el.offsetParent !== null)
  .map((el) => [el.getBoundingClientRect(), el])
  .filter(([r]) => r.height < 44 || r.width < 44)
  .map(([r, el]) => `${el.outerHTML.slice(0, 80)} ${r.width}x${r.height}`)"""


def check_screen(page, name: str) -> None:
    """No horizontal overflow, every control named, touch targets of 44 px."""
    page.wait_for_timeout(200)
    assert past_the_edge(page) == [], f"{name}: past the right edge of the phone's screen"
    assert page.evaluate(UNNAMED_JS) == [], f"{name}: controls without an accessible name"
    assert page.evaluate(SMALL_TARGETS_JS) == [], f"{name}: touch targets under 44 px"


def test_every_screen_fits_320px_and_names_every_control(phone):
    ann = phone("/", width=320, height=640)
    check_screen(ann, "home")
    ann.get_by_role("link", name="New game").click()
    ann.wait_for_selector("form")
    check_screen(ann, "new game")
    code = create_game(ann, "driving-me-crazy", "Ann", players=2, seed=3)
    check_screen(ann, "lobby")
    bob = phone(f"/?join={code}", width=320, height=640)
    bob.wait_for_selector("#name")
    check_screen(bob, "join")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    for page in (ann, bob):
        page.wait_for_selector("#status")
    mover = ann if ann.locator("#status.your-turn").count() else bob
    check_screen(mover, "dmc game")
    # keyboard: Enter on a card opens its actions and puts the focus on the first one
    mover.locator(".hand button.card.playable").first.focus()
    mover.keyboard.press("Enter")
    mover.wait_for_selector("#action-sheet")
    assert mover.evaluate("document.activeElement.closest('#action-sheet') !== null")
    check_screen(mover, "dmc action sheet")
    shot(mover, "12-dmc-action-sheet-320")

    drive = phone("/", width=320, height=640, dark=True)
    create_game(drive, "drive", "Cy", bots=(1,), seed=5, options={"first_player": 0})
    drive.wait_for_selector("svg.board")
    check_screen(drive, "drive game")
    drive.get_by_role("button", name="Draw a card").click()
    drive.wait_for_selector("button.place")
    check_screen(drive, "drive drawn card")
    shot(drive, "13-drive-dark-320")
    referee = phone("/", width=320, height=640)
    create_game(referee, "driving-me-crazy", "Di", mode="referee", bots=(1,), seed=2,
                options={"first_player": 0})
    referee.wait_for_selector("#status.your-turn")
    referee.locator(".hand button.card[data-card=stoplight]").click()
    referee.wait_for_selector("#action-sheet")
    check_screen(referee, "dmc referee report")
    # dark mode is really dark: the page background is not white
    background = drive.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background not in ("rgb(255, 255, 255)", "rgb(247, 247, 245)")
    assert not ann.js_errors and not bob.js_errors and not drive.js_errors
    assert not referee.js_errors


def test_reload_returns_to_the_seat_and_a_lost_connection_is_shown(phone):
    # the service worker's own fetches would bypass the route that fails a move below
    ann = phone("/", service_workers="block")
    create_game(ann, "drive", "Ann", bots=(1,), seed=9, options={"first_player": 0})
    ann.wait_for_selector("#status.your-turn")
    url = ann.url
    ann.reload()
    ann.wait_for_selector("#status.your-turn")
    assert ann.url == url
    assert "you" in ann.inner_text("#players-title ~ ul li.seat-0")
    # a phone that lost the tab finds its game again on the home screen
    ann.goto("/")
    ann.get_by_role("link", name="Drive (1960) · seat 1").click()
    ann.wait_for_selector("#status.your-turn")
    assert ann.url == url

    # the connection drops: the phone says so, keeps retrying, and recovers
    ann.context.set_offline(True)
    banner = ann.locator("#conn")
    banner.wait_for(state="visible", timeout=15_000)
    assert "Offline" in banner.inner_text() or "Connection lost" in banner.inner_text()
    ann.context.set_offline(False)
    ann.wait_for_function(
        "() => { const c = document.querySelector('#conn');"
        " return c.hidden || c.classList.contains('ok'); }", timeout=20_000)
    # a move that fails on the way (the server answers 503 once) is sent again by
    # itself (same Idempotency-Key): the player sees the move go through, no error;
    # and not before the Retry-After the server asked for (the backoff alone waits 1 s)
    failed = []
    keys: list[tuple[float, str | None]] = []

    def fail_once(route):
        keys.append((time.monotonic(), route.request.headers.get("idempotency-key")))
        if not failed:
            failed.append(route.request.url)
            route.fulfill(status=503, content_type="application/problem+json",
                          headers={"Retry-After": "3"},
                          body='{"status": 503, "title": "Service Unavailable", '
                               '"code": "overloaded", "detail": "the server is overloaded"}')
        else:
            route.continue_()

    ann.route(re.compile(r"/moves(\?.*)?$"), fail_once)
    ann.get_by_role("button", name="Draw a card").click()
    ann.wait_for_selector("button.place", timeout=30_000)
    assert failed and len(keys) >= 2
    assert keys[1][1] == keys[0][1]  # the same move, applied once
    assert keys[1][0] - keys[0][0] >= 3 - 0.1  # (a busy machine only makes it later)
    assert ann.locator("#refusal").count() == 0
    assert not ann.js_errors


def test_seats_fill_live_then_bots_take_the_rest_and_the_host_ends_the_game(phone, base_url):
    ann = phone("/")
    requests: list[str] = []
    ann.on("request", lambda request: requests.append(request.url))
    code = create_game(ann, "driving-me-crazy", "Ann", players=3, seed=4)
    assert "1 of 3 seats taken" in ann.inner_text("main")
    bob = phone(f"/?join={code}")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    # Ann's lobby shows Bob within a second or two, without a reload
    ann.wait_for_function(
        "() => document.querySelector('#seats')?.innerText.includes('Bob')", timeout=3_000)
    assert "2 of 3 seats taken" in ann.inner_text("main")
    ann.get_by_role("button", name="Bots take the empty seats").click()
    for page in (ann, bob):
        page.wait_for_selector("#status")
    assert ann.locator("progress").count() == 3
    assert ann.locator("li.road .badge", has_text="bot").count() == 1
    # everything the app loaded came from its own server (no CDN, no third party)
    assert requests and all(url.startswith(base_url + "/") for url in requests), requests

    game_id = game_id_of(ann)
    table = phone(f"/games/{game_id}/table", width=1024, height=768)
    table.wait_for_selector("#status")
    assert table.get_by_role("button", name="End the game").count() == 0
    ann.get_by_role("button", name="End the game").click()
    ann.get_by_role("button", name="Yes, end it").click()
    # a started game the host ended is closed, not deleted: every screen shows its end
    for page in (ann, bob):
        page.wait_for_selector("h1:has-text('Game ended by the host')", timeout=10_000)
    table.wait_for_selector("text=The host ended this game before its end", timeout=10_000)
    assert not ann.js_errors and not table.js_errors and not bob.js_errors
