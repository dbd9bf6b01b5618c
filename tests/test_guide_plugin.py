"""A game written from the guide and installed the guide's way leaves the fast subset green.

Issue 40, item 4.  docs/adding-a-game.md builds Race to 20 (``examples/dice_game``)
and tells its author to ``pip install -e ./yourgame`` next to Roadtrip (§3).  Here
it is pip-installed exactly so, into a virtual environment of its own layered on
the project's (the project's packages stay importable, nothing is installed into
the project's ``.venv``), and a slice of the fast subset runs there without
``ROADTRIP_TEST_PLUGINS``: the conformance tests hold the plug-in to the protocol
(its id in every test id), and the tests about what Roadtrip ships (the committed
OpenAPI document, its problem codes, the API guide) set a pip-installed plug-in
aside as they set aside one the suite installs itself (``tests.plugins.only_shipped``).

When the guide's game is already pip-installed that way into the environment running the
suite (``.ci/run`` does exactly this before the whole suite), this very run is that slice
and more: the test then checks the install and that the run's fast subset holds the
plug-in to the conformance tests, rather than install and run the slice a second time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sysconfig
import venv
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GUIDE_GAME = ROOT / "examples" / "dice_game"
#: the fast subset's files a plug-in reaches: the conformance tests of tests/core, and
#: those of tests/api about every game and about what Roadtrip ships
SLICE = [
    "tests/core/test_vocabulary.py", "tests/core/test_published_schemas.py",
    "tests/core/test_refusal_codes.py",
    "tests/api/test_openapi.py", "tests/api/test_problem_codes.py",
    "tests/api/test_api_guide.py", "tests/api/test_catalogue.py",
]


def layered_venv(where: Path) -> Path:
    """A venv whose site-packages also reads the running (project's) one; its python."""
    venv.EnvBuilder(with_pip=False).create(where)
    python = where / "bin" / "python"
    own = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()"
                          "['purelib'])"], check=True, capture_output=True, text=True)
    project = sysconfig.get_paths()["purelib"]
    # a .pth line that imports runs at start-up: the project's site-packages as a site dir
    # (its own .pth files too: Roadtrip's editable install)
    (Path(own.stdout.strip()) / "roadtrip-project.pth").write_text(
        f"import site; site.addsitedir({project!r})\n", encoding="utf-8")
    return python


def installed_the_guides_way() -> bool:
    """Whether the running environment has the guide's game pip-installed editable from
    examples/dice_game (§3's ``pip install -e ./yourgame``, as ``.ci/run`` does)."""
    try:
        record = distribution("roadtrip-dice").read_text("direct_url.json")
    except PackageNotFoundError:
        return False
    if not record:
        return False
    url = json.loads(record)
    return (url.get("dir_info", {}).get("editable") is True
            and url.get("url") == GUIDE_GAME.as_uri())


def conformance_items(nodeids: list[str]) -> list[str]:
    """The conformance tests (the slice's first three files) run over the guide's game."""
    return [nodeid for nodeid in nodeids
            if nodeid.startswith(tuple(SLICE[:3])) and "race-to-20" in nodeid]


@pytest.mark.slow
@pytest.mark.timeout(1800)  # a pip install and a slice of the suite: minutes on a loaded machine
def test_a_game_written_from_the_guide_and_pip_installed_leaves_the_fast_subset_green(
        tmp_path: Path, request: pytest.FixtureRequest):
    fast = [item.nodeid for item in request.session.items
            if item.get_closest_marker("fast") is not None]
    if installed_the_guides_way() and conformance_items(fast):
        # this run is the slice and more: its own fast tests hold the installed game to the
        # protocol and turn the run red if it breaks them; a second venv and pytest would
        # cost minutes of a 2-core CI's 15 for the same answer
        from core import game_names
        assert "race-to-20" in game_names()  # found by its entry point, as installed
        return
    python = layered_venv(tmp_path / "venv")
    env = {k: v for k, v in os.environ.items()
           if k not in ("ROADTRIP_TEST_PLUGINS", "PYTHONPATH", "ROADTRIP_TEST_ORIGINAL_PYTHONPATH")
           and not k.startswith(("PYTEST_", "COV_"))}
    # the guide's command, §3 (the guide's directory is examples/dice_game)
    subprocess.run([python, "-m", "pip", "install", "-q", "-e", str(GUIDE_GAME)],
                   check=True, cwd=ROOT, env=env, timeout=600)
    found = subprocess.run(
        [python, "-c", "from core import game_names; print(' '.join(game_names()))"],
        check=True, cwd=ROOT, env=env, capture_output=True, text=True)
    assert "race-to-20" in found.stdout.split()  # installed for real, found by its entry point
    # -v: each test's id and outcome, so the same run shows the plug-in was held to the
    # conformance tests (not left out) without collecting the slice a second time
    run = subprocess.run([python, "-m", "pytest", "-p", "no:cacheprovider", "-m", "fast",
                          "-v", *SLICE],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500)
    tail = (run.stdout + run.stderr)[-4000:]
    assert run.returncode == 0, tail
    assert " passed" in tail, tail
    # the plug-in was held to the conformance tests, not left out
    held = [line for line in conformance_items(run.stdout.splitlines()) if " PASSED" in line]
    assert held, run.stdout[-2000:]
