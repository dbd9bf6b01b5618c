"""The phone in four languages (issue 15): the picker, the remembered choice, no English left.

A screen drawn in Dutch, German or French may show no text node it shows in English,
apart from names (Roadtrip, the games' titles), numbers and the picker's own
language names; German, the longest, must fit 390 px.
"""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from api import i18n
from tests.web.conftest import PHONE
from tests.web.helpers import past_the_edge, shot

pytestmark = pytest.mark.browser

#: text that is the same in every language: names, proper nouns, the picker's entries
ALLOWED = {"Roadtrip", "Driving Me Crazy!", "Drive", "(1960).", " (1960).",
           *(name for name in ("English", "Nederlands", "Deutsch", "Français"))}

TEXT_NODES = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("[hidden], noscript, script, style")) continue;
    if (!el.getClientRects().length) continue;
    const text = n.textContent.trim();
    if (text) out.push(text);
  }
  return out;
}"""


def _texts(page) -> set[str]:
    page.wait_for_selector("main h1")
    # names, numbers, join codes and addresses read the same in every language
    return {text for text in page.evaluate(TEXT_NODES)
            if text not in ALLOWED and not re.fullmatch(r"[\d\s·.,:()/-]*", text)
            and not re.fullmatch(r"[A-Z0-9]{4,16}", text) and not text.startswith("http")}


def _choose(page, lang: str) -> None:
    page.select_option("#lang", lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


#: screens drawn in every language: address, a key its heading or button shows
#: (``{game}``: a waiting game of that name, made over the API)
SCREENS = [("/", "home", "web.home.new_game"), ("/join", "join", "web.join.submit"),
           ("/games/{driving-me-crazy}/lobby", "lobby-dmc", "web.lobby.take_seat"),
           ("/games/{drive}/lobby", "lobby-drive", "web.lobby.take_seat")]


def _address(base_url: str, path: str) -> str:
    """Fill ``{game}`` in ``path`` with a new waiting game of that game."""
    found = re.search(r"\{([\w-]+)\}", path)
    if not found:
        return path
    body = json.dumps({"game": found.group(1), "players": 3, "mode": "referee"}).encode()
    request = urllib.request.Request(f"{base_url}/api/v1/games", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        game = json.load(answer)
    return path.replace(found.group(0), game["id"])


@pytest.mark.parametrize("path, name, key", SCREENS)
def test_every_screen_word_changes_with_the_picker_and_none_stays_english(phone, base_url,
                                                                          path, name, key):
    page = phone(_address(base_url, path))
    _choose(page, "en")
    page.wait_for_selector(f"text={i18n.text(key, 'en')}")
    english = _texts(page)
    for lang in i18n.LANGUAGES[1:]:
        _choose(page, lang)
        page.wait_for_selector(f"text={i18n.text(key, lang)}")
        words = _texts(page)
        assert not words & english, (lang, sorted(words & english))
        assert page.get_attribute("#lang", "aria-label") == i18n.text("web.language", lang)
        shot(page, f"language-{name}-{lang}")
    assert page.js_errors == []


@pytest.mark.parametrize("path, name, key", SCREENS)
def test_german_fits_a_390_px_phone(phone, base_url, path, name, key):
    page = phone(_address(base_url, path))
    _choose(page, "de")
    page.wait_for_selector(f"text={i18n.text(key, 'de')}")
    assert past_the_edge(page) == []


def test_the_choice_is_remembered_per_phone(phone):
    page = phone("/")
    _choose(page, "fr")
    page.reload()
    page.wait_for_selector("text=Nouvelle partie")
    assert page.input_value("#lang") == "fr"
    other = phone("/")  # another phone (its own browser context) keeps its own language
    other.wait_for_selector("main h1")
    assert other.input_value("#lang") == "en"


def test_the_first_visit_follows_the_browsers_languages(browser, base_url):
    context = browser.new_context(viewport=PHONE, locale="nl-BE", base_url=base_url)
    try:
        page = context.new_page()
        page.goto("/")
        page.wait_for_selector("text=Nieuw spel")
        assert page.input_value("#lang") == "nl"
        assert page.evaluate("document.documentElement.lang") == "nl"
    finally:
        context.close()


@pytest.mark.parametrize("lang", i18n.LANGUAGES[1:])
def test_a_refusal_on_the_phone_comes_in_its_language(phone, lang):
    """The phone asks the API in its own language (Accept-Language), whatever the browser's."""
    page = phone("/join")
    _choose(page, lang)
    page.wait_for_selector(f"text={i18n.text('web.join.submit', lang)}")  # redrawn
    page.fill("#code", "ZZZZZZ")
    page.fill("#name", "Ana")
    page.click("button[type=submit]")
    refusal = page.wait_for_selector(".refusal")
    assert i18n.text("detail.no_join_code", lang) in refusal.inner_text()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_card_names_on_the_phone_come_from_the_glossary(phone, lang):
    page = phone("/")
    _choose(page, lang)
    names = page.evaluate("""async () => {
      const model = await import("/js/model.js");
      const common = await import("/js/screens/common.js");
      await common.catalogue();  // the cards' facts and English texts, as a game screen has them
      return ["traffic", "backseat_driver", "roundabout"].map((id) => model.cardTitle(id))
        .concat([model.cardInfo("truck").text]);
    }""")
    cards = i18n.glossary(lang)["dmc_cards"]
    assert names == [cards["traffic"], cards["backseat_driver"], cards["roundabout"],
                     i18n.text("card_text.driving-me-crazy.truck", lang)]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_decision_headline_speaks_the_phones_language(phone, lang):
    page = phone("/")
    _choose(page, lang)
    texts = page.evaluate("""async () => {
      const model = await import("/js/model.js");
      return [model.decisionText({ game: "driving-me-crazy" }, "turn"),
              model.decisionText({ game: "drive" }, "exit")];
    }""")
    assert texts == [i18n.text("decision.driving-me-crazy.turn", lang),
                     i18n.text("decision.drive.exit", lang)]
