"""The metrics dir the gunicorn config makes is removed by the process that made it, only.

A bench that imports ``api.run.gunicorn_conf`` for its settings (not gunicorn's master,
which removes the dir in ``on_exit``) left one ``roadtrip-metrics-*`` dir in /tmp a run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: import the config, fork a child that exits normally (as a worker does, running the
#: inherited atexit handlers), report whether the dir outlived the child, then exit
SCRIPT = """
import os, sys
import api.run.gunicorn_conf as conf
made = os.environ["PROMETHEUS_MULTIPROC_DIR"]
pid = os.fork()
if pid == 0:
    sys.exit(0)
os.waitpid(pid, 0)
print(made, os.path.isdir(made))
"""


def test_a_process_that_imports_the_config_removes_the_metrics_dir_it_made_at_exit(
        tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    env.update(PYTHONPATH=str(ROOT), TMPDIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=60).stdout.split()
    made, alive_after_child = out[0], out[1]
    assert Path(made).parent == tmp_path
    assert alive_after_child == "True"  # a forked worker's exit leaves its master's dir
    assert not Path(made).exists()  # the maker's exit removes it


def test_a_metrics_dir_given_by_the_environment_is_left_alone(tmp_path: Path) -> None:
    given = tmp_path / "metrics"
    given.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT), PROMETHEUS_MULTIPROC_DIR=str(given))
    subprocess.run([sys.executable, "-c", "import api.run.gunicorn_conf"], env=env, cwd=ROOT,
                   check=True, timeout=60)
    assert given.is_dir()
