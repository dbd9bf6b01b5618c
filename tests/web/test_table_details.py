"""The smaller things a table meets (issue 22, point 10): Back from a game goes home, a
refusal survives a change of language, a bot says its level, and when the host ends a game
the other phones keep the board and the standings."""

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
