"""docs/engine-shape.md's figures of today are true (issue 40, item 6: docs that cannot drift).

The section "Figures a test holds" states the modules over 450 lines, the
functions radon ranks D or worse, the ``type: ignore``s of ``api/`` and the
files of the web app that name a built-in game outside the games' own
screens.  Each is measured here and compared with what the page says, so the
page changes with the code or this test fails.
"""

from __future__ import annotations

import re
from pathlib import Path

from radon.complexity import cc_rank, cc_visit

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "engine-shape.md").read_text(encoding="utf-8")
#: a module this long does more than one job (issue 40: "no module over 450 lines")
MOST_LINES = 450


def section() -> str:
    start = PAGE.index("## Figures a test holds (issue 40)")
    return PAGE[start:PAGE.index("\n## ", start + 1)]


def stated(figure: str) -> str:
    """The "today" cell of the row of the section's first table that starts with ``figure``."""
    for line in section().splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) == 2 and cells[0].startswith(figure):
            return cells[1]
    raise AssertionError(f"docs/engine-shape.md states no figure {figure!r}")


def paths_in(cell: str) -> list[str]:
    return [] if cell == "none" else sorted(re.findall(r"`([^`]+)`", cell))


def modules(part: str) -> list[Path]:
    return sorted((ROOT / part).rglob("*.py"))


def over(part: str) -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in modules(part)
                  if len(path.read_text(encoding="utf-8").splitlines()) > MOST_LINES)


def test_no_module_of_api_is_over_450_lines_and_core_has_those_the_page_names():
    assert over("api") == paths_in(stated("modules in `api/` over 450 lines"))
    assert over("core") == paths_in(stated("modules in `core/` over 450 lines"))


def test_no_function_of_api_or_core_is_ranked_d_or_worse():
    found = [f"{path.relative_to(ROOT)}:{block.lineno} {block.name} {cc_rank(block.complexity)}"
             f" ({block.complexity})"
             for part in ("api", "core") for path in modules(part)
             for block in cc_visit(path.read_text(encoding="utf-8"))
             if cc_rank(block.complexity) not in "ABC"]
    assert stated("functions ranked D or worse") == "none"
    assert found == []


def test_the_type_ignores_of_api_are_as_many_as_the_page_says():
    found = [f"{path.relative_to(ROOT)}:{n}" for path in modules("api")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "# type: ignore" in line]
    assert len(found) == int(stated("`type: ignore` in `api/`")), found


#: what names a built-in game in the app's code (comments left out): its registry
#: names, keys and identifiers of its own
GAME_NAMES = re.compile(r"\"drive\"|'drive'|driving-me-crazy|\bdmc\w*|\.dmc\.|DRIVE_\w+"
                        r"|drive_\w+|\.drive\.|\bdrive\.js")
#: the games' own screens
SCREENS = {"web/js/dmc.js", "web/js/drive.js"}


def without_comments(js: str) -> str:
    js = re.sub(r"/\*.*?\*/", "", js, flags=re.S)
    return re.sub(r"(?m)^\s*//.*$", "", js)


def test_the_web_app_names_the_built_in_games_outside_their_screens_only_where_the_page_says():
    naming = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "web" / "js").rglob("*.js")
                    if str(path.relative_to(ROOT)) not in SCREENS
                    and GAME_NAMES.search(without_comments(path.read_text(encoding="utf-8"))))
    listed = sorted(re.findall(r"^\| `(web/js/[^`]+)` \|", section(), flags=re.M))
    assert naming == listed


def test_the_page_states_each_figure_once():
    for figure in ("modules in `api/`", "modules in `core/`", "functions ranked D",
                   "`type: ignore` in `api/`"):
        assert stated(figure)
