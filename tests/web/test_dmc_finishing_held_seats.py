"""Driving Me Crazy! referee mode, the card that reaches the goal, on a host's phone that
holds seats of players without a phone (issue 38 with docs/rules/driving-me-crazy.md,
"Referee mode: the end waits for the table"): the held winner is never offered to close
the window; each held seat that may still answer says "I don't answer it" for itself on
the host's phone; the host closes it for the table, asked once more; the end shows the
winner."""

from __future__ import annotations

import pytest

from tests.web.helpers import create_game, game_id_of, shot
from tests.web.test_seats_without_a_phone import (
    DMC,
    HostPhone,
    acting_for,
    add_without_phone,
    shows,
)

pytestmark = pytest.mark.browser


def test_a_held_winner_waits_while_each_held_seat_answers_for_itself_and_the_host_closes(
        phone, base_url):
    host = phone("/")
    create_game(host, DMC, "Ann", mode="referee", players=4, variants=("quick_reactions",),
                options={"first_player": 1, "goal": 100, "reaction_seconds": 120})
    for name in ("Grandpa", "Kid", "Dee"):
        add_without_phone(host, name)
    game_id = game_id_of(host)
    table = HostPhone(base_url, host, game_id)
    assert table.own == 0

    # Grandpa, held by the host's phone, reaches the goal with his 100 km
    acting_for(host, "Grandpa")
    table.move(1, {"type": "play", "card": "km100"})
    game = table.state()
    assert game["view"]["decision"]["kind"] == "finishing"
    assert sorted(game["pending"]) == [0, 2, 3]
    shows(host, game["version"])
    host.wait_for_selector("#finishing")
    assert "Kid, Dee, and Ann may still answer it." in host.inner_text("#finishing")

    # the winner is never offered to close it, even picked on the host's phone
    host.locator("#seat-bar button[data-seat='1']").click()
    acting_for(host, "Grandpa")
    host.wait_for_selector("#finishing")
    assert host.locator("#finishing #finish").count() == 0
    shot(host, "38-dmc-finishing-held-winner", full_page=False)

    # the phone turns to a seat whose decision is due: Ann says she does not answer it
    host.locator("#seat-bar button[data-seat='0']").click()
    acting_for(host, "Ann")
    host.locator("#finishing").get_by_role("button", name="I don't answer it").click()
    # then to Kid (held), who says it for himself: no one's turn, Kid may still answer
    assert acting_for(host, "Kid") == "Kid may still answer — report for Kid"
    assert host.inner_text("#seat-bar button[data-seat='3'] .badge") == "may answer"
    host.locator("#finishing").get_by_role("button", name="I don't answer it").click()
    acting_for(host, "Dee")
    host.wait_for_function("() => document.querySelector('#finishing')"
                           " && document.querySelector('#finishing').innerText"
                           ".includes('\\nDee may still answer it.')")
    assert table.state()["pending"] == [3]

    # the host closes it for the table while acting for Dee, asked once more
    host.click("#close-for-table")
    assert "Close the chance to answer for everyone? Grandpa wins at once." in (
        host.inner_text("#finishing"))
    shot(host, "38-dmc-finishing-host-close", full_page=False)
    host.click("#close-yes")
    host.wait_for_selector(".winner")
    assert "Grandpa" in host.inner_text(".winner")
    assert table.state()["status"] == "finished"
    shot(host, "38-dmc-finishing-held-end", full_page=False)
    assert host.js_errors == []
