"""A game's own words come first (issue 26, item 2): a plug-in ships a catalogue per
language in its package (``i18n/<lang>.json``), the API and the web app's words look a
key up as ``<game>.<key>`` in the phone's language, then in the game's English, and only
then in the words every game shares."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from api import i18n
from api.http.resources.catalogue import catalogue
from api.http.web import web_words
from core.protocol import BOT_LEVEL_TEXT
from tests.api.helpers import auth, create, join_all
from tests.plugins import PLUGIN_GAME, TINY, installed

DICE = Path(__file__).resolve().parents[2] / "examples" / "dice_game"
RACE = "race-to-20"


@pytest.fixture
def dice() -> Iterator[None]:
    """The dice game of docs/adding-a-game.md installed (English, Dutch and German words)."""
    with installed(DICE):
        yield


def test_a_games_own_words_are_keyed_by_the_games_name(dice):
    words = i18n.game_messages(RACE, "en")
    assert words[f"{RACE}.event.turn"] == "{who}'s turn to roll."
    assert words[f"{RACE}.reason.goal"] == "first car to the goal"
    assert all(key.startswith(f"{RACE}.") for key in words)


def test_the_games_own_language_comes_first_then_its_english(dice):
    assert i18n.game_text(RACE, "event.road", "nl") == "De auto van {who} staat nu op stap {steps}."
    assert i18n.game_text(RACE, "event.road", "en") == "{who}'s car is at step {steps} now."
    # French is not shipped by the dice game: its English stands in (not another game's words)
    assert i18n.game_text(RACE, "event.road", "fr") == "{who}'s car is at step {steps} now."


def test_a_key_the_game_does_not_have_is_none_so_the_shared_words_are_said(dice):
    assert i18n.game_text(RACE, "web.end.title", "nl") is None
    assert i18n.game_text("driving-me-crazy", "reason.goal", "en") is None  # ships no package words


def test_every_language_a_plug_in_ships_has_its_englishs_keys_and_parameters(dice):
    for project, name in ((DICE, RACE), (PLUGIN_GAME, TINY)):
        folder = project / next(p.name for p in project.iterdir() if (p / "i18n").is_dir()) / "i18n"
        english = json.loads((folder / "en.json").read_text(encoding="utf-8"))
        others = [p for p in folder.glob("*.json") if p.stem != "en"]
        assert others, f"{name} ships one language only"
        for path in others:
            assert path.stem in i18n.LANGUAGES, path
            words = json.loads(path.read_text(encoding="utf-8"))
            assert set(words) == set(english), path
            for key, text in english.items():
                assert set(re.findall(r"\{(\w+)\}", words[key])) == \
                    set(re.findall(r"\{(\w+)\}", text)), (path, key)


def test_the_web_apps_words_carry_each_installed_games_own_words_in_one_language(dice):
    dutch = json.loads(web_words("nl"))["words"]
    assert dutch[f"{RACE}.event.turn"] == "{who} is aan de beurt om te gooien."
    # Driving Me Crazy!'s reason is its own key, in the shared catalogue
    key = "reason.driving-me-crazy.goal"
    assert dutch[key] == i18n.messages("nl")[key]
    french = json.loads(web_words("fr"))["words"]
    assert french[f"{RACE}.event.turn"] == "{who}'s turn to roll."  # its English fills the gap


def test_the_catalogue_describes_a_bot_level_in_the_games_words_when_it_has_them(dice):
    levels = {entry["name"]: {lv["level"]: lv["description"] for lv in entry["bot_levels"]}
              for entry in catalogue()}
    assert levels[RACE]["hard"] == "rolls the die too: there are no hidden cards to guess"
    assert levels["driving-me-crazy"]["hard"] == BOT_LEVEL_TEXT["hard"]


def test_a_games_own_refusals_and_rules_are_translated_from_its_catalogue(dice):
    assert i18n.translate("report the die's pips, 1 to 6", "nl") == \
        "meld de ogen van de dobbelsteen, 1 tot 6"
    assert i18n.translate("Roll the die: your car moves as many steps as it shows.", "de") == \
        "Würfle: dein Auto fährt so viele Felder, wie der Würfel zeigt."
    assert i18n.translate("it is seat 2's turn", "nl") == "plaats 2 is aan de beurt"
    # French is not shipped: the game's English stays, as an unrecognised message does
    assert i18n.translate("report the die's pips, 1 to 6", "fr") == "report the die's pips, 1 to 6"
    # the shared catalogue's messages translate as before
    assert i18n.translate("the game is over", "nl") == i18n.messages("nl")["refusal.game_over"]


def test_a_plug_in_games_refusal_over_http_is_in_the_callers_language(dice, client):
    created = create(client, RACE, 2, mode="referee", seed=1, options={"first_player": 0})
    tokens = join_all(client, created["id"], 2)
    answer = client.post(f"/api/v1/games/{created['id']}/moves", json={"type": "roll", "pips": 7},
                         headers={**auth(tokens[0]), "Accept-Language": "nl"})
    body = answer.get_json()
    assert answer.status_code == 422, body
    assert body["code"] == "bad_roll"
    assert body["detail"] == "meld de ogen van de dobbelsteen, 1 tot 6"
    assert body["rule"] == "Gooi de dobbelsteen: je auto gaat zoveel stappen vooruit als hij toont."
