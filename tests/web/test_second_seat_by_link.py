"""One table, any phones (issue 38): a phone that has its own seat takes a second seat by
that seat's hand-over link. It claims it with its own seat's token (the API then reads that
token with ``as``), and from then on holds both: its seat bar shows both seats, it turns to
the one whose decision is due and reports for it."""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, game_id_of, shot
from tests.web.test_seats_without_a_phone import (
    DMC,
    HostPhone,
    acting_for,
    add_without_phone,
    call,
    shows,
    stored,
)

pytestmark = pytest.mark.browser


def test_a_phone_with_a_seat_takes_a_second_seat_by_its_link_and_holds_both(phone, base_url):
    host = phone("/")
    create_game(host, DMC, "Ann", mode="referee", players=3,
                options={"first_player": 0, "goal": 300})
    game_id = game_id_of(host)
    # Bob joins with his own phone
    bob_seat = call(base_url, f"/games/{game_id}/players", {"name": "Bob"})
    bob = phone("/")
    bob.evaluate("""([id, seat]) => localStorage.setItem(`roadtrip.seat.${id}`,
                    JSON.stringify(seat))""",
                 [game_id, {"seat": 1, "token": bob_seat["token"], "name": "Bob"}])
    # Kid has no phone: the host's phone holds his seat, then hands it to Bob's phone
    add_without_phone(host, "Kid")
    table = HostPhone(base_url, host, game_id)
    link = call(base_url, f"/games/{game_id}/seats/2/handover", {}, token=table.host)
    assert "url" in link, link
    bob.goto("/" + link["url"].split("://", 1)[1].split("/", 1)[1])
    bob.get_by_role("heading", name="Take Kid's seat").wait_for()
    assert bob.locator(".refusal").count() == 0
    bob.click("#claim")
    bob.wait_for_selector("#seat-bar")
    kept = stored(bob, f"seat.{game_id}")
    assert kept["seat"] == 1 and kept["token"] == bob_seat["token"] and kept["also"] == [2]
    game = table.state()
    assert game["players"][2]["held"] is False  # no longer the host's
    # the bar shows both seats; the API reads Bob's token for either seat with `as`
    assert bob.locator("#seat-bar button[data-seat='1']").inner_text().startswith("Bob")
    assert bob.locator("#seat-bar button[data-seat='2']").inner_text().startswith("Kid")
    for seat in (1, 2):
        view = call(base_url, f"/games/{game_id}?as={seat}", token=bob_seat["token"])
        assert view["seat"] == seat

    # Ann reports her turn; Bob's phone turns to Bob, then to Kid, and reports for each
    while table.state()["pending"] == [0]:
        table.play_one()
    game = table.state()
    assert game["pending"] == [1]
    shows(bob, game["version"])
    acting_for(bob, "Bob")
    shot(bob, "38-second-seat-bob", full_page=False)
    bob.wait_for_selector(".hand")
    bob.locator(".hand button.card[data-card=km50]").click()
    bob.locator("#action-sheet").get_by_role("button", name="Play 50 km").click()
    bob.get_by_role("button", name="I drew 1 card").click()
    # then the phone turns to Kid by itself
    assert acting_for(bob, "Kid") == "Kid's turn — report what Kid did"
    game = table.state()
    assert game["pending"] == [2], game["pending"]
    bob.locator(".hand button.card[data-card=km50]").click()
    bob.locator("#action-sheet").get_by_role("button", name="Play 50 km").click()
    bob.get_by_role("button", name="I drew 1 card").click()
    shows(bob, table.state()["version"])
    assert table.state()["pending"] == [0]
    played = [(e["event"].get("seat"), e["event"].get("card"))
              for e in call(base_url, f"/games/{game_id}/log")["events"]]
    assert (1, "km50") in played and (2, "km50") in played  # one report for each seat
    shot(bob, "38-second-seat-both", full_page=False)
    assert bob.js_errors == [] and host.js_errors == []
