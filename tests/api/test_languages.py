"""The API speaks the caller's language where it speaks words (issue 15).

``Accept-Language`` chooses the language of a problem's ``title``, ``detail`` and quoted
``rule``; ``code``, ``type``, ``status`` and every machine field stay the same; the
answer says ``Content-Language``; an unknown language falls back to English.
"""

from __future__ import annotations

import random
import re

import pytest

from api import i18n
from core.protocol import Config
from core.registry import get_game
from tests.api.helpers import auth, create, join_all

DMC = "driving-me-crazy"
DRIVE = "drive"

#: the refusal "not your turn" and its rule, as each language words them
NOT_YOUR_TURN = {
    "en": ("it is seat {owner}'s decision, not seat {seat}'s", "Unprocessable Entity"),
    "nl": ("plaats {owner} beslist nu, niet plaats {seat}", "Onverwerkbare inhoud"),
    "de": ("Platz {owner} entscheidet jetzt, nicht Platz {seat}", "Nicht verarbeitbarer Inhalt"),
    "fr": ("c'est à la place {owner} de décider, pas à la place {seat}",
           "Contenu non traitable"),
}


@pytest.fixture()
def refused(client):
    """Post the pending seat's legal move from the other seat, in a chosen language."""
    created = create(client, DMC, 2, seed=4)
    tokens = join_all(client, created["id"], 2)
    view = client.get(f"/api/v1/games/{created['id']}").get_json()
    pending = view["pending"][0]
    legal = client.get(f"/api/v1/games/{created['id']}/legal-moves",
                       headers=auth(tokens[pending])).get_json()["moves"]

    def post(language: str | None):
        headers = auth(tokens[1 - pending])
        if language is not None:
            headers["Accept-Language"] = language
        answer = client.post(f"/api/v1/games/{created['id']}/moves", json=legal[0],
                             headers=headers)
        return answer, pending

    return post


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_refusal_over_http_is_worded_in_the_callers_language(refused, lang):
    answer, owner = refused(f"{lang};q=0.9, ja;q=0.1")
    body = answer.get_json()
    detail, title = NOT_YOUR_TURN[lang]
    assert answer.status_code == 422
    assert answer.headers["Content-Language"] == lang
    assert "Accept-Language" in answer.headers["Vary"]
    # seats as people count them, from 1 (issue 41, item 8)
    assert body["detail"] == detail.format(owner=owner + 1, seat=2 - owner)
    assert body["title"] == title
    assert body["rule"] == i18n.text("rule.dmc.turn", lang)


def test_codes_and_machine_fields_are_the_same_in_every_language(refused):
    bodies = {lang: refused(lang)[0].get_json() for lang in i18n.LANGUAGES}
    words = {"title", "detail", "rule"}
    machine = {lang: {k: v for k, v in body.items() if k not in words}
               for lang, body in bodies.items()}
    assert machine["nl"] == machine["de"] == machine["fr"] == machine["en"]
    assert machine["en"]["code"] == "not_your_turn"
    assert len({body["detail"] for body in bodies.values()}) == 4


@pytest.mark.parametrize("header", ["ja", "", "*", "pt-BR, es;q=0.8"])
def test_an_unknown_language_falls_back_to_english(refused, header):
    answer, owner = refused(header)
    assert answer.headers["Content-Language"] == "en"
    assert answer.get_json()["detail"] == NOT_YOUR_TURN["en"][0].format(owner=owner + 1,
                                                                       seat=2 - owner)


def test_a_regional_variant_gets_its_language(refused):
    answer, _ = refused("de-CH, en;q=0.5")
    assert answer.headers["Content-Language"] == "de"
    assert answer.get_json()["title"] == "Nicht verarbeitbarer Inhalt"


def test_an_api_problem_detail_is_translated_too(client):
    answer = client.get("/api/v1/games/nope/nothing", headers={"Accept-Language": "fr"})
    body = answer.get_json()
    assert answer.status_code == 404
    assert body["code"] == "not_found"
    assert body["detail"] == "cette ressource n'existe pas"
    assert answer.headers["Content-Language"] == "fr"


def test_card_names_inside_a_refusal_come_from_the_glossary():
    message = "seat 1 has a Truck in front and cannot play 100 km cards"
    assert i18n.translate(message, "de") == (
        "Platz 1 hat einen Lastwagen vor sich und kann keine 100-km-Karten spielen")
    assert i18n.translate("the discard pile holds no Rearview Mirror", "nl") == (
        "de aflegstapel bevat geen " + i18n.glossary("nl")["dmc_cards"]["rearview_mirror"])


def test_a_message_no_template_matches_stays_english():
    assert i18n.translate("something nobody wrote down", "fr") == "something nobody wrote down"


#: refusals only a program can earn (a move of the wrong shape, a card no phone offers):
#: worded for its programmer
PROGRAMMING = {"malformed_move", "unknown_move", "unknown_card"}
CARDS = ("km50", "km100", "stoplight", "traffic", "toll_booth", "roundabout", "shortcut", "gps",
         "stop_sign", "yield", "swerve", "truck", "motorway", "rest_stop", "rearview_mirror",
         "carpool", "trailer", "no_u_turn_sign")


def _tries(game: str, rng: random.Random, earlier: list[dict]) -> list[dict]:
    """Moves a phone might send at any moment: earlier legal moves and plausible others."""
    tries = list(earlier) + [{"type": kind} for kind in (
        "end_turn", "pass", "skip", "stop", "undo", "pass_reaction", "finish", "draw", "drive",
        "pass_obstruction", "roundabout", "turn_round", "wait", "break_down", "discard")]
    if game == DMC:
        for kind in ("play", "discard", "take", "react", "flip_sign"):
            tries.append({"type": kind, "card": rng.choice(CARDS)})
        tries += [{"type": "play", "card": rng.choice(("traffic", "stoplight")),
                   "target": rng.randrange(3)}, {"type": "draw", "count": rng.randrange(6)},
                  {"type": "look", "target": rng.randrange(3)},
                  {"type": "choose_opponent", "target": rng.randrange(3)}]
    else:
        tries += [{"type": "place", "rotation": rng.choice((0, 90, 180, 270))},
                  {"type": "exit", "edge": rng.choice("NESW")}]
    return tries


@pytest.mark.parametrize("game", [DMC, DRIVE])
@pytest.mark.parametrize("mode", ["digital", "referee"])
def test_every_refusal_a_phone_can_earn_is_worded_in_every_language(game, mode):
    """Random games: every refusal of a well-formed move reads as a catalogue sentence."""
    engine = get_game(game)
    variants = ["quick_reactions", "highway_hysterics", "fork_in_the_road",
                "signs_of_madness"] if game == DMC else []
    codes = set()
    for seed in range(2):
        rng = random.Random(seed)
        state = engine.new(Config.from_dict({"mode": mode, "players": 3,
                                             "variants": variants}), seed)
        earlier: list[dict] = []
        for _ in range(60):
            if engine.is_over(state):
                break
            for seat in range(3):
                for move in _tries(game, rng, earlier[-4:]):
                    refusal = engine.explain(state, seat, move)
                    if refusal is None or refusal.code in PROGRAMMING or "'" in refusal.message:
                        continue
                    found = i18n.recognise(refusal.message)
                    assert found and found[0].startswith("refusal."), refusal.to_dict()
                    codes.add(refusal.code)
            seat = engine.pending(state)[0]
            move = rng.choice(engine.legal_moves(state, seat))
            earlier.append(move)
            engine.apply(state, seat, move)
    assert len(codes) >= 8  # the random tries earn many kinds of refusal


def test_the_flip_signs_first_refusal_reads_in_every_language():
    """Referee, Signs of Madness: only a sign is left in the pile, and a phone reports a discard."""
    from tests.dmc.helpers import play, position, refused
    from tests.dmc.test_variant_signs_of_madness import FIVE, ONE_SIGN, SM

    engine = get_game(DMC)
    s = position(2, mode="referee", variants=SM, deck_n=2, discard=FIVE,
                 options={"deck": ONE_SIGN})
    play(s, 0, "km50")
    engine.apply(s, 0, {"type": "draw", "count": 1})
    error = refused(s, 1, {"type": "discard", "card": "km50"}, "flip_signs_first")
    found = i18n.recognise(error.message)
    assert found is not None and found[0] == "refusal.flip_signs_first.one"
    for lang in ("nl", "de", "fr"):
        worded = i18n.translate(error.message, lang)
        assert worded != error.message and "1" in worded and "flip_sign" in worded


@pytest.mark.parametrize("n, lang, said", [
    (1, "en", "seat 1 holds 1 card: play or discard"),
    (4, "en", "seat 1 holds 4 cards: play or discard"),
    (1, "nl", "plaats 1 heeft 1 kaart: speel of leg af"),
    (4, "de", "Platz 1 hat 4 Karten: spiele oder wirf ab"),
    (0, "fr", "la place 1 a 0 carte\u00a0: jouez ou défaussez"),  # French: 0 is one
    (2, "fr", "la place 1 a 2 cartes\u00a0: jouez ou défaussez"),
])
def test_a_count_is_worded_with_the_languages_plural_never_card_s(n, lang, said):
    """Issue 38, item 9: no "card(s)": core says "1 card", "4 cards", and each language
    words the count as its plural rules do."""
    english = f"seat 1 holds {n} {'card' if n == 1 else 'cards'}: play or discard"
    assert i18n.translate(english, lang) == said
    assert "(s)" not in said and "(en)" not in said and "(n)" not in said


def test_no_refusal_in_any_catalogue_hedges_a_plural():
    for lang in i18n.LANGUAGES:
        hedged = {key: text for key, text in i18n.messages(lang).items()
                  if key.startswith("refusal.") and re.search(r"\((s|en|n|x|e)\)", text)}
        assert hedged == {}, lang


# -- every problem code's detail in every language (issue 25, item 4) -----------------

def _documented_codes(client) -> dict[str, int]:
    """Every problem code the served document describes, with its status."""
    described = client.get("/api/openapi.json").get_json()["components"]["x-problem-codes"]
    codes = {code: facts["status"] for part in ("api", "config")
             for code, facts in described[part].items()}
    for game_codes in described["rules"].values():
        codes.update({code: facts["status"] for code, facts in game_codes.items()})
    return codes


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_problem_codes_detail_is_worded_in_every_language(app, client, lang):
    """A detail no catalogue sentence words (a new message, a framework's) is replaced by
    what its code means, in the caller's language (a rule's refusal: the rules refuse the
    move, its ``rule`` saying which): no code's detail stays English under a
    Content-Language that says otherwise.  English keeps the specific sentence."""
    from api.problems import problem
    from core.errors import IllegalMove

    unworded = "a sentence nobody put in a catalogue"
    for code, status in _documented_codes(client).items():
        with app.test_request_context(headers={"Accept-Language": lang}):
            if f"problem.{code}" in i18n.messages("en"):
                answer, meaning = problem(status, code, unworded), f"problem.{code}"
            else:  # a rule's own code, raised as the rules raise it
                answer = app.handle_user_exception(IllegalMove(code, unworded))
                meaning = "problem.refused_move"
        body = answer.get_json()
        assert (body["code"], answer.status_code) == (code, status)
        assert answer.headers["Content-Language"] == lang, code
        if lang == "en":
            assert body["detail"] == unworded
            continue
        assert body["detail"] == i18n.text(meaning, lang), code
        assert body["detail"] != i18n.text(meaning, "en"), (code, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES[1:])
def test_problems_the_api_words_itself_read_in_the_callers_language(app, client, lang):
    """The refusals that stayed English under a Content-Language saying otherwise (issue
    25): a bad token, an unknown game, a chosen seed, a player count the game does not
    take.  Each reads differently from English, and says it is in the caller's language."""
    app.config["CHOSEN_SEEDS"] = "bots-only"  # the rule itself (the test app lifts it)
    game_id = create(client, DMC, 2)["id"]
    asks = {
        "invalid_token": ("GET", f"/api/v1/games/{game_id}/legal-moves",
                          {"Authorization": "Bearer nope"}, None),
        "unknown_game": ("GET", "/api/v1/games/nosuchgame0000000000", {}, None),
        "seed_not_allowed": ("POST", "/api/v1/games", {}, {"game": DMC, "players": 3,
                                                           "seed": 5}),
        "invalid_players": ("POST", "/api/v1/games", {}, {"game": DRIVE, "players": 5}),
    }
    for code, (method, path, headers, body) in asks.items():
        said = {}
        for language in ("en", lang):
            answer = client.open(path, method=method, json=body,
                                 headers={**headers, "Accept-Language": language})
            assert answer.get_json().get("code") == code, (code, answer.get_json())
            assert answer.headers["Content-Language"] == language, code
            said[language] = answer.get_json()["detail"]
        assert said[lang] != said["en"], (code, said)


def test_no_sentence_the_api_recognises_is_only_parameters():
    """A template of nothing but parameters ("{name}, {seat}") would be recognised in any
    message with a comma, and leave it untranslated (found in issue 38's work)."""
    for key, text in i18n.messages("en").items():
        if key.split(".")[0] not in i18n.WEB_ONLY:
            assert re.sub(r"\{\w+\}", "", text).strip(" ,.:;()–-"), key
