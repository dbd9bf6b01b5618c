"""The table flow in the engines of the other phones at the table (issue 38, deliver 6):
WebKit (every iPhone and iPad browser) and Firefox, besides Chromium everywhere else.

One referee game of Driving Me Crazy!, played as two phones would: Ann creates it, Bob
joins by its link, Ann reports a card and her draw, Bob's phone updates live and his
report that breaks a rule is refused with the rule, the host ends the game. Along the way
what issue 38 found in these engines: the screen is kept on once a phone was tapped (a
wake lock WebKit refused outside a tap is asked again on the next tap), a phone that
cannot buzz flashes and marks its title when its decision comes, and the end lets the
screen sleep again. No script error on either phone.

The two phones are two windows of one browser on two origins of the same server
(``127.0.0.1`` and ``localhost``: each keeps its own seat, as two phones do). A few,
slow tests: the engines start in seconds and a step waits up to 30 s on a busy machine.
"""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.web.engines import ENGINES, require

pytestmark = [
    pytest.mark.browser,
    # Selenium's own WebKitGTK driver still uses what Selenium deprecated
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

#: seconds a step may take on a loaded machine (a wait ends as soon as it is met)
STEP = 30

#: the page's script errors from now on (these engines have no init scripts in WebDriver)
WATCH_ERRORS = """
  window.__errors = window.__errors || [];
  window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));
"""
AWAKE_BY = """const done = arguments[arguments.length - 1];
  import('/js/device.js').then((d) => done(d.awakeBy()), (e) => done(String(e)));"""
LAST_ALERT = """const done = arguments[arguments.length - 1];
  import('/js/device.js').then((d) => done(d.lastAlert()), (e) => done(String(e)));"""


class Phone:
    """One window of the engine, with the few steps a player takes."""

    def __init__(self, driver: Any, handle: str) -> None:
        self.driver, self.handle = driver, handle

    def on(self) -> Any:
        self.driver.switch_to.window(self.handle)
        return self.driver

    def wait(self, css: str, text: str | None = None) -> Any:
        """The element at ``css`` (holding ``text``), once there."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait

        def found(driver: Any) -> Any:
            try:
                elements = driver.find_elements(By.CSS_SELECTOR, css)
            except StaleElementReferenceException:
                # WebKitWebDriver answers the find itself with "stale element" when the
                # screen redraws between matching a node and handing it over (seen at load
                # ~8 as the end of the game redrew both phones): look again
                return False
            for element in elements:
                try:
                    if text is None or text in element.text:
                        return element
                except Exception:  # noqa: BLE001 - redrawn meanwhile: look again
                    return False
            return False

        return WebDriverWait(self.on(), STEP, poll_frequency=0.2).until(
            found, f"{css} {text or ''} never showed")

    def tap(self, css: str, text: str | None = None) -> None:
        """Tap the control at ``css`` (holding ``text``), retrying while the screen redraws."""
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            ElementNotInteractableException,
            StaleElementReferenceException,
        )
        from selenium.webdriver.support.ui import WebDriverWait

        def tapped(driver: Any) -> bool:
            try:
                element = self.wait(css, text)
                driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
                if not element.is_enabled():
                    return False
                element.click()
                return True
            except (StaleElementReferenceException, ElementClickInterceptedException,
                    ElementNotInteractableException):
                return False

        WebDriverWait(self.on(), STEP, poll_frequency=0.2).until(tapped, f"could not tap {css}")

    def read(self, css: str) -> str:
        """The text of the element at ``css``, read again while the screen redraws."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        def text(driver: Any) -> str | bool:
            try:
                return str(self.wait(css).text)
            except StaleElementReferenceException:
                return False

        return str(WebDriverWait(self.on(), STEP, poll_frequency=0.2).until(text))

    def choose(self, css: str, value: str) -> None:
        """Pick ``value`` in the select at ``css``, again if the form redrew it meanwhile."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import Select, WebDriverWait

        def chosen(driver: Any) -> bool:
            try:
                Select(self.wait(css)).select_by_value(value)
                return self.wait(css).get_attribute("value") == value
            except StaleElementReferenceException:
                return False

        WebDriverWait(self.on(), STEP, poll_frequency=0.2).until(chosen, f"{css} = {value}")

    def until(self, script: str, want: Any) -> Any:
        """Run the async ``script`` until it answers ``want``; return the answer."""
        from selenium.webdriver.support.ui import WebDriverWait

        self.on().set_script_timeout(STEP)
        WebDriverWait(self.on(), STEP, poll_frequency=0.3).until(
            lambda driver: driver.execute_async_script(script) == want,
            f"{script} never gave {want!r}")
        return want

    def errors(self) -> list[str]:
        return list(self.on().execute_script("return window.__errors || []"))


@pytest.mark.parametrize("engine", list(ENGINES))
def test_a_referee_table_plays_in_the_engine_of_every_phone(engine, base_url):
    require(engine)
    port = urlsplit(base_url).port
    with ENGINES[engine]() as driver:
        driver.set_page_load_timeout(STEP)
        # Ann creates a referee game of two on her phone
        driver.get(f"http://127.0.0.1:{port}/new")
        ann = Phone(driver, driver.current_window_handle)
        ann.wait("label[for=game-driving-me-crazy]")
        driver.execute_script(WATCH_ERRORS)
        ann.tap("label[for=game-driving-me-crazy]")
        ann.tap("label[for=mode-referee]")
        ann.choose("#players", "2")
        ann.choose("#opt-first_player", "0")
        ann.wait("#myname").clear()
        ann.wait("#myname").send_keys("Ann")
        ann.tap("form button[type=submit]")
        code = ann.read("#join-code").strip()
        assert ann.until(AWAKE_BY, None) is None  # the lobby: the screen may sleep
        # Bob opens the join link on his phone
        driver.switch_to.new_window("window")
        bob = Phone(driver, driver.current_window_handle)
        driver.get(f"http://localhost:{port}/join/{code}")
        bob.wait("#name")
        driver.execute_script(WATCH_ERRORS)
        bob.wait("#name").send_keys("Bob")
        bob.tap("button[type=submit]")
        bob.wait("#status")
        # the game started by itself on Ann's phone: her report, and her draw
        ann.wait("#status.your-turn")
        ann.tap(".hand button.card[data-card=traffic]")
        ann.tap("#action-sheet button", "Play Traffic on Bob")
        ann.tap("button", "I drew 1 card")
        # live: Bob's phone shows the Traffic and that it is his decision
        bob.wait("#status.your-turn")
        assert "Traffic" in bob.read("li.road.seat-1")
        # a phone that cannot buzz (these engines have no navigator.vibrate) flashed and
        # marked its title
        assert bob.on().execute_script("return 'vibrate' in navigator") is False
        alert = bob.on().execute_async_script(LAST_ALERT)
        assert alert["flash"] is True and alert["title"] is True and alert["buzz"] is False
        assert bob.on().title.startswith("🔔")
        # Bob's report breaks a rule: refused with the rule, and the tap keeps his screen on
        bob.tap(".hand button.card[data-card=km100]")
        bob.tap("#action-sheet button", "Play 100 km")
        bob.wait("#refusal", "Traffic: You cannot play distance cards")
        assert "Not allowed" in bob.read("#refusal")
        assert bob.until(AWAKE_BY, "lock") == "lock"
        ann.tap("#status")  # Ann's phone, opened by the game starting, kept on from a tap
        assert ann.until(AWAKE_BY, "lock") == "lock"
        if engine == "webkit":
            # reloaded, the page asks outside a tap and WebKit refuses; the next tap asks again
            ann.on().refresh()
            ann.wait("#status.your-turn, #status")
            ann.on().execute_script(WATCH_ERRORS)
            ann.on().set_script_timeout(STEP)
            time.sleep(1)
            assert ann.on().execute_async_script(AWAKE_BY) is None
            ann.tap("#status")
            assert ann.until(AWAKE_BY, "lock") == "lock"
        # the host ends the game: both phones show the end, and may sleep again
        ann.tap("#end-game")
        ann.tap("#end-yes")
        for phone in (ann, bob):
            phone.wait(".winner")
            assert phone.until(AWAKE_BY, None) is None
            assert phone.errors() == []
