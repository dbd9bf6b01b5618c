"""Every phone at a referee table (issue 22): four phones, one per language, and a TV
referee a whole game of Driving Me Crazy! with Quick Reactions.

A phone whose player is not asked anything shows the table and what it may do now, never
the "Report what you did" grid; a reaction to the last card played floats at the bottom,
naming the card it answers, only while this seat may report one (its legal moves), and
without moving the page; the headline stays in view when other phones move; the card that
reaches the goal is one panel with its countdown on every phone and on the TV; Pass is
offered only when the rules allow it (an empty hand). The reports go through the API
(as the other phones would send them) except those this test taps.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.helpers import in_viewport, shot
from tests.web.test_four_languages import (
    LANGS,
    NAMES,
    Table,
    _dmc_move,
    _no_english,
    _seat_phone,
    _shows,
    _texts,
)

pytestmark = pytest.mark.browser

#: where the page's content is: the roads' top edge in the page
LAYOUT = "() => document.querySelector('.roads').getBoundingClientRect().top + scrollY"


def _help_picture(lang: str) -> str:
    """The at-the-table help's picture of a waiting phone, in ``lang``."""
    return "21-referee-waiting-phone" if lang == "en" else f"lang-referee-waiting-phone-{lang}"


def _top_shot(page: Any, name: str) -> None:
    """The screen from the top (the help's picture), then back where the phone was."""
    y = page.evaluate("scrollY")
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, name, full_page=False)
    page.evaluate("y => window.scrollTo(0, y)", y)


def _answers(table: Table, seat: int) -> list[str]:
    """The reactions ``seat`` may report to the last card played (Swerve answers none)."""
    return sorted(m["card"] for m in table.moves(seat)
                  if m["type"] == "react" and m["card"] != "swerve")


def _check(phones: list[Any], table: Table, english: set[str] | None = None) -> dict[str, Any]:
    """Each phone at the game's version: a waiting phone shows no report grid, its dock
    exactly the reactions its seat may report, the headline in view; no English left."""
    game = table.state()
    for seat, page in enumerate(phones):
        _shows(page, game["version"])
        page.wait_for_timeout(50)  # the repaint of that version is in
        finishing = game["view"]["decision"] and game["view"]["decision"]["kind"] == "finishing"
        if game["status"] == "active" and (finishing or seat not in game["pending"]):
            assert page.locator(".hand").count() == 0, (seat, "a waiting phone shows no grid")
            assert page.locator("#finishing" if finishing else "#waiting").count() == 1, seat
        # (a waiting phone's Swerve comes into the dock too, not to lie under it: issue 38)
        shown = sorted(page.eval_on_selector_all(
            "#reaction [data-react]:not([data-react=swerve])",
            "els => els.map((el) => el.dataset.react)"))
        if game["status"] == "active" and not finishing:
            assert shown == _answers(table, seat), (seat, shown)
        assert in_viewport(page, "#status") or game["status"] != "active", seat
        if english is not None and LANGS[seat] != "en":
            _no_english(page, LANGS[seat], english)
    return game


def test_four_phones_and_a_tv_referee_a_whole_game_with_quick_reactions(phone, base_url):
    table = Table(base_url, "driving-me-crazy", "referee", 4, variants=["quick_reactions"],
                  options={"goal": 200, "first_player": 1, "reaction_seconds": 120})
    phones = [phone("/") for _ in LANGS]
    for seat, (page, lang) in enumerate(zip(phones, LANGS, strict=True)):
        _seat_phone(page, table, seat, lang, f"/games/{table.id}")
    ana, bas = phones[0], phones[1]
    tv = phone(f"/games/{table.id}/table", width=1920, height=1080)
    tv.wait_for_selector("#status")

    # Bas (Dutch) reports; Ana, Cas and Dirk wait: the table and whose decision it is
    _check(phones, table)
    english = _texts(ana, "en")
    _check(phones, table, english)
    assert bas.locator(".hand").count() == 1  # the reporting phone has the card grid
    assert ana.inner_text("#status") == "Bas's turn"
    assert ana.inner_text("#waiting h2") == "Bas is choosing…"
    # what Bas is asked, said of him (issue 38, item 9): never "your hand" on Ana's phone
    assert (ana.inner_text("#waiting .card-text")
            == "Bas plays a card, or discards one or more cards.")
    assert ana.locator("#reaction").count() == 0  # no card played yet: nothing to answer
    for seat in (0, 2, 3):
        shot(phones[seat], f"waiting-phone-start-{LANGS[seat]}", full_page=False)

    # a referee pass is offered only with an empty hand (issue 38, item 10): Bas holds
    # four cards, so there is no Pass to tap (tests/web/test_referee_pass.py plays one)
    assert bas.locator("#pass").count() == 0

    # the waiting phones scrolled to the end of the page (the log): other phones' moves
    # keep their headline in view and their page where it was
    for page in (ana, phones[2], phones[3]):
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    before = [page.evaluate(LAYOUT) for page in phones]
    table.move(1, {"type": "play", "card": "traffic", "target": 0})
    _check(phones, table, english)
    after = [page.evaluate(LAYOUT) for page in phones]
    for seat in (0, 2, 3):
        assert after[seat] == before[seat], (seat, before[seat], after[seat])
    # the dock names the card it answers, and only the reactions Ana could report
    dock = ana.locator("#reaction")
    assert dock.is_visible()
    stop = ana.get_by_role("button", name="Stop Sign against Bas's Traffic on Ana?")
    assert stop.count() == 1
    for seat in (0, 2, 3):
        _top_shot(phones[seat], _help_picture(LANGS[seat]))
    ana.emulate_media(color_scheme="dark")
    _top_shot(ana, "waiting-phone-en-dark")
    ana.emulate_media(color_scheme="light")

    # Ana answers it in two taps: the reaction, then "Yes, play Stop Sign"
    stop.click()
    ana.click("#confirm-react")
    ana.wait_for_selector("#reaction", state="detached")
    assert "Stop Sign" in ana.inner_text("#feed")
    _check(phones, table, english)

    # the rest of the game, as quick players report it; every phone checked at each step
    shots = {"en", "de", "fr"}
    game = table.state()
    for _ in range(200):
        decision = game["view"]["decision"]
        if game["status"] != "active" or decision["kind"] == "finishing":
            break
        seat = game["pending"][0]
        table.move(seat, _dmc_move(table.moves(seat), table.state(seat)["view"], seat,
                                   table.rng))
        game = _check(phones, table)
        if "nl" not in shots and 1 not in game["pending"] and bas.locator("#reaction").count():
            shots.add("nl")
            _top_shot(bas, _help_picture("nl"))
    assert game["view"]["decision"]["kind"] == "finishing", "a quick game reaches the goal"
    _check(phones, table, english)

    # the card at the goal: one panel with its countdown on every phone and on the TV
    winner = NAMES[game["view"]["finishing"]["winners"][0]]
    _shows(tv, game["version"])
    for page in [*phones, tv]:
        page.wait_for_selector("#finishing #countdown")
        assert "s left" in page.inner_text("#finishing #countdown") or page is not tv
    # each seat that may still answer has its own "I don't answer it"; the winner's phone
    # has none (ruling: only those who may answer close the window, each for itself)
    answering = game["view"]["decision"]["seats"]
    for seat, page in enumerate(phones):  # in view wherever the phone was scrolled
        if seat in answering:
            assert in_viewport(page, "#finishing #finish")
        else:
            assert page.locator("#finishing #finish").count() == 0
        assert in_viewport(page, "#finishing #countdown")
    if 0 in answering:
        assert ana.locator("#finishing").get_by_role(
            "button", name="I don't answer it").count() == 1
    assert ana.locator("#finishing [data-react]").count() == len(_answers(table, 0))
    assert "If nobody answers" in tv.inner_text("#finishing")
    for page, lang in zip(phones, LANGS, strict=True):
        shot(page, f"referee-finishing-{lang}", full_page=False)
    shot(tv, "referee-finishing-tv-1920", full_page=False)
    ana.emulate_media(color_scheme="dark")
    shot(ana, "referee-finishing-en-dark", full_page=False)
    ana.emulate_media(color_scheme="light")

    for seat in answering:  # nobody answers: each says so for itself
        phones[seat].locator("#finishing #finish").click()
        phones[seat].wait_for_selector("#finishing #finish", state="detached")
    for page in [*phones, tv]:
        page.wait_for_selector(".winner")
    assert winner in tv.inner_text(".winner")
    # the end: the standings on the phones, the TV's winner large on its screen
    assert winner in ana.inner_text("#standings li:first-child")
    shot(tv, "referee-end-tv-1920", full_page=False)
    assert tv.evaluate("document.documentElement.scrollHeight <= innerHeight")
    assert all(page.js_errors == [] for page in [*phones, tv])
