"""The smaller things a table meets (issue 22, point 10): Back from a game goes home, a
refusal survives a change of language, a bot says its level, a double tap opens a card once,
and when the host ends a game the other phones keep the board and the standings."""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, game_id_of, shot

pytestmark = pytest.mark.browser


def test_back_language_bot_levels_and_a_game_the_host_ended(phone):
    ana = phone("/")
    code = create_game(ana, "driving-me-crazy", "Ana", mode="referee", players=3, bots=(2,),
                       levels={2: "hard"}, options={"first_player": 0, "goal": 50})
    bob = phone(f"/?join={code}")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ana.wait_for_selector("#status.your-turn")
    bob.wait_for_selector("#status")
    # the bot's road says its level
    assert "bot · Hard" in bob.inner_text("li.road.seat-2")

    # a double tap on a card opens its panel once (the second tap does not close it)
    ana.dblclick(".hand button.card[data-card=km50]")
    ana.wait_for_timeout(200)
    assert ana.locator("#action-sheet").count() == 1

    # a refused report stays on screen when the phone changes its language
    ana.click(".hand button.card[data-card=km100]")
    ana.locator("#action-sheet").get_by_role("button", name="Play 100 km").click()
    ana.wait_for_selector("#refusal")
    ana.select_option("#lang", "nl")
    ana.wait_for_function("() => document.documentElement.lang === 'nl'")
    # drawn anew in Dutch, the refusal still there (its heading in Dutch)
    ana.wait_for_function("() => document.querySelector('#refusal h3')?.innerText"
                          " === 'Niet toegestaan'")
    ana.select_option("#lang", "en")
    ana.wait_for_function("() => document.documentElement.lang === 'en'")

    # Back from the game goes home, not to the New game form it came from
    game = game_id_of(ana)
    ana.go_back()
    ana.wait_for_url("**/")
    ana.get_by_role("link", name="New game").wait_for()  # the home screen
    assert ana.locator("#myname").count() == 0
    ana.goto(f"/games/{game}")

    # the host ends it: Bob keeps the table as it was, with the standings
    ana.click("#end-game")
    ana.click("#end-yes")
    bob.wait_for_selector("#standings", timeout=15_000)
    assert "The host ended this game" in bob.inner_text("main")
    assert bob.locator(".roads li").count() == 3
    standings = bob.inner_text("#standings")
    assert "Ana" in standings and "Bob" in standings and "bot · Hard" in standings
    shot(bob, "host-ended-game")
    assert not ana.js_errors and not bob.js_errors


def test_gps_names_itself_in_capitals_and_its_search_shows_counts_and_takes_on_the_second_tap(
        phone):
    ann = phone("/")
    # seed 3: Ann's first hand holds a GPS (a digital game against a bot)
    create_game(ann, "driving-me-crazy", "Ann", bots=(1,), seed=3,
                options={"first_player": 0})
    ann.wait_for_selector("#status.your-turn")
    ann.click(".hand button.card[data-card=gps]")
    ann.locator("#action-sheet").get_by_role("button", name="Play GPS").click()
    ann.wait_for_selector("#take")
    assert ann.inner_text("#status").startswith("Your turn — GPS: search the deck")
    # every card the search may take says how many the deck holds
    cards = ann.locator("#take button.card")
    assert cards.count() > 1
    assert all(text.split()[-1].startswith("×") for text in cards.all_inner_texts())
    version = ann.evaluate("document.querySelector('#app').dataset.version")
    cards.first.click()
    assert ann.evaluate("document.querySelector('#app').dataset.version") == version
    assert ann.inner_text("#take-it").startswith("Take ")
    shot(ann, "gps-pick-chosen", full_page=False)
    ann.click("#take-it")
    ann.wait_for_function("v => document.querySelector('#app').dataset.version !== v",
                          arg=version)
    assert not ann.js_errors
