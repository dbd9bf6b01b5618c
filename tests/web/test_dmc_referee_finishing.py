"""Driving Me Crazy! referee mode on a phone: the card that reaches the goal waits for the
table (docs/rules/driving-me-crazy.md, "Referee mode: the end waits for the table")."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from tests.web.helpers import shot

pytestmark = pytest.mark.browser


def _post(base_url: str, path: str, body: dict[str, Any], token: str | None = None,
          ) -> dict[str, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(f"{base_url}{path}", data=json.dumps(body).encode(),
                                     method="POST", headers=headers)
    with urllib.request.urlopen(request) as answer:
        return dict(json.load(answer))


def test_a_phone_offers_a_reaction_to_the_winning_card_or_the_end(phone, base_url):
    game = _post(base_url, "/api/v1/games", {
        "game": "driving-me-crazy", "players": 3, "mode": "referee",
        "variants": ["quick_reactions"], "options": {"goal": 100, "first_player": 0}})
    path = f"/api/v1/games/{game['id']}"
    seats = [_post(base_url, f"{path}/players", {"name": name}) for name in ("Ann", "Bob", "Cy")]
    _post(base_url, f"{path}/moves", {"type": "play", "card": "km100"}, seats[0]["token"])

    bob = phone("/")
    bob.evaluate("""([id, seat]) => localStorage.setItem(`roadtrip.seat.${id}`,
                    JSON.stringify(seat))""",
                 [game["id"], {"seat": 1, "token": seats[1]["token"], "name": "Bob"}])
    bob.goto(f"/games/{game['id']}")
    bob.wait_for_selector("#finishing")
    assert bob.inner_text("#status").startswith("Ann reached the goal with 100 km")
    # one panel: the card, who may still answer, the clock, the reactions and the end
    panel = bob.inner_text("#finishing")
    assert "The end, unless someone answers" in panel
    assert "Bob and Cy may still answer it." in panel
    assert bob.get_by_role("button", name="Stop Sign against Ann's 100 km?").count() == 1
    # the held end's clock: reaction_seconds (15) from the report, as a window's
    left = int(bob.inner_text("#finishing #countdown").split()[0])
    assert 0 < left <= 15
    # Bob may still answer: he says for himself that he does not; Cy keeps her chance
    end = bob.locator("#finishing").get_by_role("button", name="I don't answer it")
    assert end.count() == 1
    shot(bob, "dmc-referee-finishing")
    end.click()
    bob.wait_for_selector("#finishing #finish", state="detached")
    assert "Cy may still answer it." in bob.inner_text("#finishing")

    # Ann, whose card it is, may not close the window for the others; Ann is also the host
    # here: she may close it for the table, once asked again
    ann = phone("/")
    ann.evaluate("""([id, seat, host]) => {
                      localStorage.setItem(`roadtrip.seat.${id}`, JSON.stringify(seat));
                      localStorage.setItem(`roadtrip.host.${id}`, JSON.stringify(host)); }""",
                 [game["id"], {"seat": 0, "token": seats[0]["token"], "name": "Ann"},
                  {"host_token": game["host_token"], "join_code": game.get("join_code")}])
    ann.goto(f"/games/{game['id']}")
    ann.wait_for_selector("#finishing")
    assert ann.locator("#finishing #finish").count() == 0
    ann.click("#close-for-table")
    assert "Close the chance to answer for everyone? Ann wins at once." in ann.inner_text(
        "#finishing")
    shot(ann, "dmc-referee-finishing-host")
    ann.click("#close-yes")
    for page in (ann, bob):
        page.wait_for_selector(".winner")
        assert "Ann" in page.inner_text(".winner")
    assert not bob.js_errors and not ann.js_errors
