"""No report is ever lost (issue 22, item 3): a move tapped while the server is away waits
in the phone's outbox ("Waiting to send"), survives the page being closed, and is resent
with the same Idempotency-Key once the server answers again; what became of it (accepted,
refused with the reason, superseded by a game that moved on) is told on the phone.

The server is a real gunicorn process over the browser tests' Redis: it is killed in the
middle of a game and started again on the same port, as a host's laptop would be.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.api.realserver import Gunicorn
from tests.web.conftest import PHONE
from tests.web.helpers import (
    create_game,
    dmc_digital_turn,
    game_id_of,
    is_my_turn,
    serious,
    shot,
)

pytestmark = pytest.mark.browser

DMC = "driving-me-crazy"


class Host:
    """The host's server: gunicorn over a Redis that outlives it, stopped and started again
    on one port."""

    def __init__(self, redis_url: str) -> None:
        self.redis_url = redis_url
        self.server: Gunicorn | None = None
        self.port: int | None = None

    def start(self) -> None:
        server = Gunicorn({"REDIS_URL": self.redis_url})
        if self.port is not None:
            server.port = self.port  # the phones know this address
        self.port = server.port
        self.server = server.__enter__()

    def stop(self) -> None:
        """Kill the server at once (the laptop's lid closes): no answer for anything on its way."""
        assert self.server is not None and self.server.proc is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.server.proc.pid, signal.SIGKILL)
        self.server.proc.wait()
        self.server.proc = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def json(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        assert self.server is not None
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        status, _, data = self.server.json(method, path, body, headers)
        assert status < 400, (status, data)
        return data

    def close(self) -> None:
        if self.server is not None and self.server.proc is not None:
            self.server.__exit__()


@pytest.fixture
def host(web_redis_url: str) -> Iterator[Host]:
    server = Host(web_redis_url)
    server.start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def phone_at(browser: Any) -> Iterator[Any]:
    """Open a phone (390×844) on a given server; its contexts close at the end."""
    contexts = []

    def open_phone(base: str, *, service_workers: str = "block") -> Any:
        # the service worker is blocked unless a test needs it: a route must see every request
        context = browser.new_context(
            viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=1,
            base_url=base, service_workers=service_workers)
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.js_errors = errors
        return page

    yield open_phone
    for context in contexts:
        context.close()


def start_against_a_bot(page: Any) -> str:
    """Ann creates a digital Driving Me Crazy! game against a bot; her turn comes. Its id."""
    create_game(page, DMC, "Ann", players=2, bots=(1,))
    page.wait_for_function("() => document.querySelector('#status.your-turn')")
    assert is_my_turn(page)
    return game_id_of(page)


def seat_of(page: Any, game_id: str) -> dict[str, Any]:
    """What the phone remembers of its seat in the game ({seat, token, name})."""
    return json.loads(page.evaluate(f"localStorage.getItem('roadtrip.seat.{game_id}')"))


def kept(page: Any, game_id: str, seat: int = 0) -> list[dict[str, Any]]:
    """The phone's outbox for its seat, as kept in localStorage."""
    raw = page.evaluate(f"localStorage.getItem('roadtrip.outbox.{game_id}.{seat}')")
    return json.loads(raw) if raw else []


def log_of(host: Host, game_id: str, token: str) -> list[dict[str, Any]]:
    log = host.json("GET", f"/api/v1/games/{game_id}/log", token=token)
    return [e["event"] for e in log["events"]]


def made(events: list[dict[str, Any]], move: dict[str, Any], seat: int = 0) -> int:
    """How many events of the log are ``seat``'s ``move`` (its type and card)."""
    return sum(1 for e in events if e.get("seat") == seat and e.get("type") == move["type"]
               and e.get("card") == move.get("card"))


def tap_a_move(page: Any) -> None:
    """Ann makes her decision on the screen (the action sheet opens without the server)."""
    done = dmc_digital_turn(page, [True])
    assert done != "nothing", "no move on the screen"


def test_a_report_made_while_the_server_is_stopped_is_sent_once_it_is_back(host, phone_at):
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    token = seat_of(page, game_id)["token"]
    before = log_of(host, game_id, token)

    host.stop()
    page.wait_for_selector("#conn:not([hidden])")  # "Connection lost — retrying…"
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    assert "Waiting to send" in page.inner_text("#outbox")
    [entry] = kept(page, game_id)
    assert entry["token"] == token and entry["key"]
    # the toast of old ("No connection… try again") is not what the phone says now
    assert not page.is_visible("#toast")
    # issue 38, item 8: scrolled down, the sticky headline stays in view under the outbox,
    # never under it
    page.evaluate("window.scrollTo(0, 500)")
    page.wait_for_function("""() => {
      const box = document.querySelector('#outbox').getBoundingClientRect();
      const head = document.querySelector('#status').getBoundingClientRect();
      return window.scrollY > 0 && head.top >= box.bottom - 1 && head.bottom <= innerHeight; }""")
    shot(page, "outbox-waiting", full_page=False)
    page.emulate_media(color_scheme="dark")
    shot(page, "outbox-waiting-dark", full_page=False)
    page.emulate_media(color_scheme="light")
    assert serious(page) == []

    host.start()  # same port, same Redis
    page.wait_for_selector("#outbox-waiting", state="detached", timeout=30_000)
    page.wait_for_selector("[data-outcome=accepted]")
    assert "Sent after the connection came back" in page.inner_text("#outbox")
    shot(page, "outbox-accepted", full_page=False)
    assert kept(page, game_id) == []
    after = log_of(host, game_id, token)
    assert made(after[len(before):], entry["move"]) == 1
    assert page.js_errors == []


def test_a_report_kept_while_the_page_is_reloaded_is_shown_and_sent_when_the_server_is_back(
        host, phone_at):
    """The phone reloads the page during the outage (its service worker opens the app with
    no server): the report still shows as waiting, and goes once the server is back."""
    page = phone_at(host.base, service_workers="allow")
    game_id = start_against_a_bot(page)
    token = seat_of(page, game_id)["token"]
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    before = log_of(host, game_id, token)

    host.stop()
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    [entry] = kept(page, game_id)
    page.reload()
    page.wait_for_selector("#outbox-waiting")
    assert "Waiting to send" in page.inner_text("#outbox")
    assert kept(page, game_id) == [entry]
    host.start()
    page.wait_for_selector("[data-outcome=accepted]", timeout=30_000)
    assert kept(page, game_id) == []
    after = log_of(host, game_id, token)
    assert made(after[len(before):], entry["move"]) == 1


def test_a_report_kept_while_the_page_was_closed_is_sent_when_it_opens_again(host, phone_at):
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    token = seat_of(page, game_id)["token"]
    game_url = page.url
    before = log_of(host, game_id, token)

    host.stop()
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    [entry] = kept(page, game_id)
    page.goto("about:blank")  # the tab is closed while the report waits
    host.start()
    page.goto(game_url)  # and opened again once the server is back
    page.wait_for_selector("[data-outcome=accepted]", timeout=30_000)
    assert kept(page, game_id) == []
    after = log_of(host, game_id, token)
    assert made(after[len(before):], entry["move"]) == 1


def test_a_report_whose_answer_was_lost_is_resent_and_applied_once(host, phone_at):
    """The move reached the server but its answer never came back: resent with the same
    Idempotency-Key, the server answers what it did the first time; it is in the log once."""
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    token = seat_of(page, game_id)["token"]
    before = log_of(host, game_id, token)
    reached = []

    def lose_the_answer(route: Any) -> None:
        route.fetch()  # the server applies the move...
        reached.append(route.request.headers.get("idempotency-key"))
        route.abort()  # ...and the phone never hears of it

    page.route("**/api/v1/games/*/moves*", lose_the_answer)
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    [entry] = kept(page, game_id)
    assert reached and reached[0] == entry["key"]
    page.unroute("**/api/v1/games/*/moves*")
    page.wait_for_selector("[data-outcome=accepted]", timeout=30_000)
    after = log_of(host, game_id, token)
    assert made(after[len(before):], entry["move"]) == 1


def test_a_report_the_game_moved_on_from_is_told_superseded_with_the_reason(host, phone_at):
    """While this phone is cut off, the game moves on (Ann decides on another device): the
    resent report, chosen for the old version, is not applied, and the phone says why."""
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    token = seat_of(page, game_id)["token"]
    page.route("**/api/v1/**", lambda route: route.abort())  # this phone's Wi-Fi goes
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    [entry] = kept(page, game_id)
    # the same seat decides otherwise elsewhere (a move the phone did not queue)
    legal = host.json("GET", f"/api/v1/games/{game_id}/legal-moves", token=token)["moves"]
    queued = (entry["move"]["type"], entry["move"].get("card"))
    other = next(m for m in legal if (m["type"], m.get("card")) != queued)
    before = log_of(host, game_id, token)
    host.json("POST", f"/api/v1/games/{game_id}/moves", other, token=token)
    page.unroute("**/api/v1/**")
    page.wait_for_selector("[data-outcome=superseded]", timeout=30_000)
    text = page.inner_text("#outbox")
    assert "Not recorded" in text and "The game moved on before it arrived" in text
    shot(page, "outbox-superseded", full_page=False)
    assert serious(page) == []
    assert kept(page, game_id) == []
    after = log_of(host, game_id, token)
    assert made(after[len(before):], entry["move"]) == 0  # the queued move was not applied
    # read: the notice goes
    page.click("[data-outcome=superseded] .outbox-ok")
    page.wait_for_selector("#outbox", state="hidden")


def test_a_kept_report_the_rules_refuse_is_told_with_the_reason_and_rule(host, phone_at):
    """A report left in the outbox (a phone closed during an outage) that the game no longer
    accepts: the server's refusal, its reason and rule, is what the phone says of it."""
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    mine = seat_of(page, game_id)
    game = host.json("GET", f"/api/v1/games/{game_id}", token=mine["token"])
    hand = game["view"]["hand"]
    card = next(c for c in ("km50", "km100", "swerve", "stop_sign") if c not in hand)
    entry = {"key": "kept-before-the-outage", "move": {"type": "play", "card": card},
             "token": mine["token"], "version": game["version"], "at": 0, "label": ""}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [f"roadtrip.outbox.{game_id}.0", json.dumps([entry])])
    page.reload()
    page.wait_for_selector("[data-outcome=refused]", timeout=30_000)
    assert "Not accepted after the connection came back" in page.inner_text(
        "[data-outcome=refused]")
    refusal = host.server.json(  # the same refusal, asked directly (a fresh key)
        "POST", f"/api/v1/games/{game_id}/moves", entry["move"],
        {"Authorization": f"Bearer {mine['token']}"})[2]
    # the reason as the server gives it, seats named by their players as on every refusal
    # (a detail counts seats from 1, issue 41): waited for, since a resend answered before
    # the phone has the game's players is drawn again once it has them (at load ~8 the
    # first drawing, "seat 1 holds no 100 km", was read)
    names = {p["seat"]: p["name"] for p in game["players"]}
    reason = re.sub(r"\bseat (\d+)\b", lambda m: names[int(m[1]) - 1], refusal["detail"])
    expect(page.locator("[data-outcome=refused]")).to_contain_text(reason, timeout=20_000)
    if refusal.get("rule"):
        assert page.inner_text("[data-outcome=refused] blockquote") == refusal["rule"]
    shot(page, "outbox-refused", full_page=False)
    assert kept(page, game_id) == []


@pytest.mark.parametrize("lang", ["nl", "de", "fr"])
def test_the_outbox_speaks_the_phones_language(host, phone_at, lang):
    """'Waiting to send' and what became of the report, in each language the phone shows."""
    from api import i18n

    words = i18n.messages(lang)
    page = phone_at(host.base)
    game_id = start_against_a_bot(page)
    page.route("**/api/v1/**", lambda route: route.abort())  # this phone's Wi-Fi goes
    tap_a_move(page)
    page.wait_for_selector("#outbox-waiting")
    page.select_option("#lang", lang)  # the screen is drawn again in the phone's language
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.wait_for_selector("#outbox-waiting")
    waiting = page.inner_text("#outbox")
    assert words["web.outbox.waiting"] in waiting and words["web.outbox.waiting_why"] in waiting
    assert page.get_attribute("#outbox", "aria-label") == words["web.outbox.label"]
    assert len(kept(page, game_id)) == 1
    page.unroute("**/api/v1/**")
    page.wait_for_selector("[data-outcome=accepted]", timeout=30_000)
    sent = words["web.outbox.accepted"].split("{move}")[0]
    assert sent in page.inner_text("#outbox")
    assert page.inner_text("[data-outcome=accepted] button") == words["web.outbox.ok"]
