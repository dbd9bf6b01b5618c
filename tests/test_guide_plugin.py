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
"""

from __future__ import annotations

import os
import subprocess
import sysconfig
import venv
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


@pytest.mark.slow
@pytest.mark.timeout(1800)  # a pip install and a slice of the suite: minutes on a loaded machine
def test_a_game_written_from_the_guide_and_pip_installed_leaves_the_fast_subset_green(
        tmp_path: Path):
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
    held = [line for line in run.stdout.splitlines()
            if line.startswith(tuple(SLICE[:3])) and "race-to-20" in line and " PASSED" in line]
    assert held, run.stdout[-2000:]
