"""Four languages at the table: JSON message catalogues shared by the API, the CLI and the web app.

One mechanism: ``api/i18n/messages/<lang>.json`` (flat ``key -> text``, English is the
source and the fallback) and ``api/i18n/glossary/<lang>.json`` (card names of Driving
Me Crazy!, Drive's sign names, game terms: the single source of rule words).

Core stays pure and English.  The API edge translates a core message by recognising
it: every English entry is a template (``{name}`` marks a parameter), a message that
matches one is re-rendered in the caller's language with its parameters (card names
among them translated through the glossary); a message no template matches stays
English.  Codes and machine fields are never translated.

A game may ship its own words (a plug-in's, in its package): ``<package>/i18n/<lang>.json``
beside the module that defines its ``Game`` class, flat ``key -> text`` with keys written
without the game's name (``event.turn``, ``reason.goal``, ``bot_level.hard``,
``mode.referee.help``, ...).  They are looked up as ``<game>.<key>``, the game's own
words first (its ``lang``, then its English), the shared catalogue only after them.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

#: the languages shipped, English first (the source and the fallback)
LANGUAGES: tuple[str, ...] = ("en", "nl", "de", "fr")
DEFAULT = "en"
HERE = Path(__file__).parent
#: parameters that carry a card name (translated through the glossary)
CARD_PARAMS = frozenset({"card", "sign"})


def _load(folder: str, lang: str) -> dict[str, Any]:
    with open(HERE / folder / f"{lang}.json", encoding="utf-8") as handle:
        return json.load(handle)


@cache
def messages(lang: str) -> dict[str, str]:
    """Return the message catalogue of ``lang`` (``key -> text``)."""
    return _load("messages", lang)


@cache
def glossary(lang: str) -> dict[str, dict[str, str]]:
    """Return the glossary of ``lang``: ``dmc_cards``, ``drive_signs``, groups and terms."""
    return _load("glossary", lang)


def game_folder(name: str) -> Traversable | None:
    """Return the folder of game ``name``'s own catalogues (``i18n/`` in its package), or None."""
    from core.registry import get_game

    package = type(get_game(name)).__module__.rpartition(".")[0]
    if not package:
        return None  # a game class in a top-level module: no package to ship words in
    return resources.files(package) / "i18n"


@cache
def _game_file(name: str, lang: str) -> dict[str, str]:
    # cached by the game's name: a package's folder (a Traversable) need not be hashable
    folder = game_folder(name)
    if folder is None:
        return {}
    file = folder / f"{lang}.json"
    if not file.is_file():
        return {}
    words = json.loads(file.read_text(encoding="utf-8"))
    return {str(key): str(text) for key, text in words.items()}


def game_messages(name: str, lang: str) -> dict[str, str]:
    """Return game ``name``'s own words in ``lang`` as ``<name>.<key> -> text`` (English
    filling the keys ``lang`` lacks; empty when the game ships none)."""
    own = {**_game_file(name, DEFAULT), **(_game_file(name, lang) if lang != DEFAULT else {})}
    return {f"{name}.{key}": text for key, text in own.items()}


def game_text(name: str, key: str, lang: str) -> str | None:
    """Return game ``name``'s own words for ``key`` (``reason.goal``) in ``lang``, English
    when only that is shipped, None when the game has none (the caller says the shared words)."""
    return game_messages(name, lang).get(f"{name}.{key}")


def negotiate(header: str | None) -> str:
    """Pick the best shipped language for an ``Accept-Language`` header (English if none)."""
    from werkzeug.datastructures import LanguageAccept
    from werkzeug.http import parse_accept_header

    if not header:
        return DEFAULT
    accept = parse_accept_header(header, LanguageAccept)
    # werkzeug keeps the tags in order of quality; a regional tag (``de-CH``) counts as
    # its language, so it is not beaten by a lower-rated exact match (``en;q=0.5``)
    for tag, quality in accept:
        base = choose(tag)
        if quality > 0 and (base != DEFAULT or tag.lower().startswith(DEFAULT)):
            return base
    return DEFAULT


def choose(lang: str | None) -> str:
    """Return ``lang`` when it is shipped (``nl-BE`` counts as ``nl``), else English."""
    base = (lang or "").lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else DEFAULT


def text(key: str, lang: str, **params: Any) -> str:
    """Return the message ``key`` in ``lang`` (English when missing), filled with ``params``.

    A game's own key (``race-to-20.rule.roll``) is its words: :func:`game_messages`.
    """
    if key in messages(DEFAULT):
        template = messages(lang).get(key) or messages(DEFAULT)[key]
    else:
        template = game_messages(key.split(".", 1)[0], lang)[key]
    return template.format(**params) if params else template


def card_name(english: str, lang: str) -> str:
    """Translate a Driving Me Crazy! card title or a Drive sign name; unknown words stay."""
    source = glossary(DEFAULT)
    target = glossary(lang)
    for section in ("dmc_cards", "drive_signs"):
        for key, name in source[section].items():
            if name == english:
                return target[section].get(key, english)
    return english


#: the kinds of key only the web app says (its screens, the log, setup words), and the
#: phrases core puts inside a message: an API or core message is never one of them
WEB_ONLY = frozenset({"web", "mode", "option", "variant", "cardoption", "stuck", "reason",
                      "phrase", "bot_level"})


def _regex(template: str) -> str:
    """A template as a regex: each ``{name}`` a group, a repeated one the same text again."""
    seen: set[str] = set()
    out = []
    for i, part in enumerate(re.split(r"\{(\w+)\}", template)):
        if i % 2 == 0:
            out.append(re.escape(part))
        elif part in seen:
            out.append(f"(?P={part})")
        else:
            seen.add(part)
            out.append(f"(?P<{part}>.+?)")
    return "".join(out)


#: the kinds of a game's own key the API says: a refusal's message, the rule it quotes
GAME_API_KINDS = ("refusal.", "rule.")


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Every English template of an API or core message as a regex, longest first: the
    shared catalogue's and each installed game's own refusals and rules."""
    from core.registry import game_names

    return _patterns_of(tuple(game_names()))


@cache
def _patterns_of(games: tuple[str, ...]) -> list[tuple[str, re.Pattern[str]]]:
    templates = {key: template for key, template in messages(DEFAULT).items()
                 if key.split(".")[0] not in WEB_ONLY}
    for name in games:
        templates.update({key: template for key, template in game_messages(name, DEFAULT).items()
                          if key[len(name) + 1:].startswith(GAME_API_KINDS)})
    out = [(key, re.compile(_regex(template) + r"\Z", re.DOTALL))
           for key, template in templates.items()]
    out.sort(key=lambda item: -len(templates[item[0]]))
    return out


def recognise(message: str) -> tuple[str, dict[str, str]] | None:
    """Return the catalogue key and parameters of an English message, or None."""
    for key, pattern in _patterns():
        found = pattern.match(message)
        if found:
            return key, found.groupdict()
    return None


#: the parameter that counts the things of a sentence with two forms (``key.one``,
#: ``key.other``), first found first; a list of seats counts its seats
COUNT_PARAMS = ("n", "need", "count")


def plural_form(lang: str, n: int) -> str:
    """Return ``"one"`` or ``"other"``: the form ``lang`` gives ``n`` things (as the web
    app's Intl.PluralRules: French counts 0 as one, English, Dutch and German do not)."""
    return "one" if n == 1 or (lang == "fr" and n == 0) else "other"


def _counted(key: str, params: dict[str, str], lang: str) -> str:
    """The form of a recognised two-form sentence ``lang`` uses for its count."""
    base, _, form = key.rpartition(".")
    if form not in ("one", "other"):
        return key
    n = next((int(params[name]) for name in COUNT_PARAMS
              if params.get(name, "").isdigit()), None)
    if n is None and "seats" in params:
        n = len(params["seats"].split(", "))
    chosen = f"{base}.{plural_form(lang, n)}" if n is not None else key
    return chosen if chosen in messages(DEFAULT) else key


def translate(message: str, lang: str) -> str:
    """Return an English core or API message in ``lang`` (unchanged if unrecognised); a
    sentence with a count in the form ``lang``'s plural rules give it."""
    if lang == DEFAULT or not message:
        return message
    found = recognise(message)
    if found is None:
        return message
    key, params = found
    key = _counted(key, params, lang)
    return text(key, lang, **{name: _param(name, value, lang) for name, value in params.items()})


@cache
def _phrases() -> dict[str, str]:
    """Core's phrases that go inside a message (``phrase.*``), English -> key."""
    return {text: key for key, text in messages(DEFAULT).items() if key.startswith("phrase.")}


#: parameters that name seats ("1", "1 (red)", "1 (red), 2 (blue)": see core.transcript)
SEAT_PARAMS = frozenset({"seat", "owner", "target", "seats"})
#: a Drive car's colour word in a seat's name, and its catalogue key
COLOUR_KEYS = {"red": "cli.colour.red", "blue": "cli.colour.blue", "green": "cli.colour.green",
               "yellow": "cli.colour.yellow"}
_COLOUR = re.compile(r"\((red|blue|green|yellow)\)")


def seat_words(label: str, lang: str) -> str:
    """Return a seat's people's name ("1 (red)") with its car's colour in ``lang``."""
    return _COLOUR.sub(lambda found: f"({text(COLOUR_KEYS[found.group(1)], lang)})", label)


def _param(name: str, value: str, lang: str) -> str:
    """A parameter of a recognised message in ``lang``: card and sign names through the
    glossary, a Drive card id or name by its name, a seat's colour, a phrase of core by its
    translation."""
    if name in CARD_PARAMS:
        return card_name(value, lang)
    if name in SEAT_PARAMS:
        return seat_words(value, lang)
    if name == "drive_card":  # an id, or a card's English name (a house card: the table's)
        key = f"card.drive.{value}"
        if key not in messages(DEFAULT):
            key = next((k for k, v in messages(DEFAULT).items()
                        if k.startswith("card.drive.") and v == value), key)
        return messages(lang).get(key, value)
    if value in _phrases():
        return text(_phrases()[value], lang)
    return value


def glossary_markdown() -> str:
    """Render the four glossaries as docs/rules/glossary.md (the docs' copy, kept in sync)."""
    names = {"en": "English", "nl": "Nederlands", "de": "Deutsch", "fr": "Français"}
    lines = ["# Glossary: the rule words in four languages", "",
             "Generated from `api/i18n/glossary/<lang>.json`, the single source of card and",
             "sign names for the web app, the API and these docs; a test keeps this page",
             "in sync (`python3 -c 'from api.i18n import glossary_markdown as g;"
             " print(g(), end=\"\")' > docs/rules/glossary.md`).", ""]
    titles = {"dmc_cards": "Driving Me Crazy! cards", "drive_signs": "Drive (1960) signs",
              "drive_sign_groups": "Drive (1960) sign groups", "terms": "Game terms"}
    header = "| " + " | ".join(names[lang] for lang in LANGUAGES) + " |"
    for section, title in titles.items():
        lines += [f"## {title}", "", header, "|" + "---|" * len(LANGUAGES)]
        for key in glossary(DEFAULT)[section]:
            row = [glossary(lang)[section][key].replace("|", "\\|") for lang in LANGUAGES]
            lines.append("| " + " | ".join(row) + " |")
        lines.append("")
    return "\n".join(lines)
