"""The web app plays over the event stream: a move is one request, a waiting phone fetches nothing.

Two phones play Driving Me Crazy!; every request each phone makes is recorded
(the stream's own reconnections aside).  The phone that moves sends exactly
one ``POST /moves`` (its answer carries its new view and legal moves); the
other phone learns everything from the stream.  A move whose answer is lost
is resent with the same ``Idempotency-Key`` and applied once; the "connection
lost" notice clears itself when the connection returns.
"""

from __future__ import annotations

import time

import pytest

from tests.web.helpers import create_game, dmc_digital_turn, is_my_turn, settle, wait_any

pytestmark = pytest.mark.browser


def no_stream(page, late: float = 0.0) -> None:
    """The server of this page answers the event stream with 404 (as one without it would).

    ``late`` holds that answer back for so many seconds (the game's view comes first).
    """
    def answer(route) -> None:
        time.sleep(late)
        route.fulfill(status=404, content_type="application/problem+json",
                      body='{"status":404,"code":"not_found","title":"Not Found",'
                           '"detail":"no stream","type":"about:blank"}')

    page.route("**/events*", answer)


def two_phones(phone, stream: bool = True):
    ann = phone("/")
    if not stream:
        no_stream(ann)
    code = create_game(ann, "driving-me-crazy", "Ann", seed=11)
    bob = phone(f"/?join={code}")
    if not stream:
        no_stream(bob)
    bob.wait_for_selector("#name")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    for page in (ann, bob):
        page.wait_for_selector("#status")
    return ann, bob


def record(page) -> list[tuple[str, str]]:
    """Every API request the page makes from now on, but the stream's (re)connections."""
    seen: list[tuple[str, str]] = []
    page.on("request", lambda r: seen.append((r.method, r.url))
            if "/api/" in r.url and "/events" not in r.url else None)
    return seen


def test_a_move_is_one_request_and_the_waiting_phone_fetches_nothing(phone):
    ann, bob = two_phones(phone)
    mover = wait_any([ann, bob], is_my_turn, timeout=20)
    other = bob if mover is ann else ann
    settle(mover)
    mover.wait_for_timeout(500)  # the start-up fetches are over
    by_mover, by_other = record(mover), record(other)
    dmc_digital_turn(mover, [False])
    settle(mover)
    other.wait_for_selector("#status.your-turn", timeout=15_000)
    other.wait_for_timeout(300)
    assert [method for method, _ in by_mover] == ["POST"], by_mover
    assert "/moves" in by_mover[0][1] and "include=" in by_mover[0][1]
    assert by_other == [], by_other
    assert not ann.js_errors and not bob.js_errors


def test_a_move_whose_answer_is_lost_is_resent_with_the_same_idempotency_key(phone):
    ann, bob = two_phones(phone)
    mover = wait_any([ann, bob], is_my_turn, timeout=20)
    other = bob if mover is ann else ann
    settle(mover)
    keys: list[str] = []

    def lose_the_first(route):
        keys.append(route.request.headers.get("idempotency-key", ""))
        if len(keys) == 1:
            route.abort("connectionreset")
        else:
            route.continue_()

    mover.route("**/moves*", lose_the_first)
    dmc_digital_turn(mover, [False])
    settle(mover)
    other.wait_for_selector("#status.your-turn", timeout=15_000)
    assert len(keys) == 2 and keys[0] == keys[1] and keys[0]
    assert mover.locator("#refusal").count() == 0


def test_the_connection_notice_clears_itself_when_the_connection_returns(phone):
    ann, _ = two_phones(phone)
    ann.context.set_offline(True)
    ann.wait_for_selector(".conn:not([hidden])", timeout=15_000)
    ann.context.set_offline(False)
    ann.wait_for_selector(".conn", state="hidden", timeout=20_000)


def test_without_the_stream_the_phones_play_over_the_long_poll(phone):
    ann, bob = two_phones(phone, stream=False)
    polls = []
    for page in (ann, bob):
        page.on("request", lambda r: polls.append(r.url) if "/log?" in r.url else None)
    for _ in range(2):
        mover = wait_any([ann, bob], is_my_turn, timeout=20)
        other = bob if mover is ann else ann
        settle(mover)
        dmc_digital_turn(mover, [False])
        settle(mover)
        other.wait_for_selector("#status.your-turn", timeout=15_000)
    assert any("wait=" in url for url in polls)
    assert not ann.js_errors and not bob.js_errors


def test_a_server_without_the_stream_is_not_taken_for_an_ended_game(phone):
    """A 404 on the stream that is not the API's unknown_game (no such route: an older server
    or a proxy) means "long-poll", even when it comes after the game's view: the lobby and
    the game go on over the long-poll."""
    ann = phone("/")
    no_stream(ann, late=0.5)
    code = create_game(ann, "driving-me-crazy", "Ann", seed=11)
    ann.wait_for_timeout(1500)  # the late 404 has come in
    assert ann.locator("#join-code").is_visible()
    assert ann.url.endswith("/lobby")
    bob = phone(f"/?join={code}")
    bob.wait_for_selector("#name")
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status", timeout=15_000)
    assert not ann.js_errors and not bob.js_errors
