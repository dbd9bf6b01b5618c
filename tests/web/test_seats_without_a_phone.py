"""One table, any phones (issue 38): players without a phone, a seat handed to a phone,
one device for the whole table, and pass and play that keeps hands hidden.

The host's phone holds the seats of players without a phone: it shows whose decision is
due and reports for that seat ("Grandpa's turn — report what Grandpa did"), marks a held
seat that may react, and undoes a held seat's report. A seat goes to a new phone by its
link; the host's phone is told. The reports this test does not tap go through the API, as
the phone would send them (the host's token acting ``as`` the seat).
"""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.request
from typing import Any

import pytest

from tests.web.helpers import create_game, dmc_digital_turn, game_id_of, shot
from tests.web.test_four_languages import _dmc_move

pytestmark = pytest.mark.browser

DMC = "driving-me-crazy"
TABLET = {"width": 820, "height": 1180}


def call(base_url: str, path: str, body: Any = None, token: str | None = None,
         method: str | None = None) -> Any:
    """One API call; a problem answer is returned as it is (with its status)."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{base_url}/api/v1{path}", data=data, headers=headers,
                                     method=method or ("POST" if body is not None else "GET"))
    try:
        with urllib.request.urlopen(request) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as error:
        return {"status": error.code, **json.load(error)}


def stored(page: Any, key: str) -> Any:
    """What the phone keeps in localStorage under roadtrip.KEY."""
    return page.evaluate("k => JSON.parse(localStorage.getItem('roadtrip.' + k))", key)


class HostPhone:
    """The API as the host's phone calls it: its own seat's token and the host token."""

    def __init__(self, base_url: str, page: Any, game_id: str) -> None:
        self.base_url, self.id = base_url, game_id
        self.host = stored(page, f"host.{game_id}")["host_token"]
        mine = stored(page, f"seat.{game_id}")
        self.own = mine["seat"] if mine else None
        self.own_token = mine["token"] if mine else None
        self.rng = random.Random(38)

    def token(self, seat: int) -> tuple[str, str]:
        """The token and the query a seat's requests carry."""
        if seat == self.own:
            return self.own_token, ""
        return self.host, f"?as={seat}"

    def state(self, seat: int | None = None) -> Any:
        if seat is None:
            return call(self.base_url, f"/games/{self.id}")
        token, query = self.token(seat)
        return call(self.base_url, f"/games/{self.id}{query}", token=token)

    def moves(self, seat: int) -> list[dict[str, Any]]:
        token, query = self.token(seat)
        return call(self.base_url, f"/games/{self.id}/legal-moves{query}", token=token)["moves"]

    def move(self, seat: int, move: dict[str, Any]) -> Any:
        token, query = self.token(seat)
        answer = call(self.base_url, f"/games/{self.id}/moves{query}", move, token=token)
        assert "status" not in answer, answer
        return answer

    def play_one(self) -> Any:
        """The first pending seat makes a quick player's move; return the game after it."""
        game = self.state()
        seat = next((s for s in game["pending"] if self.moves(s)), None)
        if seat is None:
            return game
        self.move(seat, _dmc_move(self.moves(seat), self.state(seat)["view"], seat, self.rng))
        return self.state()


def shows(page: Any, version: int) -> None:
    """Wait until the phone shows ``version`` of the game."""
    page.wait_for_function("v => Number(document.querySelector('#app').dataset.version) >= v",
                           arg=version)


def acting_for(page: Any, name: str) -> str:
    """Wait until the phone acts for ``name``'s seat; return the line that says so (the
    headline when it is that seat's turn to report)."""
    page.wait_for_function(
        "n => { const el = document.querySelector('#seat-bar button[aria-pressed=true]');"
        " return el && el.textContent.startsWith(n); }", arg=name)
    line = page.locator("#acting-for")
    return str(line.inner_text() if line.count() else page.inner_text("#status"))


def top_shot(page: Any, name: str) -> None:
    """The screen as a player sees it first: from the top (a help picture)."""
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, name, full_page=False)


def add_without_phone(page: Any, name: str) -> None:
    page.fill("#held-name", name)
    page.click("#add-held-submit")
    page.wait_for_function("n => document.querySelector('#seats, #status') &&"
                           " (document.body.innerText.includes(n))", arg=name)


def test_two_players_without_a_phone_play_a_whole_referee_game_on_the_hosts_phone(
        phone, base_url):
    host = phone("/")
    create_game(host, DMC, "Ann", mode="referee", players=3, variants=("quick_reactions",),
                options={"first_player": 1, "goal": 300, "reaction_seconds": 120})
    add_without_phone(host, "Grandpa")
    assert host.locator("#seats .badge.no-phone").count() == 1
    shot(host, "38-lobby-without-a-phone")
    add_without_phone(host, "Kid")
    game_id = game_id_of(host)
    table = HostPhone(base_url, host, game_id)
    assert table.own == 0

    # Grandpa's turn: the host's phone reports for him
    assert acting_for(host, "Grandpa") == "Grandpa's turn — report what Grandpa did"
    host.wait_for_selector(".hand")
    top_shot(host, "38-held-seat-turn")
    host.locator(".hand button.card[data-card=km50]").click()
    host.locator("#action-sheet").get_by_role("button", name="Play 50 km").click()
    host.get_by_role("button", name="I drew 1 card").click()

    # then Kid's: the phone turns to him by itself; he plays Traffic on Grandpa
    assert acting_for(host, "Kid") == "Kid's turn — report what Kid did"
    host.locator(".hand button.card[data-card=traffic]").click()
    host.locator("#action-sheet").get_by_role("button", name="Play Traffic on Grandpa").click()

    # Grandpa, held by this phone too, may react to it: his seat is marked, one tap away
    grandpa = host.locator("#seat-bar button[data-seat='1']")
    grandpa.locator(".badge.react").wait_for()
    top_shot(host, "38-held-seat-may-react")
    grandpa.click()
    acting_for(host, "Grandpa")
    stop = host.get_by_role("button", name="Stop Sign against Kid's Traffic on Grandpa?")
    stop.click()
    host.click("#confirm-react")
    host.wait_for_function("() => (document.querySelector('#feed')?.innerText || '')"
                           ".includes('Stop Sign')")
    version = table.state()["version"]
    assert any(e["event"].get("seat") == 1 and e["event"].get("card") == "stop_sign"
               for e in call(base_url, f"/games/{game_id}/log")["events"]), "in the log"

    # Grandpa takes his reaction back: undo for a held seat, from the host's phone
    host.locator("#seat-bar button[data-seat='1']").click()
    acting_for(host, "Grandpa")
    host.get_by_role("button", name="Undo my last report").click()
    host.wait_for_function(
        "() => (document.querySelector('#feed')?.innerText || '').includes('took back')")
    assert table.state()["version"] > version

    # back to Kid, who reports his draw
    acting_for(host, "Kid")
    host.get_by_role("button", name="I drew 1 card").click()
    acting_for(host, "Ann")
    after = table.state()
    assert after["pending"] == [0]

    # the rest of the game as quick players report it, the host's phone following whose
    # decision is due; the finishing window's answers are each held seat's own
    names = {0: "Ann", 1: "Grandpa", 2: "Kid"}
    game = after
    checked = 0
    for _ in range(400):
        if game["status"] != "active":
            break
        due = game["pending"][0] if game["pending"] else None
        if due in (1, 2) and checked < 6 and game["view"]["decision"]["kind"] == "turn":
            shows(host, game["version"])
            acting_for(host, names[due])
            checked += 1
        game = table.play_one()
    assert game["status"] == "finished"
    host.wait_for_selector(".winner")
    shot(host, "38-held-seats-end", full_page=False)
    assert host.js_errors == []


def test_a_seat_goes_from_the_hosts_phone_to_a_new_phone_by_its_link(phone, base_url):
    host = phone("/")
    create_game(host, DMC, "Ann", mode="referee", players=3,
                options={"first_player": 0})
    add_without_phone(host, "Grandpa")
    add_without_phone(host, "Kid")
    game_id = game_id_of(host)
    table = HostPhone(base_url, host, game_id)
    for _ in range(3):  # mid-game
        table.play_one()

    # the host opens Grandpa's hand-over link; a new phone opens it and takes the seat
    host.locator("#seat-links summary").click()
    host.click("#hand-over-1")
    link = host.locator("#handover-link-1")
    link.wait_for()
    url = str(link.get_attribute("href"))
    assert "#" in url and url.split("#")[1]
    assert host.locator("#handover-1 .qr img").count() == 1
    host.locator("#handover-1 .qr img").scroll_into_view_if_needed()
    shot(host, "38-hand-over-link", full_page=False)
    path = url.split("://", 1)[1].split("/", 1)[1]
    grandpa = phone("/" + path)
    grandpa.get_by_role("heading", name="Take Grandpa's seat").wait_for()
    grandpa.click("#claim")
    grandpa.wait_for_selector("#status")
    assert stored(grandpa, f"seat.{game_id}")["seat"] == 1
    assert "#" not in grandpa.url  # the secret does not stay in the address

    # the host's phone is told, and no longer acts for Grandpa
    host.get_by_text("Grandpa's seat went to another phone.").first.wait_for()
    host.wait_for_function(
        "() => !document.querySelector('#seat-bar button[data-seat=\"1\"]')")
    assert table.state()["players"][1]["held"] is False

    # the used link, opened again, is refused and changes nothing
    version = table.state()["version"]
    again = phone("/" + path)
    again.click("#claim")
    refusal = again.locator(".refusal, #claim-error [role=alert]").first
    refusal.wait_for()
    assert "wrong or was used already" in again.inner_text("#claim-error")
    assert table.state()["version"] == version
    assert stored(again, f"seat.{game_id}") is None

    # Grandpa's own phone reports for him now: play on to Grandpa's turn
    for _ in range(60):
        game = table.state()
        if game["pending"] and game["pending"][0] == 1:
            break
        seat = game["pending"][0]
        if seat == 1:
            break
        table.play_one()
    grandpa.wait_for_selector("#status.your-turn")
    assert host.locator("#seat-bar button[data-seat='1']").count() == 0

    # and back: Grandpa's phone makes a link of its seat, the host's phone opens it
    grandpa.locator("#seat-links summary").click()
    grandpa.click("#hand-over-1")
    back = str(grandpa.locator("#handover-link-1").get_attribute("href"))
    host.goto("/" + back.split("://", 1)[1].split("/", 1)[1])
    host.click("#claim")
    host.locator("#seat-bar button[data-seat='1']").wait_for()
    assert table.state()["players"][1]["held"] is True
    grandpa.get_by_text("This phone's seat is no longer valid").first.wait_for()
    assert grandpa.js_errors == [] and host.js_errors == []


def test_one_tablet_referees_a_game_of_four_to_the_end(phone, base_url):
    tablet = phone("/", **TABLET)
    tablet.goto("/new")
    tablet.locator(f"label[for=game-{DMC}]").click()
    tablet.locator("label[for=mode-referee]").click()
    tablet.select_option("#players", "4")
    tablet.fill("#myname", "Ann")
    tablet.check("#one-device")
    for seat, name in ((1, "Bob"), (2, "Cas"), (3, "Dee")):
        tablet.fill(f"#seat-name-{seat}", name)
    tablet.fill("#opt-goal", "300")
    shot(tablet, "38-one-device-create")
    tablet.get_by_role("button", name="Create game").click()
    tablet.wait_for_selector("#seat-bar")
    game_id = game_id_of(tablet)
    table = HostPhone(base_url, tablet, game_id)
    assert table.own is None
    names = ["Ann", "Bob", "Cas", "Dee"]
    game = table.state()
    first = game["pending"][0]
    assert acting_for(tablet, names[first]) == \
        f"{names[first]}'s turn — report what {names[first]} did"
    # readable across a table: the line of whose decision is large on a tablet
    size = tablet.eval_on_selector("#status", "el => parseFloat(getComputedStyle(el).fontSize)")
    assert size >= 24
    top_shot(tablet, "38-one-device-table")
    tablet.emulate_media(color_scheme="dark")
    top_shot(tablet, "38-one-device-table-dark")
    tablet.emulate_media(color_scheme="light")
    # the first report tapped on the tablet
    tablet.locator(".hand button.card[data-card=km50]").click()
    tablet.locator("#action-sheet").get_by_role("button", name="Play 50 km").click()
    tablet.get_by_role("button", name="I drew 1 card").click()
    game = table.state()
    checked = 0
    for _ in range(600):
        if game["status"] != "active":
            break
        due = game["pending"][0] if game["pending"] else None
        if due is not None and checked < 8 and game["view"]["decision"]["kind"] == "turn":
            shows(tablet, game["version"])
            assert acting_for(tablet, names[due]).startswith(f"{names[due]}'s turn")
            checked += 1
        game = table.play_one()
    assert game["status"] == "finished"
    tablet.wait_for_selector(".winner")
    assert tablet.js_errors == []


def test_pass_and_play_shows_no_card_between_turns_until_the_next_player_taps(
        phone, base_url):
    page = phone("/")
    page.goto("/new")
    page.locator(f"label[for=game-{DMC}]").click()
    page.locator("label[for=mode-digital]").click()
    page.select_option("#players", "2")
    page.fill("#myname", "Ann")
    page.check("#one-device")
    page.fill("#seat-name-1", "Bob")
    page.get_by_role("button", name="Create game").click()
    page.wait_for_selector("#pass-cover")
    game_id = game_id_of(page)
    table = HostPhone(base_url, page, game_id)
    names = ["Ann", "Bob"]
    red_played = [False]
    turns = 0
    for _ in range(12):
        game = table.state()
        if game["status"] != "active":
            break
        due = game["pending"][0]
        cover = page.locator("#pass-cover")
        cover.wait_for()
        page.wait_for_function(
            "n => document.querySelector('#pass-title').textContent === 'Hand the device to ' + n",
            arg=names[due])
        # between turns: no card of either hand anywhere on the screen
        assert page.locator(".hand, button.card, [data-card]").count() == 0
        if turns == 0:
            top_shot(page, "38-pass-and-play-cover")
        page.get_by_role("button", name=f"{names[due]}, tap to see your cards").click()
        page.wait_for_selector(".hand")
        assert page.locator("#acting-for").inner_text() == f"Playing for {names[due]}"
        if turns == 0:
            top_shot(page, "38-pass-and-play-hand")
            page.emulate_media(color_scheme="dark")
            top_shot(page, "38-pass-and-play-hand-dark")
            page.emulate_media(color_scheme="light")
        version = game["version"]
        # the player's move, tapped on the device
        assert dmc_digital_turn(page, red_played) != "nothing"
        page.wait_for_function(
            "v => Number(document.querySelector('#app').dataset.version || 0) > v", arg=version)
        turns += 1
    assert turns >= 4
    assert page.js_errors == []


@pytest.mark.parametrize(("lang", "turn", "cover"), [
    ("nl", "{name} is aan de beurt — meld wat {name} deed", "Geef het apparaat aan {name}"),
    ("de", "{name} ist dran — melde, was {name} getan hat", "Gib das Gerät an {name}"),
    ("fr", "Au tour de {name} — indique ce que {name} a fait", "Passe l'appareil à {name}"),
])
def test_one_device_speaks_the_devices_language(phone, base_url, lang, turn, cover):
    names = ["Ann", "Bob"]
    for mode in ("referee", "digital"):
        created = call(base_url, "/games", {"game": DMC, "mode": mode, "players": 2})
        for name in names:
            call(base_url, f"/games/{created['id']}/held-seats", {"name": name},
                 token=created["host_token"])
        due = call(base_url, f"/games/{created['id']}")["pending"][0]
        page = phone("/")
        page.evaluate("""([id, host, lang]) => {
          localStorage.setItem("roadtrip.lang", lang);
          localStorage.setItem(`roadtrip.host.${id}`, JSON.stringify({host_token: host}));
        }""", [created["id"], created["host_token"], lang])
        page.goto(f"/games/{created['id']}")
        if mode == "referee":
            page.wait_for_function("t => document.querySelector('#status') &&"
                                   " document.querySelector('#status').textContent === t",
                                   arg=turn.format(name=names[due]))
        else:
            page.wait_for_function("t => document.querySelector('#pass-title') &&"
                                   " document.querySelector('#pass-title').textContent === t",
                                   arg=cover.format(name=names[due]))
        assert page.js_errors == []
