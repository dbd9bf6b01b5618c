"""At a real table: addresses that survive Back and reload, the loopback warning,
Drive's action bar beside the car, the table view on a TV, narrow and enlarged text."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Error as PlaywrightError

from api.http import lan
from tests.web.helpers import (create_game, game_id_of, in_viewport, past_the_edge, serious,
                               settle, shot)

pytestmark = pytest.mark.browser

# the browser's text size at 200% (the page sizes its text in rem)
BIG_TEXT = "() => { document.documentElement.style.fontSize = '200%'; }"


def quiet(page) -> None:
    """Let the page's own small fetches (icon, scripts) finish before a reload cuts them off."""
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)


def test_back_forward_and_reload_stay_in_the_game(phone):
    ann = phone("/")
    create_game(ann, "driving-me-crazy", "Ann", players=2)
    ann.wait_for_selector("#join-code")
    game_id = game_id_of(ann)
    assert ann.url.endswith(f"/games/{game_id}/lobby")
    ann.get_by_role("link", name="Open the table view").click()
    ann.wait_for_url(f"**/games/{game_id}/table")
    ann.wait_for_selector("#seats")
    ann.go_back()
    ann.wait_for_url(f"**/games/{game_id}/lobby")
    ann.wait_for_selector("#join-code")
    ann.go_forward()
    ann.wait_for_url(f"**/games/{game_id}/table")
    # a reload of a screen's address is that screen again (the server answers with the app)
    ann.go_back()
    ann.wait_for_selector("#join-code")
    quiet(ann)
    ann.reload()
    ann.wait_for_selector("#join-code")
    assert ann.url.endswith(f"/games/{game_id}/lobby")
    # a game in progress: reload keeps the seat and the game; Back leaves to the lobby's past
    ann.get_by_role("button", name="Bots take the empty seats").click()
    ann.wait_for_selector("#status")
    ann.wait_for_url(f"**/games/{game_id}")
    quiet(ann)
    ann.reload()
    ann.wait_for_selector("#status")
    assert ann.url.endswith(f"/games/{game_id}")
    assert ann.locator(".hand button.card").count() >= 1
    assert not ann.js_errors


def test_a_screen_left_while_its_answers_are_on_their_way_does_not_take_the_address_back(phone):
    """Back while the table view still waits for the game: the lobby stays screen and address."""
    ann = phone("/", service_workers="block")
    create_game(ann, "driving-me-crazy", "Ann", players=2)
    ann.wait_for_selector("#join-code")
    game_id = game_id_of(ann)
    held: list[object] = []
    # the table view's first answers (its getGame and its event stream, which can each
    # draw the screen) are held back until the phone has gone Back
    table_answers = re.compile(rf"/api/v1/games/{game_id}([/?].*)?$")
    ann.route(table_answers, lambda route: held.append(route))
    ann.get_by_role("link", name="Open the table view").click()
    ann.wait_for_url(f"**/games/{game_id}/table")
    ann.wait_for_function("() => document.querySelector('#join-code') === null")
    ann.go_back()
    ann.wait_for_url(f"**/games/{game_id}/lobby")
    ann.unroute(table_answers)
    for route in held:
        try:
            route.continue_()  # type: ignore[attr-defined]
        except PlaywrightError:
            pass  # a request the app itself gave up (aborted) when the screen was left
    ann.wait_for_selector("#join-code")
    ann.wait_for_timeout(1_000)  # the table view's late answers arrive now
    assert ann.url.endswith(f"/games/{game_id}/lobby")
    assert ann.locator("#join-code").count() == 1
    assert not ann.js_errors


def test_the_lobby_warns_when_the_join_link_points_at_this_computer(phone, monkeypatch):
    # no Wi-Fi address known: the join link and QR code do point at this computer (with
    # one, they carry it and the lobby says so: tests/web/test_join_qr.py)
    monkeypatch.setattr(lan, "lan_addresses", lambda: [])
    ann = phone("/")
    create_game(ann, "drive", "Ann", players=2)
    warning = ann.locator("#loopback-warning")
    warning.wait_for()
    assert "127.0.0.1" in warning.inner_text()
    assert warning.get_attribute("role") == "alert"
    shot(ann, "03-lobby-loopback-warning")


def test_drive_action_bar_and_own_car_are_in_the_first_viewport(phone):
    ann = phone("/")
    create_game(ann, "drive", "Ann", bots=(1,), seed=5, options={"first_player": 0})
    ann.wait_for_selector("#status.your-turn")
    ann.evaluate("window.scrollTo(0, 0)")
    assert in_viewport(ann, "#action-bar")
    assert in_viewport(ann, "#action-bar button")
    car = "svg.board circle.car"
    assert in_viewport(ann, car)
    # the zoom and pan buttons are beside (or under) the board, not over the car or the exits
    tools = ann.locator(".board-tools").bounding_box()
    board = ann.locator("svg.board").bounding_box()
    assert (tools["x"] >= board["x"] + board["width"]
            or tools["y"] >= board["y"] + board["height"])
    # after drawing, the card being placed is on screen beside the action bar
    ann.locator("#action-bar button", has_text="Draw a card").click()
    settle(ann)
    ann.wait_for_selector("button.place, #exits button, #other-moves button")
    if ann.locator("svg.board .ghost").count():
        assert in_viewport(ann, "svg.board .ghost")
    assert in_viewport(ann, "#action-bar")
    ann.evaluate("window.scrollTo(0, 0)")
    shot(ann, "12-drive-first-viewport", full_page=False)
    assert not ann.js_errors


def test_a_referee_sees_rotate_and_place_without_scrolling_the_action_bar(phone):
    """Reporting a drawn card that turns: its picture, Rotate and Place share the first view."""
    ann = phone("/")
    create_game(ann, "drive", "Ann", mode="referee", bots=(1,), seed=4,
                options={"first_player": 0})
    ann.wait_for_selector("#status.your-turn")
    ann.locator("#report-draw button", has_text="Straight road").first.click()
    settle(ann)
    ann.wait_for_selector("#rotate")
    ann.evaluate("window.scrollTo(0, 0)")
    for control in ("#rotate", "button.place"):
        assert in_viewport(ann, control), control
    ann.locator("#rotate").click()
    settle(ann)
    assert in_viewport(ann, "button.place")
    shot(ann, "drive-referee-rotate-and-place", full_page=False)
    assert not ann.js_errors


def test_the_table_view_fits_a_tv_without_scrolling(phone):
    ann = phone("/")
    create_game(ann, "driving-me-crazy", "Ann", players=4, bots=(1, 2, 3), seed=3,
                options={"first_player": 0})
    game_id = game_id_of(ann)
    for _ in range(3):
        ann.wait_for_selector("#status.your-turn")
        ann.locator(".hand button.card.playable, .hand button.card.discard-only").first.click()
        ann.locator("#action-sheet .choice-grid button").first.click()
        settle(ann)
        more = ann.locator("#other-moves button", has_text="End my turn")
        if more.count():
            more.click()
            settle(ann)
    for width, height in ((1280, 720), (1920, 1080)):
        table = phone(f"/games/{game_id}/table", width=width, height=height)
        table.wait_for_selector("#feed li")
        shot(table, f"15-table-view-{width}x{height}")
        assert table.evaluate("() => document.documentElement.scrollHeight <= innerHeight")
        assert past_the_edge(table) == []
        # every player's progress and effects, whose turn and what is asked, the last events
        assert table.locator("li.road").count() == 4
        assert "turn" in table.inner_text("#status")
        # readable from two metres: no body text under 24 px
        sizes = table.eval_on_selector_all(
            "#status, li.road .name, li.road .effects *, #feed li, #roads-title, #feed-title",
            "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert sizes and min(sizes) >= 24
        assert serious(table) == []
        assert not table.js_errors


def test_drive_table_view_shows_the_board_on_one_screen(phone):
    ann = phone("/")
    create_game(ann, "drive", "Ann", bots=(1,), seed=5, options={"first_player": 0})
    ann.wait_for_selector("#status.your-turn")
    table = phone(f"/games/{game_id_of(ann)}/table", width=1280, height=720)
    table.wait_for_selector("svg.board circle.car")
    shot(table, "16-table-view-drive")
    assert table.evaluate("() => document.documentElement.scrollHeight <= innerHeight")
    assert in_viewport(table, "svg.board"), table.locator("svg.board").bounding_box()
    assert in_viewport(table, "#players-title")
    shot(table, "16-table-view-drive")


def test_no_sideways_scrolling_at_320_px_or_at_200_percent_text(phone):
    ann = phone("/", width=320, height=640)
    create_game(ann, "driving-me-crazy", "Ann", bots=(1,), seed=2,
                variants=("fork_in_the_road",))
    ann.wait_for_selector("#status")
    assert past_the_edge(ann) == []
    ann.locator(".hand button.card").first.click()
    assert past_the_edge(ann) == []
    ann.set_viewport_size({"width": 390, "height": 844})
    ann.evaluate(BIG_TEXT)
    assert past_the_edge(ann) == []
    drive = phone("/", width=390, height=844)
    create_game(drive, "drive", "Ann", bots=(1,), seed=5)
    drive.wait_for_selector("#status")
    drive.evaluate(BIG_TEXT)
    assert past_the_edge(drive) == []
