"""Every screen passes axe-core (the copy axe-playwright-python ships, no network) with
no serious or critical violation, in the light and the dark colour scheme."""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, game_id_of, serious, settle

pytestmark = pytest.mark.browser


def test_home_create_join_lobby_and_table_view(phone):
    page = phone("/")
    page.wait_for_selector("h1")
    assert serious(page, "home") == []
    page.get_by_role("link", name="New game").click()
    page.locator("label[for=game-driving-me-crazy]").click()
    page.wait_for_selector("#myname")
    assert serious(page, "create") == []
    code = create_game(page, "driving-me-crazy", "Ann", players=3)
    page.wait_for_selector("#loopback-warning")
    page.wait_for_function("() => document.querySelector('.qr img').complete")
    assert serious(page, "lobby") == []
    bob = phone(f"/?join={code}")
    bob.wait_for_selector("#name")
    assert serious(bob, "join") == []
    table = phone(f"/games/{game_id_of(page)}/table", width=1280, height=720)
    table.wait_for_selector("#seats")
    assert serious(table, "table-view") == []


@pytest.mark.parametrize(("game", "mode"), [("driving-me-crazy", "digital"),
                                            ("driving-me-crazy", "referee"),
                                            ("drive", "digital"), ("drive", "referee")])
def test_each_game_screen_in_both_modes(phone, game, mode):
    page = phone("/")
    options = {"first_player": 0}
    variants = ("quick_reactions", "signs_of_madness") if game == "driving-me-crazy" else ()
    create_game(page, game, "Ann", mode=mode, bots=(1,), seed=4, options=options,
                variants=variants)
    page.wait_for_selector("#status.your-turn")
    assert serious(page, f"{game}-{mode}") == []
    # a card's panel open (Driving Me Crazy!) or the card drawn (Drive)
    if game == "driving-me-crazy":
        page.locator(".hand button.card").first.click()
        page.wait_for_selector("#action-sheet")
    elif mode == "referee":  # the picker's first card: the card is drawn, Rotate and Place
        page.locator("button.pick-card").first.click()
        settle(page)
        page.wait_for_selector("#action-bar")
    else:
        page.locator("#action-bar button").first.click()
        settle(page)
    assert serious(page, f"{game}-{mode}-deciding") == []
    if game == "drive" and mode == "digital":
        table = phone(f"/games/{game_id_of(page)}/table", width=1280, height=720)
        table.wait_for_selector("svg.board")
        assert serious(table, "drive-table-view") == []


def test_the_end_screen(phone):
    page = phone("/")
    create_game(page, "driving-me-crazy", "Ann", bots=(1,), seed=1,
                options={"first_player": 0, "goal": 50})
    for _ in range(40):
        page.wait_for_selector("#status.your-turn, .winner")
        if page.locator(".winner").count():
            break
        km = page.locator(".hand button.card.playable[data-card=km50]")
        card = km if km.count() else page.locator(
            ".hand button.card.playable, .hand button.card.discard-only")
        card.first.click()
        page.locator("#action-sheet .choice-grid button").first.click()
        settle(page)
        end = page.locator("#other-moves button", has_text="End my turn")
        if end.count():
            end.click()
            settle(page)
    page.wait_for_selector("#end-title")
    # the result is at the top of the screen, not under the header
    assert page.evaluate("() => document.querySelector('.winner').getBoundingClientRect().top") >= 0
    assert page.evaluate("() => document.activeElement.id") == "winner"
    assert page.url.endswith("/end")
    assert serious(page, "end") == []
