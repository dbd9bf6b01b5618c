"""Drive referee mode with a house deck: a card the reconstructed set lacks is drawn from its
roads (the view's ``deck``), in the report list, the drawn card, the ghost and the board."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from tests.web.helpers import settle, shot

pytestmark = pytest.mark.browser

#: a card of a real box the reconstruction lacks: a bend with a garage, Miss a Turn on N
DECK = {"bend-garage": {"count": 2, "name": "Bend with garage", "roads": "NE", "stops": "N"}}


def _post(base_url: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(f"{base_url}{path}", data=json.dumps(body).encode(),
                                     method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return dict(json.load(answer))


def _roads(page: Any, selector: str) -> int:
    """How many road arms the card drawn at ``selector`` shows."""
    return int(page.locator(f"{selector} line.road").count())


def test_a_house_deck_card_is_drawn_from_its_roads(phone, base_url):
    game = _post(base_url, "/api/v1/games", {
        "game": "drive", "players": 2, "mode": "referee",
        "options": {"first_player": 0, "deck": DECK}})
    seats = [_post(base_url, f"/api/v1/games/{game['id']}/players", {"name": name})
             for name in ("Ann", "Bob")]
    ann = phone("/")
    ann.evaluate("""([id, seat]) => localStorage.setItem(`roadtrip.seat.${id}`,
                    JSON.stringify(seat))""",
                 [game["id"], {"seat": 0, "token": seats[0]["token"], "name": "Ann"}])
    ann.goto(f"/games/{game['id']}")
    ann.wait_for_selector("#report-draw")

    # the report list: the box's own card with its picture (2 roads, the Miss a Turn bar),
    # among the bends
    ann.locator("button.pick-shape[data-shape=bend]").click()
    button = ann.get_by_role("button", name="I drew Bend with garage", exact=True)
    assert button.count() == 1
    assert button.locator("svg line.road").count() == 2
    assert button.locator("svg line.stop").count() == 1
    button.click()

    # the drawn card beside its rotate button, and its ghost in front of the car
    ann.wait_for_selector("button.place")
    assert _roads(ann, ".drawn svg") == 2 and "Bend with garage" in ann.inner_text(".drawn")
    assert _roads(ann, "svg.board g.ghost") == 2
    shot(ann, "drive-house-deck-drawn")
    ann.locator("button.place").first.click()
    settle(ann)

    # placed on the board: drawn from the view's cell (its roads turned as placed)
    ann.wait_for_selector("svg.board g.cell")
    cell = ann.locator("svg.board g.cell").first
    assert cell.locator("line.road").count() == 2 and cell.locator("line.stop").count() == 1
    assert "Bend with garage" in str(cell.locator("title").last.text_content())
    shot(ann, "drive-house-deck-card", full_page=False)
    assert not ann.js_errors
