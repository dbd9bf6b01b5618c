"""A plug-in game speaks its own words, in each language it ships (issue 26, item 2).

The dice game of docs/adding-a-game.md (``examples/dice_game``, Race to 20) names its
events ``turn`` and ``road`` and its reason ``goal``, as Driving Me Crazy! does, on
purpose: the web app looks words up by game first (``<game>.event.<type>``,
``<game>.reason.<code>``, ``<game>.move.<type>``, its bot levels and referee blurb), so
its turns and its car's steps are lines of their own in its words, never folded away or
said in kilometres, and its reason is never "reached the goal exactly". Played on a
phone against a bot, in English and in Dutch (both shipped in its package).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.registry import game_names
from tests.plugins import installed
from tests.web.conftest import PHONE, serving
from tests.web.helpers import is_my_turn, is_over, settle, shot

pytestmark = pytest.mark.browser

DICE = Path(__file__).resolve().parents[2] / "examples" / "dice_game"
RACE = "race-to-20"

#: what the dice game says in each language (its package's i18n/<lang>.json), and the
#: words of the shared catalogue it must not say
WORDS = {
    "en": {"turn": r"Bot 2's turn to roll\.", "road": r"Ann's car is at step \d+ now\.",
           "roll": r"Ann rolled a [1-6]\.", "reason": "first car to the goal",
           "referee": "we roll a real die", "hard": "no hidden cards to guess",
           "move": "Roll the die", "create": "Create game"},
    "nl": {"turn": r"Bot 2 is aan de beurt om te gooien\.",
           "road": r"De auto van Ann staat nu op stap \d+\.", "roll": r"Ann gooide een [1-6]\.",
           "reason": "als eerste auto bij het doel", "referee": "echte dobbelsteen",
           "hard": "geen verborgen kaarten om te raden", "move": "Gooi de dobbelsteen",
           "create": "Spel aanmaken"},
}
#: the shared words (Driving Me Crazy!'s, core's) a dice game must never show
NOT_OURS = ("km", "exactly", "precies", "guesses of the hidden cards",
            "gissingen naar de verborgen kaarten", "real cards", "echte kaarten")


@pytest.fixture(scope="module")
def dice_url(web_redis_url: str) -> Iterator[str]:
    """An app built with the dice game installed (unless the session installed it)."""
    if RACE in game_names():
        with serving(web_redis_url) as url:
            yield url
        return
    with installed(DICE), serving(web_redis_url) as url:
        yield url


@pytest.fixture
def dice_phone(browser, dice_url) -> Iterator:
    contexts = []

    def open_phone(lang: str):
        # the Dutch phone in dark mode: its screenshots show the dark theme too
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                      device_scale_factor=1, base_url=dice_url,
                                      color_scheme="dark" if lang == "nl" else "light")
        context.set_default_timeout(10_000)
        context.add_init_script(f"localStorage.setItem('roadtrip.lang', '{lang}')")
        contexts.append(context)
        page = context.new_page()
        page.js_errors = []
        page.on("pageerror", lambda exc: page.js_errors.append(str(exc)))
        return page

    yield open_phone
    for context in contexts:
        context.close()


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_plug_in_game_is_played_in_its_own_words_in_each_language_it_ships(dice_phone, lang):
    words = WORDS[lang]
    page = dice_phone(lang)
    page.goto("/new")
    page.locator(f"label[for=game-{RACE}]").click()
    # the create form: the referee blurb and what the bot levels mean, in the game's words
    referee = page.inner_text("label[for=mode-referee]")
    assert words["referee"] in referee, referee
    page.check("#bot-1")
    levels = page.inner_text("#bot-levels")
    assert words["hard"] in levels, levels
    assert not any(w in referee + levels for w in NOT_OURS), (referee, levels)
    shot(page, f"plugin-words-create-{lang}")
    page.fill("#myname", "Ann")
    page.fill("#opt-goal", "8")
    page.select_option("#opt-first_player", "0")
    page.get_by_role("button", name=words["create"]).click()
    page.wait_for_selector("#status")
    for _ in range(100):
        if is_over(page):
            break
        if not is_my_turn(page):
            page.wait_for_timeout(100)
            continue
        button = page.locator("#moves button")
        assert button.all_inner_texts() == [words["move"]]
        button.click()
        settle(page)
    assert is_over(page), "the race did not end"
    page.wait_for_selector("#winner")
    feed, winner = page.inner_text("#feed"), page.inner_text("#winner")
    # its turn and road events are lines of their own, in its words; its reason its own
    for event in ("turn", "road", "roll"):
        assert re.search(words[event], feed), (event, feed)
    assert words["reason"] in winner, winner
    assert not any(w in feed + winner for w in NOT_OURS), (feed, winner)
    shot(page, f"plugin-words-end-{lang}")
    assert page.js_errors == []


# The lookup order, in the page: the game's own words, then its screen's sentences (the
# shipped games'), then the shared ones, then a generic line of every scalar field.
LOOKUP_JS = """async () => {
  const words = await import('/js/words.js');
  const model = await import('/js/model.js');
  const r = await fetch('/api/v1/games/catalogue');
  for (const entry of (await r.json()).games) model.learnGame(entry);
  const players = [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Bob' }];
  const game = (name, mode = 'digital') => ({ game: name, mode, players });
  const road = { type: 'road', seat: 0, steps: 7 };
  const turn = { type: 'turn', seat: 1 };
  const line = (events, g) => words.logLines(events, g).map((l) => l.text);
  return {
    dice: line([{ type: 'roll', seat: 0, pips: 3 }, road, turn], game('race-to-20')),
    other: line([{ type: 'roll', seat: 0, pips: 3 }, road, turn], game('no-words')),
    dmc: line([{ type: 'play', seat: 0, card: '25', distance: 25 }, { type: 'road', seat: 0, distance: 25 }], game('driving-me-crazy')),
    reasons: [words.reasonText('goal', game('race-to-20')), words.reasonText('goal', game('driving-me-crazy')),
      words.reasonText('goal', game('no-words'))],
    moves: [words.describeMove({ type: 'roll' }, game('race-to-20')),
      words.describeMove({ type: 'roll', pips: 4 }, game('race-to-20', 'referee')),
      words.describeMove({ type: 'exit', edge: 'N' }, game('no-words')),
      words.describeMove({ type: 'exit', edge: 'N' }, game('drive')),
      words.describeMove({ type: 'undo' }, { ...game('no-words', 'referee'), view: {} })],
    finish: words.describeEvent({ type: 'finish', winners: [0], reason: 'goal' }, game('no-words')),
  };
}"""


def test_words_are_looked_up_by_game_first_then_shipped_then_shared_then_generic(dice_phone):
    page = dice_phone("en")
    page.goto("/")
    page.wait_for_selector("h1")
    said = page.evaluate(LOOKUP_JS)
    # the dice game's own words: every event a line (newest first), none folded or merged
    assert said["dice"] == ["Bob's turn to roll.", "Ann's car is at step 7 now.", "Ann rolled a 3."]
    # a game without words: the same events as generic lines with every scalar field
    assert said["other"] == ["Bob: turn", "Ann: road · steps 7", "Ann: roll · pips 3"]
    # Driving Me Crazy! reads as before: its road folded into the play ("now 25 km")
    assert len(said["dmc"]) == 1 and "25 km" in said["dmc"][0], said["dmc"]
    # a reason: the game's own, a shipped game's own, else the code made readable
    assert said["reasons"] == ["first car to the goal", "reached the goal exactly", "goal"]
    moves = said["moves"]
    assert moves[:2] == ["Roll the die", "The die shows 4"]  # by mode first (referee)
    assert moves[2] == "Exit · edge N"  # never Drive's "Exit north"
    assert moves[3] != moves[2] and "north" in moves[3].lower()
    assert moves[4] == "Undo my last report"  # core's undo: every game's
    assert said["finish"] == "Finish · Ann · reason goal"
    assert page.js_errors == []
