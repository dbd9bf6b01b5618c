"""docs/rules/drive-1960.md stays in step with the engine."""

import re
from pathlib import Path

from core.drive.render import card_sheet

from .helpers import GAME

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "rules" / "drive-1960.md").read_text(encoding="utf-8")


def test_every_card_of_the_set_is_drawn_in_the_rules_document():
    assert card_sheet() in DOC


def test_every_error_code_is_documented():
    sources = "".join((ROOT / "core" / "drive" / name).read_text()
                      for name in ("refusals.py", "decisions.py", "rules.py", "checks.py"))
    codes = set(re.findall(r'\brefuse\(\s*"([a-z_]+)"', sources))
    codes |= set(re.findall(r'return "([a-z_]+)"', sources))
    shared = (ROOT / "core" / "undo.py").read_text()
    codes |= set(re.findall(r'IllegalMove\(\s*"([a-z_]+)"', shared))
    assert "nothing_to_undo" in codes
    assert len(codes) > 25
    missing = sorted(c for c in codes if f"`{c}`" not in DOC)
    assert not missing


def test_every_move_and_option_is_documented():
    for kind in GAME.move_schemas():
        assert f'"type": "{kind}"' in DOC
    for option in GAME.catalogue()["options"]:
        assert f"`{option}`" in DOC
