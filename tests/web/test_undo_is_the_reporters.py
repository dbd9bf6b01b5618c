"""Undo is the reporter's, and the report that ended the game can be taken back.

Two phones at one referee table: Ann's winning 50 km is a mis-tap. Bob's phone offers to
take it back on the table's behalf, but asks first, naming what is undone ("Undo Ann's
50 km?"); Ann's phone is told by a notice that stays until she has read it. Ann taking back
her own report is not asked about. (Rulings: core/undo.py, docs/rules/drive-1960.md#undo.)
"""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, shot

pytestmark = pytest.mark.browser


def win_with_50_km(page) -> None:
    page.locator(".hand button.card[data-card=km50]").click()
    page.locator("#action-sheet").get_by_role("button", name="Play 50 km").click()


def test_another_phones_undo_asks_first_and_the_reporter_is_told(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", mode="referee",
                       options={"first_player": 0, "goal": 50})
    bob = phone(f"/?join={code}")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")

    win_with_50_km(ann)  # the mis-tap: 50 km of a 50 km goal ends the game
    ann.wait_for_selector("#winner")
    bob.wait_for_selector("#winner")
    assert "Ann" in bob.inner_text("#winner")

    # Bob may take it back for the table; the button says whose report it is
    undo = bob.get_by_role("button", name="Undo Ann's last report")
    undo.click()
    dialog = bob.locator("#undo-confirm")
    dialog.wait_for()
    assert "Undo Ann's 50 km?" in dialog.inner_text()
    shot(bob, "undo-asks-first", full_page=False)
    # "Cancel" changes nothing
    dialog.get_by_role("button", name="Cancel").click()
    assert bob.locator("#undo-confirm").count() == 0
    assert bob.locator("#winner").count() == 1

    undo.click()
    bob.locator("#undo-confirm").get_by_role("button", name="Undo it").click()
    bob.wait_for_selector("#status")
    bob.wait_for_function("() => (document.querySelector('#status')?.innerText || '').includes(\"Ann's turn\")")
    assert bob.locator("#winner").count() == 0, "the game goes on, nobody has won"

    # Ann's phone is told, and the notice stays (repaints, a reload) until she reads it
    notice = ann.locator("#undo-notice")
    notice.wait_for()
    assert "Bob took back your 50 km." in notice.inner_text()
    assert ann.locator("#status.your-turn").count() == 1
    shot(ann, "undo-notice", full_page=False)
    ann.reload()
    ann.locator("#undo-notice").wait_for()
    ann.get_by_role("button", name="OK, I've seen it").click()
    assert ann.locator("#undo-notice").count() == 0
    ann.reload()
    ann.wait_for_selector("#status.your-turn")
    assert ann.locator("#undo-notice").count() == 0
    # Bob's phone, whose report nothing took back, was never told anything
    assert bob.locator("#undo-notice").count() == 0

    # Ann taking back her own report is not asked about
    win_with_50_km(ann)
    ann.wait_for_selector("#winner")
    ann.get_by_role("button", name="Undo my last report").click()
    ann.wait_for_selector("#status.your-turn")
    assert ann.locator("#undo-confirm").count() == 0
    assert ann.locator("#undo-notice").count() == 0
    assert not ann.js_errors and not bob.js_errors


def test_the_question_and_the_notice_in_the_dark(phone):
    ann = phone("/", dark=True)
    code = create_game(ann, "driving-me-crazy", "Ann", mode="referee",
                       options={"first_player": 0, "goal": 50})
    bob = phone(f"/?join={code}", dark=True)
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    win_with_50_km(ann)
    bob.get_by_role("button", name="Undo Ann's last report").click()
    bob.locator("#undo-confirm").wait_for()
    shot(bob, "undo-asks-first-dark", full_page=False)
    bob.get_by_role("button", name="Undo it").click()
    ann.locator("#undo-notice").wait_for()
    shot(ann, "undo-notice-dark", full_page=False)
    assert not ann.js_errors and not bob.js_errors
