"""Every phone sees the end (issue 27, item 5), in a real browser over real Redis.

When the host ends a started game it is kept, over (api/service/ended.py): a phone or
the TV that opens it afterwards, or reloads, shows the final board, the standings, the
evening's games and the race chart, with words saying the host ended it, in light and
dark, with no serious accessibility problem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.helpers import create_game, game_id_of, past_the_edge, serious, shot

pytestmark = pytest.mark.browser

TV = {"width": 1024, "height": 768}


def seat_token(page: Any, game_id: str, kind: str = "seat") -> str:
    """The token this phone keeps for the game (its seat's, or the host's)."""
    field = "token" if kind == "seat" else "host_token"
    return str(page.evaluate(
        f"JSON.parse(localStorage.getItem('roadtrip.{kind}.{game_id}')).{field}"))


def started_then_ended(phone: Any, game: str) -> tuple[Any, str, dict[str, Any]]:
    """Ana plays a few moves against a bot, her host ends the game and starts a rematch.

    Returns Ana's phone, the ended game's id and its last view as getGame gave it.
    """
    ana = phone("/")
    create_game(ana, game, "Ana", bots=(1,), seed=3, options={"first_player": 0})
    game_id = game_id_of(ana)
    who = {"Authorization": f"Bearer {seat_token(ana, game_id)}"}
    host = {"Authorization": f"Bearer {seat_token(ana, game_id, 'host')}"}
    for _ in range(4):  # Ana plays, the bot answers
        moves = ana.request.get(f"/api/v1/games/{game_id}/legal-moves", headers=who).json()
        ana.request.post(f"/api/v1/games/{game_id}/moves", data=moves["moves"][0], headers=who)
    last = ana.request.get(f"/api/v1/games/{game_id}").json()
    assert last["status"] == "active"
    assert ana.request.delete(f"/api/v1/games/{game_id}", headers=host).status == 204
    assert ana.request.post(f"/api/v1/games/{game_id}/rematch", headers=host).status == 201
    return ana, game_id, last


def shows_the_final_board(page: Any, view: dict[str, Any]) -> None:
    """The table drawn is the game's last view: DMC each road's distance, Drive every card
    on the board and each car's square."""
    if "seats" in view:
        for seat in view["seats"]:
            assert f"{seat['distance']} / {view['goal']} km" in page.inner_text(
                f"li.road.seat-{seat['seat']}")
        return
    board = page.locator("section[aria-labelledby=board-title] svg.board")
    assert board.locator("g.cell").count() == len(view["board"]["cells"])
    label = board.get_attribute("aria-label") or ""
    for car in view["board"]["cars"]:
        if car["port"] is None:
            assert f"({car['x']}, {car['y']})" in label


def shows_the_session(page: Any, game_id: str) -> None:
    """The evening's panel: each player's wins and each game's line, as getSession says."""
    session = page.request.get(f"/api/v1/games/{game_id}/session").json()
    page.wait_for_selector("#session-wins tbody tr")
    rows = page.locator("#session-wins tbody tr")
    assert [(rows.nth(i).locator("th").inner_text(), rows.nth(i).locator("td").inner_text())
            for i in range(rows.count())] == [(s["name"], str(s["wins"]))
                                              for s in session["standings"]]
    games = page.locator("#session-games li")
    assert games.count() == len(session["games"]) == 2
    assert "ended by the host" in games.first.inner_text()
    # the rematch no one has joined yet waits for its players (it is not "still playing")
    assert session["games"][1]["status"] == "waiting"
    assert "waiting for players" in games.nth(1).inner_text()


@pytest.mark.parametrize("game", ["driving-me-crazy", "drive"])
def test_a_phone_and_the_tv_that_open_a_game_after_its_host_ended_it_show_its_end(phone, game):
    ana, game_id, last = started_then_ended(phone, game)
    late = phone(f"/games/{game_id}")
    tv = phone(f"/games/{game_id}/table", **TV)
    for screen in (late, tv):
        screen.wait_for_selector("#race-chart polyline.series", state="attached", timeout=15_000)
        assert screen.locator("#race-chart polyline.series").count() == 2
        assert "The host ended this game before its end: nobody won." in screen.inner_text(
            "#winner")
        shows_the_final_board(screen, last["view"])
        shows_the_session(screen, game_id)
    assert late.inner_text("h1") == "Game ended by the host"
    assert late.locator("#standings li").count() == 2
    assert "This game is over" not in late.inner_text("main"), "not the 404 screen"
    shot(late, f"host-ended-late-{game}")
    shot(tv, f"host-ended-tv-{game}")
    assert not late.js_errors and not tv.js_errors and not ana.js_errors


def test_a_phone_that_reloads_after_its_host_ended_the_game_shows_its_end(phone):
    ana, game_id, last = started_then_ended(phone, "driving-me-crazy")
    ana.goto(f"/games/{game_id}")  # its screen was locked: it opens the game again
    ana.wait_for_selector("#race-chart polyline.series", state="attached", timeout=15_000)
    assert ana.url.endswith(f"/games/{game_id}/end")
    shows_the_final_board(ana, last["view"])
    assert ana.locator("#standings").count() == 1
    assert ana.locator("#join-rematch").count() == 1, "the rematch the host started"


def test_the_host_who_ends_the_game_sees_its_end_too_and_may_start_a_rematch(phone):
    ana = phone("/")
    create_game(ana, "driving-me-crazy", "Ana", bots=(1,), seed=3, options={"first_player": 0})
    game_id = game_id_of(ana)
    ana.click("#end-game")
    ana.click("#end-yes")
    ana.wait_for_selector("#rematch", timeout=15_000)
    assert "The host ended this game" in ana.inner_text("#winner")
    ana.click("#rematch")
    ana.wait_for_url(lambda url: game_id not in url)
    assert not ana.js_errors


def test_a_game_that_had_finished_keeps_its_winner_when_its_host_ends_it(phone):
    page = phone("/")
    created = page.request.post("/api/v1/games", data={
        "game": "driving-me-crazy", "players": 2, "seed": 2, "bots": [0, 1]}).json()
    game = page.request.get(f"/api/v1/games/{created['id']}").json()
    assert game["status"] == "finished"
    page.request.delete(f"/api/v1/games/{created['id']}",
                        headers={"Authorization": f"Bearer {created['host_token']}"})
    page.goto(f"/games/{created['id']}")
    page.wait_for_selector("#winner")
    winner = game["players"][game["outcome"]["winners"][0]]["name"] or "Bot"
    banner = page.inner_text("#winner")
    assert winner in banner and "Then the host ended the table." in banner


@pytest.mark.parametrize("game", ["driving-me-crazy", "drive"])
def test_the_end_of_a_game_its_host_ended_has_no_serious_accessibility_problem(phone, game):
    _, game_id, _ = started_then_ended(phone, game)
    for name, screen in (("phone", phone(f"/games/{game_id}")),
                         ("tv", phone(f"/games/{game_id}/table", **TV))):
        screen.wait_for_selector("#race-chart polyline.series", state="attached", timeout=15_000)
        screen.wait_for_selector("#session-wins")
        # serious() runs axe in the light and the dark scheme, and photographs both
        assert serious(screen, f"host-ended-{name}-{game}") == []
        assert past_the_edge(screen) == []


#: the words the end of a game its host ended says (api/i18n/messages)
ENDED_WORDS = ("web.end.ended_title", "web.end.host_ended", "web.log.ended", "web.session.ended")


@pytest.mark.parametrize("lang", ["nl", "de", "fr"])
def test_the_end_of_a_game_its_host_ended_speaks_the_phones_language(phone, lang):
    from api import i18n

    _, game_id, _ = started_then_ended(phone, "driving-me-crazy")
    late = phone("/")
    late.evaluate("(lang) => localStorage.setItem('roadtrip.lang', lang)", lang)
    late.goto(f"/games/{game_id}")
    late.wait_for_selector("#session-games li")
    text = late.inner_text("main")
    for key in ENDED_WORDS:
        assert i18n.messages(lang)[key] != i18n.messages("en")[key]
        assert i18n.messages(lang)[key] in text and i18n.messages("en")[key] not in text
    shot(late, f"host-ended-{lang}")
