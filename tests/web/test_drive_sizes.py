"""Drive at any size: the referee's card picker fits the first screen and finds a card by what
it shows; Rotate and Place are in the first viewport on a small phone, a tall phone, a
landscape phone and with text at 200 %, in both modes; each seat's car is the one chosen."""

from __future__ import annotations

import json
from typing import Any

import pytest

from api import i18n
from tests.web.helpers import create_game, game_id_of, in_viewport, settle, shot

pytestmark = pytest.mark.browser

#: the four sizes of the first screen: a small phone, a tall phone, a phone turned on its
#: side, and the small phone with the text twice its size (the phone's larger-text setting)
SIZES = {"360x640": (360, 640, 1), "390x844": (390, 844, 1), "844x390": (844, 390, 1),
         "360x640-text200": (360, 640, 2)}

#: text at 200 % on every page this phone opens (CSSOM, which the app's CSP allows)
BIG_TEXT_JS = """(() => {
  const big = () => { document.documentElement.style.fontSize = '200%'; };
  if (document.documentElement) big();
  document.addEventListener('DOMContentLoaded', big);
})()"""

#: the road shapes of the cards a player draws (the Roundabouts are in the players' hands)
SHAPES = ("straight", "bend", "t", "cross")


def _open(phone: Any, size: str, mode: str) -> Any:
    """A Drive game against a bot on a phone of ``size``, this phone to move first."""
    width, height, text = SIZES[size]
    page = phone("/", width=width, height=height)
    if text != 1:
        page.context.add_init_script(BIG_TEXT_JS)
    # seed 1: the first card drawn digitally fits in front of the car in four ways
    create_game(page, "drive", "Ann", mode=mode, bots=(1,), seed=1,
                options={"first_player": 0})
    page.wait_for_selector("#status.your-turn")
    return page


def _draw(page: Any, mode: str) -> None:
    """Draw a card: the referee reports a T-junction drawn, the digital phone draws."""
    if mode == "referee":
        page.locator("button.pick-shape[data-shape=t]").click()
        page.get_by_role("button", name="I drew T-junction", exact=True).click()
    else:
        page.locator("#other-moves button", has_text="Draw").click()
    page.wait_for_selector("button.place")
    settle(page)


@pytest.mark.parametrize("mode", ["referee", "digital"])
@pytest.mark.parametrize("size", list(SIZES))
def test_rotate_and_place_are_in_the_first_viewport(phone, size, mode):
    page = _open(phone, size, mode)
    _draw(page, mode)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(100)  # the board has taken the height the screen leaves
    assert page.locator("#rotate").count() == 1, "the drawn card can be turned"
    for selector in ("#rotate", "button.place"):
        assert in_viewport(page, selector), f"{selector} is off the first screen ({size}, {mode})"
    # turning the card keeps both where the thumb is
    page.locator("#rotate").click()
    page.wait_for_timeout(100)
    for selector in ("#rotate", "button.place"):
        assert in_viewport(page, selector), f"{selector} after Rotate ({size}, {mode})"
    # the board is still there to see where the card goes (a few cells at least)
    assert page.eval_on_selector("svg.board", "el => el.getBoundingClientRect().height") >= 140
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        shot(page, f"drive-place-{mode}-{size}-{scheme}", full_page=False)
    page.emulate_media(color_scheme="light")
    # placed: which way the car leaves the card is asked in the same place
    page.locator("button.place").first.click()
    page.wait_for_selector("#exits button")
    settle(page)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(100)
    assert in_viewport(page, "#exits button >> nth=-1"), f"the exits ({size}, {mode})"
    shot(page, f"drive-exits-{mode}-{size}", full_page=False)
    assert not page.js_errors


def test_the_referee_card_picker_fits_the_first_screen_by_road_shape(phone):
    page = _open(phone, "360x640", "referee")
    page.wait_for_selector("#report-draw")
    assert page.locator("button.pick-shape").count() == len(SHAPES)
    seen = 0
    for shape in SHAPES:
        page.locator(f"button.pick-shape[data-shape={shape}]").click()
        assert page.get_attribute(f"button.pick-shape[data-shape={shape}]",
                                  "aria-pressed") == "true"
        cards = page.locator("#pick-cards button.pick-card")
        seen += cards.count()
        # every card of the shape, with its picture, on the first screen: no scrolling
        page.evaluate("window.scrollTo(0, 0)")
        assert in_viewport(page, "#pick-cards button.pick-card >> nth=-1"), shape
        assert cards.locator("svg").count() == cards.count()
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            shot(page, f"drive-picker-{shape}-{scheme}", full_page=False)
        page.emulate_media(color_scheme="light")
    # the whole pack: 25 kinds of roadway card, each under one shape
    assert seen == 25
    page.locator("button.pick-shape[data-shape=cross]").click()
    names = page.locator("#pick-cards button.pick-card > span").all_inner_texts()
    assert "Crossroads" in names and "Diversion" in names and "Straight road" not in names
    assert not page.js_errors


def _search(page: Any, text: str) -> list[str]:
    page.fill("#draw-search", text)
    names = page.locator("#pick-cards button.pick-card > span").all_inner_texts()
    return [n.strip() for n in names]


def test_the_referee_card_picker_finds_a_card_by_what_it_shows(phone):
    page = _open(phone, "390x844", "referee")
    page.wait_for_selector("#report-draw")
    # by name
    assert _search(page, "diversion") == ["Diversion"]
    # by a sign the card shows (the sign's caption, in any case)
    assert _search(page, "LOW-FLYING aircraft") == ["Crossroads, low-flying aircraft"]
    assert set(_search(page, "no entry")) == {"One way (No Entry at S)",
                                               "T-junction, No Entry at E"}
    # by what the card shows: the Miss a Turn bar, the triangle, the road shape, together
    assert set(_search(page, "miss a turn")) == {
        "Level crossing (Miss a Turn)", "Crossroads with level crossing (Miss a Turn)",
        "Road works (Miss a Turn)", "Garage (Miss a Turn)"}
    assert set(_search(page, "bend triangle")) == {"Bend, Turn left (triangle)",
                                                    "Bend, Turn right (triangle)"}
    # no shape is chosen while a search shows cards of any shape
    assert page.locator("button.pick-shape[aria-pressed=true]").count() == 0
    assert _search(page, "zebra elephant") == []
    assert page.inner_text("#pick-cards") == "No card of the set shows that."
    shot(page, "drive-picker-search", full_page=False)
    # a card found is reported with one tap
    _search(page, "garage")
    page.get_by_role("button", name="I drew Garage (Miss a Turn)", exact=True).click()
    page.wait_for_selector("button.place")
    assert "Garage" in page.inner_text(".drawn")
    assert not page.js_errors


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_referee_card_picker_in_each_language(phone, lang):
    page = _open(phone, "360x640", "referee")
    page.select_option("#lang", lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    page.wait_for_function("word => document.querySelector('button.pick-shape')?.innerText"
                           ".trim() === word", arg=i18n.text("web.drive.shape.straight", lang))
    shapes = [t.strip() for t in page.locator("button.pick-shape").all_inner_texts()]
    assert shapes == [i18n.text(f"web.drive.shape.{s}", lang) for s in SHAPES]
    assert page.get_attribute("#draw-search", "placeholder") == i18n.text("web.drive.search",
                                                                          lang)
    # the crossroads found by the language's own name for them, and for the shape
    crossroads = i18n.text("card.drive.crossroads", lang)
    assert crossroads in _search(page, crossroads.lower())
    found = _search(page, i18n.text("web.drive.shape.bend", lang))
    assert len(found) == 4 and i18n.text("card.drive.bend", lang) in found
    # a sign by its name in the language (the glossary's)
    sign = i18n.glossary(lang)["drive_signs"]["Low-flying aircraft or sudden aircraft noise"]
    assert _search(page, sign) == [i18n.text("card.drive.crossroads-aircraft", lang)]
    page.fill("#draw-search", "")
    shot(page, f"drive-picker-{lang}", full_page=False)
    assert not page.js_errors


def _created(page: Any) -> dict[str, Any]:
    """Submit the New game form; return the body it sent and the server's answer."""
    with page.expect_response(lambda r: r.url.endswith("/api/v1/games")
                              and r.request.method == "POST") as answer:
        page.get_by_role("button", name="Create game").click()
    response = answer.value
    return {"body": json.loads(response.request.post_data or "{}"), "status": response.status,
            "answer": response.json()}


def test_the_host_chooses_each_seats_car_in_the_new_game_form(phone):
    page = phone("/")
    page.get_by_role("link", name="New game").click()
    page.locator("label[for=game-drive]").click()
    page.locator("label[for=mode-referee]").click()
    page.select_option("#players", "3")
    page.fill("#myname", "Ann")
    # one choice per seat, the box's order by default
    assert [page.input_value(f"#car-{s}") for s in range(3)] == ["red", "blue", "green"]
    assert page.get_attribute("#car-0", "aria-label") == "Car of seat 1 (you)"
    # choosing another seat's colour swaps the two: two seats never share a car
    page.select_option("#car-0", "green")
    assert [page.input_value(f"#car-{s}") for s in range(3)] == ["green", "blue", "red"]
    page.select_option("#car-1", "yellow")
    assert [page.input_value(f"#car-{s}") for s in range(3)] == ["green", "yellow", "red"]
    # fewer players: the first seats keep their cars
    page.select_option("#players", "2")
    assert [page.input_value(f"#car-{s}") for s in range(2)] == ["green", "yellow"]
    assert page.locator("#car-2").count() == 0
    shot(page, "drive-create-cars")
    sent = _created(page)
    assert sent["body"]["options"]["cars"] == ["green", "yellow"]
    assert sent["status"] == 201, sent["answer"]  # the engine takes the option `cars`
    page.wait_for_selector("#join-code")
    game = page.request.get(f"/api/v1/games/{game_id_of(page)}").json()
    assert [p["colour"] for p in game["view"]["players"]] == ["green", "yellow"]
    assert not page.js_errors


def test_the_default_cars_are_the_box_order(phone):
    page = phone("/")
    page.get_by_role("link", name="New game").click()
    page.locator("label[for=game-drive]").click()
    page.fill("#myname", "Ann")
    sent = _created(page)
    assert sent["status"] < 400, sent["answer"]
    # sent only to a server that lists the option; either way the seats get the box's order
    assert sent["body"].get("options", {}).get("cars", ["red", "blue"]) == ["red", "blue"]


#: re-draw the Drive screen of the game this phone shows with the cars the view gives as
#: `cars` (the contract: each seat's `colour` in the view's players and cars)
RENDER_JS = """async (cars) => {
  const id = location.pathname.split('/')[2];
  const seat = JSON.parse(localStorage.getItem('roadtrip.seat.' + id));
  const auth = {headers: {Authorization: 'Bearer ' + seat.token}};
  const game = await (await fetch('/api/v1/games/' + id, auth)).json();
  for (const p of game.view.players) p.colour = cars[p.seat];
  for (const c of game.view.board.cars) c.colour = cars[c.seat];
  const drive = await import('/js/drive.js');
  const root = document.createElement('div');
  root.id = 'recoloured';
  document.querySelector('main').append(root);
  drive.render(root, {game, moves: [], events: [], seat: seat.seat, id, send: () => {}});
  const fill = (sel) => [...root.querySelectorAll(sel)].map((el) => el.getAttribute('fill'));
  return {
    players: [...root.querySelectorAll('#players-title ~ ul li')]
      .map((li) => [li.className, li.innerText]),
    cars: fill('svg.board circle.car'),
    starts: [...root.querySelectorAll('svg.board circle')]
      .filter((c) => c.getAttribute('r') === '11' && c.getAttribute('stroke-width') === '4')
      .map((c) => c.getAttribute('stroke')),
    status: root.querySelector('#status .dot')?.className,
    label: root.querySelector('svg.board').getAttribute('aria-label'),
  };
}"""


def test_every_drive_screen_draws_each_seat_by_the_colour_the_view_gives(phone):
    page = _open(phone, "390x844", "digital")
    shown = page.evaluate(RENDER_JS, ["green", "yellow"])
    # each seat keeps its number (seat-N) and is painted by the car the view gives it
    assert shown["players"][0][0].split() == ["seat-0", "car-green"]
    assert "Ann (green)" in shown["players"][0][1]
    assert shown["players"][1][0].split() == ["seat-1", "car-yellow"]
    assert "(yellow)" in shown["players"][1][1]
    assert shown["cars"] == ["#16a34a", "#eab308"]
    assert sorted(set(shown["starts"])) == ["#16a34a", "#eab308"]
    assert shown["status"] == "dot car-green"
    assert "Ann's green car" in shown["label"]
    # in the phone's language too
    page.select_option("#lang", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    shown = page.evaluate(RENDER_JS, ["green", "yellow"])
    assert "Ann (grün)" in shown["players"][0][1]
    assert not page.js_errors
