"""Referee mode: phones report what happened with the physical cards; the app refuses
an illegal report with the rule it breaks, and a reporter can undo a report."""

from __future__ import annotations

import pytest

from tests.web.helpers import card_text, create_game, game_id_of, in_viewport, shot

pytestmark = pytest.mark.browser


def test_referee_refuses_an_illegal_report_and_undo_works(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", mode="referee",
                       options={"first_player": 0})
    # Bob joins by typing the code
    bob = phone("/")
    bob.get_by_role("link", name="Join with a code").click()
    bob.fill("#code", code.lower())
    bob.fill("#name", "Bob")
    shot(bob, "06-join-by-code")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    bob.wait_for_selector("#status")
    assert "Ann's turn" in bob.inner_text("#status")

    # Ann reports: Traffic on Bob, then that she drew one card
    ann.locator(".hand button.card[data-card=traffic]").click()
    ann.locator("#action-sheet").get_by_role("button", name="Play Traffic on Bob").click()
    ann.get_by_role("button", name="I drew 1 card").click()

    # Bob sees the Traffic in front of him with its turns left
    bob.wait_for_selector("#status.your-turn")
    bob_row = bob.locator("li.road.seat-1")
    assert "Traffic · 4 turns left" in bob_row.inner_text()

    # the referee hint: under Traffic a distance card can only be discarded (no green dot),
    # a blue card can still be played
    km100 = bob.locator(".hand button.card[data-card=km100]")
    assert "discard-only" in str(km100.get_attribute("class"))
    assert "playable" not in str(km100.get_attribute("class"))
    assert "can only be discarded now" in str(km100.get_attribute("aria-label"))
    assert "playable" in str(bob.locator(".hand button.card[data-card=roundabout]")
                             .get_attribute("class"))

    # Bob reports a 100 km card: refused where he tapped, with the rule in plain words
    km100.click()
    # the card says what it does, in the rulebook's words from the catalogue
    assert bob.inner_text("#card-text").strip() == card_text(bob, "km100")
    bob.locator("#action-sheet").get_by_role("button", name="Play 100 km").click()
    refusal = bob.locator("#refusal")
    refusal.wait_for()
    assert "Not allowed" in refusal.inner_text()
    assert "Traffic: You cannot play distance cards for 4 turns." in refusal.inner_text()
    assert refusal.get_attribute("role") == "alert"
    # inside the still-open card panel, on screen, and focused
    assert bob.locator("#action-sheet #refusal").count() == 1
    assert in_viewport(bob, "#refusal")
    assert bob.evaluate("document.activeElement.id") == "refusal"
    shot(bob, "07-referee-refusal")
    # the refused report changed nothing: still Bob's turn, road still 0 km
    assert "0 / 1000 km" in bob_row.inner_text()
    assert "Your turn" in bob.inner_text("#status")

    # the next action clears the refusal
    bob.locator(".hand button.card[data-card=km50]").click()
    assert bob.locator("#refusal").count() == 0
    # Bob reports a discard (accepted), then undoes it
    bob.locator("#action-sheet").get_by_role("button", name="Discard 50 km").click()
    bob.get_by_role("button", name="End my turn").wait_for()
    shot(bob, "08-referee-undo-offered")
    bob.get_by_role("button", name="Undo my last report").click()
    bob.get_by_role("button", name="End my turn").wait_for(state="detached")
    assert bob.get_by_role("button", name="Undo my last report").count() == 0
    assert "Your turn" in bob.inner_text("#status")
    # the feed says so in plain words
    bob.wait_for_function(
        "() => document.querySelector('#feed') && (document.querySelector('#feed')?.innerText || '')"
        ".includes('Bob took back the last report')")

    # the table view (a tablet, no token) shows roads, whose turn and the effect
    game_id = game_id_of(ann)
    table = phone(f"/games/{game_id}/table", width=1024, height=768)
    table.wait_for_selector("#status")
    assert "Bob's turn" in table.inner_text("#status")
    assert "Traffic · 4 turns left" in table.inner_text("li.road.seat-1")
    assert table.locator(".hand").count() == 0
    shot(table, "09-table-view-dmc")
    assert not ann.js_errors and not bob.js_errors and not table.js_errors


def test_the_toll_booth_victim_is_asked_to_discard_not_told_it_is_their_turn(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", mode="referee",
                       options={"first_player": 0})
    bob = phone(f"/?join={code}")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    ann.locator(".hand button.card[data-card=toll_booth]").click()
    ann.locator("#action-sheet").get_by_role("button", name="Play Toll booth on Bob").click()
    bob.wait_for_selector("#status.your-turn")
    headline = bob.inner_text("#status")
    assert headline == "Ann played Toll booth on you — choose 2 cards to discard"
    assert "Your turn" not in headline
    ann.wait_for_selector("#status:not(.your-turn)")
    assert ann.inner_text("#status") == "Waiting for Bob: Toll booth from you"
    # focus went to what is asked next
    assert ann.evaluate("document.activeElement.id") == "status"
    shot(bob, "17-toll-booth-victim")
    assert not ann.js_errors and not bob.js_errors


def test_a_stoplight_counts_the_same_in_the_log_and_on_the_badge(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", mode="referee",
                       options={"first_player": 0})
    bob = phone(f"/?join={code}")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    ann.locator(".hand button.card[data-card=stoplight]").click()
    ann.locator("#action-sheet").get_by_role("button", name="Play Stoplight on Bob").click()
    ann.get_by_role("button", name="I drew 1 card").click()
    # Bob's turn is skipped at once: Ann plays again; both say one more turn to miss
    ann.wait_for_function(
        "() => document.querySelector('#feed')?.innerText.includes('Bob misses this turn')")
    line = next(t for t in ann.locator("#feed li").all_inner_texts() if "misses this turn" in t)
    assert line == "Bob misses this turn (Stoplight; 1 more to miss)."
    assert "Stoplight · 1 turn left" in ann.inner_text("li.road.seat-1")
    # Ann again; Bob's second skipped turn spends the Stoplight: used up, no longer "in play"
    ann.locator(".hand button.card[data-card=km50]").click()
    ann.locator("#action-sheet").get_by_role("button", name="Discard 50 km").click()
    ann.get_by_role("button", name="End my turn").click()
    ann.get_by_role("button", name="I drew 1 card").click()
    ann.wait_for_function(
        "() => document.querySelector('li.road.seat-1')?.innerText.includes('Stoplight · used up')")
    assert "in play" not in ann.inner_text("li.road.seat-1")
    assert not ann.js_errors and not bob.js_errors


def test_signs_are_reported_as_turned_up_never_as_cards_played_or_discarded(phone):
    """Signs of Madness: a sign is flipped onto the sign pile when it comes up, never held,
    so the referee's card grid leaves the signs out and the flip buttons offer them."""
    ann = phone("/")
    create_game(ann, "driving-me-crazy", "Ann", mode="referee", bots=(1,), seed=4,
                options={"first_player": 0}, variants=("signs_of_madness",))
    ann.wait_for_selector("#status.your-turn")
    signs = [c["id"] for g in ann.request.get("/api/v1/games/catalogue").json()["games"]
             for c in g["cards"] if c.get("colour") == "sign"]
    assert signs
    grid = [ann.locator(".hand button.card").nth(i).get_attribute("data-card")
            for i in range(ann.locator(".hand button.card").count())]
    assert "km50" in grid and not set(grid) & set(signs)
    assert ann.locator("button", has_text="The sign turned up is").count() == len(signs)
    assert not ann.js_errors
