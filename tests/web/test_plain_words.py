"""Plain words at a referee table (issue 38, items 9 and 10): a waiting phone says what
the decider is asked in the third person ("Ann draws the cards asked: up to 4 in hand"),
never "your hand"; undoing a draw says it is a draw of so many cards, with the language's
plural; JSON that is not a transcript is said so in people's words, not "the request does
not match the schema"; the end of a referee game a bot ended offers no undo of the bot's
report (the bot would only make it again)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from tests.web.helpers import shot

pytestmark = pytest.mark.browser


def call(base: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    request = urllib.request.Request(
        base + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json",
                 **({"Authorization": f"Bearer {token}"} if token else {})})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def seated(phone: Any, game_id: str, seat: int, token: str, name: str, lang: str = "en",
           **size: Any) -> Any:
    page = phone("/", **size)
    page.evaluate("([id, seat, lang]) => { localStorage.setItem(`roadtrip.seat.${id}`,"
                  " JSON.stringify(seat)); localStorage.setItem('roadtrip.lang', lang); }",
                  [game_id, {"seat": seat, "token": token, "name": name}, lang])
    page.goto(f"/games/{game_id}")
    return page


@pytest.mark.parametrize("lang, asked, undo", [
    ("en", "Ann draws the cards asked: up to 4 in hand", "Undo Ann's draw of 1 card?"),
    ("nl", "Ann trekt de gevraagde kaarten: tot 4 in de hand", "Trekken van 1 kaart van Ann"),
    ("de", "Ann zieht die verlangten Karten: bis zu 4 auf der Hand", "Ziehen von 1 Karte von Ann"),
    ("fr", "Ann pioche les cartes demandées\u00a0: jusqu'à 4 en main",
     "la pioche de 1 carte de Ann"),
])
def test_a_waiting_phone_says_the_deciders_draw_of_them_and_its_undo_says_what(
        phone, base_url, lang, asked, undo):
    game = call(base_url, "POST", "/api/v1/games", {
        "game": "driving-me-crazy", "players": 2, "mode": "referee",
        "options": {"first_player": 0}})
    path = f"/api/v1/games/{game['id']}"
    ann, bob = (call(base_url, "POST", f"{path}/players", {"name": n}) for n in ("Ann", "Bob"))
    call(base_url, "POST", f"{path}/moves", {"type": "play", "card": "km50"}, ann["token"])
    for dark in (False, True):
        page = seated(phone, game["id"], 1, bob["token"], "Bob", lang, width=360, height=640,
                      dark=dark)
        page.wait_for_selector("#waiting .card-text")
        said = page.inner_text("#waiting .card-text")
        assert said.startswith(asked), said
        for second_person in ("your hand", "je hand", "deiner Hand", "votre tour", "deines"):
            assert second_person not in said
        shot(page, f"38-09-waiting-third-person-{lang}{'-dark' if dark else ''}",
             full_page=False)
    # Ann reports drawing one card; Bob's phone asks what the undo takes back
    call(base_url, "POST", f"{path}/moves", {"type": "draw", "count": 1}, ann["token"])
    # (the turn is Bob's now: his report panel offers to take Ann's draw back)
    page.locator("#status.your-turn").wait_for()
    page.locator("main button.danger, main button", has_text="Ann").last.click()
    dialog = page.locator("#undo-confirm")
    dialog.wait_for()
    words = dialog.inner_text()
    assert undo in words, words
    assert "(s)" not in words
    shot(page, f"38-09-undo-a-draw-{lang}-dark", full_page=False)
    assert not page.js_errors


def test_json_that_is_not_a_transcript_is_said_so_in_peoples_words(phone):
    for dark in (False, True):
        page = phone("/replay", width=360, height=640, dark=dark)
        page.wait_for_selector("#check-paste")
        page.fill("#check-paste", json.dumps({"hello": "world"}))
        page.click("#check-go")
        page.wait_for_selector("#check-out .refusal")
        said = page.inner_text("#check-out .refusal")
        assert "schema" not in said and "request" not in said
        assert "Not a transcript" in said and "This is not a game transcript" in said
        assert "went wrong" not in said
        assert "“game”" in said and "“moves”" in said  # which parts are missing
        shot(page, f"38-09-not-a-transcript{'-dark' if dark else ''}", full_page=False)
        assert not page.js_errors


def test_the_end_of_a_referee_game_a_bot_ended_offers_no_undo_of_the_bots_report(
        phone, base_url):
    game = call(base_url, "POST", "/api/v1/games", {
        "game": "driving-me-crazy", "players": 2, "mode": "referee", "bots": [1],
        "seed": 4, "options": {"first_player": 1, "goal": 50}})
    path = f"/api/v1/games/{game['id']}"
    ann = call(base_url, "POST", f"{path}/players", {"name": "Ann"})
    state = call(base_url, "GET", path, token=ann["token"])
    for _ in range(60):  # Ann lets the bot race: she discards, draws, ends her turns
        if state["status"] == "finished":
            break
        moves = call(base_url, "GET", f"{path}/legal-moves", token=ann["token"])["moves"]
        move = next((m for m in moves if m["type"] in ("discard", "draw", "end_turn", "pass")),
                    None)
        assert move, moves
        state = call(base_url, "POST", f"{path}/moves", move, token=ann["token"])
        state = call(base_url, "GET", path, token=ann["token"])
    assert state["status"] == "finished"
    assert state["view"]["outcome"]["winners"] == [1]
    assert state["view"]["undo"] == 1  # the bot's report ended it: core would take it back
    page = seated(phone, game["id"], 0, ann["token"], "Ann", width=360, height=640)
    page.wait_for_selector("#winner")
    page.wait_for_selector("#standings")
    assert page.locator("#undo-end").count() == 0
    assert page.get_by_role("button", name="Undo Bot 2's last report").count() == 0
    shot(page, "38-10-bot-ended-no-undo", full_page=False)
    assert not page.js_errors


def test_the_check_of_a_transcript_from_this_server_names_the_players(phone, base_url):
    """Issue 38, item 9: a game's transcript gives its players' names; the check screen says
    "Illegal move 2 by Ann" and names the seats in the rule's words, not "seat 1"."""
    game = call(base_url, "POST", "/api/v1/games", {
        "game": "driving-me-crazy", "players": 2, "mode": "referee",
        "options": {"first_player": 0}})
    path = f"/api/v1/games/{game['id']}"
    ann, _ = (call(base_url, "POST", f"{path}/players", {"name": n}) for n in ("Ann", "Bob"))
    call(base_url, "POST", f"{path}/moves", {"type": "discard", "card": "km50"}, ann["token"])
    transcript = call(base_url, "GET", f"{path}/transcript")
    assert [p["name"] for p in transcript["players"]] == ["Ann", "Bob"]
    # Ann reports a play once her turn is over: the second move is illegal
    transcript["moves"].append({"seat": 0, "move": {"type": "end_turn"}})
    transcript["moves"].append({"seat": 0, "move": {"type": "discard", "card": "km50"}})
    for dark in (False, True):
        page = phone("/replay", width=360, height=640, dark=dark)
        page.fill("#check-paste", json.dumps(transcript))
        page.click("#check-go")
        page.wait_for_selector("#verdict")
        heading = page.inner_text("#verdict h2")
        assert "by Ann, seat 1" in heading, heading
        detail = page.inner_text("#verdict-detail")
        assert "seat 1" not in detail.lower() and "seat 2" not in detail.lower(), detail
        assert "Ann" in detail or "Bob" in detail, detail
        assert "Ann" in page.inner_text("#check-out")  # the table names the players too
        shot(page, f"38-09-check-names{'-dark' if dark else ''}")
        assert not page.js_errors


def test_the_table_view_says_what_the_player_is_asked_of_them(phone, base_url):
    """Issue 38, item 9: the shared screen says "Ann places the card drawn in front of their
    car", never "your car"."""
    game = call(base_url, "POST", "/api/v1/games", {
        "game": "drive", "players": 2, "mode": "referee", "options": {"first_player": 0}})
    path = f"/api/v1/games/{game['id']}"
    ann, _ = (call(base_url, "POST", f"{path}/players", {"name": n}) for n in ("Ann", "Bob"))
    call(base_url, "POST", f"{path}/moves", {"type": "draw", "card": "crossroads"}, ann["token"])
    for dark in (False, True):
        tv = phone(f"/games/{game['id']}/table", width=1280, height=720, dark=dark)
        tv.wait_for_selector("#status")
        said = tv.inner_text("#status").strip()
        assert said.startswith("Ann places the card drawn in front of their car"), said
        assert "your" not in said.lower()
        shot(tv, f"38-09-table-third-person{'-dark' if dark else ''}", full_page=False)
        assert not tv.js_errors
