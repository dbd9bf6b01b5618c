"""A game with no screen of its own is played to its end on the generic screen.

The tiny third game (``tests/plugin_game``, a plug-in found through its entry
point) has no module in ``web/js``: the app draws it from its view (fields and
tables in words) and its legal moves (buttons labelled from the move and the
catalogue's cards), on a phone, against a bot, until someone wins, in both
modes (referee: any card still unplayed can be reported); axe-core finds no
serious violation on its screens.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.plugins import TINY
from tests.web.conftest import PHONE, serving
from tests.web.helpers import create_game, is_my_turn, is_over, serious, settle, shot

pytestmark = pytest.mark.browser


@pytest.fixture
def plugin_url(web_redis_url: str, game: str) -> Iterator[str]:
    """An app built while ``game`` is installed (the parameter installs it first)."""
    with serving(web_redis_url) as url:
        yield url


@pytest.mark.parametrize("mode", ["digital", "referee"])
@pytest.mark.parametrize("game", [TINY])
def test_a_game_without_its_own_screen_is_played_to_the_end_on_the_generic_screen(
        browser, plugin_url, game, mode):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                  device_scale_factor=1, base_url=plugin_url)
    context.set_default_timeout(10_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto("/")
        create_game(page, game, "Ann", mode=mode, bots=(1,), seed=3,
                    options={"first_player": 0})
        page.wait_for_selector("#view")
        view = page.inner_text("#view")
        # the view's public fields, readably: names, not keys; players, not seat numbers
        assert "Goal" in view and "Cars" in view and "Pack" in view
        assert "Ann" in view
        assert "step1" not in view  # cards by their catalogue titles
        # Ann's hand only; in referee mode the cards are real: no hand on the phone
        hand = page.locator("#view .generic-cards .card").count()
        assert hand == (2 if mode == "digital" else 0)
        plays, shown = 0, False
        for _ in range(200):
            if is_over(page):
                break
            if not is_my_turn(page):
                page.wait_for_timeout(100)
                continue
            assert "Your turn" in page.inner_text("#status")
            buttons = page.locator("#moves button")
            labels = [buttons.nth(i).inner_text() for i in range(buttons.count())]
            assert labels and all(label.startswith("Play ") and "step" in label
                                  for label in labels), labels
            if not shown:
                shot(page, f"generic-screen-phone-{mode}")
                assert serious(page) == []  # axe-core: no serious or critical violation
                shown = True
            buttons.first.click()
            settle(page)
            plays += 1
        assert is_over(page), "the game did not end"
        assert plays >= 2
        page.wait_for_selector("#winner")
        assert "won" in page.inner_text("#winner")
        # the log tells the race in the game's own words (its package's i18n/en.json):
        # plays by name, with the card's title
        feed = page.inner_text("#feed")
        assert re.search(r"Ann played [123] steps?: the car is at step \d+\.", feed), feed
        if mode == "referee":  # the table's own cards: the phone never names a card drawn
            assert re.search(r"Ann drew a card \(\d+ left in the pack\)\.", feed), feed
        shot(page, f"generic-screen-phone-{mode}-end")
        assert serious(page) == []
        assert errors == []
    finally:
        context.close()
