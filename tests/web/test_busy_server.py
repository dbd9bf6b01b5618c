"""A busy server turns a new game away with 503 and Retry-After: the phone says so and asks again.

A worker that is busy nearly all the time serves the games being played and answers a
new game ``503 overloaded`` with a ``Retry-After`` (``api/run/saturation.py``).  The New
game form then tells the player the server is busy and when it asks again, waits that
long, and creates the game: the player does not have to press the button again.  The
server's refusal is given here by the page's network route (making a real worker that
busy takes a hundred connections and a loaded machine: tests/api/test_saturation.py).
"""

from __future__ import annotations

import pytest

from tests.web.helpers import shot

pytestmark = pytest.mark.browser

BUSY = ('{"type":"urn:roadtrip:problem:overloaded","title":"Service Unavailable",'
        '"status":503,"detail":"the server is overloaded; retry shortly","code":"overloaded"}')


@pytest.mark.parametrize("dark", [False, True])
def test_a_new_game_turned_away_by_a_busy_server_is_asked_for_again_after_its_retry_after(
        phone, dark):
    page = phone("/", dark=dark, service_workers="block")
    creates: list[str] = []

    def busy_once(route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        creates.append(route.request.method)
        if len(creates) == 1:
            route.fulfill(status=503, body=BUSY, content_type="application/problem+json",
                          headers={"Retry-After": "2", "Connection": "close"})
        else:
            route.continue_()

    page.route("**/api/v1/games", busy_once)
    page.get_by_role("link", name="New game").click()
    page.locator("label[for=game-driving-me-crazy]").click()
    page.locator("label[for=mode-digital]").click()
    page.fill("#myname", "Ann")
    page.get_by_role("button", name="Create game").click()
    notice = page.locator("#busy-retrying")
    notice.wait_for()
    assert "busy" in notice.inner_text() and "2\u00a0s" in notice.inner_text()
    shot(page, f"busy-server-new-game{'-dark' if dark else ''}")
    page.wait_for_selector("#join-code", timeout=15_000)
    assert creates == ["POST", "POST"]  # asked again once, by itself
    assert page.locator("#busy-retrying").count() == 0
    assert page.locator(".refusal").count() == 0
    assert not page.js_errors
