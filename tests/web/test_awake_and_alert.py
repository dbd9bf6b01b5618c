"""Every phone at the table stays awake and hears its turn (issue 38, deliver 3 and 4,
items 12 and 13), in real headless Chromium against the real app.

- On plain Wi-Fi (an ``http://`` address that is not this machine: no secure context,
  so no Screen Wake Lock) a silent video keeps the screen on during the game only.
- Opening a game asks for the wake lock once, and the end gives back what it holds.
- A wake lock refused outside a tap (WebKit's rule) is asked for again on the next tap.
- A phone that cannot buzz (iPhones, Firefox) sounds, flashes and marks its title when its
  decision comes; the per-phone setting turns that off and is remembered.
- The iPhone details of item 13: a 16 px language picker, pinned bars clear of the notch
  and home indicator, the table view the height of what is visible, and a drag on
  Drive's board that moves from its first movement.

Spies wrap the browser's own functions (the real lock is still taken); a browser's rule
is stood in for only where Chromium has none (WebKit's "a tap first", an iPhone's missing
``navigator.vibrate``): tests/web/test_other_engines.py meets the real ones.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
from tests.web.test_four_languages import NAMES, Table, _call, _seat_phone, _shows
from tests.web.test_installable import eventually

pytestmark = pytest.mark.browser

AWAKE_BY = "() => import('/js/device.js').then((d) => d.awakeBy())"
#: the fallback video, as the page has it: [playing, time advancing] (null: none made)
VIDEO = """async () => {
  const v = document.querySelector('video.keep-awake');
  if (!v) return null;
  const before = v.currentTime;
  for (let i = 0; i < 30 && !v.paused && v.currentTime === before; i += 1) {
    await new Promise((done) => setTimeout(done, 100));
  }
  return [!v.paused, !v.paused && v.currentTime !== before];
}"""

#: counts the wake lock requests made and the locks granted and not yet given back
#: (the real request is made: a spy, not a stand-in)
COUNT_LOCKS = """(() => {
  if (!('wakeLock' in navigator)) return;
  const request = WakeLock.prototype.request;
  window.__locks = { asked: 0, live: 0 };
  WakeLock.prototype.request = function (type) {
    window.__locks.asked += 1;
    return request.call(this, type).then((sentinel) => {
      window.__locks.live += 1;
      sentinel.addEventListener('release', () => { window.__locks.live -= 1; });
      return sentinel;
    });
  };
})()"""

#: WebKit's rule, which Chromium does not have: no wake lock outside a tap; says on the
#: console what it refused and granted (never asked with evaluate: Playwright runs that as
#: a user's gesture)
WEBKIT_TAP_RULE = """(() => {
  const request = WakeLock.prototype.request;
  WakeLock.prototype.request = function (type) {
    if (!navigator.userActivation.isActive) {
      console.log('lock refused');
      return Promise.reject(new DOMException('Permission was denied', 'NotAllowedError'));
    }
    return request.call(this, type).then((sentinel) => {
      console.log('lock granted');
      return sentinel;
    });
  };
})()"""

#: an iPhone: no navigator.vibrate
NO_VIBRATE = "delete Navigator.prototype.vibrate;"


def _open_seated(page: Any, table: Table, seat: int) -> None:
    _seat_phone(page, table, seat, "en", f"/games/{table.id}")
    _shows(page, table.state(seat)["version"])


def _finish(table: Table) -> None:
    """Ana reaches the goal of 50 km with her first card: the game is over."""
    table.move(0, {"type": "play", "card": "km50"})
    assert table.state()["status"] == "finished"


# ------------------------------------------------------------------ plain Wi-Fi

@pytest.fixture(scope="module")
def lan_browser(browser: Any) -> Iterator[Any]:
    """Chromium that resolves roadtrip.test to this machine: an ``http://`` address that is
    not localhost, as the laptop's Wi-Fi address is to a phone (never a real LAN address).
    Launched by the suite's Playwright (one may run at a time)."""
    home = tempfile.mkdtemp(prefix="roadtrip-chromium-lan-")
    env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache",
               TMPDIR=home, HOME=home)
    chromium = browser.browser_type.launch(
        executable_path=CHROMIUM, headless=True, env=env,
        # Chrome's policy on a phone (headless Chromium lets any page sound): a page
        # plays sound only once someone has touched it
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP roadtrip.test 127.0.0.1",
              "--autoplay-policy=document-user-activation-required"])
    try:
        yield chromium
    finally:
        chromium.close()
        shutil.rmtree(home, ignore_errors=True)


def test_on_plain_wifi_a_silent_video_keeps_the_screen_on_during_the_game_only(
        lan_browser, base_url):
    lan = f"http://roadtrip.test:{urlsplit(base_url).port}"
    context = lan_browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                      base_url=lan)
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        # a referee game of two, Ana seated, Bas not yet: Ana's phone shows the lobby
        game_id = _call(base_url, "/games", {"game": "driving-me-crazy", "mode": "referee",
                                              "players": 2, "options": {"goal": 50,
                                                                        "first_player": 0}})["id"]
        ana = _call(base_url, f"/games/{game_id}/players", {"name": NAMES[0]})
        page.goto("/")
        page.evaluate("([id, seat]) => localStorage.setItem(`roadtrip.seat.${id}`, seat)",
                      [game_id, f'{{"seat": 0, "token": "{ana["token"]}", "name": "Ana"}}'])
        page.goto(f"/games/{game_id}")
        page.wait_for_selector("#seats")
        assert page.evaluate("() => [window.isSecureContext, 'wakeLock' in navigator]") == [
            False, False]
        page.locator("#seats").click()  # a tap: the video may play from now on
        assert page.evaluate(AWAKE_BY) is None
        assert page.evaluate(VIDEO) is None  # the lobby: no video, not even fetched
        # Bas joins: the game starts on Ana's phone by itself, and her screen stays on
        _call(base_url, f"/games/{game_id}/players", {"name": NAMES[1]})
        page.wait_for_selector("#status")
        eventually(page, AWAKE_BY, "video")
        assert page.evaluate(VIDEO) == [True, True]
        # the end: the video stops
        _call(base_url, f"/games/{game_id}/moves", {"type": "play", "card": "km50"},
              token=ana["token"])
        page.wait_for_selector(".winner")
        eventually(page, AWAKE_BY, None)
        assert page.evaluate(VIDEO) == [False, False]
        assert not errors
    finally:
        context.close()


#: says on the console when the screen is drawn and when the fallback video is made and
#: plays: all said, never asked with evaluate or a selector (Playwright runs those as a
#: user's gesture, which would let the video play)
SAY_VIDEO = """(() => {
  document.addEventListener('playing', (e) => {
    if (e.target.matches('video.keep-awake')) console.log('video playing');
  }, true);
  new MutationObserver((changes, watch) => {
    if (!document.querySelector('video.keep-awake')) return;
    console.log('video made');
    watch.disconnect();
  }).observe(document, {subtree: true, childList: true});
})()"""


def test_on_plain_wifi_a_phone_opened_without_a_tap_starts_the_video_on_its_first_tap(
        lan_browser, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    lan = f"http://roadtrip.test:{urlsplit(base_url).port}"
    context = lan_browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                      base_url=lan)
    context.set_default_timeout(10_000)
    try:
        # the phone of a player whose page opened by itself (a reload, a phone coming
        # back): nobody has touched it, so the browser lets nothing sound yet
        seat = {"seat": 1, "token": table.seats[1]["token"], "name": NAMES[1]}
        context.add_init_script(f"localStorage.setItem('roadtrip.seat.{table.id}', "
                                f"'{json.dumps(seat)}');")
        context.add_init_script(SAY_VIDEO)
        page = context.new_page()
        said: list[str] = []
        page.on("console", lambda m: said.append(m.text))
        with page.expect_console_message(lambda m: m.text == "video made"):
            page.goto(f"/games/{table.id}", wait_until="commit")
        page.wait_for_timeout(1000)
        assert "video playing" not in said  # refused: no tap yet
        with page.expect_console_message(lambda m: m.text == "video playing"):
            page.locator("#status").click()  # the first tap plays it
        assert page.evaluate(AWAKE_BY) == "video"
        # another screen lets the phone sleep
        page.get_by_role("link", name="Roadtrip home").click()
        eventually(page, AWAKE_BY, None)
    finally:
        context.close()


# ------------------------------------------------------------------ the wake lock (items 12, 13)

def test_opening_a_game_asks_for_the_wake_lock_once_and_the_end_gives_it_back(phone,
                                                                              base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"goal": 50,
                                                                       "first_player": 0})
    page = phone("/")
    page.context.add_init_script(COUNT_LOCKS)
    _open_seated(page, table, 0)
    eventually(page, AWAKE_BY, "lock")
    # every repaint of the opening wants the screen on; one request went out, one lock held
    page.locator("#status").click()
    page.wait_for_timeout(300)
    assert page.evaluate("window.__locks") == {"asked": 1, "live": 1}
    _finish(table)
    page.wait_for_selector(".winner")
    eventually(page, "() => window.__locks.live", 0)
    assert page.evaluate(AWAKE_BY) is None


def test_a_wake_lock_refused_outside_a_tap_is_asked_for_again_on_the_next_tap(phone, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    context = phone("/").context
    seat = {"seat": 1, "token": table.seats[1]["token"], "name": NAMES[1]}
    context.add_init_script(f"localStorage.setItem('roadtrip.seat.{table.id}', "
                            f"'{json.dumps(seat)}');")
    context.add_init_script(WEBKIT_TAP_RULE)
    page = context.new_page()  # opened without a tap (a reload, a phone coming back)
    said: list[str] = []
    page.on("console", lambda m: said.append(m.text))
    with page.expect_console_message(lambda m: m.text == "lock refused"):
        page.goto(f"/games/{table.id}", wait_until="commit")
    page.wait_for_timeout(1000)
    assert "lock granted" not in said
    with page.expect_console_message(lambda m: m.text == "lock granted"):
        page.locator("#status").click()  # the next tap asks again
    assert page.evaluate(AWAKE_BY) == "lock"
    page.get_by_role("link", name="Roadtrip home").click()
    eventually(page, AWAKE_BY, None)


# ------------------------------------------------------------------ your decision

def _decision_comes(page: Any, table: Table) -> None:
    """Ana reports a card and its draw; Bas's turn comes and his phone shows it."""
    table.move(0, {"type": "play", "card": "km100"})
    table.move(0, {"type": "draw", "count": 1})
    assert table.state()["pending"] == [1]
    page.locator(f"#app[data-version='{table.state(1)['version']}'] #status.your-turn").wait_for()


#: says on the console when the screen's edge starts to flash
SAY_FLASH = """new MutationObserver(() => {
  if (document.body && document.body.classList.contains('decision-flash')) console.log('flash');
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});"""


def test_a_phone_that_cannot_buzz_sounds_flashes_and_marks_its_title_when_its_decision_comes(
        phone, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    page = phone("/")
    page.context.add_init_script(NO_VIBRATE)
    page.context.add_init_script(SAY_FLASH)
    _open_seated(page, table, 1)
    assert page.is_checked("#alert-me")  # on by default
    page.locator("#status").click()  # the first tap unlocks the sound
    eventually(page, "() => import('/js/device.js').then(() => 'vibrate' in navigator)", False)
    with page.expect_console_message(lambda m: m.text == "flash"):
        _decision_comes(page, table)
    alert = page.evaluate("() => import('/js/device.js').then((d) => d.lastAlert())")
    assert alert == {"buzz": False, "sound": True, "flash": True, "title": True,
                     "notification": False}
    assert page.title().startswith("🔔 ")
    assert "your decision" in page.title()


def test_the_alert_setting_is_the_phones_own_and_off_means_no_sound_no_flash(phone, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    page = phone("/")
    page.context.add_init_script(NO_VIBRATE)
    page.context.add_init_script(SAY_FLASH)
    flashes: list[str] = []
    page.on("console", lambda m: flashes.append(m.text) if m.text == "flash" else None)
    _open_seated(page, table, 1)
    page.uncheck("#alert-me")
    page.reload()
    _shows(page, table.state(1)["version"])
    assert not page.is_checked("#alert-me")  # remembered on this phone
    _decision_comes(page, table)
    page.wait_for_timeout(300)
    alert = page.evaluate("() => import('/js/device.js').then((d) => d.lastAlert())")
    assert alert == {"buzz": False, "sound": False, "flash": False, "title": False,
                     "notification": False}
    assert not page.title().startswith("🔔")
    assert flashes == []


# ------------------------------------------------------------------ iPhone details (item 13)

PINNED = """() => {
  const rules = [...document.styleSheets].flatMap((s) => [...s.cssRules]);
  const of = (selector) => rules.filter((r) => r.selectorText === selector)
    .map((r) => r.cssText).join(' ');
  return Object.fromEntries(['.topbar', '.toast', '.action-bar', '.reaction-dock',
    'main:not(.wide) .status-line'].map((s) => [s, of(s)]));
}"""


def test_the_language_picker_is_16_px_so_ios_does_not_zoom_into_it(phone):
    page = phone("/")
    page.wait_for_selector("#lang option", state="attached")
    assert page.evaluate("getComputedStyle(document.getElementById('lang')).fontSize") == "16px"


def test_the_pinned_bars_keep_clear_of_the_notch_and_the_home_indicator(phone):
    page = phone("/")
    page.wait_for_selector("#lang option", state="attached")
    rules = page.evaluate(PINNED)
    assert "safe-area-inset-top" in rules[".topbar"]
    assert "safe-area-inset-top" in rules["main:not(.wide) .status-line"]
    for bottom in (".toast", ".action-bar", ".reaction-dock"):
        assert "safe-area-inset-bottom" in rules[bottom], (bottom, rules[bottom])


def test_the_table_view_is_the_height_of_what_is_visible(phone, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    tv = phone(f"/games/{table.id}/table", width=1280, height=720)
    tv.wait_for_selector("#status")
    assert tv.evaluate("document.body.getBoundingClientRect().height") == tv.evaluate(
        "window.innerHeight")
    rule = tv.evaluate("""() => [...document.styleSheets].flatMap((s) => [...s.cssRules])
      .flatMap((r) => r.cssRules ? [...r.cssRules] : [r])
      .filter((r) => r.selectorText === 'body:has(> main.wide)').map((r) => r.cssText).join(' ')""")
    assert "100dvh" in rule


def test_a_drag_on_drives_board_moves_it_from_its_first_movement(phone, base_url):
    table = Table(base_url, "drive", "digital", 2, options={"first_player": 0}, seed=4)
    page = phone("/")
    _open_seated(page, table, 0)
    board = page.locator("svg.board")
    box = board.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = [float(v) for v in board.get_attribute("viewBox").split()]
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y, steps=1)  # one movement only
    page.mouse.up()
    after = [float(v) for v in board.get_attribute("viewBox").split()]
    assert after[0] < before[0], (before, after)  # dragged right: the view moved left
    assert after[1] == pytest.approx(before[1])
