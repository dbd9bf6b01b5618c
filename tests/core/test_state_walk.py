"""A move's state flows one way as the code runs: the figures docs/engine-shape.md gives hold.

``scripts/state_walk.py`` follows the state object through every call in
``core/`` that receives it while seeded random games run (a stay = a module
entered, a return = a module entered again after the state left it).  The
section "The walks as the code runs" of docs/engine-shape.md gives, per game,
the median stays, the median returns and the most returns of one push; this
test measures them on the same seeded games and fails when the code does
worse than the page says (or the page names a game the registry does not have).
"""

from __future__ import annotations

import functools
import importlib.util
import re
import statistics
import sys
from types import ModuleType

import pytest

from tests.plugins import ROOT

DOC = ROOT / "docs" / "engine-shape.md"
SECTION = "## The walks as the code runs"
#: the games and seed the page's figures were taken on (`--games 6`, the default seed)
GAMES, SEED = 6, 1


@functools.cache
def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("state_walk", ROOT / "scripts" / "state_walk.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def _documented() -> dict[str, tuple[int, int, int]]:
    """Per game: (median stays, median returns, most returns) as the page gives them."""
    text = DOC.read_text(encoding="utf-8").split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([a-z0-9-]+)` \| (\d+) \| (\d+) \| (\d+) \|", text, re.MULTILINE)
    return {name: (int(a), int(b), int(c)) for name, a, b, c in rows}


def test_a_return_is_a_module_entered_again_after_the_state_left_it():
    walk = _script().Walk(["dmc/apply.py", "dmc/checks.py", "dmc/apply.py", "core/undo.py",
                           "dmc/checks.py"])
    assert walk.returns == 2


def test_the_page_gives_the_figures_of_both_shipped_games():
    assert {"driving-me-crazy", "drive"} <= set(_documented())


@pytest.mark.parametrize("name", ["driving-me-crazy", "drive"])
def test_a_push_goes_through_no_more_modules_than_the_page_says(name):
    stays, returns, most = _documented()[name]
    found = _script().walks(name, GAMES, SEED)
    every = [walk for kind in found.values() for walk in kind]
    assert statistics.median(len(w.stays) for w in every) <= stays
    assert statistics.median(w.returns for w in every) <= returns
    assert max(w.returns for w in every) <= most
