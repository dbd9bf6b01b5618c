"""The words a phone shows at a referee table read as a player would say them (wave 3's
walkthrough of every phone), in a real browser over real Redis.

The headline keeps a card's name as on the card ("Roundabout: …" mid-sentence), joins a
German ask after a colon with its capital, counts the picks still to make of a search
down to the last one; after a move the panel asked next is not left under the sticky
headline; a reloaded phone does not try to buzz before anyone touched it; Drive's badge
says what its number counts, and its referee phone asks the drawn card's two steps; the
race chart's red-card bands stay inside the plot; the evening's panel names a rematch no
one has joined yet as waiting; the New game form says which fields may stay empty.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.web.helpers import shot
from tests.web.test_four_languages import Table, _seat_phone, _shows

pytestmark = pytest.mark.browser


def _seated(phone: Any, table: Table, seat: int, lang: str = "en", **look: Any) -> Any:
    """The phone of ``seat`` in ``lang``, showing the game at its current version."""
    page = phone("/", **look)
    _seat_phone(page, table, seat, lang, f"/games/{table.id}")
    _shows(page, table.state(seat)["version"])
    return page


def _headline(page: Any) -> str:
    return " ".join(page.inner_text("#status").split())


# ------------------------------------------------------------------ Driving Me Crazy!

@pytest.fixture
def base(base_url: str) -> str:
    """The app's address (the tests make their games over its API)."""
    return base_url


def test_the_roundabout_ask_keeps_the_cards_name_as_on_the_card(phone, base):
    table = Table(base, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    table.move(0, {"type": "play", "card": "roundabout"})
    ana = _seated(phone, table, 0)
    assert _headline(ana) == "Your turn — Roundabout: play an additional card (any 2 in all)."
    # the table's screen says it the same way, after the player's name
    tv = phone("/", width=1024, height=768)
    _seat_phone(tv, table, None, "en", f"/games/{table.id}/table")
    _shows(tv, table.state()["version"])
    assert "Ana — Roundabout: play an additional card" in " ".join(tv.inner_text("main").split())
    assert not ana.js_errors and not tv.js_errors


def test_a_german_ask_follows_the_colon_with_its_capital(phone, base):
    table = Table(base, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    table.move(0, {"type": "play", "card": "km100"})
    ana = _seated(phone, table, 0, "de")
    assert _headline(ana) == "Du bist dran: Zieh 1 Karte vom Stapel und melde es dann."
    bas = _seated(phone, table, 1, "de")
    assert _headline(bas) == "Warten auf Ana"


#: the headline of the phone's own game with its decision replaced by ``decision``
HEADLINE_OF = """async (decision) => {
  const id = location.pathname.split('/')[2];
  const seat = JSON.parse(localStorage.getItem('roadtrip.seat.' + id));
  const auth = {headers: {Authorization: 'Bearer ' + seat.token}};
  const game = await (await fetch('/api/v1/games/' + id, auth)).json();
  game.view.decision = {...decision, seat: seat.seat};
  const dmc = await import('/js/dmc.js');
  return dmc.headline(game, seat.seat, game.mode === 'referee');
}"""


@pytest.mark.parametrize(("kind", "remaining", "said"), [
    ("gps_take", 2, "Your turn — GPS: search the deck and draw any 2 cards. (2 to go)"),
    ("gps_take", 1, "Your turn — GPS: search the deck and draw any 2 cards. (1 to go)"),
    ("rearview_mirror_take", 1,
     "Your turn — Rearview Mirror: search the discard pile and draw any 3 cards. (1 to go)"),
    ("motorway_take", 1, "Your turn — Motorway: search the deck and draw any distance card."),
])
def test_a_search_of_several_picks_counts_them_down_to_the_last(phone, base, kind, remaining,
                                                                 said):
    table = Table(base, "driving-me-crazy", "digital", 2, options={"first_player": 0}, seed=4)
    ana = _seated(phone, table, 0)
    assert ana.evaluate(HEADLINE_OF, {"kind": kind, "remaining": remaining}) == said


def _anas_turn(game: dict[str, Any]) -> bool:
    """True at the start of Ana's turn (not a step within it, not another seat's)."""
    return game["pending"] == [0] and game["view"]["decision"]["kind"] == "turn"


#: the panels whose heading is hidden under the sticky top bar and headline while the rest
#: of the panel shows below them (a panel scrolled wholly past is not one of them)
COVERED = """() => {
  const edge = Math.max(...[document.querySelector('.topbar'),
    document.querySelector('.status-line')].filter((el) => el &&
    getComputedStyle(el).position === 'sticky').map((el) => el.getBoundingClientRect().bottom));
  return [...document.querySelectorAll('section.panel')].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.top < edge && box.bottom > edge + 24;
  }).map((el) => el.getAttribute('aria-labelledby'));
}"""


def test_after_a_report_no_panel_is_left_with_its_heading_under_the_sticky_headline(phone,
                                                                                    base):
    table = Table(base, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    for _ in range(3):  # a few rounds: a longer page, with cards on the roads
        table.step()
        while not _anas_turn(table.state()):
            table.step()
    ana = _seated(phone, table, 0)
    # the card's actions open low on the page; the panel asked next opens higher up
    ana.locator(".hand button.card[data-card=km100]").click()
    ana.locator("#action-sheet button", has_text="Play 100 km").first.click()
    ana.wait_for_selector("#report-draw")
    ana.wait_for_function("() => !document.querySelector('main[aria-busy]')")
    assert ana.evaluate(COVERED) == []
    assert ana.locator("#draw-title").is_visible()
    shot(ana, "referee-draw-after-report", full_page=False)
    assert not ana.js_errors


#: the phone's calls of navigator.vibrate said on its console, with whether the page was
#: touched yet, and when the headline first says it is the phone's turn: all said, never
#: asked with evaluate or a selector (Playwright runs those as a user's gesture)
SAY_BUZZES = """(() => {
  navigator.vibrate = () => {
    console.log(navigator.userActivation.hasBeenActive ? 'buzz touched' : 'buzz untouched');
    return true;
  };
  new MutationObserver((changes, watch) => {
    if (!document.querySelector('#status.your-turn')) return;
    console.log('your turn shown');
    watch.disconnect();
  }).observe(document, {subtree: true, childList: true, attributes: true});
})()"""


def test_a_reloaded_phone_buzzes_only_once_someone_touched_it(phone, base):
    table = Table(base, "driving-me-crazy", "referee", 2, options={"first_player": 0})
    seat = {"seat": 0, "token": table.seats[0]["token"], "name": "Ana"}
    context = phone("/").context
    context.add_init_script(SAY_BUZZES)
    context.add_init_script(f"""localStorage.setItem("roadtrip.seat.{table.id}",
                                '{json.dumps(seat)}');""")
    ana = context.new_page()  # a phone whose screen was locked: its turn came meanwhile
    said: list[str] = []
    ana.on("console", lambda message: said.append(message.text))
    with ana.expect_console_message(lambda message: message.text == "your turn shown"):
        ana.goto(f"/games/{table.id}", wait_until="commit")
    assert [text for text in said if text.startswith("buzz")] == []
    # Ana reports her card with a tap; when her turn comes round again the phone buzzes
    ana.locator(".hand button.card[data-card=km100]").click()
    ana.locator("#action-sheet button", has_text="Play 100 km").first.click()
    ana.wait_for_selector("#report-draw")
    table.move(0, {"type": "draw", "count": 1})
    # the phone shows Bas's turn before Ana's comes round again, as at a table where Bas
    # takes a few seconds: a phone slowed by a busy machine could otherwise fetch only the
    # last version, see its own turn go on, and rightly not buzz
    ana.locator(f"#app[data-version='{table.state(0)['version']}']"
                ":not(:has(#status.your-turn))").wait_for()
    # the buzz is said on the console as the turn is shown: waited for, not assumed arrived
    with ana.expect_console_message(lambda message: message.text.startswith("buzz"),
                                    timeout=30_000):  # (the steps too: seconds under load)
        while table.state()["pending"] != [0]:
            table.step()
    ana.locator(f"#app[data-version='{table.state(0)['version']}'] #status.your-turn").wait_for()
    assert [text for text in said if text.startswith("buzz")] == ["buzz touched"]


def test_the_race_charts_red_card_bands_stay_inside_the_plot(phone, base):
    table = Table(base, "driving-me-crazy", "referee", 2, options={"first_player": 0,
                                                                   "goal": 100})
    # Ana's first card is a Stoplight on Bas: its band starts at the chart's first turn
    table.move(0, {"type": "play", "card": "stoplight", "target": 1})
    table.play_until(lambda game, moves: game["status"] == "finished")
    ana = phone("/")
    _seat_phone(ana, table, 0, "en", f"/games/{table.id}")
    ana.wait_for_selector("#race-chart rect.red-card")
    axis = float(ana.locator("#race-chart line.axis").nth(1).get_attribute("x1"))
    right = float(ana.locator("#race-chart line.axis").first.get_attribute("x2"))
    for band in ana.locator("#race-chart rect.red-card").all():
        x, width = float(band.get_attribute("x")), float(band.get_attribute("width"))
        assert axis <= x and x + width <= right, (axis, x, width, right)


# ------------------------------------------------------------------ Drive

def test_drives_roundabout_badge_says_what_it_counts(phone, base):
    table = Table(base, "drive", "digital", 2, options={"first_player": 0}, seed=4)
    ana = _seated(phone, table, 0)
    badges = [" ".join(text.split()) for text in
              ana.locator("#players-title ~ ul li .badge").all_inner_texts()]
    left = table.state(0)["view"]["board"]["roundabouts_left"]
    for count in left:
        word = "Roundabout" if count == 1 else "Roundabouts"
        assert f"⟳ {count} {word} left" in badges, badges
    nl = _seated(phone, table, 1, "nl")
    badges = [" ".join(text.split()) for text in
              nl.locator("#players-title ~ ul li .badge").all_inner_texts()]
    for count in left:
        assert f"⟳ nog {count} {'rotonde' if count == 1 else 'rotondes'}" in badges, badges


def test_a_drive_referee_phone_asks_the_drawn_cards_two_steps(phone, base):
    table = Table(base, "drive", "referee", 2, options={"first_player": 0}, seed=4)
    # Ana reports a Crossroads drawn: once placed, its roads leave every way
    table.move(0, next(m for m in table.moves(0)
                       if m["type"] == "draw" and m.get("card") == "crossroads"))
    ana = _seated(phone, table, 0)
    assert _headline(ana) == "Your turn — turn the card and place it"
    de = _seated(phone, table, 0, "de")
    assert _headline(de) == "Du bist dran: Dreh die Karte und leg sie an"
    table.move(0, next(m for m in table.moves(0) if m["type"] == "place"))
    assert {m["type"] for m in table.moves(0)} >= {"exit"}
    _shows(ana, table.state(0)["version"])
    assert _headline(ana) == "Your turn — choose which way to go"


# ------------------------------------------------------------------ the New game form

def test_the_new_game_form_says_which_fields_may_stay_empty(phone):
    page = phone("/new")
    page.locator("label[for=game-driving-me-crazy]").click()
    label = " ".join(page.locator("label[for=opt-goal] > span").first.inner_text().split())
    assert label.endswith("(optional)"), label
    assert page.locator("#opt-goal").get_attribute("placeholder") == ""
    modes = page.locator("label.check.mode-option").all()
    assert len(modes) == 2
    first, second = (mode.bounding_box() for mode in modes)
    assert second["y"] - (first["y"] + first["height"]) >= 8, "two choices, apart"
