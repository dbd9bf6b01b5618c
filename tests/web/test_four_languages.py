"""Every word at the table in its phone's language (issue 15), shown in a browser.

Each screen (create, the game screens of both games in both modes, the table view,
the end) is drawn in English and then in Dutch, German and French from the same
game at the same version: no visible text node of the other languages may be one
the English screen shows, nor read as an English sentence of the catalogue.  Names,
numbers, codes and the few words the languages share (below) are allowed.  German,
the longest, must fit a 390 px phone.  Then four phones, one per language, play a
referee game and a digital game of each game (the moves go through the API, each
phone is checked at several points of the game and at its end).
"""

from __future__ import annotations

import json
import random
import re
import time
import urllib.request
from typing import Any

import pytest

from api import i18n
from core import game_names, get_game
from tests.web.conftest import PHONE
from tests.web.helpers import past_the_edge, shot

pytestmark = pytest.mark.browser

LANGS = i18n.LANGUAGES  # ("en", "nl", "de", "fr")
NAMES = ("Ana", "Bas", "Cas", "Dirk")

#: the same in every language: the app's and the games' names (every installed game's
#: title as its catalogue gives it: a plug-in's too), the picker's entries
PROPER = {"Roadtrip", "Driving Me Crazy!", "Drive (1960)", "Drive", "(1960).",
          "English", "Nederlands", "Deutsch", "Français", *NAMES,
          *(get_game(name).catalogue()["title"] for name in game_names())}
#: words a language shares with English (the catalogue's own translation, by key)
SAME_WORD = {"nl": {"web.lobby.bot", "web.drive.start", "web.drive.finish"},
             "de": {"web.drive.start", "web.create.level.normal"},
             "fr": {"web.lobby.bot", "web.dmc.kind.distance", "web.create.level.normal"}}

TEXT_NODES = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("[hidden], noscript, script, style, title, option")) continue;
    if (!el.getClientRects().length) continue;
    const text = n.textContent.trim();
    if (text) out.push(text);
  }
  // a closed menu shows its chosen entry
  for (const select of document.querySelectorAll("select")) {
    if (!select.getClientRects().length || !select.selectedOptions.length) continue;
    out.push(select.selectedOptions[0].text.trim());
  }
  // what a screen reader says of a control is a word on the screen too
  for (const el of document.querySelectorAll("[aria-label]")) {
    if (el.closest("[hidden]") || !el.getClientRects().length) continue;
    out.push(el.getAttribute("aria-label").trim());
  }
  return out;
}"""


def _allowed(lang: str) -> set[str]:
    """Proper nouns, card names a language spells as English does, and the shared words."""
    same = {name for section in ("dmc_cards", "drive_signs", "terms")
            for key, name in i18n.glossary(lang)[section].items()
            if name == i18n.glossary("en")[section][key]}
    return PROPER | same | {i18n.text(key, lang) for key in SAME_WORD.get(lang, ())}


def _neutral(text: str) -> bool:
    """Numbers, kilometres, join codes, compass letters and symbols read alike everywhere
    (the dash a chart or a table shows for "no value" too: seen alone on the end screen's
    chart once the game's ends filled in at a different pace on two phones)."""
    return bool(re.fullmatch(r"[\d\s·.,:;()/%°×+−⤢◎↑↓←→⟳!&—-]*(km)?[\d\s·.,:;()/%—-]*", text)
                or re.fullmatch(r"[A-Z0-9]{4,16}|[NESWFS]", text))


def _texts(page: Any, lang: str) -> set[str]:
    texts = {text.replace("\u00ad", "") for text in page.evaluate(TEXT_NODES)}  # soft hyphens
    allowed = sorted(_allowed(lang), key=len, reverse=True)

    def own(text: str) -> bool:
        """Something besides allowed words and numbers ("distance 50 km" is all shared)."""
        for word in allowed:
            text = text.replace(word, " ")
        return not _neutral(text)

    return {text for text in texts if own(text)}


def _template(text: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", text)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else ".+?" for i, p in enumerate(parts))
                      + r"\Z", re.DOTALL)


#: the catalogue's English sentences as patterns (names and cards filled in), those with
#: a word of their own (not "{who} — {ask}", which would match any sentence)
ENGLISH = {key: _template(text.strip()) for key, text in i18n.messages("en").items()
           if re.search(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", text))}


def _english_in(texts: set[str], lang: str) -> list[str]:
    """The texts that read as an English sentence of the catalogue (other words in ``lang``)."""
    other = i18n.messages(lang)
    return sorted(text for text in texts
                  if any(other[key] != i18n.messages("en")[key] and pattern.match(text)
                         for key, pattern in ENGLISH.items()))


def _english_names(lang: str) -> re.Pattern[str]:
    """The English card, sign and rule names that ``lang`` names otherwise, as one pattern."""
    names = {english: i18n.glossary(lang)[section][key]
             for section in ("dmc_cards", "drive_signs", "terms")
             for key, english in i18n.glossary("en")[section].items() if english[0].isupper()}
    names |= {english: i18n.messages(lang)[key] for key, english in i18n.messages("en").items()
              if key.startswith("card.drive.")}
    return re.compile("|".join(rf"\b{re.escape(english)}\b"
                               for english, name in sorted(names.items()) if english != name))


def _no_english(page: Any, lang: str, english: set[str]) -> None:
    words = _texts(page, lang)
    assert not words & english, (lang, sorted(words & english))
    assert not _english_in(words, lang), (lang, _english_in(words, lang))
    names = _english_names(lang)
    assert not [text for text in words if names.search(text)], (
        lang, [text for text in words if names.search(text)])


# ------------------------------------------------------------------ the API, as a table would

def _call(base_url: str, path: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{base_url}/api/v1{path}", data=data, headers=headers,
                                     method="POST" if body is not None else "GET")
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


class Table:
    """A game made and played over the API: its id and each seat's token."""

    def __init__(self, base_url: str, game: str, mode: str, players: int, *, choices: int = 7,
                 **setup: Any) -> None:
        self.base_url = base_url
        body = {"game": game, "mode": mode, "players": players, **setup}
        self.id = _call(base_url, "/games", body)["id"]
        self.seats = [_call(base_url, f"/games/{self.id}/players", {"name": name})
                      for name in NAMES[:players]]
        self.rng = random.Random(choices)  # the quick player's choices: the same every run

    def state(self, seat: int = 0) -> dict[str, Any]:
        return _call(self.base_url, f"/games/{self.id}", token=self.seats[seat]["token"])

    def moves(self, seat: int) -> list[dict[str, Any]]:
        return _call(self.base_url, f"/games/{self.id}/legal-moves",
                     token=self.seats[seat]["token"])["moves"]

    def move(self, seat: int, move: dict[str, Any]) -> None:
        _call(self.base_url, f"/games/{self.id}/moves", move, token=self.seats[seat]["token"])

    def step(self) -> bool:
        """One move of the first seat to move, as a quick player would; False once over."""
        game = self.state()
        if game["status"] != "active":
            return False
        # a seat whose "No reaction" is held until the window's pass moment has no move
        seat, moves = next(((s, m) for s in game["pending"] for m in [self.moves(s)] if m),
                           (None, []))
        if seat is None:
            time.sleep(0.25)  # the pass moment comes
            return True
        view = self.state(seat)["view"]
        pick = _drive_move if game["game"] == "drive" else _dmc_move
        self.move(seat, pick(moves, view, seat, self.rng))
        return True

    def play_until(self, done: Any, limit: int = 400) -> dict[str, Any]:
        """Play until ``done(game, moves of the seat to move)``; return that game."""
        for _ in range(limit):
            game = self.state()
            if game["status"] == "active":
                seat = game["pending"][0]
                if done(game, self.moves(seat)):
                    return self.state(seat)
            elif done(game, []):
                return game
            assert self.step(), "the game ended first"
        raise AssertionError("never reached")


STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def _drive_move(moves: list[dict], view: dict, seat: int, rng: random.Random) -> dict:
    """Drive: the exit nearest the own Finish, else drive on, place, draw."""
    board = view["board"]
    car, finish = board["cars"][seat], board["finishes"][seat]
    exits = [m for m in moves if m["type"] == "exit"]
    if exits:
        def far(m: dict) -> int:
            dx, dy = STEP[m["edge"]]
            x, y = m.get("x", car["x"]) + dx, m.get("y", car["y"]) + dy
            return abs(x - finish["x"]) + abs(y - finish["y"])
        return min(exits, key=far)
    # a referee reports the card drawn: a crossroads opens every way
    crossroads = [m for m in moves if m["type"] == "draw" and m.get("card") == "crossroads"]
    if crossroads:
        return crossroads[0]
    for kind in ("drive", "pass_obstruction", "place", "draw", "roundabout", "wait", "discard"):
        of_kind = [m for m in moves if m["type"] == kind]
        if of_kind:
            return rng.choice(of_kind) if kind == "draw" else of_kind[0]
    return moves[0]


def _dmc_move(moves: list[dict], view: dict, seat: int, rng: random.Random) -> dict:
    """Driving Me Crazy!: a distance card when there is one, else draw, end, or any play."""
    plays = [m for m in moves if m["type"] == "play"]
    for card in ("km100", "km50"):
        for m in plays:
            if m.get("card") == card:
                return m
    for kind in ("draw", "take", "end_turn", "stop", "pass", "pass_reaction"):
        of_kind = [m for m in moves if m["type"] == kind]
        if of_kind:
            return of_kind[0]
    return rng.choice(plays or moves)


# ------------------------------------------------------------------ the phones

def _seat_phone(page: Any, table: Table | None, seat: int | None, lang: str, path: str) -> None:
    """Make ``page`` the phone of ``seat`` (None: no seat) in ``lang`` and open ``path``."""
    page.evaluate("""([id, seat, lang]) => {
      localStorage.setItem("roadtrip.lang", lang);
      localStorage.setItem("roadtrip.answer_for_me", "off");
      if (id && seat) localStorage.setItem(`roadtrip.seat.${id}`, JSON.stringify(seat));
    }""", [table.id if table else None,
           {"seat": seat, "token": table.seats[seat]["token"], "name": NAMES[seat]}
           if table and seat is not None else None, lang])
    page.goto(path)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def _shows(page: Any, version: int) -> None:
    """Wait until the game screen shows ``version`` (and has drawn it)."""
    page.wait_for_function("v => document.querySelector('#app').dataset.version === String(v)",
                           arg=version)
    page.wait_for_selector("#feed-title, #end-title")


def _create(page: Any, game: str) -> None:
    page.locator(f"label[for=game-{game}]").click()
    for box in page.locator("input[name=variant]").all():
        box.check()  # every option of every variant shows
    page.check("#bot-1")  # a bot seat, with its level


def _sheet(page: Any) -> None:
    """Open the actions of the first card that can be played (or reported)."""
    page.locator(".hand button.card.playable").first.click()
    page.wait_for_selector("#action-sheet")


SCREENS = ["create-dmc", "create-drive", "game-dmc-referee", "game-dmc-digital",
           "game-dmc-reaction", "game-dmc-toll", "game-drive-referee", "game-drive-digital",
           "table-dmc", "table-drive", "end-dmc"]


def _setup(name: str, base_url: str) -> tuple[Table | None, int | None, str, Any]:
    """The game, the seat, the address and what to tap for screen ``name``."""
    if name.startswith("create"):
        game = "driving-me-crazy" if name.endswith("dmc") else "drive"
        return None, None, "/new", lambda page: _create(page, game)
    if name == "end-dmc":
        table = Table(base_url, "driving-me-crazy", "referee", 2, options={"goal": 50,
                                                                           "first_player": 0})
        table.move(0, {"type": "play", "card": "km50"})
        return table, 0, f"/games/{table.id}", None
    if name == "game-dmc-reaction":
        # Quick Reactions: a card was just played and the other phone is asked to react
        # (the phone's "answer for me" off: it is asked even without a card that answers)
        table = Table(base_url, "driving-me-crazy", "digital", 2, variants=["quick_reactions"],
                      options={"first_player": 0, "reaction_seconds": 900,
                               "pass_seconds": 30}, seed=3)
        game = table.play_until(lambda g, moves: g["version"] > 4 and any(
            m["type"] == "pass_reaction" for m in moves))
        return table, game["pending"][0], f"/games/{table.id}", None
    if name == "game-dmc-toll":
        # a Trailer in front of Ana, and Bas asked to give up 2 cards to her Toll booth
        table = Table(base_url, "driving-me-crazy", "referee", 2, options={"first_player": 0},
                      variants=["highway_hysterics", "fork_in_the_road"])
        table.move(0, {"type": "play", "card": "trailer", "option": "two_plays"})
        table.move(0, {"type": "play", "card": "toll_booth", "target": 1})
        return table, 1, f"/games/{table.id}", None
    game = "drive" if "drive" in name else "driving-me-crazy"
    mode = "referee" if name.endswith("referee") else "digital"
    options = {"first_player": 0}
    setup: dict[str, Any] = {"options": options, "seed": 3}
    if game == "driving-me-crazy" and mode == "digital":
        setup["variants"] = ["fork_in_the_road", "highway_hysterics"]
    table = Table(base_url, game, mode, 2, **setup)
    if game == "drive":
        # a few turns in, the seat to move holds a drawn card to turn and place
        # (digital) or reports the card it drew (referee)
        kind = "place" if mode == "digital" else "draw"
        table.play_until(lambda g, moves: g["version"] > 6 and any(m["type"] == kind
                                                                  for m in moves))
    else:
        # a few turns in, the seat to move starts its turn
        table.play_until(lambda g, moves: g["version"] > 8 and g["view"]["decision"]["kind"]
                         == "turn")
    if name.startswith("table"):
        return table, None, f"/games/{table.id}/table", None
    seat = table.state()["pending"][0]
    return table, seat, f"/games/{table.id}", _sheet if game != "drive" else None


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_speaks_the_phones_language_and_german_fits(phone, base_url, name):
    table, seat, path, tap = _setup(name, base_url)
    version = table.state()["version"] if table else None
    page = phone("/")
    english: set[str] = set()
    for lang in LANGS:
        _seat_phone(page, table, seat, lang, path)
        if version is not None:
            _shows(page, version)
        else:
            page.wait_for_selector("#players, legend")
        if tap:
            tap(page)
        page.wait_for_timeout(150)  # the last repaint is in
        if lang == "en":
            english = _texts(page, lang)
            assert english, "the English screen shows words"
        else:
            _no_english(page, lang, english)
        if lang == "de":
            assert past_the_edge(page) == [], name
        shot(page, f"lang-{name}-{lang}")
        if name == "game-drive-digital":  # what a phone shows on opening Drive (the help's)
            shot(page, f"lang-game-drive-digital-viewport-{lang}", full_page=False)
    assert page.js_errors == []


DRIVE_QUICK = {"limit": True, "ignore_triangles": True, "first_player": 0}
#: a referee game and a digital game of each game, short: a near goal, a small table,
#: seeds (and a referee's reported draws) with which a quick player ends in few moves
GAMES = [("driving-me-crazy", "referee", {"options": {"goal": 300, "first_player": 0}}, 7, 6),
         ("driving-me-crazy", "digital", {"options": {"goal": 300, "first_player": 0},
                                          "seed": 1}, 7, 16),
         ("drive", "referee", {"options": DRIVE_QUICK}, 5, 25),
         ("drive", "digital", {"options": DRIVE_QUICK, "seed": 2}, 7, 30)]


def _check_phones(phones: list[Any], version: int) -> None:
    """Each phone shows ``version`` in its own language: nothing the English phone says."""
    english: set[str] = set()
    for page, lang in zip(phones, LANGS, strict=True):
        _shows(page, version)
        assert page.evaluate("document.documentElement.lang") == lang
        if lang == "en":
            english = _texts(page, lang)
        else:
            _no_english(page, lang, english)


def test_four_phones_in_four_languages_play_a_referee_and_a_digital_game_of_each_game(
        phone, base_url):
    phones = [phone("/") for _ in LANGS]
    for game, mode, setup, choices, every in GAMES:
        table = Table(base_url, game, mode, len(phones), choices=choices, **setup)
        for seat, (page, lang) in enumerate(zip(phones, LANGS, strict=True)):
            _seat_phone(page, table, seat, lang, f"/games/{table.id}")
        played = 0
        while True:
            if played % every == 0:
                _check_phones(phones, table.state()["version"])
            if not table.step():
                break
            played += 1
            assert played < 400, (game, mode, "a quick game takes fewer moves")
        final = table.state()
        assert final["status"] == "finished"
        _check_phones(phones, final["version"])
        winners = [NAMES[seat] for seat in final["outcome"]["winners"]]
        for page, lang in zip(phones, LANGS, strict=True):
            assert page.inner_text("#end-title") == i18n.text("web.end.title", lang)
            banner = page.inner_text(".winner")
            assert all(name in banner for name in winners), (lang, banner)
            shot(page, f"table-{'dmc' if game != 'drive' else 'drive'}-{mode}-{lang}")
    assert all(page.js_errors == [] for page in phones)


def test_a_refused_report_names_the_player_in_the_phones_language(phone, base_url):
    """The API refuses in the phone's language; the phone names the seat by its player."""
    table = Table(base_url, "driving-me-crazy", "referee", 2,
                  options={"goal": 50, "first_player": 0})
    page = phone("/")
    for lang in LANGS:
        _seat_phone(page, table, 0, lang, f"/games/{table.id}")
        _shows(page, table.state()["version"])
        page.click(".hand button.card[data-card=km100]")
        page.locator("#action-sheet .choice-grid button").first.click()  # play it: too far
        refusal = page.wait_for_selector("#refusal").inner_text()
        said = i18n.text("refusal.exceeds_goal", lang, card="100 km", seat=1, km=0, goal=50)
        seat = re.search(rf"(?:(?:la|le) )?{i18n.glossary(lang)['terms']['seat']} 1", said)
        # the API counts seats as people do (issue 41): "seat 1", "plaats 1", "Platz 1",
        # "la place 1" for seat 0
        assert seat, said
        assert said.replace(seat.group(0), "Ana") in refusal, (lang, refusal)
        shot(page, f"lang-refusal-{lang}")
    assert page.js_errors == []


def test_the_table_view_in_german_and_every_language_still_fits_a_tv(phone, base_url):
    """German, the longest, on the shared 1280×720 screen of a four-player game; and the
    other translations (their pictures are the at-the-table help's)."""
    table = Table(base_url, "driving-me-crazy", "digital", 4, seed=3,
                  options={"first_player": 0}, variants=["fork_in_the_road"])
    game = table.play_until(lambda g, moves: g["version"] > 12)
    page = phone("/", width=1280, height=720)
    for lang in ("de", "nl", "fr"):
        _seat_phone(page, table, None, lang, f"/games/{table.id}/table")
        _shows(page, game["version"])
        shot(page, f"lang-table-view-tv-{lang}", full_page=False)
        assert page.evaluate("document.documentElement.scrollHeight <= innerHeight"), lang
        assert past_the_edge(page) == [], lang
