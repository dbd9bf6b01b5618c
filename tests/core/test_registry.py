"""Games are plug-ins: the registry finds them through the ``roadtrip.games`` entry points.

Each broken plug-in here is a real project (a ``pyproject.toml`` and a module)
written to a temporary directory and installed through :mod:`tests.plugins`,
exactly as the tiny third game is.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import core.dmc
import core.drive
from core import GameLoadError, game_names, get_game
from core.registry import GROUP
from tests.plugins import ROOT, installed


def plugin(tmp_path: Path, entry: str, source: str, module: str = "broken_game") -> Path:
    """A project declaring ``entry`` (``name = "module:object"``) with ``source`` as its module."""
    (tmp_path / "pyproject.toml").write_text(
        f'[project]\nname = "{module.replace("_", "-")}"\nversion = "1.0"\n\n'
        f'[project.entry-points."roadtrip.games"]\n{entry}\n', encoding="utf-8")
    (tmp_path / f"{module}.py").write_text(source, encoding="utf-8")
    return tmp_path


def test_the_two_games_are_the_entry_points_pyproject_declares():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]
    assert declared[GROUP] == {"driving-me-crazy": "core.dmc:GAME", "drive": "core.drive:GAME"}
    # other installed plug-ins may stand beside them (the suite runs with some installed)
    assert {e.name for e in entry_points(group=GROUP)} >= {"driving-me-crazy", "drive"}
    assert get_game("driving-me-crazy") is core.dmc.GAME
    assert get_game("drive") is core.drive.GAME


def test_a_plugin_in_its_own_package_is_served_with_no_edit_in_core(tmp_path):
    project = plugin(tmp_path, 'solo = "solo_game:SoloGame"', (
        "from core.dmc.game import DrivingMeCrazy\n\n\n"
        "class SoloGame(DrivingMeCrazy):\n    name = 'solo'\n"), module="solo_game")
    before = game_names()
    with installed(project):
        assert game_names() == sorted([*before, "solo"])
        assert get_game("solo").name == "solo"  # a class is instantiated
    assert game_names() == before


def test_a_plugin_that_fails_to_import_is_named_in_the_error(tmp_path):
    project = plugin(tmp_path, 'broken = "broken_game:GAME"', "raise ImportError('no wheels')\n")
    with installed(project), pytest.raises(GameLoadError) as info:
        game_names()
    message = str(info.value)
    assert "'broken'" in message and "broken_game:GAME" in message
    assert "broken-game 1.0" in message and "ImportError: no wheels" in message


def test_a_plugin_that_is_not_a_game_is_refused(tmp_path):
    project = plugin(tmp_path, 'broken = "broken_game:GAME"', "GAME = 'a string'\n")
    with installed(project), pytest.raises(GameLoadError, match="is not a core.protocol.Game"):
        get_game("drive")


def test_a_game_must_be_declared_under_its_own_name(tmp_path):
    project = plugin(tmp_path, 'other-name = "core.drive:GAME"', "")
    with installed(project), pytest.raises(GameLoadError, match="a game named 'drive'"):
        game_names()


def test_two_plugins_may_not_declare_different_games_under_one_name(tmp_path):
    project = plugin(tmp_path, 'drive = "core.dmc:GAME"', "")
    with installed(project), pytest.raises(GameLoadError, match="two game plug-ins are named"):
        game_names()
    assert get_game("drive") is core.drive.GAME  # uninstalled: found again as before


def test_the_adding_a_game_page_names_the_entry_point_group_and_real_conformance_tests():
    page = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    assert f'[project.entry-points."{GROUP}"]' in page
    section = page.split("## 5. The conformance tests")[1].split("To add a game")[0]
    named = set(re.findall(r"tests/(?:core|api|web)/test_\w+\.py", section))
    assert len(named) >= 9
    for path in named:
        source = (ROOT / path).read_text(encoding="utf-8")
        assert "every_game()" in source or "TINY" in source, path


def test_a_command_run_through_tests_plugins_finds_this_checkouts_games():
    """For a checkout installed before its entry points changed (the suite's own path off)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    shown = subprocess.run(
        [sys.executable, "-m", "tests.plugins", sys.executable, "-c",
         "from core import game_names; print(game_names())"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True)
    # a plug-in pip-installed beside Roadtrip (as CI installs the example games, the guide's
    # way) is found too: it is this checkout's two games and those, nothing else
    plugins = {ep.name for ep in entry_points(group=GROUP)
               if ep.dist is not None and ep.dist.name != "roadtrip"}
    found = set(ast.literal_eval(shown.stdout.strip()))
    assert found - plugins == {"drive", "driving-me-crazy"}, shown.stdout
