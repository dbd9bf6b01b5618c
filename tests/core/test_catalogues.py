"""The message catalogues and glossaries: every key in all four languages, none unused."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import core
from api import i18n
from core.dmc import DECISIONS as DMC_TABLE
from core.dmc.cards import BY_ID
from core.dmc.schemas import REASONS as DMC_REASONS
from core.dmc.texts import DECISION_TEXT as DMC_DECISIONS
from core.drive.schemas import REASONS as DRIVE_REASONS
from core.drive.texts import DECISION_TEXT as DRIVE_DECISIONS
from core.drive.texts import SIGN_GROUP
from core.drive.texts import STUCK_TEXTS as DRIVE_STUCK
from core.protocol import BOT_LEVEL_TEXT

ROOT = Path(__file__).resolve().parents[2]
DECISIONS = {"driving-me-crazy": DMC_DECISIONS, "drive": DRIVE_DECISIONS}


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


@pytest.mark.parametrize("lang", i18n.LANGUAGES[1:])
def test_every_message_key_exists_in_every_language_with_the_same_parameters(lang):
    english, other = i18n.messages("en"), i18n.messages(lang)
    assert set(other) == set(english)
    for key, text in english.items():
        assert _placeholders(other[key]) == _placeholders(text), key
        assert other[key].strip(), key


def test_french_punctuation_stays_with_its_word_across_a_line_break():
    """French sets a space before ! ? ; and : -- a no-break one, or a narrow phone
    screen puts the mark alone at the start of the next line ("Ana a gagné (a
    atteint l'objectif exactement)" and then "!" on a line of its own)."""
    french = i18n.messages("fr")
    broken = {key: text for key, text in french.items() if re.search(r"[ \t\n][!?;:]", text)}
    assert broken == {}
    assert french["web.log.won"].endswith(")\u202f!")
    assert "\u00a0:" in french["web.end.host_ended"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES[1:])
def test_every_glossary_entry_exists_in_every_language(lang):
    english, other = i18n.glossary("en"), i18n.glossary(lang)
    assert set(other) == set(english)
    for section, words in english.items():
        assert set(other[section]) == set(words), section


def test_the_glossary_names_every_card_and_sign_as_core_does():
    glossary = i18n.glossary("en")
    assert glossary["dmc_cards"] == {card: BY_ID[card].title for card in BY_ID}
    assert set(SIGN_GROUP) <= set(glossary["drive_signs"])


def _rules() -> set[str]:
    """Every rule sentence core quotes (its ``RULE_*`` constants, wherever they live)."""
    modules = [importlib.import_module(info.name)
               for info in pkgutil.walk_packages(core.__path__, "core.")]
    return {value for module in modules for name, value in vars(module).items()
            if name.startswith("RULE_") and isinstance(value, str)}


def _sources(*folders: str) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for folder in folders
                     for path in sorted((ROOT / folder).rglob("*.py")))


def _catalogue() -> dict[str, dict]:
    """The served games' catalogue entries by name (options, variants, cards)."""
    from api.http.resources.catalogue import catalogue

    return {entry["name"]: entry for entry in catalogue()}


def _setting(kind: str, rest: str, text: str, games: dict[str, dict]) -> None:
    """An option's or variant's words: it exists, and its English help is the catalogue's."""
    game, _, name = rest.partition(".")
    name, _, part = name.partition(".")
    if kind == "option":
        spec = games[game]["options"][name]
        assert part in ("", "help"), rest
        assert part == "" or spec["description"] == text, rest
    else:
        variant = next(v for v in games[game]["variants"] if v["name"] == name)
        assert text == (variant["description"] if part == "help" else variant["title"]), rest


def _problem_codes() -> set[str]:
    from api.problems import CODES
    from core import game_names, get_game
    from core.errors import CONFIG_CODES

    return {*CODES, *CONFIG_CODES,
            *(code for name in game_names() for code in get_game(name).refusal_codes())}


def test_no_message_key_is_unused():
    """Rules quote core's sentences, refusals name a code core raises, web keys are in web/js,
    option and variant words name a setting the catalogue has (English as it says)."""
    core_source, api_source = _sources("core"), _sources("api")
    web_source = "\n".join(path.read_text(encoding="utf-8")
                           for path in sorted((ROOT / "web" / "js").rglob("*.js")))
    rules = _rules()
    games = _catalogue()
    for key, text in i18n.messages("en").items():
        kind, _, rest = key.partition(".")
        # the plural forms of one sentence (tn(key, n) picks key.one or key.other)
        key = re.sub(r"\.(one|other)$", "", key)
        if kind == "rule":
            assert text in rules, key
        elif kind == "refusal":
            assert f'"{rest.split(".")[0]}"' in core_source, key
        elif kind == "title":
            assert int(rest) >= 400, key
        elif kind in ("detail",):
            assert f'"{text}"' in api_source.replace('"\n', '"'), key
        elif kind == "decision":
            game, _, step = rest.partition(".")
            assert DECISIONS[game][step] == text, key
        elif kind in ("card", "card_text"):
            # card.<game>.<id>: a card's name, card_text.<game>.<id>: its effect, as the
            # catalogue of the game with that registry name says (the web app looks them up so)
            game, _, card = rest.partition(".")
            facts = {entry["id"]: entry for entry in games[game]["cards"]}
            assert facts[card]["title" if kind == "card" else "text"] == text, key
        elif kind == "cardoption":
            card, _, option = rest.partition(".")
            options = {o["option"]: o["text"] for entry in games.values()
                       for c in entry["cards"] if c["id"] == card for o in c.get("options", [])}
            assert options[option] == text, key
        elif kind == "stuck":
            assert DRIVE_STUCK[rest.split(".")[1]] == text, key
        elif kind == "phrase":
            rows = {record.kind: row for record, row in DMC_TABLE.items()}
            assert rows[rest.split(".")[1]].text == text, key
        elif kind == "reason":  # reason.<game>.<code>: why that game ended
            game, _, code = rest.partition(".")
            assert code in {"driving-me-crazy": DMC_REASONS, "drive": DRIVE_REASONS}[game], key
        elif kind == "bot_level":  # what a level means: English as core says it
            assert BOT_LEVEL_TEXT[rest] == text, key
        elif kind == "web":
            assert f'"{key}"' in web_source, key
        elif kind == "mode":
            assert any(rest.split(".")[0] in entry["modes"] for entry in games.values()), key
        elif kind in ("option", "variant"):
            _setting(kind, rest, text, games)
        elif kind == "cli":
            assert f'"{key}"' in api_source, key
        elif kind == "problem":  # problem.<code>[.<which>]: a code the API can answer
            assert rest.split(".")[0] in {*_problem_codes(), "refused_move"}, key
        else:
            pytest.fail(f"unknown kind of key {key}")


def test_every_rule_a_refusal_quotes_is_translated():
    quoted = set(i18n.messages("en").values())
    assert _rules() <= quoted


def test_every_decision_the_view_can_ask_is_worded_in_every_language():
    english = i18n.messages("en")
    for game, texts in DECISIONS.items():
        for kind in texts:
            assert f"decision.{game}.{kind}" in english, (game, kind)


@pytest.mark.parametrize("lang", i18n.LANGUAGES[1:])
def test_every_sentence_names_a_card_by_the_glossarys_name(lang):
    """A sentence naming a Driving Me Crazy! card says it as the glossary of its language does."""
    english, other = i18n.glossary("en")["dmc_cards"], i18n.glossary(lang)["dmc_cards"]
    names = {english[card]: other[card] for card in english if not english[card][0].isdigit()}
    for key, text in i18n.messages("en").items():
        for name, translated in names.items():
            if re.search(rf"\b{re.escape(name)}\b", text):
                assert translated.lower() in i18n.messages(lang)[key].lower(), (key, name)


def test_the_docs_glossary_is_rendered_from_the_glossary_files():
    page = (ROOT / "docs" / "rules" / "glossary.md").read_text(encoding="utf-8")
    assert page == i18n.glossary_markdown()


#: pictures of the English help whose screen the four-language browser test also takes in
#: each language (tests/web/test_four_languages.py, ``lang-<screen>-<lang>``): a
#: translation shows its own
LOCALIZED_PICTURES = {"img/04-dmc-hand.png": "game-dmc-digital",
                      "img/07-referee-refusal.png": "refusal",
                      "img/10-drive-drawn-card.png": "game-drive-digital",
                      "img/12-drive-first-viewport.png": "game-drive-digital-viewport",
                      "img/15-table-view-1280x720.png": "table-view-tv",
                      "img/16-dmc-reaction.png": "game-dmc-reaction",
                      "img/17-toll-booth-victim.png": "game-dmc-toll",
                      "img/21-referee-waiting-phone.png": "referee-waiting-phone"}


def test_the_at_the_table_help_is_in_every_language_with_the_same_sections_and_pictures():
    """docs/at-the-table.md and its translations: one page per language, kept in step.

    Each picture is the English page's, or the same screen in the page's own
    language where the browser tests take one; every picture is in docs/img.
    """
    def outline(lang: str) -> tuple[int, list[str], list[str]]:
        name = "at-the-table.md" if lang == "en" else f"at-the-table.{lang}.md"
        page = (ROOT / "docs" / name).read_text(encoding="utf-8")
        links = re.findall(r"\]\((at-the-table(?:\.\w\w)?\.md)\)", page.split("\n\n")[1])
        sections = len(re.findall(r"^## ", page, re.MULTILINE))
        return sections, re.findall(r"\]\((img/[\w-]+\.png)\)", page), sorted(links)

    sections, pictures, _ = outline("en")
    for lang in i18n.LANGUAGES:
        others = sorted("at-the-table.md" if other == "en" else f"at-the-table.{other}.md"
                        for other in i18n.LANGUAGES if other != lang)
        own = [picture if lang == "en" or picture not in LOCALIZED_PICTURES
               else f"img/lang-{LOCALIZED_PICTURES[picture]}-{lang}.png" for picture in pictures]
        assert outline(lang) == (sections, own, others), lang
        for picture in own:
            assert (ROOT / "docs" / picture).is_file(), picture
    # and the browser test still takes them (ROADTRIP_DOC_SHOTS=1 refreshes them)
    takes = "\n".join(path.read_text(encoding="utf-8")
                      for path in sorted((ROOT / "tests" / "web").glob("test_*.py")))
    assert all(f'"{screen}"' in takes or f'"lang-{screen}-' in takes
               for screen in LOCALIZED_PICTURES.values())
