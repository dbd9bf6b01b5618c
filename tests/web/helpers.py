"""Steps the browser tests share: creating a game through the form, playing a turn."""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path
from typing import Any

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
DOCS = Path(__file__).resolve().parents[2] / "docs"
# the pictures docs/at-the-table*.md show (a translation shows its own language's where a
# test takes one): with ROADTRIP_DOC_SHOTS=1 the tests that take them refresh docs/img/
# (not on every run, which would leave the work tree changed)
DOC_SHOTS = {name for page in DOCS.glob("at-the-table*.md")
             for name in re.findall(r"\]\(img/([\w-]+)\.png\)", page.read_text())}


def shot(page: Any, name: str, *, full_page: bool = True) -> Path:
    """Write a screenshot of ``page`` to artifacts/screenshots/NAME.png (and to docs/img/).

    ``full_page`` takes the whole page from the top; otherwise what the screen shows now.
    """
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=full_page)
    if name in DOC_SHOTS and os.environ.get("ROADTRIP_DOC_SHOTS"):
        shutil.copyfile(path, DOCS / "img" / f"{name}.png")
    return path


def create_game(page: Any, game: str, name: str, *, mode: str = "digital", players: int = 2,
                bots: tuple[int, ...] = (), options: dict[str, Any] | None = None,
                seed: int | None = None, variants: tuple[str, ...] = (),
                levels: dict[int, str] | None = None) -> str:
    """Fill in the New game form and submit it; return the join code shown in the lobby.

    ``levels`` picks a bot seat's level (the form's default is normal)."""
    page.goto("/")
    page.get_by_role("link", name="New game").click()
    page.locator(f"label[for=game-{game}]").click()
    page.locator(f"label[for=mode-{mode}]").click()
    page.select_option("#players", str(players))
    page.fill("#myname", name)
    for seat in bots:
        page.check(f"#bot-{seat}")
    for seat, level in (levels or {}).items():
        page.select_option(f"#bot-level-{seat}", level)
    for variant in variants:
        page.check(f"#variant-{variant}")
    for key, value in (options or {}).items():
        field = page.locator(f"#opt-{key}")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    if seed is not None:
        page.locator("details summary").click()
        page.fill("#seed", str(seed))
    page.get_by_role("button", name="Create game").click()
    if len(bots) == players - 1:
        page.wait_for_selector("#status")
        return ""
    page.wait_for_selector("#join-code")
    return str(page.inner_text("#join-code")).strip()


def settle(page: Any) -> None:
    """Wait until no move of this phone is on its way (the app marks main aria-busy)."""
    page.wait_for_selector("main:not([aria-busy])")


def is_my_turn(page: Any) -> bool:
    """True when the page shows that this phone has a decision to make."""
    return bool(page.locator("#status.your-turn").count())


def is_over(page: Any) -> bool:
    """True when the page shows the end of the game."""
    return bool(page.locator(".winner").count())


def wait_any(pages: list[Any], check: Any, timeout: float = 15.0) -> Any:
    """Return the first page for which ``check(page)`` holds, polling them all."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for page in pages:
            if check(page):
                return page
        pages[0].wait_for_timeout(100)
    raise AssertionError("no page reached the expected state in time")


def dmc_digital_turn(page: Any, red_played: list[bool]) -> str:
    """Make one Driving Me Crazy! decision through the UI; return what was done.

    Distance first (a short race), one red card on the opponent once (to see a
    target choice and an effect), otherwise discard and end the turn.
    """
    other = page.locator("#other-moves button")
    take = page.locator("section[aria-labelledby=take-title] button.card")
    if take.count():
        take.first.click()  # a search's card is chosen, then taken
        page.locator("#take-it").click()
        return "take"
    for card in ("km100", "km50"):
        button = page.locator(f".hand button.card.playable[data-card={card}]")
        if button.count():
            button.first.click()
            play = page.locator("#action-sheet button", has_text="Play")
            if play.count():
                play.first.click()
                return f"play {card}"
            page.locator("#action-sheet button", has_text="Close").click()
    if not red_played[0]:
        for card in ("traffic", "stoplight", "toll_booth", "u_turn"):
            button = page.locator(f".hand button.card.playable[data-card={card}]")
            if button.count():
                button.first.click()
                target = page.locator("#action-sheet button", has_text=" on ")
                if target.count():
                    red_played[0] = True
                    target.first.click()
                    return f"play {card}"
                page.locator("#action-sheet button", has_text="Close").click()
    for label in ("End my turn", "Pass"):
        button = other.filter(has_text=label)
        if button.count():
            button.first.click()
            return label
    cards = page.locator(".hand button.card.playable, .hand button.card.discard-only")
    if cards.count():
        cards.first.click()
        sheet = page.locator("#action-sheet button")
        discard = sheet.filter(has_text="Discard")
        (discard.first if discard.count() else sheet.first).click()
        return "card"
    if other.count():
        other.first.click()
        return "other"
    return "nothing"


def game_id_of(page: Any) -> str:
    """The id of the game a page shows, from its address (/games/<id>[/screen])."""
    return str(page.url).split("/games/")[1].split("/")[0]


def in_viewport(page: Any, selector: str) -> bool:
    """True when the element is wholly inside the visible part of the page.

    Visible means inside the window and inside every scrolling or clipping box around it
    (a sticky bar that scrolls on its own can hide a button the window shows).
    """
    return bool(page.eval_on_selector(selector, """el => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const b = box.getBoundingClientRect();
        if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 ||
            r.left < b.left - 0.5 || r.right > b.right + 0.5) return false;
      }
      return true;
    }"""))


def card_text(page: Any, card: str) -> str:
    """The effect text of ``card`` as the API's catalogue gives it."""
    games = page.request.get("/api/v1/games/catalogue").json()["games"]
    return next(c["text"] for g in games for c in g["cards"] if c["id"] == card)


def serious(page: Any, name: str | None = None) -> list[str]:
    """The serious and critical axe-core violations of the page as it is, light and dark.

    axe-core is the copy axe-playwright-python ships: no network at test time. With
    ``name``, the page is also photographed in each scheme (``a11y-NAME-light``/``-dark``),
    so what axe judged can be looked at as a person would.
    """
    from axe_playwright_python.sync_playwright import Axe

    found = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        if name:
            shot(page, f"a11y-{name}-{scheme}")
        for v in Axe().run(page).response["violations"]:
            if v["impact"] in ("serious", "critical"):
                found.append(f"{scheme}: {v['id']} {[n['target'] for n in v['nodes']][:3]}")
    page.emulate_media(color_scheme="light")
    return found


#: what runs past the screen's right edge (``width``): a phone's browser widens its window
#: to what overflows and the body clips it, so neither the window's width nor the page's
#: scroll width shows it; a strip that scrolls on its own keeps its cards
STICKING_OUT_JS = """(width) => [...document.querySelectorAll('body *')].filter((el) => {
  const box = el.getBoundingClientRect();
  if (!box.width || box.right <= width + 1) return false;
  for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
    if (getComputedStyle(up).overflowX !== 'visible') return false;
  }
  return true;
}).map((el) => `${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(el.getBoundingClientRect().right)}px`)"""


def past_the_edge(page: Any) -> list[str]:
    """What the page shows past the right edge of its screen; [] when it fits the screen."""
    width = page.viewport_size["width"]
    past = page.evaluate(STICKING_OUT_JS, width)
    scroll = page.evaluate("document.documentElement.scrollWidth")
    return ([f"the page is {scroll}px wide"] if scroll > width else []) + past
