"""Looking back after the game (issue 27), in a real browser.

Games are played to their end by server bots (fixed seeds keep them short); then the
replay viewer steps to a given move and shows the table the API's replay gives for that
step; a hand-made illegal transcript stops at its illegal move with the CLI's verdict;
the race chart has one line per player with one point per turn; the new screens pass
axe in both colour schemes.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from api.run.cli import main as cli
from tests.web.helpers import past_the_edge, serious, shot

pytestmark = pytest.mark.browser


def finished_game(page: Any, game: str, mode: str, seed: int = 2, players: int = 2) -> str:
    """A game played to its end by bots (at creation); its id."""
    created = page.request.post("/api/v1/games", data={
        "game": game, "mode": mode, "players": players, "seed": seed,
        "bots": list(range(players))})
    assert created.status == 201, created.text()
    game_id = created.json()["id"]
    assert page.request.get(f"/api/v1/games/{game_id}").json()["status"] == "finished"
    return str(game_id)


def replay_step(page: Any, game_id: str, number: int) -> dict[str, Any]:
    page_ = page.request.get(f"/api/v1/games/{game_id}/replay?from={number}&to={number}").json()
    return dict(page_["steps"][0])


def all_views(page: Any, game_id: str) -> list[dict[str, Any]]:
    views, start = [], 0
    while start is not None:
        answer = page.request.get(f"/api/v1/games/{game_id}/replay?from={start}").json()
        views += [s["view"] for s in answer["steps"]]
        start = answer["next"]
    return views


def turns(views: list[dict[str, Any]]) -> int:
    """How many turns a game had: runs of steps with the same (not null) seat to play."""
    runs, current = 0, object()
    for view in views:
        if view.get("turn") != current:
            current = view.get("turn")
            runs += current is not None
    return runs


def shown_step(page: Any, number: int) -> None:
    page.wait_for_selector(f"#replay-board[data-step='{number}']")


def check_table(page: Any, game: str, view: dict[str, Any]) -> None:
    """The table drawn is the step's view: DMC each road's distance and red cards, Drive
    the cards on the board and each car's square."""
    if game == "driving-me-crazy":
        roads = page.locator("#replay-board li.road")
        assert roads.count() == len(view["seats"])
        for seat in view["seats"]:
            road = page.locator(f"#replay-board li.road.seat-{seat['seat']}")
            assert f"{seat['distance']} / {view['goal']} km" in road.inner_text()
            assert road.locator(".effect:not(.blue)").count() >= len(
                [e for e in seat["effects"] if e["card"]])
        return
    assert page.locator("#replay-board svg g.cell").count() == len(view["board"]["cells"])
    label = page.locator("#replay-board svg[role=img]").first.get_attribute("aria-label") or ""
    for car in view["board"]["cars"]:
        if car["port"] is None:
            assert f"({car['x']}, {car['y']})" in label


@pytest.mark.parametrize("game, mode", [("driving-me-crazy", "digital"), ("drive", "referee")])
def test_the_replay_shows_the_table_as_it_was_at_a_given_move(phone, game, mode):
    page = phone("/")
    game_id = finished_game(page, game, mode)
    page.goto(f"/games/{game_id}/replay#move-7")
    shown_step(page, 7)
    check_table(page, game, replay_step(page, game_id, 7)["view"])
    assert "7" in page.locator("#replay-count").inner_text()
    # the keyboard steps: → one move on, the address follows (a shareable link)
    page.locator("#replay").focus()
    page.keyboard.press("ArrowRight")
    shown_step(page, 8)
    check_table(page, game, replay_step(page, game_id, 8)["view"])
    assert page.evaluate("location.hash") == "#move-8"
    page.keyboard.press("Home")
    shown_step(page, 0)
    # jump to a move by its number
    page.fill("#replay-jump", "12")
    page.locator("#replay-jump").press("Enter")
    shown_step(page, 12)
    check_table(page, game, replay_step(page, game_id, 12)["view"])
    page.click("#replay-back")
    shown_step(page, 11)
    # what happened is said to a screen reader
    assert page.locator("#replay-said[aria-live=polite]").inner_text().strip()
    shot(page, f"replay-{game}-{mode}")
    assert not page.js_errors


def test_autoplay_steps_on_by_itself_and_stops_on_pause(phone):
    page = phone("/")
    game_id = finished_game(page, "driving-me-crazy", "digital")
    page.goto(f"/games/{game_id}/replay#move-0")
    shown_step(page, 0)
    page.click("#replay-play")
    assert page.get_attribute("#replay-play", "aria-pressed") == "true"
    shown_step(page, 2)
    page.click("#replay-play")
    assert page.get_attribute("#replay-play", "aria-pressed") == "false"


@pytest.mark.parametrize("game, mode", [("driving-me-crazy", "referee"), ("drive", "digital")])
def test_the_end_screen_draws_the_race_one_line_per_player_one_point_per_turn(phone, game, mode):
    page = phone("/")
    game_id = finished_game(page, game, mode, seed=3)
    page.goto(f"/games/{game_id}")
    page.wait_for_selector("#race-chart polyline.series", state="attached")
    lines = page.locator("#race-chart polyline.series")
    assert lines.count() == 2
    expected = turns(all_views(page, game_id))
    assert expected > 3
    for n in range(lines.count()):
        points = (lines.nth(n).get_attribute("points") or "").split()
        assert len(points) == expected
    # the same numbers as a table for screen readers: one row per turn
    assert page.locator("#chart-table tbody tr").count() == expected
    shot(page, f"end-chart-{game}")
    page.click("#open-replay")
    shown_step(page, 0)
    assert page.url.endswith(f"/games/{game_id}/replay#move-0")


def test_drive_end_plots_progress_toward_the_finish_and_the_standings_give_each_figure(phone):
    """Issue 38, item 6: the caption says "progress toward its Finish", so the chart plots
    how many cards each car is from its Finish along the road (core's measure of progress),
    the Finish at the top: the winner's line ends there, above every other car's. Each row
    of the standings gives that figure. A turn a car is barred (no figure) is drawn level."""
    for dark in (False, True):
        page = phone("/", width=360, height=640, dark=dark)
        game_id = finished_game(page, "drive", "digital", seed=3, players=3)
        final = page.request.get(f"/api/v1/games/{game_id}").json()
        winners = final["view"]["outcome"]["winners"]
        assert winners, "a bot race with a winner"
        far = {c["seat"]: c["to_finish"] for c in final["view"]["board"]["cars"]}
        assert far[winners[0]] == 0 and all(v is None or v > 0 for s, v in far.items()
                                            if s not in winners)
        page.goto(f"/games/{game_id}")
        page.wait_for_selector("#race-chart polyline.series", state="attached")
        assert "progress toward its Finish" in page.inner_text("#chart-table caption")
        last_y = {}
        for n in range(page.locator("#race-chart polyline.series").count()):
            line = page.locator("#race-chart polyline.series").nth(n)
            points = (line.get_attribute("points") or "").split()
            last_y[int(line.get_attribute("data-seat") or -1)] = float(points[-1].split(",")[1])
        top = min(last_y.values())
        assert last_y[winners[0]] == top  # the winner ends highest: at the Finish
        assert all(y > top for seat, y in last_y.items() if seat not in winners)
        rows = page.locator("#standings li")
        assert rows.count() == 3
        assert "at its Finish" in rows.nth(0).inner_text()
        for n in range(1, 3):
            assert re.search(r"\d+ cards? from its Finish|no way on|broken down",
                             rows.nth(n).inner_text()), rows.nth(n).inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.locator("#standings").scroll_into_view_if_needed()
        shot(page, f"38-06-drive-end{'-dark' if dark else ''}")
        assert not page.js_errors


def test_a_red_card_is_marked_on_its_victims_line_for_as_long_as_it_held(phone):
    page = phone("/")
    game_id = finished_game(page, "driving-me-crazy", "digital", seed=3)
    views = all_views(page, game_id)
    cards = page.request.get("/api/v1/games/catalogue").json()["games"]
    red = {c["id"] for g in cards if g["name"] == "driving-me-crazy" for c in g["cards"]
           if c["colour"] == "red"}
    held = {e["card"] for v in views for s in v["seats"] for e in s["effects"]} & red
    page.goto(f"/games/{game_id}")
    page.wait_for_selector("#race-chart polyline.series", state="attached")
    marked = {page.locator("#race-chart rect.red-card").nth(i).get_attribute("data-card")
              for i in range(page.locator("#race-chart rect.red-card").count())}
    assert held and marked == held


def test_the_table_view_of_a_finished_game_shows_the_race(phone):
    page = phone("/", width=1024, height=768)
    game_id = finished_game(page, "driving-me-crazy", "digital")
    page.goto(f"/games/{game_id}/table")
    page.wait_for_selector("#race-chart polyline.series", state="attached")
    assert page.locator("#race-chart polyline.series").count() == 2


def illegal_transcript() -> dict[str, Any]:
    """Made by hand: red's first turn, then red reports blue's draw as its own placing."""
    moves = [{"seat": 0, "move": {"type": "draw", "card": "crossroads"}},
             {"seat": 0, "move": {"type": "place", "rotation": 0}},
             {"seat": 0, "move": {"type": "exit", "edge": "E"}},
             {"seat": 1, "move": {"type": "draw", "card": "straight"}},
             {"seat": 0, "move": {"type": "place", "rotation": 90}}]
    return {"game": "drive", "seed": 1, "moves": moves,
            "config": {"players": 2, "mode": "referee", "options": {"first_player": 0}}}


def cli_verdict(path: Path) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli(["referee", "check", str(path)]) == 1
    return out.getvalue()


DROP = """(text) => {
  const files = new DataTransfer();
  files.items.add(new File([text], "illegal.json", { type: "application/json" }));
  document.querySelector("#check-drop").dispatchEvent(
    new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }));
}"""


@pytest.mark.parametrize("how", ["file", "drop", "paste"])
def test_a_hand_made_illegal_transcript_stops_at_its_move_with_the_clis_verdict(
        phone, tmp_path, how):
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(illegal_transcript()))
    said = cli_verdict(path)
    page = phone("/replay")
    page.wait_for_selector("#check-paste")
    if how == "file":
        page.set_input_files("#check-file", str(path))
    elif how == "drop":
        page.evaluate(DROP, path.read_text())
    else:
        page.fill("#check-paste", path.read_text())
        page.click("#check-go")
    page.wait_for_selector("#verdict")
    heading = page.locator("#check-out > #verdict h2").inner_text()
    number, player = re.search(r"illegal move (\d+) by (seat \d+ \(\w+\))", said).groups()
    assert number == "5" and number in heading and player in heading
    detail = page.locator("#check-out > #verdict #verdict-detail").inner_text()
    rule = page.locator("#check-out > #verdict #verdict-rule").inner_text()
    assert f"] {detail}" in said
    assert f"rule: {rule}" in said
    # the table stops before the illegal move: the deal and moves 1..4
    shown_step(page, 4)
    check_table(page, "drive", page.request.post("/api/v1/transcripts/replay?from=4&to=4",
                                                 data=illegal_transcript()).json()["steps"][0]["view"])
    shot(page, f"check-illegal-{how}")
    assert not page.js_errors


def test_a_legal_transcript_is_said_legal_and_plays_to_its_end(phone, tmp_path):
    page = phone("/")
    game_id = finished_game(page, "driving-me-crazy", "digital")
    transcript = page.request.get(f"/api/v1/games/{game_id}/transcript").json()
    page.goto("/replay")
    page.fill("#check-paste", json.dumps(transcript))
    page.click("#check-go")
    page.wait_for_selector("#verdict.legal")
    shown_step(page, len(transcript["moves"]))


@pytest.mark.parametrize("dark", [False, True])
def test_the_new_screens_have_no_serious_accessibility_problem(phone, dark):
    page = phone("/", dark=dark)
    game_id = finished_game(page, "driving-me-crazy", "digital")
    scheme = "dark" if dark else "light"
    page.goto(f"/games/{game_id}/replay#move-5")
    shown_step(page, 5)
    assert serious(page, f"replay-{scheme}") == []
    assert past_the_edge(page) == [], "the replay fits a phone's width"
    page.goto(f"/games/{game_id}")
    page.wait_for_selector("#race-chart polyline.series", state="attached")
    assert serious(page, f"end-chart-{scheme}") == []
    assert past_the_edge(page) == [], "the end screen with its chart fits a phone's width"
    page.goto("/replay")
    page.fill("#check-paste", json.dumps(illegal_transcript()))
    page.click("#check-go")
    shown_step(page, 4)
    assert serious(page, f"check-{scheme}") == []


def rematch(page: Any, created: dict[str, Any]) -> dict[str, Any]:
    answer = page.request.post(f"/api/v1/games/{created['id']}/rematch",
                               headers={"Authorization": f"Bearer {created['host_token']}"})
    assert answer.status == 201, answer.text()
    return dict(answer.json())


def test_three_rematches_show_the_evenings_standings_on_every_phone_and_the_tv(phone):
    page = phone("/")
    created = page.request.post("/api/v1/games", data={
        "game": "driving-me-crazy", "players": 2, "seed": 4, "bots": [0, 1]}).json()
    chain = [created]
    for _ in range(3):
        chain.append(rematch(page, chain[-1]))
    last = chain[-1]["id"]
    session = page.request.get(f"/api/v1/games/{last}/session").json()
    assert len(session["games"]) == 4
    tally = [(s["name"], str(s["wins"])) for s in session["standings"]]
    assert sum(int(w) for _, w in tally) == 4
    other = phone("/")
    tv = phone("/", width=1024, height=768)
    for screen, path in ((page, f"/games/{last}"), (other, f"/games/{chain[2]['id']}"),
                         (tv, f"/games/{last}/table")):
        screen.goto(path)
        screen.wait_for_selector("#session-wins tbody tr")
        rows = screen.locator("#session-wins tbody tr")
        assert [(rows.nth(i).locator("th").inner_text(), rows.nth(i).locator("td").inner_text())
                for i in range(rows.count())] == tally
        games = screen.locator("#session-games li")
        assert games.count() == 4
        for n, game in enumerate(session["games"]):
            for seat in game["winners"]:
                assert game["players"][seat] in games.nth(n).inner_text()
    for screen in (page, tv):
        screen.wait_for_selector("#race-chart polyline.series", state="attached")
    shot(page, "session-end")
    shot(tv, "session-tv")


def test_the_lobby_of_a_rematch_shows_the_evening_so_far(phone):
    page = phone("/")
    created = page.request.post("/api/v1/games", data={
        "game": "driving-me-crazy", "players": 2, "seed": 5, "bots": [1]}).json()
    seat = page.request.post(f"/api/v1/games/{created['id']}/players",
                             data={"name": "Ana"}).json()
    who = {"Authorization": f"Bearer {seat['token']}"}
    for _ in range(400):  # Ana plays her first legal move each time, the bot answers
        game = page.request.get(f"/api/v1/games/{created['id']}").json()
        if game["status"] == "finished":
            break
        moves = page.request.get(f"/api/v1/games/{created['id']}/legal-moves",
                                 headers=who).json()["moves"]
        page.request.post(f"/api/v1/games/{created['id']}/moves", data=moves[0], headers=who)
    assert game["status"] == "finished"
    following = rematch(page, created)
    page.goto(f"/games/{following['id']}")
    # the lobby is drawn again at every live update, and the evening's panel then comes a
    # moment after the rest: wait for its two games rather than count them at one instant
    page.wait_for_function("() => document.querySelectorAll('#session-games li').length === 2")
    winner = game["players"][game["outcome"]["winners"][0]]["name"]
    assert winner in page.locator("#session-games li").first.inner_text()
    assert serious(page, "session-lobby") == []


#: the words of the screens of issue 27 (English), whose translations must show instead
OWN_KEYS = ("web.replay.", "web.check.", "web.chart.", "web.session.")


@pytest.mark.parametrize("lang", ["nl", "de", "fr"])
def test_the_new_screens_speak_the_phones_language(phone, lang):
    from api import i18n
    from tests.web.test_four_languages import TEXT_NODES

    english = {text for key, text in i18n.messages("en").items() if key.startswith(OWN_KEYS)
               and "{" not in text and i18n.messages(lang).get(key) != text}
    page = phone("/")
    page.evaluate("(lang) => localStorage.setItem('roadtrip.lang', lang)", lang)
    created = page.request.post("/api/v1/games", data={
        "game": "driving-me-crazy", "players": 2, "seed": 4, "bots": [0, 1]}).json()
    rematch(page, created)
    seen: list[str] = []
    page.goto(f"/games/{created['id']}/replay#move-3")
    shown_step(page, 3)
    seen += page.evaluate(TEXT_NODES)
    page.goto(f"/games/{created['id']}")
    page.wait_for_selector("#race-chart polyline.series", state="attached")
    page.wait_for_selector("#session-wins")
    seen += page.evaluate(TEXT_NODES)
    page.goto("/replay")
    page.fill("#check-paste", json.dumps(illegal_transcript()))
    page.click("#check-go")
    shown_step(page, 4)
    seen += page.evaluate(TEXT_NODES)
    assert english, "the screens have words of their own"
    assert not [text for text in seen if text in english]
    assert page.evaluate("document.documentElement.lang") == lang
    shot(page, f"check-{lang}")


def test_a_player_looks_back_over_a_game_in_progress_with_only_its_own_hand(phone):
    from tests.web.helpers import create_game, game_id_of

    ana = phone("/")
    create_game(ana, "driving-me-crazy", "Ana", bots=(1,), seed=3, options={"first_player": 0})
    game_id = game_id_of(ana)
    ana.click("#replay-so-far")
    shown_step(ana, 0)
    token = ana.evaluate(f"JSON.parse(localStorage.getItem('roadtrip.seat.{game_id}')).token")
    step = ana.request.get(f"/api/v1/games/{game_id}/replay?from=0&to=0",
                           headers={"Authorization": f"Bearer {token}"}).json()["steps"][0]
    assert "seats" not in step
    cards = {c["id"]: c["title"] for g in ana.request.get("/api/v1/games/catalogue").json()[
        "games"] for c in g.get("cards", [])}
    hands = ana.locator("#replay-hands li")
    assert hands.count() == 1 and "Ana" in hands.first.inner_text()
    assert hands.first.inner_text().endswith(", ".join(cards[c] for c in step["own"]["hand"]))
    assert serious(ana, "replay-own-hand") == []


def test_every_hand_shows_once_the_game_is_over(phone):
    page = phone("/")
    game_id = finished_game(page, "driving-me-crazy", "digital")
    page.goto(f"/games/{game_id}/replay#move-5")
    shown_step(page, 5)
    assert page.locator("#replay-hands li").count() == 2


def test_a_game_the_host_ended_shows_its_last_table_and_the_race_on_the_other_phones(phone):
    """Phones watching when the host ends the game (tests/web/test_host_ended.py: those that
    open it afterwards) turn to its end: the last table, the standings, the race."""
    from tests.web.helpers import create_game, game_id_of

    ana = phone("/")
    create_game(ana, "driving-me-crazy", "Ana", bots=(1,), seed=3, options={"first_player": 0})
    game_id = game_id_of(ana)
    token = ana.evaluate(f"JSON.parse(localStorage.getItem('roadtrip.seat.{game_id}')).token")
    host = ana.evaluate(f"JSON.parse(localStorage.getItem('roadtrip.host.{game_id}')).host_token")
    watcher = phone(f"/games/{game_id}")  # a phone watching without a seat
    tv = phone(f"/games/{game_id}/table", width=1024, height=768)
    for screen in (watcher, tv):
        screen.wait_for_selector("li.road")
    who = {"Authorization": f"Bearer {token}"}
    for _ in range(6):  # Ana plays, the bot answers: turn after turn the phones follow
        moves = ana.request.get(f"/api/v1/games/{game_id}/legal-moves", headers=who).json()
        ana.request.post(f"/api/v1/games/{game_id}/moves", data=moves["moves"][0], headers=who)
        version = ana.request.get(f"/api/v1/games/{game_id}").json()["version"]
        for screen in (watcher, tv):
            screen.wait_for_function(f"() => Number(document.querySelector('#app')"
                                     f".dataset.version) >= {version}")
    last = ana.request.get(f"/api/v1/games/{game_id}").json()["view"]
    ended = ana.request.delete(f"/api/v1/games/{game_id}",
                               headers={"Authorization": f"Bearer {host}"})
    assert ended.status == 204
    steps = ana.request.get(f"/api/v1/games/{game_id}/replay").json()["length"]
    for screen in (watcher, tv):
        screen.wait_for_selector("#race-chart polyline.series", state="attached", timeout=15_000)
        assert screen.locator("#race-chart polyline.series").count() == 2
        assert "The host ended this game" in screen.inner_text("#winner")
        for seat in last["seats"]:  # the final board: each road as it last was
            assert f"{seat['distance']} / {last['goal']} km" in screen.inner_text(
                f"li.road.seat-{seat['seat']}")
    assert watcher.locator("#standings").count() == 1
    assert watcher.locator("#open-replay").count() == 1 and steps > 6, "its replay is kept"
    shot(watcher, "host-ended-race")
    assert not watcher.js_errors and not tv.js_errors


def test_the_end_screen_downloads_the_transcript_and_the_evenings_together(phone):
    page = phone("/")
    created = page.request.post("/api/v1/games", data={
        "game": "drive", "players": 2, "seed": 2, "bots": [0, 1]}).json()
    following = rematch(page, created)
    page.goto(f"/games/{following['id']}")
    page.wait_for_selector("#download-session")
    with page.expect_download() as one:
        page.click("#download-transcript")
    transcript = json.loads(Path(one.value.path()).read_text())
    assert transcript == page.request.get(
        f"/api/v1/games/{following['id']}/transcript").json()
    with page.expect_download() as both:
        page.click("#download-session")
    evening = json.loads(Path(both.value.path()).read_text())
    assert [t["seed"] for t in evening] == [
        page.request.get(f"/api/v1/games/{g['id']}/transcript").json()["seed"]
        for g in (created, following)]
    # each file checks as the referee CLI would check it
    assert all(page.request.post("/api/v1/transcripts/check", data=t).json()["legal"]
               for t in evening)
