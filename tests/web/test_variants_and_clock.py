"""The create screen explains each variant; reaction countdowns run on the server's clock."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.web.helpers import create_game, settle

pytestmark = pytest.mark.browser

GET_GAME = re.compile(r"/api/v1/games/[A-Za-z0-9]+(\?.*)?$")
#: the event stream, whose view events carry server_time too
EVENTS = re.compile(r"/api/v1/games/[A-Za-z0-9]+/events(\?.*)?$")
SERVER_TIME = re.compile(r'"server_time":([0-9.eE+-]+)')


def test_the_create_screen_shows_each_variants_description(phone):
    page = phone("/")
    catalogue = page.evaluate("fetch('/api/v1/games/catalogue').then((r) => r.json())")
    dmc = next(g for g in catalogue["games"] if g["name"] == "driving-me-crazy")
    assert dmc["variants"]
    page.get_by_role("link", name="New game").click()
    page.locator("label[for=game-driving-me-crazy]").click()
    for variant in dmc["variants"]:
        name, text = variant["name"], variant["description"]
        label = page.locator(f"label[for=variant-{name}]")
        assert text in label.inner_text()
        help_id = page.locator(f"#variant-{name}").get_attribute("aria-describedby")
        assert help_id and page.locator(f"#{help_id}").inner_text().strip() == text
    assert not page.js_errors


def test_the_reaction_countdown_runs_on_server_time(phone):
    """Bob's getGame answers and pushed views say the server's clock is 100 s behind
    his own: the countdown must follow ``server_time`` (not the Date header, nor his
    clock)."""
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", seed=5,
                       options={"first_player": 0, "reaction_seconds": 30, "pass_seconds": 30},
                       variants=("quick_reactions",))
    bob = phone(f"/?join={code}", service_workers="block")
    # asked about every card (not only those he could answer), so the prompt shows
    bob.evaluate("() => localStorage.setItem('roadtrip.answer_for_me', 'off')")

    def skewed(route: Any) -> None:
        if route.request.method != "GET":
            route.continue_()
            return
        response = route.fetch()
        if response.status != 200:
            route.fulfill(response=response)
            return
        body = response.json()
        if "server_time" not in body:  # the catalogue: not a game
            route.fulfill(response=response)
            return
        body["server_time"] -= 100
        route.fulfill(response=response, body=json.dumps(body))

    def skewed_stream(route: Any) -> None:
        # the stream ends after EVENTS_MAX_SECONDS in these tests: pass it on whole, skewed
        try:
            response = route.fetch()
        except PlaywrightError:
            return  # the test ended (the phone closed) while this stream was still open
        body = SERVER_TIME.sub(lambda m: f'"server_time":{float(m.group(1)) - 100}',
                               response.text())
        route.fulfill(response=response, body=body)

    bob.route(GET_GAME, skewed)
    bob.route(EVENTS, skewed_stream)
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    ann.locator(".hand button.card.playable").first.click()
    ann.locator("#action-sheet .choice-grid button").first.click()
    settle(ann)
    bob.locator("#reaction").wait_for()
    bob.wait_for_function(
        "() => /\\d+ s left/.test(document.querySelector('#countdown')?.innerText)")
    left = int(re.search(r"(\d+) s left", bob.inner_text("#countdown")).group(1))
    assert 120 <= left <= 130, left
    ann_left = int(re.search(r"(\d+) s left", ann.inner_text("#countdown")).group(1))
    assert 20 <= ann_left <= 30, ann_left
    assert not ann.js_errors and not bob.js_errors
