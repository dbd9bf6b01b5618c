"""The web app's keys and its reading of refusals (issue 41, items 6 and 8).

- Every key it makes is 128 bits from the browser's cryptographic generator, also on a
  plain-http page (a phone on the table's LAN address), where ``crypto.randomUUID`` is
  missing: ``crypto.getRandomValues`` is there, never ``Math.random`` or the clock.
- The API counts seats from 1 in a refusal's ``detail``; the phone puts the player's name
  in their place (Drive's "seat 1 (red)" as well).
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

WITHOUT_RANDOM_UUID = """async () => {
  const live = await import("/js/live.js");
  const kept = Object.getOwnPropertyDescriptor(Crypto.prototype, "randomUUID");
  const random = Math.random, now = Date.now;
  delete Crypto.prototype.randomUUID;
  Math.random = () => { throw new Error("Math.random used for a key"); };
  Date.now = () => { throw new Error("the clock used for a key"); };
  try {
    return { missing: typeof crypto.randomUUID, keys: [live.cryptoKey(), live.cryptoKey()] };
  } finally {
    Math.random = random; Date.now = now;
    Object.defineProperty(Crypto.prototype, "randomUUID", kept);
  }
}"""


def test_a_key_on_a_page_without_random_uuid_is_128_random_bits(phone):
    page = phone("/")
    page.wait_for_selector("main")
    made = page.evaluate(WITHOUT_RANDOM_UUID)
    assert made["missing"] == "undefined"
    first, second = made["keys"]
    assert re.fullmatch(r"[0-9a-f]{32}", first) and re.fullmatch(r"[0-9a-f]{32}", second)
    assert first != second
    with_uuid = page.evaluate('async () => (await import("/js/live.js")).cryptoKey()')
    assert re.fullmatch(r"[0-9a-f-]{36}", with_uuid)
    assert page.js_errors == []


def test_a_refusal_counting_seats_from_1_names_the_players(phone):
    page = phone("/")
    page.wait_for_selector("main")
    said = page.evaluate("""async () => {
      const model = await import("/js/model.js");
      const game = { players: [{ seat: 0, name: "Ana" }, { seat: 1, name: "Bob" }] };
      return [model.withSeatNames("it is seat 2's decision, not seat 1's", game),
              model.withSeatNames("seat 1 (red) cannot leave the road here", game)];
    }""")
    assert said == ["it is Bob's decision, not Ana's", "Ana cannot leave the road here"]
