"""A referee pass, as a real table makes it: "You can only pass if you start your turn with
no cards in your hand." The app counts each hand (draws and plays are reported), so it
offers Pass only then (issue 38, item 10: a Pass it knows will be refused is not offered);
once the pack is gone and a hand is played out, the pass is reported and taken."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest

from tests.web.helpers import shot

pytestmark = pytest.mark.browser

#: a house deck of eight 50 km cards and nothing else: dealt out at once, so hands empty
TINY_DECK = {card: 0 for card in ("km100", "stoplight", "u_turn", "traffic", "toll_booth",
                                  "roundabout", "shortcut", "gps", "bus", "race_car")}
TINY_DECK["km50"] = 8


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    request = urllib.request.Request(
        base + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json",
                 **({"Authorization": f"Bearer {token}"} if token else {})})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def test_you_can_only_pass_if_you_start_your_turn_with_no_cards_in_your_hand(phone, base_url):
    created = call(base_url, "POST", "/api/v1/games", {
        "game": "driving-me-crazy", "players": 2, "mode": "referee",
        "options": {"first_player": 0, "goal": 300, "deck": TINY_DECK}})
    game = created["id"]
    tokens = [call(base_url, "POST", f"/api/v1/games/{game}/players", {"name": name})["token"]
              for name in ("Ana", "Bob")]
    ana = phone("/")
    ana.evaluate("([id, token]) => localStorage.setItem(`roadtrip.seat.${id}`,"
                 " JSON.stringify({seat: 0, token, name: 'Ana'}))", [game, tokens[0]])

    # with four cards in hand, Pass is not offered (it could only be refused)
    ana.goto(f"/games/{game}")
    ana.wait_for_selector("#status.your-turn")
    ana.wait_for_selector("#report-title")
    assert ana.get_by_role("button", name=re.compile(r"^Pass")).count() == 0

    # both play out their four 50 km cards (the pack was dealt out: nothing to draw)
    for _ in range(40):
        state = call(base_url, "GET", f"/api/v1/games/{game}", token=tokens[0])
        seat = state["pending"][0]
        if seat == 0 and state["view"]["seats"][0]["hand_count"] == 0:
            break
        moves = call(base_url, "GET", f"/api/v1/games/{game}/legal-moves",
                     token=tokens[seat])["moves"]
        move = next((m for m in moves if m.get("card") == "km50" and m["type"] == "play"),
                    next(m for m in moves if m["type"] not in ("undo", "pass")))
        call(base_url, "POST", f"/api/v1/games/{game}/moves", move, token=tokens[seat])
    else:
        raise AssertionError("Ana's hand never emptied")

    # Ana starts her turn with no cards: her pass is taken, and the turn is Bob's
    ana.wait_for_selector("#status.your-turn")
    ana.get_by_role("button", name=re.compile(r"^Pass")).first.click()
    ana.wait_for_function("() => !document.querySelector('#status.your-turn')")
    log = call(base_url, "GET", f"/api/v1/games/{game}/log", token=tokens[0])
    events = [entry["event"] for entry in log["events"]]
    assert any(e["type"] == "pass" and e.get("seat") == 0 for e in events), events
    shot(ana, "referee-pass")
    assert not ana.js_errors
