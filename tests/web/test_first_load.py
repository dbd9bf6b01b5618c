"""A light first load (issue 22, deliver 10), in real headless Chromium, untimed: the
home screen comes in at most 8 requests and 60 KB on the wire, before it is usable and
before the network is idle, in each language; a game's screen code comes with its
first game; a phone fetches its own language's words only.

The figures are Chromium's own network events (CDP), counted by
``bench/first_load.py``'s :func:`first_load`, which the bench times on a slow link.
"""

from __future__ import annotations

import pytest

from api.i18n import LANGUAGES
from bench.first_load import FIRST_ANSWER, GOAL_BYTES, GOAL_REQUESTS, answer_bytes, first_load
from bench.first_load import serving as shipped
from bench.harness import private_redis
from tests.web.helpers import create_game

pytestmark = pytest.mark.browser

GAME_CODE = {"/js/dmc.js", "/js/drive.js", "/js/generic.js"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_screen_comes_in_few_requests_and_few_bytes_in_each_language(browser, base_url, lang):
    run = first_load(browser, base_url, lang, throttle=False)
    assert run["lang"] == lang
    for when in ("usable", "idle"):
        figures = run[when]
        assert figures["requests"] <= GOAL_REQUESTS, (when, figures["paths"])
        assert figures["bytes"] <= GOAL_BYTES, (when, figures["bytes"], figures["paths"])
    paths = run["idle"]["paths"]
    # no game's screen code, and the words of this language only (English fills its gaps
    # on the server, so a Dutch phone never fetches the English words too)
    assert not GAME_CODE & set(paths), paths
    words = [p for p in paths if p.startswith("/i18n/")]
    assert words == [f"/i18n/web/{lang}.json"], paths


def test_a_games_screen_code_comes_with_its_first_game(phone):
    page = phone("/")
    page.wait_for_selector("a[href='/new']")
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url.split("//", 1)[1].split("/", 1)[1]))
    create_game(page, "driving-me-crazy", "Ann", bots=(1,), seed=3)
    page.wait_for_selector("#status")
    assert "js/dmc.js" in fetched and "js/drive.js" not in fetched
    page.get_by_role("link", name="Roadtrip home").click()
    create_game(page, "drive", "Ann", bots=(1,), seed=5)
    page.wait_for_selector("svg.board")
    assert "js/drive.js" in fetched
    assert fetched.count("js/dmc.js") == 1  # loaded once, kept for the next game
    assert not page.js_errors


def test_a_module_the_page_imports_again_is_the_apps_own(phone):
    """``import("/js/<module>.js")`` hands out the bundle's instance: the app's state."""
    page = phone("/")
    page.wait_for_selector("a[href='/new']")
    same = page.evaluate("""async () => {
      const i18n = await import('/js/i18n.js');
      const router = await import('/js/router.js');
      return [i18n.t('web.home.new_game'), router.current().screen];
    }""")
    assert same == ["New game", "home"]


def test_the_bench_measures_the_app_as_it_ships_and_its_first_answer_in_each_coding():
    """bench/first_load.py serves the app with the Procfile's gunicorn line (issue 42: not
    werkzeug's dev server) and reports the home screen's first answer as served: brotli
    and gzip each smaller than the plain answer, and the figure counts headers too."""
    with private_redis() as redis_port, shipped(redis_port) as base:
        served = {coding: answer_bytes(base, FIRST_ANSWER, coding)
                  for coding in ("br", "gzip", "identity")}
    assert served["br"][2] == "br" and served["gzip"][2] == "gzip"
    assert served["identity"][2] == "none"
    assert served["br"][1] < served["gzip"][1] < served["identity"][1] / 2
    for wire, body, _ in served.values():
        assert wire > body  # the status line and headers are on the wire too
