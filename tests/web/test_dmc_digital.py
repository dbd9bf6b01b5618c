"""Two phones play Driving Me Crazy! against each other through the UI until one wins."""

from __future__ import annotations

import re
import time

import pytest

from tests.web.helpers import (
    card_text,
    create_game,
    dmc_digital_turn,
    game_id_of,
    is_my_turn,
    is_over,
    settle,
    shot,
    wait_any,
)

pytestmark = pytest.mark.browser


def test_two_phones_join_by_qr_url_and_play_dmc_to_the_goal(phone):
    ann = phone("/")
    shot(ann, "01-home")
    code = create_game(ann, "driving-me-crazy", "Ann", options={"goal": 200}, seed=11)
    assert re.fullmatch(r"[A-Z0-9]{4,10}", code)
    # the lobby shows the QR code (a real SVG from getJoinQr) and the code
    qr = ann.locator(".qr img")
    ann.wait_for_function("() => document.querySelector('.qr img').naturalWidth > 0")
    assert "join.svg" in qr.get_attribute("src")
    assert ann.locator("#seats li").nth(1).inner_text().strip() == "Seat 2: empty"
    shot(ann, "02-lobby-qr")

    # Bob opens the URL the QR code holds (join_url: /?join=CODE)
    bob = phone(f"/?join={code}")
    bob.wait_for_selector("#name")
    assert bob.locator("#code").input_value() == code
    bob.fill("#name", "Bob")
    shot(bob, "03-join-by-qr")
    bob.get_by_role("button", name="Join").click()

    # seats fill live on Ann's phone and the game starts on both
    for page in (ann, bob):
        page.wait_for_selector("#status")
    assert "Bob" in ann.inner_text("body")
    assert ann.locator("progress").count() == 2

    red_played = [False]
    done: list[str] = []
    shots_taken = set()
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        page = wait_any([ann, bob], lambda p: is_over(p) or is_my_turn(p), timeout=20)
        if is_over(page):
            break
        if "game" not in shots_taken and page is ann and ann.locator(".hand .card").count():
            shot(ann, "04-dmc-hand")
            shots_taken.add("game")
        done.append(dmc_digital_turn(page, red_played))
        settle(page)
    else:
        pytest.fail(f"no winner within the time; moves made: {done}")

    # both phones show the end screen with the winner
    for page in (ann, bob):
        page.wait_for_selector("#end-title")
        assert "won!" in page.inner_text(".winner")
    winner_text = ann.inner_text(".winner")
    assert ("Ann won" in winner_text) or ("Bob won" in winner_text)
    # the winner's road reached exactly the goal
    assert ann.locator("text=200 / 200 km").count() >= 1
    shot(ann, "05-dmc-end")
    assert any(d.startswith("play km") for d in done)
    assert not ann.js_errors and not bob.js_errors

    # rematch: the host starts it, Bob joins it from his end screen
    ann.get_by_role("button", name="Rematch").click()
    ann.wait_for_selector("#join-code")
    bob.get_by_role("button", name="Join the rematch").click(timeout=10_000)
    for page in (ann, bob):
        page.wait_for_selector("#status")
    assert "/games/" in bob.url and game_id_of(bob) == game_id_of(ann)


def asked_about_every_card(page) -> None:
    """Turn this phone's "answer for me when I can't react" setting off (it is on by default):
    it is then asked about every card, holding an answer or not (these tests also give the
    window a 10 s pass moment, time for the screenshots and taps)."""
    page.evaluate("() => localStorage.setItem('roadtrip.answer_for_me', 'off')")


def test_quick_reactions_prompt_the_other_phone_with_a_countdown(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", seed=5,
                       options={"first_player": 0, "pass_seconds": 10},
                       variants=("quick_reactions",))
    bob = phone(f"/?join={code}")
    asked_about_every_card(bob)
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    first = ann.locator(".hand button.card.playable").first
    card = first.get_attribute("data-card")
    first.click()
    played = ann.locator("#action-sheet .choice-grid button").first
    played_text = played.inner_text()
    played.click()
    settle(ann)
    # Bob is asked to react before Ann's card takes effect; Ann waits for him
    reaction = bob.locator("#reaction")
    reaction.wait_for()
    assert "Ann played" in reaction.inner_text()
    assert bob.locator("#countdown").inner_text().strip()
    assert "React to Ann's" in bob.inner_text("#status")
    # the prompt says what the card does, and "No reaction" is the big safe default
    assert reaction.locator("#card-text").inner_text().strip() == card_text(bob, card)
    no = bob.get_by_role("button", name="No reaction")
    assert "primary" in str(no.get_attribute("class"))
    assert "Waiting for Bob" in ann.inner_text("#status")
    shot(bob, "16-dmc-reaction")
    bob.get_by_role("button", name="No reaction").click()
    settle(bob)
    # the answer is held until the pass moment, then the card takes effect
    assert bob.locator("#reaction").count() == 0
    bob.wait_for_function(
        "() => document.querySelector('#feed')?.innerText.includes('nobody reacted')",
        timeout=20000)
    assert bob.locator("#reaction").count() == 0
    assert played_text.startswith("Play")
    assert not ann.js_errors and not bob.js_errors


def test_a_reaction_that_moves_hands_asks_first(phone):
    ann = phone("/")
    code = create_game(ann, "driving-me-crazy", "Ann", seed=6,
                       options={"first_player": 0, "pass_seconds": 10},
                       variants=("quick_reactions",))
    bob = phone(f"/?join={code}")
    asked_about_every_card(bob)
    bob.fill("#name", "Bob")
    bob.get_by_role("button", name="Join").click()
    ann.wait_for_selector("#status.your-turn")
    ann.locator(".hand button.card.playable[data-card=km50]").first.click()
    ann.locator("#action-sheet .choice-grid button", has_text="Play").first.click()
    bob.locator("#reaction").wait_for()
    # Bob holds a Swerve: tapping it explains it and asks once more; Cancel keeps his hand
    bob.get_by_role("button", name="React with Swerve").click()
    confirm = bob.locator("#reaction .confirm")
    assert card_text(bob, "swerve") in confirm.inner_text()
    assert bob.evaluate("() => document.activeElement.id") == "confirm-react"
    confirm.get_by_role("button", name="Cancel").click()
    assert bob.locator("#reaction .confirm").count() == 0
    bob.get_by_role("button", name="No reaction").click()
    settle(bob)
    assert bob.locator(".hand button.card[data-card=swerve]").count() == 1
    assert not ann.js_errors and not bob.js_errors


def test_a_human_who_cannot_react_is_never_asked_about_the_bots_cards(phone):
    """Digital Quick Reactions against three bots, "answer for me" on (the default): Ann's
    deck holds no card that could answer, so no reaction prompt ever shows; the game passes
    for her at each window's pass moment and play comes back to her."""
    ann = phone("/")
    game_id = ann.evaluate("""async () => {
      const post = (url, body) => fetch(url, {method: "POST", body: JSON.stringify(body),
        headers: {"Content-Type": "application/json"}}).then((r) => r.json());
      const game = await post("/api/v1/games", {game: "driving-me-crazy", players: 4,
        bots: [1, 2, 3], seed: 5, variants: ["quick_reactions"],
        options: {first_player: 1, deck: {stop_sign: 0, yield: 0, backseat_driver: 0}}});
      const me = await post(`/api/v1/games/${game.id}/players`, {name: "Ann"});
      localStorage.setItem(`roadtrip.seat.${game.id}`,
        JSON.stringify({seat: me.seat, token: me.token, name: "Ann"}));
      return game.id;
    }""")
    ann.goto(f"/games/{game_id}")
    ann.wait_for_selector("#status")
    assert ann.locator("#answer-for-me").is_checked()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not ann.locator("#status.your-turn").count():
        # three bot cards, each a window Ann waits in: never a prompt, never "React to"
        assert ann.get_by_role("button", name="No reaction").count() == 0
        assert "React to" not in ann.inner_text("#status")
        ann.wait_for_timeout(100)
    assert ann.locator("#status.your-turn").count(), "play did not come back to Ann"
    assert ann.inner_text("#feed").count("nobody reacted") >= 3
    shot(ann, "dmc-not-asked")
    assert not ann.js_errors


#: Ann's phone joins a game of Driving Me Crazy! with Quick Reactions against three bots:
#: a deck with no red card (nothing is ever aimed at her) and its four Stop Signs
STOP_SIGN_TABLE = """async ([onlyMine, seed]) => {
  const post = (url, body) => fetch(url, {method: "POST", body: JSON.stringify(body),
    headers: {"Content-Type": "application/json"}}).then((r) => r.json());
  const catalogue = await fetch("/api/v1/games/catalogue").then((r) => r.json());
  const cards = catalogue.games.find((g) => g.name === "driving-me-crazy").cards;
  const deck = {yield: 0, backseat_driver: 0};
  for (const c of cards) {
    if (c.colour === "red" && (!c.variant || c.variant === "quick_reactions")) deck[c.id] = 0;
  }
  const game = await post("/api/v1/games", {game: "driving-me-crazy", players: 4,
    bots: [1, 2, 3], seed, variants: ["quick_reactions"],
    options: {first_player: 1, deck, reaction_seconds: 60, pass_seconds: 2}});
  const me = await post(`/api/v1/games/${game.id}/players`, {name: "Ann"});
  localStorage.setItem(`roadtrip.seat.${game.id}`,
    JSON.stringify({seat: me.seat, token: me.token, name: "Ann"}));
  localStorage.setItem("roadtrip.ask_only_mine", onlyMine ? "on" : "off");
  if (!game.id) return [null, JSON.stringify(game)];
  return [game.id, me.token];
}"""


def test_a_stop_sign_holder_may_be_asked_only_about_cards_aimed_at_her_or_that_would_win(
        phone):
    """Issue 38, item 11 (ruling: docs/rules/driving-me-crazy.md, "Ask me only about cards
    that concern me"). Ann holds a Stop Sign; the bots play three cards, none aimed at her,
    none reaching the goal. Asked about every card, she gets a prompt; with "ask me only
    about cards aimed at me or that would win" on, she gets none, and each window still
    closes at its pass moment (2 s), as it does for a seat that holds no answer, never
    at its 60 s deadline: nobody learns from the window's length what she holds."""
    for only_mine, dark in ((False, False), (True, False), (True, True)):
        ann = phone("/", dark=dark)
        for seed in range(1, 200):  # the first deal that gives Ann a Stop Sign
            game_id, token = ann.evaluate(STOP_SIGN_TABLE, [only_mine, seed])
            assert game_id, token
            hand = ann.request.get(f"/api/v1/games/{game_id}",
                                   headers={"Authorization": f"Bearer {token}"}).json()
            if "stop_sign" in hand["view"]["hand"]:
                break
        assert "stop_sign" in hand["view"]["hand"]
        ann.goto(f"/games/{game_id}")
        ann.wait_for_selector("#status")
        if not only_mine:
            # asked about the first bot card: the prompt and its Stop Sign
            ann.get_by_role("button", name="No reaction").wait_for(timeout=20_000)
            assert not ann.locator("#ask-only-mine").is_checked()
            continue
        assert ann.locator("#ask-only-mine").is_checked()
        start = time.monotonic()
        while time.monotonic() - start < 40 and not ann.locator("#status.your-turn").count():
            assert ann.get_by_role("button", name="No reaction").count() == 0
            assert "React to" not in ann.inner_text("#status")
            ann.wait_for_timeout(100)
        assert ann.locator("#status.your-turn").count(), "a window waited for Ann"
        # three bot cards, each window closed by the pass moment (far below one 60 s
        # deadline), Ann's "No reaction" among the passes made then
        assert time.monotonic() - start < 40
        log = ann.request.get(f"/api/v1/games/{game_id}/log",
                              headers={"Authorization": f"Bearer {token}"}).json()
        events = [entry["event"] for entry in log["events"]]
        assert sum(e["type"] == "play" and e.get("seat") != 0 for e in events) >= 3
        assert any(e["type"] == "pass_reaction" and e.get("seat") == 0 for e in events)
        # a card aimed at her, or one that takes its player to the goal, is asked about
        concerns = ann.evaluate("""async () => {
          const m = await import("/js/dmc.js");
          const seats = [{seat: 0, distance: 0}, {seat: 1, distance: 950}];
          const game = {view: {goal: 1000, seats}};
          return [m.concerns(game, {card: "traffic", player: 1, target: 0}, 0),
                  m.concerns(game, {card: "km50", player: 1}, 0),
                  m.concerns(game, {card: "km100", player: 1}, 0),
                  m.concerns(game, {card: "traffic", player: 0, target: 1}, 2)];
        }""")
        assert concerns == [True, True, False, False]
        # scrolled in one step in the page: the bots play on, and a redraw between
        # Playwright's finding the box and scrolling to it detached it (seen at load 15)
        ann.evaluate("document.querySelector('#ask-only-mine')"
                     ".scrollIntoView({block: 'center'})")
        shot(ann, f"38-11-ask-only-mine{'-dark' if dark else ''}", full_page=False)
        assert not ann.js_errors
