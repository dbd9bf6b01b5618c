"""A Drive (1960) game against a bot through the UI: draw, rotate, place, choose exits."""

from __future__ import annotations

import time

import pytest

from tests.web.helpers import create_game, game_id_of, settle, shot

pytestmark = pytest.mark.browser

EDGE_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

# Reads the public board (as the table view does) to pick the exit nearest the Finish.
BOARD_JS = """async () => {
  const id = location.pathname.split('/')[2];
  const seat = JSON.parse(localStorage.getItem('roadtrip.seat.' + id));
  const r = await fetch('/api/v1/games/' + id, {headers: {Authorization: 'Bearer ' + seat.token}});
  const g = await r.json();
  const b = g.view.board;
  return {car: b.cars[seat.seat], finish: b.finishes[seat.seat]};
}"""


POINTER_JS = """
  const svg = document.querySelector('svg.board');
  const r = svg.getBoundingClientRect();
  const at = (id, type, x, y) => svg.dispatchEvent(new PointerEvent(type, {
    pointerId: id, pointerType: 'touch', clientX: r.left + x, clientY: r.top + y,
    bubbles: true, isPrimary: id === 1}));
"""
PINCH_JS = "() => {" + POINTER_JS + """
  at(1, 'pointerdown', 150, 200); at(2, 'pointerdown', 200, 200);
  at(2, 'pointermove', 210, 200); at(2, 'pointermove', 300, 200);
  at(1, 'pointerup', 150, 200); at(2, 'pointerup', 300, 200);
}"""
DRAG_JS = "() => {" + POINTER_JS + """
  at(3, 'pointerdown', 100, 100); at(3, 'pointermove', 110, 100);
  at(3, 'pointermove', 200, 100); at(3, 'pointerup', 200, 100);
}"""


def best_exit(page, edges: list[str]) -> str:
    """The exit whose next cell is nearest this car's Finish."""
    info = page.evaluate(BOARD_JS)
    car, finish = info["car"], info["finish"]

    def cost(edge: str) -> int:
        dx, dy = EDGE_STEP[edge]
        return abs(car["x"] + dx - finish["x"]) + abs(car["y"] + dy - finish["y"])

    return min(edges, key=cost)


def viewbox(page) -> str:
    return str(page.get_attribute("svg.board", "viewBox"))


def test_drive_against_a_bot_to_the_end(phone):
    ann = phone("/")
    create_game(ann, "drive", "Ann", bots=(1,), seed=5, options={"first_player": 0})
    ann.wait_for_selector("svg.board")
    # the Start and Finish card, both cars and the seat colours are drawn
    assert ann.locator("svg.board text", has_text="START").count() == 1
    assert ann.locator("svg.board circle.car").count() == 2
    assert "Bot 2 (blue)" in ann.inner_text("#players-title ~ ul")
    assert "2 Roundabouts left" in ann.inner_text("#players-title ~ ul")

    # zoom and pan buttons move the view
    before = viewbox(ann)
    ann.get_by_role("button", name="Zoom in").click()
    zoomed = viewbox(ann)
    assert zoomed != before
    ann.get_by_role("button", name="Pan left").click()
    assert viewbox(ann) != zoomed
    ann.get_by_role("button", name="Back to my car").click()
    assert viewbox(ann) == before
    # two fingers spreading apart zoom in; one finger dragging pans
    ann.evaluate(PINCH_JS)
    pinched = [float(n) for n in viewbox(ann).split()]
    assert pinched[2] < float(before.split()[2])
    ann.evaluate(DRAG_JS)
    assert [float(n) for n in viewbox(ann).split()][0] < pinched[0]
    ann.get_by_role("button", name="Fit the whole board").click()

    rotated = placed = exits = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ann.wait_for_selector("#status.your-turn, .winner", timeout=15_000)
        if ann.locator(".winner").count():
            break
        place = ann.locator("button.place")
        rotate = ann.locator("#rotate")
        exit_buttons = ann.locator("#exits button")
        other = ann.locator("#other-moves button")
        if place.count():
            if rotate.count() and not rotated:
                label = rotate.get_attribute("aria-label")
                rotate.click()
                ann.wait_for_function(
                    "l => document.querySelector('#rotate')?.getAttribute('aria-label') !== l",
                    arg=label)
                shot(ann, "10-drive-drawn-card")
                rotated += 1
            place.first.click()
            placed += 1
        elif exit_buttons.count():
            edges = [b.inner_text().split("(")[-1].rstrip(")") for b in exit_buttons.all()]
            choice = best_exit(ann, edges)
            ann.locator("#exits button", has_text=f"({choice})").click()
            exits += 1
        elif other.count():
            labels = [b.inner_text() for b in other.all()]
            pick = next((i for i, t in enumerate(labels) if "Break" not in t), 0)
            other.nth(pick).click()
        else:
            ann.wait_for_timeout(100)
            continue
        settle(ann)
    else:
        pytest.fail("the Drive game did not end in time")

    assert placed >= 1 and exits >= 1 and rotated == 1
    ann.wait_for_selector("#end-title")
    banner = ann.inner_text(".winner")
    assert "won!" in banner or "nobody won" in banner
    assert ann.locator("svg.board g.cell").count() >= placed
    # the end screen shows the whole road, not the view the player last had
    assert ann.evaluate("""() => {
        const svg = document.querySelector('svg.board');
        const [x, y, w, h] = JSON.parse(svg.dataset.bounds);
        const v = svg.viewBox.baseVal;
        return v.x <= x && v.y <= y && v.x + v.width >= x + w && v.y + v.height >= y + h;
    }""")
    shot(ann, "11-drive-end")
    assert not ann.js_errors


def test_drive_referee_reports_the_physical_card_and_the_table_shows_the_board(phone):
    ann = phone("/")
    create_game(ann, "drive", "Ann", mode="referee", bots=(1,), seed=5,
                options={"first_player": 0})
    ann.wait_for_selector("#report-draw")
    assert "report what you did" in ann.inner_text("#status")
    # every card type of the set can be reported, each with its picture, shape by shape
    kinds = 0
    for shape in ann.locator("button.pick-shape").all():
        shape.click()
        cards = ann.locator("#report-draw button.pick-card")
        assert cards.locator("svg").count() == cards.count() >= 1
        kinds += cards.count()
    assert kinds >= 20
    ann.locator("button.pick-shape[data-shape=straight]").click()
    shot(ann, "14-drive-referee-report")
    # a mis-tapped report is taken back with the same button as in Driving Me Crazy!
    ann.get_by_role("button", name="I drew Straight road", exact=True).click()
    ann.wait_for_selector("button.place")
    undo = ann.get_by_role("button", name="Undo my last report")
    assert undo.count() == 1 and "danger" in str(undo.get_attribute("class"))
    undo.click()
    ann.wait_for_selector("#report-draw")
    assert ann.locator("button.place").count() == 0
    assert ann.get_by_role("button", name="Undo my last report").count() == 0
    assert "report what you did" in ann.inner_text("#status")
    ann.wait_for_function(
        "() => document.querySelector('#feed') && (document.querySelector('#feed')?.innerText || '')"
        ".includes('Ann took back the last report')")
    ann.locator("button.pick-shape[data-shape=cross]").click()
    ann.get_by_role("button", name="I drew Crossroads", exact=True).click()
    ann.wait_for_selector("button.place")
    ann.locator("button.place").first.click()
    ann.wait_for_selector("#exits button")
    cells_before = ann.locator("svg.board g.cell").count()
    assert cells_before == 1
    ann.locator("#exits button").first.click()
    # the bot reports its turn too; the board grows for everyone
    ann.wait_for_function("() => document.querySelectorAll('svg.board g.cell').length >= 2",
                          timeout=10_000)

    game_id = game_id_of(ann)
    table = phone(f"/games/{game_id}/table", width=1024, height=768)
    table.wait_for_selector("svg.board g.cell")
    assert table.locator("#moves-title").count() == 0
    assert "Ann (red)" in table.inner_text("#players-title ~ ul")
    assert table.locator("svg.board circle.car").count() == 2
    shot(table, "15-table-view-drive")
    assert not ann.js_errors and not table.js_errors
